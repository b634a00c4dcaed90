// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of TopK, CumSum and ReverseSequence.

func.func @top_k_negative(%x: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %k = ov.Constant.v0 dense<-1> : tensor<i64>
  %v, %i = ov.TopK.v11 %x, %k {axis = 0 : i64, mode = "max", sort = "value"} : (tensor<5xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xi32>)
  func.return %v, %i : tensor<?xf32>, tensor<?xi32>
}
// CHECK: TopK k must not be negative, got -1

// -----

func.func @top_k_mode(%x: tensor<5xf32>, %k: tensor<i64>) -> (tensor<?xf32>, tensor<?xi32>) {
  %v, %i = ov.TopK.v11 %x, %k {axis = 0 : i64, mode = "largest", sort = "value"} : (tensor<5xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xi32>)
  func.return %v, %i : tensor<?xf32>, tensor<?xi32>
}
// CHECK-NEXT: mode must be one of max, min, not 'largest'

// -----

func.func @top_k_index_type(%x: tensor<5xf32>, %k: tensor<i64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %v, %i = ov.TopK.v11 %x, %k {axis = 0 : i64, mode = "max", sort = "none", index_element_type = f32} : (tensor<5xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xf32>)
  func.return %v, %i : tensor<?xf32>, tensor<?xf32>
}
// CHECK-NEXT: index_element_type must be i32 or i64, not f32

// -----

func.func @top_k_axis(%x: tensor<5xf32>, %k: tensor<1xi64>) -> (tensor<?xf32>, tensor<?xi32>) {
  %v, %i = ov.TopK.v11 %x, %k {axis = 1 : i64, mode = "max", sort = "none"} : (tensor<5xf32>, tensor<1xi64>) -> (tensor<?xf32>, tensor<?xi32>)
  func.return %v, %i : tensor<?xf32>, tensor<?xi32>
}
// CHECK-NEXT: axis 1 is out of range for rank 1

// -----

func.func @cum_sum_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %axis = ov.Constant.v0 dense<2> : tensor<i64>
  %y = ov.CumSum.v0 %x, %axis : (tensor<2x3xf32>, tensor<i64>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: axis 2 is out of range for rank 2

// -----

func.func @reverse_sequence_axes(%x: tensor<2x3xf32>, %l: tensor<2xi64>) -> tensor<2x3xf32> {
  %y = ov.ReverseSequence.v0 %x, %l {seq_axis = 0 : i64} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: batch_axis and seq_axis are both 0

// -----

func.func @reverse_sequence_lengths(%x: tensor<2x3xf32>, %l: tensor<3xi64>) -> tensor<2x3xf32> {
  %y = ov.ReverseSequence.v0 %x, %l : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: 3 seq_lengths for a batch of 2

// -----

func.func @stable_unsorted(%x: tensor<5xf32>, %k: tensor<i64>) {
  %v, %i = ov.TopK.v11 %x, %k {axis = 0 : i64, mode = "max", sort = "none", stable = true} : (tensor<5xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xi32>)
  func.return
}
// CHECK: a stable TopK must sort by value or index (OpenVINO refuses sort none)
