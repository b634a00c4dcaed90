// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Shape and data movement. Sizes, axes and permutations TensorFlow gives as i32 tensors become
// i64 (constants when known, a Convert otherwise). The refusals come first: --verify-diagnostics
// prints them as it meets them, the converted chunks after all of them.

// Refused (must not fire): Squeeze of every axis of size 1 over a shape not known when
// converting; a Concat axis computed at run time; DepthToSpace in the NCHW_VECT_C layout.
// CHECK: no lowering to OpenVINO for node 'squeeze' (Squeeze): squeezing every axis of size 1 needs a static shape, got tensor<1x?x1xf32>; an extension can add one
func.func @squeeze_dynamic(%x: tensor<1x?x1xf32>) -> tensor<?xf32> {
  %y = "tf.Squeeze"(%x) <{T = f32}> : (tensor<1x?x1xf32>) -> tensor<?xf32> loc("squeeze")
  func.return %y : tensor<?xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'concat' (ConcatV2): its axis must be known when converting (a constant), not computed at run time;
func.func @concat_axis_at_run_time(%x: tensor<2x3xf32>, %axis: tensor<i32>) -> tensor<?x?xf32> {
  %y = "tf.ConcatV2"(%x, %x, %axis) <{N = 2 : i64, T = f32, Tidx = i32}> : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>) -> tensor<?x?xf32> loc("concat")
  func.return %y : tensor<?x?xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'd2s' (DepthToSpace): the NCHW_VECT_C layout is not one ovopt reads;
func.func @vect_c(%x: tensor<1x2x4x4x4xi8>) -> tensor<1x2x8x8x1xi8> {
  %y = "tf.DepthToSpace"(%x) <{T = i8, block_size = 2 : i64, data_format = "NCHW_VECT_C"}> : (tensor<1x2x4x4x4xi8>) -> tensor<1x2x8x8x1xi8> loc("d2s")
  func.return %y : tensor<1x2x8x8x1xi8>
}

// -----

// The ops that are one OpenVINO op. Reshape's special_zero is off: TensorFlow's 0 is a dim of
// size 0, not "copy the input's".
// CHECK-LABEL: func.func @one_op
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[4, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Reshape.v1 %x, %[[SHAPE]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
// CHECK-NEXT:    %[[PERM:.*]] = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %x, %[[PERM]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Unsqueeze.v0 %x, %[[AXIS]] : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x1x3x4xf32>
// CHECK-NEXT:    %[[TIMES:.*]] = ov.Constant.v0 dense<[1, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[D:.*]] = ov.Tile.v0 %x, %[[TIMES]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<2x6x4xf32>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[E:.*]] = ov.CumSum.v0 %x, %[[ONE]] {exclusive = true, reverse = true}
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @one_op(%x: tensor<2x3x4xf32>) -> (tensor<4x6xf32>, tensor<4x2x3xf32>, tensor<2x1x3x4xf32>, tensor<2x6x4xf32>, tensor<2x3x4xf32>) {
  %shape = "tf.Const"() <{value = dense<[4, -1]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %perm = "tf.Const"() <{value = dense<[2, 0, 1]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %times = "tf.Const"() <{value = dense<[1, 2, 1]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %a = "tf.Reshape"(%x, %shape) <{T = f32, Tshape = i32}> : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<4x6xf32>
  %b = "tf.Transpose"(%x, %perm) <{T = f32, Tperm = i32}> : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<4x2x3xf32>
  %c = "tf.ExpandDims"(%x, %one) <{T = f32, Tdim = i32}> : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<2x1x3x4xf32>
  %d = "tf.Tile"(%x, %times) <{T = f32, Tmultiples = i32}> : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<2x6x4xf32>
  %e = "tf.Cumsum"(%x, %one) <{T = f32, Tidx = i32, exclusive = true, reverse = true}> : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<2x3x4xf32>
  func.return %a, %b, %c, %d, %e : tensor<4x6xf32>, tensor<4x2x3xf32>, tensor<2x1x3x4xf32>, tensor<2x6x4xf32>, tensor<2x3x4xf32>
}

// -----

// Squeeze without axes: the axes of size 1 of a static shape; Shape, Size (the product of the
// dims) and Rank (the length of the shape) in their out_type.
// CHECK-LABEL: func.func @squeeze_shape
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Squeeze.v0 %x, %[[AXES]] : (tensor<1x3x1xf32>, tensor<2xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.ShapeOf.v3 %x : (tensor<1x3x1xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[DIMS:.*]] = ov.ShapeOf.v3 %x {output_type = i32} : (tensor<1x3x1xf32>) -> tensor<3xi32>
// CHECK-NEXT:    %[[FIRST:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.ReduceProd.v1 %[[DIMS]], %[[FIRST]] : (tensor<3xi32>, tensor<1xi64>) -> tensor<i32>
// CHECK-NEXT:    %[[DIMS2:.*]] = ov.ShapeOf.v3 %x {output_type = i32}
// CHECK-NEXT:    %[[LENGTH:.*]] = ov.ShapeOf.v3 %[[DIMS2]] {output_type = i32} : (tensor<3xi32>) -> tensor<1xi32>
// CHECK-NEXT:    %[[FIRST2:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[D:.*]] = ov.Squeeze.v0 %[[LENGTH]], %[[FIRST2]] : (tensor<1xi32>, tensor<1xi64>) -> tensor<i32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @squeeze_shape(%x: tensor<1x3x1xf32>) -> (tensor<3xf32>, tensor<3xi64>, tensor<i32>, tensor<i32>) {
  %a = "tf.Squeeze"(%x) <{T = f32}> : (tensor<1x3x1xf32>) -> tensor<3xf32>
  %b = "tf.Shape"(%x) <{T = f32, out_type = i64}> : (tensor<1x3x1xf32>) -> tensor<3xi64>
  %c = "tf.Size"(%x) <{T = f32, out_type = i32}> : (tensor<1x3x1xf32>) -> tensor<i32>
  %d = "tf.Rank"(%x) <{T = f32}> : (tensor<1x3x1xf32>) -> tensor<i32>
  func.return %a, %b, %c, %d : tensor<3xf32>, tensor<3xi64>, tensor<i32>, tensor<i32>
}

// -----

// Pack (axis -2 of the result's rank 3: 1): each value unsqueezed, concatenated; Unpack: a
// Split, each part squeezed.
// CHECK-LABEL: func.func @pack_unpack
// CHECK:         %[[X:.*]] = ov.Unsqueeze.v0 %x, %{{.*}} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1x3xf32>
// CHECK:         %[[Y:.*]] = ov.Unsqueeze.v0 %y, %{{.*}} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Concat.v0 %[[X]], %[[Y]] {axis = 1 : i64} : (tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
// CHECK:         %{{.*}}, %[[SECOND:.*]], %{{.*}} = ov.Split.v1 %x, %{{.*}} {num_splits = 3 : i64} : (tensor<2x3xf32>, tensor<i64>) -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>)
// CHECK:         %[[U:.*]] = ov.Squeeze.v0 %[[SECOND]], %{{.*}} : (tensor<2x1xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[A]], %[[U]]
func.func @pack_unpack(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2xf32>) {
  %a = "tf.Pack"(%x, %y) <{N = 2 : i64, T = f32, axis = -2 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2x3xf32>
  %u:3 = "tf.Unpack"(%x) <{T = f32, num = 3 : i64, axis = 1 : i64}> : (tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return %a, %u#1 : tensor<2x2x3xf32>, tensor<2xf32>
}

// -----

// paddings [[0, 1], [2, 1]]: begin [0, 2], end [1, 1]; MirrorPad REFLECT, PadV2's fill value.
// Paddings computed at run time (must not fire: they need not be known) are split in columns.
// CHECK-LABEL: func.func @pads
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Pad.v12 %x, %[[B]], %[[E]] {pad_mode = "reflect"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x6xf32>
// CHECK:         %[[P:.*]] = ov.Pad.v12 %x, %{{.*}}, %{{.*}}, %v : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<3x6xf32>
// CHECK-NEXT:    %[[P64:.*]] = ov.Convert.v0 %p {destination_type = i64} : (tensor<2x2xi32>) -> tensor<2x2xi64>
// CHECK:         %[[BEFORE:.*]], %[[AFTER:.*]] = ov.Split.v1 %[[P64]], %{{.*}} {num_splits = 2 : i64}
// CHECK:         %[[BEGIN:.*]] = ov.Squeeze.v0 %[[BEFORE]]
// CHECK:         %[[END:.*]] = ov.Squeeze.v0 %[[AFTER]]
// CHECK:         %[[C:.*]] = ov.Pad.v12 %x, %[[BEGIN]], %[[END]], %{{.*}} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<?x?xf32>
func.func @pads(%x: tensor<2x3xf32>, %p: tensor<2x2xi32>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<?x?xf32>) {
  %pads = "tf.Const"() <{value = dense<[[0, 1], [2, 1]]> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %a = "tf.MirrorPad"(%x, %pads) <{T = f32, Tpaddings = i32, mode = "REFLECT"}> : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<3x6xf32>
  %v = "tf.Const"() <{value = dense<-1.0> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
  %b = "tf.PadV2"(%x, %pads, %v) <{T = f32, Tpaddings = i32}> : (tensor<2x3xf32>, tensor<2x2xi32>, tensor<f32>) -> tensor<3x6xf32>
  %c = "tf.Pad"(%x, %p) <{T = f32, Tpaddings = i32}> : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<?x?xf32>
  func.return %a, %b, %c : tensor<3x6xf32>, tensor<3x6xf32>, tensor<?x?xf32>
}

// -----

// Slice's size -1 runs to the end of its axis; StridedSlice's masks are OpenVINO's, bit i for
// axis i.
// CHECK-LABEL: func.func @slices
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[0, 1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<[9223372036854775807, 3, 3]> : tensor<3xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<3xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Slice.v8 %x, %[[B]], %[[E]], %[[S]], %[[AXES]] : {{.*}} -> tensor<2x2x2xf32>
// CHECK:         ov.StridedSlice.v1 %x, {{.*}} {begin_mask = array<i64: 1, 0, 0>, end_mask = array<i64: 1, 0, 0>, new_axis_mask = array<i64: 0, 0, 0>, shrink_axis_mask = array<i64: 0, 0, 0>, ellipsis_mask = array<i64: 0, 0, 0>} : {{.*}} -> tensor<2x2x2xf32>
// CHECK:         ov.StridedSlice.v1 %x, {{.*}} {begin_mask = array<i64: 0, 0>, end_mask = array<i64: 0, 1>, new_axis_mask = array<i64: 0, 0>, shrink_axis_mask = array<i64: 1, 0>, ellipsis_mask = array<i64: 0, 0>} : {{.*}} -> tensor<3x4xf32>
func.func @slices(%x: tensor<2x3x4xf32>) -> (tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<3x4xf32>) {
  %begin = "tf.Const"() <{value = dense<[0, 1, 1]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %size = "tf.Const"() <{value = dense<[-1, 2, 2]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %a = "tf.Slice"(%x, %begin, %size) <{T = f32, Index = i32}> : (tensor<2x3x4xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x2x2xf32>
  %b0 = "tf.Const"() <{value = dense<[0, 1, 0]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %e0 = "tf.Const"() <{value = dense<[0, 3, -1]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %s0 = "tf.Const"() <{value = dense<[1, 1, 2]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %b = "tf.StridedSlice"(%x, %b0, %e0, %s0) <{T = f32, Index = i32, begin_mask = 1 : i64, end_mask = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x2x2xf32>
  %b1 = "tf.Const"() <{value = dense<[1, 0]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %e1 = "tf.Const"() <{value = dense<[2, 0]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %s1 = "tf.Const"() <{value = dense<[1, 1]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %c = "tf.StridedSlice"(%x, %b1, %e1, %s1) <{T = f32, Index = i32, shrink_axis_mask = 1 : i64, end_mask = 2 : i64}> : (tensor<2x3x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<3x4xf32>
  func.return %a, %b, %c : tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<3x4xf32>
}

// -----

// GatherV2 along a negative axis, GatherNd, ReverseV2 as a Slice with step -1 on its axes.
// CHECK-LABEL: func.func @indexing
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]] = ov.Gather.v8 %x, %i, %[[AXIS]] : (tensor<2x3x4xf32>, tensor<3xi32>, tensor<i64>) -> tensor<2x3x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.GatherND.v8 %x, %n : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[START:.*]] = ov.Constant.v0 dense<-1> : tensor<2xi64>
// CHECK-NEXT:    %[[STOP:.*]] = ov.Constant.v0 dense<-9223372036854775808> : tensor<2xi64>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Constant.v0 dense<-1> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Slice.v8 %x, %[[START]], %[[STOP]], %[[STEP]], %[[AXES]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @indexing(%x: tensor<2x3x4xf32>, %i: tensor<3xi32>, %n: tensor<2x2xi32>) -> (tensor<2x3x3xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>) {
  %axis = "tf.Const"() <{value = dense<-1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %a = "tf.GatherV2"(%x, %i, %axis) <{Tparams = f32, Tindices = i32, Taxis = i32, batch_dims = 0 : i64}> : (tensor<2x3x4xf32>, tensor<3xi32>, tensor<i32>) -> tensor<2x3x3xf32>
  %b = "tf.GatherNd"(%x, %n) <{Tparams = f32, Tindices = i32}> : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x4xf32>
  %axes = "tf.Const"() <{value = dense<[0, 2]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %c = "tf.ReverseV2"(%x, %axes) <{T = f32, Tidx = i32}> : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<2x3x4xf32>
  func.return %a, %b, %c : tensor<2x3x3xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>
}

// -----

// TopKV2 along the last axis, ArgMax a TopK of one along its axis, squeezed; stable, so that
// of equal values the first wins.
// CHECK-LABEL: func.func @top_k
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<2> : tensor<i64>
// CHECK-NEXT:    %[[V:.*]], %[[I:.*]] = ov.TopK.v11 %x, %[[K]] {axis = -1 : i64, mode = "max", sort = "value", stable = true} : (tensor<2x5xf32>, tensor<i64>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %[[INDEX:.*]] = ov.TopK.v11 %x, %[[ONE]] {axis = 0 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true}
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[M:.*]] = ov.Squeeze.v0 %[[INDEX]], %[[AXIS]] : (tensor<1x5xi64>, tensor<1xi64>) -> tensor<5xi64>
// CHECK-NEXT:    func.return %[[V]], %[[I]], %[[M]]
func.func @top_k(%x: tensor<2x5xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>, tensor<5xi64>) {
  %k = "tf.Const"() <{value = dense<2> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %v, %i = "tf.TopKV2"(%x, %k) <{T = f32, Tk = i32, sorted = true}> : (tensor<2x5xf32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %m = "tf.ArgMax"(%x, %zero) <{T = f32, Tidx = i32, output_type = i64}> : (tensor<2x5xf32>, tensor<i32>) -> tensor<5xi64>
  func.return %v, %i, %m : tensor<2x2xf32>, tensor<2x2xi32>, tensor<5xi64>
}

// -----

// DepthToSpace in NCHW between layout transposes; blocks_first is TensorFlow's order.
// CHECK-LABEL: func.func @depth_to_space
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x2x2x8xf32>, tensor<4xi64>) -> tensor<1x8x2x2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.DepthToSpace.v0 %[[X]] {block_size = 2 : i64, mode = "blocks_first"} : (tensor<1x8x2x2xf32>) -> tensor<1x2x4x4xf32>
// CHECK:         ov.Transpose.v1 %[[Y]], %{{.*}} {ovopt.layout_change} : (tensor<1x2x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x2xf32>
func.func @depth_to_space(%x: tensor<1x2x2x8xf32>) -> tensor<1x4x4x2xf32> {
  %y = "tf.DepthToSpace"(%x) <{T = f32, block_size = 2 : i64}> : (tensor<1x2x2x8xf32>) -> tensor<1x4x4x2xf32>
  func.return %y : tensor<1x4x4x2xf32>
}

// -----

// ScatterNd sums the updates into zeros of its shape; Where is NonZero's coordinates, one row
// each; InvertPermutation of a known permutation is its inverse, in its own type.
// CHECK-LABEL: func.func @scatter_where
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[4, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[ZEROS:.*]] = ov.Broadcast.v3 %[[ZERO]], %[[SHAPE]] : (tensor<f32>, tensor<2xi64>) -> tensor<4x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.ScatterNDUpdate.v15 %[[ZEROS]], %i, %u {reduction = "sum"}
// CHECK-NEXT:    %[[NZ:.*]] = ov.NonZero.v3 %c : (tensor<2x3xi1>) -> tensor<2x?xi64>
// CHECK-NEXT:    %[[PERM:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[NZ]], %[[PERM]] : (tensor<2x?xi64>, tensor<2xi64>) -> tensor<?x2xi64>
// CHECK-NEXT:    %[[Q:.*]] = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[Q]]
func.func @scatter_where(%i: tensor<2x1xi32>, %u: tensor<2x3xf32>, %c: tensor<2x3xi1>) -> (tensor<4x3xf32>, tensor<?x2xi64>, tensor<3xi32>) {
  %shape = "tf.Const"() <{value = dense<[4, 3]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %a = "tf.ScatterNd"(%i, %u, %shape) <{T = f32, Tindices = i32}> : (tensor<2x1xi32>, tensor<2x3xf32>, tensor<2xi32>) -> tensor<4x3xf32>
  %b = "tf.Where"(%c) <{T = i1}> : (tensor<2x3xi1>) -> tensor<?x2xi64>
  %p = "tf.Const"() <{value = dense<[2, 0, 1]> : tensor<3xi32>, dtype = i32}> : () -> tensor<3xi32>
  %q = "tf.InvertPermutation"(%p) <{T = i32}> : (tensor<3xi32>) -> tensor<3xi32>
  func.return %a, %b, %q : tensor<4x3xf32>, tensor<?x2xi64>, tensor<3xi32>
}
