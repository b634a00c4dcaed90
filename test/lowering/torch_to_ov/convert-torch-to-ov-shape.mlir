// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// view by a symbolic size: the size gathered from ShapeOf, concatenated with the known ones.
// CHECK-LABEL: func.func @view_symbolic
// CHECK:         %[[N:.*]] = ov.Gather.v8 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK:         %[[N1:.*]] = ov.Reshape.v1 %[[N]], %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK:         %[[S:.*]] = ov.Concat.v0 %[[N1]], %{{.*}}, %{{.*}} {axis = 0 : i64}
// CHECK-NEXT:    ov.Reshape.v1 %x, %[[S]] {special_zero = false}
func.func @view_symbolic(%x: tensor<?x6xf32>) -> tensor<?x2x3xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x6xf32>) -> i64
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.view"(%x, %n, %two, %three) : (tensor<?x6xf32>, i64, i64, i64) -> tensor<?x2x3xf32>
  func.return %y : tensor<?x2x3xf32>
}

// -----

// permute's negative dims count from the back; Transpose's order does not.
// CHECK-LABEL: func.func @permute_negative
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    ov.Transpose.v1 %x, %[[P]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<2x4x3xf32>
func.func @permute_negative(%x: tensor<2x3x4xf32>) -> tensor<2x4x3xf32> {
  %y = "torch.aten.permute"(%x) <{dims = array<i64: 0, -1, 1>}> : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
  func.return %y : tensor<2x4x3xf32>
}

// -----

// expand: a new leading dim, -1 keeps the dim (1 in a bidirectional Broadcast), 1 repeated to 5.
// CHECK-LABEL: func.func @expand
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[2, 1, 5]> : tensor<3xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %x, %[[S]] {mode = "bidirectional"} : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<2x3x5xf32>
func.func @expand(%x: tensor<3x1xf32>) -> tensor<2x3x5xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %keep = torch.constant {value = -1 : i64} : i64
  %five = torch.constant {value = 5 : i64} : i64
  %y = "torch.aten.expand"(%x, %two, %keep, %five) <{implicit = false}> : (tensor<3x1xf32>, i64, i64, i64) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}

// -----

// expand to a symbolic size: the converted size in the target shape.
// CHECK-LABEL: func.func @expand_symbolic
// CHECK:         %[[S:.*]] = ov.Concat.v0 %{{.*}}, %{{.*}} {axis = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %x, %[[S]] {mode = "bidirectional"} : (tensor<?x1xf32>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @expand_symbolic(%x: tensor<?x1xf32>) -> tensor<?x?xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x1xf32>) -> i64
  %keep = torch.constant {value = -1 : i64} : i64
  %y = "torch.aten.expand"(%x, %keep, %n) <{implicit = false}> : (tensor<?x1xf32>, i64, i64) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// squeeze.dim and squeeze.dims remove the named dims of size 1 only (dim 1, of 3, stays).
// CHECK-LABEL: func.func @squeeze
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    ov.Squeeze.v0 %x, %[[A]] : (tensor<1x3x1x2xf32>, tensor<1xi64>) -> tensor<3x1x2xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    ov.Squeeze.v0 %x, %[[B]] : (tensor<1x3x1x2xf32>, tensor<2xi64>) -> tensor<3x2xf32>
func.func @squeeze(%x: tensor<1x3x1x2xf32>) -> (tensor<3x1x2xf32>, tensor<3x2xf32>) {
  %a = "torch.aten.squeeze.dim"(%x) <{dim = 0 : i64}> : (tensor<1x3x1x2xf32>) -> tensor<3x1x2xf32>
  %b = "torch.aten.squeeze.dims"(%x) <{dim = array<i64: 0, 1, -2>}> : (tensor<1x3x1x2xf32>) -> tensor<3x2xf32>
  func.return %a, %b : tensor<3x1x2xf32>, tensor<3x2xf32>
}

// -----

// Must not squeeze: a dim that is not 1 stays, and the node is its input.
// CHECK-LABEL: func.func @squeeze_not_one
// CHECK-NEXT:    func.return %x : tensor<2x3xf32>
func.func @squeeze_not_one(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "torch.aten.squeeze.dim"(%x) <{dim = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// A dynamic dim goes when the result rank says torch.export found it 1.
// CHECK-LABEL: func.func @squeeze_dynamic
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    ov.Squeeze.v0 %x, %[[A]] : (tensor<?x?xf32>, tensor<1xi64>) -> tensor<?xf32>
func.func @squeeze_dynamic(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %y = "torch.aten.squeeze.dim"(%x) <{dim = 0 : i64}> : (tensor<?x?xf32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}

// -----

// unsqueeze's negative dim counts from the back of the result.
// CHECK-LABEL: func.func @unsqueeze
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    ov.Unsqueeze.v0 %x, %[[A]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
func.func @unsqueeze(%x: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %y = "torch.aten.unsqueeze"(%x) <{dim = -1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  func.return %y : tensor<2x3x1xf32>
}

// -----

// cat skips the legacy empty [0] tensor, converts to the result's element type, counts dim from
// the back.
// CHECK-LABEL: func.func @cat
// CHECK-NEXT:    %[[I:.*]] = ov.Convert.v0 %i {destination_type = f32}
// CHECK-NEXT:    ov.Concat.v0 %x, %[[I]] {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
func.func @cat(%x: tensor<2x3xf32>, %i: tensor<2x1xi64>, %e: tensor<0xf32>) -> tensor<2x4xf32> {
  %y = "torch.aten.cat"(%x, %e, %i) <{dim = -1 : i64}> : (tensor<2x3xf32>, tensor<0xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

// slice with a negative start, an end past the dim and a step: Slice-8 clamps as torch does.
// CHECK-LABEL: func.func @slice
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<-5> : tensor<1xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<100> : tensor<1xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    ov.Slice.v8 %x, %[[B]], %[[E]], %[[S]], %[[A]] : {{.*}} -> tensor<4x3xf32>
func.func @slice(%x: tensor<4x6xf32>) -> tensor<4x3xf32> {
  %start = torch.constant {value = -5 : i64} : i64
  %end = torch.constant {value = 100 : i64} : i64
  %step = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.slice.Tensor"(%x, %start, %end, %step) <{dim = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x6xf32>, i64, i64, i64) -> tensor<4x3xf32>
  func.return %y : tensor<4x3xf32>
}

// -----

// start None is 0; a symbolic end (n - 1) is its converted value.
// CHECK-LABEL: func.func @slice_symbolic_end
// CHECK:         %[[N:.*]] = ov.Subtract.v1
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK:         %[[E:.*]] = ov.Reshape.v1 %[[N]], %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK:         ov.Slice.v8 %x, %[[B]], %[[E]], %{{.*}}, %{{.*}} : {{.*}} -> tensor<?x6xf32>
func.func @slice_symbolic_end(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x6xf32>) -> i64
  %one = torch.constant {value = 1 : i64} : i64
  %end = torch.sym %n, %one {operator = "sub"} : (i64, i64) -> i64
  %y = "torch.aten.slice.Tensor"(%x, %end, %one) <{dim = 0 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (tensor<?x6xf32>, i64, i64) -> tensor<?x6xf32>
  func.return %y : tensor<?x6xf32>
}

// -----

// Must not slice: 0 to the end by 1 is the input.
// CHECK-LABEL: func.func @slice_whole
// CHECK-NEXT:    func.return %x : tensor<4x6xf32>
func.func @slice_whole(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = torch.constant {value = 0 : i64} : i64
  %end = torch.constant {value = 9223372036854775807 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.slice.Tensor"(%x, %zero, %end, %one) <{dim = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x6xf32>, i64, i64, i64) -> tensor<4x6xf32>
  func.return %y : tensor<4x6xf32>
}

// -----

// select.int with a negative index: Gather-8 of a scalar index drops the dim.
// CHECK-LABEL: func.func @select
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.Gather.v8 %x, %[[I]], %[[A]] : (tensor<4x6xf32>, tensor<i64>, tensor<i64>) -> tensor<4xf32>
func.func @select(%x: tensor<4x6xf32>) -> tensor<4xf32> {
  %i = torch.constant {value = -1 : i64} : i64
  %y = "torch.aten.select.int"(%x, %i) <{dim = 1 : i64}> : (tensor<4x6xf32>, i64) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @split_with_sizes
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[L:.*]] = ov.Constant.v0 dense<[1, 5]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]], %[[Z:.*]] = ov.VariadicSplit.v1 %x, %[[A]], %[[L]] : {{.*}} -> (tensor<4x1xf32>, tensor<4x5xf32>)
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @split_with_sizes(%x: tensor<4x6xf32>) -> (tensor<4x1xf32>, tensor<4x5xf32>) {
  %one = torch.constant {value = 1 : i64} : i64
  %five = torch.constant {value = 5 : i64} : i64
  %y:2 = "torch.aten.split_with_sizes"(%x, %one, %five) <{dim = -1 : i64}> : (tensor<4x6xf32>, i64, i64) -> (tensor<4x1xf32>, tensor<4x5xf32>)
  func.return %y#0, %y#1 : tensor<4x1xf32>, tensor<4x5xf32>
}

// -----

// clone, alias and _to_copy without a new dtype are their input; _to_copy to i32 a Convert.
// CHECK-LABEL: func.func @copies
// CHECK-NEXT:    %[[C:.*]] = ov.Convert.v0 %x {destination_type = i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK-NEXT:    func.return %x, %x, %[[C]], %x
func.func @copies(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
  %a = "torch.aten.clone"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "torch.aten.alias"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = "torch.aten._to_copy"(%b) <{dtype = i32, non_blocking = false}> : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %d = "torch.aten._to_copy"(%b) <{non_blocking = false, memory_format = "torch.contiguous_format"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b, %c, %d : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
}

// -----

// copy(self, src): src in self's element type, broadcast to self's shape.
// CHECK-LABEL: func.func @copy
// CHECK-NEXT:    %[[S:.*]] = ov.Convert.v0 %src {destination_type = f16}
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %[[S]], %[[T]] : (tensor<3xf16>, tensor<2xi64>) -> tensor<2x3xf16>
func.func @copy(%x: tensor<2x3xf16>, %src: tensor<3xf32>) -> tensor<2x3xf16> {
  %y = "torch.aten.copy"(%x, %src) <{non_blocking = false}> : (tensor<2x3xf16>, tensor<3xf32>) -> tensor<2x3xf16>
  func.return %y : tensor<2x3xf16>
}

// -----

// flip: one Slice backwards (step -1 from the last element) on each dim.
// CHECK-LABEL: func.func @flip
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<-1> : tensor<2xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<-9223372036854775808> : tensor<2xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<-1> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    ov.Slice.v8 %x, %[[B]], %[[E]], %[[S]], %[[A]]
func.func @flip(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %y = "torch.aten.flip"(%x) <{dims = array<i64: -1, 0>}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// repeat by known repeats is Tile; more repeats than dims add leading dims of 1 first.
// CHECK-LABEL: func.func @repeat
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[U:.*]] = ov.Unsqueeze.v0 %x, %[[A]] : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<1x2x3xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Constant.v0 dense<[2, 2, 3]> : tensor<3xi64>
// CHECK-NEXT:    ov.Tile.v0 %[[U]], %[[R]] : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<2x4x9xf32>
func.func @repeat(%x: tensor<2x3xf32>) -> tensor<2x4x9xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.repeat"(%x, %two, %two, %three) : (tensor<2x3xf32>, i64, i64, i64) -> tensor<2x4x9xf32>
  func.return %y : tensor<2x4x9xf32>
}

// -----

// Must not Tile: repeats known only at run time broadcast [1, d0, 1, d1] to [r0, d0, r1, d1]
// and reshape to [r0 * d0, r1 * d1].
// CHECK-LABEL: func.func @repeat_symbolic
// CHECK-NOT:     ov.Tile
// CHECK:         %[[U:.*]] = ov.Unsqueeze.v0 %x, %{{.*}} : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<1x?x1x3xf32>
// CHECK:         %[[B:.*]] = ov.Broadcast.v3 %[[U]], %{{.*}} : (tensor<1x?x1x3xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
// CHECK:         %[[S:.*]] = ov.Multiply.v1
// CHECK-NEXT:    ov.Reshape.v1 %[[B]], %[[S]] {special_zero = false}
func.func @repeat_symbolic(%x: tensor<?x3xf32>) -> tensor<?x6xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x3xf32>) -> i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.repeat"(%x, %n, %two) : (tensor<?x3xf32>, i64, i64) -> tensor<?x6xf32>
  func.return %y : tensor<?x6xf32>
}

// -----

// constant_pad_nd's pads pair from the last dim; a negative pad crops; the value in f32.
// CHECK-LABEL: func.func @constant_pad
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT:    ov.Pad.v12 %x, %[[B]], %[[E]], %[[V]] : {{.*}} -> tensor<3x4xf32>
func.func @constant_pad(%x: tensor<2x3xf32>) -> tensor<3x4xf32> {
  %a = torch.constant {value = -1 : i64} : i64
  %b = torch.constant {value = 2 : i64} : i64
  %c = torch.constant {value = 1 : i64} : i64
  %d = torch.constant {value = 0 : i64} : i64
  %v = torch.constant {value = 1.500000e+00 : f64} : f64
  %y = "torch.aten.constant_pad_nd"(%x, %a, %b, %c, %d, %v) : (tensor<2x3xf32>, i64, i64, i64, i64, f64) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// reflection_pad1d pads the last dim in reflect mode, replication_pad2d the last two in edge mode.
// CHECK-LABEL: func.func @border_pads
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[0, 0, 0, 2]> : tensor<4xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<[0, 0, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    ov.Pad.v12 %x, %[[B]], %[[E]] {pad_mode = "reflect"} : {{.*}} -> tensor<1x2x3x7xf32>
// CHECK-NEXT:    %[[B2:.*]] = ov.Constant.v0 dense<[0, 0, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[E2:.*]] = ov.Constant.v0 dense<[0, 0, 2, 1]> : tensor<4xi64>
// CHECK-NEXT:    ov.Pad.v12 %x, %[[B2]], %[[E2]] {pad_mode = "edge"} : {{.*}} -> tensor<1x2x5x6xf32>
func.func @border_pads(%x: tensor<1x2x3x4xf32>) -> (tensor<1x2x3x7xf32>, tensor<1x2x5x6xf32>) {
  %one = torch.constant {value = 1 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %r = "torch.aten.reflection_pad1d"(%x, %two, %one) : (tensor<1x2x3x4xf32>, i64, i64) -> tensor<1x2x3x7xf32>
  %e = "torch.aten.replication_pad2d"(%x, %one, %one, %zero, %two) : (tensor<1x2x3x4xf32>, i64, i64, i64, i64) -> tensor<1x2x5x6xf32>
  func.return %r, %e : tensor<1x2x3x7xf32>, tensor<1x2x5x6xf32>
}

// -----

// diagonal of dims 0 and 2 with offset 1: moved last, the first column cut off, the flattened
// [3, 3] matrices gathered at 0, 4, 8.
// CHECK-LABEL: func.func @diagonal
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<3x2x4xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
// CHECK:         %[[S:.*]] = ov.Slice.v8 %[[T]], {{.*}} -> tensor<2x3x3xf32>
// CHECK:         %[[F:.*]] = ov.Reshape.v1 %[[S]], %{{.*}} {special_zero = true} : (tensor<2x3x3xf32>, tensor<2xi64>) -> tensor<2x9xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[0, 4, 8]> : tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.Gather.v8 %[[F]], %[[P]], %[[A]] : (tensor<2x9xf32>, tensor<3xi64>, tensor<i64>) -> tensor<2x3xf32>
func.func @diagonal(%x: tensor<3x2x4xf32>) -> tensor<2x3xf32> {
  %y = "torch.aten.diagonal"(%x) <{offset = 1 : i64, dim1 = 0 : i64, dim2 = -1 : i64}> : (tensor<3x2x4xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// as_strided of strides (1, 4) on a contiguous [3, 4] is its transpose.
// CHECK-LABEL: func.func @as_strided_transpose
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    ov.Transpose.v1 %x, %[[P]] : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<4x3xf32>
func.func @as_strided_transpose(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %four = torch.constant {value = 4 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %four, %three, %one, %four) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (tensor<3x4xf32>, i64, i64, i64, i64) -> tensor<4x3xf32>
  func.return %y : tensor<4x3xf32>
}

// -----

// as_strided (2, 2), (4, 2) from offset 1 reads storage 1, 3, 5, 7: the flattened input from
// 1 by the last stride, 2, as [2, 2].
// CHECK-LABEL: func.func @as_strided_slice
// CHECK:         %[[F:.*]] = ov.Reshape.v1 %x, %{{.*}} {special_zero = false} : (tensor<3x4xf32>, tensor<1xi64>) -> tensor<12xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<8> : tensor<1xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Slice.v8 %[[F]], %[[B]], %[[E]], %[[S]], %[[A]] : {{.*}} -> tensor<4xf32>
// CHECK:         ov.Reshape.v1 %[[C]], %{{.*}} {special_zero = false} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
func.func @as_strided_slice(%x: tensor<3x4xf32>) -> tensor<2x2xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %four = torch.constant {value = 4 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %two, %two, %four, %two, %one) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>}> : (tensor<3x4xf32>, i64, i64, i64, i64, i64) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}

// -----

// slice_scatter from -3 by 2 on a dim of 4: src written at columns 1 and 3.
// CHECK-LABEL: func.func @slice_scatter
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 3]> : tensor<2xi64>
// CHECK:         %[[C:.*]] = ov.Reshape.v1 %[[P]], %{{.*}} {special_zero = false} : (tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xi64>
// CHECK:         %[[I:.*]] = ov.Broadcast.v3 %[[C]], %{{.*}} : (tensor<1x2xi64>, tensor<2xi64>) -> tensor<3x2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.ScatterElementsUpdate.v12 %x, %[[I]], %src, %[[A]]
func.func @slice_scatter(%x: tensor<3x4xf32>, %src: tensor<3x2xf32>) -> tensor<3x4xf32> {
  %start = torch.constant {value = -3 : i64} : i64
  %step = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.slice_scatter"(%x, %src, %start, %step) <{dim = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<3x4xf32>, tensor<3x2xf32>, i64, i64) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// slice_scatter from a symbolic start on a dynamic dim: the start counted from the front and
// clamped at run time, the count from src.
// CHECK-LABEL: func.func @slice_scatter_symbolic
// CHECK:         ov.Select.v1
// CHECK:         ov.Range.v4
// CHECK:         ov.ScatterElementsUpdate.v12 %x
func.func @slice_scatter_symbolic(%x: tensor<?x4xf32>, %src: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %n = "torch.aten.sym_size.int"(%src) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.slice_scatter"(%x, %src, %n, %one) <{dim = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<?x4xf32>, tensor<?x4xf32>, i64, i64) -> tensor<?x4xf32>
  func.return %y : tensor<?x4xf32>
}

// -----

// select_scatter: src unsqueezed at dim, scattered at the (negative) index broadcast to it.
// CHECK-LABEL: func.func @select_scatter
// CHECK:         %[[U:.*]] = ov.Unsqueeze.v0 %src, %{{.*}} : (tensor<3xf32>, tensor<1xi64>) -> tensor<3x1xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<-2> : tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[3, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Broadcast.v3 %[[I]], %[[S]] : (tensor<i64>, tensor<2xi64>) -> tensor<3x1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.ScatterElementsUpdate.v12 %x, %[[B]], %[[U]], %[[A]]
func.func @select_scatter(%x: tensor<3x4xf32>, %src: tensor<3xf32>) -> tensor<3x4xf32> {
  %i = torch.constant {value = -2 : i64} : i64
  %y = "torch.aten.select_scatter"(%x, %src, %i) <{dim = 1 : i64}> : (tensor<3x4xf32>, tensor<3xf32>, i64) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// as_strided (2, 2), (1, 2) from offset 1 of a [3, 3] (columns of a [2, 2] block): the storage
// from 1 as [2, 2], transposed.
// CHECK-LABEL: func.func @as_strided_block_transposed
// CHECK:         %[[C:.*]] = ov.Slice.v8 {{.*}} -> tensor<4xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Constant.v0 dense<2> : tensor<2xi64>
// CHECK-NEXT:    %[[V:.*]] = ov.Reshape.v1 %[[C]], %[[R]] {special_zero = false} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    ov.Transpose.v1 %[[V]], %[[P]] : (tensor<2x2xf32>, tensor<2xi64>) -> tensor<2x2xf32>
func.func @as_strided_block_transposed(%x: tensor<3x3xf32>) -> tensor<2x2xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %two, %two, %one, %two, %one) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>}> : (tensor<3x3xf32>, i64, i64, i64, i64, i64) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}

// -----

// expand of a tensor whose result is empty: an empty constant (nothing is read).
// CHECK-LABEL: func.func @expand_empty
// CHECK-NEXT:    %[[Y:.*]] = ov.Constant.v0 dense<> : tensor<0x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @expand_empty(%x: tensor<0x1xf32>) -> tensor<0x3xf32> {
  %keep = torch.constant {value = -1 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.expand"(%x, %keep, %three) <{implicit = false}> : (tensor<0x1xf32>, i64, i64) -> tensor<0x3xf32>
  func.return %y : tensor<0x3xf32>
}

// -----

// transpose.int swaps two dims (one counted from the back): the permute [2, 1, 0].
// CHECK-LABEL: func.func @transpose_int
// CHECK-NEXT:    %[[O:.*]] = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %x, %[[O]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @transpose_int(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  %y = "torch.aten.transpose.int"(%x) <{dim0 = 0 : i64, dim1 = -1 : i64}> : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  func.return %y : tensor<4x3x2xf32>
}

// -----

// reshape as view: Reshape with -1 inferred.
// CHECK-LABEL: func.func @reshape
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[-1, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = false} : (tensor<2x8xf32>, tensor<2xi64>) -> tensor<4x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @reshape(%x: tensor<2x8xf32>) -> tensor<4x4xf32> {
  %m = torch.constant {value = -1 : i64} : i64
  %four = torch.constant {value = 4 : i64} : i64
  %y = "torch.aten.reshape"(%x, %m, %four) : (tensor<2x8xf32>, i64, i64) -> tensor<4x4xf32>
  func.return %y : tensor<4x4xf32>
}

// -----

// split.Tensor into chunks of 3: sizes [3, 3, -1], the last what remains.
// CHECK-LABEL: func.func @split_tensor
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[3, 3, -1]> : tensor<3xi64>
// CHECK-NEXT:    %[[P:.*]], %{{.*}}, %[[R:.*]] = ov.VariadicSplit.v1 %x, %[[A]], %[[S]] : (tensor<2x8xf32>, tensor<i64>, tensor<3xi64>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>)
// CHECK-NEXT:    func.return %[[P]], %[[R]]
func.func @split_tensor(%x: tensor<2x8xf32>) -> (tensor<2x3xf32>, tensor<2x2xf32>) {
  %three = torch.constant {value = 3 : i64} : i64
  %a, %b, %c = "torch.aten.split.Tensor"(%x, %three) <{dim = -1 : i64}> : (tensor<2x8xf32>, i64) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>)
  func.return %a, %c : tensor<2x3xf32>, tensor<2x2xf32>
}

// -----

// to.dtype converts; to.device to the dtype it already has is the input itself (must not convert).
// CHECK-LABEL: func.func @to_dtype
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %x {destination_type = i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @to_dtype(%x: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %y = "torch.aten.to.dtype"(%x) <{dtype = i32, non_blocking = false, copy = false}> : (tensor<2x3xf32>) -> tensor<2x3xi32>
  func.return %y : tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @to_same_dtype
// CHECK-NEXT:    func.return %x
func.func @to_same_dtype(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "torch.aten.to.device"(%x) <{device = "cpu", dtype = f32, non_blocking = false, copy = false}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// diff with a prepended [4, 2]: x' = concat(p, x) on the last axis, then x'[1:] - x'[:-1].
// CHECK-LABEL: func.func @diff
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[X:.*]] = ov.Concat.v0 %p, %x {axis = 1 : i64} : (tensor<4x2xf32>, tensor<4x6xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[LAST:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<9223372036854775807> : tensor<1xi64>
// CHECK-NEXT:    %[[LATER:.*]] = ov.Slice.v8 %[[X]], %[[ONE]], %[[END]], %[[ONE]], %[[A]] : {{.*}} -> tensor<4x7xf32>
// CHECK-NEXT:    %[[EARLIER:.*]] = ov.Slice.v8 %[[X]], %[[ZERO]], %[[LAST]], %[[ONE]], %[[A]] : {{.*}} -> tensor<4x7xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Subtract.v1 %[[LATER]], %[[EARLIER]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @diff(%x: tensor<4x6xf32>, %p: tensor<4x2xf32>) -> tensor<4x7xf32> {
  %y = "torch.aten.diff"(%x, %p) <{n = 1 : i64, dim = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<4x6xf32>, tensor<4x2xf32>) -> tensor<4x7xf32>
  func.return %y : tensor<4x7xf32>
}

// -----

// Booleans differ by NotEqual; n = 2 does it twice.
// CHECK-LABEL: func.func @diff_bool_twice
// CHECK:         %[[D:.*]] = ov.NotEqual.v1 {{.*}} -> tensor<4xi1>
// CHECK:         ov.Slice.v8 %[[D]]
// CHECK:         %[[Y:.*]] = ov.NotEqual.v1 {{.*}} -> tensor<3xi1>
// CHECK-NEXT:    func.return %[[Y]]
func.func @diff_bool_twice(%x: tensor<5xi1>) -> tensor<3xi1> {
  %y = "torch.aten.diff"(%x) <{n = 2 : i64, dim = 0 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<5xi1>) -> tensor<3xi1>
  func.return %y : tensor<3xi1>
}

// -----

// flatten.using_ints of static axes: the leading kept by Reshape's 0, the merged size and the
// trailing ones known.
// CHECK-LABEL: func.func @flatten_middle
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, 8, 5]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = true} : (tensor<2x4x2x5xf32>, tensor<3xi64>) -> tensor<2x8x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @flatten_middle(%x: tensor<2x4x2x5xf32>) -> tensor<2x8x5xf32> {
  %y = "torch.aten.flatten.using_ints"(%x) <{start_dim = 1 : i64, end_dim = 2 : i64}> : (tensor<2x4x2x5xf32>) -> tensor<2x8x5xf32>
  func.return %y : tensor<2x8x5xf32>
}

// -----

// A static merged size leaves -1 to the one dynamic trailing axis (a negative end_dim counts
// from the back); the result keeps the merged size.
// CHECK-LABEL: func.func @flatten_dynamic_trailing
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, 8, -1]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = true} : (tensor<?x4x2x?xf32>, tensor<3xi64>) -> tensor<?x8x?xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @flatten_dynamic_trailing(%x: tensor<?x4x2x?xf32>) -> tensor<?x8x?xf32> {
  %y = "torch.aten.flatten.using_ints"(%x) <{start_dim = 1 : i64, end_dim = -2 : i64}> : (tensor<?x4x2x?xf32>) -> tensor<?x8x?xf32>
  func.return %y : tensor<?x8x?xf32>
}

// -----

// A dynamic merged size is the -1; a dynamic trailing axis is then read from the input's shape.
// CHECK-LABEL: func.func @flatten_dynamic_merged
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %x : (tensor<2x?x3x?xf32>) -> tensor<4xi64>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[D:.*]] = ov.Gather.v8 %[[SHAPE]], %[[I]], %[[AXIS]] : (tensor<4xi64>, tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
// CHECK-NEXT:    %[[LEAD:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Concat.v0 %[[LEAD]], %[[D]] {axis = 0 : i64} : (tensor<2xi64>, tensor<1xi64>) -> tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = true} : (tensor<2x?x3x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @flatten_dynamic_merged(%x: tensor<2x?x3x?xf32>) -> tensor<2x?x?xf32> {
  %y = "torch.aten.flatten.using_ints"(%x) <{start_dim = 1 : i64, end_dim = 2 : i64}> : (tensor<2x?x3x?xf32>) -> tensor<2x?x?xf32>
  func.return %y : tensor<2x?x?xf32>
}

// -----

// Flattening one axis changes nothing; contiguous is its input (values, not storage).
// CHECK-LABEL: func.func @flatten_one_axis_contiguous
// CHECK-NEXT:    func.return %x
func.func @flatten_one_axis_contiguous(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "torch.aten.flatten.using_ints"(%x) <{start_dim = 1 : i64, end_dim = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %z = "torch.aten.contiguous"(%y) <{memory_format = "torch.contiguous_format"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %z : tensor<2x3xf32>
}

// -----

// A rank-0 input flattens to [1].
// CHECK-LABEL: func.func @flatten_scalar
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = false} : (tensor<f32>, tensor<1xi64>) -> tensor<1xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @flatten_scalar(%x: tensor<f32>) -> tensor<1xf32> {
  %y = "torch.aten.flatten.using_ints"(%x) <{start_dim = 0 : i64, end_dim = -1 : i64}> : (tensor<f32>) -> tensor<1xf32>
  func.return %y : tensor<1xf32>
}

// -----

// unflatten.int: the -1 of a static axis computed here ([3, -1] of 12: [3, 4]), so -1 stands for
// the lone dynamic kept axis and the target is a constant.
// CHECK-LABEL: func.func @unflatten_dynamic_batch
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[-1, 3, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = false} : (tensor<?x12xf32>, tensor<3xi64>) -> tensor<?x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @unflatten_dynamic_batch(%x: tensor<?x12xf32>) -> tensor<?x3x4xf32> {
  %three = torch.constant {value = 3 : i64} : i64
  %minus = torch.constant {value = -1 : i64} : i64
  %y = "torch.aten.unflatten.int"(%x, %three, %minus) <{dim = -1 : i64}> : (tensor<?x12xf32>, i64, i64) -> tensor<?x3x4xf32>
  func.return %y : tensor<?x3x4xf32>
}

// -----

// swapaxes is the Transpose that swaps its two axes (a negative one counts from the back).
// CHECK-LABEL: func.func @swapaxes
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %x, %[[P]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @swapaxes(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  %y = "torch.aten.swapaxes"(%x) <{axis0 = 0 : i64, axis1 = -1 : i64}> : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  func.return %y : tensor<4x3x2xf32>
}

// -----

// chunk: pieces of ceil(7 / 3) = 3, the last what remains.
// CHECK-LABEL: func.func @chunk_static
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[3, 3, -1]> : tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]], %[[B:.*]], %[[C:.*]] = ov.VariadicSplit.v1 %x, %[[AXIS]], %[[S]] : (tensor<5x7xf32>, tensor<i64>, tensor<3xi64>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x1xf32>)
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @chunk_static(%x: tensor<5x7xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x1xf32>) {
  %a, %b, %c = "torch.aten.chunk"(%x) <{chunks = 3 : i64, dim = 1 : i64}> : (tensor<5x7xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x1xf32>)
  func.return %a, %b, %c : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x1xf32>
}

// -----

// chunk of a dynamic axis: the piece (size + chunks - 1) floor-divided by chunks, at run time.
// CHECK-LABEL: func.func @chunk_dynamic
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[GA:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[N:.*]] = ov.Gather.v8 %[[SHAPE]], %[[I]], %[[GA]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[PADDED:.*]] = ov.Add.v1 %[[N]], %[[ONE]]
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[MOD:.*]] = ov.FloorMod.v1 %[[PADDED]], %[[TWO]]
// CHECK-NEXT:    %[[EVEN:.*]] = ov.Subtract.v1 %[[PADDED]], %[[MOD]]
// CHECK-NEXT:    %[[PIECE:.*]] = ov.Divide.v1 %[[EVEN]], %[[TWO]] {m_pythondiv = false}
// CHECK-NEXT:    %[[REST:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Concat.v0 %[[PIECE]], %[[REST]] {axis = 0 : i64}
// CHECK-NEXT:    %[[A:.*]], %[[B:.*]] = ov.VariadicSplit.v1 %x, %[[AXIS]], %[[S]]
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @chunk_dynamic(%x: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>) {
  %a, %b = "torch.aten.chunk"(%x) <{chunks = 2 : i64, dim = 1 : i64}> : (tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>)
  func.return %a, %b : tensor<2x?xf32>, tensor<2x?xf32>
}
