// RUN: ov-opt %s --split-input-file -p gna-handle-transposes-around-matmul | filecheck %s

// Negative cases, one per condition of HandleTransposeBeforeMatMul (only it fails; no
// transpose_a is set):
//   around-matmul.transposed-data    @stays (%a)
//   around-matmul.two-d-transpose    @stays (%b; its [0, 2, 1] would even be read right as transpose_a)
//   around-matmul.constant-weights   @stays (%c)
//   around-matmul.not-transpose-a    @already_transpose_a
//   around-matmul.two-d-weights      @batched_weights

// The data is x^T: the MatMul reads x [6, 4] itself as 4 frames as columns (transpose_a).

// CHECK-LABEL: func.func @transpose_before
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %w {transpose_a = true} : (tensor<6x4xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:    func.return %[[M]]
func.func @transpose_before(%x: tensor<6x4xf32>) -> tensor<4x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %m = ov.MatMul.v0 %xt, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %m : tensor<4x3xf32>
}

// -----

// [around-matmul.*] Not fired: data that is no Transpose, a Transpose of 3-D data, weights that are not
// constant, and data already read transposed.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     transpose_a = true
// CHECK:         ov.MatMul.v0 %x, %w
// CHECK-NOT:     transpose_a = true
// CHECK:         ov.MatMul.v0 %{{.*}}, %w
// CHECK-NOT:     transpose_a = true
// CHECK:         ov.MatMul.v0 %{{.*}}, %v
// CHECK-NOT:     transpose_a = true
func.func @stays(%x: tensor<4x6xf32>, %y: tensor<1x6x4xf32>, %v: tensor<6x3xf32>) -> (tensor<4x3xf32>, tensor<1x4x3xf32>, tensor<4x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p3 = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %a = ov.MatMul.v0 %x, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  %yt = ov.Transpose.v1 %y, %p3 : (tensor<1x6x4xf32>, tensor<3xi64>) -> tensor<1x4x6xf32>
  %b = ov.MatMul.v0 %yt, %w : (tensor<1x4x6xf32>, tensor<6x3xf32>) -> tensor<1x4x3xf32>
  %xt = ov.Transpose.v1 %x, %p : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %xtt = ov.Transpose.v1 %xt, %p : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %c = ov.MatMul.v0 %xtt, %v : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %a, %b, %c : tensor<4x3xf32>, tensor<1x4x3xf32>, tensor<4x3xf32>
}

// -----

// [around-matmul.not-transpose-a] The MatMul already reads its data transposed: (x^T)^T is x, and
// setting transpose_a again would read x^T.

// CHECK-LABEL: func.func @already_transpose_a
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.MatMul.v0 %[[T]], %{{.*}} {transpose_a = true}
func.func @already_transpose_a(%x: tensor<4x6xf32>) -> tensor<4x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %m = ov.MatMul.v0 %xt, %w {transpose_a = true} : (tensor<6x4xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %m : tensor<4x3xf32>
}

// -----

// [around-matmul.two-d-weights] Not fired: constant weights of 3 dims make a batched MatMul, which
// becomes no affine (convert-ov-to-gna takes 2-D weights), so its data is no interleaved input.

// CHECK-LABEL: func.func @batched_weights
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.MatMul.v0 %[[T]], %w : (tensor<4x6xf32>, tensor<2x6x3xf32>) -> tensor<2x4x3xf32>
// CHECK-NOT:     transpose_a = true
func.func @batched_weights(%x: tensor<6x4xf32>) -> tensor<2x4x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<2x6x3xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %m = ov.MatMul.v0 %xt, %w : (tensor<4x6xf32>, tensor<2x6x3xf32>) -> tensor<2x4x3xf32>
  func.return %m : tensor<2x4x3xf32>
}

// -----

// A MatMul nothing reads is erased with its Transpose, not rewritten.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %m = ov.MatMul.v0 %xt, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %x : tensor<6x4xf32>
}
