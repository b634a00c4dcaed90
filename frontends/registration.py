"""The built-in frontends (input formats) and the ONNX importers, registered as lazy factories."""

from __future__ import annotations

from collections.abc import Callable

from ovopt import registry


def _onnx() -> Callable:
    from ovopt.frontends.onnx import read_onnx

    return read_onnx


def _onnx_text() -> Callable:
    from ovopt.frontends.onnx import read_onnx_text

    return read_onnx_text


def _mlir() -> Callable:
    from ovopt.frontends.mlir import read_mlir

    return read_mlir


def _ir() -> Callable:
    from ovopt.frontends.ir import read_ir

    return read_ir


def _pt2() -> Callable:
    from ovopt.frontends.torch import read_pt2

    return read_pt2


def _saved_model() -> Callable:
    from ovopt.frontends.tf import read_saved_model

    return read_saved_model


def _graph_def() -> Callable:
    from ovopt.frontends.tf import read_graph_def

    return read_graph_def


def _graph_def_text() -> Callable:
    from ovopt.frontends.tf import read_graph_def_text

    return read_graph_def_text


def _tflite() -> Callable:
    from ovopt.frontends.tflite import read_tflite

    return read_tflite


def _onnx_importers() -> None:
    from ovopt.frontends.onnx.builtin_importers import register

    register()


def register() -> None:
    registry.register_frontend("onnx", _onnx, description="an ONNX model (external data beside it)")
    registry.register_frontend("onnxtext", _onnx_text, description="ONNX's textual syntax")
    registry.register_frontend("mlir", _mlir, description="textual IR (MLIR syntax)")
    registry.register_frontend("xml", _ir, description="OpenVINO IR v10/v11 (the .bin beside it)")
    registry.register_frontend("pt2", _pt2, description="a PyTorch program torch.export.save wrote (needs torch)")
    registry.register_frontend("savedmodel", _saved_model, description="a TensorFlow SavedModel folder")
    registry.register_frontend("pb", _graph_def, description="a frozen TensorFlow GraphDef")
    registry.register_frontend("pbtxt", _graph_def_text, description="a TensorFlow GraphDef in text format")
    registry.register_frontend("tflite", _tflite, description="a TFLite flatbuffer (float or quantized)")
    registry.IMPORTERS.add_provider(_onnx_importers)
