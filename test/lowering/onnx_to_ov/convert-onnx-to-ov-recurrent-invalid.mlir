// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Recurrent nodes OpenVINO's sequences cannot run, each error naming the node.

func.func @peepholes(%x: tensor<1x2x4xf32>, %w: tensor<1x12x4xf32>, %r: tensor<1x12x3xf32>, %p: tensor<1x9xf32>) -> tensor<1x2x3xf32> {
  %h = "onnx.LSTM"(%x, %w, %r, %p) <{version = 22 : i64, hidden_size = 3 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>, resultSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<1x2x4xf32>, tensor<1x12x4xf32>, tensor<1x12x3xf32>, tensor<1x9xf32>) -> tensor<1x2x3xf32> loc("lstm")
  func.return %h : tensor<1x2x3xf32>
}
// CHECK: node 'lstm' (LSTM-22): OpenVINO's LSTMSequence has no peepholes (input P)

// -----

func.func @activation(%x: tensor<1x2x4xf32>, %w: tensor<1x5x4xf32>, %r: tensor<1x5x5xf32>) -> tensor<1x2x5xf32> {
  %h = "onnx.RNN"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, activations = ["Softsign"], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<1x2x4xf32>, tensor<1x5x4xf32>, tensor<1x5x5xf32>) -> tensor<1x2x5xf32> loc("rnn")
  func.return %h : tensor<1x2x5xf32>
}
// CHECK-NEXT: node 'rnn' (RNN-22): OpenVINO's sequences take 1 of Sigmoid, Tanh, Relu as activations, got ['Softsign']

// -----

func.func @per_direction(%x: tensor<1x2x4xf32>, %w: tensor<2x5x4xf32>, %r: tensor<2x5x5xf32>) -> tensor<2x2x5xf32> {
  %h = "onnx.RNN"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, direction = "bidirectional", activations = ["Tanh", "Relu"], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<1x2x4xf32>, tensor<2x5x4xf32>, tensor<2x5x5xf32>) -> tensor<2x2x5xf32> loc("birnn")
  func.return %h : tensor<2x2x5xf32>
}
// CHECK-NEXT: node 'birnn' (RNN-22): OpenVINO applies one set of activations to both directions, got ['Tanh', 'Relu']
