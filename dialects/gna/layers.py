"""Which gna ops make one GNA layer. GNA computes a layer as weights, accumulator and
activation in one step (the library's convolution -> pooling -> PWL chain, an affine's PWL):
the activation reads the layer's 32-bit sums, which no one else sees. In the dialect the
activation (gna.pwl) and the pooling stay ops of their own; in quantised form these checks
tie each one to the layer it belongs to, so a PWL with no layer under it, or an accumulator
read twice, fails to verify (gna-insert-identity adds the layers the plugin adds there)."""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

ACCUMULATING = ("gna.affine", "gna.diagonal", "gna.convolution", "gna.max_pool", "gna.sum_pool")


def producer(value: SSAValue) -> tuple[Operation | None, bool]:
    """The op that made `value`, looking through gna layout casts (which move no data), and
    whether each value on the way has `value`'s reader as its only one."""
    alone = True
    while True:
        owner = value.owner
        if not isinstance(owner, Operation):
            return None, alone
        if owner.name != "gna.layout_cast" or not hasattr(owner.input.type, "layout_kind"):
            return owner, alone and value.has_one_use()
        alone = alone and value.has_one_use()
        value = owner.input


def activation_problem(pwl: Operation) -> str | None:
    """None when the quantised `pwl` is the activation of the layer it reads, else why not."""
    source, alone = producer(pwl.operands[0])
    kind = source.name if source is not None else "a function argument"
    if kind not in ACCUMULATING:
        return (
            f"a quantised PWL is the activation of a layer (affine, diagonal, convolution, pooling), but it reads "
            f"{kind}: a diagonal layer goes before it (gna-insert-identity)"
        )
    if not alone:
        return f"the {kind} accumulator this PWL activates has other readers: a diagonal layer goes before it"
    return None


def pool_input_problem(pool: Operation) -> str | None:
    """None when the quantised `pool` reads the sums of the convolution it is fused with."""
    source, alone = producer(pool.operands[0])
    if source is None or source.name != "gna.convolution":
        kind = source.name if source is not None else "a function argument"
        return f"GNA pools a convolution's sums, but this pool reads {kind}"
    if not alone:
        return "the convolution this pool reads has other readers"
    return None
