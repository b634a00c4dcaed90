// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Activation nodes the lowering must refuse, each error naming the node.

func.func @prelu_unknown_rank(%x: tensor<2x3xf32>, %s: tensor<*xf32>) -> tensor<2x3xf32> {
  %y = "onnx.PRelu"(%x, %s) <{version = 16 : i64}> : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<2x3xf32> loc("prelu")
  func.return %y : tensor<2x3xf32>
}
// CHECK: node 'prelu' (PRelu-16): PRelu needs the ranks of X and slope known, to broadcast the slope as numpy does

// -----

func.func @gelu_approximation(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Gelu"(%x) <{version = 20 : i64, approximate = "sigmoid"}> : (tensor<2xf32>) -> tensor<2xf32> loc("gelu")
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: node 'gelu' (Gelu-20): approximate must be 'none' or 'tanh', not 'sigmoid'

// -----

func.func @celu_zero_alpha(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Celu"(%x) <{version = 12 : i64, alpha = 0.0 : f32}> : (tensor<2xf32>) -> tensor<2xf32> loc("celu")
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: node 'celu' (Celu-12): alpha must not be 0: Celu divides by it

// -----

func.func @hardmax_dynamic_axis(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %y = "onnx.Hardmax"(%x) <{version = 13 : i64}> : (tensor<2x?xf32>) -> tensor<2x?xf32> loc("hardmax")
  func.return %y : tensor<2x?xf32>
}
// CHECK-NEXT: node 'hardmax' (Hardmax-13): Hardmax needs the size of axis 1 static, got tensor<2x?xf32>

// -----

func.func @log_softmax_11_unknown_rank(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "onnx.LogSoftmax"(%x) <{version = 11 : i64}> : (tensor<*xf32>) -> tensor<*xf32> loc("log_softmax")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'log_softmax' (LogSoftmax-11): LogSoftmax before opset 13 needs a known rank, got tensor<*xf32>

