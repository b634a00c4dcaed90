// RUN: OV_ROUNDTRIP

// ScaledDotProductAttention-13: query, key and value alone (the scale is 1 / sqrt(E)), with a
// boolean mask, and with a float mask and a scale; key and value heads of 1 broadcast into the
// query's; causal.

// CHECK-LABEL: func.func @attention
// CHECK-SAME:    (%[[Q:.*]]: tensor<2x4x5x8xf32>, %[[K:.*]]: tensor<2x1x6x8xf32>, %[[V:.*]]: tensor<2x1x6x7xf32>, %[[B:.*]]: tensor<5x6xi1>, %[[M:.*]]: tensor<?x1x5x6xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT:    %{{.*}} = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]] : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>) -> tensor<2x4x5x7xf32>
// CHECK-NEXT:    %{{.*}} = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]], %[[B]] : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>, tensor<5x6xi1>) -> tensor<2x4x5x7xf32>
// CHECK-NEXT:    %{{.*}} = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]], %[[M]], %[[S]] : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>, tensor<?x1x5x6xf32>, tensor<f32>) -> tensor<2x4x5x7xf32>
// CHECK-NEXT:    %{{.*}} = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]] {causal = true} : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>) -> tensor<2x4x5x7xf32>
func.func @attention(%q: tensor<2x4x5x8xf32>, %k: tensor<2x1x6x8xf32>, %v: tensor<2x1x6x7xf32>, %b: tensor<5x6xi1>, %m: tensor<?x1x5x6xf32>, %s: tensor<f32>) -> (tensor<2x4x5x7xf32>, tensor<2x4x5x7xf32>, tensor<2x4x5x7xf32>, tensor<2x4x5x7xf32>) {
  %plain = ov.ScaledDotProductAttention.v13 %q, %k, %v : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>) -> tensor<2x4x5x7xf32>
  %kept = ov.ScaledDotProductAttention.v13 %q, %k, %v, %b : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>, tensor<5x6xi1>) -> tensor<2x4x5x7xf32>
  %scaled = ov.ScaledDotProductAttention.v13 %q, %k, %v, %m, %s : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>, tensor<?x1x5x6xf32>, tensor<f32>) -> tensor<2x4x5x7xf32>
  %causal = ov.ScaledDotProductAttention.v13 %q, %k, %v {causal = true} : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>, tensor<2x1x6x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %plain, %kept, %scaled, %causal : tensor<2x4x5x7xf32>, tensor<2x4x5x7xf32>, tensor<2x4x5x7xf32>, tensor<2x4x5x7xf32>
}
