"""Readers that build a module in a frontend dialect from a model file.

A frontend is a function `read(source: Source) -> ModuleOp`, registered for a file extension
with `ovopt.registry.register_frontend`; the built-ins are `.onnx`, `.onnxtext` and `.mlir`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context


@dataclass(frozen=True)
class Source:
    """What a frontend reads: the bytes, where they came from, and the context to build in."""

    ctx: Context
    data: bytes
    path: str | None  # None: standard input
    implicit_module: bool = True  # MLIR text only: wrap top-level ops in a module

    @property
    def name(self) -> str:
        return self.path or "<stdin>"
