"""The pattern walker every ovopt pass uses: xDSL's, plus the bookkeeping a model needs.

A replaced value hands its tensor names to its replacement, so the names of the model's values
reach the IR whatever rewrites ran. A pass of an extension that walks its own patterns keeps
them the same way by calling `rewrite_module` instead of building a PatternRewriteWalker.

The patterns are tried through `OpTypeDispatch`: a pass with a hundred patterns tries on an op
only those written for its type, so the walk costs one dictionary look-up per op, not one type
test per pattern. A pattern that tests the op's type itself says which types it takes in
`op_types`; it may name more than it rewrites, never fewer. A pattern that takes op types it
cannot list (any op but a constant) answers `takes(op_type)` instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from types import UnionType
from typing import Union, get_args, get_origin

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriterListener,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsTerminator, Pure, SymbolOpInterface
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead
from xdsl.utils.worklist import Worklist

from ovopt.support.locations import carry_tensor_names


def keep_tensor_names(op: Operation, new_results: Sequence[SSAValue | None]) -> None:
    """A replacement handler: each result of `op` gives its names to what replaces it."""
    for old, new in zip(op.results, new_results):
        carry_tensor_names(old, new)


def walker(pattern: RewritePattern) -> PatternRewriteWalker:
    """A PatternRewriteWalker for `pattern` that keeps tensor names. When the pattern says which
    ops it may act on (`takes` an op type, `may_act_on` an op now: an `OpTypeDispatch` does),
    only those go on and come off the worklist."""
    listener = PatternRewriterListener(operation_replacement_handler=[keep_tensor_names])
    walk = _Walker(pattern, listener=listener)
    may_act_on, takes = getattr(pattern, "may_act_on", None), getattr(pattern, "takes", None)
    if may_act_on is not None and takes is not None:
        walk._worklist = _OfferedWorklist(may_act_on, takes)  # a dataclass field of the walker's
    return walk


class _Rewriter(PatternRewriter):
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


class _Walker(PatternRewriteWalker):
    """xDSL's walker, rewriting with a `_Rewriter`."""

    def _process_worklist(self, listener: PatternRewriterListener) -> bool:
        # xDSL's loop (xdsl 0.74), with the rewriter class changed
        changed = False
        if not self._worklist:
            return changed
        op = self._worklist.pop()
        rewriter = _Rewriter(op)
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


class _OfferedWorklist(Worklist[Operation]):
    """The walker's worklist, handing out only the ops its pattern may act on: any other op
    would be offered for nothing (the ops a conversion makes, and every op again in the sweep
    the walker makes after a change). The walker asks whether the list is empty before each
    pop, so that is where the others are dropped: by then the op is as it will be offered."""

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


def matched_op_types(pattern: RewritePattern) -> tuple[type[Operation], ...] | None:
    """The op types a pattern takes (it does nothing on any other op), or None when any op may
    match: those of its `@op_type_rewrite_pattern` argument, or, for a pattern that tests the
    type itself, those it names in `op_types` (a class attribute, or a property over its table)."""
    declared = getattr(pattern, "op_types", None)
    if declared is not None:
        return tuple(declared)
    method = type(pattern).match_and_rewrite
    code, cells = getattr(method, "__code__", None), getattr(method, "__closure__", None)
    if code is None or cells is None or "expected_type" not in code.co_freevars:
        return None
    expected = cells[code.co_freevars.index("expected_type")].cell_contents
    types = get_args(expected) if get_origin(expected) in (Union, UnionType) else (expected,)
    return types if all(isinstance(t, type) and issubclass(t, Operation) for t in types) else None


@dataclass(eq=False, repr=False)
class OpTypeDispatch(GreedyRewritePatternApplier):
    """xDSL's greedy applier — dead ops erased, then the patterns in order until one acts — that
    skips the patterns whose op type the op is not, which would do nothing on it."""

    _by_op_type: dict[type[Operation], list[RewritePattern]] = field(default_factory=dict, init=False)
    _op_types: list[tuple[type[Operation], ...] | None] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self._op_types = [matched_op_types(p) for p in self.rewrite_patterns]

    def patterns_for(self, op_type: type[Operation]) -> list[RewritePattern]:
        """The patterns, in order, that may act on an op of `op_type` (a subclass of their types:
        read from its MRO, since the abstract base classes' `issubclass` walks every subclass of
        a base the first time it answers no)."""
        found = self._by_op_type.get(op_type)
        if found is None:
            found = [
                p
                for p, types in zip(self.rewrite_patterns, self._op_types)
                if (types is None or any(t in op_type.__mro__ for t in types))
                and (not hasattr(p, "takes") or p.takes(op_type))
            ]
            self._by_op_type[op_type] = found
        return found

    def takes(self, op_type: type[Operation]) -> bool:
        """Whether offering an op of `op_type` may ever change anything."""
        return self.folding_enabled or self.dce_enabled or bool(self.patterns_for(op_type))

    def may_act_on(self, op: Operation) -> bool:
        """Whether offering `op` now may change anything: a pattern takes its type, or it is dead."""
        return (
            self.folding_enabled
            or bool(self.patterns_for(type(op)))
            or (self.dce_enabled and all(r.first_use is None for r in op.results) and would_be_dead(op))
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if self.folding_enabled:  # xDSL's folding is not used by ovopt: keep its own path
            return super().match_and_rewrite(op, rewriter)
        if self.dce_enabled and all(r.first_use is None for r in op.results) and would_be_dead(op):
            rewriter.erase(op)
            return
        for pattern in self.patterns_for(type(op)):
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                return


def would_be_dead(op: Operation) -> bool:
    """xDSL's `would_be_trivially_dead`, answered once per type for the pure ops without regions
    that most ops are: it asks several traits of each op."""
    return (not op.regions and _pure_leaf(type(op))) or would_be_trivially_dead(op)


@cache
def _pure_leaf(op_type: type[Operation]) -> bool:
    return op_type.has_trait(Pure) and not op_type.has_trait(IsTerminator) and not op_type.has_trait(SymbolOpInterface)


def rewrite_module(module: ModuleOp, patterns: Sequence[RewritePattern], *, dce: bool = False) -> bool:
    """Apply `patterns` greedily to `module` until none applies; True if anything changed."""
    return walker(OpTypeDispatch(list(patterns), dce_enabled=dce)).rewrite_module(module)
