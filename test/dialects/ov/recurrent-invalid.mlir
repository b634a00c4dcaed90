// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the sequences.

func.func @activation(%x: tensor<2x4x3xf32>, %h: tensor<2x1x5xf32>, %l: tensor<2xi32>, %w: tensor<1x5x3xf32>, %r: tensor<1x5x5xf32>, %b: tensor<1x5xf32>) -> tensor<2x1x4x5xf32> {
  %y, %ho = ov.RNNSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 5 : i64, direction = "forward", activations = ["elu"]} : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x5x3xf32>, tensor<1x5x5xf32>, tensor<1x5xf32>) -> (tensor<2x1x4x5xf32>, tensor<2x1x5xf32>)
  func.return %y : tensor<2x1x4x5xf32>
}
// CHECK: RNNSequence takes 1 activations of sigmoid, tanh, relu, got ['elu']

// -----

func.func @directions(%x: tensor<2x4x3xf32>, %h: tensor<2x1x5xf32>, %l: tensor<2xi32>, %w: tensor<1x5x3xf32>, %r: tensor<1x5x5xf32>, %b: tensor<1x5xf32>) -> tensor<2x2x4x5xf32> {
  %y, %ho = ov.RNNSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 5 : i64, direction = "bidirectional", activations = ["tanh"]} : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x5x3xf32>, tensor<1x5x5xf32>, tensor<1x5xf32>) -> (tensor<2x2x4x5xf32>, tensor<2x2x5xf32>)
  func.return %y : tensor<2x2x4x5xf32>
}
// CHECK-NEXT: direction counts disagree: [1, 2]

// -----

func.func @gates(%x: tensor<2x4x3xf32>, %h: tensor<2x1x5xf32>, %l: tensor<2xi32>, %w: tensor<1x15x3xf32>, %r: tensor<1x15x5xf32>, %b: tensor<1x15xf32>) -> tensor<2x1x4x5xf32> {
  %y, %ho = ov.GRUSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 5 : i64, direction = "forward", activations = ["sigmoid", "tanh"], linear_before_reset = true} : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x15x3xf32>, tensor<1x15x5xf32>, tensor<1x15xf32>) -> (tensor<2x1x4x5xf32>, tensor<2x1x5xf32>)
  func.return %y : tensor<2x1x4x5xf32>
}
// CHECK-NEXT: gate rows of B disagree: [15, 20]

// -----

func.func @lengths(%x: tensor<2x4x3xf32>, %h: tensor<2x1x5xf32>, %l: tensor<2xf32>, %w: tensor<1x5x3xf32>, %r: tensor<1x5x5xf32>, %b: tensor<1x5xf32>) -> tensor<2x1x4x5xf32> {
  %y, %ho = ov.RNNSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 5 : i64, direction = "forward", activations = ["tanh"]} : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2xf32>, tensor<1x5x3xf32>, tensor<1x5x5xf32>, tensor<1x5xf32>) -> (tensor<2x1x4x5xf32>, tensor<2x1x5xf32>)
  func.return %y : tensor<2x1x4x5xf32>
}
// CHECK-NEXT: RNNSequence sequence lengths must be integers, got f32

// -----

// LSTMSequence takes three activations (f, g, h).
func.func @lstm_activations(%x: tensor<2x4x3xf32>, %h0: tensor<2x1x5xf32>, %l: tensor<2xi32>, %w: tensor<1x20x3xf32>, %r: tensor<1x20x5xf32>, %b: tensor<1x20xf32>) {
  %y, %h, %c = "ov.LSTMSequence.v5"(%x, %h0, %h0, %l, %w, %r, %b) <{hidden_size = 5 : i64, direction = "forward", activations = ["sigmoid", "tanh"]}> : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x20x3xf32>, tensor<1x20x5xf32>, tensor<1x20xf32>) -> (tensor<2x1x4x5xf32>, tensor<2x1x5xf32>, tensor<2x1x5xf32>)
  func.return
}
// CHECK: a ov.LSTMSequence.v5 op: LSTMSequence takes 3 activations of sigmoid, tanh, relu, got ['sigmoid', 'tanh']

// -----

func.func @rnn_no_hidden(%x: tensor<2x4x3xf32>, %h: tensor<2x1x5xf32>, %l: tensor<2xi32>, %w: tensor<1x5x3xf32>, %r: tensor<1x5x5xf32>, %b: tensor<1x5xf32>) {
  %y, %ho = ov.RNNSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 0 : i64, direction = "forward"} : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x5x3xf32>, tensor<1x5x5xf32>, tensor<1x5xf32>) -> (tensor<2x1x4x5xf32>, tensor<2x1x5xf32>)
  func.return
}
// CHECK-NEXT: hidden_size must be positive, got 0

// -----

func.func @rnn_weights_rank(%x: tensor<2x4x3xf32>, %h: tensor<2x1x5xf32>, %l: tensor<2xi32>, %w: tensor<5x3xf32>, %r: tensor<1x5x5xf32>, %b: tensor<1x5xf32>) {
  %y, %ho = ov.RNNSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 5 : i64, direction = "forward"} : (tensor<2x4x3xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<5x3xf32>, tensor<1x5x5xf32>, tensor<1x5xf32>) -> (tensor<2x1x4x5xf32>, tensor<2x1x5xf32>)
  func.return
}
// CHECK-NEXT: W must have rank 3, got [5,3]
