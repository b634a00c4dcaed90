// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of Unique-10.

func.func @axis_range(%x: tensor<2x4xf32>) -> tensor<?x4xf32> {
  %axis = ov.Constant.v0 dense<2> : tensor<i64>
  %y, %i, %r, %c = ov.Unique.v10 %x, %axis : (tensor<2x4xf32>, tensor<i64>) -> (tensor<?x4xf32>, tensor<?xi64>, tensor<2xi64>, tensor<?xi64>)
  func.return %y : tensor<?x4xf32>
}
// CHECK: axis 2 is out of range for rank 2

// -----

func.func @axis_vector(%x: tensor<2x4xf32>, %axis: tensor<2xi64>) -> tensor<?x?xf32> {
  %y, %i, %r, %c = ov.Unique.v10 %x, %axis : (tensor<2x4xf32>, tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: the Unique axis must be a scalar, got shape [2]

// -----

func.func @count_type(%x: tensor<5xf32>) -> tensor<?xf32> {
  %y, %i, %r, %c = ov.Unique.v10 %x {count_element_type = f32} : (tensor<5xf32>) -> (tensor<?xf32>, tensor<?xi64>, tensor<5xi64>, tensor<?xf32>)
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: count_element_type must be i32 or i64, not f32

// -----

// OpenVINO reads the axis when it loads the model: one computed at run time is refused.
func.func @axis_at_run_time(%x: tensor<2x4xf32>, %axis: tensor<i64>) -> tensor<?x?xf32> {
  %y, %i, %r, %c = ov.Unique.v10 %x, %axis : (tensor<2x4xf32>, tensor<i64>) -> (tensor<?x?xf32>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>)
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: the Unique axis must be a constant
