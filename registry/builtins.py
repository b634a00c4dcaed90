"""What ovopt itself registers, through the same API an extension uses.

Everything here is a lazy factory: naming a pass or a dialect imports nothing until it is
used, so `ov-opt --help` stays fast. The modules that register many entries at once (the
ONNX importers, the reference kernels, the onnx -> ov patterns) are table providers, imported
the first time their table is read.
"""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import NamedPipeline, Transformation


def _lazy(module: str, name: str):
    """A factory that imports `module` and returns its attribute `name` when called."""

    def load():
        import importlib

        return getattr(importlib.import_module(module), name)

    load.__qualname__ = f"{module}.{name}"
    return load


registry.register_dialect(_lazy("ovopt.dialects.onnx", "ONNX"), name="onnx")
registry.register_dialect(_lazy("ovopt.dialects.ov", "OV"), name="ov")
registry.register_dialect(_lazy("ovopt.dialects.gna", "GNA"), name="gna")

registry.register_frontend(
    "onnx", _lazy("ovopt.frontends.onnx", "read_onnx"), description="an ONNX model (external data beside it)"
)
registry.register_frontend(
    "onnxtext", _lazy("ovopt.frontends.onnx", "read_onnx_text"), description="ONNX's textual syntax"
)
registry.register_frontend("mlir", _lazy("ovopt.frontends.mlir", "read_mlir"), description="textual IR (MLIR syntax)")

registry.register_target("mlir", _lazy("ovopt.targets.mlir", "MlirTarget"), description="textual IR (the default)")
registry.register_target(
    "ir", _lazy("ovopt.targets.ir", "IrTarget"), description="OpenVINO IR: -o OUT.xml, and OUT.bin beside it"
)
registry.register_target(
    "dot",
    _lazy("ovopt.targets.dot", "DotTarget"),
    description="a graphviz graph: ops labelled by kind and node name, edges by tensor shape",
)

registry.IMPORTERS.add_provider("ovopt.frontends.onnx.builtin_importers")
registry.PATTERNS.add_provider("ovopt.lowering.onnx_to_ov.patterns")
registry.PATTERNS.add_provider("ovopt.lowering.ov.simplify.patterns")

registry.register_pipeline(
    NamedPipeline("ov-default", "an imported model to the ov dialect, folded and clean, ready for -t ir")
)

for transformation in (
    Transformation(
        "convert-onnx-to-ov",
        _lazy("ovopt.lowering.onnx_to_ov.passes", "ConvertOnnxToOvPass"),
        "inference",
        description="lower every onnx op to the ov dialect; name each node that has no lowering",
    ),
    Transformation(
        "ov-fold-constants",
        _lazy("ovopt.lowering.ov.fold_constants", "FoldConstantsPass"),
        "middle",
        description="replace every ov op computable at compile time by its value",
    ),
    Transformation(
        "ov-simplify",
        _lazy("ovopt.lowering.ov.simplify", "SimplifyPass"),
        "middle",
        run_before=("ov-merge-duplicates",),  # merged values have more users, which stops fusions
        description="ovc's common optimisations: fusions, scales folded into weights, reshape chains collapsed",
    ),
    Transformation(
        "ov-merge-duplicates",
        _lazy("ovopt.lowering.ov.merge_duplicates", "MergeDuplicatesPass"),
        "middle",
        description="let ops that compute the same value from the same operands (constants compared by value) be one",
    ),
    Transformation(
        "ov-infer-shapes",
        _lazy("ovopt.lowering.ov.infer_shapes", "InferShapesPass"),
        "middle",
        pipelines=(),
        description="re-infer the result types of every op that infers them, and the function signatures",
    ),
    Transformation(
        "dce",
        _lazy("xdsl.transforms.dead_code_elimination", "DeadCodeElimination"),
        "back",
        description="remove ops whose results nothing uses",
    ),
):
    registry.register_transformation(transformation)

# -- GNA: the gna dialect's conversions and named pipelines -----------------------------------

# -- GNA preparation on the ov dialect: decompositions (lowering/ov_to_gna/prepare/) ----------

# -- GNA preparation on the ov dialect: MatMul and layout (lowering/ov_to_gna/prepare/) -------

# -- IR reader frontend -----------------------------------------------------------------------

# -- converter options (ovc's --input, --output, --compress-to-fp16, ...) ---------------------

# -- ONNX function-body expansion on the onnx dialect (lowering/onnx/) ------------------------

registry.register_transformation(
    Transformation(
        "onnx-expand-functions",
        _lazy("ovopt.lowering.onnx.passes", "ExpandFunctionsPass"),
        "front",
        description="replace each onnx op that has no direct lowering by the ops of its ONNX function body",
    )
)
