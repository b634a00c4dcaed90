// RUN: ov-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Shape ops the lowering refuses, each error naming the node.

// Which of two dynamic dims was 1 (the result lost one of them) is not known.
func.func @squeeze_ambiguous(%x: tensor<?x?x3xf32>) -> tensor<?x3xf32> {
  %y = "torch.aten.squeeze.dims"(%x) <{dim = array<i64: 0, 1>}> : (tensor<?x?x3xf32>) -> tensor<?x3xf32> loc("squeeze")
  func.return %y : tensor<?x3xf32>
}
// CHECK: node 'squeeze' (aten::squeeze.dims): squeeze of the dynamic dims [0, 1] of tensor<?x?x3xf32>: whether they are 1 is not known

// -----

// A dim out of range.
func.func @unsqueeze_bad_dim(%x: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %y = "torch.aten.unsqueeze"(%x) <{dim = 4 : i64}> : (tensor<2x3xf32>) -> tensor<2x3x1xf32> loc("unsqueeze")
  func.return %y : tensor<2x3x1xf32>
}
// CHECK-NEXT: node 'unsqueeze' (aten::unsqueeze): axis 4 is out of range for rank 3

// -----

// The axis of a slice needs the rank.
func.func @slice_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.slice.Tensor"(%x, %one, %one) <{dim = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<*xf32>, i64, i64) -> tensor<*xf32> loc("slice")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'slice' (aten::slice.Tensor): aten::slice.Tensor needs an input of known rank, got tensor<*xf32>

// -----

// Pads come in pairs.
func.func @pad_odd(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.constant_pad_nd"(%x, %one, %zero, %one, %zero) : (tensor<2x3xf32>, i64, i64, i64, i64) -> tensor<2x4xf32> loc("pad")
  func.return %y : tensor<2x4xf32>
}
// CHECK-NEXT: node 'pad' (aten::constant_pad_nd): 3 pads do not pair up with the 2 dims of the input

// -----

// diagonal of a dim with itself.
func.func @diagonal_same_dims(%x: tensor<3x3xf32>) -> tensor<3xf32> {
  %y = "torch.aten.diagonal"(%x) <{offset = 0 : i64, dim1 = 1 : i64, dim2 = -1 : i64}> : (tensor<3x3xf32>) -> tensor<3xf32> loc("diagonal")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'diagonal' (aten::diagonal): diagonal dims 1 and -1 are the same dim

// -----

// as_strided that reads elements twice (an expand, stride 0) is no reshape, transpose or slice.
func.func @as_strided_overlap(%x: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %four = torch.constant {value = 4 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %two, %four, %zero, %one) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (tensor<3x4xf32>, i64, i64, i64, i64) -> tensor<2x4xf32> loc("as_strided")
  func.return %y : tensor<2x4xf32>
}
// CHECK-NEXT: node 'as_strided' (aten::as_strided): as_strided((2, 4), (0, 1), 0) of tensor<3x4xf32> reads elements more than once (a zero, negative or repeated stride)

// -----

// Overlapping windows (stride 1 under a size of 3) wrap around the next stride.
func.func @as_strided_windows(%x: tensor<6xf32>) -> tensor<4x3xf32> {
  %four = torch.constant {value = 4 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %four, %three, %one, %one) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (tensor<6xf32>, i64, i64, i64, i64) -> tensor<4x3xf32> loc("unfold")
  func.return %y : tensor<4x3xf32>
}
// CHECK-NEXT: node 'unfold' (aten::as_strided): as_strided((4, 3), (1, 1), 0) of tensor<6xf32> reads elements more than once (a zero, negative or repeated stride)

// -----

// Rows of 3 every 2 elements overlap: no slice of a reshape.
func.func @as_strided_overlapping_rows(%x: tensor<8xf32>) -> tensor<2x3xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %two, %three, %two, %one) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (tensor<8xf32>, i64, i64, i64, i64) -> tensor<2x3xf32> loc("as_strided")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'as_strided' (aten::as_strided): as_strided((2, 3), (2, 1), 0) of tensor<8xf32> is no slice of a reshape: a dim reaches past the next stride (its rows overlap)

// -----

// Reading past the input's elements.
func.func @as_strided_past_end(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %two, %three, %three, %one, %one) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>}> : (tensor<2x3xf32>, i64, i64, i64, i64, i64) -> tensor<2x3xf32> loc("as_strided")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'as_strided' (aten::as_strided): as_strided((2, 3), (3, 1), 1) of tensor<2x3xf32> reads past the input's elements

// -----

// A stride that is no multiple of the next one.
func.func @as_strided_not_nested(%x: tensor<12xf32>) -> tensor<2x2xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %two, %two, %three, %two) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (tensor<12xf32>, i64, i64, i64, i64) -> tensor<2x2xf32> loc("as_strided")
  func.return %y : tensor<2x2xf32>
}
// CHECK-NEXT: node 'as_strided' (aten::as_strided): as_strided((2, 2), (3, 2), 0) of tensor<12xf32> is no slice of a reshape: a stride is not a multiple of the next one

// -----

// The storage of an input of dynamic shape is not known.
func.func @as_strided_dynamic(%x: tensor<?x4xf32>) -> tensor<4x2xf32> {
  %four = torch.constant {value = 4 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.as_strided"(%x, %four, %two, %one, %four) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (tensor<?x4xf32>, i64, i64, i64, i64) -> tensor<4x2xf32> loc("as_strided")
  func.return %y : tensor<4x2xf32>
}
// CHECK-NEXT: node 'as_strided' (aten::as_strided): as_strided needs a static input shape and known sizes, strides and offset

// -----

// Must not fire while a size comes from an op nothing converts: the view waits, and the
// conversion names what is left.
func.func @view_waits(%x: tensor<6xf32>) -> tensor<?x3xf32> {
  %n = "test.op"() : () -> i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.view"(%x, %n, %three) : (tensor<6xf32>, i64, i64) -> tensor<?x3xf32> loc("view")
  func.return %y : tensor<?x3xf32>
}
// CHECK-NEXT: no lowering to OpenVINO for node 'view' (aten::view); an extension can add one

// -----

// A view OpenVINO's Reshape refuses: the error is the view's, not its scalar arguments'.
func.func @view_refused(%x: tensor<6xf32>) -> tensor<4x2xf32> {
  %four = torch.constant {value = 4 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.view"(%x, %four, %two) : (tensor<6xf32>, i64, i64) -> tensor<4x2xf32> loc("view")
  func.return %y : tensor<4x2xf32>
}
// CHECK-NEXT: no lowering to OpenVINO for node 'view' (aten::view): cannot reshape [6] into [4, 2]; an extension can add one

// -----

func.func @diff_of_a_scalar(%x: tensor<f32>) -> tensor<f32> {
  %y = "torch.aten.diff"(%x) <{n = 1 : i64, dim = -1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<f32>) -> tensor<f32> loc("d")
  func.return %y : tensor<f32>
}
// CHECK-NEXT: node 'd' (aten::diff): diff needs an input of rank >= 1
