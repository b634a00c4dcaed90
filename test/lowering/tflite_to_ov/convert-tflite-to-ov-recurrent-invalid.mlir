// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tflite-to-ov | filecheck %s

func.func @clip_may_act(%x: tensor<1x12x1xf32>) -> tensor<1x12x1xf32> {
  %w1 = tflite.const dense<1.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w2 = tflite.const dense<2.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w3 = tflite.const dense<3.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w4 = tflite.const dense<4.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w5 = tflite.const dense<5.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w6 = tflite.const dense<6.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w7 = tflite.const dense<7.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w8 = tflite.const dense<8.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %b12 = tflite.const dense<0.1> : tensor<1xf32> : tensor<1xf32>
  %b13 = tflite.const dense<0.2> : tensor<1xf32> : tensor<1xf32>
  %b14 = tflite.const dense<0.3> : tensor<1xf32> : tensor<1xf32>
  %b15 = tflite.const dense<0.4> : tensor<1xf32> : tensor<1xf32>
  %s = tflite.const dense<0.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %none = tflite.no_value
  %y = tflite.UNIDIRECTIONAL_SEQUENCE_LSTM %x, %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %none, %none, %none, %b12, %b13, %b14, %b15, %none, %none, %s, %s, %none, %none, %none, %none {fused_activation_function = "TANH", cell_clip = 1.000000e+01 : f32} : (tensor<1x12x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, none, none, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, none) -> tensor<1x12x1xf32>
  func.return %y : tensor<1x12x1xf32>
}
// CHECK: it clips the cell state to 10, which 12 steps may reach; OpenVINO's LSTMSequence clips the gates' inputs instead

// -----

func.func @peepholes(%x: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  %w1 = tflite.const dense<1.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w2 = tflite.const dense<2.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w3 = tflite.const dense<3.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w4 = tflite.const dense<4.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w5 = tflite.const dense<5.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w6 = tflite.const dense<6.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w7 = tflite.const dense<7.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w8 = tflite.const dense<8.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %b12 = tflite.const dense<0.1> : tensor<1xf32> : tensor<1xf32>
  %b13 = tflite.const dense<0.2> : tensor<1xf32> : tensor<1xf32>
  %b14 = tflite.const dense<0.3> : tensor<1xf32> : tensor<1xf32>
  %b15 = tflite.const dense<0.4> : tensor<1xf32> : tensor<1xf32>
  %s = tflite.const dense<0.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %none = tflite.no_value
  %p = tflite.const dense<0.5> : tensor<1xf32> : tensor<1xf32>
  %y = tflite.UNIDIRECTIONAL_SEQUENCE_LSTM %x, %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %p, %none, %none, %b12, %b13, %b14, %b15, %none, %none, %s, %s, %none, %none, %none, %none {fused_activation_function = "TANH"} : (tensor<1x2x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1xf32>, none, none, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, none, none, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, none) -> tensor<1x2x1xf32>
  func.return %y : tensor<1x2x1xf32>
}
// CHECK: it has peepholes, which LSTMSequence cannot express

// -----

func.func @no_activation(%x: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  %w1 = tflite.const dense<1.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w2 = tflite.const dense<2.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w3 = tflite.const dense<3.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w4 = tflite.const dense<4.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w5 = tflite.const dense<5.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w6 = tflite.const dense<6.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w7 = tflite.const dense<7.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %w8 = tflite.const dense<8.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %b12 = tflite.const dense<0.1> : tensor<1xf32> : tensor<1xf32>
  %b13 = tflite.const dense<0.2> : tensor<1xf32> : tensor<1xf32>
  %b14 = tflite.const dense<0.3> : tensor<1xf32> : tensor<1xf32>
  %b15 = tflite.const dense<0.4> : tensor<1xf32> : tensor<1xf32>
  %s = tflite.const dense<0.0> : tensor<1x1xf32> : tensor<1x1xf32>
  %none = tflite.no_value
  %y = tflite.UNIDIRECTIONAL_SEQUENCE_LSTM %x, %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %none, %none, %none, %b12, %b13, %b14, %b15, %none, %none, %s, %s, %none, %none, %none, %none {fused_activation_function = "NONE"} : (tensor<1x2x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, none, none, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, none) -> tensor<1x2x1xf32>
  func.return %y : tensor<1x2x1xf32>
}
// CHECK: its activation NONE is none of LSTMSequence's (tanh, relu)
