// RUN: ov-opt %s --split-input-file -p convert-tf-to-ov | filecheck %s

// Reductions over the axes a tensor gives, as the ov reduction of the same name with keep_dims.

// Known axes (i32 or i64, a scalar or a list, negative ones too) become an i64 constant.
// CHECK-LABEL: func.func @reductions
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.ReduceSum.v1 %x, %[[A1]] {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
// CHECK-NEXT:    %[[A2:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK-NEXT:    %[[M:.*]] = ov.ReduceMean.v1 %x, %[[A2]] : (tensor<2x3x4xf32>, tensor<i64>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[A3:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[P:.*]] = ov.ReduceProd.v1 %x, %[[A3]] : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[A4:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[ALL:.*]] = ov.ReduceLogicalAnd.v1 %b, %[[A4]] : (tensor<2x3xi1>, tensor<1xi64>) -> tensor<3xi1>
// CHECK-NEXT:    %[[A5:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.ReduceL2.v4 %x, %[[A5]] : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[S]], %[[M]], %[[P]], %[[ALL]], %[[N]]
func.func @reductions(%x: tensor<2x3x4xf32>, %b: tensor<2x3xi1>) -> (tensor<2x1x1xf32>, tensor<2x3xf32>, tensor<3x4xf32>, tensor<3xi1>, tensor<2xf32>) {
  %axes = "tf.Const"() <{value = dense<[1, 2]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %last = "tf.Const"() <{value = dense<-1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %first = "tf.Const"() <{value = dense<0> : tensor<1xi64>, dtype = i64}> : () -> tensor<1xi64>
  %s = "tf.Sum"(%x, %axes) <{T = f32, Tidx = i32, keep_dims = true}> : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<2x1x1xf32>
  %m = "tf.Mean"(%x, %last) <{T = f32, Tidx = i32, keep_dims = false}> : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<2x3xf32>
  %p = "tf.Prod"(%x, %first) <{T = f32, Tidx = i64, keep_dims = false}> : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<3x4xf32>
  %a = "tf.All"(%b, %first) <{Tidx = i64, keep_dims = false}> : (tensor<2x3xi1>, tensor<1xi64>) -> tensor<3xi1>
  %n = "tf.EuclideanNorm"(%x, %axes) <{T = f32, Tidx = i32, keep_dims = false}> : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<2xf32>
  func.return %s, %m, %p, %a, %n : tensor<2x1x1xf32>, tensor<2x3xf32>, tensor<3x4xf32>, tensor<3xi1>, tensor<2xf32>
}

// -----

// Axes computed at run time are not refused (OpenVINO's reductions take them as a tensor):
// converted to i64 there.
// CHECK-LABEL: func.func @axes_at_run_time
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %axes {destination_type = i64} : (tensor<1xi32>) -> tensor<1xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.ReduceMax.v1 %x, %[[A]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<?xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @axes_at_run_time(%x: tensor<2x3xf32>, %axes: tensor<1xi32>) -> tensor<?xf32> {
  %y = "tf.Max"(%x, %axes) <{T = f32, Tidx = i32, keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
