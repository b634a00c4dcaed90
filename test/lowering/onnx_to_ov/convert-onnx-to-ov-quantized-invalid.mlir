// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Quantized nodes the lowering refuses, each error naming the node and the input at fault.

// A 2-D weight zero point is neither per tensor nor per output channel.
func.func @w_zero_point_2d(%x: tensor<1x3x4x4xui8>, %xs: tensor<f32>, %xz: tensor<ui8>, %w: tensor<2x3x1x1xi8>, %ws: tensor<f32>, %wz: tensor<2x1xi8>, %ys: tensor<f32>, %yz: tensor<ui8>) -> tensor<1x2x4x4xui8> {
  %y = "onnx.QLinearConv"(%x, %xs, %xz, %w, %ws, %wz, %ys, %yz) <{version = 10 : i64}> : (tensor<1x3x4x4xui8>, tensor<f32>, tensor<ui8>, tensor<2x3x1x1xi8>, tensor<f32>, tensor<2x1xi8>, tensor<f32>, tensor<ui8>) -> tensor<1x2x4x4xui8> loc("qconv")
  func.return %y : tensor<1x2x4x4xui8>
}
// CHECK: node 'qconv' (QLinearConv-10): w_zero_point must be a scalar or 1-D (per output channel), got tensor<2x1xi8>

// -----

// QLinearConv's input scale is per tensor only.
func.func @x_scale_per_channel(%x: tensor<1x3x4x4xui8>, %xs: tensor<3xf32>, %xz: tensor<ui8>, %w: tensor<2x3x1x1xi8>, %ws: tensor<f32>, %wz: tensor<i8>, %ys: tensor<f32>, %yz: tensor<ui8>) -> tensor<1x2x4x4xui8> {
  %y = "onnx.QLinearConv"(%x, %xs, %xz, %w, %ws, %wz, %ys, %yz) <{version = 10 : i64}> : (tensor<1x3x4x4xui8>, tensor<3xf32>, tensor<ui8>, tensor<2x3x1x1xi8>, tensor<f32>, tensor<i8>, tensor<f32>, tensor<ui8>) -> tensor<1x2x4x4xui8> loc("qconv2")
  func.return %y : tensor<1x2x4x4xui8>
}
// CHECK-NEXT: node 'qconv2' (QLinearConv-10): x_scale must be a scalar (per tensor), got tensor<3xf32>

// -----

// A zero point of unknown rank could be per tensor or per row: the lowering cannot tell.
func.func @zero_point_unranked(%a: tensor<4x3xui8>, %b: tensor<3x5xui8>, %az: tensor<*xui8>) -> tensor<4x5xi32> {
  %y = "onnx.MatMulInteger"(%a, %b, %az) <{version = 10 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<4x3xui8>, tensor<3x5xui8>, tensor<*xui8>) -> tensor<4x5xi32> loc("mmi")
  func.return %y : tensor<4x5xi32>
}
// CHECK-NEXT: node 'mmi' (MatMulInteger-10): a_zero_point needs a known rank to tell per tensor from per row, got tensor<*xui8>

// -----

// QLinearMatMul-21 on float8 has no integer product to lower to.
func.func @float8(%a: tensor<4x3xf8E4M3FN>, %as: tensor<f32>, %az: tensor<f8E4M3FN>, %b: tensor<3x5xf8E4M3FN>, %bs: tensor<f32>, %bz: tensor<f8E4M3FN>, %ys: tensor<f32>, %yz: tensor<f8E4M3FN>) -> tensor<4x5xf8E4M3FN> {
  %y = "onnx.QLinearMatMul"(%a, %as, %az, %b, %bs, %bz, %ys, %yz) <{version = 21 : i64}> : (tensor<4x3xf8E4M3FN>, tensor<f32>, tensor<f8E4M3FN>, tensor<3x5xf8E4M3FN>, tensor<f32>, tensor<f8E4M3FN>, tensor<f32>, tensor<f8E4M3FN>) -> tensor<4x5xf8E4M3FN> loc("qmm")
  func.return %y : tensor<4x5xf8E4M3FN>
}
// CHECK-NEXT: node 'qmm' (QLinearMatMul-21): only int8 and uint8 lower, not float8e4m3fn

// -----

// A per-output-channel weight zero point is reshaped along the weights' trailing axes: their
// rank must be known.
func.func @conv_integer_weights_of_unknown_rank(%x: tensor<1x2x4x4xui8>, %w: tensor<*xui8>, %z: tensor<3xui8>) -> tensor<*xi32> {
  %y = "onnx.ConvInteger"(%x, %w, %z) <{version = 10 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<1x2x4x4xui8>, tensor<*xui8>, tensor<3xui8>) -> tensor<*xi32> loc("ci")
  func.return %y : tensor<*xi32>
}
// CHECK-NEXT: node 'ci' (ConvInteger-10): the weights need a known rank, got tensor<*xui8>
