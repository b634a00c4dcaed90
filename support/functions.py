"""The functions of a module and what each is: the model (`@main`), or a small CPU function that
prepares one model input or finishes one model output.

The GNA lowering cuts the transposes and gathers GNA cannot run at the model's edges into such
functions (`gna-split-pre-post`); the IR target writes each beside the main model, and
`gna-compose-pre-post` puts them back. Markers are function attributes:

- `ovopt.main` (unit) on the model's function, when the module holds others beside it;
- `ovopt.pre_processing_of = "x"` on the function that takes model input `x` as the user gives it
  and returns what `@main` takes as `x`;
- `ovopt.post_processing_of = "y"` on the function that takes what `@main` returns as `y` and
  returns model output `y`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.utils.exceptions import DiagnosticException

MAIN_ATTR = "ovopt.main"
PRE_PROCESSING_ATTR = "ovopt.pre_processing_of"
POST_PROCESSING_ATTR = "ovopt.post_processing_of"


class FunctionsError(DiagnosticException, ValueError):
    """The module's functions do not say which one is the model: a user error (one line), as
    every pass that needs the model's function raises it."""


@dataclass(frozen=True)
class EdgeFunction:
    """A pre- or post-processing function: `kind` is "pre" or "post", `tensor` the model input or
    output it serves."""

    kind: str
    tensor: str
    function: FuncOp


def main_function(module: ModuleOp) -> FuncOp:
    """The model: the function marked `ovopt.main`, else `@main`, else the only function."""
    functions = [op for op in module.ops if isinstance(op, FuncOp)]
    for rule in (
        lambda f: MAIN_ATTR in f.attributes,
        lambda f: f.sym_name.data == "main",
        lambda f: len(functions) == 1,
    ):
        found = [f for f in functions if rule(f)]
        if len(found) == 1:
            return found[0]
    raise FunctionsError("the module must hold one function, @main, the model")


def edge_functions(module: ModuleOp) -> list[EdgeFunction]:
    """The pre- and post-processing functions, in module order."""
    found = []
    for op in module.ops:
        if not isinstance(op, FuncOp):
            continue
        for kind, attr in (("pre", PRE_PROCESSING_ATTR), ("post", POST_PROCESSING_ATTR)):
            tensor = op.attributes.get(attr)
            if isinstance(tensor, StringAttr):
                found.append(EdgeFunction(kind, tensor.data, op))
    return found
