// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// ReduceSum-13 (and the other reductions from opset 18) take the axes as an input: a constant
// one is used as it is, negative axes included.

// CHECK-LABEL: func.func @reduce_sum_axes_input
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.ReduceSum.v1 %[[X]], %[[AXES]] {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x1x1xf32>
func.func @reduce_sum_axes_input(%x: tensor<2x3x4xf32>) -> tensor<2x1x1xf32> {
  %axes = "onnx.Constant"() <{value = dense<[1, -1]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.ReduceSum"(%x, %axes) <{version = 13 : i64}> : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
  func.return %y : tensor<2x1x1xf32>
}

// -----

// Before opset 18 the axes are an attribute; without one, every axis (here 0, 1, 2) is reduced.
// keepdims defaults to 1.

// CHECK-LABEL: func.func @reduce_mean_attribute
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>)
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.ReduceMean.v1 %[[X]], %[[A1]] : (tensor<?x3x4xf32>, tensor<1xi64>) -> tensor<?x4xf32>
// CHECK-NEXT:    %[[ALL:.*]] = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.ReduceMean.v1 %[[X]], %[[ALL]] {keep_dims = true} : (tensor<?x3x4xf32>, tensor<3xi64>) -> tensor<1x1x1xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @reduce_mean_attribute(%x: tensor<?x3x4xf32>) -> (tensor<?x4xf32>, tensor<1x1x1xf32>) {
  %a = "onnx.ReduceMeanV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<?x3x4xf32>) -> tensor<?x4xf32>
  %b = "onnx.ReduceMeanV13"(%x) <{version = 11 : i64}> : (tensor<?x3x4xf32>) -> tensor<1x1x1xf32>
  func.return %a, %b : tensor<?x4xf32>, tensor<1x1x1xf32>
}

// -----

// Empty or absent axes with noop_with_empty_axes reduce nothing: ReduceSum is its input,
// ReduceSumSquare only squares. Without noop_with_empty_axes, empty axes reduce every axis.

// CHECK-LABEL: func.func @reduce_noop
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK:         %[[SQ:.*]] = ov.Multiply.v1 %[[X]], %[[X]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[ALL:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[MAX:.*]] = ov.ReduceMax.v1 %[[X]], %[[ALL]] : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[X]], %[[SQ]], %[[MAX]]
func.func @reduce_noop(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>) {
  %e = "onnx.Constant"() <{value = dense<> : tensor<0xi64>, version = 13 : i64}> : () -> tensor<0xi64>
  %a = "onnx.ReduceSum"(%x, %e) <{version = 13 : i64, noop_with_empty_axes = 1 : i64}> : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<2x3xf32>
  %b = "onnx.ReduceSumSquare"(%x) <{version = 18 : i64, noop_with_empty_axes = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = "onnx.ReduceMax"(%x, %e) <{version = 18 : i64, keepdims = 0 : i64}> : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<f32>
  func.return %a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>
}

// -----

// An axes input known only at run time but of static shape [0] is empty: without
// noop_with_empty_axes every axis is reduced (a constant [0, 1], not the empty input, which
// OpenVINO would read as "reduce none"); with it the reduction is its input.

// CHECK-LABEL: func.func @reduce_empty_runtime_axes
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %{{.*}}: tensor<0xi64>)
// CHECK-NEXT:    %[[ALL:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[MAX:.*]] = ov.ReduceMax.v1 %[[X]], %[[ALL]] : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[MAX]], %[[X]]
func.func @reduce_empty_runtime_axes(%x: tensor<2x3xf32>, %e: tensor<0xi64>) -> (tensor<f32>, tensor<2x3xf32>) {
  %a = "onnx.ReduceMax"(%x, %e) <{version = 18 : i64, keepdims = 0 : i64}> : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<f32>
  %b = "onnx.ReduceMax"(%x, %e) <{version = 18 : i64, noop_with_empty_axes = 1 : i64}> : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<f32>, tensor<2x3xf32>
}

// -----

// Every axis of a scalar is none of them: a reduction of a rank-0 input without axes (or with
// empty ones) is its element-wise part alone, with no reduction over an empty axes constant.

// CHECK-LABEL: func.func @reduce_scalar
// CHECK-SAME:    (%[[X:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[SQ:.*]] = ov.Multiply.v1 %[[X]], %[[X]] : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    %[[ABS:.*]] = ov.Abs.v0 %[[X]] : tensor<f32>
// CHECK-NEXT:    %[[LOG:.*]] = ov.Log.v0 %[[X]] : tensor<f32>
// CHECK-NEXT:    func.return %[[X]], %[[X]], %[[SQ]], %[[ABS]], %[[LOG]], %[[X]]
func.func @reduce_scalar(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %e = "onnx.Constant"() <{value = dense<> : tensor<0xi64>, version = 13 : i64}> : () -> tensor<0xi64>
  %a = "onnx.ReduceSum"(%x) <{version = 13 : i64}> : (tensor<f32>) -> tensor<f32>
  %b = "onnx.ReduceMax"(%x, %e) <{version = 18 : i64, keepdims = 0 : i64}> : (tensor<f32>, tensor<0xi64>) -> tensor<f32>
  %c = "onnx.ReduceSumSquare"(%x) <{version = 18 : i64}> : (tensor<f32>) -> tensor<f32>
  %d = "onnx.ReduceL2"(%x) <{version = 18 : i64}> : (tensor<f32>) -> tensor<f32>
  %f = "onnx.ReduceLogSum"(%x) <{version = 18 : i64}> : (tensor<f32>) -> tensor<f32>
  %g = "onnx.ReduceLogSumExp"(%x) <{version = 18 : i64}> : (tensor<f32>) -> tensor<f32>
  func.return %a, %b, %c, %d, %f, %g : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
}

// -----

// ReduceL1 and ReduceL2 are OpenVINO's opset4 ops; over no axes both are Abs.

// CHECK-LABEL: func.func @reduce_norms
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.ReduceL1.v4 %[[X]], %[[A1]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.ReduceL2.v4 %[[X]], %[[B1]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Abs.v0 %[[X]] : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @reduce_norms(%x: tensor<2x3xf32>) -> (tensor<2x1xf32>, tensor<2xf32>, tensor<2x3xf32>) {
  %a = "onnx.ReduceL1V13"(%x) <{version = 13 : i64, axes = array<i64: 1>}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %b = "onnx.ReduceL2V13"(%x) <{version = 13 : i64, axes = array<i64: -1>, keepdims = 0 : i64}> : (tensor<2x3xf32>) -> tensor<2xf32>
  %c = "onnx.ReduceL1"(%x) <{version = 18 : i64, noop_with_empty_axes = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b, %c : tensor<2x1xf32>, tensor<2xf32>, tensor<2x3xf32>
}

// -----

// ReduceLogSum is Log of ReduceSum, ReduceSumSquare ReduceSum of x * x, and ReduceLogSumExp
// log(sum(exp(x - max))) + max: the maximum with kept dims shifts x, the one without is added.

// CHECK-LABEL: func.func @reduce_decompositions
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[ASUM:.*]] = ov.ReduceSum.v1 %[[X]], %[[A1]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Log.v0 %[[ASUM]] : tensor<2xf32>
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[BSQ:.*]] = ov.Multiply.v1 %[[X]], %[[X]]
// CHECK-NEXT:    %[[B:.*]] = ov.ReduceSum.v1 %[[BSQ]], %[[B1]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
// CHECK-NEXT:    %[[C1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[PEAK:.*]] = ov.ReduceMax.v1 %[[X]], %[[C1]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
// CHECK-NEXT:    %[[SHIFTED:.*]] = ov.Subtract.v1 %[[X]], %[[PEAK]] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[EXP:.*]] = ov.Exp.v0 %[[SHIFTED]]
// CHECK-NEXT:    %[[TOTAL:.*]] = ov.ReduceSum.v1 %[[EXP]], %[[C1]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT:    %[[PEAK2:.*]] = ov.ReduceMax.v1 %[[X]], %[[C1]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT:    %[[LOG:.*]] = ov.Log.v0 %[[TOTAL]]
// CHECK-NEXT:    %[[C:.*]] = ov.Add.v1 %[[LOG]], %[[PEAK2]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @reduce_decompositions(%x: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2x1xf32>, tensor<2xf32>) {
  %a = "onnx.ReduceLogSumV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x3xf32>) -> tensor<2xf32>
  %b = "onnx.ReduceSumSquareV13"(%x) <{version = 13 : i64, axes = array<i64: 1>}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %c = "onnx.ReduceLogSumExpV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %a, %b, %c : tensor<2xf32>, tensor<2x1xf32>, tensor<2xf32>
}

// -----

// ReduceMax and ReduceMin of booleans are ReduceLogicalOr and ReduceLogicalAnd. The CPU plugin
// runs those over constant axes only, so over axes given at run time booleans go as i32.

// CHECK-LABEL: func.func @reduce_booleans
// CHECK-SAME:    (%[[X:.*]]: tensor<4x2xi1>, %[[AXES:.*]]: tensor<1xi64>)
// CHECK:         %{{.*}} = ov.ReduceLogicalOr.v1 %[[X]], %{{.*}} {keep_dims = true} : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4x1xi1>
// CHECK:         %{{.*}} = ov.ReduceLogicalAnd.v1 %[[X]], %{{.*}} : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4xi1>
// CHECK-NEXT:    %[[I:.*]] = ov.Convert.v0 %[[X]] {destination_type = i32} : (tensor<4x2xi1>) -> tensor<4x2xi32>
// CHECK-NEXT:    %[[M:.*]] = ov.ReduceMax.v1 %[[I]], %[[AXES]] {keep_dims = true} : (tensor<4x2xi32>, tensor<1xi64>) -> tensor<?x?xi32>
// CHECK-NEXT:    %{{.*}} = ov.Convert.v0 %[[M]] {destination_type = i1} : (tensor<?x?xi32>) -> tensor<?x?xi1>
func.func @reduce_booleans(%x: tensor<4x2xi1>, %axes: tensor<1xi64>) -> (tensor<4x1xi1>, tensor<4xi1>, tensor<?x?xi1>) {
  %one = "onnx.Constant"() <{value = dense<1> : tensor<1xi64>, version = 13 : i64}> : () -> tensor<1xi64>
  %a = "onnx.ReduceMax"(%x, %one) <{version = 20 : i64}> : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4x1xi1>
  %b = "onnx.ReduceMin"(%x, %one) <{version = 20 : i64, keepdims = 0 : i64}> : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4xi1>
  %c = "onnx.ReduceMax"(%x, %axes) <{version = 20 : i64}> : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<?x?xi1>
  func.return %a, %b, %c : tensor<4x1xi1>, tensor<4xi1>, tensor<?x?xi1>
}

// -----

// Two axes known only at run time without kept dims: OpenVINO would not know the result's rank
// (it does for one axis). The dims are kept, then dropped one axis at a time; the second
// index (normalised by FloorMod) is lowered by one when the first axis was below it.

// CHECK-LABEL: func.func @reduce_runtime_axes
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4x5xf32>, %[[AXES:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[KEPT:.*]] = ov.ReduceSum.v1 %[[X]], %[[AXES]] {keep_dims = true} : (tensor<3x4x5xf32>, tensor<2xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT:    %[[RANK:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// CHECK-NEXT:    %[[NORM:.*]] = ov.FloorMod.v1 %[[AXES]], %[[RANK]]
// CHECK:         %[[FIRST:.*]] = ov.Gather.v8 %[[NORM]]
// CHECK:         %[[SECOND:.*]] = ov.Gather.v8 %[[NORM]]
// CHECK-NEXT:    %[[DROP1:.*]] = ov.ReduceMax.v1 %[[KEPT]], %[[FIRST]] : (tensor<?x?x?xf32>, tensor<1xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.Less.v1 %[[FIRST]], %[[SECOND]]
// CHECK-NEXT:    %[[SHIFT:.*]] = ov.Convert.v0 %[[BELOW]] {destination_type = i64}
// CHECK-NEXT:    %[[AXIS2:.*]] = ov.Subtract.v1 %[[SECOND]], %[[SHIFT]]
// CHECK-NEXT:    %[[Y:.*]] = ov.ReduceMax.v1 %[[DROP1]], %[[AXIS2]] : (tensor<?x?xf32>, tensor<1xi64>) -> tensor<?xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<?xf32>
func.func @reduce_runtime_axes(%x: tensor<3x4x5xf32>, %axes: tensor<2xi64>) -> tensor<?xf32> {
  %y = "onnx.ReduceSum"(%x, %axes) <{version = 13 : i64, keepdims = 0 : i64}> : (tensor<3x4x5xf32>, tensor<2xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}

// -----

// Over an input with no elements the result is the reduction's identity (-inf for ReduceMax),
// broadcast to the shape the reduction gives.

// CHECK-LABEL: func.func @reduce_empty_input
// CHECK:         %[[R:.*]] = ov.ReduceMax.v1 %{{.*}} {keep_dims = true} : (tensor<2x0x4xf32>, tensor<1xi64>) -> tensor<2x1x4xf32>
// CHECK-NEXT:    %[[FILL:.*]] = ov.Constant.v0 dense<0xff800000> : tensor<f32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[R]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3 %[[FILL]], %[[SHAPE]] : (tensor<f32>, tensor<3xi64>) -> tensor<2x1x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @reduce_empty_input(%x: tensor<2x0x4xf32>) -> tensor<2x1x4xf32> {
  %y = "onnx.ReduceMaxV13"(%x) <{version = 13 : i64, axes = array<i64: 1>}> : (tensor<2x0x4xf32>) -> tensor<2x1x4xf32>
  func.return %y : tensor<2x1x4xf32>
}

// -----

// Each reduction's identity over no elements: -inf for the log-sums, 1 for the product, +inf
// for the minimum, 0 for the sum of squares (ONNX's reference values).

// CHECK-LABEL: func.func @reduce_empty_identities
// CHECK:         ov.Constant.v0 dense<0xff800000> : tensor<f32>
// CHECK:         ov.Constant.v0 dense<0xff800000> : tensor<f32>
// CHECK:         ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK:         ov.Constant.v0 dense<0x7f800000> : tensor<f32>
// CHECK:         ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
func.func @reduce_empty_identities(%x: tensor<2x0x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %a = "onnx.ReduceLogSumExpV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0x4xf32>) -> tensor<2x4xf32>
  %b = "onnx.ReduceLogSumV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0x4xf32>) -> tensor<2x4xf32>
  %c = "onnx.ReduceProdV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0x4xf32>) -> tensor<2x4xf32>
  %d = "onnx.ReduceMinV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0x4xf32>) -> tensor<2x4xf32>
  %e = "onnx.ReduceSumSquareV13"(%x) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0x4xf32>) -> tensor<2x4xf32>
  func.return %a, %b, %c, %d, %e : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// ReduceMin of booleans is a logical and: over no elements its identity is true (ONNX: the
// largest value of the type).

// CHECK-LABEL: func.func @reduce_min_empty_bool
// CHECK:         %[[R:.*]] = ov.ReduceLogicalAnd.v1 %{{.*}} {keep_dims = true} : (tensor<0x3xi1>, tensor<2xi64>) -> tensor<1x1xi1>
// CHECK-NEXT:    %[[FILL:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[R]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3 %[[FILL]], %[[SHAPE]] : (tensor<i1>, tensor<2xi64>) -> tensor<1x1xi1>
// CHECK-NEXT:    func.return %[[Y]]
func.func @reduce_min_empty_bool(%x: tensor<0x3xi1>) -> tensor<1x1xi1> {
  %y = "onnx.ReduceMin"(%x) <{version = 20 : i64}> : (tensor<0x3xi1>) -> tensor<1x1xi1>
  func.return %y : tensor<1x1xi1>
}

// -----

// ReduceMax of booleans (a logical or) gives false over no elements, the smallest value of
// the type; of integers the type's smallest and (ReduceMin) largest values, not infinities.

// CHECK-LABEL: func.func @reduce_empty_bool_and_integers
// CHECK:         %[[OR:.*]] = ov.ReduceLogicalOr.v1 %{{.*}} {keep_dims = true} : (tensor<0x3xi1>, tensor<2xi64>) -> tensor<1x1xi1>
// CHECK-NEXT:    %[[FALSE:.*]] = ov.Constant.v0 dense<false> : tensor<i1>
// CHECK-NEXT:    %[[OR_SHAPE:.*]] = ov.ShapeOf.v3 %[[OR]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3 %[[FALSE]], %[[OR_SHAPE]] : (tensor<i1>, tensor<2xi64>) -> tensor<1x1xi1>
// CHECK:         ov.ReduceMax.v1
// CHECK-NEXT:    %[[LOWEST:.*]] = ov.Constant.v0 dense<-2147483648> : tensor<i32>
// CHECK:         ov.ReduceMin.v1
// CHECK-NEXT:    %[[HIGHEST:.*]] = ov.Constant.v0 dense<2147483647> : tensor<i32>
func.func @reduce_empty_bool_and_integers(%x: tensor<0x3xi1>, %n: tensor<2x0xi32>) -> (tensor<1x1xi1>, tensor<2xi32>, tensor<2xi32>) {
  %y = "onnx.ReduceMax"(%x) <{version = 20 : i64}> : (tensor<0x3xi1>) -> tensor<1x1xi1>
  %a = "onnx.ReduceMaxV13"(%n) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0xi32>) -> tensor<2xi32>
  %b = "onnx.ReduceMinV13"(%n) <{version = 13 : i64, axes = array<i64: 1>, keepdims = 0 : i64}> : (tensor<2x0xi32>) -> tensor<2xi32>
  func.return %y, %a, %b : tensor<1x1xi1>, tensor<2xi32>, tensor<2xi32>
}

// -----

// Axes given at run time with noop_with_empty_axes pass as they are: OpenVINO reduces nothing
// over empty axes, which is what the attribute asks.

// CHECK-LABEL: func.func @reduce_runtime_axes_noop
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>, %[[AXES:.*]]: tensor<?xi64>)
// CHECK-NEXT:    %[[Y:.*]] = ov.ReduceProd.v1 %[[X]], %[[AXES]] {keep_dims = true} : (tensor<3x4xf32>, tensor<?xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @reduce_runtime_axes_noop(%x: tensor<3x4xf32>, %axes: tensor<?xi64>) -> tensor<?x?xf32> {
  %y = "onnx.ReduceProd"(%x, %axes) <{version = 18 : i64, noop_with_empty_axes = 1 : i64}> : (tensor<3x4xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
