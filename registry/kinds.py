"""What the registry holds besides plain factories: transformations, named pipelines, and the
pattern sets that extensions add to an existing conversion pass."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xdsl.context import Context
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.passes import ModulePass
    from xdsl.pattern_rewriter import RewritePattern

# The phases of a pipeline, in order, as Model Optimizer has them: front (the framework's
# dialect), inference (into the ov dialect, with types inferred), middle (opset-level
# optimisation), layout, back (target preparation and clean-up before emission).
PHASES = ("front", "inference", "middle", "layout", "back")

# How a `--transformations-config` entry selects what a transformation rewrites.
MATCH_KINDS = ("scope", "points", "general")


@dataclass(frozen=True)
class Transformation:
    """A pass in the named pipelines, with Model Optimizer's scheduling knobs.

    `pass_factory` returns the pass class (imported only when the pass runs). `condition`
    decides on the module whether the pass runs at all; `force_clean_up` removes dead ops after
    it and `force_shape_inference` re-infers result types after it. A transformation with a
    `match_kind` runs only where a `--transformations-config` entry names its id.
    """

    id: str
    pass_factory: Callable[[], type[ModulePass]]
    phase: str
    pipelines: tuple[str, ...] = ("ov-default",)
    run_after: tuple[str, ...] = ()
    run_before: tuple[str, ...] = ()
    enabled: bool = True
    condition: Callable[[ModuleOp], bool] | None = None
    force_clean_up: bool = False
    force_shape_inference: bool = False
    match_kind: str | None = None
    description: str = ""

    def __post_init__(self) -> None:
        if self.phase not in PHASES:
            raise ValueError(f"transformation {self.id}: phase must be one of {', '.join(PHASES)}, not {self.phase!r}")
        if self.match_kind is not None and self.match_kind not in MATCH_KINDS:
            raise ValueError(f"transformation {self.id}: match_kind must be one of {', '.join(MATCH_KINDS)}")
        if isinstance(self.pipelines, str) or isinstance(self.run_after, str) or isinstance(self.run_before, str):
            raise ValueError(f"transformation {self.id}: pipelines, run_after and run_before are tuples of names")


@dataclass(frozen=True)
class NamedPipeline:
    """A name for the ordered transformations that list it in their `pipelines`.

    `includes` adds the members of other pipelines (`gna-default` includes `ov-default`), so a
    pipeline grows by registering transformations into it, never by editing a list. `excludes`
    leaves out members of the included ones that do not suit it (a fusion for OpenVINO's own
    plugins in a pipeline for another target); a pipeline that includes this one leaves them
    out too.
    """

    name: str
    description: str
    includes: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()


@dataclass(frozen=True)
class PatternSet:
    """A pattern family added to a pattern pass: `patterns(options)` builds its patterns for a
    run of the pass. Higher `priority` runs first; the built-in sets have priority 0, so an
    extension's set with priority 1 pre-empts them and one with -1 only takes what they leave."""

    patterns: Callable[[object], Sequence[RewritePattern]]
    priority: int = 0
    order: int = field(default=0, compare=False)


# A model input's shape as the user gives it (`--input`): None is a dynamic dimension.
InputShape = tuple[int | None, ...]


@dataclass(frozen=True)
class InputBatch:
    """`--batch`: the batch size of every model input, at the dimension `axes` gives for it by
    name (None: the model's only input) from its layout's N (None: it has no batch), else the
    first. A framework frontend sets it where it may (a dimension the layout names, or a first
    one the model leaves dynamic or 1), so its own shape inference sees it; ov-set-batch then
    sets it everywhere and refuses what cannot take it."""

    size: int
    axes: Mapping[str | None, int | None] = field(default_factory=dict)


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
    batch: InputBatch | None = None  # `--batch`, for the inputs `input_shapes` does not shape
    # Options of a frontend by name (`saved_model_signature`: which SavedModel signature to read).
    options: Mapping[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.path or "<stdin>"
