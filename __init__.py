"""ovopt: an MLIR-style, multi-dialect model compiler on xDSL (ONNX and PyTorch in, OpenVINO IR out).

The Python API (api.py) is here: `ovopt.convert_model`, `ovopt.save_model`, `ovopt.import_module`,
`ovopt.lower`, `ovopt.ConversionError`; it is imported when first used, so `import ovopt` stays
cheap and imports no framework.
"""

__version__ = "0.1.0"

__all__ = ["ConversionError", "__version__", "convert_model", "import_module", "lower", "save_model"]


def __getattr__(name: str):
    if name in __all__:
        from ovopt import api

        return getattr(api, name)
    raise AttributeError(f"module 'ovopt' has no attribute {name!r}")
