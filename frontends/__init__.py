"""Readers that build a module in a frontend dialect from a model file.

A frontend is a function `read(source: Source) -> ModuleOp`, registered for a file extension
with `ovopt.registry.register_frontend`; the built-ins are `.onnx`, `.onnxtext` and `.mlir`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from xdsl.context import Context

# A model input's shape as the user gives it (`--input`): None is a dynamic dimension.
InputShape = tuple[int | None, ...]


@dataclass(frozen=True)
class Source:
    """What a frontend reads: the bytes, where they came from, and the context to build in."""

    ctx: Context
    data: bytes | memoryview  # a file is mapped, not read (`mapped_files.read_stream`)
    path: str | None  # None: standard input
    implicit_module: bool = True  # MLIR text only: wrap top-level ops in a module
    # `--input` shapes by input name (None: the model's only input). A framework frontend
    # imports with them, so its own shape inference sees them (a frozen Reshape would not).
    input_shapes: Mapping[str | None, InputShape] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.path or "<stdin>"
