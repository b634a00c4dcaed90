// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Reshape: ONNX's 0 copies the input dim unless allowzero = 1, which is Reshape-1's
// special_zero = true / false. The shape input stays an operand.

// CHECK-LABEL: func.func @reshape
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>, %[[S:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[A:.*]] = ov.Reshape.v1 %[[X]], %[[S]] {special_zero = true} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Reshape.v1 %[[X]], %[[S]] {special_zero = false} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @reshape(%x: tensor<?x3x4xf32>, %s: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = "onnx.Reshape"(%x, %s) <{version = 14 : i64}> : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %b = "onnx.Reshape"(%x, %s) <{version = 14 : i64, allowzero = 1 : i64}> : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// A constant shape (an initializer) gives a static result: [0, -1] on [2, 3, 4] is [2, 12].

// CHECK-LABEL: func.func @reshape_constant_shape
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %{{.*}}, %[[S]] {special_zero = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x12xf32>
func.func @reshape_constant_shape(%x: tensor<2x3x4xf32>) -> tensor<?x?xf32> {
  %s = "onnx.Constant"() <{value = dense<[0, -1]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Reshape"(%x, %s) <{version = 13 : i64}> : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// Reshape-1 has the shape as an attribute, and 0 always copies.

// CHECK-LABEL: func.func @reshape_1
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, 12]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %{{.*}}, %[[S]] {special_zero = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @reshape_1(%x: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %y = "onnx.ReshapeV1"(%x) <{version = 1 : i64, shape = array<i64: 0, 12>}> : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  func.return %y : tensor<2x12xf32>
}

// -----

// Flatten to [prod(dims before axis), prod(dims from axis)]: a static head gives
// [head, -1], a static tail [-1, tail]; axis 0 is [1, -1], axis = rank is [all, 1].

// CHECK-LABEL: func.func @flatten
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4x5xf32>, %[[D:.*]]: tensor<?x3x4x5xf32>)
// CHECK-NEXT:    %[[S1:.*]] = ov.Constant.v0 dense<[2, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F1:.*]] = ov.Reshape.v1 %[[X]], %[[S1]] {special_zero = false} : (tensor<2x3x4x5xf32>, tensor<2xi64>) -> tensor<2x60xf32>
// CHECK-NEXT:    %[[S2:.*]] = ov.Constant.v0 dense<[6, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F2:.*]] = ov.Reshape.v1 %[[X]], %[[S2]] {special_zero = false} : (tensor<2x3x4x5xf32>, tensor<2xi64>) -> tensor<6x20xf32>
// CHECK-NEXT:    %[[S0:.*]] = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F0:.*]] = ov.Reshape.v1 %[[X]], %[[S0]] {special_zero = false} : (tensor<2x3x4x5xf32>, tensor<2xi64>) -> tensor<1x120xf32>
// CHECK-NEXT:    %[[S4:.*]] = ov.Constant.v0 dense<[120, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F4:.*]] = ov.Reshape.v1 %[[X]], %[[S4]] {special_zero = false} : (tensor<2x3x4x5xf32>, tensor<2xi64>) -> tensor<120x1xf32>
// CHECK-NEXT:    %[[SN:.*]] = ov.Constant.v0 dense<[24, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[FN:.*]] = ov.Reshape.v1 %[[X]], %[[SN]] {special_zero = false} : (tensor<2x3x4x5xf32>, tensor<2xi64>) -> tensor<24x5xf32>
// CHECK-NEXT:    %[[SD:.*]] = ov.Constant.v0 dense<[-1, 60]> : tensor<2xi64>
// CHECK-NEXT:    %[[FD:.*]] = ov.Reshape.v1 %[[D]], %[[SD]] {special_zero = false} : (tensor<?x3x4x5xf32>, tensor<2xi64>) -> tensor<?x60xf32>
// CHECK-NEXT:    func.return %[[F1]], %[[F2]], %[[F0]], %[[F4]], %[[FN]], %[[FD]]
func.func @flatten(%x: tensor<2x3x4x5xf32>, %d: tensor<?x3x4x5xf32>) -> (tensor<2x60xf32>, tensor<6x20xf32>, tensor<1x120xf32>, tensor<120x1xf32>, tensor<24x5xf32>, tensor<?x60xf32>) {
  %f1 = "onnx.Flatten"(%x) <{version = 13 : i64}> : (tensor<2x3x4x5xf32>) -> tensor<2x60xf32>
  %f2 = "onnx.Flatten"(%x) <{version = 13 : i64, axis = 2 : i64}> : (tensor<2x3x4x5xf32>) -> tensor<6x20xf32>
  %f0 = "onnx.Flatten"(%x) <{version = 13 : i64, axis = 0 : i64}> : (tensor<2x3x4x5xf32>) -> tensor<1x120xf32>
  %f4 = "onnx.Flatten"(%x) <{version = 13 : i64, axis = 4 : i64}> : (tensor<2x3x4x5xf32>) -> tensor<120x1xf32>
  %fn = "onnx.Flatten"(%x) <{version = 13 : i64, axis = -1 : i64}> : (tensor<2x3x4x5xf32>) -> tensor<24x5xf32>
  %fd = "onnx.Flatten"(%d) <{version = 13 : i64}> : (tensor<?x3x4x5xf32>) -> tensor<?x60xf32>
  func.return %f1, %f2, %f0, %f4, %fn, %fd : tensor<2x60xf32>, tensor<6x20xf32>, tensor<1x120xf32>, tensor<120x1xf32>, tensor<24x5xf32>, tensor<?x60xf32>
}

// -----

// Dynamic dims on both sides of axis 1: copy the batch dim with special_zero ([0, -1]).

// CHECK-LABEL: func.func @flatten_dynamic_axis_1
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F:.*]] = ov.Reshape.v1 %{{.*}}, %[[S]] {special_zero = true} : (tensor<?x3x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[F]]
func.func @flatten_dynamic_axis_1(%x: tensor<?x3x?xf32>) -> tensor<?x?xf32> {
  %y = "onnx.Flatten"(%x) <{version = 13 : i64, axis = 1 : i64}> : (tensor<?x3x?xf32>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// Dynamic dims on both sides of axis 2: the leading product is computed from the run-time
// shape: ReduceProd(Gather(ShapeOf(x), [0, 1])) concatenated with -1.

// CHECK-LABEL: func.func @flatten_dynamic_axis_2
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x?xf32>)
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[X]] : (tensor<?x3x?xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[IDX:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[HEAD:.*]] = ov.Gather.v8 %[[SHAPE]], %[[IDX]], %[[AXIS]] : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<2xi64>
// CHECK-NEXT:    %[[RAXES:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[PROD:.*]] = ov.ReduceProd.v1 %[[HEAD]], %[[RAXES]] {keep_dims = true} : (tensor<2xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT:    %[[REST:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[TARGET:.*]] = ov.Concat.v0 %[[PROD]], %[[REST]] {axis = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
// CHECK-NEXT:    %[[F:.*]] = ov.Reshape.v1 %[[X]], %[[TARGET]] {special_zero = false} : (tensor<?x3x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[F]] : tensor<?x?xf32>
func.func @flatten_dynamic_axis_2(%x: tensor<?x3x?xf32>) -> tensor<?x?xf32> {
  %y = "onnx.Flatten"(%x) <{version = 13 : i64, axis = 2 : i64}> : (tensor<?x3x?xf32>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @transpose
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4x5xf32>)
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %[[X]], %[[P]] : (tensor<?x3x4x5xf32>, tensor<4xi64>) -> tensor<?x4x5x3xf32>
// CHECK-NEXT:    func.return %[[T]] : tensor<?x4x5x3xf32>
func.func @transpose(%x: tensor<?x3x4x5xf32>) -> tensor<?x4x5x3xf32> {
  %y = "onnx.Transpose"(%x) <{version = 13 : i64, perm = array<i64: 0, 2, 3, 1>}> : (tensor<?x3x4x5xf32>) -> tensor<?x4x5x3xf32>
  func.return %y : tensor<?x4x5x3xf32>
}

// -----

// Without perm, Transpose reverses the axes; the order is written out.

// CHECK-LABEL: func.func @transpose_default
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %{{.*}}, %[[P]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    func.return %[[T]]
func.func @transpose_default(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  %y = "onnx.Transpose"(%x) <{version = 13 : i64}> : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  func.return %y : tensor<4x3x2xf32>
}

// -----

// Concat keeps the axis as ONNX gives it, negative or not; dims add up along it.

// CHECK-LABEL: func.func @concat
// CHECK-SAME:    (%[[A:.*]]: tensor<?x3x4xf32>, %[[B:.*]]: tensor<?x5x4xf32>, %[[C:.*]]: tensor<2x3x2xf32>)
// CHECK-NEXT:    %[[X:.*]] = ov.Concat.v0 %[[A]], %[[B]], %[[A]] {axis = 1 : i64} : (tensor<?x3x4xf32>, tensor<?x5x4xf32>, tensor<?x3x4xf32>) -> tensor<?x11x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Concat.v0 %[[A]], %[[C]] {axis = -1 : i64} : (tensor<?x3x4xf32>, tensor<2x3x2xf32>) -> tensor<2x3x6xf32>
// CHECK-NEXT:    func.return %[[X]], %[[Y]]
func.func @concat(%a: tensor<?x3x4xf32>, %b: tensor<?x5x4xf32>, %c: tensor<2x3x2xf32>) -> (tensor<?x11x4xf32>, tensor<2x3x6xf32>) {
  %x = "onnx.Concat"(%a, %b, %a) <{version = 13 : i64, axis = 1 : i64}> : (tensor<?x3x4xf32>, tensor<?x5x4xf32>, tensor<?x3x4xf32>) -> tensor<?x11x4xf32>
  %y = "onnx.Concat"(%a, %c) <{version = 13 : i64, axis = -1 : i64}> : (tensor<?x3x4xf32>, tensor<2x3x2xf32>) -> tensor<2x3x6xf32>
  func.return %x, %y : tensor<?x11x4xf32>, tensor<2x3x6xf32>
}

// -----

// Squeeze without axes: a static shape's ones are the axes; with dynamic dims, a declared
// result rank that drops only the static ones says the dynamic dims are not 1.

// CHECK-LABEL: func.func @squeeze_without_axes
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Squeeze.v0 %{{.*}}, %[[A1]] : (tensor<1x3x1xf32>, tensor<2xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Squeeze.v0 %{{.*}}, %[[B1]] : (tensor<?x1x?xf32>, tensor<1xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @squeeze_without_axes(%x: tensor<1x3x1xf32>, %d: tensor<?x1x?xf32>) -> (tensor<3xf32>, tensor<?x?xf32>) {
  %a = "onnx.Squeeze"(%x) <{version = 13 : i64}> : (tensor<1x3x1xf32>) -> tensor<3xf32>
  %b = "onnx.Squeeze"(%d) <{version = 13 : i64}> : (tensor<?x1x?xf32>) -> tensor<?x?xf32>
  func.return %a, %b : tensor<3xf32>, tensor<?x?xf32>
}
