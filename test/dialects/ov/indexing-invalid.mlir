// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the indexing ops.

func.func @slice_step_zero(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = ov.Constant.v0 dense<0> : tensor<1xi64>
  %y = ov.Slice.v8 %x, %c, %c, %c : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK: a slice step cannot be 0

// -----

func.func @slice_lengths(%x: tensor<4x4xf32>, %a: tensor<1xi64>, %b: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = ov.Slice.v8 %x, %a, %b, %b : (tensor<4x4xf32>, tensor<1xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: start, stop, step and axes must have one length

// -----

func.func @slice_repeated_axes(%x: tensor<4x4xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %axes = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %y = ov.Slice.v8 %x, %s, %s, %s, %axes : (tensor<4x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: slice axes repeat: [1, 1]

// -----

func.func @slice_float_bounds(%x: tensor<4xf32>, %s: tensor<1xf32>) -> tensor<?xf32> {
  %y = ov.Slice.v8 %x, %s, %s, %s : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: start must be an integer tensor, got f32

// -----

func.func @strided_slice_two_ellipses(%x: tensor<4x4xf32>, %s: tensor<2xi64>) -> tensor<4x4xf32> {
  %y = ov.StridedSlice.v1 %x, %s, %s {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0, 0>, ellipsis_mask = array<i64: 1, 1>} : (tensor<4x4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<4x4xf32>
  func.return %y : tensor<4x4xf32>
}
// CHECK-NEXT: ellipsis_mask may set one bit, got [1, 1]

// -----

func.func @strided_slice_mask_bits(%x: tensor<4xf32>, %s: tensor<1xi64>) -> tensor<?xf32> {
  %y = ov.StridedSlice.v1 %x, %s, %s {begin_mask = array<i64: 2>, end_mask = array<i64: 0>} : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: begin_mask must hold only 0s and 1s, got [2]

// -----

func.func @strided_slice_too_many_entries(%x: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<?xf32> {
  %y = ov.StridedSlice.v1 %x, %s, %s {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0, 0>} : (tensor<4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: 2 slice entries address 2 dims of a rank-1 input

// -----

func.func @strided_slice_zero_stride(%x: tensor<4xf32>, %s: tensor<1xi64>) -> tensor<?xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<1xi64>
  %y = ov.StridedSlice.v1 %x, %s, %s, %zero {begin_mask = array<i64: 0>, end_mask = array<i64: 0>} : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: a StridedSlice stride cannot be 0, got strides [0]

// -----

func.func @strided_slice_shrink_out_of_range(%x: tensor<4x3xf32>) -> tensor<3xf32> {
  %four = ov.Constant.v0 dense<4> : tensor<1xi64>
  %y = ov.StridedSlice.v1 %x, %four, %four {begin_mask = array<i64: 0>, end_mask = array<i64: 0>, shrink_axis_mask = array<i64: 1>} : (tensor<4x3xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: shrink_axis_mask picks index 4 of a dim of 4

// -----

func.func @strided_slice_mask_lengths(%x: tensor<4x4xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = ov.StridedSlice.v1 %x, %s, %s {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0>} : (tensor<4x4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: the masks must have one length (or none), got begin_mask 2, end_mask 1, new_axis_mask 0, shrink_axis_mask 0, ellipsis_mask 0

// -----

func.func @strided_slice_lengths(%x: tensor<4x4xf32>, %a: tensor<1xi64>, %b: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = ov.StridedSlice.v1 %x, %a, %b {begin_mask = array<i64: 0>, end_mask = array<i64: 0>} : (tensor<4x4xf32>, tensor<1xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: begin, end and strides must have one length, got [1, 2]

// -----

func.func @split_uneven(%x: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %y:2 = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<5xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xf32>)
  func.return %y#0, %y#1 : tensor<?xf32>, tensor<?xf32>
}
// CHECK-NEXT: a dim of 5 does not split into 2 equal parts

// -----

func.func @split_result_count(%x: tensor<4xf32>) -> tensor<2xf32> {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %y = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<4xf32>, tensor<i64>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: the operands give 2 results, the op has 1

// -----

func.func @variadic_split_sum(%x: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %lengths = ov.Constant.v0 dense<[1, 3]> : tensor<2xi64>
  %y:2 = ov.VariadicSplit.v1 %x, %axis, %lengths : (tensor<5xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  func.return %y#0, %y#1 : tensor<?xf32>, tensor<?xf32>
}
// CHECK-NEXT: split_lengths [1, 3] do not add up to the dim of 5

// -----

func.func @variadic_split_two_rests(%x: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %lengths = ov.Constant.v0 dense<-1> : tensor<2xi64>
  %y:2 = ov.VariadicSplit.v1 %x, %axis, %lengths : (tensor<5xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  func.return %y#0, %y#1 : tensor<?xf32>, tensor<?xf32>
}
// CHECK-NEXT: split_lengths [-1, -1] may hold one -1 and no other negative value

// -----

func.func @gather_elements_ranks(%x: tensor<3x4xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %y = ov.GatherElements.v6 %x, %i {axis = 0 : i64} : (tensor<3x4xf32>, tensor<3xi64>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: GatherElements data and indices must have the same rank, got [3,4] and [3]

// -----

func.func @gather_nd_depth(%x: tensor<3x4xf32>, %i: tensor<2x3xi64>) -> tensor<2xf32> {
  %y = ov.GatherND.v8 %x, %i : (tensor<3x4xf32>, tensor<2x3xi64>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: index tuples of 3 go past the rank of data [3,4]

// -----

func.func @gather_nd_batch(%x: tensor<3x4xf32>, %i: tensor<3x1xi64>) -> tensor<3xf32> {
  %y = ov.GatherND.v8 %x, %i {batch_dims = 2 : i64} : (tensor<3x4xf32>, tensor<3x1xi64>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: batch_dims 2 must be below the ranks of data [3,4] and indices [3,1]

// -----

func.func @scatter_elements_shapes(%x: tensor<3x3xf32>, %i: tensor<2x3xi64>, %u: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %y = ov.ScatterElementsUpdate.v12 %x, %i, %u, %axis : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<3x3xf32>, tensor<i64>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}
// CHECK-NEXT: indices [2,3] and updates [3,3] must have one shape

// -----

func.func @scatter_elements_reduction(%x: tensor<3xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %y = ov.ScatterElementsUpdate.v12 %x, %i, %x, %axis {reduction = "add"} : (tensor<3xf32>, tensor<3xi64>, tensor<3xf32>, tensor<i64>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: reduction must be one of none, sum, prod, min, max, mean, not 'add'

// -----

func.func @scatter_nd_updates(%x: tensor<4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xf32>) -> tensor<4x4xf32> {
  %y = ov.ScatterNDUpdate.v15 %x, %i, %u : (tensor<4x4xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x4xf32>
  func.return %y : tensor<4x4xf32>
}
// CHECK-NEXT: updates must have shape [2,4], got [2,3]

// -----

func.func @one_hot_values(%i: tensor<3xi64>) -> tensor<3x4xf32> {
  %depth = ov.Constant.v0 dense<4> : tensor<i64>
  %on = ov.Constant.v0 dense<1.0> : tensor<f32>
  %off = ov.Constant.v0 dense<0> : tensor<i32>
  %y = ov.OneHot.v16 %i, %depth, %on, %off {axis = -1 : i64} : (tensor<3xi64>, tensor<i64>, tensor<f32>, tensor<i32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}
// CHECK-NEXT: operands must share one element type

// -----

func.func @one_hot_depth(%i: tensor<3xi64>) -> tensor<3x4xf32> {
  %depth = ov.Constant.v0 dense<[4, 5]> : tensor<2xi64>
  %on = ov.Constant.v0 dense<1.0> : tensor<f32>
  %y = ov.OneHot.v16 %i, %depth, %on, %on {axis = -1 : i64} : (tensor<3xi64>, tensor<2xi64>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}
// CHECK-NEXT: OneHot depth must be a scalar, got shape [2]

// -----

// A vector of one element is refused too: OpenVINO's OneHot takes only scalars.
func.func @one_hot_on_value_of_one_element(%i: tensor<3xi64>) -> tensor<3x4xf32> {
  %depth = ov.Constant.v0 dense<4> : tensor<i64>
  %on = ov.Constant.v0 dense<1.0> : tensor<1xf32>
  %off = ov.Constant.v0 dense<0.0> : tensor<f32>
  %y = ov.OneHot.v16 %i, %depth, %on, %off {axis = -1 : i64} : (tensor<3xi64>, tensor<i64>, tensor<1xf32>, tensor<f32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}
// CHECK-NEXT: OneHot on_value must be a scalar, got shape [1]

// -----

func.func @non_zero_type(%x: tensor<3xf32>) -> tensor<1x?xf32> {
  %y = ov.NonZero.v3 %x {output_type = f32} : (tensor<3xf32>) -> tensor<1x?xf32>
  func.return %y : tensor<1x?xf32>
}
// CHECK-NEXT: output_type must be i32 or i64, not f32

// -----

// Axes known only at run time: every dim may be sliced, so the rank alone is known.
func.func @slice_runtime_axes_keep_rank(%x: tensor<2x10xf32>, %s: tensor<1xi64>, %axes: tensor<1xi64>) -> tensor<?xf32> {
  %y = ov.Slice.v8 %x, %s, %s, %s, %axes : (tensor<2x10xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: result 0 has type tensor<?xf32>, but its operands give tensor<?x?xf32>

// -----

func.func @slice_too_many_bounds(%x: tensor<2x10xf32>) -> tensor<?x?xf32> {
  %c = ov.Constant.v0 dense<1> : tensor<3xi64>
  %y = ov.Slice.v8 %x, %c, %c, %c : (tensor<2x10xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: 3 slice bounds for rank 2

// -----

func.func @split_zero_parts(%x: tensor<6xf32>, %axis: tensor<i64>) -> tensor<6xf32> {
  %y = ov.Split.v1 %x, %axis {num_splits = 0 : i64} : (tensor<6xf32>, tensor<i64>) -> tensor<6xf32>
  func.return %y : tensor<6xf32>
}
// CHECK-NEXT: num_splits must be positive, not 0

// -----

func.func @variadic_split_dynamic_count(%x: tensor<6xf32>, %axis: tensor<i64>, %n: tensor<?xi64>) -> tensor<?xf32> {
  %y = ov.VariadicSplit.v1 %x, %axis, %n : (tensor<6xf32>, tensor<i64>, tensor<?xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: split_lengths needs a static length: it is the number of results

// -----

// 3 and the -1 part (at least 0) do not fit a dim of 2.
func.func @variadic_split_rest_negative(%x: tensor<2xf32>) -> (tensor<3xf32>, tensor<?xf32>) {
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %n = ov.Constant.v0 dense<[3, -1]> : tensor<2xi64>
  %y:2 = ov.VariadicSplit.v1 %x, %axis, %n : (tensor<2xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<3xf32>, tensor<?xf32>)
  func.return %y#0, %y#1 : tensor<3xf32>, tensor<?xf32>
}
// CHECK-NEXT: split_lengths [3, -1] exceed the dim of 2

// -----

// An index tuple of 2 entries on 1-D data.
func.func @scatter_nd_tuple_too_long(%x: tensor<4xf32>, %i: tensor<1x2xi64>, %u: tensor<1xf32>) -> tensor<4xf32> {
  %y = ov.ScatterNDUpdate.v15 %x, %i, %u : (tensor<4xf32>, tensor<1x2xi64>, tensor<1xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}
// CHECK-NEXT: index tuples of indices [1,2] do not fit data [4]

// -----

func.func @one_hot_negative_depth(%i: tensor<3xi64>) -> tensor<3x?xf32> {
  %depth = ov.Constant.v0 dense<-1> : tensor<i64>
  %on = ov.Constant.v0 dense<1.0> : tensor<f32>
  %y = ov.OneHot.v16 %i, %depth, %on, %on {axis = -1 : i64} : (tensor<3xi64>, tensor<i64>, tensor<f32>, tensor<f32>) -> tensor<3x?xf32>
  func.return %y : tensor<3x?xf32>
}
// CHECK-NEXT: OneHot depth must not be negative, got -1

// -----

func.func @slice_bounds_of_rank_two(%x: tensor<4x4xf32>, %s: tensor<2x2xi64>) -> tensor<?x?xf32> {
  %y = ov.Slice.v8 %x, %s, %s, %s : (tensor<4x4xf32>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: start must be 1-D, got shape [2,2]

// -----

// Without axes, bounds known only at run time may slice every dim: the rank alone is known.
func.func @slice_runtime_bounds_keep_rank(%x: tensor<2x10xf32>, %s: tensor<2xi64>) -> tensor<?xf32> {
  %y = ov.Slice.v8 %x, %s, %s, %s : (tensor<2x10xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: result 0 has type tensor<?xf32>, but its operands give tensor<?x?xf32>
