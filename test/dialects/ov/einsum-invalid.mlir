// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of Einsum-7.

func.func @implicit(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %y = ov.Einsum.v7 %a {equation = "ij"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}
// CHECK: equation 'ij' must be explicit: inputs->output

// -----

func.func @terms(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  %y = ov.Einsum.v7 %a {equation = "ij,jk->i"} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: equation 'ij,jk->i' has 2 input terms for 1 inputs

// -----

func.func @label_sizes(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %y = ov.Einsum.v7 %a, %b {equation = "ij,jk->ik"} : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}
// CHECK-NEXT: label 'j' stands for both 3 and 4

// -----

func.func @output_label(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  %y = ov.Einsum.v7 %a {equation = "ij->k"} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: output 'k' must name input labels, each once

// -----

func.func @rank(%a: tensor<2x3x4xf32>) -> tensor<2xf32> {
  %y = ov.Einsum.v7 %a {equation = "ij->i"} : (tensor<2x3x4xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: term 'ij' does not fit an input of shape [2,3,4]

// -----

func.func @term_not_letters(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  %y = ov.Einsum.v7 %a {equation = "i1->i"} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: 'i1' in equation 'i1->i' is not letters around at most one '...'

// -----

func.func @output_ellipsis_of_no_input(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  %y = ov.Einsum.v7 %a {equation = "ij->...i"} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: output '...i' has '...' that no input has

// -----

func.func @no_inputs() -> tensor<f32> {
  %y = "ov.Einsum.v7"() <{equation = "->"}> : () -> tensor<f32>
  func.return %y : tensor<f32>
}
// CHECK-NEXT: Einsum needs at least one input
