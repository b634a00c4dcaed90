// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The opset5 sequences: activations as a list of names, alpha and beta empty lists.

func.func @main(%x: tensor<2x3x4xf32> {ovopt.name = "x"}, %h: tensor<2x1x5xf32> {ovopt.name = "h"}) -> (tensor<2x1x3x5xf32> {ovopt.name = "gru"}, tensor<2x1x5xf32> {ovopt.name = "lstm_c"}, tensor<2x1x3x5xf32> {ovopt.name = "rnn"}) {
  %l = ov.Constant.v0 dense<[3, 2]> : tensor<2xi32> loc("lengths")
  %w = ov.Constant.v0 dense<0.1> : tensor<1x15x4xf32> loc("w")
  %r = ov.Constant.v0 dense<0.2> : tensor<1x15x5xf32> loc("r")
  %b = ov.Constant.v0 dense<0.3> : tensor<1x20xf32> loc("b")
  %gru, %gru_h = ov.GRUSequence.v5 %x, %h, %l, %w, %r, %b {hidden_size = 5 : i64, direction = "forward", activations = ["sigmoid", "tanh"], linear_before_reset = true} : (tensor<2x3x4xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x15x4xf32>, tensor<1x15x5xf32>, tensor<1x20xf32>) -> (tensor<2x1x3x5xf32>, tensor<2x1x5xf32>) loc("gru")
  %w4 = ov.Constant.v0 dense<0.1> : tensor<1x20x4xf32> loc("w4")
  %r4 = ov.Constant.v0 dense<0.2> : tensor<1x20x5xf32> loc("r4")
  %lstm, %lstm_h, %lstm_c = ov.LSTMSequence.v5 %x, %h, %h, %l, %w4, %r4, %b {hidden_size = 5 : i64, direction = "reverse", activations = ["sigmoid", "tanh", "tanh"], clip = 3.0 : f32} : (tensor<2x3x4xf32>, tensor<2x1x5xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x20x4xf32>, tensor<1x20x5xf32>, tensor<1x20xf32>) -> (tensor<2x1x3x5xf32>, tensor<2x1x5xf32>, tensor<2x1x5xf32>) loc("lstm")
  %w1 = ov.Constant.v0 dense<0.1> : tensor<1x5x4xf32> loc("w1")
  %r1 = ov.Constant.v0 dense<0.2> : tensor<1x5x5xf32> loc("r1")
  %b1 = ov.Constant.v0 dense<0.3> : tensor<1x5xf32> loc("b1")
  %rnn, %rnn_h = ov.RNNSequence.v5 %x, %h, %l, %w1, %r1, %b1 {hidden_size = 5 : i64, direction = "forward", activations = ["relu"]} : (tensor<2x3x4xf32>, tensor<2x1x5xf32>, tensor<2xi32>, tensor<1x5x4xf32>, tensor<1x5x5xf32>, tensor<1x5xf32>) -> (tensor<2x1x3x5xf32>, tensor<2x1x5xf32>) loc("rnn")
  func.return %gru, %lstm_c, %rnn : tensor<2x1x3x5xf32>, tensor<2x1x5xf32>, tensor<2x1x3x5xf32>
}

// CHECK:      <layer id="6" name="gru" type="GRUSequence" version="opset5">
// CHECK-NEXT:   <data linear_before_reset="true" activations="sigmoid,tanh" hidden_size="5" direction="forward" activations_alpha="" activations_beta="" clip="0.0"/>
// CHECK:      <layer id="9" name="lstm" type="LSTMSequence" version="opset5">
// CHECK-NEXT:   <data activations="sigmoid,tanh,tanh" hidden_size="5" direction="reverse" activations_alpha="" activations_beta="" clip="3.0"/>
// CHECK:          <output>
// CHECK-NEXT:       <port id="7" precision="FP32">
// CHECK:            <port id="8" precision="FP32">
// CHECK:            <port id="9" precision="FP32" names="lstm_c">
// CHECK:      <layer id="13" name="rnn" type="RNNSequence" version="opset5">
// CHECK-NEXT:   <data activations="relu" hidden_size="5" direction="forward" activations_alpha="" activations_beta="" clip="0.0"/>
