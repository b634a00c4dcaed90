// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// LpPool nodes the lowering refuses, each error naming the node.

// The kernel of ones that sums the windows has one filter per channel.
func.func @dynamic_channels(%x: tensor<1x?x8x8xf32>) -> tensor<1x?x7x7xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 2, 2>}> : (tensor<1x?x8x8xf32>) -> tensor<1x?x7x7xf32> loc("lp1")
  func.return %y : tensor<1x?x7x7xf32>
}
// CHECK: node 'lp1' (LpPool-18): LpPool sums windows per channel: the channel count must be static, got tensor<1x?x8x8xf32>

// -----

func.func @ceil_dynamic(%x: tensor<1x3x?x8xf32>) -> tensor<1x3x?x4xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = 1 : i64}> : (tensor<1x3x?x8xf32>) -> tensor<1x3x?x4xf32> loc("lp2")
  func.return %y : tensor<1x3x?x4xf32>
}
// CHECK-NEXT: node 'lp2' (LpPool-18): LpPool with ceil_mode and explicit pads needs a static shape, got tensor<1x3x?x8xf32>

// -----

func.func @global_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "onnx.GlobalLpPool"(%x) <{version = 2 : i64, p = 2 : i64}> : (tensor<*xf32>) -> tensor<*xf32> loc("lp3")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'lp3' (GlobalLpPool-2): GlobalLpPool needs a known rank, got tensor<*xf32>

// -----

func.func @global_p(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x1x1xf32> {
  %y = "onnx.GlobalLpPool"(%x) <{version = 2 : i64, p = 0 : i64}> : (tensor<1x3x4x4xf32>) -> tensor<1x3x1x1xf32> loc("lp4")
  func.return %y : tensor<1x3x1x1xf32>
}
// CHECK-NEXT: node 'lp4' (GlobalLpPool-2): p must be positive, got 0

// -----

// A negative p is refused as 0 is: an Lp norm needs p > 0.
func.func @lp_negative_p(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x3x3xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 2, 2>, p = -1 : i64}> : (tensor<1x3x4x4xf32>) -> tensor<1x3x3x3xf32> loc("lp5")
  func.return %y : tensor<1x3x3x3xf32>
}
// CHECK-NEXT: node 'lp5' (LpPool-18): p must be positive, got -1

// -----

// X's rank is the kernel's plus 2 (N and C), in either direction, and must be known.
func.func @rank_above_kernel(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x7x8xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 2>}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x8xf32> loc("lp6")
  func.return %y : tensor<1x3x7x8xf32>
}
// CHECK-NEXT: node 'lp6' (LpPool-18): a 1-D kernel needs X of rank 3, got tensor<1x3x8x8xf32>

// -----

func.func @rank_below_kernel(%x: tensor<1x3x8xf32>) -> tensor<1x3x7xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 2, 2>}> : (tensor<1x3x8xf32>) -> tensor<1x3x7xf32> loc("lp7")
  func.return %y : tensor<1x3x7xf32>
}
// CHECK-NEXT: node 'lp7' (LpPool-18): a 2-D kernel needs X of rank 4, got tensor<1x3x8xf32>

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 2, 2>}> : (tensor<*xf32>) -> tensor<*xf32> loc("lp8")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'lp8' (LpPool-18): a 2-D kernel needs X of rank 4, got tensor<*xf32>
