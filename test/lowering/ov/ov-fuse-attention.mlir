// RUN: ov-opt %s --split-input-file -p ov-fuse-attention | filecheck %s

// MatMul(Q, K^T) [* scale | / divisor] [+ mask] -> Softmax(-1) -> MatMul(., V) is one
// ScaledDotProductAttention-13, with its five inputs: a zero mask when there is none, a scale
// of 1 when the scores are not scaled.

// CHECK-LABEL: func.func @scaled_and_masked
// CHECK-SAME:    (%[[Q:.*]]: tensor<?x8x?x32xf32>, %[[K:.*]]: tensor<?x8x?x32xf32>, %[[V:.*]]: tensor<?x8x?x32xf32>, %[[M:.*]]: tensor<?x1x?x?xf32>)
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<1.250000e-01> : tensor<f32>
// CHECK-NEXT:    %[[O:.*]] = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]], %[[M]], %[[SCALE]] : {{.*}} -> tensor<?x8x?x32xf32>
// CHECK-NEXT:    func.return %[[O]]
func.func @scaled_and_masked(%q: tensor<?x8x?x32xf32>, %k: tensor<?x8x?x32xf32>, %v: tensor<?x8x?x32xf32>, %m: tensor<?x1x?x?xf32>) -> tensor<?x8x?x32xf32> {
  %order = ov.Constant.v0 dense<[0, 1, 3, 2]> : tensor<4xi64>
  %kt = ov.Transpose.v1 %k, %order : (tensor<?x8x?x32xf32>, tensor<4xi64>) -> tensor<?x8x32x?xf32>
  %s = ov.MatMul.v0 %q, %kt : (tensor<?x8x?x32xf32>, tensor<?x8x32x?xf32>) -> tensor<?x8x?x?xf32>
  %c = ov.Constant.v0 dense<0.125> : tensor<f32>
  %scaled = ov.Multiply.v1 %s, %c : (tensor<?x8x?x?xf32>, tensor<f32>) -> tensor<?x8x?x?xf32>
  %biased = ov.Add.v1 %scaled, %m : (tensor<?x8x?x?xf32>, tensor<?x1x?x?xf32>) -> tensor<?x8x?x?xf32>
  %p = ov.Softmax.v8 %biased {axis = -1 : i64} : tensor<?x8x?x?xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<?x8x?x?xf32>, tensor<?x8x?x32xf32>) -> tensor<?x8x?x32xf32>
  func.return %o : tensor<?x8x?x32xf32>
}

// -----

// K^T as the MatMul's transpose_b; a division by a one-element constant is a scale of its
// reciprocal; key and value heads of 1 broadcast into the query's 4.

// CHECK-LABEL: func.func @transpose_b_divided
// CHECK-SAME:    (%[[Q:.*]]: tensor<2x4x5x8xf32>, %[[K:.*]]: tensor<2x1x6x8xf32>, %[[V:.*]]: tensor<2x1x6x7xf32>)
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<2.500000e-01> : tensor<f32>
// CHECK-NEXT:    %[[O:.*]] = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]], %[[ZERO]], %[[SCALE]] : {{.*}} -> tensor<2x4x5x7xf32>
// CHECK-NEXT:    func.return %[[O]]
func.func @transpose_b_divided(%q: tensor<2x4x5x8xf32>, %k: tensor<2x1x6x8xf32>, %v: tensor<2x1x6x7xf32>) -> tensor<2x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<2x4x5x8xf32>, tensor<2x1x6x8xf32>) -> tensor<2x4x5x6xf32>
  %c = ov.Constant.v0 dense<4.0> : tensor<1xf32>
  %scaled = ov.Divide.v1 %s, %c : (tensor<2x4x5x6xf32>, tensor<1xf32>) -> tensor<2x4x5x6xf32>
  %p = ov.Softmax.v8 %scaled {axis = 3 : i64} : tensor<2x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<2x4x5x6xf32>, tensor<2x1x6x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %o : tensor<2x4x5x7xf32>
}

// -----

// K^T transposed straight from [N, S, H, E] ([0, 2, 3, 1]): the key is that order with its last
// two axes swapped back, [0, 2, 1, 3]. A mask of lower rank, added on the left, broadcasts.

// CHECK-LABEL: func.func @key_transposed_from_sequence_first
// CHECK-SAME:    (%[[Q:.*]]: tensor<1x12x128x64xf32>, %[[X:.*]]: tensor<1x128x12x64xf32>, %[[V:.*]]: tensor<1x12x128x64xf32>, %[[M:.*]]: tensor<128xf32>)
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[0, 2, 1, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[K:.*]] = ov.Transpose.v1 %[[X]], %[[ORDER]] : (tensor<1x128x12x64xf32>, tensor<4xi64>) -> tensor<1x12x128x64xf32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[O:.*]] = ov.ScaledDotProductAttention.v13 %[[Q]], %[[K]], %[[V]], %[[M]], %[[SCALE]] : {{.*}} -> tensor<1x12x128x64xf32>
// CHECK-NEXT:    func.return %[[O]]
func.func @key_transposed_from_sequence_first(%q: tensor<1x12x128x64xf32>, %x: tensor<1x128x12x64xf32>, %v: tensor<1x12x128x64xf32>, %m: tensor<128xf32>) -> tensor<1x12x128x64xf32> {
  %order = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %kt = ov.Transpose.v1 %x, %order : (tensor<1x128x12x64xf32>, tensor<4xi64>) -> tensor<1x12x64x128xf32>
  %s = ov.MatMul.v0 %q, %kt : (tensor<1x12x128x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x128x128xf32>
  %biased = ov.Add.v1 %m, %s : (tensor<128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
  %p = ov.Softmax.v8 %biased {axis = -1 : i64} : tensor<1x12x128x128xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x12x128x128xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
  func.return %o : tensor<1x12x128x64xf32>
}

// -----

// Negative cases: each breaks one condition of FuseScaledDotProductAttention
// (lowering/ov/fuse_attention.py), and nothing may fuse.

// CHECK-LABEL: func.func @softmax_not_on_the_last_axis
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @softmax_not_on_the_last_axis(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = 2 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @scores_read_twice
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @scores_read_twice(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x6x7xf32>) -> (tensor<1x4x5x7xf32>, tensor<1x4x5x6xf32>) {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o, %s : tensor<1x4x5x7xf32>, tensor<1x4x5x6xf32>
}

// -----

// CHECK-LABEL: func.func @key_batch_grows_the_scores
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @key_batch_grows_the_scores(%q: tensor<1x4x5x8xf32>, %k: tensor<3x4x6x8xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<3x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<3x4x6x8xf32>) -> tensor<3x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<3x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<3x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<3x4x5x7xf32>
  func.return %o : tensor<3x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @value_batch_unknown_where_the_query_has_one
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @value_batch_unknown_where_the_query_has_one(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<?x4x6x7xf32>) -> tensor<?x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<?x4x6x7xf32>) -> tensor<?x4x5x7xf32>
  func.return %o : tensor<?x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @mask_grows_the_scores
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @mask_grows_the_scores(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x6x7xf32>, %m: tensor<2x4x5x6xf32>) -> tensor<2x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %biased = ov.Add.v1 %s, %m : (tensor<1x4x5x6xf32>, tensor<2x4x5x6xf32>) -> tensor<2x4x5x6xf32>
  %p = ov.Softmax.v8 %biased {axis = -1 : i64} : tensor<2x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<2x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<2x4x5x7xf32>
  func.return %o : tensor<2x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @scale_of_two_numbers
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @scale_of_two_numbers(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x2x8xf32>, %v: tensor<1x4x2x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x5x2xf32>
  %c = ov.Constant.v0 dense<[0.5, 0.25]> : tensor<2xf32>
  %scaled = ov.Multiply.v1 %s, %c : (tensor<1x4x5x2xf32>, tensor<2xf32>) -> tensor<1x4x5x2xf32>
  %p = ov.Softmax.v8 %scaled {axis = -1 : i64} : tensor<1x4x5x2xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x2xf32>, tensor<1x4x2x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @number_divided_by_the_scores
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @number_divided_by_the_scores(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %c = ov.Constant.v0 dense<8.0> : tensor<f32>
  %scaled = ov.Divide.v1 %c, %s : (tensor<f32>, tensor<1x4x5x6xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %scaled {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @rank_two
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @rank_two(%q: tensor<5x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x7xf32>) -> tensor<5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<5x8xf32>, tensor<6x8xf32>) -> tensor<5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<5x6xf32>, tensor<6x7xf32>) -> tensor<5x7xf32>
  func.return %o : tensor<5x7xf32>
}

// -----

// CHECK-LABEL: func.func @head_size_unknown
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @head_size_unknown(%q: tensor<1x4x5x?xf32>, %k: tensor<1x4x6x?xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x?xf32>, tensor<1x4x6x?xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @query_transposed
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @query_transposed(%q: tensor<1x4x8x5xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_a = true, transpose_b = true} : (tensor<1x4x8x5xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @key_not_transposed
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @key_not_transposed(%q: tensor<1x4x5x8xf32>, %kt: tensor<1x4x8x6xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %kt : (tensor<1x4x5x8xf32>, tensor<1x4x8x6xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @values_transposed
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @values_transposed(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x7x6xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %s {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v {transpose_b = true} : (tensor<1x4x5x6xf32>, tensor<1x4x7x6xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @divided_by_zero
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @divided_by_zero(%q: tensor<1x4x5x8xf32>, %k: tensor<1x4x6x8xf32>, %v: tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<1x4x5x8xf32>, tensor<1x4x6x8xf32>) -> tensor<1x4x5x6xf32>
  %c = ov.Constant.v0 dense<0.0> : tensor<f32>
  %scaled = ov.Divide.v1 %s, %c : (tensor<1x4x5x6xf32>, tensor<f32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %scaled {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<1x4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}

// -----

// CHECK-LABEL: func.func @scale_that_adds_a_dim
// CHECK-NOT:     ov.ScaledDotProductAttention
// CHECK:         func.return
func.func @scale_that_adds_a_dim(%q: tensor<4x5x8xf32>, %k: tensor<4x6x8xf32>, %v: tensor<4x6x7xf32>) -> tensor<1x4x5x7xf32> {
  %s = ov.MatMul.v0 %q, %k {transpose_b = true} : (tensor<4x5x8xf32>, tensor<4x6x8xf32>) -> tensor<4x5x6xf32>
  %c = ov.Constant.v0 dense<0.5> : tensor<1x1x1x1xf32>
  %scaled = ov.Multiply.v1 %s, %c : (tensor<4x5x6xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x5x6xf32>
  %p = ov.Softmax.v8 %scaled {axis = -1 : i64} : tensor<1x4x5x6xf32>
  %o = ov.MatMul.v0 %p, %v : (tensor<1x4x5x6xf32>, tensor<4x6x7xf32>) -> tensor<1x4x5x7xf32>
  func.return %o : tensor<1x4x5x7xf32>
}
