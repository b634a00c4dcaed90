// RUN: ov-opt %s --split-input-file -p gna-gather-sinking | filecheck %s

// Forward through Sigmoid and an Add of a constant (gathered back by the inverse), to the
// output.

// CHECK-LABEL: func.func @to_output
// CHECK:         %[[S:.*]] = ov.Sigmoid.v0 %x
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[\[}}3.000000e+00, 1.000000e+00, 2.000000e+00]]> : tensor<1x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[S]], %[[C]]
// CHECK:         %[[G:.*]] = ov.Gather.v8 %[[A]]
// CHECK-NEXT:    func.return %[[G]]
func.func @to_output(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %s = ov.Sigmoid.v0 %g : tensor<1x3xf32>
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %a = ov.Add.v1 %s, %c : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  func.return %a : tensor<1x3xf32>
}

// -----

// Into the weights of a MatMul: the rows permuted by the inverse, the Gather gone.

// CHECK-LABEL: func.func @into_weights
// CHECK-NOT:     ov.Gather.v8
// CHECK:         ov.Constant.v0 dense<{{\[\[}}3.000000e+00], [1.000000e+00], [2.000000e+00]]> : tensor<3x1xf32>
// CHECK-NEXT:    ov.MatMul.v0 %x
func.func @into_weights(%x: tensor<1x3xf32>) -> tensor<1x1xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %w = ov.Constant.v0 dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %y = ov.MatMul.v0 %g, %w : (tensor<1x3xf32>, tensor<3x1xf32>) -> tensor<1x1xf32>
  func.return %y : tensor<1x1xf32>
}

// -----

// Must not fire: a Gather that is no permutation before an Add of a full constant, and a
// Gather whose indices are not constant.

// CHECK-LABEL: func.func @stays
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Add.v1
// CHECK:         ov.Gather.v8 %z, %j
// CHECK-NEXT:    ov.Relu.v0
func.func @stays(%x: tensor<1x3xf32>, %z: tensor<1x3xf32>, %j: tensor<3xi64>) -> (tensor<1x2xf32>, tensor<1x3xf32>) {
  %i = ov.Constant.v0 dense<[2, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<2xi64>, tensor<i64>) -> tensor<1x2xf32>
  %c = ov.Constant.v0 dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %a = ov.Add.v1 %g, %c : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %h = ov.Gather.v8 %z, %j, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %r = ov.Relu.v0 %h : tensor<1x3xf32>
  func.return %a, %r : tensor<1x2xf32>, tensor<1x3xf32>
}
