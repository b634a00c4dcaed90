"""`walk_ops` yields what xDSL's `walk` yields, in its order, through nested regions and
blocks, and goes on past an op erased while the walk is at it."""

from xdsl.dialects import test as xdsl_test
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Block, Region

from ovopt.support.walking import walk_ops


def named(name: str, *regions: Region) -> xdsl_test.TestOp:
    return xdsl_test.TestOp(attributes={"sym": StringAttr(name)}, regions=regions)


def nested_module() -> ModuleOp:
    """a; b holding [c; d holding [e], then a second block [f]] and an empty region; g; h."""
    inner = Region([Block([named("c"), named("d", Region(Block([named("e")])))]), Block([named("f")])])
    return ModuleOp([named("a"), named("b", inner, Region()), named("g"), named("h")])


def names(ops) -> list[str]:
    return [op.attributes["sym"].data if "sym" in op.attributes else op.name for op in ops]


def test_walk_ops_visits_what_xdsls_walk_visits_in_its_order():
    module = nested_module()
    assert names(walk_ops(module)) == names(module.walk()) == ["builtin.module", *"abcdefgh"]
    inner = next(op for op in module.walk() if names([op]) == ["d"])
    assert names(walk_ops(inner)) == ["d", "e"]


def test_an_op_erased_while_the_walk_is_at_it_does_not_stop_the_walk():
    def visit_erasing(walk, module):
        seen = []
        for op in walk(module):
            seen.append(names([op])[0])
            if seen[-1] in ("a", "c"):
                op.parent_block().erase_op(op)
        return seen

    assert visit_erasing(walk_ops, nested_module()) == visit_erasing(ModuleOp.walk, nested_module())
