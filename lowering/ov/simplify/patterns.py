"""The built-in ov-simplify families, contributed through the registry as an extension
contributes its own fusions. Each module's `patterns()` returns its RewritePatterns."""

from __future__ import annotations

import importlib

from ovopt import registry

FAMILIES = (
    "batch_norm",
    "linear_sequences",
    "weights",
    "bias",
    "reshapes",
    "transposes",
    "shuffle_channels",
    "activations",
    "mvn",
    "reductions",
)

for family in FAMILIES:
    module = importlib.import_module(f"{__package__}.{family}")
    registry.register_patterns("ov-simplify", module.patterns, name=f"ovopt.simplify.{family}")
