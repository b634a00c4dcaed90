// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Einsum-7 with the equation made explicit: spaces go, and an implicit output is the labels
// that appear once, alphabetically, after `...` if an input has it.

// CHECK-LABEL: func.func @einsum
// CHECK-SAME:    (%[[A:.*]]: tensor<5xf64>, %[[B:.*]]: tensor<5xf64>, %[[C:.*]]: tensor<3x5x5xf64>, %[[D:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    %[[X:.*]] = ov.Einsum.v7 %[[A]], %[[B]] {equation = "i,i->"} : (tensor<5xf64>, tensor<5xf64>) -> tensor<f64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Einsum.v7 %[[C]] {equation = "...ii->...i"} : (tensor<3x5x5xf64>) -> tensor<3x5xf64>
// CHECK-NEXT:    %[[Z:.*]] = ov.Einsum.v7 %[[D]] {equation = "ji->ij"} : (tensor<2x3xf64>) -> tensor<3x2xf64>
// CHECK-NEXT:    func.return %[[X]], %[[Y]], %[[Z]]
func.func @einsum(%a: tensor<5xf64>, %b: tensor<5xf64>, %c: tensor<3x5x5xf64>, %d: tensor<2x3xf64>) -> (tensor<f64>, tensor<3x5xf64>, tensor<3x2xf64>) {
  %x = "onnx.Einsum"(%a, %b) <{version = 12 : i64, equation = "i,i"}> : (tensor<5xf64>, tensor<5xf64>) -> tensor<f64>
  %y = "onnx.Einsum"(%c) <{version = 12 : i64, equation = "...ii ->...i"}> : (tensor<3x5x5xf64>) -> tensor<3x5xf64>
  %z = "onnx.Einsum"(%d) <{version = 12 : i64, equation = "ji"}> : (tensor<2x3xf64>) -> tensor<3x2xf64>
  func.return %x, %y, %z : tensor<f64>, tensor<3x5xf64>, tensor<3x2xf64>
}

// -----

// An implicit output with an ellipsis: the broadcast dims first, then the labels seen once,
// sorted (j is summed, twice seen; the dots are no label).

// CHECK-LABEL: func.func @einsum_implicit_ellipsis
// CHECK-NEXT:    %[[Y:.*]] = ov.Einsum.v7 %{{.*}}, %{{.*}} {equation = "...ij,...jk->...ik"} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @einsum_implicit_ellipsis(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %y = "onnx.Einsum"(%a, %b) <{version = 12 : i64, equation = "...ij,...jk"}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}
