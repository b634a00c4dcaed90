// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s
// RUN: ov-opt %s --split-input-file -p ov-simplify --print-debuginfo | filecheck %s --check-prefix=NAMES

// Negative cases, one per condition of BiasOfOutputRank (only it fails; the bias keeps its rank):
//   bias.lower-rank     @already_full_rank (%y)
//   bias.after-layer    @already_full_rank (%s)

// A [N] bias after a MatMul becomes [1, N], the rank of the output, whichever side it is on.

// CHECK-LABEL: func.func @matmul_bias
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[M]], %[[B]] : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @matmul_bias(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x4xf32>
  %b = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %y = ov.Add.v1 %b, %m : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [bias.lower-rank] [bias.after-layer] A bias of the output's rank stays as it is (%y), and so
// does one after a layer that is not a MatMul or convolution (%s).

// CHECK-LABEL: func.func @already_full_rank
// CHECK:         ov.Add.v1 %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK:         ov.Add.v1 %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
func.func @already_full_rank(%x: tensor<2x4xf32>, %z: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x4xf32>
  %b = ov.Constant.v0 dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %c = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %y = ov.Add.v1 %m, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %r = ov.Relu.v0 %z : tensor<2x3xf32>
  %s = ov.Add.v1 %r, %c : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %y, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// The reshaped bias (on either side of the Add) keeps the old one's location and tensor names;
// a bias that two Adds read gives its names to the copy made last, when the old one goes.

// NAMES-LABEL: func.func @bias_names
// NAMES:         %[[M:.*]] = ov.MatMul.v0
// NAMES-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32> {ovopt.tensor_names = {{\[\[}}"bias"]]} loc("fc.bias")
// NAMES-NEXT:    %{{.*}} = ov.Add.v1 %[[M]], %[[B]] : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// NAMES-NEXT:    %[[N:.*]] = ov.MatMul.v0
// NAMES-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<{{\[\[}}4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<1x3xf32> loc("shared")
// NAMES-NEXT:    %{{.*}} = ov.Add.v1 %[[N]], %[[S]]
// NAMES-NEXT:    %[[O:.*]] = ov.MatMul.v0
// NAMES-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<{{\[\[}}4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<1x3xf32> {ovopt.tensor_names = {{\[\[}}"shared"]]} loc("shared")
// NAMES-NEXT:    %{{.*}} = ov.Add.v1 %[[O]], %[[T]]
func.func @bias_names(%x: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x4xf32>
  %b = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32> {ovopt.tensor_names = [["bias"]]} loc("fc.bias")
  %c = ov.Constant.v0 dense<[4.0, 5.0, 6.0]> : tensor<3xf32> {ovopt.tensor_names = [["shared"]]} loc("shared")
  %m = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %y = ov.Add.v1 %m, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %n = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %s = ov.Add.v1 %n, %c : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %o = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %t = ov.Add.v1 %c, %o : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y, %s, %t : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
