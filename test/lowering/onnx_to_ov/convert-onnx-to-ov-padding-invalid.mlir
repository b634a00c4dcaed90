// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Pad nodes the lowering must refuse, each error naming the node.

func.func @pad_mode(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %pads = "onnx.Constant"() <{value = dense<1> : tensor<4xi64>, version = 13 : i64}> : () -> tensor<4xi64>
  %y = "onnx.Pad"(%x, %pads) <{version = 19 : i64, mode = "symmetric", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<?x?xf32> loc("pad")
  func.return %y : tensor<?x?xf32>
}
// CHECK: node 'pad' (Pad-19): mode 'symmetric' is not supported: use constant, edge, reflect or wrap

// -----

func.func @pad_wrap_runtime_axes(%x: tensor<2x3xf32>, %axes: tensor<1xi64>) -> tensor<?x?xf32> {
  %pads = "onnx.Constant"() <{value = dense<1> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Pad"(%x, %pads, %axes) <{version = 19 : i64, mode = "wrap", operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<2x3xf32>, tensor<2xi64>, tensor<1xi64>) -> tensor<?x?xf32> loc("wrap")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'wrap' (Pad-19): Pad with mode wrap needs constant axes: OpenVINO's Pad has no wrap mode

// -----

func.func @pad_unranked(%x: tensor<*xf32>, %pads: tensor<4xi64>) -> tensor<*xf32> {
  %y = "onnx.Pad"(%x, %pads) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<*xf32>, tensor<4xi64>) -> tensor<*xf32> loc("pad")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'pad' (Pad-13): Pad needs a known rank, got tensor<*xf32>

// -----

func.func @pad_length(%x: tensor<2x3xf32>, %pads: tensor<6xi64>) -> tensor<?x?xf32> {
  %y = "onnx.Pad"(%x, %pads) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3xf32>, tensor<6xi64>) -> tensor<?x?xf32> loc("pad")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'pad' (Pad-13): pads holds 6 values, it needs 4

// -----

func.func @pad_reflect_too_far(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %pads = "onnx.Constant"() <{value = dense<[0, 3, 0, 0]> : tensor<4xi64>, version = 13 : i64}> : () -> tensor<4xi64>
  %y = "onnx.Pad"(%x, %pads) <{version = 13 : i64, mode = "reflect", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<?x?xf32> loc("pad")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'pad' (Pad-13): reflect pads of axis 1 must not exceed 2, got 3, 0

// -----

func.func @pad_constant_length(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %pads = "onnx.Constant"() <{value = dense<1> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Pad"(%x, %pads) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32> loc("pad")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'pad' (Pad-13): pads holds 2 values, it needs 4

// -----

// Pads for axes given at run time are scattered into zeros for every axis: how many axes
// there are must be known.
func.func @pad_axes_of_unknown_length(%x: tensor<2x3xf32>, %pads: tensor<?xi64>, %axes: tensor<?xi64>) -> tensor<?x?xf32> {
  %y = "onnx.Pad"(%x, %pads, %axes) <{version = 18 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<2x3xf32>, tensor<?xi64>, tensor<?xi64>) -> tensor<?x?xf32> loc("padaxes")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'padaxes' (Pad-18): Pad needs the number of axes known

// -----

// wrap came with Pad-19: Pad-2's wrap is refused, naming Pad-2's modes.
func.func @pad2_wrap(%x: tensor<2x3xf32>) -> tensor<2x5xf32> {
  %y = "onnx.PadV2"(%x) <{version = 2 : i64, mode = "wrap", pads = array<i64: 0, 1, 0, 1>}> : (tensor<2x3xf32>) -> tensor<2x5xf32> loc("pad2")
  func.return %y : tensor<2x5xf32>
}
// CHECK-NEXT: node 'pad2' (Pad-2): mode 'wrap' is not supported: use constant, edge or reflect;
