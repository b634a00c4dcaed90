// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Constants and pass-through nodes OpenVINO cannot take, each error naming the node.

// A string tensor as the value (not value_string): still no OpenVINO constant.
func.func @string_tensor_value() -> tensor<2x!onnx.string> {
  %c = "onnx.Constant"() <{version = 13 : i64, value = #onnx.strings<tensor<2x!onnx.string>, ["a", "b"]>}> : () -> tensor<2x!onnx.string> loc("words")
  func.return %c : tensor<2x!onnx.string>
}
// CHECK: node 'words' (Constant-13): OpenVINO IR has no string constants yet

// -----

func.func @value_string() -> tensor<!onnx.string> {
  %s = "onnx.Constant"() <{value_string = "hello", version = 13 : i64}> : () -> tensor<!onnx.string> loc("greeting")
  func.return %s : tensor<!onnx.string>
}
// CHECK-NEXT: node 'greeting' (Constant-13): OpenVINO IR has no string constants yet

// -----

// Dropout with training_mode may drop: it is not the identity it is at inference.
func.func @dropout_training_mode(%x: tensor<2x3xf32>, %t: tensor<i1>) -> tensor<2x3xf32> {
  %y = "onnx.Dropout"(%x, %t) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<2x3xf32>, tensor<i1>) -> tensor<2x3xf32> loc("drop")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'drop' (Dropout-13): Dropout with a training_mode input is not supported

// -----

// The mask, when used, is ones of its element type: a mask whose type the model does not
// state (and inference could not find) has none.
func.func @dropout_mask_of_unknown_type(%x: tensor<2x3xf32>) -> !onnx.unknown {
  %y, %mask = "onnx.Dropout"(%x) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<2x3xf32>) -> (tensor<2x3xf32>, !onnx.unknown) loc("mask")
  func.return %mask : !onnx.unknown
}
// CHECK-NEXT: node 'mask' (Dropout-13): the mask has no tensor type: !onnx.unknown

// -----

// A fill value of strings (the op's verifier does not tie the value's type to the result's).
func.func @constant_of_shape_strings(%s: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = "onnx.ConstantOfShape"(%s) <{version = 20 : i64, value = #onnx.strings<tensor<1x!onnx.string>, ["a"]>}> : (tensor<2xi64>) -> tensor<?x?xf32> loc("fills")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'fills' (ConstantOfShape-20): OpenVINO has no constant of this kind: #onnx.strings<tensor<1x!onnx.string>, ["a"]>
