"""Model names, carried from the frontend to errors and the IR target.

Node names are op locations: a frontend gives each op `loc("node name")` (the ONNX importer
adds the node's doc string as `fused` metadata when it has one), and rewrites copy the
location to the ops they create. Tensor names of the model's inputs and outputs are the
`ovopt.name` attribute of the function's arguments and results.

Every other tensor name (an ONNX value name, say) is kept on the op that produces the value:
`ovopt.tensor_names` holds one list of names per result (on a function argument, one list).
Rewrites move the names of a replaced value to its replacement (`carry_tensor_names`; the
walker of `ovopt.lowering.rewriting` does it for every pattern), so the IR's ports keep them.
Like locations, they are printed only with `--print-debuginfo`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from contextlib import suppress

from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    DictionaryAttr,
    FusedLoc,
    NameLoc,
    NoneAttr,
    StringAttr,
    UnrankedTensorType,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.utils.exceptions import VerifyException

from ovopt.support.unchecked import array_attr, string_attr
from ovopt.support.verification import verify_signatures

NAME_ATTR = "ovopt.name"  # the model's name of a function argument or result
TENSOR_NAMES_ATTR = "ovopt.tensor_names"  # the model's names of the values an op produces
MODEL_NAME_ATTR = "ovopt.model_name"  # on the module: the model's own name (the ONNX graph's)


def node_name(op: Operation) -> str | None:
    """The name of the model node `op` came from, if its location says."""
    return _name(op.location)


def name_loc(name: str) -> NameLoc:
    """`loc("name")`: `NameLoc(StringAttr(name), NoneAttr())` without xDSL's check of its two
    parameters, which are right by construction. A model makes one for every node and every
    op a rewrite adds, and the check costs six times the object."""
    location = NameLoc.__new__(NameLoc)
    object.__setattr__(location, "desc", string_attr(name))
    object.__setattr__(location, "location", _NO_CHILD)
    return location


_NO_CHILD = NoneAttr()  # a NameLoc's absent child location: attributes are values, one serves all


def _name(location: Attribute) -> str | None:
    if isinstance(location, NameLoc):  # first: the common case, where isinstance is cheapest
        return location.desc.data
    if isinstance(location, CallSiteLoc):  # a node of the expansion of a model node's function
        return _name(location.callee)
    if isinstance(location, FusedLoc):
        for inner in location.locations.data:
            name = _name(inner)
            if name is not None:
                return name
    return None


def op_kind(op: Operation) -> str:
    """What the user calls the op: an op that knows its framework spelling says it in
    `model_op_kind()` (`Conv-11`, `com.example.Swish`); otherwise its name (`ov.Convolution.v1`)."""
    spelled = getattr(op, "model_op_kind", None)
    return spelled() if spelled is not None else op.name


def describe(op: Operation) -> str:
    """`node 'conv1' (Conv-11)`: how errors name an op for the user; an op of a function body
    that `onnx-expand-functions` inlined adds `in the expansion of node 'loss' (...)`."""
    name = node_name(op)
    own = f"node '{name}' ({op_kind(op)})" if name else f"a {op_kind(op)} op"
    if isinstance(op.location, CallSiteLoc):
        own += _expansion(op.location.caller)
    return shown(own)


def _expansion(caller: Attribute) -> str:
    """` in the expansion of node 'X' (Kind)` for a call site's caller, `fused<"Kind">[X's location]`."""
    if not (isinstance(caller, FusedLoc) and isinstance(caller.metadata, StringAttr)):
        return ""
    (location,) = caller.locations.data
    outer = _expansion(location.caller) if isinstance(location, CallSiteLoc) else ""
    return f" in the expansion of node '{_name(location)}' ({caller.metadata.data}){outer}"


_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def shown(text: str) -> str:
    """`text` for a one-line message: control characters (a newline in a model's node name)
    escaped as Python spells them."""
    return _CONTROL.sub(lambda m: repr(m.group())[1:-1], text)


def verify_naming_node(module: Operation) -> None:
    """Verify `module`; a failure names the op (and model node) that broke, in one line."""
    with suppress(Exception):  # xDSL's verification below says what is wrong, as it always did
        verify_signatures(module)
        return
    try:
        module.verify()
    except VerifyException as error:
        for op in module.walk():
            try:
                op.verify(verify_nested_ops=False)
            except VerifyException as inner:
                raise VerifyException(f"{describe(op)}: {_unknown_rank(op) or inner}") from None
        raise VerifyException(str(error)) from None


def _unknown_rank(op: Operation) -> str | None:
    """What to do when an op that needs ranked tensors gets a value of unknown rank (an input
    the model declares without a shape): the rank is the user's to give."""
    if not any(isinstance(operand.type, UnrankedTensorType) for operand in op.operands):
        return None
    function = op
    while function is not None and not isinstance(function, FuncOp):
        function = function.parent_op()
    arguments = function.body.block.args if function is not None else ()
    names = [
        shown(attrs.data[NAME_ATTR].data)
        for argument in arguments
        if isinstance(argument.type, UnrankedTensorType)
        and (attrs := _argument_attrs(argument)) is not None
        and isinstance(attrs.data.get(NAME_ATTR), StringAttr)
    ]
    which = f" (the model declares input '{names[0]}' without a shape)" if names else ""
    example = names[0] if names else "x"
    return (
        f"an operand's rank is unknown{which}, and ovopt needs the rank of every tensor: "
        f'give the input a shape, e.g. --input "{example}[1,?,4]" (? for a dynamic dimension)'
    )


# -- tensor names ---------------------------------------------------------------------------------


def tensor_names(value: SSAValue) -> list[str]:
    """The model's names of `value` (besides a function argument's `ovopt.name`)."""
    return [name.data for name in _name_attrs(value)]


def _name_attrs(value: SSAValue) -> tuple[StringAttr, ...]:
    if isinstance(value, OpResult):
        lists = value.op.attributes.get(TENSOR_NAMES_ATTR)
        if isinstance(lists, ArrayAttr) and value.index < len(lists.data):
            return lists.data[value.index].data
        return ()
    attrs = _argument_attrs(value)
    names = attrs.data.get(TENSOR_NAMES_ATTR) if attrs is not None else None
    return names.data if isinstance(names, ArrayAttr) else ()


def add_tensor_names(value: SSAValue, names: Iterable[str]) -> None:
    """Give `value` these names too (a value of a function argument needs the function)."""
    _add_name_attrs(value, [string_attr(name) for name in names])


def carry_tensor_names(old: SSAValue, new: SSAValue | None) -> None:
    """`new` takes `old`'s place: it takes its names as well."""
    if new is None or new is old:
        return
    if _sole_result(old) and _sole_result(new) and TENSOR_NAMES_ATTR not in new.op.attributes:
        lists = old.op.attributes.get(TENSOR_NAMES_ATTR)
        if isinstance(lists, ArrayAttr) and lists.data and lists.data[0].data:  # one op for another: share
            new.op.attributes[TENSOR_NAMES_ATTR] = lists
        return
    names = _name_attrs(old)
    if names:
        _add_name_attrs(new, names)


def _sole_result(value: SSAValue) -> bool:
    return isinstance(value, OpResult) and len(value.op.results) == 1


def _add_name_attrs(value: SSAValue, names: Sequence[StringAttr]) -> None:
    """Append the names `value` does not have yet. A rewrite calls this for most values it
    replaces, so the common cases (no names yet, nothing new) build as little as they can."""
    known = _name_attrs(value)
    new = [name for name in names if name not in known]
    if not new:
        return
    merged = array_attr((*known, *new))
    if isinstance(value, OpResult):
        op = value.op
        current = op.attributes.get(TENSOR_NAMES_ATTR)
        lists = list(current.data) if isinstance(current, ArrayAttr) else []
        if len(lists) < len(op.results):
            lists += [_NO_NAMES] * (len(op.results) - len(lists))
        lists[value.index] = merged
        op.attributes[TENSOR_NAMES_ATTR] = array_attr(lists)
    elif isinstance(value, BlockArgument) and isinstance(function := value.block.parent_op(), FuncOp):
        attrs = [dict(d.data) for d in function.arg_attrs.data] if function.arg_attrs else []
        attrs += [{}] * (len(value.block.args) - len(attrs))
        attrs[value.index][TENSOR_NAMES_ATTR] = merged
        function.arg_attrs = ArrayAttr(DictionaryAttr(d) for d in attrs)


_NO_NAMES = ArrayAttr(())


def _argument_attrs(value: SSAValue) -> DictionaryAttr | None:
    if isinstance(value, BlockArgument) and isinstance(function := value.block.parent_op(), FuncOp):
        attrs = function.arg_attrs
        if attrs is not None and value.index < len(attrs.data):
            return attrs.data[value.index]
    return None


def closest(name: str, known: Iterable[str]) -> str:
    """`; did you mean a, b?` for the known names closest to a misspelled one (or nothing)."""
    matches = difflib.get_close_matches(name, sorted(set(known)), n=3, cutoff=0.6)
    return f"; did you mean {', '.join(matches)}?" if matches else ""
