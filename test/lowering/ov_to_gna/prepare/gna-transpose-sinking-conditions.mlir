// RUN: ov-opt %s --split-input-file -p gna-transpose-sinking | filecheck %s

// Negative cases, one per condition of gna-transpose-sinking's matchers (only it fails; the
// transpose stays where it is), beside gna-transpose-sinking.mlir's examples. The conditions
// are those of transpose_sinking.py, of movable and pinned (prepare/layout.py) and of the
// forward moves it shares with ov-sink-transposes (lowering/transpose_moves.py).
// Condition -> case ("crashes": removed, the pass crashes on that case):
//   FoldTransposes
//     transpose                   every case's other ops (crashes)
//     not-pinned                  @fold_into_pinned
//     inner-pinned                @fold_after_pinned
//     after-pinned: const order   @runtime_after_pinned (crashes)
//     after-pinned: identity      @fold_after_pinned; @identity_after_pinned (it vanishes)
//   unary_like (FakeQuantize)
//     constant limits             @fq_runtime_limit (crashes)
//     one number each             @fq_per_row (crashes)
//   movable
//     transpose                   every unary op of a model input, e.g. @from_nhwc_pinned (crashes)
//     one-use                     @forward_read_twice
//     not-pinned                  @forward_pinned
//   pinned
//     affine: order [1, 0]        @matmul_3d_transpose (moves)
//     affine: of a MatMul         @forward_2d (moves)
//     affine: MatMul read once    @matmul_pinned; @matmul_read_twice (moves)
//     constant order              @runtime_after_pinned, @backward_runtime_order (crashes)
//     rank 3 or 4                 @forward_2d (crashes)
//     to-last: order              @conv_other_order, @conv_swapped_spatial_axes (moves)
//     to-last: of a window op     @nhwc_of_tanh (moves)
//     to-last: window read once   @conv_read_twice (moves)
//     from-last: order            @to_conv_other_order (moves)
//     from-last: read at all      unreachable here: a transpose nobody reads is dead and the
//                                 sweeps' dce erases it whatever pinned says (removed, passes)
//     from-last: by window ops    @from_nhwc_to_tanh (moves)
//     from-last: as their data    @from_nhwc_to_filters (moves)
//   UnaryForward
//     unary-like                  every case's other ops (crashes)
//   BinaryForward
//     binary                      every case's other ops (crashes)
//     static result               @binary_dynamic (crashes)
//     same rank                   @binary_rank_raised (crashes)
//     twin: same order            @twins_other_order; @twins (fires)
//     twin: not None              redundant: np.array_equal(None, order) is False (removed, passes)
//     other constant              @binary_runtime_other (crashes)
//   MoveThroughConcat
//     concat                      redundant: the rewriter dispatches on op_types (Concat)
//     some input transposed       @backward_concat_inner (crashes)
//     rank known                  @backward_concat_inner (no input transposed, so no rank;
//                                 crashes); a dynamic Concat is refused by the next check too
//     rank = order's rank         unreachable: a Concat's inputs and output share one rank
//     input of the same order     @concat_other_orders
//     constant input              @concat_constant (fires)
//     constant of the rank        unreachable: as above
//     other inputs refused        @concat_runtime_input
//   MoveThroughSplit
//     split                       redundant: the rewriter dispatches on op_types (Split)
//     constant axis               @split_forward_runtime_axis (crashes)
//   MoveThroughReshape
//     reshape                     redundant: the rewriter dispatches on op_types (Reshape)
//     static source               redundant: the target is not read when the source is not
//                                 static (removed, passes)
//     static target               @reshape_runtime_target (crashes)
//     only 1-dims change          @reshape_merges (crashes)
//   backward_source
//     not sunk                    @forward_2d (the moved transpose would go back up)
//     not pinned                  @from_nhwc_pinned
//     data read once              @backward_read_twice
//     constant order              @backward_runtime_order (crashes)
//     an op's result              @twins_other_order (a model input's transpose; crashes)
//     one result                  redundant: no op the backward rules take has two results
//                                 (removed, passes)
//   reaches_edge_or_transpose     @backward_concat (a constant, a model input, a transpose:
//                                 each disjunct removed fails it)
//   UnaryBackward: unary-like     every case's other ops (crashes)
//   BinaryBackward
//     binary                      @backward_concat (a Concat with one constant input)
//     one constant operand        @backward_binary_runtime; @backward_binary (fires)
//     static data                 @backward_binary_dynamic (crashes)
//     data of the order's rank    @backward_binary_rank_raised
//   ConcatBackward
//     concat                      @backward_conv (crashes)
//     inputs reach an edge        @backward_concat_inner
//   SplitBackward
//     split                       every case's other ops (crashes)
//     each part read once         @split_part_read_twice
//     parts read by transposes    @split_part_not_transposed (crashes)
//     parts as their data         redundant: a transpose reading a part as its order has a
//                                 run-time order, refused below (removed, passes)
//     not sunk                    @split_forward
//     not pinned                  @split_pinned
//     constant orders             @split_runtime_orders (crashes; the two None checks are
//                                 each redundant with the other, removed together they fail)
//     one order                   @split_other_orders
//     constant axis               @split_runtime_axis (crashes)
// Each other condition removed in turn fails this file (60 of 60); the redundant and
// unreachable ones above were removed too and the file passes, as it should.

// Forward through Relu: the transpose moves to the output (and is not moved back).

// CHECK-LABEL: func.func @forward_2d
// CHECK:         %[[R:.*]] = ov.Relu.v0 %x
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[R]]
// CHECK-NEXT:    func.return %[[T]]
func.func @forward_2d(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Relu.v0 %t : tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire: a transpose pinned to a convolution's data does not fold with the one before it.

// CHECK-LABEL: func.func @fold_into_pinned
// CHECK:         %[[A:.*]] = ov.Transpose.v1 %x
// CHECK:         %[[P:.*]] = ov.Transpose.v1 %[[A]]
// CHECK-NEXT:    ov.Convolution.v1 %[[P]]
func.func @fold_into_pinned(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x4x4xf32> {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %from = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %a = ov.Transpose.v1 %x, %to : (tensor<1x2x5x5xf32>, tensor<4xi64>) -> tensor<1x5x5x2xf32>
  %p = ov.Transpose.v1 %a, %from : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %y = ov.Convolution.v1 %p, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// Must not fire: a transpose after one pinned to a convolution's result does not fold into it.

// CHECK-LABEL: func.func @fold_after_pinned
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x
// CHECK:         %[[P:.*]] = ov.Transpose.v1 %[[C]]
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[P]]
// CHECK-NEXT:    func.return %[[T]]
func.func @fold_after_pinned(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x4x4xf32> {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %from = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %p = ov.Transpose.v1 %c, %to : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %y = ov.Transpose.v1 %p, %from : (tensor<1x4x4x3xf32>, tensor<4xi64>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// An identity after a pinned transpose vanishes (the pinned one stays).

// CHECK-LABEL: func.func @identity_after_pinned
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x
// CHECK:         %[[P:.*]] = ov.Transpose.v1 %[[C]]
// CHECK-NEXT:    func.return %[[P]]
func.func @identity_after_pinned(%x: tensor<1x2x5x5xf32>) -> tensor<1x4x4x3xf32> {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %same = ov.Constant.v0 dense<[0, 1, 2, 3]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %p = ov.Transpose.v1 %c, %to : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %y = ov.Transpose.v1 %p, %same : (tensor<1x4x4x3xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  func.return %y : tensor<1x4x4x3xf32>
}

// -----

// Must not fire: a transpose of a run-time order after a pinned one.

// CHECK-LABEL: func.func @runtime_after_pinned
// CHECK:         %[[P:.*]] = ov.Transpose.v1 %{{.*}}, %{{.*}}
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %[[P]], %o
// CHECK-NEXT:    func.return %[[T]]
func.func @runtime_after_pinned(%x: tensor<1x2x5x5xf32>, %o: tensor<4xi64>) -> tensor<?x?x?x?xf32> {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %p = ov.Transpose.v1 %c, %to : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %y = ov.Transpose.v1 %p, %o : (tensor<1x4x4x3xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}

// -----

// Must not fire: a FakeQuantize with a limit known only at run time.

// CHECK-LABEL: func.func @fq_runtime_limit
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.FakeQuantize.v0 %[[T]]
func.func @fq_runtime_limit(%x: tensor<2x3xf32>, %lo: tensor<f32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.FakeQuantize.v0 %t, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire: a FakeQuantize with limits per row.

// CHECK-LABEL: func.func @fq_per_row
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK:         ov.FakeQuantize.v0 %[[T]]
func.func @fq_per_row(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %lo = ov.Constant.v0 dense<[[-1.0], [-2.0], [-3.0]]> : tensor<3x1xf32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.FakeQuantize.v0 %t, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<3x2xf32>, tensor<3x1xf32>, tensor<f32>, tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire: the transpose is read twice (moving it would copy it).

// CHECK-LABEL: func.func @forward_read_twice
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Relu.v0 %[[T]]
func.func @forward_read_twice(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Relu.v0 %t : tensor<3x2xf32>
  func.return %y, %t : tensor<3x2xf32>, tensor<3x2xf32>
}

// -----

// Must not fire: the transpose is pinned to a convolution's result.

// CHECK-LABEL: func.func @forward_pinned
// CHECK:         %[[P:.*]] = ov.Transpose.v1 %{{.*}} -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    ov.Relu.v0 %[[P]]
func.func @forward_pinned(%x: tensor<1x2x5x5xf32>) -> tensor<1x4x4x3xf32> {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %p = ov.Transpose.v1 %c, %to : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %y = ov.Relu.v0 %p : tensor<1x4x4x3xf32>
  func.return %y : tensor<1x4x4x3xf32>
}

// -----

// Must not fire: the 2-D transpose that alone reads a MatMul (the affine's output) is pinned.

// CHECK-LABEL: func.func @matmul_pinned
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %[[M]]
// CHECK-NEXT:    ov.Relu.v0 %[[T]]
func.func @matmul_pinned(%x: tensor<2x3xf32>) -> tensor<4x2xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x4xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %m, %o : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<4x2xf32>
  %y = ov.Relu.v0 %t : tensor<4x2xf32>
  func.return %y : tensor<4x2xf32>
}

// -----

// A MatMul read twice: its transpose is not pinned and moves.

// CHECK-LABEL: func.func @matmul_read_twice
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[M]]
// CHECK:         ov.Transpose.v1 %[[R]]
func.func @matmul_read_twice(%x: tensor<2x3xf32>) -> (tensor<4x2xf32>, tensor<2x4xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x4xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %m, %o : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<4x2xf32>
  %y = ov.Relu.v0 %t : tensor<4x2xf32>
  func.return %y, %m : tensor<4x2xf32>, tensor<2x4xf32>
}

// -----

// A 3-D transpose of a MatMul is not the affine's: it moves.

// CHECK-LABEL: func.func @matmul_3d_transpose
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[M]]
// CHECK:         ov.Transpose.v1 %[[R]]
func.func @matmul_3d_transpose(%x: tensor<1x2x3xf32>) -> tensor<1x4x2xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x4xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x2x3xf32>, tensor<3x4xf32>) -> tensor<1x2x4xf32>
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %m, %o : (tensor<1x2x4xf32>, tensor<3xi64>) -> tensor<1x4x2xf32>
  %y = ov.Relu.v0 %t : tensor<1x4x2xf32>
  func.return %y : tensor<1x4x2xf32>
}

// -----

// A convolution's result transposed by another order than to channels-last: not pinned, moves.

// CHECK-LABEL: func.func @conv_other_order
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[C]]
// CHECK:         ov.Transpose.v1 %[[R]]
func.func @conv_other_order(%x: tensor<1x2x5x5xf32>) -> tensor<1x4x4x3xf32> {
  %o = ov.Constant.v0 dense<[0, 3, 2, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %p = ov.Transpose.v1 %c, %o : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %y = ov.Relu.v0 %p : tensor<1x4x4x3xf32>
  func.return %y : tensor<1x4x4x3xf32>
}

// -----

// The same with an order that sorts before channels-last's [0, 2, 3, 1] (the order must equal it,
// not precede it): H and W swapped, not pinned, moves.

// CHECK-LABEL: func.func @conv_swapped_spatial_axes
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[C]]
// CHECK:         ov.Transpose.v1 %[[R]]
func.func @conv_swapped_spatial_axes(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x5x4xf32> {
  %o = ov.Constant.v0 dense<[0, 1, 3, 2]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x5xf32>
  %p = ov.Transpose.v1 %c, %o : (tensor<1x3x4x5xf32>, tensor<4xi64>) -> tensor<1x3x5x4xf32>
  %y = ov.Relu.v0 %p : tensor<1x3x5x4xf32>
  func.return %y : tensor<1x3x5x4xf32>
}

// -----

// To channels-last after an op that is no convolution or pooling: not pinned, moves.

// CHECK-LABEL: func.func @nhwc_of_tanh
// CHECK:         %[[H:.*]] = ov.Tanh.v0 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[H]]
// CHECK:         ov.Transpose.v1 %[[R]]
func.func @nhwc_of_tanh(%x: tensor<1x2x5x5xf32>) -> tensor<1x5x5x2xf32> {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %h = ov.Tanh.v0 %x : tensor<1x2x5x5xf32>
  %p = ov.Transpose.v1 %h, %to : (tensor<1x2x5x5xf32>, tensor<4xi64>) -> tensor<1x5x5x2xf32>
  %y = ov.Relu.v0 %p : tensor<1x5x5x2xf32>
  func.return %y : tensor<1x5x5x2xf32>
}

// -----

// A convolution read twice: its transpose to channels-last is not pinned, moves.

// CHECK-LABEL: func.func @conv_read_twice
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[C]]
// CHECK:         ov.Transpose.v1 %[[R]]
func.func @conv_read_twice(%x: tensor<1x2x5x5xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>) {
  %to = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %p = ov.Transpose.v1 %c, %to : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %y = ov.Relu.v0 %p : tensor<1x4x4x3xf32>
  func.return %y, %c : tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>
}

// -----

// Must not fire: the transpose from channels-last that feeds a convolution's data is pinned
// (it does not move above the Relu).

// CHECK-LABEL: func.func @from_nhwc_pinned
// CHECK:         %[[R:.*]] = ov.Relu.v0 %x
// CHECK:         %[[P:.*]] = ov.Transpose.v1 %[[R]]
// CHECK-NEXT:    ov.Convolution.v1 %[[P]]
func.func @from_nhwc_pinned(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x4x4xf32> {
  %from = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %r = ov.Relu.v0 %x : tensor<1x5x5x2xf32>
  %p = ov.Transpose.v1 %r, %from : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %y = ov.Convolution.v1 %p, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// Another order into a convolution's data: not pinned, it moves above the Relu.

// CHECK-LABEL: func.func @to_conv_other_order
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[T]]
// CHECK-NEXT:    ov.Convolution.v1 %[[R]]
func.func @to_conv_other_order(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x4x4xf32> {
  %o = ov.Constant.v0 dense<[0, 3, 2, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %r = ov.Relu.v0 %x : tensor<1x5x5x2xf32>
  %p = ov.Transpose.v1 %r, %o : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %y = ov.Convolution.v1 %p, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// From channels-last into an op that is no convolution: not pinned, it moves past the Tanh.

// CHECK-LABEL: func.func @from_nhwc_to_tanh
// CHECK:         %[[R:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    %[[H:.*]] = ov.Tanh.v0 %[[R]]
// CHECK:         ov.Transpose.v1 %[[H]]
func.func @from_nhwc_to_tanh(%x: tensor<1x5x5x2xf32>) -> tensor<1x2x5x5xf32> {
  %from = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %r = ov.Relu.v0 %x : tensor<1x5x5x2xf32>
  %p = ov.Transpose.v1 %r, %from : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %y = ov.Tanh.v0 %p : tensor<1x2x5x5xf32>
  func.return %y : tensor<1x2x5x5xf32>
}

// -----

// From channels-last into a convolution's filters: not pinned, it moves above the Relu.

// CHECK-LABEL: func.func @from_nhwc_to_filters
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %f
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[T]]
// CHECK-NEXT:    ov.Convolution.v1 %x, %[[R]]
func.func @from_nhwc_to_filters(%x: tensor<1x2x5x5xf32>, %f: tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32> {
  %from = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %r = ov.Relu.v0 %f : tensor<3x2x2x2xf32>
  %p = ov.Transpose.v1 %r, %from : (tensor<3x2x2x2xf32>, tensor<4xi64>) -> tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %p {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// Must not fire: an Add whose result shape is dynamic.

// CHECK-LABEL: func.func @binary_dynamic
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Add.v1 %[[T]], %z
func.func @binary_dynamic(%x: tensor<2x3xf32>, %z: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Add.v1 %t, %z : (tensor<3x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  func.return %y : tensor<?x2xf32>
}

// -----

// Must not fire: the Add broadcasts the transposed operand to a higher rank.

// CHECK-LABEL: func.func @binary_rank_raised
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK:         ov.Add.v1 %[[T]]
func.func @binary_rank_raised(%x: tensor<2x3xf32>) -> tensor<2x3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %c = ov.Constant.v0 dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[7.0, 8.0], [9.0, 1.0], [2.0, 3.0]]]> : tensor<2x3x2xf32>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Add.v1 %t, %c : (tensor<3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  func.return %y : tensor<2x3x2xf32>
}

// -----

// An Add of two transposes of one order: one transpose after it.

// CHECK-LABEL: func.func @twins
// CHECK:         %[[A:.*]] = ov.Add.v1 %x, %z
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[A]]
// CHECK-NEXT:    func.return %[[T]]
func.func @twins(%x: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %tx = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %tz = ov.Transpose.v1 %z, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Add.v1 %tx, %tz : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire: an Add of two transposes of different orders.

// CHECK-LABEL: func.func @twins_other_order
// CHECK:         ov.Transpose.v1 %x
// CHECK:         ov.Transpose.v1 %z
// CHECK-NEXT:    ov.Add.v1
func.func @twins_other_order(%x: tensor<2x2x2xf32>, %z: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %tx = ov.Transpose.v1 %x, %o : (tensor<2x2x2xf32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  %tz = ov.Transpose.v1 %z, %p : (tensor<2x2x2xf32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  %y = ov.Add.v1 %tx, %tz : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  func.return %y : tensor<2x2x2xf32>
}

// -----

// Must not fire: the Add's other operand is known only at run time.

// CHECK-LABEL: func.func @binary_runtime_other
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Add.v1 %[[T]], %z
func.func @binary_runtime_other(%x: tensor<2x3xf32>, %z: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Add.v1 %t, %z : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire backward: the op before the transpose is read twice.

// CHECK-LABEL: func.func @backward_read_twice
// CHECK:         %[[H:.*]] = ov.Tanh.v0 %x
// CHECK-NEXT:    ov.Transpose.v1 %[[H]]
func.func @backward_read_twice(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %h = ov.Tanh.v0 %x : tensor<2x3xf32>
  %y = ov.Transpose.v1 %h, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %y, %h : tensor<3x2xf32>, tensor<2x3xf32>
}

// -----

// Must not fire backward: a transpose of a run-time order.

// CHECK-LABEL: func.func @backward_runtime_order
// CHECK:         %[[H:.*]] = ov.Tanh.v0 %x
// CHECK-NEXT:    ov.Transpose.v1 %[[H]], %o
func.func @backward_runtime_order(%x: tensor<2x3xf32>, %o: tensor<2xi64>) -> tensor<?x?xf32> {
  %h = ov.Tanh.v0 %x : tensor<2x3xf32>
  %y = ov.Transpose.v1 %h, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// Must not fire backward: an Add of two run-time operands (a transpose on each).

// CHECK-LABEL: func.func @backward_binary_runtime
// CHECK:         %[[A:.*]] = ov.Add.v1 %x, %z
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0
// CHECK-NEXT:    ov.Transpose.v1 %[[A]]
func.func @backward_binary_runtime(%x: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %a = ov.Add.v1 %x, %z : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Backward through an Add of a constant: the constant transposed (folded).

// CHECK-LABEL: func.func @backward_binary
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[T]], %[[C]]
// CHECK-NEXT:    func.return %[[A]]
func.func @backward_binary(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %a = ov.Add.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire backward: an Add of a constant whose data is of dynamic shape.

// CHECK-LABEL: func.func @backward_binary_dynamic
// CHECK:         %[[A:.*]] = ov.Add.v1 %x
// CHECK:         ov.Transpose.v1 %[[A]]
func.func @backward_binary_dynamic(%x: tensor<?x3xf32>) -> tensor<3x?xf32> {
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %a = ov.Add.v1 %x, %c : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %a, %o : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<3x?xf32>
  func.return %y : tensor<3x?xf32>
}

// -----

// Must not fire backward: an Add that broadcasts its data to a higher rank.

// CHECK-LABEL: func.func @backward_binary_rank_raised
// CHECK:         %[[A:.*]] = ov.Add.v1 %x
// CHECK:         ov.Transpose.v1 %[[A]]
func.func @backward_binary_rank_raised(%x: tensor<3xf32>) -> tensor<3x2xf32> {
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %a = ov.Add.v1 %x, %c : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// Must not fire backward: a convolution of constant filters is no element-wise op.

// CHECK-LABEL: func.func @backward_conv
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x
// CHECK:         ov.Transpose.v1 %[[C]]
func.func @backward_conv(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x4x4xf32> {
  %o = ov.Constant.v0 dense<[0, 1, 3, 2]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %y = ov.Transpose.v1 %c, %o : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// Backward through a Concat of a model input, a constant and a transpose: the axis follows.

// CHECK-LABEL: func.func @backward_concat
// CHECK:         %[[TX:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00], [2.000000e+00], [3.000000e+00]]> : tensor<3x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Concat.v0 %[[TX]], %[[C]], %z {axis = 1 : i64} : (tensor<3x2xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @backward_concat(%x: tensor<2x3xf32>, %z: tensor<3x1xf32>) -> tensor<3x4xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %tz = ov.Transpose.v1 %z, %o : (tensor<3x1xf32>, tensor<2xi64>) -> tensor<1x3xf32>
  %k = ov.Concat.v0 %x, %c, %tz {axis = 0 : i64} : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  %y = ov.Transpose.v1 %k, %o : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// Must not fire backward: a Concat input that is no model input, constant or transpose.

// CHECK-LABEL: func.func @backward_concat_inner
// CHECK:         %[[K:.*]] = ov.Concat.v0
// CHECK:         ov.Transpose.v1 %[[K]]
func.func @backward_concat_inner(%x: tensor<2x3xf32>, %z: tensor<1x3xf32>) -> tensor<3x3xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %r = ov.Relu.v0 %z : tensor<1x3xf32>
  %k = ov.Concat.v0 %x, %r {axis = 0 : i64} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %y = ov.Transpose.v1 %k, %o : (tensor<3x3xf32>, tensor<2xi64>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}

// -----

// Backward through a Split whose parts are each transposed the same way: one transpose before.

// CHECK-LABEL: func.func @backward_split
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK:         ov.Split.v1 %[[T]], %{{.*}} {num_splits = 2 : i64} : (tensor<3x4xf32>, tensor<i64>) -> (tensor<3x2xf32>, tensor<3x2xf32>)
// CHECK-NOT:     ov.Transpose.v1
func.func @backward_split(%x: tensor<4x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4x3xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %ta = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %tb = ov.Transpose.v1 %b, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %ta, %tb : tensor<3x2xf32>, tensor<3x2xf32>
}

// -----

// Forward through a Split: its transposes are not moved back before it.

// CHECK-LABEL: func.func @split_forward
// CHECK:         ov.Split.v1 %x
// CHECK-COUNT-2: ov.Transpose.v1
func.func @split_forward(%x: tensor<3x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %t = ov.Transpose.v1 %x, %o : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  %a, %b = ov.Split.v1 %t, %axis {num_splits = 2 : i64} : (tensor<4x3xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Must not fire backward: a part of the Split is read by two transposes.

// CHECK-LABEL: func.func @split_part_read_twice
// CHECK:         ov.Split.v1 %x
// CHECK-COUNT-3: ov.Transpose.v1
func.func @split_part_read_twice(%x: tensor<4x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4x3xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %ta = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %ta2 = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %tb = ov.Transpose.v1 %b, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %ta, %ta2, %tb : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
}

// -----

// Must not fire backward: a part of the Split is read by no transpose.

// CHECK-LABEL: func.func @split_part_not_transposed
// CHECK:         ov.Split.v1 %x
// CHECK:         ov.Transpose.v1
// CHECK-NEXT:    ov.Relu.v0
func.func @split_part_not_transposed(%x: tensor<4x3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4x3xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %ta = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %rb = ov.Relu.v0 %b : tensor<2x3xf32>
  func.return %ta, %rb : tensor<3x2xf32>, tensor<2x3xf32>
}

// -----

// Must not fire backward: the parts' transposes are pinned to convolutions.

// CHECK-LABEL: func.func @split_pinned
// CHECK:         ov.Split.v1 %x
// CHECK-NEXT:    ov.Transpose.v1
// CHECK-NEXT:    ov.Convolution.v1
func.func @split_pinned(%x: tensor<1x5x5x4xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) {
  %from = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %axis = ov.Constant.v0 dense<3> : tensor<i64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<1x5x5x4xf32>, tensor<i64>) -> (tensor<1x5x5x2xf32>, tensor<1x5x5x2xf32>)
  %ta = ov.Transpose.v1 %a, %from : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %ca = ov.Convolution.v1 %ta, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %tb = ov.Transpose.v1 %b, %from : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %cb = ov.Convolution.v1 %tb, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %ca, %cb : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>
}

// -----

// Must not fire backward: the parts are transposed by different orders.

// CHECK-LABEL: func.func @split_other_orders
// CHECK:         ov.Split.v1 %x
// CHECK-COUNT-2: ov.Transpose.v1
func.func @split_other_orders(%x: tensor<4x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2x2x2xf32>) {
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4x2x2xf32>, tensor<i64>) -> (tensor<2x2x2xf32>, tensor<2x2x2xf32>)
  %ta = ov.Transpose.v1 %a, %o : (tensor<2x2x2xf32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  %tb = ov.Transpose.v1 %b, %p : (tensor<2x2x2xf32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  func.return %ta, %tb : tensor<2x2x2xf32>, tensor<2x2x2xf32>
}

// -----

// Must not fire backward: the parts are transposed by run-time orders.

// CHECK-LABEL: func.func @split_runtime_orders
// CHECK:         ov.Split.v1 %x
// CHECK-COUNT-2: ov.Transpose.v1
func.func @split_runtime_orders(%x: tensor<4x3xf32>, %o: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4x3xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %ta = ov.Transpose.v1 %a, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %tb = ov.Transpose.v1 %b, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %ta, %tb : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Must not fire backward: a Split along an axis known only at run time.

// CHECK-LABEL: func.func @split_runtime_axis
// CHECK:         ov.Split.v1 %x, %axis
// CHECK-COUNT-2: ov.Transpose.v1
func.func @split_runtime_axis(%x: tensor<4x4xf32>, %axis: tensor<i64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %a, %b = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4x4xf32>, tensor<i64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  %ta = ov.Transpose.v1 %a, %o : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %tb = ov.Transpose.v1 %b, %o : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %ta, %tb : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Forward through a Concat of a transpose and a constant (transposed back, folded).

// CHECK-LABEL: func.func @concat_constant
// CHECK:         %[[C:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00], [2.000000e+00]]> : tensor<2x1xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Concat.v0 %x, %[[C]] {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[K]]
// CHECK-NEXT:    func.return %[[T]]
func.func @concat_constant(%x: tensor<2x3xf32>) -> tensor<4x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %c = ov.Constant.v0 dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Concat.v0 %t, %c {axis = 0 : i64} : (tensor<3x2xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  func.return %y : tensor<4x2xf32>
}

// -----

// Must not fire: a Concat of two transposes of different orders.

// CHECK-LABEL: func.func @concat_other_orders
// CHECK:         ov.Transpose.v1 %x
// CHECK:         ov.Transpose.v1 %z
// CHECK-NEXT:    ov.Concat.v0
func.func @concat_other_orders(%x: tensor<2x2x2xf32>, %z: tensor<2x2x2xf32>) -> tensor<4x2x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %tx = ov.Transpose.v1 %x, %o : (tensor<2x2x2xf32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  %tz = ov.Transpose.v1 %z, %p : (tensor<2x2x2xf32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  %y = ov.Concat.v0 %tx, %tz {axis = 0 : i64} : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<4x2x2xf32>
  func.return %y : tensor<4x2x2xf32>
}

// -----

// Must not fire: a Concat of a transpose and a value known only at run time.

// CHECK-LABEL: func.func @concat_runtime_input
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Concat.v0 %[[T]], %z
func.func @concat_runtime_input(%x: tensor<2x3xf32>, %z: tensor<1x2xf32>) -> tensor<4x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Concat.v0 %t, %z {axis = 0 : i64} : (tensor<3x2xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  func.return %y : tensor<4x2xf32>
}

// -----

// Must not fire: a Split along an axis known only at run time.

// CHECK-LABEL: func.func @split_forward_runtime_axis
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Split.v1 %[[T]], %axis
func.func @split_forward_runtime_axis(%x: tensor<4x4xf32>, %axis: tensor<i64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<4x4xf32>, tensor<2xi64>) -> tensor<4x4xf32>
  %a, %b = ov.Split.v1 %t, %axis {num_splits = 2 : i64} : (tensor<4x4xf32>, tensor<i64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  func.return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Must not fire: a Reshape of a transpose of dynamic shape.

// CHECK-LABEL: func.func @reshape_dynamic_source
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK:         ov.Reshape.v1 %[[T]]
func.func @reshape_dynamic_source(%x: tensor<1x?x3xf32>) -> tensor<3x?xf32> {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %s = ov.Constant.v0 dense<[3, -1]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x?x3xf32>, tensor<3xi64>) -> tensor<1x3x?xf32>
  %y = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x3x?xf32>, tensor<2xi64>) -> tensor<3x?xf32>
  func.return %y : tensor<3x?xf32>
}

// -----

// Must not fire: a Reshape to a shape known only at run time.

// CHECK-LABEL: func.func @reshape_runtime_target
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Reshape.v1 %[[T]], %s
func.func @reshape_runtime_target(%x: tensor<1x2x3xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<1x3x2xf32>
  %y = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x3x2xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// Must not fire: a Reshape that merges axes.

// CHECK-LABEL: func.func @reshape_merges
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK:         ov.Reshape.v1 %[[T]]
func.func @reshape_merges(%x: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %s = ov.Constant.v0 dense<[2, 12]> : tensor<2xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<2x4x3xf32>
  %y = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<2x4x3xf32>, tensor<2xi64>) -> tensor<2x12xf32>
  func.return %y : tensor<2x12xf32>
}
