// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// UNIDIRECTIONAL_SEQUENCE_LSTM: the gates' weights (input, forget, cell, output: 1, 2, 3, 4; the
// recurrent ones 5 to 8; biases 0.1 to 0.4) stacked in OpenVINO's order f, i, c, o; the states
// (TFLite's variable tensors, zeros) gain the direction axis; the output loses it.

// CHECK-LABEL: func.func @lstm
// CHECK-DAG:     %[[W:.*]] = ov.Concat.v0 %w2, %w1, %w3, %w4 {axis = 0 : i64}
// CHECK-DAG:     %[[R:.*]] = ov.Concat.v0 %w6, %w5, %w7, %w8 {axis = 0 : i64}
// CHECK-DAG:     %[[B:.*]] = ov.Concat.v0 %b13, %b12, %b14, %b15 {axis = 0 : i64}
// CHECK:         %[[Y:.*]], %{{.*}}, %{{.*}} = ov.LSTMSequence.v5 %x, {{.*}} {hidden_size = 1 : i64, direction = "forward"}
// CHECK:         %[[OUT:.*]] = ov.Squeeze.v0 %[[Y]]
// CHECK:         func.return %[[OUT]] : tensor<1x2x1xf32>
func.func @lstm(%x: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
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
  %y = tflite.UNIDIRECTIONAL_SEQUENCE_LSTM %x, %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %none, %none, %none, %b12, %b13, %b14, %b15, %none, %none, %s, %s, %none, %none, %none, %none {fused_activation_function = "TANH"} : (tensor<1x2x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, none, none, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, none) -> tensor<1x2x1xf32>
  func.return %y : tensor<1x2x1xf32>
}

// -----

// A cell clip of 10 that 2 steps from a zero state cannot reach: lowered without a clip; a RELU
// cell activation is LSTMSequence's g and h.

// CHECK-LABEL: func.func @clip_never_acts
// CHECK:         ov.LSTMSequence.v5 {{.*}} {activations = ["sigmoid", "relu", "relu"], hidden_size = 1 : i64, direction = "forward"}
func.func @clip_never_acts(%x: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
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
  %y = tflite.UNIDIRECTIONAL_SEQUENCE_LSTM %x, %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %none, %none, %none, %b12, %b13, %b14, %b15, %none, %none, %s, %s, %none, %none, %none, %none {fused_activation_function = "RELU", cell_clip = 1.000000e+01 : f32} : (tensor<1x2x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, none, none, tensor<1x1xf32>, tensor<1x1xf32>, none, none, none, none) -> tensor<1x2x1xf32>
  func.return %y : tensor<1x2x1xf32>
}
