"""What ovopt itself registers, through the same API an extension uses: each layer's
`registration.register()`. Those register lazy factories (a function per entry that imports
it), so naming a pass or a dialect imports nothing until it is used and `ov-opt --help` stays
fast; the modules that register many entries at once (the ONNX importers, the reference
kernels, a pass's pattern families) are table providers, called the first time their entries
are read."""

from __future__ import annotations


def register() -> None:
    from ovopt.dialects import registration as dialects
    from ovopt.frontends import registration as frontends
    from ovopt.lowering.gna import registration as gna
    from ovopt.lowering.gna_to_ov import registration as gna_to_ov
    from ovopt.lowering.onnx import registration as onnx
    from ovopt.lowering.onnx_to_ov import registration as onnx_to_ov
    from ovopt.lowering.ov import registration as ov
    from ovopt.lowering.ov_to_gna import registration as ov_to_gna
    from ovopt.lowering.tf_to_ov import registration as tf_to_ov
    from ovopt.lowering.tflite_to_ov import registration as tflite_to_ov
    from ovopt.lowering.torch_to_ov import registration as torch_to_ov
    from ovopt.targets import registration as targets

    for layer in (
        dialects,
        frontends,
        onnx,
        onnx_to_ov,
        torch_to_ov,
        tf_to_ov,
        tflite_to_ov,
        ov,
        ov_to_gna,
        gna,
        gna_to_ov,
        targets,
    ):
        layer.register()
