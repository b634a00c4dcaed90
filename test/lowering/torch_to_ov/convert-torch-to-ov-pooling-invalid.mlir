// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Poolings the lowering refuses, each error naming the node.

// A 2-D pooling of a rank-2 input.
func.func @max_pool_rank2(%x: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %y, %i = "torch.aten.max_pool2d_with_indices"(%x) <{kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, ceil_mode = false}> : (tensor<4x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>) loc("pool")
  func.return %y : tensor<2x2xf32>
}
// CHECK: node 'pool' (aten::max_pool2d_with_indices): a 2-D pooling needs an input [N, C, ...] or [C, ...], got tensor<4x4xf32>

// -----

// Counting padding in ceil mode over a dynamic axis: torch's divisor of a window past the
// padding is known only for static sizes.
func.func @avg_pool_ceil_dynamic(%x: tensor<1x1x?x6xf32>) -> tensor<1x1x?x4xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, ceil_mode = true, count_include_pad = true}> : (tensor<1x1x?x6xf32>) -> tensor<1x1x?x4xf32> loc("avg")
  func.return %y : tensor<1x1x?x4xf32>
}
// CHECK-NEXT: node 'avg' (aten::avg_pool2d): an average pooling in ceil mode that counts padding, of a dynamic spatial axis: torch's divisor for a window past the padding is computed for static inputs only

// -----

func.func @avg_pool_divisor_zero(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, ceil_mode = false, count_include_pad = true, divisor_override = 0 : i64}> : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> loc("avg")
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: node 'avg' (aten::avg_pool2d): divisor_override must be positive, got 0

// -----

// Adaptive pooling of a dynamic axis to a size other than 1.
func.func @adaptive_dynamic(%x: tensor<1x2x?x6xf32>) -> tensor<1x2x3x2xf32> {
  %three = torch.constant {value = 3 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten._adaptive_avg_pool2d"(%x, %three, %two) : (tensor<1x2x?x6xf32>, i64, i64) -> tensor<1x2x3x2xf32> loc("adaptive")
  func.return %y : tensor<1x2x3x2xf32>
}
// CHECK-NEXT: node 'adaptive' (aten::_adaptive_avg_pool2d): adaptive pooling of a dynamic axis 2 to 3: OpenVINO's AdaptiveAvgPool-8 would take it, the ov dialect has no such op; give the input a static shape

// -----

// Output sizes known only at run time.
func.func @adaptive_symbolic_size(%x: tensor<1x2x?x6xf32>) -> tensor<1x2x?x?xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 2 : i64}> : (tensor<1x2x?x6xf32>) -> i64
  %y = "torch.aten._adaptive_avg_pool2d"(%x, %n, %n) : (tensor<1x2x?x6xf32>, i64, i64) -> tensor<1x2x?x?xf32> loc("adaptive")
  func.return %y : tensor<1x2x?x?xf32>
}
// CHECK-NEXT: node 'adaptive' (aten::_adaptive_avg_pool2d): adaptive pooling needs known output sizes and an input of known rank
