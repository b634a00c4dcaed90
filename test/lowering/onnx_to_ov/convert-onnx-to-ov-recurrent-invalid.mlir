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

// -----

func.func @activation_alpha(%x: tensor<1x2x4xf32>, %w: tensor<1x5x4xf32>, %r: tensor<1x5x5xf32>) -> tensor<1x2x5xf32> {
  %h = "onnx.RNN"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, activations = ["Relu"], activation_alpha = array<f32: 0.5>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<1x2x4xf32>, tensor<1x5x4xf32>, tensor<1x5x5xf32>) -> tensor<1x2x5xf32> loc("alpha")
  func.return %h : tensor<1x2x5xf32>
}
// CHECK-NEXT: node 'alpha' (RNN-22): OpenVINO's sequences take no activation_alpha or activation_beta

// -----

func.func @activation_beta(%x: tensor<1x2x4xf32>, %w: tensor<1x5x4xf32>, %r: tensor<1x5x5xf32>) -> tensor<1x2x5xf32> {
  %h = "onnx.RNN"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, activation_beta = array<f32: 0.5>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<1x2x4xf32>, tensor<1x5x4xf32>, tensor<1x5x5xf32>) -> tensor<1x2x5xf32> loc("beta")
  func.return %h : tensor<1x2x5xf32>
}
// CHECK-NEXT: node 'beta' (RNN-22): OpenVINO's sequences take no activation_alpha or activation_beta

// -----

func.func @direction(%x: tensor<1x2x4xf32>, %w: tensor<1x5x4xf32>, %r: tensor<1x5x5xf32>) -> tensor<1x2x5xf32> {
  %h = "onnx.RNN"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, direction = "backward", operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<1x2x4xf32>, tensor<1x5x4xf32>, tensor<1x5x5xf32>) -> tensor<1x2x5xf32> loc("dir")
  func.return %h : tensor<1x2x5xf32>
}
// CHECK-NEXT: node 'dir' (RNN-22): direction 'backward' is not forward, reverse or bidirectional

// -----

// Without hidden_size, R's last dim is the hidden size; an unranked R does not show it.
func.func @hidden_size_unknown(%x: tensor<1x2x4xf32>, %w: tensor<1x5x4xf32>, %r: tensor<*xf32>) -> tensor<*xf32> {
  %h = "onnx.RNN"(%x, %w, %r) <{version = 22 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<1x2x4xf32>, tensor<1x5x4xf32>, tensor<*xf32>) -> tensor<*xf32> loc("nohidden")
  func.return %h : tensor<*xf32>
}
// CHECK-NEXT: node 'nohidden' (RNN-22): hidden_size is not given and R's shape does not show it

// -----

func.func @input_forget(%x: tensor<1x2x4xf32>, %w: tensor<1x12x4xf32>, %r: tensor<1x12x3xf32>) -> tensor<1x2x3xf32> {
  %h = "onnx.LSTM"(%x, %w, %r) <{version = 22 : i64, hidden_size = 3 : i64, input_forget = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<1x2x4xf32>, tensor<1x12x4xf32>, tensor<1x12x3xf32>) -> tensor<1x2x3xf32> loc("coupled")
  func.return %h : tensor<1x2x3xf32>
}
// CHECK-NEXT: node 'coupled' (LSTM-22): OpenVINO's LSTMSequence has no coupled input and forget gates (input_forget=1)
