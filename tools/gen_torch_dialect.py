"""Generate dialects/torch/ops.py, the torch dialect's ATen ops, from torch's operator schemas.

One op per overload of the Core ATen op set (the overloads torch tags `core`: what
`torch.export`'s default decompositions leave), without the `out=` and in-place variants, plus the
few overloads a program holds beside them (symbolic sizes, asserts, and the non-core ops that
torch.export leaves in common models, lowered as they are). The schemas are torch's own
(`torch._C` through `torch.ops.aten`), read with torchgen's schema model, as the onnx dialect is
generated from `onnx.defs`. Each argument is an operand or a typed property by its type
(dialects/torch/base.py); every op records its schema. Output is deterministic.

    python -m ovopt.tools.gen_torch_dialect            # rewrite dialects/torch/ops.py
    python -m ovopt.tools.gen_torch_dialect --check    # exit 1 if it is out of date
"""

from __future__ import annotations

import re
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

from ovopt.tools.generated_files import field_name, generator_main

DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "dialects" / "torch" / "ops.py"

# Overloads a program holds that torch does not tag `core`.
EXTRA_OVERLOADS = (
    "linalg_vector_norm.default",  # not core, and torch's decompositions keep it (Swin V2's attention)
    # Not core, but left in the program by torch.export's own export of transformers and
    # torchvision models (BERT, ViT, Swin, Whisper, Llama, GPT-2, ResNet, MobileNet, ...) — with
    # the in-place relu_, add_, hardtanh_, ... that import as their functional twins
    # (frontends/torch/in_place.py): lowering them as they are
    # spares the whole-program re-trace of run_decompositions (tens of MB and seconds on BERT).
    "adaptive_avg_pool2d.default",  # nn.AdaptiveAvgPool2d: every torchvision classifier's head
    "arange.default",  # position ids: arange(end)
    "batch_norm.default",  # nn.BatchNorm2d
    "chunk.default",  # ShuffleNet's and MaxViT's channel halves
    "contiguous.default",  # ViT's and Swin's attention heads
    "conv2d.default",  # nn.Conv2d
    "dropout.default",  # every transformer block, train=False in eval mode
    "flatten.using_ints",  # torch.flatten before a classifier
    "hardsigmoid.default",  # MobileNetV3's squeeze-excitation
    "hardswish.default",  # MobileNetV3 (its in-place form hardswish_ imports as this op)
    "layer_norm.default",  # nn.LayerNorm
    "linear.default",  # nn.Linear: MatMul with transpose_b, ovc's form
    "max_pool2d.default",  # nn.MaxPool2d without indices
    "reshape.default",  # view-or-copy reshapes of the attention heads
    "scaled_dot_product_attention.default",  # F.scaled_dot_product_attention (the sdpa attention)
    "split.Tensor",  # chunks of one size: GPT-2's fused query, key and value
    "transpose.int",  # the attention heads' transposes
    "unflatten.int",  # ViT's attention heads
    "__and__.Scalar",  # `mask & mask`, `mask | mask`: transformers' attention masks
    "__and__.Tensor",
    "__or__.Scalar",
    "__or__.Tensor",
    "diff.default",  # transformers' mask creation (packed-sequence starts)
    "new_ones.default",  # transformers' mask creation
    "silu.default",  # Llama's gated MLP
    "softmax.int",  # F.softmax in MaxViT's and Swin's attention
    "swapaxes.default",  # MaxViT's window partition
    "to.device",  # dtype casts: `tensor.to(device, dtype)`, `.to(dtype)`, `.float()`
    "to.dtype",
    "to.dtype_layout",
    "_assert_async.msg",
    "_assert_scalar.default",
    "_assert_tensor_metadata.default",
    "sym_constrain_range.default",
    "sym_constrain_range_for_size.default",
    "sym_numel.default",
    "sym_storage_offset.default",
    "sym_stride.int",
)

# Names AtenOp adds to xDSL's operation; an argument of such a name, or of one xDSL's
# IRDLOperation has (`name`, `parent`), gets the field `<name>_`.
RESERVED = {"SCHEMA", "LIST_SIZES", "aten_name", "model_op_kind"}


@dataclass(frozen=True)
class Argument:
    field: str  # the Python field
    name: str  # the schema's name
    kind: str  # "operand" or "property"
    definition: str  # the field's right-hand side
    annotation: str = ""  # the typed property's Python type
    list_size: int | None = None


@dataclass(frozen=True)
class Overload:
    class_name: str
    op_name: str  # torch.aten.add.Tensor
    schema: str
    arguments: tuple[Argument, ...]
    results: tuple[tuple[str, str], ...]  # (field, definition)

    @property
    def segmented_operands(self) -> bool:
        return sum(a.kind == "operand" and not a.definition.startswith("operand_def") for a in self.arguments) > 1


def overloads() -> list:
    """The OpOverloads of the dialect, sorted by name."""
    import torch

    found = {}
    # Every aten op the dispatcher knows: `dir(torch.ops.aten)` lists only the packets loaded so far.
    aten = (name for name in torch._C._dispatch_get_all_op_names() if name.startswith("aten::"))
    registered = {name[len("aten::") :].split(".", 1)[0] for name in aten}
    for packet_name in sorted(name for name in registered if name):
        packet = getattr(torch.ops.aten, packet_name, None)
        if not hasattr(packet, "overloads"):
            continue
        for overload_name in packet.overloads():
            overload = getattr(packet, overload_name)
            schema = overload._schema
            if schema.is_mutable or _out_variant(overload_name) or _in_place(schema.name):
                continue
            if torch.Tag.core in overload.tags or f"{packet_name}.{overload_name}" in EXTRA_OVERLOADS:
                found[f"{packet_name}.{overload_name}"] = overload
    return [found[key] for key in sorted(found)]


def _out_variant(overload_name: str) -> bool:
    """`out`, `Scalar_out`, ...; not `dtype_layout`."""
    return overload_name == "out" or overload_name.endswith("_out")


def _in_place(name: str) -> bool:
    """`aten::add_`; not the operators `aten::__and__`."""
    return name.endswith("_") and not name.endswith("__")


def camel(name: str) -> str:
    """`_native_batch_norm_legit` -> `_NativeBatchNormLegit`, as torch-mlir names its ops."""
    lead = "_" if name.startswith("_") else ""
    return lead + "".join(part[:1].upper() + part[1:] for part in name.split("_") if part)


def argument(arg, taken: set[str]) -> Argument:
    """The field of one schema argument (a torchgen `Argument`)."""
    from torchgen.model import BaseTy, BaseType, ListType, OptionalType

    field = field_name(arg.name, taken, RESERVED)
    extra = "" if field == arg.name else f', name="{arg.name}"'
    kind, optional = arg.type, False
    if isinstance(kind, OptionalType):
        kind, optional = kind.elem, True
    element, size = kind, None
    if isinstance(kind, ListType):
        element, size = kind.elem, kind.size
    base_type = element.elem if isinstance(element, OptionalType) else element
    base_name = base_type.name if isinstance(base_type, BaseType) else None

    def operand(constraint: str) -> Argument:
        if isinstance(kind, ListType):
            definition = f"var_operand_def({constraint})"
        else:
            definition = f"{'opt_' if optional else ''}operand_def({constraint})"
        return Argument(field, arg.name, "operand", definition, list_size=size)

    if base_name == BaseTy.Tensor:
        inner_optional = isinstance(element, OptionalType)
        return operand("TENSOR_OR_NONE" if inner_optional else "TENSOR")
    if base_name == BaseTy.SymInt:
        return operand("INT")
    if base_name == BaseTy.Scalar:
        return operand("SCALAR")
    listed = isinstance(kind, ListType)
    table = {
        BaseTy.int: ("INTS_ATTR", "tuple[int, ...]") if listed else ("INT_ATTR", "int"),
        BaseTy.bool: ("BOOLS_ATTR", "tuple[bool, ...]") if listed else ("BOOL_ATTR", "bool"),
        BaseTy.float: ("FLOATS_ATTR", "tuple[float, ...]") if listed else ("FLOAT_ATTR", "float"),
        BaseTy.str: ("STR_ATTR", "str"),
        BaseTy.ScalarType: ("DTYPE_ATTR", "Attribute"),
        BaseTy.Layout: ("STR_ATTR", "str"),
        BaseTy.Device: ("STR_ATTR", "str"),
        BaseTy.MemoryFormat: ("STR_ATTR", "str"),
    }
    if base_name not in table or (listed and base_name not in (BaseTy.int, BaseTy.bool, BaseTy.float)):
        raise ValueError(f"argument type {arg.type} of {arg.name} has no field kind")
    constraint, annotation = table[base_name]
    if optional:
        annotation += " | None"
    parts = [constraint, *(["required=False"] if optional else []), *([f'name="{arg.name}"'] if extra else [])]
    definition = f"torch_argument({', '.join(parts)})"
    return Argument(field, arg.name, "property", definition, annotation, size if listed else None)


def result_fields(returns, taken: set[str]) -> tuple[tuple[str, str], ...]:
    from torchgen.model import BaseTy, BaseType, ListType

    fields = []
    for index, ret in enumerate(returns):
        name = ret.name or ("result" if len(returns) == 1 else f"result{index}")
        field = field_name(name, taken, RESERVED)
        if isinstance(ret.type, ListType):
            fields.append((field, "var_result_def(TENSOR)"))
        elif isinstance(ret.type, BaseType) and ret.type.name == BaseTy.Tensor:
            fields.append((field, "result_def(TENSOR)"))
        elif isinstance(ret.type, BaseType) and ret.type.name in (BaseTy.SymInt, BaseTy.int):
            fields.append((field, "result_def(INT)"))
        elif isinstance(ret.type, BaseType) and ret.type.name in (BaseTy.SymBool, BaseTy.bool):
            fields.append((field, "result_def(BOOL)"))
        elif isinstance(ret.type, BaseType) and ret.type.name == BaseTy.Scalar:
            fields.append((field, "result_def(SCALAR)"))
        else:
            raise ValueError(f"return type {ret.type} has no result kind")
    return tuple(fields)


def describe(overload) -> Overload:
    from torchgen.model import FunctionSchema

    schema = overload._schema
    # torchgen splits arguments at ", ": a list default (`stride=[1, 1]`) must not hold one
    text = re.sub(r"=\[([^\]]*)\]", lambda m: "=[" + m.group(1).replace(" ", "") + "]", str(schema))
    parsed = FunctionSchema.parse(text.split("::", 1)[1])
    taken: set[str] = set()
    arguments = tuple(argument(a, taken) for a in parsed.arguments.flat_all)
    results = result_fields(parsed.returns, taken)
    packet, overload_name = str(overload).split(".")[1:]
    suffix = "" if overload_name == "default" else f".{overload_name}"
    overload_part = "" if overload_name == "default" else camel(overload_name)
    return Overload(
        class_name=f"Aten{camel(packet)}{overload_part}Op",
        op_name=f"torch.aten.{packet}{suffix}",
        schema=str(schema),
        arguments=arguments,
        results=results,
    )


def render(op: Overload) -> str:
    lines = ["@deferred_op_definition", f"class {op.class_name}(AtenOp):"]
    doc = "\n    ".join(textwrap.wrap(op.schema, width=92, break_on_hyphens=False))
    lines += [f'    """{doc}"""', "", f'    name = "{op.op_name}"', f"    SCHEMA: ClassVar = {op.schema!r}"]
    sizes = {a.field: a.list_size for a in op.arguments if a.list_size is not None}
    if sizes:
        lines.append(f"    LIST_SIZES: ClassVar = {sizes!r}")
    lines.append("")
    for arg in op.arguments:
        if arg.kind == "operand":
            lines.append(f"    {arg.field} = {arg.definition}")
        else:
            lines.append(f"    {arg.field}: {arg.annotation} = {arg.definition}")
    for field, definition in op.results:
        lines.append(f"    {field} = {definition}")
    options = []
    if op.segmented_operands:
        options.append("AttrSizedOperandSegments(as_property=True)")
    if sum(d.startswith("var_") for _, d in op.results) > 1:
        options.append("AttrSizedResultSegments(as_property=True)")
    if options:
        lines.append(f"    irdl_options = ({', '.join(options)},)")
    return "\n".join(lines)


HEADER = '''"""ATen operators as xDSL ops: one op per overload of torch's Core ATen op set.

Generated by `python -m ovopt.tools.gen_torch_dialect` from the operator schemas of
torch {version}; do not edit by hand. {count} ops: the overloads torch tags `core` (what
`torch.export`'s default decompositions leave), without `out=` and in-place variants, and those a
program holds beside them (symbolic sizes, asserts, the non-core ops torch.export leaves in
common models). An op records its schema in `SCHEMA`; tensors and what may be symbolic (SymInt,
Scalar) are operands, the rest typed properties (dialects/torch/base.py).
"""

from typing import ClassVar

from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    operand_def,
    opt_operand_def,
    result_def,
    var_operand_def,
    var_result_def,
)

from ovopt.dialects.torch.base import (
    BOOL,
    BOOL_ATTR,
    BOOLS_ATTR,
    DTYPE_ATTR,
    FLOAT_ATTR,
    FLOATS_ATTR,
    INT,
    INT_ATTR,
    INTS_ATTR,
    SCALAR,
    STR_ATTR,
    TENSOR,
    TENSOR_OR_NONE,
    AtenOp,
    torch_argument,
)
from ovopt.support.deferred import deferred_op_definition
'''


def generate() -> str:
    import torch

    ops = [describe(o) for o in overloads()]
    names = [o.class_name for o in ops]
    if len(set(names)) != len(names):
        raise ValueError("two overloads have one class name")
    body = "\n\n\n".join(render(o) for o in ops)
    listing = "\n".join(f"    {n}," for n in names)
    footer = f'\n\n\nATEN_OPS = [\n{listing}\n]\n\n__all__ = ["ATEN_OPS", *(op.__name__ for op in ATEN_OPS)]\n'
    version = re.sub(r"\+.*", "", torch.__version__)
    return HEADER.format(version=version, count=len(ops)) + "\n\n" + body + footer


def main(argv: list[str] | None = None) -> int:
    return generator_main(argv, __doc__, DEFAULT_OUTPUT, generate, "ovopt.tools.gen_torch_dialect")


if __name__ == "__main__":
    sys.exit(main())
