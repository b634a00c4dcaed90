// RUN: ov-opt %s -p gna-transpose-reshape-to-gather | filecheck %s

// A transpose that moves no axis (the identity order) before a flattening Reshape: there is no
// gather to make, the ops stay.
// CHECK-LABEL: func.func @identity
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %o
// CHECK:         ov.Reshape.v1 %[[T]], %s
// CHECK-NOT:     ov.Gather
func.func @identity(%x: tensor<1x4x8xf32>) -> tensor<1x32xf32> {
  %o = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x4x8xf32>, tensor<3xi64>) -> tensor<1x4x8xf32>
  %s = ov.Constant.v0 dense<[1, 32]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x4x8xf32>, tensor<2xi64>) -> tensor<1x32xf32>
  func.return %r : tensor<1x32xf32>
}
