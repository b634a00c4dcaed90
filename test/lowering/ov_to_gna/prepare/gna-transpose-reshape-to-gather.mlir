// RUN: ov-opt %s --split-input-file -p gna-transpose-reshape-to-gather | filecheck %s

// Negative cases, one per condition of TransposeReshapeToGather (only it fails; no Gather):
//   to-gather.flattens           @stays
//   to-gather.movable            @transpose_used_elsewhere (the transpose has another reader)

// [1, 2, 3] by {0, 2, 1} flattened to [1, 6]: the flat input gathered by 0 3 1 4 2 5.

// CHECK-LABEL: func.func @flatten
// CHECK:         %[[F:.*]] = ov.Reshape.v1 %x, %{{.*}} -> tensor<1x6xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<[0, 3, 1, 4, 2, 5]> : tensor<6xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[G:.*]] = ov.Gather.v8 %[[F]], %[[I]], %[[A]]
// CHECK-NEXT:    func.return %[[G]]
func.func @flatten(%x: tensor<1x2x3xf32>) -> tensor<1x6xf32> {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<1x3x2xf32>
  %s = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x3x2xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %r : tensor<1x6xf32>
}

// -----

// [to-gather.flattens] Must not fire: the Reshape keeps the moved axes apart, so it is no flatten.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Gather.v8
func.func @stays(%x: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  %s = ov.Constant.v0 dense<[6, 4]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<3x2x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  func.return %r : tensor<6x4xf32>
}

// -----

// [to-gather.movable] The transpose is also a result: it stays, and so does the Reshape of it.

// CHECK-LABEL: func.func @transpose_used_elsewhere
// CHECK-NOT:     ov.Gather.v8
// CHECK:         func.return
func.func @transpose_used_elsewhere(%x: tensor<1x2x3xf32>) -> (tensor<1x6xf32>, tensor<1x3x2xf32>) {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<1x3x2xf32>
  %s = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x3x2xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %r, %t : tensor<1x6xf32>, tensor<1x3x2xf32>
}

// -----

// A Transpose-Reshape nothing reads is erased, not rewritten to a Gather nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x3xf32>) -> tensor<1x2x3xf32> {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<1x3x2xf32>
  %s = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x3x2xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %x : tensor<1x2x3xf32>
}
