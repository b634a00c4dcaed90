// RUN: ov-opt %s --split-input-file -p ov-fold-constants | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'ov-fold-constants{static-shape=true}' | filecheck %s --check-prefix=STATIC

// The indexing, ordering and generation kernels fold constant inputs. The kernels of ops whose
// output shape depends on values (NonZero, Range) compute it from the values, and the folded
// constant's static type replaces `?` in the function's results.

// CHECK-LABEL: func.func @fold_indexing
// CHECK-SAME:    -> (tensor<2x2xi64>, tensor<2xi64>, tensor<3xi64>, tensor<2x5xi64>, tensor<3x3xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<{{\[}}[2, 0], [5, 3]]> : tensor<2x2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[7, 8]> : tensor<2xi64>
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<[9, 10, 11]> : tensor<3xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[}}[0, 0, 1, 1, 1], [1, 2, 0, 1, 2]]> : tensor<2x5xi64>
// CHECK-NEXT:    %[[D:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[B1]], %[[C]], %[[D]]
func.func @fold_indexing() -> (tensor<2x2xi64>, tensor<2xi64>, tensor<3xi64>, tensor<2x?xi64>, tensor<3x3xf32>) {
  %x = ov.Constant.v0 dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>
  %start = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %stop = ov.Constant.v0 dense<-9223372036854775808> : tensor<1xi64>
  %step = ov.Constant.v0 dense<-2> : tensor<1xi64>
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %a = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<2x3xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x2xi64>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %lengths = ov.Constant.v0 dense<[2, -1]> : tensor<2xi64>
  %flat = ov.Constant.v0 dense<[7, 8, 9, 10, 11]> : tensor<5xi64>
  %b:2 = ov.VariadicSplit.v1 %flat, %axis, %lengths : (tensor<5xi64>, tensor<i64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<3xi64>)
  %c = ov.NonZero.v3 %x : (tensor<2x3xi64>) -> tensor<2x?xi64>
  %i = ov.Constant.v0 dense<[0, -1, 1]> : tensor<3xi64>
  %depth = ov.Constant.v0 dense<3> : tensor<i64>
  %on = ov.Constant.v0 dense<1.0> : tensor<f32>
  %off = ov.Constant.v0 dense<0.0> : tensor<f32>
  %d = ov.OneHot.v16 %i, %depth, %on, %off {axis = -1 : i64, negative_indices_mode = "normalize"} : (tensor<3xi64>, tensor<i64>, tensor<f32>, tensor<f32>) -> tensor<3x3xf32>
  func.return %a, %b#0, %b#1, %c, %d : tensor<2x2xi64>, tensor<2xi64>, tensor<3xi64>, tensor<2x?xi64>, tensor<3x3xf32>
}

// -----

// Duplicate and negative indices: the sum reduction adds both updates at 1 to the data.

// CHECK-LABEL: func.func @fold_scatter_gather
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[1.000000e+00, 4.200000e+01, 3.000000e+00, 2.400000e+01]> : tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, 6.000000e+00], [5.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[3.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @fold_scatter_gather() -> (tensor<4xf32>, tensor<2x2xf32>, tensor<2xf32>) {
  %data = ov.Constant.v0 dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %idx = ov.Constant.v0 dense<[1, -1, 1]> : tensor<3xi64>
  %upd = ov.Constant.v0 dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a = ov.ScatterElementsUpdate.v12 %data, %idx, %upd, %axis {reduction = "sum"} : (tensor<4xf32>, tensor<3xi64>, tensor<3xf32>, tensor<i64>) -> tensor<4xf32>
  %m = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %t = ov.Constant.v0 dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>
  %v = ov.Constant.v0 dense<[5.0, 6.0]> : tensor<2xf32>
  %b = ov.ScatterNDUpdate.v15 %m, %t, %v {reduction = "max"} : (tensor<2x2xf32>, tensor<2x2xi64>, tensor<2xf32>) -> tensor<2x2xf32>
  %c = ov.GatherND.v8 %m, %t : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  func.return %a, %b, %c : tensor<4xf32>, tensor<2x2xf32>, tensor<2xf32>
}

// -----

// The mean reduction without the data's value (use_init_val false) averages the updates alone:
// (10 + 30) / 2 at 1, 20 at the last (hand-derived; OpenVINO's CPU plugin gives the same values).

// CHECK-LABEL: func.func @fold_scatter_mean_without_init
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[1.000000e+00, 2.000000e+01, 3.000000e+00, 2.000000e+01]> : tensor<4xf32>
func.func @fold_scatter_mean_without_init() -> tensor<4xf32> {
  %data = ov.Constant.v0 dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %idx = ov.Constant.v0 dense<[1, -1, 1]> : tensor<3xi64>
  %upd = ov.Constant.v0 dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a = ov.ScatterElementsUpdate.v12 %data, %idx, %upd, %axis {reduction = "mean", use_init_val = false} : (tensor<4xf32>, tensor<3xi64>, tensor<3xf32>, tensor<i64>) -> tensor<4xf32>
  func.return %a : tensor<4xf32>
}

// -----

// TopK keeps equal values in input order (stable); both results fold.

// CHECK-LABEL: func.func @fold_ordering
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<5.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[9, 7, 4, 0]> : tensor<4xi32>
// CHECK-NEXT:    %[[R:.*]] = ov.Constant.v0 dense<{{\[}}[3, 2, 1], [5, 4, 6]]> : tensor<2x3xi32>
// CHECK-NEXT:    func.return %[[V]], %[[I]], %[[C]], %[[R]]
func.func @fold_ordering() -> (tensor<2xf32>, tensor<2xi64>, tensor<4xi32>, tensor<2x3xi32>) {
  %x = ov.Constant.v0 dense<[2.0, 5.0, 5.0, 1.0]> : tensor<4xf32>
  %k = ov.Constant.v0 dense<2> : tensor<i64>
  %v, %i = ov.TopK.v11 %x, %k {axis = 0 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<4xf32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xi64>)
  %n = ov.Constant.v0 dense<[1, 2, 3, 4]> : tensor<4xi32>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %c = ov.CumSum.v0 %n, %axis {exclusive = true, reverse = true} : (tensor<4xi32>, tensor<i64>) -> tensor<4xi32>
  %s = ov.Constant.v0 dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %l = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
  %r = ov.ReverseSequence.v0 %s, %l : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %v, %i, %c, %r : tensor<2xf32>, tensor<2xi64>, tensor<4xi32>, tensor<2x3xi32>
}

// -----

// Negative pads crop before the edge is copied.

// CHECK-LABEL: func.func @fold_generation
// CHECK-SAME:    -> (tensor<3xi64>, tensor<2x3xf32>, tensor<2x4xi32>, tensor<3x4xi32>, tensor<1x1x2x2xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[5, 3, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[}}[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[}}[1, 2, 1, 2], [3, 4, 3, 4]]> : tensor<2x4xi32>
// CHECK-NEXT:    %[[D:.*]] = ov.Constant.v0 dense<{{\[}}[2, 2, 2, 2], [2, 2, 2, 2], [4, 4, 4, 4]]> : tensor<3x4xi32>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<{{\[\[\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]]]> : tensor<1x1x2x2xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @fold_generation() -> (tensor<?xi64>, tensor<2x3xf32>, tensor<2x4xi32>, tensor<3x4xi32>, tensor<1x1x2x2xf32>) {
  %start = ov.Constant.v0 dense<5> : tensor<i64>
  %stop = ov.Constant.v0 dense<0> : tensor<i64>
  %step = ov.Constant.v0 dense<-2> : tensor<i64>
  %a = ov.Range.v4 %start, %stop, %step {output_type = i64} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi64>
  %two = ov.Constant.v0 dense<2> : tensor<i64>
  %three = ov.Constant.v0 dense<3> : tensor<i64>
  %one = ov.Constant.v0 dense<1> : tensor<i64>
  %b = ov.Eye.v9 %two, %three, %one {output_type = f32} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  %x = ov.Constant.v0 dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %repeats = ov.Constant.v0 dense<2> : tensor<1xi64>
  %c = ov.Tile.v0 %x, %repeats : (tensor<2x2xi32>, tensor<1xi64>) -> tensor<2x4xi32>
  %begin = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %end = ov.Constant.v0 dense<[0, 3]> : tensor<2xi64>
  %d = ov.Pad.v12 %x, %begin, %end {pad_mode = "edge"} : (tensor<2x2xi32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x4xi32>
  %y = ov.Constant.v0 dense<[[[[1.0]], [[2.0]], [[3.0]], [[4.0]]]]> : tensor<1x4x1x1xf32>
  %e = ov.DepthToSpace.v0 %y {block_size = 2 : i64, mode = "blocks_first"} : (tensor<1x4x1x1xf32>) -> tensor<1x1x2x2xf32>
  func.return %a, %b, %c, %d, %e : tensor<?xi64>, tensor<2x3xf32>, tensor<2x4xi32>, tensor<3x4xi32>, tensor<1x1x2x2xf32>
}

// -----

// A slice of a static shape (ONNX's Shape with start) folds only with static-shape, as every
// ShapeOf subgraph does.

// CHECK-LABEL: func.func @shape_slice
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3
// CHECK:         %[[Y:.*]] = ov.Slice.v8 %[[S]]
// CHECK-NEXT:    func.return %[[Y]]
// STATIC-LABEL: func.func @shape_slice
// STATIC-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[3, 4]> : tensor<2xi64>
// STATIC-NEXT:    func.return %[[C]]
func.func @shape_slice(%x: tensor<2x3x4xf32>) -> tensor<2xi64> {
  %shape = ov.ShapeOf.v3 %x : (tensor<2x3x4xf32>) -> tensor<3xi64>
  %start = ov.Constant.v0 dense<1> : tensor<1xi64>
  %stop = ov.Constant.v0 dense<9223372036854775807> : tensor<1xi64>
  %step = ov.Constant.v0 dense<1> : tensor<1xi64>
  %y = ov.Slice.v8 %shape, %start, %stop, %step : (tensor<3xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  func.return %y : tensor<2xi64>
}

// -----

// StridedSlice folds through numpy indexing: x[None, ::-2] and x[..., 1] (a shrunk axis leaves
// a rank-1 constant).

// CHECK-LABEL: func.func @fold_strided_slice
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<{{\[}}{{\[}}[3, 4, 5]]]> : tensor<1x1x3xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[1, 4]> : tensor<2xi64>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @fold_strided_slice() -> (tensor<1x1x3xi64>, tensor<2xi64>) {
  %x = ov.Constant.v0 dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>
  %begin = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
  %end = ov.Constant.v0 dense<[0, 0]> : tensor<2xi64>
  %strides = ov.Constant.v0 dense<[1, -2]> : tensor<2xi64>
  %a = ov.StridedSlice.v1 %x, %begin, %end, %strides {begin_mask = array<i64: 0, 1>, end_mask = array<i64: 0, 1>, new_axis_mask = array<i64: 1, 0>} : (tensor<2x3xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1x3xi64>
  %b = ov.StridedSlice.v1 %x, %begin, %end {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0, 0>, shrink_axis_mask = array<i64: 0, 1>, ellipsis_mask = array<i64: 1, 0>} : (tensor<2x3xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  func.return %a, %b : tensor<1x1x3xi64>, tensor<2xi64>
}
