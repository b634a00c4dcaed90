// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Convolutions the lowering refuses, each error naming the node (and only the node: the
// scalars it reads are its arguments, not nodes of their own).

func.func @dynamic_weights(%x: tensor<1x4x8x8xf32>, %w: tensor<?x4x3x3xf32>) -> tensor<1x?x6x6xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.convolution"(%x, %w, %one, %zero, %one, %zero, %one) <{transposed = false, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1, 1>}> : (tensor<1x4x8x8xf32>, tensor<?x4x3x3xf32>, i64, i64, i64, i64, i64) -> tensor<1x?x6x6xf32> loc("conv")
  func.return %y : tensor<1x?x6x6xf32>
}
// CHECK: no lowering to OpenVINO for node 'conv' (aten::convolution): the weights need a static shape, got tensor<?x4x3x3xf32>; an extension can add one

// -----

// A stride known only when the model runs.
func.func @symbolic_stride(%x: tensor<1x4x?x8xf32>, %w: tensor<2x4x3x3xf32>) -> tensor<1x2x?x?xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %s = "torch.aten.sym_size.int"(%x) <{dim = 2 : i64}> : (tensor<1x4x?x8xf32>) -> i64
  %y = "torch.aten.convolution"(%x, %w, %s, %zero, %one, %zero, %one) <{transposed = false, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1, 1>}> : (tensor<1x4x?x8xf32>, tensor<2x4x3x3xf32>, i64, i64, i64, i64, i64) -> tensor<1x2x?x?xf32> loc("conv")
  func.return %y : tensor<1x2x?x?xf32>
}
// CHECK-NEXT: no lowering to OpenVINO for node 'conv' (aten::convolution): a convolution's strides, padding, dilations and groups must be known; an extension can add one
