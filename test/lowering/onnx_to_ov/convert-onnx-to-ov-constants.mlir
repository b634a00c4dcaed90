// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Constant (and the initializers, which the importer makes Constants) is ov.Constant.v0 with
// the same dense value; the scalar and list forms become f32 / i64 tensors.

// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<2.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[FS:.*]] = ov.Constant.v0 dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<7> : tensor<i64>
// CHECK-NEXT:    %[[IS:.*]] = ov.Constant.v0 dense<[1, 2, 3]> : tensor<3xi64>
// CHECK-NEXT:    %[[H:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi8>
// CHECK-NEXT:    func.return %[[T]], %[[F]], %[[FS]], %[[I]], %[[IS]], %[[H]] : tensor<2x2xf32>, tensor<f32>, tensor<2xf32>, tensor<i64>, tensor<3xi64>, tensor<2xi8>
func.func @constants() -> (tensor<2x2xf32>, tensor<f32>, tensor<2xf32>, tensor<i64>, tensor<3xi64>, tensor<2xi8>) {
  %t = "onnx.Constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, version = 13 : i64}> : () -> tensor<2x2xf32>
  %f = "onnx.Constant"() <{value_float = 2.5 : f32, version = 13 : i64}> : () -> tensor<f32>
  %fs = "onnx.Constant"() <{value_floats = array<f32: 1.0, -2.0>, version = 13 : i64}> : () -> tensor<2xf32>
  %i = "onnx.Constant"() <{value_int = 7 : i64, version = 13 : i64}> : () -> tensor<i64>
  %is = "onnx.Constant"() <{value_ints = array<i64: 1, 2, 3>, version = 13 : i64}> : () -> tensor<3xi64>
  %h = "onnx.Constant"() <{value = dense<[1, 0]> : tensor<2xi8>, version = 13 : i64}> : () -> tensor<2xi8>
  func.return %t, %f, %fs, %i, %is, %h : tensor<2x2xf32>, tensor<f32>, tensor<2xf32>, tensor<i64>, tensor<3xi64>, tensor<2xi8>
}

// -----

// ConstantOfShape: the one-element fill value as a scalar, broadcast (numpy) to the shape.
// Without a value, the fill is 0.0 : f32.

// CHECK-LABEL: func.func @constant_of_shape
// CHECK-SAME:    (%[[S:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[A:.*]] = ov.Broadcast.v3 %[[ZERO]], %[[S]] : (tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[SEVEN:.*]] = ov.Constant.v0 dense<7> : tensor<i64>
// CHECK-NEXT:    %[[B:.*]] = ov.Broadcast.v3 %[[SEVEN]], %[[S]] : (tensor<i64>, tensor<2xi64>) -> tensor<?x?xi64>
// CHECK-NEXT:    func.return %[[A]], %[[B]] : tensor<?x?xf32>, tensor<?x?xi64>
func.func @constant_of_shape(%s: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xi64>) {
  %a = "onnx.ConstantOfShape"(%s) <{version = 9 : i64}> : (tensor<2xi64>) -> tensor<?x?xf32>
  %b = "onnx.ConstantOfShape"(%s) <{version = 9 : i64, value = dense<7> : tensor<1xi64>}> : (tensor<2xi64>) -> tensor<?x?xi64>
  func.return %a, %b : tensor<?x?xf32>, tensor<?x?xi64>
}

// -----

// A constant shape makes the filled constant at once: what ov-fold-constants would make of
// the Broadcast; the shape constant, which nothing else reads, goes. A value larger than
// folding allows (2^28 elements) stays a Broadcast.

// CHECK-LABEL: func.func @constant_of_constant_shape
// CHECK-NEXT:    %[[Y:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT:    %[[HUGE:.*]] = ov.Constant.v0 dense<16384> : tensor<2xi64>
// CHECK-NEXT:    %[[FILL:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[Z:.*]] = ov.Broadcast.v3 %[[FILL]], %[[HUGE]] : (tensor<f32>, tensor<2xi64>) -> tensor<16384x16384xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]] : tensor<2x3xf32>, tensor<16384x16384xf32>
func.func @constant_of_constant_shape() -> (tensor<2x3xf32>, tensor<16384x16384xf32>) {
  %s = "onnx.Constant"() <{value = dense<[2, 3]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.ConstantOfShape"(%s) <{version = 9 : i64, value = dense<1.5> : tensor<1xf32>}> : (tensor<2xi64>) -> tensor<2x3xf32>
  %huge = "onnx.Constant"() <{value = dense<16384> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %z = "onnx.ConstantOfShape"(%huge) <{version = 9 : i64, value = dense<1.5> : tensor<1xf32>}> : (tensor<2xi64>) -> tensor<16384x16384xf32>
  func.return %y, %z : tensor<2x3xf32>, tensor<16384x16384xf32>
}

// -----

// Identity and Dropout (at inference) pass their input through: no op is left.

// CHECK-LABEL: func.func @pass_through
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[X]] : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[X]], %[[R]], %[[X]], %[[X]] : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
func.func @pass_through(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %i = "onnx.Identity"(%x) <{version = 16 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = "onnx.Dropout"(%i) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = "onnx.Relu"(%d) <{version = 14 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %d7 = "onnx.DropoutV10"(%x) <{version = 7 : i64, ratio = 3.000000e-01 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %i1 = "onnx.Identity"(%x) <{version = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %i, %r, %d7, %i1 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A ratio input and an unused mask output do not matter at inference.

// CHECK-LABEL: func.func @dropout_ratio_unused_mask
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<f32>)
// CHECK-NEXT:    func.return %[[X]] : tensor<2x3xf32>
func.func @dropout_ratio_unused_mask(%x: tensor<2x3xf32>, %p: tensor<f32>) -> tensor<2x3xf32> {
  %y, %mask = "onnx.Dropout"(%x, %p) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<2x3xi1>)
  func.return %y : tensor<2x3xf32>
}

// -----

// A used mask is all ones (nothing is dropped at inference), shaped like the data: the
// Broadcast to ShapeOf(x) keeps x's known dims.

// CHECK-LABEL: func.func @dropout_mask
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[X]] : (tensor<?x3xf32>) -> tensor<2xi64>
// CHECK-NEXT:    %[[MASK:.*]] = ov.Broadcast.v3 %[[ONE]], %[[SHAPE]] : (tensor<i1>, tensor<2xi64>) -> tensor<?x3xi1>
// CHECK-NEXT:    func.return %[[X]], %[[MASK]] : tensor<?x3xf32>, tensor<?x3xi1>
func.func @dropout_mask(%x: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xi1>) {
  %y, %mask = "onnx.Dropout"(%x) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xi1>)
  func.return %y, %mask : tensor<?x3xf32>, tensor<?x3xi1>
}

// -----

// An empty tensor is a constant too (its attribute is falsy in Python: not "no value").

// CHECK-LABEL: func.func @empty_constant
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    func.return %[[E]] : tensor<0xi64>
func.func @empty_constant() -> tensor<0xi64> {
  %e = "onnx.Constant"() <{value = dense<> : tensor<0xi64>, version = 13 : i64}> : () -> tensor<0xi64>
  func.return %e : tensor<0xi64>
}
