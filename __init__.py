"""ovopt: an MLIR-style, multi-dialect model compiler on xDSL (ONNX in, OpenVINO IR out)."""

__version__ = "0.1.0"
