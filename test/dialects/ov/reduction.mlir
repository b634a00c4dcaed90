// RUN: OV_ROUNDTRIP

// The norm and logical reductions: printed generic, parsed back, printed in custom form.

// CHECK-LABEL: func.func @norms
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[AXES:.*]]: tensor<1xi64>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %{{.*}} = ov.ReduceL1.v4 %[[X]], %[[C]] {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReduceL2.v4 %[[X]], %[[C]] : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReduceL2.v4 %[[X]], %[[AXES]] : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<?x?xf32>
func.func @norms(%x: tensor<2x3x4xf32>, %axes: tensor<1xi64>) -> (tensor<1x3x1xf32>, tensor<3xf32>, tensor<?x?xf32>) {
  %c = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
  %a = ov.ReduceL1.v4 %x, %c {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<1x3x1xf32>
  %b = ov.ReduceL2.v4 %x, %c : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<3xf32>
  %d = ov.ReduceL2.v4 %x, %axes : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<?x?xf32>
  func.return %a, %b, %d : tensor<1x3x1xf32>, tensor<3xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @logical
// CHECK-SAME:    (%[[X:.*]]: tensor<4x2xi1>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %{{.*}} = ov.ReduceLogicalAnd.v1 %[[X]], %[[C]] : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4xi1>
// CHECK-NEXT:    %{{.*}} = ov.ReduceLogicalOr.v1 %[[X]], %[[C]] {keep_dims = true} : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4x1xi1>
func.func @logical(%x: tensor<4x2xi1>) -> (tensor<4xi1>, tensor<4x1xi1>) {
  %c = ov.Constant.v0 dense<1> : tensor<1xi64>
  %a = ov.ReduceLogicalAnd.v1 %x, %c : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4xi1>
  %b = ov.ReduceLogicalOr.v1 %x, %c {keep_dims = true} : (tensor<4x2xi1>, tensor<1xi64>) -> tensor<4x1xi1>
  func.return %a, %b : tensor<4xi1>, tensor<4x1xi1>
}

// -----

// A scalar reduces along axis 0 or -1 without keep_dims, as OpenVINO takes it (a vector of one
// element): the result is a scalar.

// CHECK-LABEL: func.func @scalar
// CHECK-SAME:    (%[[X:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %{{.*}} = ov.ReduceSum.v1 %[[X]], %[[C]] : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
func.func @scalar(%x: tensor<f32>) -> tensor<f32> {
  %c = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %a = ov.ReduceSum.v1 %x, %c : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  func.return %a : tensor<f32>
}
