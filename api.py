"""ovopt's Python API: conversion in process, as `openvino.convert_model` does it.

    import ovopt
    ov_model = ovopt.convert_model("model.onnx")                          # an openvino.Model
    ov_model = ovopt.convert_model(torch_module, example_input=(x,))      # exported with torch.export
    ovopt.save_model(torch_module, "out/model.xml", example_input=(x,))   # model.xml + model.bin

A model is a path (`.onnx`, `.onnxtext`, `.pt2`, `.pb`, `.pbtxt`, a SavedModel folder, `.xml`,
`.mlir`, or an extension's format), an `onnx.ModelProto`, a `torch.nn.Module` (exported with
`example_input`), a `torch.export.ExportedProgram`, a Keras model or a `tf.function` (frozen by
TensorFlow; traced with `example_input` when it declares no input signature). The converter
options are keyword arguments spelled as ovc spells them (`input`, `output`, `compress_to_fp16`,
`mean_values`, ...), with the values the command line takes. A compiler engineer gets the
module at any stage: `import_module` gives the frontend dialect's, `lower(module, "ov-default")`
runs any pipeline text of `ov-opt -p`.

A failure raises `ConversionError`, whose message is the command line's one-line error (it
names the model node); nothing is written then.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import openvino
    from xdsl.context import Context
    from xdsl.dialects.builtin import ModuleOp

__all__ = ["ConversionError", "convert_model", "import_module", "lower", "save_model"]


class ConversionError(Exception):
    """The model did not convert; the message is the one line `ov-opt` prints."""


def import_module(
    model: Any, *, example_input: Any = None, input: str | None = None, dynamic_shapes: Any = None
) -> ModuleOp:
    """`model` in its frontend's dialect (onnx, torch, or ov for an IR), as `ov-opt MODEL` prints
    it. `example_input` (a tensor or a tuple of them) and `dynamic_shapes` export a torch module."""
    with _user_errors():
        return _import(model, _context(), example_input, _converter_options({"input": input}), dynamic_shapes)


def lower(module: ModuleOp, pipeline: str = "ov-default", **options: Any) -> ModuleOp:
    """Run `pipeline` (the text `ov-opt -p` takes) on `module`, in place, with the converter
    `options` of `convert_model`; the module is returned."""
    with _user_errors():
        _run(module, _context(), pipeline, _converter_options(options))
    return module


def convert_model(
    model: Any,
    *,
    example_input: Any = None,
    dynamic_shapes: Any = None,
    input: str | None = None,
    output: str | None = None,
    compress_to_fp16: bool = False,
    mean_values: str | None = None,
    scale_values: str | None = None,
    reverse_input_channels: bool = False,
    layout: str | None = None,
    source_layout: str | None = None,
    target_layout: str | None = None,
    static_shape: bool = False,
    keep_unsupported: bool = False,
    batch: int | None = None,
    transform: str | None = None,
    pass_pipeline: str = "ov-default",
) -> openvino.Model:
    """The OpenVINO model of `model`, built in memory: its large constants share the weights'
    bytes with `model` (a torch module's parameters, a mapped file), as ovc's do. The options
    are the command line's."""
    options = {key: value for key, value in locals().items() if key not in ("model", "example_input", "dynamic_shapes")}
    with _user_errors():
        ctx = _context()
        pipeline, converter_options = options.pop("pass_pipeline"), _converter_options(options)
        module = _import(model, ctx, example_input, converter_options, dynamic_shapes)
        _run(module, ctx, pipeline, converter_options)
        from ovopt.targets.ir.in_memory import openvino_model

        return openvino_model(module)


def save_model(model: Any, output_model: str | os.PathLike, *, example_input: Any = None, **options: Any) -> None:
    """Write the IR of `model` (anything `convert_model` takes, or a module in the ov dialect) to
    `output_model` (.xml) and the .bin beside it: both files or neither."""
    from xdsl.dialects.builtin import ModuleOp

    from ovopt.targets.ir import write_ir_files

    with _user_errors():
        if isinstance(model, ModuleOp):
            module = model
            if options:
                _run(module, _context(), options.pop("pass_pipeline", ""), _converter_options(options))
        else:
            ctx = _context()
            dynamic_shapes, pipeline = options.pop("dynamic_shapes", None), options.pop("pass_pipeline", "ov-default")
            converter_options = _converter_options(options)
            module = _import(model, ctx, example_input, converter_options, dynamic_shapes)
            _run(module, ctx, pipeline, converter_options)
        write_ir_files(module, Path(output_model), rt_info={"conversion_parameters": {"api": "ovopt.save_model"}})


# -- the steps ------------------------------------------------------------------------------------


def _context() -> Context:
    """An xDSL context that knows every registered dialect (loaded when first used)."""
    from xdsl.context import Context
    from xdsl.dialects.builtin import Builtin
    from xdsl.dialects.func import Func

    from ovopt import registry

    ctx = Context()
    ctx.load_dialect(Builtin)
    ctx.load_dialect(Func)
    for name, _ in registry.DIALECTS.items():
        ctx.register_dialect(name, lambda name=name: registry.load_dialect(name))
    return ctx


def _import(model: Any, ctx: Context, example_input: Any, options: SimpleNamespace, dynamic_shapes: Any) -> ModuleOp:
    from ovopt import registry
    from ovopt.registry.kinds import Source
    from ovopt.tools.converter_options import frontend_input_batch, frontend_input_shapes

    shapes, batch = frontend_input_shapes(options), frontend_input_batch(options)
    if isinstance(model, str | os.PathLike):
        path = Path(model)
        if (path / "saved_model.pb").is_file():  # a TensorFlow SavedModel folder
            return registry.FRONTENDS.get("savedmodel")()(Source(ctx, b"", str(path), True, shapes))
        if not path.is_file():
            raise FileNotFoundError(f"cannot read {path}: no such file")
        frontend = registry.FRONTENDS.get(path.suffix.lstrip("."))
        if frontend is None:
            known = ", ".join(f".{e}" for e, _ in registry.FRONTENDS.items())
            raise ConversionError(f"{path}: no frontend reads {path.suffix or 'files without an extension'} ({known})")
        from ovopt.support.mapped_files import map_file

        return frontend()(Source(ctx, map_file(path), str(path), True, shapes, batch))
    if _is_instance(model, "onnx", "ModelProto"):
        return registry.FRONTENDS.get("onnx")()(Source(ctx, model.SerializeToString(), None, True, shapes, batch))
    if _is_instance(model, "torch", "nn.Module") or _is_instance(model, "torch", "export.ExportedProgram"):
        return registry.FRONTENDS.get("pt2")()(Source(ctx, _exported(model, example_input, dynamic_shapes), None))
    if _is_tensorflow(model):
        from ovopt.frontends.tf import import_tf_model

        return import_tf_model(model, example_input, shapes)
    raise ConversionError(
        f"convert_model takes a path, an onnx.ModelProto, a torch.nn.Module, an ExportedProgram, "
        f"a Keras model or a tf.function, not {type(model).__name__}"
    )


def _is_tensorflow(model: Any) -> bool:
    """A Keras model, a tf.function, a concrete function or a tf.Module (traced, then frozen)."""
    kinds = ("types.experimental.PolymorphicFunction", "types.experimental.ConcreteFunction", "Module")
    return _is_instance(model, "keras", "Model") or any(_is_instance(model, "tensorflow", k) for k in kinds)


def _is_instance(model: Any, package: str, name: str) -> bool:
    """Is `model` a `package.name`? Asked without importing a framework the caller has not."""
    module = sys.modules.get(package)
    if module is None:
        return False
    kind = module
    for part in name.split("."):
        kind = getattr(kind, part, None)
    return isinstance(kind, type) and isinstance(model, kind)


def _exported(model: Any, example_input: Any, dynamic_shapes: Any) -> Any:
    """A torch module exported with its example input; a program as it is."""
    import torch

    if isinstance(model, torch.export.ExportedProgram):
        return model
    if not isinstance(model, torch.nn.Module):
        raise ConversionError(f"a torch model is a torch.nn.Module or an ExportedProgram, not {type(model).__name__}")
    if example_input is None:
        raise ConversionError("converting a torch.nn.Module needs example_input, which torch.export traces it with")
    args = tuple(example_input) if isinstance(example_input, list | tuple) else (example_input,)
    kwargs = example_input if isinstance(example_input, dict) else None
    try:
        return torch.export.export(model.eval(), () if kwargs else args, kwargs=kwargs, dynamic_shapes=dynamic_shapes)
    except Exception as error:  # noqa: BLE001  (torch.export reports what it cannot trace in many ways)
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise ConversionError(f"torch.export cannot export the module: {first}") from None


def _converter_options(options: dict[str, Any]) -> SimpleNamespace:
    """The keyword arguments as the command line's parsed options."""
    known = {
        "input": None,
        "output": None,
        "compress_to_fp16": False,
        "mean_values": None,
        "scale_values": None,
        "reverse_input_channels": False,
        "layout": None,
        "source_layout": None,
        "target_layout": None,
        "static_shape": False,
        "keep_unsupported": False,
        "batch": None,
        "transform": None,
    }
    unknown = sorted(set(options) - set(known) - {"pass_pipeline", "dynamic_shapes"})
    if unknown:
        raise ConversionError(f"unknown converter option {unknown[0]!r} (the options: {', '.join(known)})")
    values = {**known, **{k: v for k, v in options.items() if k in known}}
    values["compress_to_fp16"] = "true" if values["compress_to_fp16"] else "false"
    return SimpleNamespace(**values)


def _run(module: ModuleOp, ctx: Context, pipeline: str, options: SimpleNamespace) -> None:
    from ovopt import registry
    from ovopt.lowering.pipeline import expand, run_steps
    from ovopt.support.locations import verify_naming_node
    from ovopt.tools.converter_options import with_converter_options

    passes = {ident: t.pass_factory for ident, t in registry.TRANSFORMATIONS.items()}
    steps = with_converter_options(expand(pipeline, passes), options) if pipeline else []
    verify_naming_node(module)
    run_steps(steps, ctx, module)


class _user_errors:
    """Turns the errors ov-opt reports as one line into ConversionError (a bug stays itself)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, error, traceback) -> bool:
        if error is None or isinstance(error, ConversionError):
            return False
        from ovopt.tools.ov_opt import error_line

        line = str(error) if isinstance(error, FileNotFoundError) else error_line(error)
        if line is None:
            return False
        raise ConversionError(line) from error
