// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Quantization nodes the lowering refuses, each error naming the node.

// OpenVINO has no 2-bit signed integers.
func.func @int2(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<i2>) -> tensor<4xi2> {
  %y = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 25 : i64}> : (tensor<4xf32>, tensor<f32>, tensor<i2>) -> tensor<4xi2> loc("q1")
  func.return %y : tensor<4xi2>
}
// CHECK: node 'q1' (QuantizeLinear-25): OpenVINO has no element type int2

// -----

// An output_dtype no ONNX type has: the error names the code, not the scale's type.
func.func @unknown_output_dtype(%x: tensor<4xui8>, %s: tensor<f32>) -> tensor<4xf32> {
  %y = "onnx.DequantizeLinear"(%x, %s) <{version = 23 : i64, output_dtype = 99 : i64}> : (tensor<4xui8>, tensor<f32>) -> tensor<4xf32> loc("dq99")
  func.return %y : tensor<4xf32>
}
// CHECK-NEXT: node 'dq99' (DequantizeLinear-23): OpenVINO has no element type 99;

// -----

// A 2-D scale without block_size is neither per axis nor per block.
func.func @scale_rank(%x: tensor<4x6xui8>, %s: tensor<4x2xf32>) -> tensor<4x6xf32> {
  %y = "onnx.DequantizeLinear"(%x, %s) <{version = 19 : i64}> : (tensor<4x6xui8>, tensor<4x2xf32>) -> tensor<4x6xf32> loc("dq")
  func.return %y : tensor<4x6xf32>
}
// CHECK-NEXT: node 'dq' (DequantizeLinear-19): a per-axis scale or zero point must be 1-D, got tensor<4x2xf32>; give block_size for blocks
