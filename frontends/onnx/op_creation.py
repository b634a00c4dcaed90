"""Making a generated op from arguments already bound to its definition, at a node's cost.

`IRDLOperation.__init__` (xDSL's irdl_op_init) checks each operand, result and region against
the op definition before flattening the variadic ones, which costs more than the op itself.
The schema importer has bound every argument to its definition already, so `create_op`
flattens them and adds the segment sizes itself, then makes the op with `Operation.create`:
the same operands, results, properties (in the same order) and regions. The module is
verified after the import, as before. Anything it does not expect takes xDSL's builder,
which reports it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TypeVar

from xdsl.dialects.builtin import UNKNOWN_LOC, DenseArrayBase, i32
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedRegionSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    IRDLOperation,
    OptionalDef,
    SameVariadicSize,
    VariadicDef,
)

OpT = TypeVar("OpT", bound=IRDLOperation)


def create_op(
    op_class: type[OpT],
    operands: Sequence[SSAValue | list[SSAValue]],
    result_types: Sequence[Attribute | list[Attribute]],
    properties: dict[str, Attribute],
    regions: Sequence[Region | list[Region]],
) -> OpT:
    """`op_class(operands=..., result_types=..., properties=..., regions=...)`; a list stands
    for a variadic or optional definition's arguments."""
    definition = op_class.get_irdl_definition()
    flat_operands = _flattened(operands, definition.operands)
    flat_results = _flattened(result_types, definition.results)
    flat_regions = _flattened(regions, definition.regions)
    segments: dict[str, Attribute] = {}  # properties or attributes, as each option says
    fits = flat_operands is not None and flat_results is not None and flat_regions is not None
    for option in definition.options if fits else ():
        if isinstance(option, AttrSizedOperandSegments):
            segments[option.attribute_name] = _segment_sizes(flat_operands[1])
        elif isinstance(option, AttrSizedResultSegments):
            segments[option.attribute_name] = _segment_sizes(flat_results[1])
        elif isinstance(option, AttrSizedRegionSegments):
            segments[option.attribute_name] = _segment_sizes(flat_regions[1])
        elif isinstance(option, AttrSizedSegments | SameVariadicSize):
            fits = False  # successor segments, equal variadic sizes: xDSL's builder checks them
        else:
            continue  # options that concern parsing and printing
        if isinstance(option, AttrSizedSegments) and not option.as_property:
            fits = False  # segment sizes kept as an attribute: rare enough for the builder
    if not fits:
        return op_class(
            operands=list(operands), result_types=list(result_types), properties=properties, regions=list(regions)
        )
    return op_class.create(
        operands=flat_operands[0],
        result_types=flat_results[0],
        properties={**properties, **segments},
        regions=flat_regions[0],
        location=UNKNOWN_LOC,
    )


def _flattened(arguments: Sequence, definitions: Sequence[tuple[str, object]]) -> tuple[list, tuple[int, ...]] | None:
    """The arguments one after another, and how many each definition took; None when they do
    not fit the definitions (xDSL's builder then says how)."""
    if len(arguments) != len(definitions):
        return None
    flat: list = []
    sizes: list[int] = []
    for argument, (_, definition) in zip(arguments, definitions):
        if isinstance(argument, list):
            if len(argument) > 1 and isinstance(definition, OptionalDef):
                return None
            if len(argument) != 1 and not isinstance(definition, VariadicDef):
                return None
            flat += argument
            sizes.append(len(argument))
        elif argument is None:
            return None
        else:
            flat.append(argument)
            sizes.append(1)
    return flat, tuple(sizes)


@functools.lru_cache(maxsize=1024)
def _segment_sizes(sizes: tuple[int, ...]) -> DenseArrayBase:
    """`DenseArrayBase.from_list(i32, sizes)`, built once for each size list."""
    return DenseArrayBase.from_list(i32, sizes)
