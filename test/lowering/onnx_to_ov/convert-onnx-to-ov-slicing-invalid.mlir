// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Shape, Size, Slice and Split nodes the lowering must refuse, each error naming the node.

func.func @split_num_outputs_mismatch(%x: tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %y:2 = "onnx.Split"(%x) <{version = 18 : i64, num_outputs = 3 : i64}> : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>) loc("split")
  func.return %y#0, %y#1 : tensor<3xf32>, tensor<3xf32>
}
// CHECK: node 'split' (Split-18): num_outputs is 3 but the node has 2 outputs

// -----

func.func @split_num_outputs_unranked(%x: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %y:2 = "onnx.Split"(%x) <{version = 18 : i64, num_outputs = 2 : i64}> : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) loc("split")
  func.return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}
// CHECK-NEXT: node 'split' (Split-18): Split with num_outputs needs the input rank known

// -----

func.func @split_uneven(%x: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %y:2 = "onnx.Split"(%x) <{version = 13 : i64}> : (tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>) loc("halves")
  func.return %y#0, %y#1 : tensor<?xf32>, tensor<?xf32>
}
// CHECK-NEXT: node 'halves' (Split-13): a dim of 5 does not split into 2 equal parts

// -----

func.func @slice_step_zero(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = "onnx.Constant"() <{value = dense<0> : tensor<1xi64>, version = 13 : i64}> : () -> tensor<1xi64>
  %y = "onnx.Slice"(%x, %c, %c, %c, %c) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32> loc("slice")
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: node 'slice' (Slice-13): a slice step cannot be 0

// -----

func.func @split_lengths_count(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %y:2 = "onnx.SplitV11"(%x) <{version = 11 : i64, split = array<i64: 1, 2, 3>}> : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) loc("split")
  func.return %y#0, %y#1 : tensor<?xf32>, tensor<?xf32>
}
// CHECK-NEXT: node 'split' (Split-11): split holds 3 lengths but the node has 2 outputs
