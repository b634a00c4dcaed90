"""Model Optimizer's `graph.clean_up()`: what a transformation with `force_clean_up` gets after
it runs — ops whose results nothing uses are removed and function signatures re-read."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.transforms.dead_code_elimination import dce

from ovopt.lowering.signature import sync_function_types


def clean_up(module: ModuleOp) -> None:
    dce(module)
    sync_function_types(module)
