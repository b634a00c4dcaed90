"""The passes on the onnx dialect."""

from __future__ import annotations

from ovopt.lowering.onnx.expand_functions import ExpandFunctionsPass
from ovopt.lowering.onnx.resolve_sequences import ResolveSequencesPass

__all__ = ["ExpandFunctionsPass", "ResolveSequencesPass"]
