"""The built-in targets (`-t`), registered as lazy factories."""

from __future__ import annotations

from ovopt import registry


def _mlir() -> type:
    from ovopt.targets.mlir import MlirTarget

    return MlirTarget


def _ir() -> type:
    from ovopt.targets.ir import IrTarget

    return IrTarget


def _dot() -> type:
    from ovopt.targets.dot import DotTarget

    return DotTarget


def register() -> None:
    registry.register_target("mlir", _mlir, description="textual IR (the default)")
    registry.register_target("ir", _ir, description="OpenVINO IR: -o OUT.xml, and OUT.bin beside it")
    registry.register_target(
        "dot", _dot, description="a graphviz graph: ops labelled by kind and node name, edges by tensor shape"
    )
