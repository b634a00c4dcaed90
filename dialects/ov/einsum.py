"""Einsum-7: products of tensors summed over the labels an equation leaves out.

The equation is explicit (`ij,jk->ik`): letters label axes, `...` stands for the broadcast
leading axes, a letter repeated in one input takes its diagonal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import result_def, var_operand_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import str_prop
from ovopt.dialects.ov.base import OvOp, ov_op, string
from ovopt.support.shapes import Dim, Shape, broadcast_numpy, same_element_type, shape_of, show, tensor_type

ELLIPSIS = "..."
_TERM = re.compile(r"^[a-zA-Z]*(\.\.\.)?[a-zA-Z]*$")


def parse_equation(equation: str, inputs: int) -> tuple[list[str], str]:
    """The input terms and the output term of an explicit equation."""
    if "->" not in equation:
        raise VerifyException(f"equation '{equation}' must be explicit: inputs->output")
    left, output = equation.split("->")
    terms = left.split(",")
    for term in [*terms, output]:
        if not _TERM.match(term):
            raise VerifyException(f"'{term}' in equation '{equation}' is not letters around at most one '...'")
    if len(terms) != inputs:
        raise VerifyException(f"equation '{equation}' has {len(terms)} input terms for {inputs} inputs")
    labels = set("".join(terms))
    letters = output.replace(ELLIPSIS, "")
    if len(set(letters)) != len(letters) or not set(letters) <= labels:
        raise VerifyException(f"output '{output}' must name input labels, each once")
    if ELLIPSIS in output and not any(ELLIPSIS in term for term in terms):
        raise VerifyException(f"output '{output}' has '...' that no input has")
    return terms, output


def einsum_shape(equation: str, shapes: Sequence[Shape]) -> Shape:
    """The output shape of `equation` over inputs of `shapes` (None: an unknown rank)."""
    terms, output = parse_equation(equation, len(shapes))
    dims: dict[str, Dim] = {}
    broadcast: Shape = []
    for term, shape in zip(terms, shapes):
        letters = term.replace(ELLIPSIS, "")
        if shape is None:
            if ELLIPSIS in term:
                broadcast = None
            continue
        if len(shape) < len(letters) or (ELLIPSIS not in term and len(shape) != len(letters)):
            raise VerifyException(f"term '{term}' does not fit an input of shape {show(shape)}")
        head, _, tail = term.partition(ELLIPSIS)
        middle = shape[len(head) : len(shape) - len(tail)]
        if ELLIPSIS in term and broadcast is not None:
            broadcast = broadcast_numpy(broadcast, middle)
        for label, dim in zip(head + tail, shape[: len(head)] + shape[len(shape) - len(tail) :]):
            known = dims.get(label)
            if known is not None and dim is not None and known != dim:
                raise VerifyException(f"label '{label}' stands for both {known} and {dim}")
            dims[label] = dim if known is None else known
    if ELLIPSIS in output and broadcast is None:
        return None
    head, _, tail = output.partition(ELLIPSIS)
    return (
        [dims.get(label) for label in head]
        + (list(broadcast) if ELLIPSIS in output else [])
        + [dims.get(label) for label in tail]
    )


@ov_op(7)
class EinsumV7Op(OvOp):
    """Einsum-7: the tensor `equation` gives of the inputs."""

    inputs = var_operand_def(TensorType)
    output = result_def(TensorType)
    equation = str_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not operands:
            raise VerifyException("Einsum needs at least one input")
        element = same_element_type(*(o.type for o in operands))
        return [
            tensor_type(element, einsum_shape(string(properties, "equation"), [shape_of(o.type) for o in operands]))
        ]


OPS = [
    EinsumV7Op,
]
__all__ = ["einsum_shape", "parse_equation", *(op.__name__ for op in OPS)]
