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

// -----

// Squeeze without axes of dims none of which is 1 is its input: a Squeeze of no axes would
// have OpenVINO remove any dynamic dim that is 1 at run time.

// CHECK-LABEL: func.func @squeeze_without_axes_and_without_ones
// CHECK-SAME:    (%[[D:.*]]: tensor<?x3xf32>)
// CHECK-NOT:     ov.Squeeze
// CHECK-NEXT:    func.return %[[D]]
func.func @squeeze_without_axes_and_without_ones(%d: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %a = "onnx.Squeeze"(%d) <{version = 13 : i64}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return %a : tensor<?x3xf32>
}

// -----

// Squeeze axes known only at run time build the output shape for a Reshape: output dim q is
// the input dim p that is the (q+1)-th one kept (a sum of dims picked by a 0/1 matrix). Their
// count fixes the rank; squeezing every dim leaves a scalar.

// CHECK-LABEL: func.func @squeeze_runtime_axes
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x1x5xf32>, %[[ONE:.*]]: tensor<1xi64>, %[[S:.*]]: tensor<1x1xf32>, %[[TWO:.*]]: tensor<2xi64>)
// CHECK:         %[[HITS:.*]] = ov.ReduceLogicalOr.v1 %{{.*}}, %{{.*}} : (tensor<4x1xi1>, tensor<1xi64>) -> tensor<4xi1>
// CHECK-NEXT:    %[[NOT:.*]] = ov.LogicalNot.v1 %[[HITS]]
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Convert.v0 %[[NOT]] {destination_type = i64}
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[COUNT:.*]] = ov.CumSum.v0 %[[KEPT]], %[[ZERO]]
// CHECK-NEXT:    %[[ORDINAL:.*]] = ov.Multiply.v1 %[[COUNT]], %[[KEPT]]
// CHECK-NEXT:    %[[Q:.*]] = ov.Constant.v0 dense<{{\[\[}}1], [2], [3]]> : tensor<3x1xi64>
// CHECK-NEXT:    %[[PICKS:.*]] = ov.Equal.v1 %[[Q]], %[[ORDINAL]] : (tensor<3x1xi64>, tensor<4xi64>) -> tensor<3x4xi1>
// CHECK-NEXT:    %[[PICKS64:.*]] = ov.Convert.v0 %[[PICKS]] {destination_type = i64}
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[X]]
// CHECK-NEXT:    %[[DIMS:.*]] = ov.Multiply.v1 %[[PICKS64]], %[[SHAPE]]
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[TARGET:.*]] = ov.ReduceSum.v1 %[[DIMS]], %[[AXIS]] : (tensor<3x4xi64>, tensor<1xi64>) -> tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Reshape.v1 %[[X]], %[[TARGET]] {special_zero = false} : (tensor<1x3x1x5xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT:    %[[EMPTY:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Reshape.v1 %[[S]], %[[EMPTY]] {special_zero = false} : (tensor<1x1xf32>, tensor<0xi64>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @squeeze_runtime_axes(%x: tensor<1x3x1x5xf32>, %one: tensor<1xi64>, %s: tensor<1x1xf32>, %two: tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>) {
  %a = "onnx.Squeeze"(%x, %one) <{version = 13 : i64}> : (tensor<1x3x1x5xf32>, tensor<1xi64>) -> tensor<*xf32>
  %b = "onnx.Squeeze"(%s, %two) <{version = 13 : i64}> : (tensor<1x1xf32>, tensor<2xi64>) -> tensor<*xf32>
  func.return %a, %b : tensor<*xf32>, tensor<*xf32>
}

// -----

// OpenVINO's CPU plugin cannot compile an Unsqueeze whose axes come at run time (nor a Squeeze),
// so such axes build the output shape for a Reshape: dim p is 1 where p (modulo the output rank) is one of
// the axes, else the next input dim. A scalar's output is all ones.

// CHECK-LABEL: func.func @unsqueeze_runtime_axes
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>, %[[AXES:.*]]: tensor<2xi64>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[ROW:.*]] = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES_ROW:.*]] = ov.Reshape.v1 %[[AXES]], %[[ROW]] {special_zero = false} : (tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xi64>
// CHECK-NEXT:    %[[POSITIONS:.*]] = ov.Constant.v0 dense<{{\[\[}}0], [1], [2], [3]]> : tensor<4x1xi64>
// CHECK-NEXT:    %[[RANK:.*]] = ov.Constant.v0 dense<4> : tensor<i64>
// CHECK-NEXT:    %[[NORMAL:.*]] = ov.FloorMod.v1 %[[AXES_ROW]], %[[RANK]]
// CHECK-NEXT:    %[[HITS:.*]] = ov.Equal.v1 %[[POSITIONS]], %[[NORMAL]] : (tensor<4x1xi64>, tensor<1x2xi64>) -> tensor<4x2xi1>
// CHECK-NEXT:    %[[ONE_AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[INSERTED:.*]] = ov.ReduceLogicalOr.v1 %[[HITS]], %[[ONE_AXIS]] : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4xi1>
// CHECK-NEXT:    %[[NOT:.*]] = ov.LogicalNot.v1 %[[INSERTED]]
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Convert.v0 %[[NOT]] {destination_type = i64}
// CHECK-NEXT:    %[[CUMSUM_AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[COUNT:.*]] = ov.CumSum.v0 %[[KEPT]], %[[CUMSUM_AXIS]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[SOURCE:.*]] = ov.Subtract.v1 %[[COUNT]], %[[ONE]]
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[X]]
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[FROM:.*]] = ov.Maximum.v1 %[[SOURCE]], %[[ZERO]]
// CHECK-NEXT:    %[[GATHER_AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[DIMS:.*]] = ov.Gather.v8 %[[SHAPE]], %[[FROM]], %[[GATHER_AXIS]]
// CHECK-NEXT:    %[[DIM_ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[TARGET:.*]] = ov.Select.v1 %[[INSERTED]], %[[DIM_ONE]], %[[DIMS]] : (tensor<4xi1>, tensor<i64>, tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %[[X]], %[[TARGET]] {special_zero = false} : (tensor<?x3xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:    %[[ONES:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[Z:.*]] = ov.Reshape.v1 %[[S]], %[[ONES]] {special_zero = false} : (tensor<f32>, tensor<2xi64>) -> tensor<1x1xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @unsqueeze_runtime_axes(%x: tensor<?x3xf32>, %axes: tensor<2xi64>, %s: tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %y = "onnx.Unsqueeze"(%x, %axes) <{version = 13 : i64}> : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<*xf32>
  %z = "onnx.Unsqueeze"(%s, %axes) <{version = 13 : i64}> : (tensor<f32>, tensor<2xi64>) -> tensor<*xf32>
  func.return %y, %z : tensor<*xf32>, tensor<*xf32>
}

// -----

// An Unsqueeze of a constant is the constant with dims of 1 added (what ov-fold-constants would
// make of it); of anything else, an Unsqueeze.

// CHECK-LABEL: func.func @unsqueeze_constant
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]]]> : tensor<2x1x1xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Unsqueeze.v0 %x, %[[AXES]]
// CHECK-NEXT:    func.return %[[C]], %[[Y]]
func.func @unsqueeze_constant(%x: tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %w = "onnx.Constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>, version = 13 : i64}> : () -> tensor<2xf32>
  %c = "onnx.UnsqueezeV11"(%w) <{axes = array<i64: -1, 1>, version = 11 : i64}> : (tensor<2xf32>) -> tensor<*xf32>
  %y = "onnx.UnsqueezeV11"(%x) <{axes = array<i64: 1, 2>, version = 11 : i64}> : (tensor<2xf32>) -> tensor<*xf32>
  func.return %c, %y : tensor<*xf32>, tensor<*xf32>
}

