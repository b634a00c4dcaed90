"""Generate the tf dialect from TensorFlow's op registry: dialects/tf/ops.py and signatures.py.

`ops.py` has one op per TensorFlow op type of `OPS` (below), made from its OpDef: an operand or
result field per input or output arg (variadic for `N` values or a list of types), a typed field
per attr with the OpDef's default, allowed values and minimum (dialects/tf/base.py verifies
them). `signatures.py` has the args of every op TensorFlow registers, in a compact form, so the
frontend can import a node of any type (as `tf.custom`) and resolve `node:output_arg:index`
references in function bodies.

Why a subset of ops and not all 1900: an op the dialect holds is an op ovopt reads, verifies and
lowers; the list is the ops of the models the tests convert and the common ones of TensorFlow's
array, math, nn, image, variable and TensorList families (what ovc's TensorFlow frontend
takes, less the TF1 queues, datasets and strings). A node of another type still imports, kept
whole as `tf.custom` for an extension's lowering (or the conversion's error), so the choice
limits nothing but the verification of types ovopt cannot lower anyway. Adding an op is one line
here and a re-run. The function-calling ops (While, If, PartitionedCall, ...) are not generated:
the frontend imports them as `tf.WhileRegion` / `tf.IfRegion` with bodies, or inlines them.

    python -m ovopt.tools.gen_tf_dialect            # rewrite the two files
    python -m ovopt.tools.gen_tf_dialect --check    # exit 1 if either is out of date
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import textwrap
from pathlib import Path

from ovopt.tools.generated_files import field_name, write_or_check

FOLDER = Path(__file__).resolve().parent.parent / "dialects" / "tf"

OPS = """
Abs Acos Acosh Add AddN AddV2 All Any ArgMax ArgMin Asin Asinh Assert AssignVariableOp Atan Atan2
Atanh AvgPool AvgPool3D BatchMatMul BatchMatMulV2 BatchMatMulV3 BatchToSpaceND BiasAdd BiasAddV1
BitwiseAnd BitwiseOr BitwiseXor BroadcastArgs BroadcastTo Cast Ceil CheckNumerics ClipByValue Concat
ConcatV2 Const Conv2D Conv2DBackpropInput Conv3D Conv3DBackpropInputV2 Cos Cosh CropAndResize Cumsum
DepthToSpace DepthwiseConv2dNative Div DivNoNan Einsum Elu EnsureShape Equal Erf Erfc Exp ExpandDims
EuclideanNorm Expm1 FakeQuantWithMinMaxArgs FakeQuantWithMinMaxVars FakeQuantWithMinMaxVarsPerChannel Fill Floor
FloorDiv FloorMod FusedBatchNorm
FusedBatchNormV2 FusedBatchNormV3 Gather GatherNd GatherV2 Greater GreaterEqual Identity IdentityN
Inv Invert InvertPermutation IsFinite IsInf IsNan L2Loss LRN LeakyRelu LeftShift Less LessEqual LinSpace
Log Log1p LogSoftmax LogicalAnd LogicalNot LogicalOr MatMul MatrixBandPart Max MaxPool MaxPool3D
MaxPoolV2 Maximum Mean Min Minimum MirrorPad Mod Mul MulNoNan Neg NoOp NotEqual OneHot OnesLike Pack
Pad PadV2 Placeholder PlaceholderWithDefault Pow PreventGradient Prod Range Rank ReadVariableOp
RealDiv Reciprocal Relu Relu6 Reshape ResizeBilinear ResizeNearestNeighbor ReverseV2 RightShift Rint
Round Rsqrt ScatterNd Select SelectV2 Selu Shape ShapeN Sigmoid Sign Sin Sinh Size Slice Snapshot
Softmax Softplus Softsign SpaceToBatchND SpaceToDepth Split SplitV Sqrt Square SquaredDifference
Squeeze StopGradient StridedSlice Sub Sum Tan Tanh TensorListFromTensor TensorListGetItem
TensorListLength TensorListReserve TensorListSetItem TensorListStack TensorScatterUpdate Tile TopKV2
Transpose TruncateDiv Unique Unpack VarHandleOp VarIsInitializedOp VariableV2 Where Xdivy Xlogy
ZerosLike
""".split()  # noqa: SIM905  (the names read as a paragraph)

# Ops that hold their value in a `value` attr: ConstantLike, so folding and `evaluate` read them.
CONSTANTS = ("Const",)

# TensorFlow's spelling of an attr's type -> (the field's constraint, its Python annotation).
ATTR_KINDS = {
    "int": ("INT", "int"),
    "float": ("FLOAT", "float"),
    "bool": ("BOOL", "bool"),
    "string": ("STRING", "str"),
    "type": ("TYPE", "Attribute"),
    "shape": ("SHAPE", "Attribute"),
    "tensor": ("TENSOR_ATTR", "Attribute"),
    "func": ("FUNC", "str"),
    "list(int)": ("INTS", "tuple[int, ...]"),
    "list(float)": ("FLOATS", "tuple[float, ...]"),
    "list(bool)": ("BOOLS", "tuple[bool, ...]"),
    "list(string)": ("STRINGS", "tuple[str, ...]"),
    "list(type)": ("TYPES", "tuple[Attribute, ...]"),
    "list(shape)": ("SHAPES", "tuple[Attribute, ...]"),
}

# Names xDSL's operations already use; a TensorFlow arg or attr of such a name gets `<name>_`.
RESERVED = {"INPUTS", "OUTPUTS", "tf_type", "attributes", "values", "attr", "model_op_kind"}


def op_list() -> list:
    """Every OpDef TensorFlow registers, sorted by name."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow  # noqa: F401  (registers the ops)
    from tensorflow.core.framework import op_def_pb2
    from tensorflow.python.client import pywrap_tf_session

    buffer = pywrap_tf_session.TF_GetAllOpList()
    ops = op_def_pb2.OpList.FromString(pywrap_tf_session.TF_GetBuffer(buffer))
    return sorted(ops.op, key=lambda o: o.name)


def data_type_name(code: int) -> str:
    from tensorflow.core.framework import types_pb2

    return types_pb2.DataType.Name(code)[3:].lower()


def arg_spec(arg) -> str:
    """The compact form of an arg: `name:T`, `name:=float`, `name:N*T` or `name:[T]`."""
    if arg.type_list_attr:
        kind = f"[{arg.type_list_attr}]"
    elif arg.type_attr:
        kind = arg.type_attr
    else:
        kind = "=" + data_type_name(arg.type)
    if arg.number_attr:
        kind = f"{arg.number_attr}*{kind}"
    return f"{arg.name}:{kind}"


def render_arg(arg, field: str) -> str:
    kind = arg.type_list_attr or arg.type_attr or "=" + data_type_name(arg.type)
    parts = [repr(field), repr(kind)]
    if arg.number_attr:
        parts.append(f"number={arg.number_attr!r}")
    if arg.type_list_attr:
        parts.append("listed=True")
    if field != arg.name:
        parts.append(f"name={arg.name!r}")
    return f"Arg({', '.join(parts)})"


def python_default(attr) -> str:
    """The Python literal of an attr's default."""
    import numpy as np

    value = attr.default_value
    kind = value.WhichOneof("value")
    if kind == "i":
        return repr(value.i)
    if kind == "f":
        return repr(float(str(np.float32(value.f))))
    if kind == "b":
        return repr(value.b)
    if kind == "s":
        return repr(value.s.decode("utf-8"))
    if kind == "type":
        return repr(data_type_name(value.type))
    if kind == "shape":
        if value.shape.unknown_rank:
            return "ShapeAttr(None)"
        return f"ShapeAttr({tuple(None if d.size < 0 else d.size for d in value.shape.dim)!r})"
    if kind == "list":
        listed = value.list
        if attr.type == "list(int)":
            return repr(tuple(listed.i))
        if attr.type == "list(float)":
            return repr(tuple(float(str(np.float32(f))) for f in listed.f))
        if attr.type == "list(bool)":
            return repr(tuple(listed.b))
        if attr.type == "list(string)":
            return repr(tuple(s.decode("utf-8") for s in listed.s))
        if attr.type == "list(type)":
            return "()" if not listed.type else repr(tuple(data_type_name(t) for t in listed.type))
        if attr.type == "list(shape)" and not listed.shape:
            return "()"
    raise ValueError(f"attr {attr.name} has a default of kind {kind} the generator does not render")


def render_attr(attr, field: str) -> str:
    constraint, annotation = ATTR_KINDS[attr.type]
    parts = [constraint]
    if attr.HasField("default_value"):
        parts.append(f"default={python_default(attr)}")
    allowed = attr.allowed_values.list if attr.HasField("allowed_values") else None
    if allowed is not None and allowed.type:
        parts.append(f"allowed={tuple(data_type_name(t) for t in allowed.type)!r}")
    elif allowed is not None and allowed.s:
        parts.append(f"allowed={tuple(s.decode('utf-8') for s in allowed.s)!r}")
    if attr.has_minimum and attr.minimum:
        parts.append(f"minimum={attr.minimum}")
    if field != attr.name:
        parts.append(f"name={attr.name!r}")
    return f"    {field}: {annotation} = tf_attribute({', '.join(parts)})"


def class_name(op_name: str) -> str:
    return op_name[0].upper() + op_name[1:] + "Op"


def describe(op) -> str:
    """`Conv2D(input: T, filter: T) -> (output: T)`, wrapped."""
    inputs = ", ".join(arg_spec(a).replace(":", ": ", 1) for a in op.input_arg)
    outputs = ", ".join(arg_spec(a).replace(":", ": ", 1) for a in op.output_arg)
    return f"{op.name}({inputs}) -> ({outputs})"


def render(op) -> str:
    taken: set[str] = set()
    inputs = [(a, field_name(a.name, taken, RESERVED)) for a in op.input_arg]
    outputs = [(a, field_name(a.name, taken, RESERVED)) for a in op.output_arg]
    attrs = [(a, field_name(a.name, taken, RESERVED)) for a in op.attr]
    doc = "\n    ".join(textwrap.wrap(describe(op), width=92, break_on_hyphens=False))
    lines = ["@deferred_op_definition", f"class {class_name(op.name)}(TfOp):", f'    """{doc}"""', ""]
    lines.append(f'    name = "tf.{op.name}"')
    for label, args in (("INPUTS", inputs), ("OUTPUTS", outputs)):
        rendered = ", ".join(render_arg(a, f) for a, f in args)
        lines.append(f"    {label}: ClassVar = ({rendered}{',' if len(args) == 1 else ''})")
    lines.append("")
    for arg, field in inputs:
        variadic = arg.number_attr or arg.type_list_attr
        lines.append(f"    {field} = {'var_operand_def' if variadic else 'operand_def'}(TENSOR)")
    for arg, field in outputs:
        variadic = arg.number_attr or arg.type_list_attr
        lines.append(f"    {field} = {'var_result_def' if variadic else 'result_def'}(TENSOR)")
    for attr, field in attrs:
        lines.append(render_attr(attr, field))
    if op.name in CONSTANTS:
        lines.append("    traits = CONSTANT_TRAITS")
    options = []
    if sum(bool(a.number_attr or a.type_list_attr) for a, _ in inputs) > 1:
        options.append("AttrSizedOperandSegments(as_property=True)")
    if sum(bool(a.number_attr or a.type_list_attr) for a, _ in outputs) > 1:
        options.append("AttrSizedResultSegments(as_property=True)")
    if options:
        lines.append(f"    irdl_options = ({', '.join(options)},)")
    return "\n".join(lines)


OPS_HEADER = '''"""TensorFlow ops as xDSL ops: one op per op type, made from TensorFlow's OpDefs.

Generated by `python -m ovopt.tools.gen_tf_dialect` from the op registry of TensorFlow
{version}; do not edit by hand. {count} op types (the generator says which and why). Each op
records its input and output args (`INPUTS`, `OUTPUTS`) and declares its attrs as typed fields
with the OpDef's defaults; dialects/tf/base.py verifies them.
"""

from typing import ClassVar

from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    operand_def,
    result_def,
    var_operand_def,
    var_result_def,
)

from ovopt.dialects.tf.base import (
    BOOL,
    CONSTANT_TRAITS,
    BOOLS,
    FLOAT,
    FLOATS,
    FUNC,
    INT,
    INTS,
    SHAPE,
    SHAPES,
    STRING,
    STRINGS,
    TENSOR,
    TENSOR_ATTR,
    TYPE,
    TYPES,
    Arg,
    TfOp,
    tf_attribute,
)
from ovopt.dialects.tf.types import ShapeAttr
from ovopt.support.deferred import deferred_op_definition
'''

SIGNATURES_HEADER = '''"""The args of every op TensorFlow registers, for importing nodes of any type.

Generated by `python -m ovopt.tools.gen_tf_dialect` from the op registry of TensorFlow
{version}; do not edit by hand. `SIGNATURES[op_type]` is (inputs, outputs), each arg as
`name:T` (one value of type attr T), `name:=float` (a fixed type), `name:N*T` (N values) or
`name:[T]` (one value per type of list attr T), separated by spaces.
"""

SIGNATURES = {{
'''


def tf_version() -> str:
    import tensorflow

    return re.sub(r"[+-].*", "", tensorflow.__version__)


def generate() -> dict[Path, str]:
    ops = op_list()
    by_name = {op.name: op for op in ops}
    missing = sorted(set(OPS) - set(by_name))
    if missing:
        raise ValueError(f"TensorFlow registers no op {', '.join(missing)}")
    chosen = [by_name[name] for name in sorted(OPS)]
    for op in chosen:
        for attr in op.attr:
            if attr.type not in ATTR_KINDS:
                raise ValueError(f"{op.name}: attr {attr.name} of type {attr.type} has no field kind")
    version = tf_version()
    body = "\n\n\n".join(render(op) for op in chosen)
    listing = "\n".join(f"    {class_name(op.name)}," for op in chosen)
    footer = f'\n\n\nTF_OPS = [\n{listing}\n]\n\n__all__ = ["TF_OPS", *(op.__name__ for op in TF_OPS)]\n'
    ops_text = OPS_HEADER.format(version=version, count=len(chosen)) + "\n\n" + body + footer
    rows = []
    for op in ops:
        inputs = " ".join(arg_spec(a) for a in op.input_arg)
        outputs = " ".join(arg_spec(a) for a in op.output_arg)
        rows.append(f"    {op.name!r}: ({inputs!r}, {outputs!r}),\n")
    signatures_text = SIGNATURES_HEADER.format(version=version) + "".join(rows) + "}\n"
    return {FOLDER / "ops.py": ops_text, FOLDER / "signatures.py": signatures_text}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is not what the generator writes")
    return write_or_check(generate(), parser.parse_args(argv).check, "ovopt.tools.gen_tf_dialect")


if __name__ == "__main__":
    sys.exit(main())
