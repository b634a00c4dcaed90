"""Everything ovopt relies on inside xDSL, written against xDSL 0.74 (`XDSL_VERSION`).

No other module of ovopt touches a private xDSL name or relies on a behaviour xDSL does not
document (test/compat/test_private_names.py checks it), and test/compat/test_xdsl.py pins each
behaviour below, so an xDSL upgrade that changes one fails there, not in a model's output. After
an upgrade: run those tests, re-check each shim against the new xDSL, and move `XDSL_VERSION`.

1. `pattern_walker`, `LeanPatternRewriter`, `FilteredWorklist`: the walker of every ovopt pass.
   Relies on: `PatternRewriteWalker._process_worklist` (copied from 0.74 with the rewriter class
   changed) and its `_worklist` field (replaced); `Worklist._map` and `_stack`, and that the walker
   asks `bool(worklist)` before each `pop()`; that `PatternRewriter.replace` and `erase` take the
   steps `LeanPatternRewriter` shortens, in the same order of listener events.
   Why: a model's rewrites replace ops tens of thousands of times, and the walker offers every op
   to every pattern; a pass with a table of patterns skips the ops none of them takes.
   Upstream fix: a walker that takes its rewriter (or a factory) and its worklist, or a filter of
   the ops it offers, as parameters; a `replace` without the per-op `insert` and per-result
   erased-value steps. xDSL 0.74 has neither.
2. `op_type_rewrite_pattern_types`: the op types of an `@op_type_rewrite_pattern` method.
   Relies on: the wrapper `op_type_rewrite_pattern` returns keeps the annotated type in a closure
   cell named `expected_type`.
   Why: `OpTypeDispatch` tries on an op only the patterns written for its type.
   Upstream fix: the decorator records the types on the function (an attribute such as
   `op_types`); in 0.74 only the closure holds them.
3. `generated_verifier_parts`: the `OpDef` and the op's own verifier of an IRDL op.
   Relies on: the `verify_` that `irdl_op_definition` generates closes over `op_def` and
   `custom_verify` (`get_accessors_from_op_def` in xdsl/irdl/operations.py).
   Why: support/verification.py checks the IRDL constraints once per op signature and runs the
   op's own verifier separately. Upstream fix: the definition keeps the custom verifier (e.g. a
   field of `OpDef`, or the class keeps its original `verify_` under a public name).
4. `define_op_in_place`: `irdl_op_definition` on a class created earlier.
   Relies on: `irdl_op_definition` sets its accessors on the class and returns the same class
   (a decorator may as well return a new one), and refuses an assembly format unless the class's `parse`
   is `Operation.parse` itself (`OpDef.from_pyrdl`).
   Why: support/deferred.py defines ops the first time they are used, not at import.
   Upstream fix: lazy op definitions in xDSL, or a documented way to define an existing class.
5. `RoundTripParser`: xDSL's parser, reading back what xDSL's printer writes.
   Relies on: `AttrParser._TensorLiteralElement`, `_parse_tensor_literal_element`,
   `_parse_builtin_densearray_attr`, `_parse_location`, `_current_token`, `_resume_from`,
   `_consume_token`.
   Why: xDSL 0.74 prints a NaN or infinity inside `dense<[...]>` or `array<f32: ...>` as its bit
   pattern (`0xff800000` for -inf), as MLIR does, but parses it as the *number* 4286578688.0 (or
   refuses it, in arrays), so every model with a -inf mask would change on a text round trip; and
   it refuses a fused location with metadata, `loc(fused<"doc string">["node"])`, which the ONNX
   importer makes for nodes with a doc string (its `fused` case reads only `fused[...]`).
   Upstream fix: issue xdslproject/xdsl#3370 (hexadecimal float literals as bit patterns; its
   parsing half was PR #3378) covers a scalar `FloatAttr`, which 0.74 reads right
   (`0xFF800000 : f32` is -inf); the same reading in tensor literals and dense float arrays, and
   `fused<metadata>[...]` in `_parse_location` (0.74 reads only `fused[...]`), would remove this
   class. test_xdsl.py fails when xDSL's own parser reads them.
6. `print_dense_list`: every element of a dense tensor, nested by its shape.
   Relies on: `DenseIntOrFPElementsAttr._print_dense_list`.
   Why: targets/mlir.py prints a large tensor in full when asked, which xDSL's own printer never
   does (above 100 elements it prints hex). Upstream fix: a public method printing the elements,
   or an option of `print_without_type`.
7. `interpreter_functions_from`: `InterpreterFunctions` whose op implementations are a list made
   when an interpreter registers them.
   Relies on: the interpreter reads an `InterpreterFunctions`' implementations through the
   classmethods `_impls`, `_cast_impls`, `_attr_impls`, `_ext_impls` and `_callable_impls`.
   Why: the reference kernels are registered at run time (extensions add theirs), while
   `@register_impls` fixes the table when the class is created. Upstream fix: a public hook
   (or constructor argument) for implementations supplied at registration.
8. `init_operation`: what `Operation.__init__` makes of an op without successors or regions.
   Relies on: `Operation.__init__` sets, besides its public fields, only the successors (the
   fields `_successors` and `_successor_uses`) and the regions, in that order, which for an op
   without any are three empty tuples; `_IRNode.__init__` sets nothing. The fields are set, not
   left to their class defaults: an instance dict that misses keys, or sets them in another
   order, stops sharing its keys with the class's other instances (Python's key-sharing
   dictionaries) and grows (7 MB of peak RSS on a 10,000-node chain).
   Why: a model's ops are built by the ten thousand, and the successors' setter (two tuples,
   two loops) and the region loop cost about 1 % of a conversion's instructions.
   Upstream fix: a cheaper `Operation.__init__` for the common case (no successors, no regions).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from types import UnionType
from typing import TYPE_CHECKING, Any, Union, get_args, get_origin

from xdsl.dialects.builtin import (
    UNKNOWN_LOC,
    AnyFloat,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FusedLoc,
    LocationAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.core import OpResult, SSAValues
from xdsl.irdl import IRDLOperation, OpDef, irdl_op_definition
from xdsl.parser import AttrParser, Parser
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriterListener, PatternRewriteWalker, RewritePattern
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint
from xdsl.utils.mlir_lexer import MLIRTokenKind
from xdsl.utils.worklist import Worklist

if TYPE_CHECKING:
    from xdsl.interpreter import InterpreterFunctions

XDSL_VERSION = "0.74"
"""The xDSL release (major.minor) every shim here was written and checked against."""


# 1. The walker ---------------------------------------------------------------------------------


def pattern_walker(
    pattern: RewritePattern, listener: PatternRewriterListener, worklist: Worklist[Operation] | None = None
) -> PatternRewriteWalker:
    """xDSL's PatternRewriteWalker for `pattern`, telling `listener` what it does, that rewrites
    with a `LeanPatternRewriter` and, when given, keeps its ops on `worklist` (a fresh one: a
    `FilteredWorklist`, say)."""
    walk = _LeanWalker(pattern, listener=listener)
    if worklist is not None:
        walk._worklist = worklist  # a dataclass field of the walker's
    return walk


class LeanPatternRewriter(PatternRewriter):
    """xDSL's PatternRewriter, whose `replace` and `erase` (a model's rewrites call them tens of
    thousands of times) take fewer steps: the new ops go straight before the old one, and the
    results of an erased op, which nothing uses, are not each replaced by an erased value
    first. The IR and what the listeners hear, in order, are the same."""

    def replace(
        self,
        op: Operation,
        new_ops: Operation | Sequence[Operation],
        new_results: Sequence[SSAValue | None] | None = None,
        safe_erase: bool = True,
    ) -> None:
        block = op.parent
        if block is None or self.name_hint is not None:
            super().replace(op, new_ops, new_results, safe_erase)
            return
        if isinstance(new_ops, Operation):
            new_ops = (new_ops,)
        self.has_done_action = True
        for new_op in new_ops:
            block.insert_op_before(new_op, op)
        for new_op in new_ops:
            self.handle_operation_insertion(new_op)
        if new_results is None:
            new_results = new_ops[-1].results if new_ops else ()
        if len(op.results) != len(new_results):
            raise ValueError(f"Expected {len(op.results)} new results, but got {len(new_results)}")
        self.handle_operation_replacement(op, new_results)
        for old_result, new_result in zip(op.results, new_results):
            self.replace_all_uses_with(old_result, new_result, safe_erase=safe_erase)
            if new_result is not None and not new_result.name_hint:
                new_result.name_hint = old_result.name_hint
        if len(new_results) == 1 and (only := new_results[0]) is not None and (hint := only.name_hint) is not None:
            for new_op in new_ops:
                for result in new_op.results:
                    if not result.name_hint:
                        result.name_hint = hint
        self.erase(op, safe_erase=safe_erase)

    def erase(self, op: Operation, safe_erase: bool = True) -> None:
        block = op.parent
        if block is None or op.regions or not safe_erase or any(r.first_use is not None for r in op.results):
            super().erase(op, safe_erase)  # what this shortens is not all there is to do
            return
        self.has_done_action = True
        self.handle_operation_removal(op)
        block.detach_op(op)
        op.drop_all_references()


class _LeanWalker(PatternRewriteWalker):
    """xDSL's walker, rewriting with a `LeanPatternRewriter`."""

    def _process_worklist(self, listener: PatternRewriterListener) -> bool:
        # xDSL's loop (xdsl 0.74), with the rewriter class changed
        changed = False
        if not self._worklist:
            return changed
        op = self._worklist.pop()
        rewriter = LeanPatternRewriter(op)
        rewriter.extend_from_listener(listener)
        while True:
            rewriter.has_done_action = False
            rewriter.current_operation = op
            rewriter.insertion_point = InsertPoint.before(op)
            rewriter.name_hint = None
            try:
                self.pattern.match_and_rewrite(op, rewriter)
            except Exception as err:  # noqa: BLE001 - as xDSL's walker: the op reports it
                op.emit_error(f"Error while applying pattern: {err}", underlying_error=err)
            changed |= rewriter.has_done_action
            if not self._worklist:
                return changed
            op = self._worklist.pop()


class FilteredWorklist(Worklist[Operation]):
    """A walker's worklist, handing out only the ops its pattern may act on: any other op
    would be offered for nothing (the ops a conversion makes, and every op again in the sweep
    the walker makes after a change). An op of a type the pattern never `takes` does not even
    go on the list; the walker asks whether the list is empty before each pop, so that is
    where the others (`may_act_on(op)` false) are dropped: by then the op is as it will be
    offered."""

    def __init__(self, may_act_on: Callable[[Operation], bool], takes: Callable[[type[Operation]], bool]) -> None:
        super().__init__()
        self._may_act_on = may_act_on
        self._takes = takes
        self._taken: dict[type[Operation], bool] = {}  # takes(), asked once per op type

    def push(self, item: Operation) -> None:
        op_type = type(item)
        taken = self._taken.get(op_type)
        if taken is None:
            taken = self._taken[op_type] = self._takes(op_type)
        if taken and item not in self._map:  # an op of a type nothing takes does not even go on the list
            self._map[item] = len(self._stack)
            self._stack.append(item)

    def __bool__(self) -> bool:
        while super().__bool__():
            top = self._stack[-1]
            if self._may_act_on(top):
                return True
            self.remove(top)
        return False


# 2. The op types of a pattern --------------------------------------------------------------------


def op_type_rewrite_pattern_types(pattern_method: Callable[..., Any]) -> tuple[type[Operation], ...] | None:
    """The op types `pattern_method` acts on, when `@op_type_rewrite_pattern` made it (the types
    of its op argument's annotation, a union naming several), or None for any other function."""
    code, cells = getattr(pattern_method, "__code__", None), getattr(pattern_method, "__closure__", None)
    if code is None or cells is None or "expected_type" not in code.co_freevars:
        return None
    expected = cells[code.co_freevars.index("expected_type")].cell_contents
    types = get_args(expected) if get_origin(expected) in (Union, UnionType) else (expected,)
    return types if all(isinstance(t, type) and issubclass(t, Operation) for t in types) else None


# 3. The parts of an IRDL op's verifier -----------------------------------------------------------


def generated_verifier_parts(
    cls: type[IRDLOperation],
) -> tuple[OpDef, Callable[[Operation], None] | None] | None:
    """`(op_def, custom_verify)`: the definition whose constraints the `verify_` that
    `irdl_op_definition` generated for `cls` checks, and the op's own `verify_` it then calls
    (`Operation.verify_`, which does nothing, for an op that wrote none; None if it calls
    none); None when `cls.verify_` is not that generated verifier."""
    generated = cls.verify_
    cells = dict(zip(generated.__code__.co_freevars, generated.__closure__ or ()))
    if "op_def" not in cells:
        return None
    op_def = cells["op_def"].cell_contents
    own = cells["custom_verify"].cell_contents if "custom_verify" in cells else None
    return op_def, own


# 4. Defining an op class after its creation ------------------------------------------------------


def define_op_in_place(cls: type[IRDLOperation], *, placeholder_parse: Callable[..., Any] | None = None) -> None:
    """Make `cls` the op `@irdl_op_definition` would have made of it at its creation: the same
    class object gets its accessors, definition, verifier and, with an assembly format, its
    parser and printer. A `parse` classmethod whose function is `placeholder_parse` (one that
    defines the op on first use) gives way to xDSL's default `Operation.parse` first, which an
    assembly format then replaces (xDSL refuses a format beside any other `parse`)."""
    if placeholder_parse is not None and cls.parse.__func__ is placeholder_parse:
        cls.parse = vars(Operation)["parse"]  # xDSL's own, which an assembly format replaces
    irdl_op_definition(cls)


# 5. The parser -----------------------------------------------------------------------------------


def _float_from_bits(parser: AttrParser, bits: int, type: AnyFloat) -> float:
    """The float of `type` whose bit pattern is `bits` (the MLIR meaning of `0x...`)."""
    size = type.compile_time_size
    if bits >= 1 << (8 * size):
        parser.raise_error(f"hexadecimal float 0x{bits:x} has more bits than {type}")
    return next(type.iter_unpack(bits.to_bytes(size, "little")))


@dataclass
class _BitPatternElement(AttrParser._TensorLiteralElement):
    """A `0x...` element of a tensor literal, which means bits when the tensor holds floats."""

    def to_type(self, parser: AttrParser, type):
        if isinstance(type, AnyFloat):
            return _float_from_bits(parser, int(self.value), type)
        return super().to_type(parser, type)


class RoundTripParser(Parser):
    """xDSL's `Parser`, reading back what xDSL's printer writes, as MLIR reads it: a hexadecimal
    literal in a float tensor (`dense<[0xff800000]>`) or float array (`array<f32: 0xff800000>`)
    is the float's bit pattern, and a fused location may carry metadata
    (`loc(fused<"doc">["node"])`)."""

    def _parse_tensor_literal_element(self) -> AttrParser._TensorLiteralElement:
        element = super()._parse_tensor_literal_element()
        if isinstance(element.value, int) and not isinstance(element.value, bool) and _is_hex(element.span.text):
            return _BitPatternElement(element.is_negative, element.value, element.span)
        return element

    def _parse_builtin_densearray_attr(self) -> DenseArrayBase | None:
        start = self._current_token.span.start
        self.parse_characters("<", " in dense array")
        element_type = self.parse_attribute()
        if not isinstance(element_type, AnyFloat) or self.parse_optional_punctuation(":") is None:
            self._resume_from(start)
            return super()._parse_builtin_densearray_attr()
        values = self.parse_comma_separated_list(self.Delimiter.NONE, lambda: self._parse_float_or_bits(element_type))
        self.parse_characters(">", " in dense array")
        return DenseArrayBase.from_list(element_type, values)

    def _parse_location(self) -> LocationAttr:
        start = self._current_token.span.start
        if self.parse_optional_keyword("fused") is None or self.parse_optional_punctuation("<") is None:
            self._resume_from(start)
            return super()._parse_location()
        metadata = self.parse_attribute()
        self.parse_punctuation(">", " after fused location metadata")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
        return FusedLoc(tuple(locations), metadata)

    def _parse_float_or_bits(self, type: AnyFloat) -> float:
        token = self._current_token
        if token.kind == MLIRTokenKind.INTEGER_LIT and _is_hex(token.text):
            self._consume_token(MLIRTokenKind.INTEGER_LIT)
            return _float_from_bits(self, token.kind.get_int_value(token.span), type)
        return self.parse_float()


def _is_hex(text: str) -> bool:
    return text[:2] in ("0x", "0X")


# 6. Printing a tensor's elements -----------------------------------------------------------------


def print_dense_list(attribute: DenseIntOrFPElementsAttr, printer: Printer) -> None:
    """Print every element of `attribute` as a number, in lists nested by its shape
    (`[[1.0, 2.0], [3.0, 4.0]]`), as xDSL prints a small tensor inside `dense<...>`."""
    attribute._print_dense_list(attribute.get_values(), attribute.get_shape(), printer)


# 7. Interpreter functions from a list made at registration ---------------------------------------


def interpreter_functions_from(
    op_impls: Callable[[], Iterable[tuple[type[Operation], Callable[..., Any]]]],
) -> type[InterpreterFunctions]:
    """A base class of `InterpreterFunctions` whose op implementations are `op_impls()`: pairs
    of an op class and `impl(functions, interpreter, op, args) -> OpImplResult`, listed each
    time an interpreter registers an instance (not fixed at class creation, as
    `@register_impls` fixes them); it has no cast, attribute, external or callable ones."""
    from xdsl.interpreter import InterpreterFunctions  # here: ovopt loads the interpreter only to run ops

    class ListedInterpreterFunctions(InterpreterFunctions):
        @classmethod
        def _impls(cls):
            return op_impls()

        @classmethod
        def _cast_impls(cls):
            return []

        @classmethod
        def _attr_impls(cls):
            return []

        @classmethod
        def _ext_impls(cls):
            return []

        @classmethod
        def _callable_impls(cls):
            return []

    return ListedInterpreterFunctions


# 8. Building an op without successors or regions -------------------------------------------------


def init_operation(
    op: Operation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute],
    location: LocationAttr = UNKNOWN_LOC,
) -> None:
    """`Operation.__init__(op, operands=..., result_types=..., properties=..., location=...)` for
    an op without attributes, successors or regions, without the steps that set none of them."""
    op.operands = operands
    op.results = SSAValues([OpResult(result_type, op, index) for index, result_type in enumerate(result_types)])
    op.properties = dict(properties)
    op.attributes = {}
    op.location = location
    # set as Operation.__init__ sets them, in its order: a class's instances share their dicts'
    # keys only when each sets the same keys in the same order
    op._successors, op._successor_uses, op.regions = (), (), ()
    op.__post_init__()
