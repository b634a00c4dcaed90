// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// scaled_dot_product_attention in its math form: softmax(q @ k^T * scale + bias) @ v. A boolean
// mask keeps the scores where it is true and puts -inf elsewhere.
// CHECK-LABEL: func.func @attention_bool_mask
// CHECK-NEXT:    %[[S:.*]] = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x7x8xf32>) -> tensor<1x4x5x7xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[SC:.*]] = ov.Multiply.v1 %[[S]], %[[C]]
// CHECK-NEXT:    %[[INF:.*]] = ov.Constant.v0 dense<0xff800000> : tensor<f32>
// CHECK-NEXT:    %[[M:.*]] = ov.Select.v1 %m, %[[SC]], %[[INF]] : (tensor<5x7xi1>, tensor<1x4x5x7xf32>, tensor<f32>) -> tensor<1x4x5x7xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Softmax.v8 %[[M]] {axis = -1 : i64}
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %[[W]], %v : (tensor<1x4x5x7xf32>, tensor<1x4x7x6xf32>) -> tensor<1x4x5x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @attention_bool_mask(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x7x8xf32>, %v: tensor<1x4x7x6xf32>, %m: tensor<5x7xi1>) -> tensor<1x4x5x6xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %v, %m) <{dropout_p = 0.000000e+00 : f64, is_causal = false, scale = 5.000000e-01 : f64, enable_gqa = false}> : (tensor<1x4x5x8xf32>, tensor<1x4x7x8xf32>, tensor<1x4x7x6xf32>, tensor<5x7xi1>) -> tensor<1x4x5x6xf32>
  func.return %y : tensor<1x4x5x6xf32>
}

// -----

// A float mask is added; without a scale it is 1 / sqrt(8) of the query's depth.
// CHECK-LABEL: func.func @attention_float_mask
// CHECK-NEXT:    %[[S:.*]] = ov.MatMul.v0 %q, %k {transpose_b = true}
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<0.353553385> : tensor<f32>
// CHECK-NEXT:    %[[SC:.*]] = ov.Multiply.v1 %[[S]], %[[C]]
// CHECK-NEXT:    %[[M:.*]] = ov.Add.v1 %[[SC]], %m : (tensor<2x5x7xf32>, tensor<5x7xf32>) -> tensor<2x5x7xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Softmax.v8 %[[M]] {axis = -1 : i64}
// CHECK-NEXT:    ov.MatMul.v0 %[[W]], %v
func.func @attention_float_mask(%q: tensor<2x5x8xf32>, %k: tensor<2x7x8xf32>, %v: tensor<2x7x6xf32>, %m: tensor<5x7xf32>) -> tensor<2x5x6xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %v, %m) <{dropout_p = 0.000000e+00 : f64, is_causal = false, enable_gqa = false}> : (tensor<2x5x8xf32>, tensor<2x7x8xf32>, tensor<2x7x6xf32>, tensor<5x7xf32>) -> tensor<2x5x6xf32>
  func.return %y : tensor<2x5x6xf32>
}

// -----

// Causal: -inf where the key's index exceeds the query's (columns > rows of [5, 7]). With
// enable_gqa the 2 key and value heads are each repeated twice in a row for the 4 query heads:
// [1, 2, 1, 7, 8] broadcast to [1, 2, 2, 7, 8], then [1, 4, 7, 8].
// CHECK-LABEL: func.func @attention_causal_gqa
// CHECK:         %[[KU:.*]] = ov.Unsqueeze.v0 %k, %{{.*}} : (tensor<1x2x7x8xf32>, tensor<i64>) -> tensor<1x2x1x7x8xf32>
// CHECK:         ov.Constant.v0 dense<[1, 1, 2, 1, 1]> : tensor<5xi64>
// CHECK:         %[[KB:.*]] = ov.Broadcast.v3 %[[KU]], %{{.*}} : (tensor<1x2x1x7x8xf32>, tensor<5xi64>) -> tensor<1x2x2x7x8xf32>
// CHECK:         ov.Constant.v0 dense<[1, 2, 1, 1]> : tensor<4xi64>
// CHECK:         %[[K:.*]] = ov.Reshape.v1 %[[KB]], %{{.*}} {special_zero = false} : (tensor<1x2x2x7x8xf32>, tensor<4xi64>) -> tensor<1x4x7x8xf32>
// CHECK:         %[[V:.*]] = ov.Reshape.v1 %{{.*}} -> tensor<1x4x7x6xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.MatMul.v0 %q, %[[K]] {transpose_b = true}
// CHECK:         %[[SC:.*]] = ov.Multiply.v1 %[[S]]
// CHECK:         %[[ROWS:.*]] = ov.Range.v4 {{.*}} -> tensor<5xi64>
// CHECK:         %[[ROW:.*]] = ov.Unsqueeze.v0 %[[ROWS]], {{.*}} -> tensor<5x1xi64>
// CHECK-NEXT:    %[[COL:.*]] = ov.Range.v4 {{.*}} -> tensor<7xi64>
// CHECK-NEXT:    %[[HIDE:.*]] = ov.Greater.v1 %[[COL]], %[[ROW]] : (tensor<7xi64>, tensor<5x1xi64>) -> tensor<5x7xi1>
// CHECK-NEXT:    %[[M:.*]] = ov.Select.v1 %[[HIDE]], %{{.*}}, %[[SC]]
// CHECK-NEXT:    %[[W:.*]] = ov.Softmax.v8 %[[M]]
// CHECK-NEXT:    ov.MatMul.v0 %[[W]], %[[V]]
func.func @attention_causal_gqa(%q: tensor<1x4x5x8xf32>, %k: tensor<1x2x7x8xf32>, %v: tensor<1x2x7x6xf32>) -> tensor<1x4x5x6xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %v) <{dropout_p = 0.000000e+00 : f64, is_causal = true, enable_gqa = true}> : (tensor<1x4x5x8xf32>, tensor<1x2x7x8xf32>, tensor<1x2x7x6xf32>) -> tensor<1x4x5x6xf32>
  func.return %y : tensor<1x4x5x6xf32>
}

// -----

// Must not repeat: enable_gqa with as many key-value heads as query heads; a scale of 1 is left out.
// CHECK-LABEL: func.func @attention_gqa_same_heads
// CHECK-NEXT:    %[[S:.*]] = ov.MatMul.v0 %q, %k {transpose_b = true}
// CHECK-NEXT:    %[[W:.*]] = ov.Softmax.v8 %[[S]] {axis = -1 : i64}
// CHECK-NEXT:    ov.MatMul.v0 %[[W]], %v
func.func @attention_gqa_same_heads(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x7x8xf32>, %v: tensor<1x2x7x6xf32>) -> tensor<1x2x5x6xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %v) <{dropout_p = 0.000000e+00 : f64, is_causal = false, scale = 1.000000e+00 : f64, enable_gqa = true}> : (tensor<1x2x5x8xf32>, tensor<1x2x7x8xf32>, tensor<1x2x7x6xf32>) -> tensor<1x2x5x6xf32>
  func.return %y : tensor<1x2x5x6xf32>
}

// -----

// A symbolic depth: the scale 1 / sqrt(E) is computed from the query's shape.
// CHECK-LABEL: func.func @attention_dynamic_depth
// CHECK-NEXT:    %[[S:.*]] = ov.MatMul.v0 %q, %k {transpose_b = true}
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %q
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<2> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[E:.*]] = ov.Gather.v8 %[[SHAPE]], %[[I]], %[[A]]
// CHECK-NEXT:    %[[EF:.*]] = ov.Convert.v0 %[[E]] {destination_type = f32}
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[ROOT:.*]] = ov.Sqrt.v0 %[[EF]]
// CHECK-NEXT:    %[[C:.*]] = ov.Divide.v1 %[[ONE]], %[[ROOT]]
// CHECK-NEXT:    ov.Multiply.v1 %[[S]], %[[C]]
func.func @attention_dynamic_depth(%q: tensor<2x5x?xf32>, %k: tensor<2x7x?xf32>, %v: tensor<2x7x6xf32>) -> tensor<2x5x6xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %v) <{dropout_p = 0.000000e+00 : f64, is_causal = false, enable_gqa = false}> : (tensor<2x5x?xf32>, tensor<2x7x?xf32>, tensor<2x7x6xf32>) -> tensor<2x5x6xf32>
  func.return %y : tensor<2x5x6xf32>
}
