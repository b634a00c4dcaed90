"""The PyTorch models that test/torch/test_torch_models.py and benchmarks/torch_conformance.py
convert, with random weights: torchvision's classification models (`weights=None`), a few of its
segmentation models, and transformers models built from small configs, plus the larger ones of
the speed and memory table (a 12-layer BERT-base, a tiny Llama). Each is a `Case` whose `build()`
gives the module in eval mode and its example input, seeded, so that every process builds the
same weights and inputs.

Also what both need around a conversion: `torchvision()` (importable beside the CPU torch),
`missing_lowerings` (every op of a program ovopt has no lowering for, where the conversion's
error names the first five) and `compare` (outputs within f32 tolerances, normalised by the
output's scale). The module imports neither torch nor ovopt at its top.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

SEED = 0
IMAGE = (1, 3, 224, 224)

# torchvision models whose forward needs its C++ ops (nms, roi_align): the PyPI wheel beside
# the CPU torch cannot load them.
DETECTION = (
    "fasterrcnn_mobilenet_v3_large_fpn",
    "retinanet_resnet50_fpn",
    "ssdlite320_mobilenet_v3_large",
    "maskrcnn_resnet50_fpn",
)
SEGMENTATION = ("fcn_resnet50", "deeplabv3_mobilenet_v3_large", "lraspp_mobilenet_v3_large")
NO_CPP_OPS = "needs torchvision's C++ ops (nms, roi_align), which this build of torch cannot load"


@dataclass
class Built:
    """A module in eval mode, its example input, and for a dynamic export the dynamic shapes and
    other inputs (other sizes) to run the converted model on."""

    module: Any
    args: tuple
    dynamic_shapes: Any = None
    others: tuple[tuple, ...] = ()


@dataclass(frozen=True)
class Case:
    """A model: `name`, what it is (`family`), and how to build it seeded."""

    name: str
    family: str
    make: Callable[[], Built] = field(repr=False)

    def build(self) -> Built:
        import torch

        torch.manual_seed(SEED)
        built = self.make()
        built.module.eval()
        return built


# -- torchvision ---------------------------------------------------------------------------------

_LIBRARIES: list = []


def torchvision():
    """torchvision, importable beside the CPU build of torch: its C++ ops are loaded when they
    load, else the two schemas its import registers fake kernels for are defined first."""
    if "torchvision" not in sys.modules:
        import importlib.util

        import torch

        spec = importlib.util.find_spec("torchvision")
        if spec is None:
            raise ImportError("torchvision is not installed")
        try:
            torch.ops.load_library(str(Path(spec.origin).with_name("_C.so")))
        except (OSError, RuntimeError):  # a build for another torch: its ops are not there
            library = torch.library.Library("torchvision", "DEF")
            library.define("nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
            library.define("qnms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
            _LIBRARIES.append(library)  # a library undefines its schemas when it goes
    import torchvision as module

    return module


def torchvision_cpp_ops() -> bool:
    """Whether torchvision's C++ ops (roi_align, ...) are there: the detection models need them."""
    import torch

    torchvision()
    try:
        torch.ops.torchvision.roi_align.default  # noqa: B018  (raises when the op is not there)
    except (AttributeError, RuntimeError):
        return False
    return True


def classification(name: str) -> Case:
    def make() -> Built:
        import torch

        module = torchvision().models.get_model(name, weights=None)
        return Built(module, (torch.randn(IMAGE),))

    return Case(name, "torchvision", make)


def wrapped(module, call):
    """`module` as a module of one input `x` that returns `call(module, x)`: tensors, as torch.export
    takes them, where the model returns a dict or wants keyword arguments."""
    import torch

    class Wrapped(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = module

        def forward(self, x):
            return call(self.model, x)

    return Wrapped()


def dict_out(module):
    """`module` returning the `out` of its dict (a segmentation model's)."""
    return wrapped(module, lambda model, x: _out(model(x)))


def _out(result):
    return result["out"] if isinstance(result, dict) else result


def dict_model(name: str, kind: str) -> Case:
    """A torchvision model of `kind` whose forward returns a dict: its `out`."""

    def make() -> Built:
        import torch

        module = torchvision().models.get_model(name, weights=None, weights_backbone=None)
        return Built(dict_out(module), (torch.randn(IMAGE),))

    return Case(name, kind, make)


def segmentation(name: str) -> Case:
    return dict_model(name, "segmentation")


def detection(name: str) -> Case:
    return dict_model(name, "detection")


def classification_names() -> list[str]:
    tv = torchvision()
    return tv.models.list_models(module=tv.models)


# -- transformers --------------------------------------------------------------------------------

SMALL = {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128}
VOCAB = 1000
SEQUENCE = 16


def transformers():
    torchvision()  # transformers imports torchvision when it is installed
    import transformers as module

    module.logging.set_verbosity_error()
    return module


def tensors_of(module):
    """`module` called with `return_dict=False`: a tuple of tensors."""
    return wrapped(module, lambda model, x: model(x, return_dict=False))


def token_ids(length: int = SEQUENCE):
    import torch

    return torch.randint(0, VOCAB, (1, length))


def sequence_dynamic(length: int) -> tuple[Any, tuple[tuple, ...]]:
    """Dynamic shapes with a dynamic sequence length, and a second input of another length."""
    import torch

    dim = torch.export.Dim("sequence", min=2, max=64)
    return ({1: dim},), ((token_ids(length),),)


def bert(dynamic: bool = False) -> Built:
    t = transformers()
    config = t.BertConfig(vocab_size=VOCAB, max_position_embeddings=128, **SMALL)
    built = Built(tensors_of(t.BertModel(config, add_pooling_layer=True)), (token_ids(),))
    if dynamic:
        built.dynamic_shapes, built.others = sequence_dynamic(SEQUENCE + 9)
    return built


def gpt2(dynamic: bool = False) -> Built:
    t = transformers()
    config = t.GPT2Config(
        vocab_size=VOCAB, n_positions=128, n_embd=64, n_layer=2, n_head=4, use_cache=False, bos_token_id=0
    )
    config.eos_token_id = 0
    built = Built(tensors_of(t.GPT2Model(config)), (token_ids(),))
    if dynamic:
        built.dynamic_shapes, built.others = sequence_dynamic(SEQUENCE + 9)
    return built


def llama() -> Built:
    t = transformers()
    config = t.LlamaConfig(vocab_size=VOCAB, num_key_value_heads=2, max_position_embeddings=128, **SMALL)
    config.use_cache = False
    return Built(tensors_of(t.LlamaModel(config)), (token_ids(),))


def vit() -> Built:
    import torch

    t = transformers()
    config = t.ViTConfig(image_size=32, patch_size=8, **SMALL)
    return Built(tensors_of(t.ViTModel(config)), (torch.randn(1, 3, 32, 32),))


def whisper_encoder() -> Built:
    import torch

    t = transformers()
    config = t.WhisperConfig(
        d_model=64,
        encoder_layers=2,
        decoder_layers=2,
        encoder_attention_heads=4,
        decoder_attention_heads=4,
        encoder_ffn_dim=128,
        decoder_ffn_dim=128,
        num_mel_bins=16,
        max_source_positions=32,  # the encoder takes 2 * 32 frames
        vocab_size=VOCAB,
    )
    from transformers.models.whisper.modeling_whisper import WhisperEncoder

    return Built(tensors_of(WhisperEncoder(config)), (torch.randn(1, 16, 64),))


def t5_encoder() -> Built:
    t = transformers()
    config = t.T5Config(vocab_size=VOCAB, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_heads=4)
    return Built(tensors_of(t.T5EncoderModel(config)), (token_ids(),))


def bert_base() -> Built:
    """BERT-base's size: 12 layers, hidden 768, 12 heads, vocabulary 30522 (110M parameters)."""
    t = transformers()
    return Built(tensors_of(t.BertModel(t.BertConfig())), (token_ids(128),))


def llama_tiny() -> Built:
    """A tiny Llama causal LM: 8 layers, hidden 512, 8 heads (4 key-value heads), vocabulary
    32000 (58M parameters), the logits out."""
    t = transformers()
    config = t.LlamaConfig(
        vocab_size=32000,
        hidden_size=512,
        intermediate_size=1376,
        num_hidden_layers=8,
        num_attention_heads=8,
        num_key_value_heads=4,
        max_position_embeddings=512,
        use_cache=False,
    )
    return Built(tensors_of(t.LlamaForCausalLM(config)), (token_ids(128),))


TRANSFORMERS = {
    "bert": bert,
    "gpt2": gpt2,
    "llama": llama,
    "vit": vit,
    "whisper_encoder": whisper_encoder,
    "t5_encoder": t5_encoder,
}
LARGE_TRANSFORMERS = {"bert_base_12l": bert_base, "llama_tiny": llama_tiny}


def transformers_case(name: str, dynamic: bool = False) -> Case:
    make = {**TRANSFORMERS, **LARGE_TRANSFORMERS}[name]
    if dynamic:
        return Case(f"{name}_dynamic", "transformers", lambda: make(dynamic=True))
    return Case(name, "transformers", make)


# -- around a conversion -------------------------------------------------------------------------


def missing_lowerings(program) -> tuple[str, list[str]]:
    """(the conversion's error, every ATen op it left without a lowering), for a program ovopt
    does not convert; ("", []) when it converts."""
    import ovopt
    from ovopt.support.locations import node_name, op_kind

    module = ovopt.import_module(program)
    try:
        ovopt.lower(module, "ov-default")
    except ovopt.ConversionError as error:
        left = {op_kind(op) for op in module.walk() if op.dialect_name() == "torch" and node_name(op)}
        return str(error), sorted(left)
    return "", []


def numpy_of(value) -> np.ndarray:
    import torch

    if isinstance(value, torch.Tensor):
        return value.detach().contiguous().numpy()
    return np.asarray(value)


def flat_tensors(value) -> list:
    """The tensors of a (nested) output, in order."""
    import torch
    import torch.utils._pytree as pytree

    return [leaf for leaf in pytree.tree_leaves(value) if isinstance(leaf, torch.Tensor)]


def eager(module, args: tuple) -> list[np.ndarray]:
    import torch

    with torch.no_grad():
        return [numpy_of(t) for t in flat_tensors(module(*args))]


def run_openvino(model, args: tuple) -> list[np.ndarray]:
    """The outputs of an openvino.Model (or IR path) on `args`, computed in f32 on the CPU."""
    import openvino

    compiled = openvino.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    result = compiled([numpy_of(a) for a in args])
    return [result[output] for output in compiled.outputs]


RTOL, ATOL = 1e-3, 1e-4


def compare(actual: list[np.ndarray], expected: list[np.ndarray], rtol: float = RTOL, atol: float = ATOL) -> str:
    """ "" when `actual` matches `expected`, else what differs: the same count, shapes and kinds
    of element; integers and booleans equal; floats within `atol` times the output's scale (its
    largest magnitude, at least 1: deep networks with random weights scale freely) plus `rtol`
    times the element, NaNs and infinities where eager torch has them."""
    if len(actual) != len(expected):
        return f"{len(actual)} outputs, eager torch has {len(expected)}"
    for i, (a, e) in enumerate(zip(actual, expected)):
        if a.shape != e.shape:
            return f"output {i}: shape {list(a.shape)}, eager torch's {list(e.shape)}"
        if e.dtype.kind in "biu" or a.dtype.kind in "biu":
            if e.dtype.kind != a.dtype.kind and {e.dtype.kind, a.dtype.kind} != {"i", "u"}:
                return f"output {i}: {a.dtype}, eager torch's {e.dtype}"
            if not np.array_equal(a, e):
                return f"output {i}: {np.count_nonzero(a != e)} of {e.size} elements differ"
            continue
        excess = excess_error(a, e, rtol, atol)
        if excess > 1:
            return f"output {i}: error {max_error(a, e):.3g} ({excess:.3g} times the tolerance)"
    return ""


def scale(e: np.ndarray) -> float:
    """The largest finite magnitude of `e`, at least 1."""
    finite = np.abs(e[np.isfinite(e)]).astype(np.float64)
    return max(1.0, float(finite.max())) if finite.size else 1.0


def excess_error(a: np.ndarray, e: np.ndarray, rtol: float = RTOL, atol: float = ATOL) -> float:
    """The largest difference as a multiple of its tolerance (`atol * scale(e) + rtol * |e|`):
    at most 1 passes; inf where NaNs or infinities do not match."""
    a, e = a.astype(np.float64), e.astype(np.float64)
    if a.size == 0:
        return 0.0
    same = (a == e) | (np.isnan(a) & np.isnan(e))
    if not np.all(same | (np.isfinite(a) & np.isfinite(e))):
        return float("inf")
    bound = atol * scale(e) + rtol * np.abs(e)
    return float(np.where(same, 0.0, np.abs(a - e) / bound).max())


def max_error(a: np.ndarray, e: np.ndarray) -> float:
    """The largest absolute difference (inf where NaNs or infinities do not match)."""
    a, e = a.astype(np.float64), e.astype(np.float64)
    if a.size == 0:
        return 0.0
    same = (a == e) | (np.isnan(a) & np.isnan(e))
    if not np.all(same | (np.isfinite(a) & np.isfinite(e))):
        return float("inf")
    return float(np.where(same, 0.0, np.abs(a - e)).max())


def relative_error(actual: list[np.ndarray], expected: list[np.ndarray]) -> float:
    """The largest difference over the float outputs, each divided by its output's scale."""
    pairs = [(a, e) for a, e in zip(actual, expected) if e.dtype.kind == "f" and a.shape == e.shape]
    errors = [max_error(a, e) / scale(e) for a, e in pairs]
    return max(errors, default=0.0)
