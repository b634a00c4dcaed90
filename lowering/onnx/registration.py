"""The passes on the onnx dialect, `onnx-resolve-sequences` and `onnx-expand-functions`, and the
pattern families of the first: the sequence operators, and SequenceMap's body copied per element."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import Transformation


def _resolve_sequences() -> type:
    from ovopt.lowering.onnx.resolve_sequences import ResolveSequencesPass

    return ResolveSequencesPass


def _expand_functions() -> type:
    from ovopt.lowering.onnx.expand_functions import ExpandFunctionsPass

    return ExpandFunctionsPass


def register() -> None:
    registry.register_transformation(
        Transformation(
            "onnx-expand-functions",
            _expand_functions,
            "front",
            description="replace each onnx op that has no direct lowering by the ops of its ONNX function body",
        )
    )
    registry.register_transformation(
        Transformation(
            "onnx-resolve-sequences",
            _resolve_sequences,
            "front",
            run_before=("onnx-expand-functions",),
            description="rewrite ONNX sequences of a length known at compile time into tensor ops; refuse the others",
        )
    )
    registry.PATTERNS.add_provider(register_patterns, prefix=("onnx-resolve-sequences",))


def register_patterns() -> None:
    from ovopt.lowering.onnx import sequence_map, sequences

    for family in (sequences, sequence_map):
        registry.register_patterns("onnx-resolve-sequences", family.patterns, name=family.__name__.rsplit(".", 1)[1])
