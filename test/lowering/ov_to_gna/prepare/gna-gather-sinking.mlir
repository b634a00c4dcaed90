// RUN: ov-opt %s --split-input-file -p gna-gather-sinking | filecheck %s

// Negative cases, one per condition of flat_gather, UnaryForward, BinaryForward,
// IntoMatMulWeights and FuseGathers (only it fails; the Gather stays where it is).
// Condition -> case ("crashes": removed, the pass crashes on that case):
//   flat.gather-op             @to_output (its constant Add operand; crashes)
//   flat.batch-dims-0          @batch_dims
//   flat.sole-user             @read_twice
//   flat.constant-indices      @indices_not_constant (crashes)
//   flat.indices-1d            @indices_2d
//   flat.constant-axis         @axis_not_constant (crashes)
//   flat.axis-one-number       @axis_two_numbers
//   flat.static-data           @dynamic_data (crashes)
//   unary.is-unary             every case's constants (crashes)
//   binary.is-binary           every unary op, e.g. @to_output's Sigmoid (crashes)
//   binary.static-result       @binary_dynamic_result (crashes)
//   binary.same-rank           @rank_raised
//   binary.twin-same-rank      @twins_lower_rank
//   binary.twin-same-axis      @twins_other_axis
//   binary.twin-same-indices   @twins_other_indices
//   binary.other-constant      @binary_runtime_other (crashes)
//   binary.broadcast-axis      @broadcast_constant (fires: not gathered back, any indices)
//   binary.permutation         @not_permutation
//   matmul.gather              @into_weights (its MatMul once rewritten reads no Gather; crashes)
//   matmul.constant-weights    @matmul_runtime_weights (crashes)
//   matmul.weights-2d          @matmul_vector_weights (crashes)
//   matmul.not-transpose-a     @matmul_transpose_a
//   matmul.last-axis           @matmul_gather_rows
//   matmul.permutation         @matmul_not_permutation
//   matmul.transpose-b         @into_weights_transposed (fires: the columns permuted)
//   fuse.own-flat              @outer_runtime_indices (crashes)
//   fuse.inner-flat            @prefix (crashes)
//   fuse.same-axis             @fuse_other_axis
//   fuse.identity-whole-axis   @prefix
//   fuse.identity              @lone_permutation
//   is_permutation's size check: redundant, np.array_equal compares the sorted indices' shape
//                              with the axis' (removed, the file still passes)
// Each other condition removed in turn fails this file (30 of 30).

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

// Through an Add of two Gathers of the same indices on the same axis: one Gather after it.

// CHECK-LABEL: func.func @twins
// CHECK:         %[[A:.*]] = ov.Add.v1 %x, %z
// CHECK:         %[[G:.*]] = ov.Gather.v8 %[[A]]
// CHECK-NEXT:    func.return %[[G]]
func.func @twins(%x: tensor<1x3xf32>, %z: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %h = ov.Gather.v8 %z, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Add.v1 %g, %h : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// A constant broadcast along the Gather's axis is not gathered back: any indices pass.

// CHECK-LABEL: func.func @broadcast_constant
// CHECK:         %[[A:.*]] = ov.Add.v1 %x, %{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK:         %[[G:.*]] = ov.Gather.v8 %[[A]]
// CHECK-NEXT:    func.return %[[G]]
func.func @broadcast_constant(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %i = ov.Constant.v0 dense<[2, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<2x3xf32>, tensor<2xi64>, tensor<i64>) -> tensor<2x2xf32>
  %c = ov.Constant.v0 dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %y = ov.Add.v1 %g, %c : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}

// -----

// Into transposed weights ([N, K]): their columns permuted.

// CHECK-LABEL: func.func @into_weights_transposed
// CHECK-NOT:     ov.Gather.v8
// CHECK:         ov.Constant.v0 dense<{{\[\[}}3.000000e+00, 1.000000e+00, 2.000000e+00]]> : tensor<1x3xf32>
// CHECK-NEXT:    ov.MatMul.v0 %x
func.func @into_weights_transposed(%x: tensor<1x3xf32>) -> tensor<1x1xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %w = ov.Constant.v0 dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %y = ov.MatMul.v0 %g, %w {transpose_b = true} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x1xf32>
  func.return %y : tensor<1x1xf32>
}

// -----

// Two Gathers on one axis fuse: [1, 2, 0][[2, 0, 1]] = [0, 1, 2], which vanishes.

// CHECK-LABEL: func.func @fuse
// CHECK-NOT:     ov.Gather.v8
// CHECK:         func.return %x
func.func @fuse(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %j = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Gather.v8 %g, %j, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: batch_dims 1 (each row picks its own index).

// CHECK-LABEL: func.func @batch_dims
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0
func.func @batch_dims(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %i = ov.Constant.v0 dense<[2, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis {batch_dims = 1 : i64} : (tensor<2x3xf32>, tensor<2xi64>, tensor<i64>) -> tensor<2xf32>
  %y = ov.Relu.v0 %g : tensor<2xf32>
  func.return %y : tensor<2xf32>
}

// -----

// Must not fire: the Gather is read twice (moving it would copy it).

// CHECK-LABEL: func.func @read_twice
// CHECK:         %[[G:.*]] = ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0 %[[G]]
func.func @read_twice(%x: tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>) {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %r = ov.Relu.v0 %g : tensor<1x3xf32>
  func.return %r, %g : tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// Must not fire: indices known only at run time.

// CHECK-LABEL: func.func @indices_not_constant
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0
func.func @indices_not_constant(%x: tensor<1x3xf32>, %i: tensor<3xi64>) -> tensor<1x3xf32> {
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Relu.v0 %g : tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: 2-D indices (the Gather adds an axis).

// CHECK-LABEL: func.func @indices_2d
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0
func.func @indices_2d(%x: tensor<1x3xf32>) -> tensor<1x1x3xf32> {
  %i = ov.Constant.v0 dense<[[1, 2, 0]]> : tensor<1x3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<1x3xi64>, tensor<i64>) -> tensor<1x1x3xf32>
  %y = ov.Relu.v0 %g : tensor<1x1x3xf32>
  func.return %y : tensor<1x1x3xf32>
}

// -----

// Must not fire: an axis known only at run time.

// CHECK-LABEL: func.func @axis_not_constant
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0
func.func @axis_not_constant(%x: tensor<1x3xf32>, %axis: tensor<i64>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Relu.v0 %g : tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: an axis of two numbers.

// CHECK-LABEL: func.func @axis_two_numbers
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0
func.func @axis_two_numbers(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<2xi64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<1x3xf32>
  %y = ov.Relu.v0 %g : tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: data of dynamic shape.

// CHECK-LABEL: func.func @dynamic_data
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Relu.v0
func.func @dynamic_data(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<?x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<?x3xf32>
  %y = ov.Relu.v0 %g : tensor<?x3xf32>
  func.return %y : tensor<?x3xf32>
}

// -----

// Must not fire: an Add whose result shape is dynamic.

// CHECK-LABEL: func.func @binary_dynamic_result
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Add.v1
func.func @binary_dynamic_result(%x: tensor<1x3xf32>, %z: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Add.v1 %g, %z : (tensor<1x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return %y : tensor<?x3xf32>
}

// -----

// Must not fire: the Add broadcasts the Gather to a higher rank (its axis is another there).

// CHECK-LABEL: func.func @rank_raised
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Add.v1
func.func @rank_raised(%x: tensor<3xf32>) -> tensor<3x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %zero = ov.Constant.v0 dense<0> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %zero : (tensor<3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3xf32>
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %y = ov.Add.v1 %g, %c : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}

// -----

// Must not fire: two Gathers of the same indices on different axes.

// CHECK-LABEL: func.func @twins_other_axis
// CHECK-COUNT-2: ov.Gather.v8
// CHECK-NEXT:    ov.Add.v1
func.func @twins_other_axis(%x: tensor<3x3xf32>, %z: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %zero = ov.Constant.v0 dense<0> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %zero : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  %h = ov.Gather.v8 %z, %i, %axis : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  %y = ov.Add.v1 %g, %h : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}

// -----

// Must not fire: two Gathers of the same indices on axis 0, the second of lower rank: it
// broadcasts along the result's last axis, so x[p[i], j] + z[p[j]] is no Gather of x + z (a
// regression: it fired, and the result read z[j]).

// CHECK-LABEL: func.func @twins_lower_rank
// CHECK-COUNT-2: ov.Gather.v8
// CHECK-NEXT:    ov.Add.v1
func.func @twins_lower_rank(%x: tensor<3x3xf32>, %z: tensor<3xf32>) -> tensor<3x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %zero = ov.Constant.v0 dense<0> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %zero : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  %h = ov.Gather.v8 %z, %i, %zero : (tensor<3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3xf32>
  %y = ov.Add.v1 %g, %h : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}

// -----

// Must not fire: two Gathers on one axis of different indices.

// CHECK-LABEL: func.func @twins_other_indices
// CHECK-COUNT-2: ov.Gather.v8
// CHECK-NEXT:    ov.Add.v1
func.func @twins_other_indices(%x: tensor<1x3xf32>, %z: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %j = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %h = ov.Gather.v8 %z, %j, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Add.v1 %g, %h : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: the other operand is known only at run time.

// CHECK-LABEL: func.func @binary_runtime_other
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Add.v1
func.func @binary_runtime_other(%x: tensor<1x3xf32>, %z: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Add.v1 %g, %z : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: a Gather that is no permutation before an Add of a full constant.

// CHECK-LABEL: func.func @not_permutation
// CHECK:         ov.Gather.v8 %x
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Add.v1
func.func @not_permutation(%x: tensor<1x3xf32>) -> tensor<1x2xf32> {
  %i = ov.Constant.v0 dense<[2, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<2xi64>, tensor<i64>) -> tensor<1x2xf32>
  %c = ov.Constant.v0 dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %y = ov.Add.v1 %g, %c : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// Must not fire: weights known only at run time.

// CHECK-LABEL: func.func @matmul_runtime_weights
// CHECK:         ov.Gather.v8 %x
// CHECK:         ov.MatMul.v0 %g
func.func @matmul_runtime_weights(%x: tensor<1x3xf32>, %w: tensor<3x1xf32>) -> tensor<1x1xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.MatMul.v0 %g, %w : (tensor<1x3xf32>, tensor<3x1xf32>) -> tensor<1x1xf32>
  func.return %y : tensor<1x1xf32>
}

// -----

// Must not fire: 1-D weights (a vector; the rows are its only axis).

// CHECK-LABEL: func.func @matmul_vector_weights
// CHECK:         ov.Gather.v8 %x
// CHECK:         ov.MatMul.v0 %g
func.func @matmul_vector_weights(%x: tensor<1x3xf32>) -> tensor<1xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %w = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = ov.MatMul.v0 %g, %w : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1xf32>
  func.return %y : tensor<1xf32>
}

// -----

// Must not fire: transpose_a (the Gather's axis is not the contracted one).

// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK:         ov.Gather.v8 %x
// CHECK:         ov.MatMul.v0 %g
func.func @matmul_transpose_a(%x: tensor<3x3xf32>) -> tensor<3x1xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  %w = ov.Constant.v0 dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %y = ov.MatMul.v0 %g, %w {transpose_a = true} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return %y : tensor<3x1xf32>
}

// -----

// Must not fire: the Gather picks rows of the first operand, not its last axis.

// CHECK-LABEL: func.func @matmul_gather_rows
// CHECK:         ov.Gather.v8 %x
// CHECK:         ov.MatMul.v0 %g
func.func @matmul_gather_rows(%x: tensor<3x3xf32>) -> tensor<3x1xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %zero = ov.Constant.v0 dense<0> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %zero : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  %w = ov.Constant.v0 dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %y = ov.MatMul.v0 %g, %w : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return %y : tensor<3x1xf32>
}

// -----

// Must not fire: a Gather that is no permutation.

// CHECK-LABEL: func.func @matmul_not_permutation
// CHECK:         ov.Gather.v8 %x
// CHECK:         ov.MatMul.v0 %g
func.func @matmul_not_permutation(%x: tensor<1x3xf32>) -> tensor<1x1xf32> {
  %i = ov.Constant.v0 dense<[2, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<2xi64>, tensor<i64>) -> tensor<1x2xf32>
  %w = ov.Constant.v0 dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %y = ov.MatMul.v0 %g, %w : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  func.return %y : tensor<1x1xf32>
}

// -----

// Must not fire: the outer Gather's indices are known only at run time.

// CHECK-LABEL: func.func @outer_runtime_indices
// CHECK-COUNT-2: ov.Gather.v8
// CHECK-NEXT:    func.return
func.func @outer_runtime_indices(%x: tensor<1x3xf32>, %j: tensor<3xi64>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %y = ov.Gather.v8 %g, %j, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Must not fire: two Gathers on different axes.

// CHECK-LABEL: func.func @fuse_other_axis
// CHECK-COUNT-2: ov.Gather.v8
// CHECK-NEXT:    func.return
func.func @fuse_other_axis(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %zero = ov.Constant.v0 dense<0> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %zero : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  %y = ov.Gather.v8 %g, %i, %axis : (tensor<3x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}

// -----

// Must not fire: indices [0, 1] of an axis of 3 (in order, but not all of it).

// CHECK-LABEL: func.func @prefix
// CHECK:         %[[G:.*]] = ov.Gather.v8 %x
// CHECK-NEXT:    func.return %[[G]]
func.func @prefix(%x: tensor<1x3xf32>) -> tensor<1x2xf32> {
  %i = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %y = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<2xi64>, tensor<i64>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// Must not fire: a lone Gather that permutes.

// CHECK-LABEL: func.func @lone_permutation
// CHECK:         %[[G:.*]] = ov.Gather.v8 %x
// CHECK-NEXT:    func.return %[[G]]
func.func @lone_permutation(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %y = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// A Gather sunk into ops nothing reads leaves nothing behind.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3xf32>
  %s = ov.Sigmoid.v0 %g : tensor<1x3xf32>
  func.return %x : tensor<1x3xf32>
}

// -----

// The Gather on the right of a Subtract: the constant, gathered back by the inverse, stays on
// the left (c[j] - x[i[j]] = (c' - x)[i[j]] with c'[i[j]] = c[j]).

// CHECK-LABEL: func.func @right_of_subtract
// CHECK:         %[[C:.*]] = ov.Constant.v0 dense<{{\[\[}}4.000000e+01, 1.000000e+01, 2.000000e+01, 3.000000e+01]]> : tensor<1x4xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %[[C]], %x
// CHECK:         %[[G:.*]] = ov.Gather.v8 %[[D]]
// CHECK-NEXT:    func.return %[[G]]
func.func @right_of_subtract(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %i = ov.Constant.v0 dense<[1, 2, 3, 0]> : tensor<4xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %x, %i, %axis : (tensor<1x4xf32>, tensor<4xi64>, tensor<i64>) -> tensor<1x4xf32>
  %c = ov.Constant.v0 dense<[[10.0, 20.0, 30.0, 40.0]]> : tensor<1x4xf32>
  %y = ov.Subtract.v1 %c, %g : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  func.return %y : tensor<1x4xf32>
}
