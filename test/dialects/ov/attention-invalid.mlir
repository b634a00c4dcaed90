// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of ScaledDotProductAttention-13.

func.func @rank_two(%q: tensor<5x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x7xf32>) -> tensor<5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v : (tensor<5x8xf32>, tensor<6x8xf32>, tensor<6x7xf32>) -> tensor<5x7xf32>
  func.return %y : tensor<5x7xf32>
}
// CHECK: query must have rank 3 or more, got [5,8]

// -----

func.func @key_heads_not_broadcast(%q: tensor<2x4x5x8xf32>, %k: tensor<2x2x6x8xf32>, %v: tensor<2x2x6x7xf32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v : (tensor<2x4x5x8xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: key [2,2,6,8] does not broadcast into the batch of query [2,4,5,8]

// -----

func.func @head_sizes_differ(%q: tensor<2x4x5x8xf32>, %k: tensor<2x4x6x9xf32>, %v: tensor<2x4x6x7xf32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v : (tensor<2x4x5x8xf32>, tensor<2x4x6x9xf32>, tensor<2x4x6x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: query [2,4,5,8] and key [2,4,6,9] differ in their last dim

// -----

func.func @sequence_lengths_differ(%q: tensor<2x4x5x8xf32>, %k: tensor<2x4x6x8xf32>, %v: tensor<2x4x3x7xf32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v : (tensor<2x4x5x8xf32>, tensor<2x4x6x8xf32>, tensor<2x4x3x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: key [2,4,6,8] and value [2,4,3,7] differ in their sequence length

// -----

func.func @integers(%q: tensor<2x4x5x8xi32>, %k: tensor<2x4x6x8xi32>, %v: tensor<2x4x6x7xi32>) -> tensor<2x4x5x7xi32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v : (tensor<2x4x5x8xi32>, tensor<2x4x6x8xi32>, tensor<2x4x6x7xi32>) -> tensor<2x4x5x7xi32>
  func.return %y : tensor<2x4x5x7xi32>
}
// CHECK-NEXT: ScaledDotProductAttention needs floating-point inputs

// -----

func.func @integer_mask(%q: tensor<2x4x5x8xf32>, %k: tensor<2x4x6x8xf32>, %v: tensor<2x4x6x7xf32>, %m: tensor<5x6xi32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v, %m : (tensor<2x4x5x8xf32>, tensor<2x4x6x8xf32>, tensor<2x4x6x7xf32>, tensor<5x6xi32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: attention_mask must be boolean or f32, not i32

// -----

func.func @mask_wider_than_the_scores(%q: tensor<2x4x5x8xf32>, %k: tensor<2x4x6x8xf32>, %v: tensor<2x4x6x7xf32>, %m: tensor<5x7xf32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v, %m : (tensor<2x4x5x8xf32>, tensor<2x4x6x8xf32>, tensor<2x4x6x7xf32>, tensor<5x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: attention_mask [5,7] does not broadcast to the scores [2,4,5,6]

// -----

func.func @scale_of_two_numbers(%q: tensor<2x4x5x8xf32>, %k: tensor<2x4x6x8xf32>, %v: tensor<2x4x6x7xf32>, %m: tensor<f32>, %s: tensor<2xf32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v, %m, %s : (tensor<2x4x5x8xf32>, tensor<2x4x6x8xf32>, tensor<2x4x6x7xf32>, tensor<f32>, tensor<2xf32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: scale must be a scalar, got [2]

// -----

func.func @six_inputs(%q: tensor<2x4x5x8xf32>, %k: tensor<2x4x6x8xf32>, %v: tensor<2x4x6x7xf32>, %m: tensor<f32>, %s: tensor<f32>) -> tensor<2x4x5x7xf32> {
  %y = ov.ScaledDotProductAttention.v13 %q, %k, %v, %m, %s, %s : (tensor<2x4x5x8xf32>, tensor<2x4x6x8xf32>, tensor<2x4x6x7xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x4x5x7xf32>
  func.return %y : tensor<2x4x5x7xf32>
}
// CHECK-NEXT: takes query, key, value, an optional mask and scale, got 6 inputs
