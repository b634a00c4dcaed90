// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// TopK, ArgMax, ArgMin, CumSum and ReverseSequence nodes the lowering must refuse.

// A k larger than the axis: onnxruntime refuses it, OpenVINO's CPU plugin only when it compiles
// the IR. As an input (TopK-11) and as TopK-1's attribute.
func.func @top_k_beyond_the_axis(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi64>) {
  %k = "onnx.Constant"() <{value = dense<5> : tensor<1xi64>, version = 13 : i64}> : () -> tensor<1xi64>
  %v, %i = "onnx.TopK"(%x, %k) <{version = 11 : i64, axis = 1 : i64}> : (tensor<2x3xf32>, tensor<1xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>) loc("topk")
  func.return %v, %i : tensor<2x3xf32>, tensor<2x3xi64>
}
// CHECK: node 'topk' (TopK-11): k (5) is larger than axis 1, of size 3; ONNX requires k <= that size

// -----

func.func @top_k_1_beyond_the_axis(%x: tensor<2x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xi64>) {
  %v, %i = "onnx.TopK"(%x) <{version = 1 : i64, axis = -2 : i64, k = 3 : i64}> : (tensor<2x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xi64>) loc("topk1")
  func.return %v, %i : tensor<3x3xf32>, tensor<3x3xi64>
}
// CHECK-NEXT: node 'topk1' (TopK-1): k (3) is larger than axis -2, of size 2; ONNX requires k <= that size

// -----

// A K that is not one number is refused as such, not by the check of its size.
func.func @top_k_empty_k(%x: tensor<2x3xf32>) -> (tensor<2x?xf32>, tensor<2x?xi64>) {
  %k = "onnx.Constant"() <{value = dense<> : tensor<0xi64>, version = 13 : i64}> : () -> tensor<0xi64>
  %v, %i = "onnx.TopK"(%x, %k) <{version = 11 : i64, axis = 1 : i64}> : (tensor<2x3xf32>, tensor<0xi64>) -> (tensor<2x?xf32>, tensor<2x?xi64>) loc("topk0")
  func.return %v, %i : tensor<2x?xf32>, tensor<2x?xi64>
}
// CHECK-NEXT: node 'topk0' (TopK-11): cannot reshape [0] into []

// -----

func.func @arg_max_axis(%x: tensor<3x5xf32>) -> tensor<3x5xi64> {
  %y = "onnx.ArgMax"(%x) <{version = 13 : i64, axis = 2 : i64}> : (tensor<3x5xf32>) -> tensor<3x5xi64> loc("argmax")
  func.return %y : tensor<3x5xi64>
}
// CHECK-NEXT: node 'argmax' (ArgMax-13): axis 2 is out of range for rank 2

// -----

// A negative axis below -rank: counted from the back it would wrap to axis -1.
func.func @arg_min_negative_axis(%x: tensor<3x5xf32>) -> tensor<1x5xi64> {
  %y = "onnx.ArgMin"(%x) <{version = 13 : i64, axis = -3 : i64}> : (tensor<3x5xf32>) -> tensor<1x5xi64> loc("argmin_back")
  func.return %y : tensor<1x5xi64>
}
// CHECK-NEXT: node 'argmin_back' (ArgMin-13): axis -3 is out of range for rank 2

// -----

func.func @arg_min_unranked(%x: tensor<*xf32>) -> tensor<*xi64> {
  %y = "onnx.ArgMin"(%x) <{version = 13 : i64}> : (tensor<*xf32>) -> tensor<*xi64> loc("argmin")
  func.return %y : tensor<*xi64>
}
// CHECK-NEXT: node 'argmin' (ArgMin-13): ArgMin needs a known rank, got tensor<*xf32>

// -----

func.func @reverse_sequence_lengths(%x: tensor<2x3xf32>, %l: tensor<2xi64>) -> tensor<2x3xf32> {
  %y = "onnx.ReverseSequence"(%x, %l) <{version = 10 : i64}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32> loc("reverse")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'reverse' (ReverseSequence-10): 2 seq_lengths for a batch of 3
