// RUN: OV_ROUNDTRIP

// Slice, Split, VariadicSplit, GatherElements, GatherND, the scatters, OneHot and NonZero,
// printed generic, parsed back and printed in their custom form.

// Constant bounds give static dims (1:9:2 of 10 is 4; -1 down to 0 of 5 is 4); bounds known
// only at run time give `?` on the axes they slice; without axes they slice 0, 1, ...

// CHECK-LABEL: func.func @slice
// CHECK-SAME:    (%[[X:.*]]: tensor<2x10x5xf32>, %[[S:.*]]: tensor<2xi64>)
// CHECK:         %{{.*}} = ov.Slice.v8 %[[X]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x10x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Slice.v8 %[[X]], %[[S]], %{{.*}}, %{{.*}} : (tensor<2x10x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?x5xf32>
func.func @slice(%x: tensor<2x10x5xf32>, %s: tensor<2xi64>) -> (tensor<2x4x4xf32>, tensor<?x?x5xf32>) {
  %start = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %stop = ov.Constant.v0 dense<[9, 0]> : tensor<2xi64>
  %step = ov.Constant.v0 dense<[2, -1]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %a = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<2x10x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x4xf32>
  %b = ov.Slice.v8 %x, %s, %stop, %step : (tensor<2x10x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?x5xf32>
  func.return %a, %b : tensor<2x4x4xf32>, tensor<?x?x5xf32>
}

// -----

// StridedSlice: numpy indexing, one begin / end / strides entry per index. %a is x[None, 1:9:2,
// ::-1] (a new axis, then a masked reversed entry); %b is x[0, ..., -1:0:-1] (a shrunk axis, an
// ellipsis standing for the middle dim); %c has an end known only at run time: `?` on that axis
// alone; %d is x[..., -3:] without strides (all 1).

// CHECK-LABEL: func.func @strided_slice
// CHECK:         %{{.*}} = ov.StridedSlice.v1 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {begin_mask = array<i64: 0, 0, 1>, end_mask = array<i64: 0, 0, 1>, new_axis_mask = array<i64: 1, 0, 0>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<1x1x10x5xf32>
// CHECK-NEXT:    %{{.*}} = ov.StridedSlice.v1 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {begin_mask = array<i64: 0, 1, 0>, end_mask = array<i64: 0, 1, 0>, shrink_axis_mask = array<i64: 1, 0, 0>, ellipsis_mask = array<i64: 0, 1, 0>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<10x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.StridedSlice.v1 %{{.*}}, %{{.*}}, %{{.*}} {begin_mask = array<i64: 1, 0, 1>, end_mask = array<i64: 1, 0, 1>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<2x?x5xf32>
// CHECK:         %{{.*}} = ov.StridedSlice.v1 %{{.*}}, %{{.*}}, %{{.*}} {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0, 1>, ellipsis_mask = array<i64: 1, 0>} : (tensor<2x10x5xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x10x3xf32>
func.func @strided_slice(%x: tensor<2x10x5xf32>, %s: tensor<3xi64>) -> (tensor<1x1x10x5xf32>, tensor<10x4xf32>, tensor<2x?x5xf32>, tensor<2x10x3xf32>) {
  %begin = ov.Constant.v0 dense<[0, 1, -1]> : tensor<3xi64>
  %end = ov.Constant.v0 dense<[0, 9, 0]> : tensor<3xi64>
  %strides = ov.Constant.v0 dense<[1, 2, -1]> : tensor<3xi64>
  %a = ov.StridedSlice.v1 %x, %begin, %end, %strides {begin_mask = array<i64: 0, 0, 1>, end_mask = array<i64: 0, 0, 1>, new_axis_mask = array<i64: 1, 0, 0>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<1x1x10x5xf32>
  %b = ov.StridedSlice.v1 %x, %begin, %end, %strides {begin_mask = array<i64: 0, 1, 0>, end_mask = array<i64: 0, 1, 0>, shrink_axis_mask = array<i64: 1, 0, 0>, ellipsis_mask = array<i64: 0, 1, 0>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<10x4xf32>
  %c = ov.StridedSlice.v1 %x, %begin, %s {begin_mask = array<i64: 1, 0, 1>, end_mask = array<i64: 1, 0, 1>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<2x?x5xf32>
  %tail = ov.Constant.v0 dense<[0, -3]> : tensor<2xi64>
  %d = ov.StridedSlice.v1 %x, %tail, %tail {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0, 1>, ellipsis_mask = array<i64: 1, 0>} : (tensor<2x10x5xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x10x3xf32>
  func.return %a, %b, %c, %d : tensor<1x1x10x5xf32>, tensor<10x4xf32>, tensor<2x?x5xf32>, tensor<2x10x3xf32>
}

// -----

// Split has one result per part; VariadicSplit's -1 takes the rest, and lengths known only at
// run time leave the split axis dynamic.

// CHECK-LABEL: func.func @split
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}} = ov.Split.v1 %{{.*}}, %{{.*}} {num_splits = 3 : i64} : (tensor<6x4xf32>, tensor<i64>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK:         %{{.*}}, %{{.*}} = ov.VariadicSplit.v1 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<6x4xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<6x1xf32>, tensor<6x3xf32>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.VariadicSplit.v1 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<6x4xf32>, tensor<i64>, tensor<2xi32>) -> (tensor<6x?xf32>, tensor<6x?xf32>)
func.func @split(%x: tensor<6x4xf32>, %n: tensor<2xi32>) -> (tensor<2x4xf32>, tensor<6x3xf32>, tensor<6x?xf32>) {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a:3 = ov.Split.v1 %x, %axis {num_splits = 3 : i64} : (tensor<6x4xf32>, tensor<i64>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
  %one = ov.Constant.v0 dense<1> : tensor<i64>
  %lengths = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %b:2 = ov.VariadicSplit.v1 %x, %one, %lengths : (tensor<6x4xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<6x1xf32>, tensor<6x3xf32>)
  %c:2 = ov.VariadicSplit.v1 %x, %one, %n : (tensor<6x4xf32>, tensor<i64>, tensor<2xi32>) -> (tensor<6x?xf32>, tensor<6x?xf32>)
  func.return %a#1, %b#1, %c#0 : tensor<2x4xf32>, tensor<6x3xf32>, tensor<6x?xf32>
}

// -----

// GatherElements gives the indices' shape; GatherND keeps the batch dims and drops the ones
// its index tuples address.

// CHECK-LABEL: func.func @gather
// CHECK-NEXT:    %{{.*}} = ov.GatherElements.v6 %{{.*}}, %{{.*}} {axis = -1 : i64} : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.GatherND.v8 %{{.*}}, %{{.*}} : (tensor<2x3x4xf32>, tensor<5x2xi32>) -> tensor<5x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.GatherND.v8 %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x6x1xi64>) -> tensor<2x6x4xf32>
func.func @gather(%x: tensor<3x4xf32>, %i: tensor<3x2xi64>, %d: tensor<2x3x4xf32>, %t: tensor<5x2xi32>, %u: tensor<2x6x1xi64>) -> (tensor<3x2xf32>, tensor<5x4xf32>, tensor<2x6x4xf32>) {
  %a = ov.GatherElements.v6 %x, %i {axis = -1 : i64} : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3x2xf32>
  %b = ov.GatherND.v8 %d, %t : (tensor<2x3x4xf32>, tensor<5x2xi32>) -> tensor<5x4xf32>
  %c = ov.GatherND.v8 %d, %u {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x6x1xi64>) -> tensor<2x6x4xf32>
  func.return %a, %b, %c : tensor<3x2xf32>, tensor<5x4xf32>, tensor<2x6x4xf32>
}

// -----

// The scatters give the data's type; the defaults (reduction none, use_init_val true) are not
// printed.

// CHECK-LABEL: func.func @scatter
// CHECK:         %{{.*}} = ov.ScatterElementsUpdate.v12 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<3x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.ScatterElementsUpdate.v12 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {reduction = "mean", use_init_val = false} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<3x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.ScatterNDUpdate.v15 %{{.*}}, %{{.*}}, %{{.*}} {reduction = "sub"} : (tensor<4x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<4x4xf32>
func.func @scatter(%x: tensor<3x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2x3xf32>, %d: tensor<4x4xf32>, %t: tensor<2x1xi64>, %v: tensor<2x4xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<4x4xf32>) {
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %a = ov.ScatterElementsUpdate.v12 %x, %i, %u, %axis : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<3x3xf32>
  %b = ov.ScatterElementsUpdate.v12 %x, %i, %u, %axis {reduction = "mean", use_init_val = false} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<3x3xf32>
  %c = ov.ScatterNDUpdate.v15 %d, %t, %v {reduction = "sub"} : (tensor<4x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<4x4xf32>
  func.return %a, %b, %c : tensor<3x3xf32>, tensor<3x3xf32>, tensor<4x4xf32>
}

// -----

// OneHot puts the depth at `axis` of the output; a depth known only at run time is `?`.
// NonZero gives [rank, ?] indices.

// CHECK-LABEL: func.func @one_hot_non_zero
// CHECK:         %{{.*}} = ov.OneHot.v16 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {axis = 1 : i64, negative_indices_mode = "normalize"} : (tensor<2x3xi64>, tensor<i64>, tensor<f32>, tensor<f32>) -> tensor<2x5x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.OneHot.v16 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {axis = -1 : i64} : (tensor<2x3xi64>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3x?xf32>
// CHECK-NEXT:    %{{.*}} = ov.NonZero.v3 %{{.*}} : (tensor<2x3xi64>) -> tensor<2x?xi64>
// CHECK-NEXT:    %{{.*}} = ov.NonZero.v3 %{{.*}} {output_type = i32} : (tensor<4xi1>) -> tensor<1x?xi32>
func.func @one_hot_non_zero(%i: tensor<2x3xi64>, %n: tensor<i32>, %m: tensor<4xi1>) -> (tensor<2x5x3xf32>, tensor<2x3x?xf32>, tensor<2x?xi64>, tensor<1x?xi32>) {
  %depth = ov.Constant.v0 dense<5> : tensor<i64>
  %on = ov.Constant.v0 dense<1.0> : tensor<f32>
  %off = ov.Constant.v0 dense<0.0> : tensor<f32>
  %a = ov.OneHot.v16 %i, %depth, %on, %off {axis = 1 : i64, negative_indices_mode = "normalize"} : (tensor<2x3xi64>, tensor<i64>, tensor<f32>, tensor<f32>) -> tensor<2x5x3xf32>
  %b = ov.OneHot.v16 %i, %n, %on, %off {axis = -1 : i64} : (tensor<2x3xi64>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3x?xf32>
  %c = ov.NonZero.v3 %i : (tensor<2x3xi64>) -> tensor<2x?xi64>
  %d = ov.NonZero.v3 %m {output_type = i32} : (tensor<4xi1>) -> tensor<1x?xi32>
  func.return %a, %b, %c, %d : tensor<2x5x3xf32>, tensor<2x3x?xf32>, tensor<2x?xi64>, tensor<1x?xi32>
}
