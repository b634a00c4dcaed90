// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of MVN-6 and GroupNormalization-12.

func.func @mvn_eps_mode(%x: tensor<2x3xf32>, %axes: tensor<1xi64>) -> tensor<2x3xf32> {
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-05 : f32, eps_mode = "inside"} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK: eps_mode must be one of inside_sqrt, outside_sqrt, not 'inside'

// -----

func.func @mvn_integers(%x: tensor<2x3xi32>, %axes: tensor<1xi64>) -> tensor<2x3xi32> {
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-05 : f32, eps_mode = "inside_sqrt"} : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x3xi32>
  func.return %y : tensor<2x3xi32>
}
// CHECK-NEXT: MVN normalises floating-point data, got i32

// -----

func.func @mvn_repeated_axes(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %axes = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-05 : f32, eps_mode = "inside_sqrt"} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: MVN axes repeat: [1, -1]

// -----

func.func @group_norm_groups(%x: tensor<2x6x4xf32>, %s: tensor<6xf32>) -> tensor<2x6x4xf32> {
  %y = ov.GroupNormalization.v12 %x, %s, %s {num_groups = 4 : i64, epsilon = 1.0e-05 : f32} : (tensor<2x6x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x4xf32>
  func.return %y : tensor<2x6x4xf32>
}
// CHECK-NEXT: 6 channels do not split into 4 groups

// -----

func.func @group_norm_scale_shape(%x: tensor<2x6x4xf32>, %s: tensor<3xf32>) -> tensor<2x6x4xf32> {
  %y = ov.GroupNormalization.v12 %x, %s, %s {num_groups = 3 : i64, epsilon = 1.0e-05 : f32} : (tensor<2x6x4xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x6x4xf32>
  func.return %y : tensor<2x6x4xf32>
}
// CHECK-NEXT: scale and bias must be [C], got [3] for data [2,6,4]

// -----

// LRN keeps the shape of its data.
func.func @lrn_result_shape(%x: tensor<1x3x8x8xf32>) {
  %a = ov.Constant.v0 dense<1> : tensor<1xi64>
  %y = "ov.LRN.v0"(%x, %a) <{alpha = 1.0e-4 : f32, beta = 0.75 : f32, bias = 1.0 : f32, size = 3 : i64}> : (tensor<1x3x8x8xf32>, tensor<1xi64>) -> tensor<1x3x4x4xf32>
  func.return
}
// CHECK: a ov.LRN.v0 op: result 0 has type tensor<1x3x4x4xf32>, but its operands give tensor<1x3x8x8xf32>

// -----

func.func @group_norm_no_groups(%x: tensor<2x6x4xf32>, %s: tensor<6xf32>) {
  %y = ov.GroupNormalization.v12 %x, %s, %s {num_groups = 0 : i64, epsilon = 1.0e-05 : f32} : (tensor<2x6x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x4xf32>
  func.return
}
// CHECK: a ov.GroupNormalization.v12 op: num_groups must be positive, got 0

// -----

func.func @group_norm_negative_epsilon(%x: tensor<2x6x4xf32>, %s: tensor<6xf32>) {
  %y = ov.GroupNormalization.v12 %x, %s, %s {num_groups = 2 : i64, epsilon = -1.0 : f32} : (tensor<2x6x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x4xf32>
  func.return
}
// CHECK: a ov.GroupNormalization.v12 op: epsilon must not be negative, got -1.0

// -----

func.func @group_norm_rank_one(%x: tensor<6xf32>, %s: tensor<6xf32>) {
  %y = ov.GroupNormalization.v12 %x, %s, %s {num_groups = 2 : i64, epsilon = 1.0e-05 : f32} : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  func.return
}
// CHECK: a ov.GroupNormalization.v12 op: GroupNormalization data needs rank 2 or more
