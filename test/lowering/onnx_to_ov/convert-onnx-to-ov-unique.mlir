// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Unique: the axis becomes a scalar input; outputs the node leaves out stay unused.

// CHECK-LABEL: func.func @unique
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>)
// CHECK-NEXT:    %[[Y:.*]], %{{.*}}, %{{.*}}, %{{.*}} = ov.Unique.v10 %[[X]] {sorted = false} : (tensor<3x4xf32>) -> (tensor<?xf32>, tensor<?xi64>, tensor<12xi64>, tensor<?xi64>)
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[Z:.*]], %[[I:.*]], %[[R:.*]], %[[C:.*]] = ov.Unique.v10 %[[X]], %[[AXIS]] : (tensor<3x4xf32>, tensor<i64>) -> (tensor<?x4xf32>, tensor<?xi64>, tensor<3xi64>, tensor<?xi64>)
// CHECK-NEXT:    func.return %[[Y]], %[[Z]], %[[I]], %[[R]], %[[C]]
func.func @unique(%x: tensor<3x4xf32>) -> (tensor<?xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<3xi64>, tensor<?xi64>) {
  %y = "onnx.Unique"(%x) <{version = 11 : i64, sorted = 0 : i64, resultSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<3x4xf32>) -> tensor<?xf32>
  %z, %i, %r, %c = "onnx.Unique"(%x) <{version = 11 : i64, axis = 0 : i64, resultSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<3x4xf32>) -> (tensor<?x4xf32>, tensor<?xi64>, tensor<3xi64>, tensor<?xi64>)
  func.return %y, %z, %i, %r, %c : tensor<?xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<3xi64>, tensor<?xi64>
}
