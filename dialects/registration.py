"""The built-in dialects and their reference kernels, registered as lazy factories: a dialect
module is imported when the dialect is first used, a family of kernels when a kernel of its
dialect is first looked up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ovopt import registry

if TYPE_CHECKING:
    from xdsl.ir import Dialect


def _onnx() -> Dialect:
    from ovopt.dialects.onnx import ONNX

    return ONNX


def _ov() -> Dialect:
    from ovopt.dialects.ov import OV

    return OV


def _torch() -> Dialect:
    from ovopt.dialects.torch import TORCH

    return TORCH


def _tf() -> Dialect:
    from ovopt.dialects.tf import TF

    return TF


def _tflite() -> Dialect:
    from ovopt.dialects.tflite import TFLITE

    return TFLITE


def _gna() -> Dialect:
    from ovopt.dialects.gna import GNA

    return GNA


def _ov_kernels() -> None:
    import ovopt.dialects.ov_reference  # noqa: F401  (each kernel registers as its module loads: `@kernel`)


def _gna_kernels() -> None:
    import ovopt.dialects.gna_reference  # noqa: F401  (likewise)


def register() -> None:
    registry.register_dialect(_onnx, name="onnx")
    registry.register_dialect(_ov, name="ov")
    registry.register_dialect(_torch, name="torch")
    registry.register_dialect(_tf, name="tf")
    registry.register_dialect(_tflite, name="tflite")
    registry.register_dialect(_gna, name="gna")
    registry.KERNELS.add_provider(_ov_kernels)
    registry.KERNELS.add_provider(_gna_kernels, prefix="gna.")
