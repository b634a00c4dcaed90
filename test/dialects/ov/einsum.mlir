// RUN: OV_ROUNDTRIP

// Einsum-7: matrix products, sums, transposes, diagonals and broadcast axes (`...`).

// CHECK-LABEL: func.func @einsum
// CHECK-SAME:    (%[[A:.*]]: tensor<5x2x3xf32>, %[[B:.*]]: tensor<5x3x4xf32>, %[[D:.*]]: tensor<?x3x3xf32>)
// CHECK-NEXT:    %{{.*}} = ov.Einsum.v7 %[[A]], %[[B]] {equation = "bij,bjk->bik"} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Einsum.v7 %[[A]] {equation = "ijk->kj"} : (tensor<5x2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.Einsum.v7 %[[D]] {equation = "...ii->...i"} : (tensor<?x3x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.Einsum.v7 %[[A]], %[[B]] {equation = "...ij,...jk->"} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<f32>
func.func @einsum(%a: tensor<5x2x3xf32>, %b: tensor<5x3x4xf32>, %d: tensor<?x3x3xf32>) -> (tensor<5x2x4xf32>, tensor<3x2xf32>, tensor<?x3xf32>, tensor<f32>) {
  %m = ov.Einsum.v7 %a, %b {equation = "bij,bjk->bik"} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
  %s = ov.Einsum.v7 %a {equation = "ijk->kj"} : (tensor<5x2x3xf32>) -> tensor<3x2xf32>
  %g = ov.Einsum.v7 %d {equation = "...ii->...i"} : (tensor<?x3x3xf32>) -> tensor<?x3xf32>
  %t = ov.Einsum.v7 %a, %b {equation = "...ij,...jk->"} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<f32>
  func.return %m, %s, %g, %t : tensor<5x2x4xf32>, tensor<3x2xf32>, tensor<?x3xf32>, tensor<f32>
}
