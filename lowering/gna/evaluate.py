"""Run a lowered model on numpy inputs with the ops' reference kernels, op by op, seeing every
value: the model's pre-processing functions, `@main`, then its post-processing functions.
The scale propagation reads the calibration statistics from it, and the accuracy report the
values of each layer (float and integer modules alike: the gna kernels compute in integers
when the types are integers)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import SSAValue

from ovopt.dialects.evaluation import constant_of, fold
from ovopt.support.functions import edge_functions, main_function
from ovopt.support.locations import NAME_ATTR

Observer = Callable[[SSAValue, np.ndarray], None]


def run_function(function: FuncOp, arguments: list[np.ndarray], observe: Observer | None = None) -> list[np.ndarray]:
    values: dict[SSAValue, np.ndarray] = dict(zip(function.args, arguments))
    with np.errstate(all="ignore"):
        for op in function.body.block.ops:
            if isinstance(op, ReturnOp):
                return [values[v] for v in op.operands]
            constant = constant_of(op)
            results = (constant,) if constant is not None else fold(op, *(values[v] for v in op.operands))
            for result, array in zip(op.results, results):
                values[result] = array
                if observe is not None:
                    observe(result, array)
    raise ValueError(f"@{function.sym_name.data} has no return")


def names(function: FuncOp, results: bool = False) -> list[str]:
    """The model's names of a function's arguments (or results), by `ovopt.name`; `#index` for
    one without (every one of a hand-written .mlir function without attributes)."""
    attrs = function.res_attrs if results else function.arg_attrs
    count = len(function.function_type.outputs.data if results else function.args)
    found = []
    for index in range(count):
        name = attrs.data[index].data.get(NAME_ATTR) if attrs is not None else None
        found.append(name.data if isinstance(name, StringAttr) else f"#{index}")
    return found


def input_shapes(module: ModuleOp) -> dict[str, tuple[tuple[int, ...], np.dtype]]:
    """The model inputs as the user gives them: name -> (shape, dtype)."""
    from ovopt.support import elements

    main = main_function(module)
    pre = {edge.tensor: edge.function for edge in edge_functions(module) if edge.kind == "pre"}
    found = {}
    for name, arg in zip(names(main), main.args):
        arg_type = pre[name].args[0].type if name in pre else arg.type
        found[name] = (tuple(arg_type.get_shape()), elements.numpy_dtype(arg_type.get_element_type()))
    return found


def run_model(
    module: ModuleOp, feeds: Mapping[str, np.ndarray], observe: Observer | None = None
) -> dict[str, np.ndarray]:
    """The model's outputs by name for inputs by name, through pre, main and post functions."""
    main = main_function(module)
    edges = edge_functions(module)
    pre = {e.tensor: e.function for e in edges if e.kind == "pre"}
    post = {e.tensor: e.function for e in edges if e.kind == "post"}
    arguments = []
    for name in names(main):
        value = np.asarray(feeds[name])
        arguments.append(run_function(pre[name], [value])[0] if name in pre else value)
    outputs = run_function(main, arguments, observe)
    result = {}
    for name, value in zip(names(main, results=True), outputs):
        result[name] = run_function(post[name], [value])[0] if name in post else value
    return result


def random_feeds(module: ModuleOp, seed: int = 0) -> dict[str, np.ndarray]:
    """Standard-normal inputs (seeded), in the shapes the model takes."""
    rng = np.random.default_rng(seed)
    return {name: rng.standard_normal(shape).astype(dtype) for name, (shape, dtype) in input_shapes(module).items()}
