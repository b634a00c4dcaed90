"""TFLite models for the tests and the conformance tables: built with TensorFlow's converter, run
in the LiteRT interpreter and in OpenVINO, compared in output LSB where the output is quantized.

Quantization modes of the converter: `float`; `dynamic` (dynamic-range: int8 weights, float
activations); `float16` (float16 weights); `int8` (full integer with a representative dataset,
int8 inputs and outputs); `int8_float_io` (full integer inside, float at the edges).

Neither TensorFlow nor LiteRT is imported at the module's top.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

MODES = ("float", "dynamic", "float16", "int8", "int8_float_io")


def to_tflite(model, path: Path, mode: str = "float", samples: int = 8, seed: int = 0) -> Path:
    """`model` (a Keras model or a concrete function) as a .tflite file at `path`, quantized by
    `mode`; the representative dataset is normal noise of the input shapes."""
    import tensorflow as tf

    if isinstance(model, tf.keras.Model):  # traced, not exported: a third faster than from_keras_model
        specs = [tf.TensorSpec([d or 1 for d in i.shape], i.dtype) for i in model.inputs]
        traced = tf.function(lambda *xs: model(list(xs) if len(xs) > 1 else xs[0], training=False))
        converter = tf.lite.TFLiteConverter.from_concrete_functions([traced.get_concrete_function(*specs)])
        shapes = [tuple(spec.shape) for spec in specs]
    else:
        converter = tf.lite.TFLiteConverter.from_concrete_functions([model])
        shapes = [tuple(s.shape) for s in model.structured_input_signature[0]]
    if mode != "float":
        converter.optimizations = [tf.lite.Optimize.DEFAULT]
    if mode == "float16":
        converter.target_spec.supported_types = [tf.float16]
    if mode.startswith("int8"):
        rng = np.random.default_rng(seed)

        def dataset():
            for _ in range(samples):
                yield [rng.standard_normal([d or 1 for d in shape]).astype(np.float32) for shape in shapes]

        converter.representative_dataset = dataset
        converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS_INT8]
        if mode == "int8":
            converter.inference_input_type = tf.int8
            converter.inference_output_type = tf.int8
    path.write_bytes(converter.convert())
    return path


def interpreter(path: Path):
    from ai_edge_litert.interpreter import Interpreter

    lite = Interpreter(model_path=str(path))
    lite.allocate_tensors()
    return lite


def sample_inputs(path: Path, seed: int = 1) -> list[np.ndarray]:
    """Normal noise for each input; an int8 input gets the integers of that noise on its grid."""
    rng = np.random.default_rng(seed)
    inputs = []
    for detail in interpreter(path).get_input_details():
        x = rng.standard_normal(detail["shape"]).astype(np.float32)
        if detail["dtype"] != np.float32:
            scale, zero = detail["quantization"]
            info = np.iinfo(detail["dtype"])
            x = np.clip(np.round(x / scale + zero), info.min, info.max).astype(detail["dtype"])
        inputs.append(x)
    return inputs


def run_litert(path: Path, inputs: list[np.ndarray]) -> list[np.ndarray]:
    lite = interpreter(path)
    for detail, x in zip(lite.get_input_details(), inputs):
        lite.set_tensor(detail["index"], x)
    lite.invoke()
    return [lite.get_tensor(detail["index"]) for detail in lite.get_output_details()]


def output_scales(path: Path) -> list[float | None]:
    """The scale of each output that is quantized (its LSB), None for a float output."""
    return [d["quantization"][0] or None for d in interpreter(path).get_output_details()]


def run_openvino_model(model, inputs: list[np.ndarray]) -> list[np.ndarray]:
    import openvino

    core = openvino.Core()
    if isinstance(model, (str, Path)):
        model = core.read_model(str(model))
    compiled = core.compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    results = compiled.create_infer_request().infer(list(inputs))
    return [np.asarray(results[port]) for port in compiled.outputs]


def transposes(model) -> int:
    """The Transpose ops of an OpenVINO model (or of the IR at a path)."""
    import openvino

    if isinstance(model, (str, Path)):
        model = openvino.Core().read_model(str(model))
    return sum(op.get_type_name() == "Transpose" for op in model.get_ops())


def difference(outputs: list[np.ndarray], expected: list[np.ndarray], scales: list[float | None]) -> float:
    worst = 0.0
    for got, want, scale in zip(outputs, expected, scales, strict=True):
        assert got.shape == want.shape, (got.shape, want.shape)
        delta = np.abs(got.astype(np.float64) - want.astype(np.float64))
        if scale is not None and np.issubdtype(want.dtype, np.floating):
            delta = delta / scale
        worst = max(worst, float(delta.max()) if delta.size else 0.0)
    return worst


def calibrated(model, seed: int = 0, passes: int = 4):
    """`model` with each BatchNormalization's moving statistics set to those of its input on
    normal noise: a deep network of random weights otherwise lets its activations vanish
    (MobileNetV2's logits come out near 1e-10), and an int8 model of it compares nothing but
    rounding noise. All layers at once, a few passes: each pass fixes the scale the layers
    before a normalization gave it."""
    import tensorflow as tf

    batch = np.random.default_rng(seed).standard_normal((4, *model.input.shape[1:])).astype(np.float32)
    norms = [layer for layer in model.layers if isinstance(layer, tf.keras.layers.BatchNormalization)]
    probe = tf.keras.Model(model.input, [layer.input for layer in norms])
    for _ in range(passes):
        for layer, values in zip(norms, probe(batch)):
            values = values.numpy()
            axes = tuple(range(values.ndim - 1))
            layer.moving_mean.assign(values.mean(axis=axes))
            layer.moving_variance.assign(values.var(axis=axes) + 1e-3)
    return model
