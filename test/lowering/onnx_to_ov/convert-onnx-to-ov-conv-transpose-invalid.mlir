// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// ConvTranspose nodes the lowering refuses, each error naming the node.

// output_shape's padding is worked out from the input length: it must be static.
func.func @output_shape_dynamic(%x: tensor<1x1x?x3xf32>, %w: tensor<1x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 2, 2>, output_shape = array<i64: 6, 6>}> : (tensor<1x1x?x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x6x6xf32> loc("deconv1")
  func.return %y : tensor<1x2x6x6xf32>
}
// CHECK: node 'deconv1' (ConvTranspose-22): ConvTranspose with output_shape needs a static shape, got tensor<1x1x?x3xf32>

// -----

func.func @kernel_shape(%x: tensor<1x1x3x3xf32>, %w: tensor<1x2x3x3xf32>) -> tensor<1x2x5x5xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, kernel_shape = array<i64: 2, 2>}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x5x5xf32> loc("deconv2")
  func.return %y : tensor<1x2x5x5xf32>
}
// CHECK-NEXT: node 'deconv2' (ConvTranspose-22): kernel_shape [2, 2] does not match the weights [1, 2, 3, 3]

// -----

func.func @kernel_size_dynamic(%x: tensor<1x2x4x4xf32>, %w: tensor<2x1x?x3xf32>) -> tensor<*xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64}> : (tensor<1x2x4x4xf32>, tensor<2x1x?x3xf32>) -> tensor<*xf32> loc("dk")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'dk' (ConvTranspose-22): the weights need a known rank and kernel size, got tensor<2x1x?x3xf32>

// -----

// Grouped weights are reshaped to [group, C_in / group, C_out / group, ...]: with neither channel
// dim static, the reshape has two unknowns.
func.func @group_channels_dynamic(%x: tensor<1x?x4x4xf32>, %w: tensor<?x?x3x3xf32>) -> tensor<*xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, group = 2 : i64}> : (tensor<1x?x4x4xf32>, tensor<?x?x3x3xf32>) -> tensor<*xf32> loc("dg")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'dg' (ConvTranspose-22): grouped weights need a static channel count, got tensor<?x?x3x3xf32>
