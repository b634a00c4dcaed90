// RUN: OV_ROUNDTRIP

// ReadValue-6 and Assign-6: a variable read with an initial value (its type and shape from
// it when the variable's are `dynamic` / `...`), one read without (zeros of the variable's
// declared type and shape), each written after it is read; nothing reads an Assign's result.

// CHECK-LABEL: func.func @state
// CHECK-SAME:    (%[[X:.*]]: tensor<?x4xf32>, %[[H:.*]]: tensor<?x4xf32>)
// CHECK-NEXT:    %[[R:.*]] = ov.ReadValue.v6 %[[H]] {variable_id = "h"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.ReadValue.v6 {variable_id = "count", variable_type = "i64", variable_shape = ""} : () -> tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[R]], %[[X]]
// CHECK-NEXT:    %{{.*}} = ov.Assign.v6 %[[S]] {variable_id = "h"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Assign.v6 %[[C]] {variable_id = "count"} : (tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    func.return %[[S]] : tensor<?x4xf32>
func.func @state(%x: tensor<?x4xf32>, %h: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "h"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %c = ov.ReadValue.v6 {variable_id = "count", variable_type = "i64", variable_shape = ""} : () -> tensor<i64>
  %s = ov.Add.v1 %r, %x : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %a = ov.Assign.v6 %s {variable_id = "h"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %b = ov.Assign.v6 %c {variable_id = "count"} : (tensor<i64>) -> tensor<i64>
  func.return %s : tensor<?x4xf32>
}

// -----

// A variable's declared shape relaxes its initial value's: the state may take another batch.

// CHECK-LABEL: func.func @relaxed
// CHECK-NEXT:    %[[R:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "v", variable_type = "f32", variable_shape = "?,1..8"} : (tensor<2x3xf32>) -> tensor<?x?xf32>
func.func @relaxed(%h: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v", variable_type = "f32", variable_shape = "?,1..8"} : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %r : tensor<?x?xf32>
}
