"""How a frontend's conversion to the ov dialect is registered: its pass, which `ov-default` runs
when the module holds the frontend's ops, and its pattern families, one module each, named after
the module. The built-in conversions are registered this way, through the registry an
extension uses. (Here, beside the registry, so that registering them imports no lowering.)"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from ovopt import registry
from ovopt.registry.kinds import Transformation

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp


def register_conversion(
    name: str,
    pass_factory: Callable[[], type],
    dialect: str,
    families: Callable[[], Iterable[ModuleType]],
    *,
    always: bool = False,
) -> None:
    """Register the pass `name` that lowers `dialect`'s ops, run only on a module that holds some
    (unless `always`), and `families()` as its patterns, imported when the pass first runs."""
    registry.register_transformation(
        Transformation(
            name,
            pass_factory,
            "inference",
            condition=None if always else holds_ops_of(dialect),
            description=f"lower every {dialect} op to the ov dialect; name each node that has no lowering",
        )
    )
    registry.PATTERNS.add_provider(lambda: register_families(name, families()), prefix=(name,))


def register_families(name: str, families: Iterable[ModuleType]) -> None:
    """Each family module's `patterns(options)` for the pass `name`, under the module's name."""
    for family in families:
        registry.register_patterns(name, family.patterns, name=family.__name__.rsplit(".", 1)[1])


def holds_ops_of(dialect: str) -> HoldsOpsOf:
    """Whether a module holds ops of `dialect` (its conversion has work to do)."""
    return HoldsOpsOf(dialect)


@dataclass(frozen=True)
class HoldsOpsOf:
    """The condition of a frontend's conversion: the module holds ops of `dialect`. The pipeline
    answers such conditions that follow one another (tf, tflite, torch on an ONNX model) from one
    census of the module's dialects (`dialects_in`) rather than a walk each."""

    dialect: str

    def __call__(self, module: ModuleOp) -> bool:
        return self.dialect in dialects_in(module)


def dialects_in(module: ModuleOp) -> set[str]:
    """The dialects of the ops `module` holds (its own too)."""
    from ovopt.support.walking import walk_ops

    return {op.dialect_name() for op in walk_ops(module)}
