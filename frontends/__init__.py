"""Readers that build a module in a frontend dialect from a model file.

A frontend is a function `read(source: Source) -> ModuleOp`, registered for a file extension
with `ovopt.registry.register_frontend`; the built-ins are `.onnx`, `.onnxtext` and `.mlir`.
"""

from __future__ import annotations

from ovopt.registry.kinds import InputBatch, InputShape, Source

__all__ = ["InputBatch", "InputShape", "Source"]
