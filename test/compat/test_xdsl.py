"""What ovopt relies on inside xDSL (compat/xdsl.py), pinned: an xDSL upgrade that changes any of
it fails here, naming the shim to re-check, before it changes a model's output."""

from __future__ import annotations

import hashlib
import inspect
from io import StringIO

import numpy as np
import pytest
import xdsl
from xdsl.builder import Builder
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    Builtin,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FusedLoc,
    ModuleOp,
    NameLoc,
    StringAttr,
    TensorType,
    f32,
    i32,
)
from xdsl.interpreter import Interpreter, OpImplResult
from xdsl.ir import Block, Operation, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def
from xdsl.parser import Parser
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriterListener,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.printer import Printer
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import InterpretationError, ParseError, VerifyException
from xdsl.utils.worklist import Worklist

from ovopt.compat import xdsl as compat
from ovopt.compat.xdsl import (
    FilteredWorklist,
    LeanPatternRewriter,
    RoundTripParser,
    define_op_in_place,
    generated_verifier_parts,
    init_operation,
    interpreter_functions_from,
    op_type_rewrite_pattern_types,
    pattern_walker,
    print_dense_list,
)
from ovopt.dialects import ov
from support import relu_of_add

RECHECK = "re-check compat/xdsl.py against this xDSL"


def test_xdsl_is_the_version_the_shims_were_written_for():
    assert str(xdsl.__version__).startswith(f"{compat.XDSL_VERSION}."), (
        f"xDSL {xdsl.__version__} is installed, compat/xdsl.py was written for {compat.XDSL_VERSION}: "
        f"{RECHECK} (each shim in its docstring), run test/compat, then move XDSL_VERSION"
    )


# What compat/xdsl.py copies, mirrors or builds on, as xDSL 0.74.0 has it: a change to any of these
# is one that compat's copy does not have.
COPIED_SOURCES = {
    "PatternRewriteWalker._process_worklist (copied by _LeanWalker)": (
        PatternRewriteWalker._process_worklist,
        "792d167eb59569bf7d0e7616ddb254104a558cd96f2718ce83ab47f876fef66d",
    ),
    "PatternRewriter.replace (shortened by LeanPatternRewriter)": (
        PatternRewriter.replace,
        "c655bc9072ab1d79b69fa550e2162cea7724e64a15719b6b552aeb4c2faa7b70",
    ),
    "PatternRewriter.erase (shortened by LeanPatternRewriter)": (
        PatternRewriter.erase,
        "41efa9e005628b3cda37757171fcf2782ed3ef41a77d8aac2974a6c9ab1d0923",
    ),
    "Builder.insert (inlined by LeanPatternRewriter.replace)": (
        Builder.insert,
        "034651beaf245e89109248153b6a99d35182fa180a2ce942d9348eaff364b4e9",
    ),
    "Rewriter.erase_op (inlined by LeanPatternRewriter.erase)": (
        Rewriter.erase_op,
        "0673b5c4ab564fce49d185a5f85f608708aca7238f243e3efb5140aa1c470033",
    ),
    "Block.erase_op (inlined by LeanPatternRewriter.erase)": (
        Block.erase_op,
        "c36a71be209bc5c64675b51eb0e200f2fc46fff4579a02ac2d133315f6b2ed1e",
    ),
    "Operation.erase (inlined by LeanPatternRewriter.erase)": (
        Operation.erase,
        "4f431a517601493b8d3e2f3ce3c9be5dc1f35cb6eeb165058838a20cd00a0799",
    ),
    "Operation.__init__ (whose steps init_operation takes)": (
        Operation.__init__,
        "057dbddc4ef8381d3482fa6ea181943725928a5b42d6076156e1ed8893751ec9",
    ),
    "Worklist (whose _map and _stack FilteredWorklist fills)": (
        Worklist,
        "c83c9953b782b7acb768351be98ae0224d3173d3fc0c79c9c8049fe84ed0743e",
    ),
}


@pytest.mark.parametrize("what", sorted(COPIED_SOURCES))
def test_the_xdsl_code_compat_copies_is_unchanged(what: str):
    function, digest = COPIED_SOURCES[what]
    source = inspect.getsource(function)
    assert hashlib.sha256(source.encode()).hexdigest() == digest, f"xDSL's {what} changed: {RECHECK}"


# 1. The walker ---------------------------------------------------------------------------------


class ReluToAddOfOne(RewritePattern):
    """Replaces a Relu by two new ops, and erases an Add nothing reads: both paths of the rewriter."""

    op_types = (ov.ReluV0Op, ov.AddV1Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, ov.ReluV0Op):
            one = ov.ConstantV0Op.from_numpy(np.ones(2, np.float32))
            rewriter.replace(op, [one, ov.AddV1Op(op.operands[0], one.output)])
        elif isinstance(op, ov.AddV1Op) and not op.results[0].uses:
            rewriter.erase(op)


def test_the_lean_walker_does_what_xdsls_walker_does():
    """The same IR, and the same events heard in the same order, as xDSL's walker and rewriter."""

    def run(make_walker) -> tuple[str, list]:
        module, _, relu = relu_of_add()
        dead = ov.AddV1Op(relu.results[0], relu.results[0])
        relu.parent.insert_op_after(dead, relu)
        names = {}
        heard = []

        def name(op) -> str:
            return names.setdefault(id(op), f"{op.name}#{len(names)}")

        listener = PatternRewriterListener(
            operation_insertion_handler=[lambda op: heard.append(("insert", name(op)))],
            operation_removal_handler=[lambda op: heard.append(("remove", name(op)))],
            operation_modification_handler=[lambda op: heard.append(("modify", name(op)))],
            operation_replacement_handler=[lambda op, new: heard.append(("replace", name(op), len(new)))],
        )
        make_walker(ReluToAddOfOne(), listener).rewrite_module(module)
        return str(module), heard

    ours = run(pattern_walker)
    xdsls = run(lambda pattern, listener: PatternRewriteWalker(pattern, listener=listener))
    assert ours == xdsls, RECHECK
    assert "ov.Relu" not in ours[0] and {event[0] for event in ours[1]} == {"insert", "remove", "modify", "replace"}


def test_the_lean_walker_rewrites_with_the_lean_rewriter():
    seen = []

    class Note(RewritePattern):
        def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
            seen.append(type(rewriter))

    module, _, _ = relu_of_add()
    pattern_walker(Note(), PatternRewriterListener()).rewrite_module(module)
    assert seen and set(seen) == {LeanPatternRewriter}, RECHECK


def test_an_error_in_a_pattern_is_reported_on_the_op_as_xdsl_reports_it():
    class Fails(RewritePattern):
        def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
            if isinstance(op, ov.ReluV0Op):
                raise ValueError("no")

    def message(walker) -> str:
        module, _, _ = relu_of_add()
        with pytest.raises(Exception) as raised:
            walker(Fails(), PatternRewriterListener()).rewrite_module(module)
        return f"{type(raised.value).__name__}: {raised.value}"

    xdsls = message(lambda pattern, listener: PatternRewriteWalker(pattern, listener=listener))
    assert message(pattern_walker) == xdsls, RECHECK


class Offered(RewritePattern):
    """Notes the ops it is offered; rewrites a Relu into a Sigmoid."""

    def __init__(self):
        self.offered: list[str] = []

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.offered.append(op.name)
        if isinstance(op, ov.ReluV0Op):
            rewriter.replace(op, ov.SigmoidV0Op(op.operands[0]))


def test_the_filtered_worklist_hands_out_only_the_ops_the_pattern_may_act_on():
    module, add, _ = relu_of_add()
    pattern = Offered()
    worklist = FilteredWorklist(
        may_act_on=lambda op: isinstance(op, ov.ReluV0Op | ov.AddV1Op) and op is not add,
        takes=lambda op_type: op_type in (ov.ReluV0Op, ov.AddV1Op, ov.SigmoidV0Op),
    )
    pattern_walker(pattern, PatternRewriterListener(), worklist).rewrite_module(module)
    # the Relu, once: not the Add (may not act on it now), nor the Sigmoid made for the Relu,
    # nor the func ops, whose type it does not take; nor anything in the sweep after the change
    assert pattern.offered == ["ov.Relu.v0"], RECHECK
    assert "ov.Sigmoid.v0" in [op.name for op in module.walk()]


def test_the_filtered_worklist_keeps_only_what_it_takes_and_drops_the_rest_when_asked():
    _, add, relu = relu_of_add()
    asked: list[type] = []

    def takes(op_type) -> bool:
        asked.append(op_type)
        return op_type is not ov.AddV1Op

    acting = {relu}
    worklist = FilteredWorklist(may_act_on=lambda op: op in acting, takes=takes)
    other = ov.ReluV0Op(relu.results[0])
    for op in (add, relu, other, relu, add):
        worklist.push(op)
    assert asked == [ov.AddV1Op, ov.ReluV0Op]  # once per type; the Add never went on
    assert worklist  # `other`, on top, may not act now: dropped when asked
    assert worklist.pop() is relu
    assert not worklist
    worklist.push(other)
    acting.add(other)
    assert worklist and worklist.pop() is other and not worklist


def test_the_walker_keeps_its_worklist_in_a_field_and_asks_it_before_each_pop():
    """What `pattern_walker` replaces and `FilteredWorklist` counts on: the walker pushes
    through the list's `push` and asks `bool(list)` before every `pop()`."""
    assert isinstance(PatternRewriteWalker(Offered())._worklist, Worklist), RECHECK
    events: list[str] = []

    class Logged(Worklist[Operation]):
        def __bool__(self) -> bool:
            events.append("bool")
            return super().__bool__()

        def push(self, item: Operation) -> None:
            events.append("push")
            super().push(item)

        def pop(self) -> Operation:
            events.append("pop")
            return super().pop()

    module, _, _ = relu_of_add()
    pattern_walker(Offered(), PatternRewriterListener(), Logged()).rewrite_module(module)
    assert "push" in events and "pop" in events, RECHECK
    assert all(events[i - 1] == "bool" for i, event in enumerate(events) if event == "pop"), RECHECK


# 2. The op types of a pattern --------------------------------------------------------------------


class OnAdd(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.AddiOp, rewriter: PatternRewriter) -> None:
        pass


class OnAddOrMul(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.AddiOp | arith.MuliOp, rewriter: PatternRewriter) -> None:
        pass


class OnAny(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        pass


def test_the_op_types_are_read_from_op_type_rewrite_pattern():
    assert op_type_rewrite_pattern_types(OnAdd.match_and_rewrite) == (arith.AddiOp,), RECHECK
    assert set(op_type_rewrite_pattern_types(OnAddOrMul.match_and_rewrite)) == {arith.AddiOp, arith.MuliOp}, RECHECK
    assert op_type_rewrite_pattern_types(OnAny.match_and_rewrite) is None
    assert op_type_rewrite_pattern_types(len) is None  # no code, no closure


# 3. The parts of an IRDL op's verifier -----------------------------------------------------------


@irdl_op_definition
class CheckedOp(IRDLOperation):
    name = "compat_test.checked"
    input = operand_def(i32)
    output = result_def(i32)

    def verify_(self) -> None:
        if self.output.name_hint == "refused":
            raise VerifyException("refused by its own verifier")


@irdl_op_definition
class PlainOp(IRDLOperation):
    name = "compat_test.plain"
    output = result_def(i32)


def an_i32() -> SSAValue:
    return PlainOp.create(result_types=[i32]).results[0]


def test_the_generated_verifier_parts_are_found_for_an_irdl_op():
    parts = generated_verifier_parts(CheckedOp)
    assert parts is not None, RECHECK
    op_def, own = parts
    assert op_def is CheckedOp.get_irdl_definition(), RECHECK
    assert own is not None and own.__qualname__ == "CheckedOp.verify_", RECHECK  # the one the class body wrote
    value = an_i32()
    op = CheckedOp.create(operands=[value], result_types=[i32])
    own(op)
    op.results[0].name_hint = "refused"
    with pytest.raises(VerifyException, match="refused by its own verifier"):
        own(op)
    plain = generated_verifier_parts(PlainOp)  # an op without one gets Operation's, which does nothing
    assert plain is not None and plain[0] is PlainOp.get_irdl_definition(), RECHECK
    assert plain[1] is Operation.verify_, RECHECK


def test_a_verifier_not_generated_by_irdl_has_no_parts():
    class Overridden(PlainOp):
        def verify_(self) -> None:
            pass

    assert generated_verifier_parts(Overridden) is None


# 4. Defining an op class after its creation ------------------------------------------------------


def test_irdl_op_definition_defines_the_class_in_place():
    class Late(IRDLOperation):
        name = "compat_test.late"
        input = operand_def(i32)
        output = result_def(i32)

    assert irdl_op_definition(Late) is Late, RECHECK


class Placeholder(IRDLOperation):
    """Stands for ovopt's DeferredOp: a `parse` of its own until the op is defined."""

    @classmethod
    def parse(cls, parser: Parser):
        raise AssertionError("the placeholder parser is still in place")


def test_define_op_in_place_makes_the_op_and_its_assembly_format():
    class Formatted(Placeholder):
        name = "compat_test.formatted"
        input = operand_def(i32)
        output = result_def(i32)
        assembly_format = "$input attr-dict `:` type($input)"

    before = Formatted
    define_op_in_place(Formatted, placeholder_parse=Placeholder.parse.__func__)
    assert Formatted is before and Formatted.get_irdl_definition().name == "compat_test.formatted", RECHECK
    value = an_i32()
    op = Formatted(operands=[value], result_types=[i32])
    assert op.input is value and op.output is op.results[0]  # the accessors
    context = Context()
    context.load_dialect(Builtin)
    context.load_op(Formatted)
    context.load_op(PlainOp)
    text = '%v = "compat_test.plain"() : () -> i32\n%w = compat_test.formatted %v : i32'
    module = Parser(context, text).parse_module()
    assert [op.name for op in module.ops] == ["compat_test.plain", "compat_test.formatted"]
    assert "compat_test.formatted %v : i32" in str(module)


def test_without_resetting_the_placeholder_xdsl_refuses_the_assembly_format():
    """Why `define_op_in_place` puts xDSL's `Operation.parse` back first."""

    class Formatted(Placeholder):
        name = "compat_test.formatted2"
        output = result_def(i32)
        assembly_format = "attr-dict `:` type($output)"

    with pytest.raises(Exception, match="assembly format"):
        irdl_op_definition(Formatted)


def test_define_op_in_place_keeps_xdsls_parser_without_a_format():
    class Generic(Placeholder):
        name = "compat_test.generic"
        output = result_def(i32)

    define_op_in_place(Generic, placeholder_parse=Placeholder.parse.__func__)
    assert Generic.parse.__func__ is Operation.parse.__func__, RECHECK


# 5. The parser -----------------------------------------------------------------------------------


def parsed(text: str, parser_class=RoundTripParser):
    context = Context()
    context.load_dialect(Builtin)
    return parser_class(context, text).parse_attribute()


def dense_values(attribute: DenseIntOrFPElementsAttr | DenseArrayBase) -> list[float]:
    return list(attribute.get_values())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dense<[0xFF800000, 1.0]> : tensor<2xf32>", [-np.inf, 1.0]),
        ("dense<0x7F800000> : tensor<3xf32>", [np.inf] * 3),
        ("dense<[0xfff0000000000000]> : tensor<1xf64>", [-np.inf]),
        ("array<f32: 0xff800000, 2.500000e-01>", [-np.inf, 0.25]),
        ("array<f64: 0x7ff8000000000000>", [np.nan]),
    ],
)
def test_the_parser_reads_hex_floats_as_bit_patterns(text: str, expected: list[float]):
    np.testing.assert_array_equal(np.array(dense_values(parsed(text)), np.float64), np.array(expected))


def test_the_parser_reads_back_what_xdsl_prints():
    tensor = DenseIntOrFPElementsAttr.from_list(TensorType(f32, [3]), [float("-inf"), float("nan"), 1.5])
    array = DenseArrayBase.from_list(f32, [float("-inf"), 0.25])
    for attribute in (tensor, array):
        text = str(attribute)
        assert "0xff800000" in text, RECHECK  # xDSL prints the bit pattern, as MLIR does
        assert str(parsed(text)) == text


def test_integers_in_hex_stay_numbers():
    assert dense_values(parsed("dense<[0x10, 2]> : tensor<2xi32>")) == [16, 2]
    assert dense_values(parsed("array<i64: 0x10>")) == [16]


def test_xdsls_own_parser_still_misreads_hex_floats():
    """When this fails, xDSL reads them as MLIR does: RoundTripParser's fix may go."""
    assert dense_values(parsed("dense<[0xFF800000]> : tensor<1xf32>", Parser)) == [4286578688.0], RECHECK
    with pytest.raises(ParseError):
        parsed("array<f32: 0xff800000>", Parser)


def parsed_location(text: str, parser_class=RoundTripParser):
    context = Context()
    context.load_dialect(Builtin)
    return parser_class(context, text).parse_optional_location()


def test_the_parser_reads_fused_locations_with_metadata():
    location = parsed_location('loc(fused<"clamps \\22x\\22">["y", "z"])')
    assert isinstance(location, FusedLoc)
    assert location.metadata == StringAttr('clamps "x"')
    assert [loc.desc.data for loc in location.locations] == ["y", "z"]
    assert all(isinstance(loc, NameLoc) for loc in location.locations)
    plain = parsed_location('loc(fused["y"])')
    assert isinstance(plain, FusedLoc) and [loc.desc.data for loc in plain.locations] == ["y"]


def test_xdsls_own_parser_still_refuses_fused_metadata():
    """When this fails, xDSL reads `fused<...>[...]`: RoundTripParser's `_parse_location` may go."""
    with pytest.raises(ParseError):
        parsed_location('loc(fused<"meta">["y"])', Parser)


# 6. Printing a tensor's elements -----------------------------------------------------------------


def test_print_dense_list_prints_every_element_nested_by_shape():
    attribute = DenseIntOrFPElementsAttr.from_list(TensorType(f32, [2, 2]), [1.0, 2.5, float("-inf"), 4.0])
    out = StringIO()
    print_dense_list(attribute, Printer(stream=out))
    assert out.getvalue() == "[[1.000000e+00, 2.500000e+00], [0xff800000, 4.000000e+00]]", RECHECK
    ints = DenseIntOrFPElementsAttr.from_list(TensorType(i32, [3]), [1, -2, 3])
    out = StringIO()
    print_dense_list(ints, Printer(stream=out))
    assert out.getvalue() == "[1, -2, 3]", RECHECK


# 7. Interpreter functions from a list made at registration ---------------------------------------


def test_the_interpreter_runs_an_impl_listed_at_registration():
    listed: list = []

    def run_add(functions, interpreter, op, args) -> OpImplResult:
        return OpImplResult((args[0] + args[1],), None)

    class Listed(interpreter_functions_from(lambda: list(listed))):
        pass

    listed.append((arith.AddiOp, run_add))  # after the class was made: read when registered
    value = an_i32()
    add = arith.AddiOp(value, value)
    interpreter = Interpreter(ModuleOp([]))
    interpreter.register_implementations(Listed())
    assert interpreter.run_op(add, (2, 3)) == (5,), RECHECK


class NoCasts(interpreter_functions_from(list)):
    """Lists nothing: registering it must register nothing else either."""


def test_listed_functions_register_nothing_else():
    interpreter = Interpreter(ModuleOp([]))
    interpreter.register_implementations(NoCasts())
    value = an_i32()
    with pytest.raises(InterpretationError, match="Could not find interpretation function"):
        interpreter.run_op(arith.AddiOp(value, value), (1, 2))


# 8. Building an op without successors or regions -------------------------------------------------


def test_init_operation_makes_what_operation_init_makes():
    block = Block(arg_types=[TensorType(f32, [2]), TensorType(f32, [2])])
    a, b = block.args
    ours = ov.AddV1Op.__new__(ov.AddV1Op)
    init_operation(ours, [a, b], [TensorType(f32, [2])], {})
    xdsls = ov.AddV1Op.__new__(ov.AddV1Op)
    Operation.__init__(xdsls, operands=[a, b], result_types=[TensorType(f32, [2])])
    # the same fields in the same order: the class's instances keep sharing their dicts' keys
    assert list(vars(ours)) == list(vars(xdsls))
    for op in (ours, xdsls):
        block.add_op(op)
        op.verify()
    assert [(r.type, r.index, r.op is op) for op in (ours, xdsls) for r in op.results] == [
        (TensorType(f32, [2]), 0, True)
    ] * 2
    assert ours.properties == xdsls.properties and ours.attributes == xdsls.attributes == {}
    assert ours.location == xdsls.location
    assert tuple(ours.successors) == tuple(xdsls.successors) == () and ours.regions == xdsls.regions == ()
    assert tuple(ours.successor_uses) == tuple(xdsls.successor_uses) == ()
    assert {u.operation for u in a.uses} == {ours, xdsls} and [u.index for u in b.uses] == [1, 1]
    clones = [ours.clone(), xdsls.clone()]
    assert str(clones[0]) == str(clones[1])
    for clone in clones:
        clone.erase()
    block.erase_op(ours)
    assert {u.operation for u in a.uses} == {xdsls}
