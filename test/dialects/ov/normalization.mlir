// RUN: OV_ROUNDTRIP

// MVN-6 and GroupNormalization-12: printed generic, parsed back, printed in custom form.

// CHECK-LABEL: func.func @mvn
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>, %[[AXES:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %{{.*}} = ov.MVN.v6 %[[X]], %[[AXES]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x3x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.MVN.v6 %[[X]], %[[AXES]] {normalize_variance = false, eps = 1.000000e-09 : f32, eps_mode = "outside_sqrt"} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x3x4xf32>
func.func @mvn(%x: tensor<?x3x4xf32>, %axes: tensor<2xi64>) -> (tensor<?x3x4xf32>, tensor<?x3x4xf32>) {
  %a = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-05 : f32, eps_mode = "inside_sqrt"} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x3x4xf32>
  %b = ov.MVN.v6 %x, %axes {normalize_variance = false, eps = 1.0e-09 : f32, eps_mode = "outside_sqrt"} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x3x4xf32>
  func.return %a, %b : tensor<?x3x4xf32>, tensor<?x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @group_norm
// CHECK-SAME:    (%[[X:.*]]: tensor<2x6x4x4xf32>, %[[S:.*]]: tensor<6xf32>, %[[B:.*]]: tensor<6xf32>)
// CHECK-NEXT:    %{{.*}} = ov.GroupNormalization.v12 %[[X]], %[[S]], %[[B]] {num_groups = 3 : i64, epsilon = 1.000000e-05 : f32} : (tensor<2x6x4x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x4x4xf32>
func.func @group_norm(%x: tensor<2x6x4x4xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<2x6x4x4xf32> {
  %y = ov.GroupNormalization.v12 %x, %s, %b {num_groups = 3 : i64, epsilon = 1.0e-05 : f32} : (tensor<2x6x4x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x4x4xf32>
  func.return %y : tensor<2x6x4x4xf32>
}

// -----

// The edges OpenVINO accepts: an epsilon of 0, one group per channel, data of rank 2, and
// per-channel inputs of unknown length.

// CHECK-LABEL: func.func @edges
// CHECK-NEXT:    %{{.*}} = ov.BatchNormInference.v5 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {epsilon = 0.000000e+00 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.GroupNormalization.v12 %{{.*}}, %{{.*}}, %{{.*}} {num_groups = 3 : i64, epsilon = 0.000000e+00 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<?xf32>) -> tensor<2x3xf32>
func.func @edges(%x: tensor<2x3xf32>, %c: tensor<3xf32>, %d: tensor<?xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %bn = ov.BatchNormInference.v5 %x, %c, %d, %c, %c {epsilon = 0.0 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %gn = ov.GroupNormalization.v12 %x, %c, %d {num_groups = 3 : i64, epsilon = 0.0 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<?xf32>) -> tensor<2x3xf32>
  func.return %bn, %gn : tensor<2x3xf32>, tensor<2x3xf32>
}
