// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// A None inside an index list is a value of type none (a function argument here).

// One index tensor (after a None hole): Gather-8 on its dim.
// CHECK-LABEL: func.func @index_one
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.Gather.v8 %x, %i, %[[A]] : (tensor<2x3x4xf32>, tensor<5xi64>, tensor<i64>) -> tensor<2x5x4xf32>
func.func @index_one(%none: none, %x: tensor<2x3x4xf32>, %i: tensor<5xi64>) -> tensor<2x5x4xf32> {
  %y = "torch.aten.index.Tensor"(%x, %none, %i) : (tensor<2x3x4xf32>, none, tensor<5xi64>) -> tensor<2x5x4xf32>
  func.return %y : tensor<2x5x4xf32>
}

// -----

// Two adjacent index tensors (one i32) on dims 1 and 2: those dims moved first, the index
// pairs gathered, the index dim put back in their place.
// CHECK-LABEL: func.func @index_adjacent
// CHECK-NEXT:    %[[J:.*]] = ov.Convert.v0 %j {destination_type = i64}
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 2, 0, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %x, %[[P]] : (tensor<2x3x4x6xf32>, tensor<4xi64>) -> tensor<3x4x2x6xf32>
// CHECK:         %[[I1:.*]] = ov.Unsqueeze.v0 %i
// CHECK-NEXT:    %[[J1:.*]] = ov.Unsqueeze.v0 %[[J]]
// CHECK-NEXT:    %[[N:.*]] = ov.Concat.v0 %[[I1]], %[[J1]] {axis = -1 : i64} : {{.*}} -> tensor<5x2xi64>
// CHECK-NEXT:    %[[G:.*]] = ov.GatherND.v8 %[[T]], %[[N]] : (tensor<3x4x2x6xf32>, tensor<5x2xi64>) -> tensor<5x2x6xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
// CHECK-NEXT:    ov.Transpose.v1 %[[G]], %[[Q]] : (tensor<5x2x6xf32>, tensor<3xi64>) -> tensor<2x5x6xf32>
func.func @index_adjacent(%none: none, %x: tensor<2x3x4x6xf32>, %i: tensor<5xi64>, %j: tensor<5xi32>) -> tensor<2x5x6xf32> {
  %y = "torch.aten.index.Tensor"(%x, %none, %i, %j) : (tensor<2x3x4x6xf32>, none, tensor<5xi64>, tensor<5xi32>) -> tensor<2x5x6xf32>
  func.return %y : tensor<2x5x6xf32>
}

// -----

// Index tensors apart (a None between them) broadcast together, and their dims come first.
// CHECK-LABEL: func.func @index_apart
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<2x4x3xf32>
// CHECK:         %[[S:.*]] = ov.Constant.v0 dense<[5, 7]> : tensor<2xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %i, %[[S]] : (tensor<5x1xi64>, tensor<2xi64>) -> tensor<5x7xi64>
// CHECK:         ov.Broadcast.v3 %j, %[[S]] : (tensor<7xi64>, tensor<2xi64>) -> tensor<5x7xi64>
// CHECK:         %[[N:.*]] = ov.Concat.v0 {{.*}} -> tensor<5x7x2xi64>
// CHECK-NEXT:    %[[G:.*]] = ov.GatherND.v8 %[[T]], %[[N]] : (tensor<2x4x3xf32>, tensor<5x7x2xi64>) -> tensor<5x7x3xf32>
// CHECK-NEXT:    func.return %[[G]]
func.func @index_apart(%none: none, %x: tensor<2x3x4xf32>, %i: tensor<5x1xi64>, %j: tensor<7xi64>) -> tensor<5x7x3xf32> {
  %y = "torch.aten.index.Tensor"(%x, %i, %none, %j) : (tensor<2x3x4xf32>, tensor<5x1xi64>, none, tensor<7xi64>) -> tensor<5x7x3xf32>
  func.return %y : tensor<5x7x3xf32>
}

// -----

// A boolean mask of two dims indexes them by the two rows of NonZero.
// CHECK-LABEL: func.func @index_mask
// CHECK-NEXT:    %[[Z:.*]] = ov.NonZero.v3 %m : (tensor<2x3xi1>) -> tensor<2x?xi64>
// CHECK:         %[[R0:.*]] = ov.Gather.v8 %[[Z]], {{.*}} -> tensor<?xi64>
// CHECK:         %[[R1:.*]] = ov.Gather.v8 %[[Z]], {{.*}} -> tensor<?xi64>
// CHECK:         %[[N:.*]] = ov.Concat.v0 {{.*}} -> tensor<?x2xi64>
// CHECK-NEXT:    ov.GatherND.v8 %x, %[[N]] : (tensor<2x3x4xf32>, tensor<?x2xi64>) -> tensor<?x4xf32>
func.func @index_mask(%x: tensor<2x3x4xf32>, %m: tensor<2x3xi1>) -> tensor<?x4xf32> {
  %y = "torch.aten.index.Tensor"(%x, %m) : (tensor<2x3x4xf32>, tensor<2x3xi1>) -> tensor<?x4xf32>
  func.return %y : tensor<?x4xf32>
}

// -----

// index_put: the value broadcast to self[:, i, j]'s [2, 5], moved to the transposed self's
// order, scattered at the index pairs, transposed back.
// CHECK-LABEL: func.func @index_put
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[2, 5]> : tensor<2xi64>
// CHECK-NEXT:    %[[V:.*]] = ov.Broadcast.v3 %v, %[[S]] : (tensor<f32>, tensor<2xi64>) -> tensor<2x5xf32>
// CHECK:         %[[VT:.*]] = ov.Transpose.v1 %[[V]], %{{.*}} : (tensor<2x5xf32>, tensor<2xi64>) -> tensor<5x2xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
// CHECK:         %[[N:.*]] = ov.Concat.v0 {{.*}} -> tensor<5x2xi64>
// CHECK-NEXT:    %[[U:.*]] = ov.ScatterNDUpdate.v15 %[[T]], %[[N]], %[[VT]] : (tensor<3x4x2xf32>, tensor<5x2xi64>, tensor<5x2xf32>) -> tensor<3x4x2xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
// CHECK-NEXT:    ov.Transpose.v1 %[[U]], %[[Q]] : (tensor<3x4x2xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
func.func @index_put(%none: none, %x: tensor<2x3x4xf32>, %i: tensor<5xi64>, %j: tensor<5xi64>, %v: tensor<f32>) -> tensor<2x3x4xf32> {
  %y = "torch.aten.index_put"(%x, %none, %i, %j, %v) <{accumulate = false}> : (tensor<2x3x4xf32>, none, tensor<5xi64>, tensor<5xi64>, tensor<f32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// Accumulating adds repeated indices: ScatterNDUpdate's sum.
// CHECK-LABEL: func.func @index_put_accumulate
// CHECK:         %[[N:.*]] = ov.Unsqueeze.v0 %i, %{{.*}} : (tensor<5xi64>, tensor<1xi64>) -> tensor<5x1xi64>
// CHECK-NEXT:    ov.ScatterNDUpdate.v15 %x, %[[N]], %v {reduction = "sum"} : (tensor<3x4xf32>, tensor<5x1xi64>, tensor<5x4xf32>) -> tensor<3x4xf32>
func.func @index_put_accumulate(%x: tensor<3x4xf32>, %i: tensor<5xi64>, %v: tensor<5x4xf32>) -> tensor<3x4xf32> {
  %y = "torch.aten.index_put"(%x, %i, %v) <{accumulate = true}> : (tensor<3x4xf32>, tensor<5xi64>, tensor<5x4xf32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// index_select is a Gather; a 0-d index keeps the dim.
// CHECK-LABEL: func.func @index_select
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.Gather.v8 %x, %i, %[[A]] : (tensor<3x4xf32>, tensor<5xi64>, tensor<i64>) -> tensor<3x5xf32>
// CHECK:         %[[S:.*]] = ov.Reshape.v1 %s, %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK:         ov.Gather.v8 %x, %[[S]], %{{.*}} : (tensor<3x4xf32>, tensor<1xi64>, tensor<i64>) -> tensor<1x4xf32>
func.func @index_select(%x: tensor<3x4xf32>, %i: tensor<5xi64>, %s: tensor<i64>) -> (tensor<3x5xf32>, tensor<1x4xf32>) {
  %a = "torch.aten.index_select"(%x, %i) <{dim = -1 : i64}> : (tensor<3x4xf32>, tensor<5xi64>) -> tensor<3x5xf32>
  %b = "torch.aten.index_select"(%x, %s) <{dim = 0 : i64}> : (tensor<3x4xf32>, tensor<i64>) -> tensor<1x4xf32>
  func.return %a, %b : tensor<3x5xf32>, tensor<1x4xf32>
}

// -----

// gather reads only self's part as large as index off the dim: a StridedSlice first (rows 0..2);
// an index of self's size gathers directly.
// CHECK-LABEL: func.func @gather
// CHECK:         %[[C:.*]] = ov.StridedSlice.v1 %x, {{.*}} {begin_mask = array<i64: 1, 1>, end_mask = array<i64: 0, 1>} : {{.*}} -> tensor<2x4xf32>
// CHECK-NEXT:    ov.GatherElements.v6 %[[C]], %i {axis = 1 : i64} : (tensor<2x4xf32>, tensor<2x6xi64>) -> tensor<2x6xf32>
// CHECK-NEXT:    ov.GatherElements.v6 %x, %k {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3x2xf32>
func.func @gather(%x: tensor<3x4xf32>, %i: tensor<2x6xi64>, %k: tensor<3x2xi64>) -> (tensor<2x6xf32>, tensor<3x2xf32>) {
  %a = "torch.aten.gather"(%x, %i) <{dim = 1 : i64, sparse_grad = false}> : (tensor<3x4xf32>, tensor<2x6xi64>) -> tensor<2x6xf32>
  %b = "torch.aten.gather"(%x, %k) <{dim = -1 : i64, sparse_grad = false}> : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3x2xf32>
  func.return %a, %b : tensor<2x6xf32>, tensor<3x2xf32>
}

// -----

// scatter.src (src cut to index's shape), scatter.value (broadcast to it), scatter_add (sum).
// CHECK-LABEL: func.func @scatter
// CHECK:         %[[S:.*]] = ov.StridedSlice.v1 %src, {{.*}} -> tensor<2x4xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    ov.ScatterElementsUpdate.v12 %x, %i, %[[S]], %[[A]] : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>, tensor<i64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[VS:.*]] = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[U:.*]] = ov.Broadcast.v3 %[[V]], %[[VS]] : (tensor<f32>, tensor<2xi64>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[A2:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    ov.ScatterElementsUpdate.v12 %x, %i, %[[U]], %[[A2]] : {{.*}}
// CHECK:         ov.ScatterElementsUpdate.v12 %x, %i, %{{.*}}, %{{.*}} {reduction = "sum"}
func.func @scatter(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %src: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %a = "torch.aten.scatter.src"(%x, %i, %src) <{dim = 0 : i64}> : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v = torch.constant {value = 2 : i64} : i64
  %b = "torch.aten.scatter.value"(%x, %i, %v) <{dim = 0 : i64}> : (tensor<3x4xf32>, tensor<2x4xi64>, i64) -> tensor<3x4xf32>
  %c = "torch.aten.scatter_add"(%x, %i, %src) <{dim = 0 : i64}> : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %a, %b, %c : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// scatter_reduce: amax without self is max without the initial value; mean with self.
// CHECK-LABEL: func.func @scatter_reduce
// CHECK:         ov.ScatterElementsUpdate.v12 %x, %i, %x, %{{.*}} {reduction = "max", use_init_val = false}
// CHECK:         ov.ScatterElementsUpdate.v12 %x, %i, %x, %{{.*}} {reduction = "mean"}
func.func @scatter_reduce(%x: tensor<3x4xf32>, %i: tensor<3x4xi64>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %a = "torch.aten.scatter_reduce.two"(%x, %i, %x) <{dim = 1 : i64, reduce = "amax", include_self = false}> : (tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %b = "torch.aten.scatter_reduce.two"(%x, %i, %x) <{dim = 1 : i64, reduce = "mean", include_self = true}> : (tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %a, %b : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// An integer mean rounds down in torch: the sum and the count scattered, floor-divided where
// something was scattered.
// CHECK-LABEL: func.func @scatter_reduce_int_mean
// CHECK:         %[[T:.*]] = ov.ScatterElementsUpdate.v12 %x, %i, %x, %{{.*}} {reduction = "sum"}
// CHECK:         %[[C:.*]] = ov.ScatterElementsUpdate.v12 %{{.*}}, %i, %{{.*}}, %{{.*}} {reduction = "sum"}
// CHECK:         %[[Z:.*]] = ov.Equal.v1 %[[C]]
// CHECK-NEXT:    %[[D:.*]] = ov.Select.v1 %[[Z]], %{{.*}}, %[[C]]
// CHECK-NEXT:    %[[M:.*]] = ov.FloorMod.v1 %[[T]], %[[D]]
// CHECK-NEXT:    %[[E:.*]] = ov.Subtract.v1 %[[T]], %[[M]]
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[E]], %[[D]]
// CHECK-NEXT:    ov.Select.v1 %[[Z]], %x, %[[Q]]
func.func @scatter_reduce_int_mean(%x: tensor<4xi64>, %i: tensor<4xi64>) -> tensor<4xi64> {
  %y = "torch.aten.scatter_reduce.two"(%x, %i, %x) <{dim = 0 : i64, reduce = "mean", include_self = true}> : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  func.return %y : tensor<4xi64>
}

// -----

// embedding gathers rows of the weight (padding_idx matters to gradients only).
// CHECK-LABEL: func.func @embedding
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    ov.Gather.v8 %w, %i, %[[A]] : (tensor<10x3xf32>, tensor<2x5xi64>, tensor<i64>) -> tensor<2x5x3xf32>
func.func @embedding(%w: tensor<10x3xf32>, %i: tensor<2x5xi64>) -> tensor<2x5x3xf32> {
  %pad = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.embedding"(%w, %i, %pad) <{scale_grad_by_freq = false, sparse = false}> : (tensor<10x3xf32>, tensor<2x5xi64>, i64) -> tensor<2x5x3xf32>
  func.return %y : tensor<2x5x3xf32>
}

// -----

// nonzero: NonZero-3's [rank, count] transposed to torch's [count, rank].
// CHECK-LABEL: func.func @nonzero
// CHECK-NEXT:    %[[Z:.*]] = ov.NonZero.v3 %x : (tensor<3x4xf32>) -> tensor<2x?xi64>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    ov.Transpose.v1 %[[Z]], %[[P]] : (tensor<2x?xi64>, tensor<2xi64>) -> tensor<?x2xi64>
func.func @nonzero(%x: tensor<3x4xf32>) -> tensor<?x2xi64> {
  %y = "torch.aten.nonzero"(%x) : (tensor<3x4xf32>) -> tensor<?x2xi64>
  func.return %y : tensor<?x2xi64>
}

// -----

// masked_scatter: the mask broadcast to self; where true, the source element the running count
// of trues picks.
// CHECK-LABEL: func.func @masked_scatter
// CHECK:         %[[M:.*]] = ov.Broadcast.v3 %m, %{{.*}} : (tensor<4xi1>, tensor<2xi64>) -> tensor<3x4xi1>
// CHECK:         ov.CumSum.v0
// CHECK:         %[[G:.*]] = ov.Gather.v8 %s, %{{.*}}, %{{.*}} : (tensor<20xf32>, tensor<12xi64>, tensor<i64>) -> tensor<12xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %[[G]]
// CHECK-NEXT:    ov.Select.v1 %[[M]], %[[R]], %x
func.func @masked_scatter(%x: tensor<3x4xf32>, %m: tensor<4xi1>, %s: tensor<20xf32>) -> tensor<3x4xf32> {
  %y = "torch.aten.masked_scatter"(%x, %m, %s) : (tensor<3x4xf32>, tensor<4xi1>, tensor<20xf32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// nonzero of a scalar: [1, 0] when it is not zero, [0, 0] when it is (NonZero has no rank 0).
// CHECK-LABEL: func.func @nonzero_scalar
// CHECK-NOT:     ov.NonZero
// CHECK:         %[[N:.*]] = ov.NotEqual.v1 %x
// CHECK-NEXT:    %[[C:.*]] = ov.Convert.v0 %[[N]] {destination_type = i64}
// CHECK:         %[[S:.*]] = ov.Concat.v0
// CHECK:         ov.Broadcast.v3 %{{.*}}, %[[S]] : (tensor<i64>, tensor<2xi64>) -> tensor<?x?xi64>
func.func @nonzero_scalar(%x: tensor<f32>) -> tensor<?x0xi64> {
  %y = "torch.aten.nonzero"(%x) : (tensor<f32>) -> tensor<?x0xi64>
  func.return %y : tensor<?x0xi64>
}

// -----

// A gather from a scalar repeats it to the index's shape.
// CHECK-LABEL: func.func @gather_scalar
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %x, %[[S]] : (tensor<f32>, tensor<1xi64>) -> tensor<1xf32>
func.func @gather_scalar(%x: tensor<f32>, %i: tensor<1xi64>) -> tensor<1xf32> {
  %y = "torch.aten.gather"(%x, %i) <{dim = 0 : i64, sparse_grad = false}> : (tensor<f32>, tensor<1xi64>) -> tensor<1xf32>
  func.return %y : tensor<1xf32>
}

// -----

// An index whose result is empty reads nothing: an empty constant.
// CHECK-LABEL: func.func @index_empty
// CHECK-NEXT:    %[[Y:.*]] = ov.Constant.v0 dense<> : tensor<0x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @index_empty(%none: none, %x: tensor<0x3xf32>, %i: tensor<2xi64>) -> tensor<0x2xf32> {
  %y = "torch.aten.index.Tensor"(%x, %none, %i) : (tensor<0x3xf32>, none, tensor<2xi64>) -> tensor<0x2xf32>
  func.return %y : tensor<0x2xf32>
}
