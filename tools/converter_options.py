"""ov-opt's converter options (ovc's `--input`, `--output`, `--compress-to-fp16`; Model
Optimizer's `--mean-values`, `--scale-values`, `--reverse-input-channels`, `--layout`,
`--source-layout`, `--target-layout`, `--batch`, `--static-shape`, `--transform`) and the
pipeline steps they add.

Each option is a registered transformation (lowering/ov/options/, lowering/ov/stateful/) run
with the option's value: the ones on the model's inputs and outputs right after the last
frontend's conversion to the ov dialect (`convert-onnx-to-ov`, `convert-torch-to-ov`, ...: the
inference-phase `convert-*-to-ov` passes; at the start when the pipeline has none: the input is
already in the ov dialect), `--transform`'s after the pipeline (Model Optimizer runs them on the converted model),
fp16 compression last (constant folding would undo it), and `--static-shape` as
ov-fold-constants' option.
"""

from __future__ import annotations

import argparse
import dataclasses
import re

from xdsl.utils.arg_spec import ArgSpec

from ovopt import registry

# (option, pass id, pass option), in the order the steps run: the model cut first, then the
# inputs set; the pre-processing passes each put their ops right after the input, so the last
# to run is the first to see the data (layout transpose <- scale <- mean <- reverse channels).
FRONT = (
    ("output", "ov-cut-outputs", "outputs"),
    ("input", "ov-set-inputs", "inputs"),
    (("layout", "source_layout", "target_layout"), "ov-set-layout", ("layout", "source-layout", "target-layout")),
    ("batch", "ov-set-batch", "batch"),  # after the layouts, which say where N is
    ("scale_values", "ov-scale-values", "values"),
    ("mean_values", "ov-mean-values", "values"),
    ("reverse_input_channels", "ov-reverse-input-channels", None),
)
LOWERING = re.compile(r"convert-[a-z0-9_]+-to-ov")  # a frontend's dialect to ov, when of the inference phase
# --transform's names (Model Optimizer's) -> (pass id, {MO's argument: pass option})
TRANSFORMS = {
    "LowLatency2": ("ov-low-latency2", {"use_const_initializer": "use-const-initializer"}),
    "MakeStateful": ("ov-make-stateful", {"param_res_names": "param-res-names"}),
}
# the arguments a transformation cannot go without, each with an example
REQUIRED_ARGUMENTS = {"MakeStateful": ("param_res_names", "{'h_in':'h_out'}")}


def add_converter_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(
        "converter options",
        "ovc's and Model Optimizer's; they apply with -t ir or -p ov-default (docs/converter-options.md)",
    )
    group.add_argument(
        "--input",
        metavar="INPUTS",
        help='input names, shapes and element types, comma-separated: "x[1,3,224,224]{f32},y[1..8,?]" '
        '(? or -1 dynamic, 1..8 a range); a shape alone "[1,3,224,224]" for a one-input model',
    )
    group.add_argument("--output", metavar="NAMES", help="cut the model at these tensors, comma-separated: out_1,out_2")
    group.add_argument(
        "--compress-to-fp16",
        "--compress_to_fp16",
        nargs="?",
        const="true",
        default="false",
        metavar="BOOL",
        help="store f32 weights as f16, each read through a Convert to f32, as ovc does (default: off, unlike ovc)",
    )
    group.add_argument(
        "--mean-values", "--mean_values", metavar="VALUES", help="subtract per-channel means: x[123.7,116.3,103.5]"
    )
    group.add_argument(
        "--scale-values",
        "--scale_values",
        metavar="VALUES",
        help="divide by per-channel scales, after the mean: x[58.4,57.1,57.4]",
    )
    group.add_argument(
        "--reverse-input-channels",
        "--reverse_input_channels",
        action="store_true",
        help="reverse the channels (RGB <-> BGR) of inputs with 3, before mean and scale",
    )
    group.add_argument(
        "--layout",
        metavar="LAYOUTS",
        help="input layouts, source->target: x(nchw->nhwc) transposes; x(nchw) records it",
    )
    group.add_argument(
        "--source-layout", "--source_layout", metavar="LAYOUTS", help="the layout the model computes in: x(nchw)"
    )
    group.add_argument(
        "--target-layout", "--target_layout", metavar="LAYOUTS", help="the layout the converted model takes: x(nhwc)"
    )
    group.add_argument(
        "-b",
        "--batch",
        type=int,
        metavar="N",
        help="the batch size of every input: its first dimension (dynamic or 1 in the model), or the one its "
        "--layout names N",
    )
    group.add_argument(
        "--transform",
        metavar="TRANSFORMS",
        help="Model Optimizer's transformations, run on the converted model: LowLatency2 (recurrent state kept "
        "between inferences; LowLatency2[use_const_initializer=False] starts it at the model's initial state), "
        "MakeStateful[param_res_names={'h_in':'h_out'}] (input/output pairs become state)",
    )
    group.add_argument(
        "--keep-unsupported",
        action="store_true",
        help="keep a node that has no lowering as a framework layer of its kind (as OpenVINO's frontends keep "
        "a FrameworkNode), instead of failing; a runtime runs it only with an extension for that kind",
    )
    group.add_argument(
        "--static-shape",
        "--static_shape",
        action="store_true",
        help="fold ShapeOf subgraphs to constants (the IR is then not reshapeable)",
    )


def _boolean(text: str, option: str) -> bool:
    """A boolean as Model Optimizer reads one (Python's strtobool: True, false, 1, no, on, ...)."""
    from ovopt.lowering.ov.options.syntax import OptionError

    lowered = str(text).strip().lower()
    if lowered not in ("y", "yes", "t", "true", "on", "1", "n", "no", "f", "false", "off", "0"):
        raise OptionError(f"{option}: {text!r} is not true or false")
    return lowered in ("y", "yes", "t", "true", "on", "1")


def frontend_input_shapes(args: argparse.Namespace) -> dict[str | None, tuple[int | None, ...]]:
    """--input's shapes for the frontend, which imports with them (ranges as dynamic dims: the
    ov-set-inputs step bounds them), so shape arithmetic the frontend folds sees them."""
    if not args.input:
        return {}
    from ovopt.lowering.ov.options.syntax import parse_inputs

    return {spec.name: tuple(dim.static for dim in spec.shape) for spec in parse_inputs(args.input) if spec.shape}


def frontend_input_batch(args: argparse.Namespace):
    """--batch for the frontend, with the batch dimension of the inputs a layout names (the
    model's layout: --layout's source side, or --source-layout)."""
    batch = getattr(args, "batch", None)
    if batch is None:
        return None
    from ovopt.lowering.ov.options.syntax import parse_layouts
    from ovopt.registry.kinds import InputBatch

    axes: dict[str | None, int | None] = {}
    for text, option in ((args.layout, "--layout"), (args.source_layout, "--source-layout")):
        for name, (source, _) in parse_layouts(text, option).items() if text else ():
            axes[name] = source.index("N") if "N" in source else None
    if batch > 0:  # a shape --input gives must agree, before the model is read with both
        from ovopt.lowering.ov.options.batch import check_given_batch
        from ovopt.lowering.ov.options.syntax import parse_inputs

        for spec in parse_inputs(args.input) if args.input else ():
            axis = axes.get(spec.name, 0)
            if spec.shape is not None and axis is not None and axis < len(spec.shape):
                text = ",".join(str(dim) for dim in spec.shape)
                check_given_batch(batch, spec.shape[axis].static, f"{spec.name or ''}[{text}]", spec.name)
    return InputBatch(batch, axes)


def with_converter_options(steps: list, args: argparse.Namespace) -> list:
    """`steps` with the converter options' steps added where they belong."""
    from ovopt.lowering.pipeline import Step

    front = []
    for option, ident, parameter in FRONT:
        options = option if isinstance(option, tuple) else (option,)
        parameters = parameter if isinstance(parameter, tuple) else (parameter,)
        values = {p: getattr(args, o, None) for o, p in zip(options, parameters) if _given(getattr(args, o, None))}
        if values:
            front.append(_step(ident, {p: v for p, v in values.items() if p is not None}, Step))
    back = [_step(ident, options, Step) for ident, options in _transform_steps(getattr(args, "transform", None))]
    if _boolean(args.compress_to_fp16, "--compress-to-fp16"):
        back.append(_step("ov-compress-to-fp16", {}, Step))
    steps = list(steps)
    if getattr(args, "keep_unsupported", False):
        steps = [_keeping_unsupported(step) for step in steps]
    if args.static_shape:
        steps = [_static_shape(step) for step in steps]
        if not any(step.name == "ov-fold-constants" for step in steps):
            back.insert(0, _step("ov-fold-constants", {"static-shape": True}, Step))
    lowering = [index for index, step in enumerate(steps) if _is_frontend_lowering(step.name)]
    at = lowering[-1] + 1 if lowering else 0
    return [*steps[:at], *front, *steps[at:], *back]


def _is_frontend_lowering(ident: str) -> bool:
    """Does the pass convert a frontend's dialect to ov (not GNA's back: convert-gna-to-ov)?"""
    transformation = registry.TRANSFORMATIONS.get(ident) if LOWERING.fullmatch(ident) else None
    return transformation is not None and transformation.phase == "inference"


def _given(value) -> bool:
    """Was the option given (a batch of 0 was: its step says it is wrong)?"""
    return value is not None and value is not False and value != ""


def _transform_steps(text: str | None) -> list[tuple[str, dict]]:
    """--transform's transformations as (pass id, options), in the order given."""
    from ovopt.lowering.ov.options.syntax import OptionError, parse_transforms

    steps = []
    for name, arguments in parse_transforms(text or ""):
        if name not in TRANSFORMS:
            why = " (NNCF's pruning: ovopt does not prune)" if name == "Pruning" else ""
            raise OptionError(
                f"--transform: ovopt has no transformation {name!r}{why}; the available ones: {', '.join(TRANSFORMS)}"
            )
        ident, known = TRANSFORMS[name]
        for key in arguments:
            if key not in known:
                raise OptionError(f"--transform {name}: no argument {key!r} (it takes {', '.join(known)})")
        required, example = REQUIRED_ARGUMENTS.get(name, (None, None))
        if required is not None and required not in arguments:
            raise OptionError(f"--transform {name} needs {required}: {name}[{required}={example}]")
        options = {}
        for key, value in arguments.items():
            options[known[key]] = (
                _boolean(value, f"--transform {name}[{key}]") if key == "use_const_initializer" else value
            )
        steps.append((ident, options))
    return steps


def _step(ident: str, options: dict[str, str], step_class):
    transformation = registry.TRANSFORMATIONS.get(ident)
    pass_class = transformation.pass_factory()
    parameters = {key: (value,) for key, value in options.items()}
    return step_class(pass_class.from_spec(ArgSpec(pass_class.name, parameters)), transformation)


def _keeping_unsupported(step):
    if not any(f.name == "keep_unsupported" for f in dataclasses.fields(step.pass_)):
        return step
    return dataclasses.replace(step, pass_=dataclasses.replace(step.pass_, keep_unsupported=True))


def _static_shape(step):
    if step.name != "ov-fold-constants":
        return step
    return dataclasses.replace(step, pass_=dataclasses.replace(step.pass_, static_shape=True))
