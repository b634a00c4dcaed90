"""Generate dialects/onnx/ops.py, the onnx dialect's op classes, from the ONNX operator schemas.

    python -m ovopt.tools.gen_onnx_dialect [--check] [-o PATH]

Every schema of every domain `onnx.defs` knows is read, with its whole version history. The
versions of an operator share one op while each older signature is a prefix of the newer one
(same input and output names in the same places, no attribute turned into an input); where a
signature broke, the older versions get their own op, named after the newest version they
cover (`onnx.ReshapeV1`, `onnx.SqueezeV11`), as onnx-mlir does. Each attribute is a typed
field, `strides: tuple[int, ...] | None = onnx_attribute(INTS_ATTR)` (see `OnnxAttribute`), with
its default in a comment. Output is deterministic: running the generator twice on the same onnx
version writes the same bytes.
"""

from __future__ import annotations

import keyword
import re
import sys
import textwrap
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import onnx
from onnx import defs, helper
from xdsl.irdl import IRDLOperation

from ovopt.tools.generated_files import generator_main

Schema = defs.OpSchema
Option = defs.OpSchema.FormalParameterOption
AttrType = defs.OpSchema.AttrType

DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "dialects" / "onnx" / "ops.py"

# Where each attribute type goes on the op, and its constraint.
ATTRIBUTE_CONSTRAINTS = {
    AttrType.INT: "IntegerAttr[I64]",
    AttrType.FLOAT: "FloatAttr[Float32Type]",
    AttrType.STRING: "StringAttr",
    AttrType.INTS: "INTS_ATTR",
    AttrType.FLOATS: "FLOATS_ATTR",
    AttrType.STRINGS: "ArrayAttr[StringAttr]",
    AttrType.TENSOR: "ELEMENTS_ATTR",
    AttrType.SPARSE_TENSOR: "ELEMENTS_ATTR",  # imported dense
    AttrType.TENSORS: "ArrayAttr",
    AttrType.SPARSE_TENSORS: "ArrayAttr",
    AttrType.TYPE_PROTO: "TypeAttribute",
    AttrType.TYPE_PROTOS: "ArrayAttr",
}
# The Python value an attribute's accessor returns (`python_value` of the attribute).
PYTHON_TYPES = {
    AttrType.INT: "int",
    AttrType.FLOAT: "float",
    AttrType.STRING: "str",
    AttrType.INTS: "tuple[int, ...]",
    AttrType.FLOATS: "tuple[float, ...]",
    AttrType.STRINGS: "tuple[str, ...]",
    AttrType.TENSOR: "ElementsAttr",
    AttrType.SPARSE_TENSOR: "ElementsAttr",
    AttrType.TENSORS: "tuple[ElementsAttr, ...]",
    AttrType.SPARSE_TENSORS: "tuple[ElementsAttr, ...]",
    AttrType.TYPE_PROTO: "TypeAttribute",
    AttrType.TYPE_PROTOS: "tuple[TypeAttribute, ...]",
}
GRAPH_TYPES = (AttrType.GRAPH, AttrType.GRAPHS)

# Names the base class OnnxOp defines; an ONNX attribute of one of these names gets the field
# `<name>_attr`. (A name xDSL's IRDLOperation defines is an error: see _check_name.)
RESERVED = {"version", "schema", "onnx_version", "input_values", "output_values", "model_op_kind", "name"}


@dataclass
class Value:
    """A formal input or output of an op: the union of it across the versions the op covers."""

    name: str
    option: str  # "single" | "optional" | "variadic"


@dataclass
class Attribute:
    name: str
    types: list[Any]  # AttrType values seen across versions
    required: bool
    always_set: bool = False  # required or with a default in every version: never None


@dataclass
class OpFamily:
    """Consecutive versions of one operator that share a signature: one generated op."""

    domain: str
    op_type: str
    schemas: list[Schema]  # newest first
    versioned: bool  # True when newer versions have a different signature
    inputs: list[Value] = field(default_factory=list)
    outputs: list[Value] = field(default_factory=list)
    attributes: list[Attribute] = field(default_factory=list)

    @property
    def newest(self) -> Schema:
        return self.schemas[0]

    @property
    def suffix(self) -> str:
        return f"V{self.newest.since_version}" if self.versioned else ""

    @property
    def op_name(self) -> str:
        return f"onnx.{domain_prefix(self.domain)}{self.op_type}{self.suffix}"

    @property
    def class_name(self) -> str:
        words = [w.capitalize() for w in domain_prefix(self.domain).split(".") if w]
        return "".join(words) + self.op_type + self.suffix + "Op"


def domain_prefix(domain: str) -> str:
    """`ai.onnx.ml` -> `ml.`: the op-name prefix of a domain (the default domain has none)."""
    if domain in ("", "ai.onnx"):
        return ""
    short = domain.removeprefix("ai.onnx.")
    return re.sub(r"[^A-Za-z0-9.]", "_", short) + "."


def _names(params: list[Schema.FormalParameter]) -> list[str]:
    return [p.name.rstrip(".") for p in params]


def _fits(older: Schema, newer: Schema) -> bool:
    """Can `older` be read as `newer` with some trailing inputs or outputs left out?"""
    for old, new in ((older.inputs, newer.inputs), (older.outputs, newer.outputs)):
        old_names, new_names = _names(old), _names(new)
        if old_names != new_names[: len(old_names)]:
            return False
    values = set(_names(newer.inputs)) | set(_names(newer.outputs))
    return not (set(older.attributes) & values)


def families(schemas: list[Schema]) -> list[OpFamily]:
    by_op: dict[tuple[str, str], list[Schema]] = defaultdict(list)
    for schema in schemas:
        by_op[(schema.domain, schema.name)].append(schema)
    result = []
    for (domain, op_type), history in sorted(by_op.items()):
        history.sort(key=lambda s: -s.since_version)
        groups: list[list[Schema]] = [[history[0]]]
        for schema in history[1:]:
            if _fits(schema, groups[-1][0]):
                groups[-1].append(schema)
            else:
                groups.append([schema])
        for index, group in enumerate(groups):
            family = OpFamily(domain, op_type, group, versioned=index > 0)
            _merge_signature(family)
            result.append(family)
    return result


def _merge_signature(family: OpFamily) -> None:
    def merge(get) -> list[Value]:
        merged = []
        for position, param in enumerate(get(family.newest)):
            option = {Option.Single: "single", Option.Optional: "optional", Option.Variadic: "variadic"}[param.option]
            if option == "single":
                for schema in family.schemas:
                    params = get(schema)
                    if position >= len(params) or params[position].option != Option.Single:
                        option = "optional"
            merged.append(Value(param.name.rstrip("."), option))
        return merged

    family.inputs = merge(lambda s: list(s.inputs))
    family.outputs = merge(lambda s: list(s.outputs))
    attributes: dict[str, Attribute] = {}
    for schema in family.schemas:
        for name, attribute in schema.attributes.items():
            entry = attributes.setdefault(name, Attribute(name, [], True))
            if attribute.type not in entry.types:
                entry.types.append(attribute.type)
    for entry in attributes.values():
        entry.required = all(entry.name in s.attributes and s.attributes[entry.name].required for s in family.schemas)
        entry.always_set = all(
            entry.name in s.attributes
            and (s.attributes[entry.name].required or _default_value(s.attributes[entry.name]) is not None)
            for s in family.schemas
        )
    family.attributes = [attributes[n] for n in sorted(attributes)]


def _default_value(attribute: Schema.Attribute) -> Any:
    proto = attribute.default_value
    if proto is None or not proto.name:
        return None
    value = helper.get_attribute_value(proto)
    if isinstance(value, bytes):
        return value.decode("utf-8")
    if isinstance(value, list):
        return tuple(v.decode("utf-8") if isinstance(v, bytes) else v for v in value)
    if isinstance(value, (int, float)):
        return value
    return None  # tensor and graph defaults are not spelled as Python values


def _defaults_by_version(family: OpFamily) -> dict[int, dict[str, Any]]:
    table: dict[int, dict[str, Any]] = {}
    previous: dict[str, Any] | None = None
    for schema in reversed(family.schemas):  # oldest first
        current = {}
        for name in sorted(schema.attributes):
            value = _default_value(schema.attributes[name])
            if value is not None:
                current[name] = value
        if current != previous and (current or previous is not None):
            table[schema.since_version] = current
        previous = current
    return table


def _default_comment(name: str, family: OpFamily, defaults: dict[int, dict[str, Any]]) -> str:
    """`  # default: 1`, or `  # default: 1 (v1), -1 (v13)` where it changed; empty without one."""
    changes: list[tuple[int, Any]] = []
    for since, table in defaults.items():
        value = table.get(name)
        if (changes and changes[-1][1] != value) or (not changes and value is not None):
            changes.append((since, value))
    if not changes:
        return ""
    oldest = min(s.since_version for s in family.schemas)
    if len(changes) == 1 and changes[0][0] == oldest:
        return f"  # default: {changes[0][1]!r}"
    spelled = ", ".join(f"{'none' if value is None else repr(value)} (v{since})" for since, value in changes)
    return f"  # default: {spelled}"


def first_sentence(doc: str) -> str:
    text = " ".join(doc.split())
    text = re.sub(r"</?(a|br|p|b|i|sub|sup|tt|code|img)\b[^>]*>", "", text)  # html in a few docs
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    sentence = match.group(1) if match else text
    return sentence.strip() or "(no description in the schema)"


def _field_name(name: str, taken: set[str]) -> str:
    field_name = name
    if keyword.iskeyword(field_name) or field_name in RESERVED or field_name in taken:
        field_name += "_attr"
    return field_name


def render_op(family: OpFamily) -> str:
    lines = ["@deferred_op_definition", f"class {family.class_name}(OnnxOp):"]
    doc = first_sentence(family.newest.doc or "")
    wrapped = textwrap.wrap(doc, width=88)
    body = "\n    ".join(wrapped).replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if body.endswith('"'):
        body += " "
    lines.append(f'    """{body}"""')
    lines.append("")
    lines.append(f'    name = "{family.op_name}"')
    if family.domain:
        lines.append(f'    ONNX_DOMAIN: ClassVar = "{family.domain}"')
    lines.append(f'    ONNX_TYPE: ClassVar = "{family.op_type}"')
    versions = tuple(sorted(s.since_version for s in family.schemas))
    lines.append(f"    SINCE_VERSIONS: ClassVar = {versions!r}")
    defaults = _defaults_by_version(family)
    if defaults:
        lines.append("    ATTRIBUTE_DEFAULTS: ClassVar = {")
        for since, table in defaults.items():
            items = ", ".join(f'"{k}": {v!r}' for k, v in table.items())
            lines.append(f"        {since}: {{{items}}},")
        lines.append("    }")
    lines.append("")

    input_names = {v.name for v in family.inputs}
    output_fields = {v.name: f"{v.name}_out" for v in family.outputs if v.name in input_names}
    if output_fields:
        lines.insert(-1, f"    OUTPUT_FIELDS: ClassVar = {output_fields!r}")
    value_names = input_names | {output_fields.get(v.name, v.name) for v in family.outputs}
    for value in family.inputs:
        definition = {"single": "operand_def", "optional": "opt_operand_def", "variadic": "var_operand_def"}
        lines.append(f"    {_check_name(value.name)} = {definition[value.option]}(ONNX_VALUE)")
    for value in family.outputs:
        definition = {"single": "result_def", "optional": "opt_result_def", "variadic": "var_result_def"}
        field_name = _check_name(output_fields.get(value.name, value.name))
        lines.append(f"    {field_name} = {definition[value.option]}(ONNX_VALUE)")
    regions = []
    for attribute in family.attributes:
        if attribute.types[0] in GRAPH_TYPES:
            regions.append(attribute)
            if attribute.types[0] == AttrType.GRAPHS:
                definition = "var_region_def"
            else:
                definition = "region_def" if attribute.required else "opt_region_def"
            lines.append(f'    {_check_name(attribute.name)} = {definition}("single_block")')
            continue
        constraint = _constraint(attribute.types)
        field_name = _check_name(_field_name(attribute.name, value_names))
        python_type = " | ".join(sorted({PYTHON_TYPES[t] for t in attribute.types}))
        if not attribute.always_set:
            python_type += " | None"
        extra = ", required=True" if attribute.required else ""
        if field_name != attribute.name:
            extra += f', name="{attribute.name}"'
        comment = _default_comment(attribute.name, family, defaults)
        lines.append(f"    {field_name}: {python_type} = onnx_attribute({constraint}{extra}){comment}")

    options = []
    if sum(v.option != "single" for v in family.inputs) > 1:
        options.append("AttrSizedOperandSegments(as_property=True)")
    if sum(v.option != "single" for v in family.outputs) > 1:
        options.append("AttrSizedResultSegments(as_property=True)")
    if sum(not a.required or a.types[0] == AttrType.GRAPHS for a in regions) > 1:
        options.append("AttrSizedRegionSegments(as_property=True)")
    if options:
        lines.append(f"    irdl_options = ({', '.join(options)},)")
    return "\n".join(lines) + "\n"


def _constraint(types: list[Any]) -> str:
    """The irdl constraint of an attribute; a union where its type changed between versions."""
    spelled = sorted({ATTRIBUTE_CONSTRAINTS[t] for t in types})
    if len(spelled) == 1:
        return spelled[0]
    return " | ".join(c if c.endswith(")") or c.isupper() else f"base({c})" for c in spelled)


def _check_name(name: str) -> str:
    """A field name as it is, if it shadows nothing; xDSL would skip a field that an operation
    already defines (`results`, `parent`), and a typed attribute would replace the member."""
    if not name.isidentifier() or keyword.iskeyword(name) or name in RESERVED or hasattr(IRDLOperation, name):
        raise SystemExit(f"gen_onnx_dialect: the ONNX name '{name}' needs a field-name rule")
    return name


HEADER = '''\
"""ONNX operators as xDSL ops: one op per operator signature.

Generated by `python -m ovopt.tools.gen_onnx_dialect` from the operator schemas of
onnx {onnx_version}; do not edit by hand. {op_count} ops cover {schema_count} schemas of the domains
{domains}.

Each op records in `version` the since_version of the schema its node was imported at.
Operators whose older versions had another signature (an attribute that became an input,
renamed inputs) have one op per signature, named after the newest version it covers:
`onnx.Reshape` for Reshape-5 and later, `onnx.ReshapeV1` for Reshape-1. Attributes are
properties, absent when the node left them at their default; the field of one, `op.strides`,
reads it as a Python value with the default of the op's version applied (see `onnx_attribute`).
Graph attributes are regions.
"""

from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    Float32Type,
    FloatAttr,
    I64,
    IntegerAttr,
    StringAttr,
)
from xdsl.ir import TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedRegionSegments,
    AttrSizedResultSegments,
    base,
    opt_operand_def,
    opt_region_def,
    opt_result_def,
    operand_def,
    region_def,
    result_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)

from ovopt.dialects.onnx.base import (
    ELEMENTS_ATTR,
    FLOATS_ATTR,
    INTS_ATTR,
    ONNX_VALUE,
    ElementsAttr,
    OnnxOp,
    onnx_attribute,
)
from ovopt.support.deferred import deferred_op_definition

'''


def generate() -> str:
    schemas = list(defs.get_all_schemas_with_history())
    ops = families(schemas)
    domains = sorted({s.domain or "ai.onnx" for s in schemas})
    parts = [
        HEADER.format(
            onnx_version=onnx.__version__,
            op_count=len(ops),
            schema_count=len(schemas),
            domains=", ".join(f"`{d}`" for d in domains),
        )
    ]
    for family in ops:
        parts.append("\n" + render_op(family) + "\n")
    parts.append("\nONNX_OPS = [\n" + "".join(f"    {f.class_name},\n" for f in ops) + "]\n")
    parts.append('__all__ = ["ONNX_OPS", *(op.__name__ for op in ONNX_OPS)]\n')
    return "".join(parts)


def main(argv: list[str] | None = None) -> int:
    return generator_main(argv, __doc__, DEFAULT_OUTPUT, generate, "ovopt.tools.gen_onnx_dialect")


if __name__ == "__main__":
    sys.exit(main())
