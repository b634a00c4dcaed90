"""Generate the tflite dialect's ops (dialects/tflite/ops.py) from TFLite's published schema.

The schema reaches Python as the `tflite` package (flatc's Python code of schema.fbs; the
package's version is the schema's): the `BuiltinOperator` enum names every builtin operator,
the `BuiltinOptions` / `BuiltinOptions2` unions its options tables, and each table's accessors
give its fields, their scalar or vector types and their defaults. One op per builtin operator
(`tflite.CONV_2D`), with its options table's fields as typed properties (an enum field, such as
`padding` or `fused_activation_function`, holds the enum's name); dialects/tflite/base.py
verifies them. Operands and results are the operator's tensors in TFLite's order, an absent
optional input being a `tflite.no_value`; the number of them is checked for the operators in
`ARITY` (the ones the kernels' Prepare functions check, for the operators ovopt lowers).

A field of a table or union type (the StableHLO ops' nested computations, a composite's
attributes) is left out: ovopt reads none of them, and an op holding one still imports.

    python -m ovopt.tools.gen_tflite_dialect            # rewrite ops.py
    python -m ovopt.tools.gen_tflite_dialect --check    # exit 1 if it is out of date
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ovopt.tools.generated_files import generator_main

OUTPUT = Path(__file__).resolve().parent.parent / "dialects" / "tflite" / "ops.py"

# Operators whose options table is not named after them.
OPTIONS_OF = {
    "AVERAGE_POOL_2D": "Pool2DOptions",
    "MAX_POOL_2D": "Pool2DOptions",
    "L2_POOL_2D": "Pool2DOptions",
    "L2_NORMALIZATION": "L2NormOptions",
    "MEAN": "ReducerOptions",
    "SUM": "ReducerOptions",
    "REDUCE_PROD": "ReducerOptions",
    "REDUCE_MAX": "ReducerOptions",
    "REDUCE_MIN": "ReducerOptions",
    "REDUCE_ANY": "ReducerOptions",
    "REDUCE_ALL": "ReducerOptions",
    "MAXIMUM": "MaximumMinimumOptions",
    "MINIMUM": "MaximumMinimumOptions",
    "UNIDIRECTIONAL_SEQUENCE_RNN": "SequenceRNNOptions",
    "RANDOM_STANDARD_NORMAL": "RandomOptions",
    "RANDOM_UNIFORM": "RandomOptions",
    "MULTINOMIAL": "RandomOptions",
    "STABLEHLO_COMPOSITE": "StableHLOCompositeOptions",
}

# Codes that are no operator of their own: CUSTOM is `tflite.custom` (dialects/tflite/__init__.py,
# carrying its custom code), the placeholder marks where codes move to `builtin_code`.
NOT_OPERATORS = ("CUSTOM", "PLACEHOLDER_FOR_GREATER_OP_CODES")

# Fields whose integer is a value of a schema enum: (options table or "*", field) -> enum.
ENUM_FIELDS = {
    ("*", "fused_activation_function"): "ActivationFunctionType",
    ("*", "padding"): "Padding",
    ("MirrorPadOptions", "mode"): "MirrorPadMode",
    ("LSTMOptions", "kernel_type"): "LSTMKernelType",
    ("FullyConnectedOptions", "weights_format"): "FullyConnectedOptionsWeightsFormat",
    ("EmbeddingLookupSparseOptions", "combiner"): "CombinerType",
    ("LSHProjectionOptions", "type"): "LSHProjectionType",
    ("ReduceWindowOptions", "reduce_function"): "ReduceWindowFunction",
    ("StablehloRngBitGeneratorOptions", "algorithm"): "RngAlgorithm",
    ("StablehloCompareOptions", "comparison_direction"): "StablehloComparisonDirection",
    ("StablehloCompareOptions", "compare_type"): "StablehloComparisonType",
    ("CastOptions", "in_data_type"): "TensorType",
    ("CastOptions", "out_data_type"): "TensorType",
    ("*", "quantized_bias_type"): "TensorType",
}

# (fewest inputs, most inputs, outputs) of the operators ovopt lowers, as their kernels take them.
ARITY = {
    "ADD": (2, 2, 1),
    "SUB": (2, 2, 1),
    "MUL": (2, 2, 1),
    "DIV": (2, 2, 1),
    "MAXIMUM": (2, 2, 1),
    "MINIMUM": (2, 2, 1),
    "SQUARED_DIFFERENCE": (2, 2, 1),
    "POW": (2, 2, 1),
    "FLOOR_DIV": (2, 2, 1),
    "FLOOR_MOD": (2, 2, 1),
    "LESS": (2, 2, 1),
    "LESS_EQUAL": (2, 2, 1),
    "GREATER": (2, 2, 1),
    "GREATER_EQUAL": (2, 2, 1),
    "EQUAL": (2, 2, 1),
    "NOT_EQUAL": (2, 2, 1),
    "LOGICAL_AND": (2, 2, 1),
    "LOGICAL_OR": (2, 2, 1),
    "PRELU": (2, 2, 1),
    "SELECT": (3, 3, 1),
    "SELECT_V2": (3, 3, 1),
    "CONV_2D": (2, 3, 1),
    "DEPTHWISE_CONV_2D": (2, 3, 1),
    "TRANSPOSE_CONV": (3, 4, 1),
    "FULLY_CONNECTED": (2, 3, 1),
    "BATCH_MATMUL": (2, 2, 1),
    "AVERAGE_POOL_2D": (1, 1, 1),
    "MAX_POOL_2D": (1, 1, 1),
    "RESHAPE": (1, 2, 1),
    "TRANSPOSE": (2, 2, 1),
    "PAD": (2, 2, 1),
    "PADV2": (3, 3, 1),
    "MIRROR_PAD": (2, 2, 1),
    "MEAN": (2, 2, 1),
    "SUM": (2, 2, 1),
    "REDUCE_MAX": (2, 2, 1),
    "REDUCE_MIN": (2, 2, 1),
    "REDUCE_PROD": (2, 2, 1),
    "SOFTMAX": (1, 1, 1),
    "LOG_SOFTMAX": (1, 1, 1),
    "SQUEEZE": (1, 1, 1),
    "EXPAND_DIMS": (2, 2, 1),
    "STRIDED_SLICE": (4, 4, 1),
    "SLICE": (3, 3, 1),
    "GATHER": (2, 2, 1),
    "SHAPE": (1, 1, 1),
    "PACK": (1, None, 1),
    "CONCATENATION": (1, None, 1),
    "SPLIT": (2, 2, None),
    "SPLIT_V": (3, 3, None),
    "UNPACK": (1, 1, None),
    "TILE": (2, 2, 1),
    "BROADCAST_TO": (2, 2, 1),
    "CAST": (1, 1, 1),
    "QUANTIZE": (1, 1, 1),
    "DEQUANTIZE": (1, 1, 1),
    "RESIZE_BILINEAR": (2, 2, 1),
    "RESIZE_NEAREST_NEIGHBOR": (2, 2, 1),
    # 24 inputs, many optional (CIFG, peepholes, projection, layer norm): only the data required
    "UNIDIRECTIONAL_SEQUENCE_LSTM": (1, 24, 1),
    "ARG_MAX": (2, 2, 1),
    "ARG_MIN": (2, 2, 1),
}
UNARY = (
    "ABS",
    "CEIL",
    "COS",
    "ELU",
    "EXP",
    "FLOOR",
    "GELU",
    "HARD_SWISH",
    "LEAKY_RELU",
    "LOG",
    "LOGICAL_NOT",
    "LOGISTIC",
    "NEG",
    "RELU",
    "RELU6",
    "RELU_N1_TO_1",
    "RELU_0_TO_1",
    "ROUND",
    "RSQRT",
    "SIN",
    "SQRT",
    "SQUARE",
    "TANH",
    "SIGN",
    "ZEROS_LIKE",
)
for _unary in UNARY:
    ARITY[_unary] = (1, 1, 1)

_VECTOR_FLAGS = {"Float32Flags": "FLOATS", "Float64Flags": "FLOATS", "BoolFlags": "BOOLS"}
_SKIPPED_METHODS = ("GetRootAs", "Init")
_FLAGS = re.compile(r"(?:_tab\.Get|GetVectorAsNumpy)\(flatbuffers\.number_types\.(\w+Flags)")


@dataclass(frozen=True)
class Field:
    name: str  # the schema's field name (snake_case)
    accessor: str  # the flatc accessor (CamelCase)
    kind: str  # INT, FLOAT, BOOL, STRING, INTS, FLOATS, BOOLS or ENUM
    default: object
    enum: str | None = None


def camel(name: str) -> str:
    return "".join(part.capitalize() if not part[0].isdigit() else part.upper() for part in name.split("_"))


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def options_fields(table: str) -> list[Field]:
    """The fields of options table `table`, read from flatc's accessors."""
    import importlib

    module = importlib.import_module(f"tflite.{table}")
    tree = ast.parse(inspect.getsource(module))
    klass = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == table)
    methods = {n.name: n for n in klass.body if isinstance(n, ast.FunctionDef)}
    fields = []
    for name, method in methods.items():
        if name.startswith(_SKIPPED_METHODS) or name.endswith(("AsNumpy", "Length", "IsNone", "BufferHasIdentifier")):
            continue
        source = ast.unparse(method)
        flags = _FLAGS.search(source)
        field_name = snake(name)
        if f"{name}AsNumpy" in methods:
            numpy_source = ast.unparse(methods[f"{name}AsNumpy"])
            element = _FLAGS.search(numpy_source)
            if element is None:
                continue  # a vector of tables
            fields.append(Field(field_name, name, _VECTOR_FLAGS.get(element.group(1), "INTS"), None))
            continue
        if "_tab.String" in source:
            fields.append(Field(field_name, name, "STRING", None))
            continue
        if flags is None or "Indirect" in source or "Union" in source:
            continue  # a table or union field
        default = ast.literal_eval(method.body[-1].value)
        enum = ENUM_FIELDS.get((table, field_name)) or ENUM_FIELDS.get(("*", field_name))
        kind = {"BoolFlags": "BOOL", "Float32Flags": "FLOAT", "Float64Flags": "FLOAT"}.get(flags.group(1), "INT")
        if enum is not None and kind == "INT":
            fields.append(Field(field_name, name, "ENUM", enum_names(enum)[default], enum))
        else:
            fields.append(Field(field_name, name, kind, default))
    return fields


def enum_names(enum: str) -> dict[int, str]:
    import importlib

    klass = getattr(importlib.import_module(f"tflite.{enum}"), enum)
    names = {value: key for key, value in vars(klass).items() if not key.startswith("_")}
    if sorted(names) != list(range(len(names))):  # the dialect holds an enum field by its name's index
        raise SystemExit(f"enum {enum} is not numbered 0, 1, ...: {names}")
    return names


def options_tables() -> dict[str, tuple[int, str]]:
    """Options table -> (which union: 1 or 2, its name)."""
    from tflite.BuiltinOptions import BuiltinOptions
    from tflite.BuiltinOptions2 import BuiltinOptions2

    tables = {}
    for union, klass in ((1, BuiltinOptions), (2, BuiltinOptions2)):
        for key in vars(klass):
            if not key.startswith("_") and key != "NONE":
                tables[key] = (union, key)
    return tables


def operators() -> list[tuple[int, str, str | None, int]]:
    """(code, name, options table or None, union) of every builtin operator."""
    from tflite.utils import BUILTIN_OPCODE2NAME

    tables = options_tables()
    by_folded = {key.lower(): key for key in tables}
    found = []
    for code, name in sorted(BUILTIN_OPCODE2NAME.items()):
        if name in NOT_OPERATORS:
            continue
        table = OPTIONS_OF.get(name) or by_folded.get(f"{camel(name)}Options".lower())
        union = tables[table][0] if table else 0
        found.append((code, name, table, union))
    return found


def class_name(name: str) -> str:
    return camel(name) + "Op"


def render() -> str:
    import tflite

    lines = [
        '"""TFLite\'s builtin operators as xDSL ops: one op per `BuiltinOperator` of the schema.',
        "",
        f"Generated by `python -m ovopt.tools.gen_tflite_dialect` from the `tflite` package {tflite.__version__}",
        "(flatc's Python code of TFLite's schema.fbs); do not edit by hand. Each op's options table",
        "is `OPTIONS` (in union `OPTIONS_UNION`: 1 BuiltinOptions, 2 BuiltinOptions2), its fields typed",
        "properties with the schema's defaults; dialects/tflite/base.py verifies them.",
        '"""',
        "",
        "from typing import ClassVar",
        "",
        "from ovopt.dialects.tflite.base import BOOL, BOOLS, FLOAT, FLOATS, INT, INTS, STRING, TfliteOp, option",
        "from ovopt.support.deferred import deferred_op_definition",
        "",
    ]
    names = []
    for code, name, table, union in operators():
        klass = class_name(name)
        names.append(klass)
        fields = options_fields(table) if table else []
        low, high, outputs = ARITY.get(name, (None, None, None))
        lines += [
            "",
            "",
            "@deferred_op_definition",
            f"class {klass}(TfliteOp):",
            f'    """{name} (builtin operator {code}); options: {table or "none"}."""',
            "",
            f'    name = "tflite.{name}"',
            f"    CODE: ClassVar = {code}",
        ]
        if table:
            lines += [f'    OPTIONS: ClassVar = "{table}"', f"    OPTIONS_UNION: ClassVar = {union}"]
        if low is not None:
            lines.append(f"    ARITY: ClassVar = ({low}, {high}, {outputs})")
        for field in fields:
            if field.kind == "ENUM":
                values = tuple(enum_names(field.enum).values())
                lines.append(
                    f"    {field.name} = option(STRING, {field.accessor!r}, {field.default!r}, enum={values!r})"
                )
            else:
                lines.append(f"    {field.name} = option({field.kind}, {field.accessor!r}, {field.default!r})")
    lines += ["", "", "TFLITE_OPS = ["]
    lines += [f"    {klass}," for klass in names]
    lines += ["]", "", "__all__ = ["]
    lines += [f'    "{klass}",' for klass in sorted([*names, "TFLITE_OPS"])]
    lines += ["]", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return generator_main(argv, __doc__, OUTPUT, render, "ovopt.tools.gen_tflite_dialect")


if __name__ == "__main__":
    sys.exit(main())
