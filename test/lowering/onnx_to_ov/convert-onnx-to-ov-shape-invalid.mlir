// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Data movement nodes OpenVINO cannot take, each error naming the node.

// Reshape-1's shape is an attribute; without it there is no target shape.
func.func @reshape_v1_without_shape(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %y = "onnx.ReshapeV1"(%x) <{version = 1 : i64}> : (tensor<2x3xf32>) -> tensor<*xf32> loc("r1")
  func.return %y : tensor<*xf32>
}
// CHECK: node 'r1' (Reshape-1): Reshape-1 needs its shape attribute

// -----

// A constant whose axes are out of range is not folded: the Unsqueeze built instead says why
// (the output rank is 1 + 1 = 2, so axis 5 is out of range).
func.func @unsqueeze_constant_axis_out_of_range() -> tensor<*xf32> {
  %c = "onnx.Constant"() <{version = 13 : i64, value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %a = "onnx.Constant"() <{version = 13 : i64, value = dense<[5]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %y = "onnx.Unsqueeze"(%c, %a) <{version = 13 : i64}> : (tensor<2xf32>, tensor<1xi64>) -> tensor<*xf32> loc("u")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'u' (Unsqueeze-13): axis 5 is out of range for rank 2

// -----

// Run-time axes of static length 3 cannot all be squeezed from a rank-2 input.
func.func @squeeze_more_axes_than_dims(%x: tensor<1x1xf32>, %a: tensor<3xi64>) -> tensor<*xf32> {
  %y = "onnx.Squeeze"(%x, %a) <{version = 13 : i64}> : (tensor<1x1xf32>, tensor<3xi64>) -> tensor<*xf32> loc("sq")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'sq' (Squeeze-13): 3 axes to squeeze, but the input has rank 2
