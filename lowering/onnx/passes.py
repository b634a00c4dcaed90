"""The passes on the onnx dialect."""

from __future__ import annotations

from ovopt.lowering.onnx.expand_functions import ExpandFunctionsPass

__all__ = ["ExpandFunctionsPass"]
