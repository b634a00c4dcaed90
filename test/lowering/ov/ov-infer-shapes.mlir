// RUN: ov-opt %s --split-input-file -p ov-infer-shapes | filecheck %s

// A Reshape's target built from a shape (Keras' squeeze-excitation block: the batch dim read
// by ShapeOf, then constants) gives its known entries: [?, 1, 1, 32], not four unknown dims.

// CHECK-LABEL: func.func @target_from_shape
// CHECK:         ov.Reshape.v1 %x, %{{.*}} {special_zero = false} : (tensor<?x32xf32>, tensor<4xi64>) -> tensor<?x1x1x32xf32>
// CHECK:         func.return %{{.*}} : tensor<?x1x1x32xf32>
func.func @target_from_shape(%x: tensor<?x32xf32>) -> tensor<?x?x?x?xf32> {
  %shape = ov.ShapeOf.v3 %x {output_type = i32} : (tensor<?x32xf32>) -> tensor<2xi32>
  %zero = ov.Constant.v0 dense<0> : tensor<1xi64>
  %one = ov.Constant.v0 dense<1> : tensor<1xi64>
  %batch = ov.StridedSlice.v1 %shape, %zero, %one, %one {begin_mask = array<i64: 0>, end_mask = array<i64: 0>, new_axis_mask = array<i64: 0>, shrink_axis_mask = array<i64: 1>, ellipsis_mask = array<i64: 0>} : (tensor<2xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<i32>
  %batch1 = ov.Unsqueeze.v0 %batch, %zero : (tensor<i32>, tensor<1xi64>) -> tensor<1xi32>
  %ones = ov.Constant.v0 dense<1> : tensor<1xi32>
  %c = ov.Constant.v0 dense<32> : tensor<1xi32>
  %target = ov.Concat.v0 %batch1, %ones, %ones, %c {axis = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %target64 = ov.Convert.v0 %target {destination_type = i64} : (tensor<4xi32>) -> tensor<4xi64>
  %y = ov.Reshape.v1 %x, %target64 {special_zero = false} : (tensor<?x32xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}

// -----

// An entry computed from a dim (here the batch times 2) is not a dim moved: it stays unknown,
// and so does the -1 beside it.

// CHECK-LABEL: func.func @computed_entry
// CHECK:         ov.Reshape.v1 %x, %{{.*}} : (tensor<?x32xf32>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @computed_entry(%x: tensor<?x32xf32>) -> tensor<?x?xf32> {
  %shape = ov.ShapeOf.v3 %x : (tensor<?x32xf32>) -> tensor<2xi64>
  %zero = ov.Constant.v0 dense<0> : tensor<1xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %batch = ov.Gather.v8 %shape, %zero, %axis : (tensor<2xi64>, tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %two = ov.Constant.v0 dense<2> : tensor<1xi64>
  %double = ov.Multiply.v1 %batch, %two : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %rest = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %target = ov.Concat.v0 %double, %rest {axis = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %y = ov.Reshape.v1 %x, %target {special_zero = false} : (tensor<?x32xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
