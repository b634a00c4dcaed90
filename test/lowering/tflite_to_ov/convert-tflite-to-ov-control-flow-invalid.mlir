// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tflite-to-ov | filecheck %s

// A body subgraph that does not give a value for each of the WHILE's inputs.

func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tflite.const dense<0> : tensor<i32> : tensor<i32>
  %1, %2 = tflite.WHILE %0, %x {cond_subgraph_index = 1 : i64, body_subgraph_index = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
  func.return %2 : tensor<2x3xf32>
}
func.func private @subgraph_1(%i: tensor<i32>, %y: tensor<2x3xf32>) -> tensor<i1> {
  %0 = tflite.const dense<4> : tensor<i32> : tensor<i32>
  %1 = tflite.LESS %i, %0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  func.return %1 : tensor<i1>
}
func.func private @subgraph_2(%i: tensor<i32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tflite.TANH %y : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
// CHECK: no lowering to OpenVINO for a WHILE op: its body must give a value for each input and its condition one boolean

// -----

// A WHILE whose subgraph the module does not hold.

func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tflite.const dense<0> : tensor<i32> : tensor<i32>
  %1, %2 = tflite.WHILE %0, %x {cond_subgraph_index = 1 : i64, body_subgraph_index = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
  func.return %2 : tensor<2x3xf32>
}
// CHECK: no lowering to OpenVINO for a WHILE op: its subgraph 1 is not in the module
