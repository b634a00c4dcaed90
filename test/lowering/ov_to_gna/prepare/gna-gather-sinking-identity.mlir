// RUN: ov-opt %s --split-input-file -p gna-gather-sinking | filecheck %s

// A Gather of every element in order along its axis is the identity: it goes.
// CHECK-LABEL: func.func @identity_gather
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    func.return %[[R]]
func.func @identity_gather(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %i = ov.Constant.v0 dense<[0, 1, 2, 3]> : tensor<4xi64>
  %a = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %a : (tensor<1x4xf32>, tensor<4xi64>, tensor<i64>) -> tensor<1x4xf32>
  %r = ov.Relu.v0 %g : tensor<1x4xf32>
  func.return %r : tensor<1x4xf32>
}

// -----

// The first three of four elements in order is no identity: the Gather stays.
// CHECK-LABEL: func.func @prefix_gather
// CHECK:         %[[G:.*]] = ov.Gather.v8 %x, %i, %a
// CHECK-NEXT:    func.return %[[G]]
func.func @prefix_gather(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
  %a = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %a : (tensor<1x4xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  func.return %g : tensor<1x3xf32>
}
