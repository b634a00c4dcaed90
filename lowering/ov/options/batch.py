"""ov-set-batch: Model Optimizer's `-b/--batch`, the batch size of every model input.

The batch dimension of an input is the one its `--layout` names N; an input whose layout has no
N is left as it is, as Model Optimizer leaves it. Without a layout it is the first dimension,
which Model Optimizer sets only when the model leaves it dynamic or 1: another size may not be a
batch at all (a [10, 34] input), so such an input is refused, naming it, as a scalar is. A shape
`--input` gave keeps its batch: a different one is an error. The types below the inputs are
inferred again, as after `--input`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import BlockArgument
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from ovopt.lowering.ov.options.graph import argument_layout, input_names, main_function, reinfer_types
from ovopt.lowering.ov.options.inputs import SHAPE_OPTION_ATTR
from ovopt.lowering.ov.options.syntax import OptionError
from ovopt.support.runtime_info import INPUT_SHAPE_ATTR, argument_attribute, set_argument_attribute
from ovopt.support.shapes import element_of, shape_of, show, tensor_type

OPTION = "--batch"


@dataclass(frozen=True)
class SetBatchPass(ModulePass):
    """Set the batch dimension of every model input to `batch`."""

    name = "ov-set-batch"
    batch: int = 0

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.batch <= 0:
            raise OptionError(f"{OPTION}: {self.batch} is not a batch size; give a positive number")
        function = main_function(op, OPTION)
        names = input_names(function)
        for arg in function.body.block.args:
            axis = _batch_axis(function, arg, names[arg.index], self.batch)
            if axis is not None:
                _set_dim(function, arg, axis, self.batch)
        reinfer_types(function, OPTION)


def _batch_axis(function: FuncOp, arg: BlockArgument, name: str, batch: int) -> int | None:
    """The dimension of `arg` that is its batch (None: it has none to set)."""
    shape = shape_of(arg.type)
    if shape is None:
        raise OptionError(f"{OPTION}: input '{name}' has no known rank; give its shape with --input")
    if not shape:
        raise OptionError(f"{OPTION}: input '{name}' is a scalar: it has no batch dimension; leave --batch out")
    layout = argument_layout(function, arg)
    if layout is not None and "N" not in layout:
        return None  # its layout says it has no batch
    axis = layout.index("N") if layout is not None else 0
    size = shape[axis]
    given = argument_attribute(function, arg.index, SHAPE_OPTION_ATTR)
    if given is not None:
        check_given_batch(batch, size, given.data if isinstance(given, StringAttr) else name, name)
    if layout is None and size not in (None, 1, batch):
        raise OptionError(
            f"{OPTION}: input '{name}' has shape {show(shape)}, whose first dimension {size} may not be a batch "
            "(Model Optimizer sets a first dimension only when it is dynamic or 1); give the shape with --input, "
            "or say which dimension is the batch with --layout (N)"
        )
    return axis


def check_given_batch(batch: int, size: int | None, item: str, name: str | None) -> None:
    """A batch `--input` gave (`item`, for input `name`; None: the only one) must be dynamic or
    `batch`."""
    if size is not None and size != batch:
        which = f"input '{name}'" if name else "the input"
        raise OptionError(
            f"{OPTION} {batch} conflicts with --input {item}: {which} has batch {size} there; give one of them"
        )


def _set_dim(function: FuncOp, arg: BlockArgument, axis: int, size: int) -> None:
    shape = list(shape_of(arg.type))
    shape[axis] = size
    Rewriter.replace_value_with_new_type(arg, tensor_type(element_of(arg.type), shape, like=arg.type))
    bounded = argument_attribute(function, arg.index, INPUT_SHAPE_ATTR)
    if isinstance(bounded, StringAttr):  # the Parameter's ranges: the batch is no longer one
        dims = bounded.data.split(",")
        dims[axis] = str(size)
        ranged = any(".." in dim for dim in dims)
        set_argument_attribute(function, arg.index, INPUT_SHAPE_ATTR, StringAttr(",".join(dims)) if ranged else None)
