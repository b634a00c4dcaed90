// RUN: ov-opt %s -p ov-simplify | filecheck %s

// A per-channel scale of f16 weights folds into them too (the product rounded once to f16):
// W[k, o] * s[o], exact here.
// CHECK-LABEL: func.func @half_weights
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[\[}}1.500000e+00, 5.000000e-01, -4.000000e+00], [7.500000e-01, -5.000000e-01, -8.000000e+00]]> : tensor<2x3xf16>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %x, %[[W]] : (tensor<1x2xf16>, tensor<2x3xf16>) -> tensor<1x3xf16>
// CHECK-NEXT:    func.return %[[M]]
func.func @half_weights(%x: tensor<1x2xf16>) -> tensor<1x3xf16> {
  %w = ov.Constant.v0 dense<[[0.5, 1.0, 2.0], [0.25, -1.0, 4.0]]> : tensor<2x3xf16>
  %s = ov.Constant.v0 dense<[3.0, 0.5, -2.0]> : tensor<3xf16>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x2xf16>, tensor<2x3xf16>) -> tensor<1x3xf16>
  %y = ov.Multiply.v1 %m, %s : (tensor<1x3xf16>, tensor<3xf16>) -> tensor<1x3xf16>
  func.return %y : tensor<1x3xf16>
}
