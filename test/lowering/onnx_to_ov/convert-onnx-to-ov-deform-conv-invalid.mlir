// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// DeformableConvolution-8 is 2-D: a 1-D DeformConv is refused, naming the node.

func.func @deform_conv_1d(%x: tensor<1x2x9xf32>, %w: tensor<3x2x3xf32>, %o: tensor<1x6x7xf32>) -> tensor<1x3x7xf32> {
  %y = "onnx.DeformConv"(%x, %w, %o) <{version = 19 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<1x2x9xf32>, tensor<3x2x3xf32>, tensor<1x6x7xf32>) -> tensor<1x3x7xf32> loc("deform")
  func.return %y : tensor<1x3x7xf32>
}
// CHECK: node 'deform' (DeformConv-19): DeformConv lowers in 2-D with a static kernel only, got weights tensor<3x2x3xf32>
