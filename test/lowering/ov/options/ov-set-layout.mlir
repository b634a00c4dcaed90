// RUN: ov-opt %s --split-input-file -p 'ov-set-layout{layout="x(nchw->nhwc)"}' | filecheck %s --check-prefix=TRANSPOSE
// RUN: ov-opt %s --split-input-file -p 'ov-set-layout{source-layout="x(nchw)" target-layout="x(nchw)"}' | filecheck %s --check-prefix=SAME
// RUN: not ov-opt %s -p 'ov-set-layout{layout="x(nc)"}' 2>&1 | filecheck %s --check-prefix=RANK
// RUN: not ov-opt %s -p 'ov-set-layout{layout="x(nchw->nhw)"}' 2>&1 | filecheck %s --check-prefix=TARGET-RANK
// RUN: not ov-opt %s -p 'ov-set-layout{layout="x(nchw->nhwz)"}' 2>&1 | filecheck %s --check-prefix=OTHER-LETTERS
// RUN: not ov-opt %s -p 'ov-set-layout{layout="x(n?hw->nhw?)"}' 2>&1 | filecheck %s --check-prefix=UNKNOWN-DIM
// RUN: ov-opt %s -p 'ov-set-layout{layout="x(nchw->nhwc)"}' --print-debuginfo | filecheck %s --check-prefix=NAMES

// A target layout other than the source gives the input the target's shape and a Transpose to
// the source; the layout the input takes is recorded for its Parameter as OpenVINO writes it.
// Equal source and target layouts record the layout and change nothing else.

// TRANSPOSE-LABEL: func.func @main(%x: tensor<1x8x8x3xf32> {ovopt.name = "x", ovopt.rt_info = {layout = {layout = "[N,H,W,C]"}}}) -> tensor<1x3x8x8xf32>
// TRANSPOSE-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
// TRANSPOSE-NEXT:    %[[T:.*]] = ov.Transpose.v1 %x, %[[P]] : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// TRANSPOSE-NEXT:    ov.Relu.v0 %[[T]]

// The Transpose and its order are named after the input they convert (their layer names in the IR).
// NAMES:         ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64> loc("x/Const")
// NAMES-NEXT:    ov.Transpose.v1 %x, %{{.*}} loc("x/Transpose")

// SAME-LABEL: func.func @main(%x: tensor<1x3x8x8xf32> {ovopt.name = "x", ovopt.rt_info = {layout = {layout = "[N,C,H,W]"}}}) -> tensor<1x3x8x8xf32>
// SAME-NEXT:    ov.Relu.v0 %x

// RANK: ov-opt: error: --layout: input 'x' has rank 4; layout NC has not
// TARGET-RANK: ov-opt: error: --layout: input 'x' has rank 4; layout NHW has not

// A target of other letters than the source's, or a dim the source does not name (?), says
// no transpose.
// OTHER-LETTERS: ov-opt: error: --layout: NCHW -> NHWZ for input 'x' is not a permutation
// UNKNOWN-DIM: ov-opt: error: --layout: N?HW -> NHW? for input 'x' is not a permutation
func.func @main(%x: tensor<1x3x8x8xf32> {ovopt.name = "x"}) -> tensor<1x3x8x8xf32> {
  %r = ov.Relu.v0 %x : tensor<1x3x8x8xf32>
  func.return %r : tensor<1x3x8x8xf32>
}
