"""Walking every op of a module, for the passes and pass conditions that look at each op once.

`walk_ops(op)` yields what xDSL's `op.walk()` yields, in the same order: `op`, then the ops of
its regions, each before the ops nested in it. xDSL's walk resumes three nested generators per
op (the op's, its block's, its region's): 2.6 us an op of a 24,000-op module, where a pass
condition's whole test costs a fraction of that. This walk makes a generator only for an op
that holds regions (a model's functions, If and Loop bodies): 0.9 us an op.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Operation


def walk_ops(op: Operation) -> Iterator[Operation]:
    """`op` and every op nested in it, in `op.walk()`'s order (an op erased while the walk is
    at it, as there, does not stop it)."""
    yield op
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if inner.regions:
                    yield from walk_ops(inner)
                else:
                    yield inner
