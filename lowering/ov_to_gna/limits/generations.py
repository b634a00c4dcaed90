"""The GNA generations' hardware limits as data (docs/gna.md, Hardware limits).

Numbers are the plugin's (`backend/gna_limitations.{hpp,cpp}`, `gna_convolution_layer.cpp`,
`am_intel_dnn.cpp`); the rules that read them are in the sibling modules. A `Target` is one
generation compiled at one precision: int16 (the plugin's default) or int8.
"""

from __future__ import annotations

from dataclasses import dataclass

Range = tuple[int, int]  # inclusive bounds

# -- limits every generation shares --------------------------------------------------------------

BUFFER_MAX_ELEMENTS = 65528  # kBufferMaxSize: one eltwise / convolution buffer
TRANSPOSE_MAX_SIZE = 65528  # kTransposeMaxSize: the larger dim of a 2-D transposition
TRANSPOSE_MAX_MIN_DIM = 8  # the smaller dim of a 2-D transposition
TRANSPOSE_DIM_MULTIPLE = 8  # the larger dim is a multiple of this
AFFINE_MAX_BATCH = 8  # kAffineMaxBatchSize: frames (columns) per affine call
BYTES_PER_MOVED_ELEMENT = 2  # kBytesPerSplitElement / CropElement / ConcatElement
CROP_MAX_AXES = 4  # ConvertStridedSliceToCrop: at most 4 cropped axes, data rank 2..5
CROP_RANKS = (2, 5)

# The legacy 1-D convolution component (GNA 1.0 - 3.0), `InitConvolutional1DComponent`.
CONV_1D_FILTERS: Range = (4, 65532)  # kConvMinFiltersNum, kConvMaxFiltersNum
CONV_1D_FILTERS_MULTIPLE = 4  # kConvFiltersNumDivider
CONV_1D_FILTER_MAX_SIZE = 768  # kConvFilterMaxSize: C_in * kernel coefficients of one filter
MAX_POOL_1D_WINDOW = 6  # kMaxPoolMaxWindowSize of the legacy path

PRECISIONS = ("i16", "i8")  # GNA's inference precisions; f32 models are quantised to one


@dataclass(frozen=True)
class KernelBound:
    """Validator_30's table row: up to `max_channels` input channels, kernels (and strides) up
    to `height` x `width`."""

    max_channels: int
    height: int
    width: int


@dataclass(frozen=True)
class Conv2DLimits:
    """A generation's 2-D convolution validator (`cnn2d::AbstractValidator`)."""

    input_height: Range
    input_width: Range
    input_channels: dict[str, Range]  # by precision
    channels_multiple: int
    filters: Range
    filters_multiple: int
    kernel_height: Range | None  # None: bounded by `kernel_by_channels` instead
    kernel_width: Range | None
    kernel_by_channels: dict[str, tuple[KernelBound, ...]]  # by precision; empty: no table
    stride_height: Range | None
    stride_width: Range | None
    padding: str  # "none" (must be zero) or "symmetric-below-kernel"
    pool_window: Range
    pool_square_only: bool
    # 1-D convolutions (H = 1, one input channel) through the 2-D interface; None: legacy path.
    conv_1d_kernel_width: dict[str, Range] | None = None
    conv_1d_input_width: Range | None = None
    conv_1d_filters: Range | None = None


@dataclass(frozen=True)
class Generation:
    """One GNA hardware generation."""

    version: str
    conv_2d: Conv2DLimits | None  # None: no native 2-D convolution (map to 1-D or decompose)
    memory_alignment: int  # bytes: split / crop / concat offsets alias only when aligned
    max_layers: int
    conv_weights_8bit: bool  # False: convolution weights are 16-bit whatever the precision


VALIDATOR_30 = Conv2DLimits(
    input_height=(16, 384),
    input_width=(16, 240),
    input_channels={"i16": (8, 384), "i8": (8, 384)},
    channels_multiple=8,
    filters=(8, 1024),
    filters_multiple=8,
    kernel_height=None,
    kernel_width=None,
    kernel_by_channels={
        "i8": (
            KernelBound(96, 7, 7),
            KernelBound(136, 7, 5),
            KernelBound(168, 7, 4),
            KernelBound(240, 7, 3),
            KernelBound(384, 7, 2),
        ),
        "i16": (
            KernelBound(48, 7, 7),
            KernelBound(64, 7, 5),
            KernelBound(80, 7, 4),
            KernelBound(120, 7, 3),
            KernelBound(384, 7, 1),
        ),
    },
    stride_height=None,
    stride_width=None,
    padding="none",
    pool_window=(1, 3),
    pool_square_only=True,
)

VALIDATOR_35 = Conv2DLimits(
    input_height=(1, 65535),
    input_width=(1, 65535),
    input_channels={"i16": (1, 1024), "i8": (1, 2048)},
    channels_multiple=1,
    filters=(1, 8192),
    filters_multiple=1,
    kernel_height=(1, 255),
    kernel_width=(1, 256),
    kernel_by_channels={},
    stride_height=(1, 255),
    stride_width=(1, 256),
    padding="symmetric-below-kernel",
    pool_window=(1, 255),
    pool_square_only=False,
    conv_1d_kernel_width={"i16": (1, 2048), "i8": (1, 4096)},
    conv_1d_input_width=(1, 65535),
    conv_1d_filters=(1, 8192),
)

GENERATIONS = {
    "2.0": Generation("2.0", None, memory_alignment=64, max_layers=4096, conv_weights_8bit=False),
    "3.0": Generation("3.0", VALIDATOR_30, memory_alignment=64, max_layers=8192, conv_weights_8bit=False),
    "3.5": Generation("3.5", VALIDATOR_35, memory_alignment=64, max_layers=8192, conv_weights_8bit=True),
}
DEFAULT_GENERATION = "3.5"  # the plugin's default compile target


class UnknownTargetError(ValueError):
    """A target or precision the limits do not know; the message lists the known ones."""


@dataclass(frozen=True)
class Target:
    """What a model is compiled for: a generation and the precision of its activations."""

    generation: Generation
    precision: str = "i16"

    @staticmethod
    def named(version: str, precision: str = "i16") -> Target:
        if version not in GENERATIONS:
            raise UnknownTargetError(f"GNA target {version!r} is not one of {', '.join(GENERATIONS)}")
        if precision not in PRECISIONS:
            raise UnknownTargetError(f"GNA precision {precision!r} is not one of {', '.join(PRECISIONS)}")
        return Target(GENERATIONS[version], precision)

    @property
    def version(self) -> str:
        return self.generation.version

    @property
    def precision_words(self) -> str:
        return {"i16": "int16", "i8": "int8"}[self.precision]

    @property
    def aligned_elements(self) -> int:
        """Elements per alignment unit for the 2-byte elements split / concat / crop move."""
        return self.generation.memory_alignment // BYTES_PER_MOVED_ELEMENT
