// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// FakeQuantWithMinMaxArgs / Vars: FakeQuantize over TensorFlow's nudged range (zero one of
// the levels), as both its input and output limits. The refusals come first.

// Refused (must not fire): min and max computed at run time; num_bits outside 2..16; min not
// below max; per-channel limits not one pair per index of the last axis.
// CHECK: no lowering to OpenVINO for node 'fq_vars' (FakeQuantWithMinMaxVars): its min and max must be known when converting (constants), not computed at run time;
func.func @vars_at_run_time(%x: tensor<4xf32>, %low: tensor<f32>, %high: tensor<f32>) -> tensor<4xf32> {
  %y = "tf.FakeQuantWithMinMaxVars"(%x, %low, %high) <{num_bits = 8 : i64, narrow_range = false}> : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32> loc("fq_vars")
  func.return %y : tensor<4xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'fq_bits' (FakeQuantWithMinMaxArgs): num_bits must be between 2 and 16, as TensorFlow requires, got 17;
func.func @too_many_bits(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "tf.FakeQuantWithMinMaxArgs"(%x) <{min = -1.0 : f32, max = 1.0 : f32, num_bits = 17 : i64, narrow_range = false}> : (tensor<4xf32>) -> tensor<4xf32> loc("fq_bits")
  func.return %y : tensor<4xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'fq_empty' (FakeQuantWithMinMaxArgs): min must be smaller than max, as TensorFlow requires, got 1.0 and 1.0;
func.func @empty_range(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "tf.FakeQuantWithMinMaxArgs"(%x) <{min = 1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64, narrow_range = false}> : (tensor<4xf32>) -> tensor<4xf32> loc("fq_empty")
  func.return %y : tensor<4xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'fq_channels' (FakeQuantWithMinMaxVarsPerChannel): its min and max must be one pair per index of the last axis of tensor<2x3xf32>, got 2 and 2 values;
func.func @channels_mismatch(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %low = "tf.Const"() <{value = dense<[-1.0, -2.0]> : tensor<2xf32>, dtype = f32}> : () -> tensor<2xf32>
  %high = "tf.Const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>, dtype = f32}> : () -> tensor<2xf32>
  %y = "tf.FakeQuantWithMinMaxVarsPerChannel"(%x, %low, %high) <{num_bits = 8 : i64, narrow_range = false}> : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x3xf32> loc("fq_channels")
  func.return %y : tensor<2x3xf32>
}

// -----

// [-1, 1.3] over 255 steps puts zero at 110.87: it moves to 111, the range to
// [-111, 144] * 2.3 / 255 (-1.00118, 1.29882). A range above zero moves down to start at
// zero, keeping its width: [0.3, 2] in 4 bits, narrow (levels 1..15), becomes [0, 1.7].
// CHECK-LABEL: func.func @args
// CHECK-NEXT:    %[[LOW:.*]] = ov.Constant.v0 dense<-1.00117{{[0-9]*}}> : tensor<f32>
// CHECK-NEXT:    %[[HIGH:.*]] = ov.Constant.v0 dense<1.29882{{[0-9]*}}> : tensor<f32>
// CHECK-NEXT:    %[[A:.*]] = ov.FakeQuantize.v0 %x, %[[LOW]], %[[HIGH]], %[[LOW]], %[[HIGH]] {levels = 256 : i64}
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[TOP:.*]] = ov.Constant.v0 dense<1.700000e+00> : tensor<f32>
// CHECK-NEXT:    %[[B:.*]] = ov.FakeQuantize.v0 %x, %[[ZERO]], %[[TOP]], %[[ZERO]], %[[TOP]] {levels = 15 : i64}
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @args(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = "tf.FakeQuantWithMinMaxArgs"(%x) <{min = -1.0 : f32, max = 1.3 : f32, num_bits = 8 : i64, narrow_range = false}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "tf.FakeQuantWithMinMaxArgs"(%x) <{min = 0.3 : f32, max = 2.0 : f32, num_bits = 4 : i64, narrow_range = true}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Vars with constant limits: the same nudging ([-0.7, 0.9]: zero at 111.56 moves to 112).
// CHECK-LABEL: func.func @vars
// CHECK-NEXT:    %[[LOW:.*]] = ov.Constant.v0 dense<-7.027450e-01> : tensor<f32>
// CHECK-NEXT:    %[[HIGH:.*]] = ov.Constant.v0 dense<0.897254{{[0-9]*}}> : tensor<f32>
// CHECK-NEXT:    ov.FakeQuantize.v0 %x, %[[LOW]], %[[HIGH]], %[[LOW]], %[[HIGH]] {levels = 256 : i64}
func.func @vars(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %low = "tf.Const"() <{value = dense<-0.7> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
  %high = "tf.Const"() <{value = dense<0.9> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
  %y = "tf.FakeQuantWithMinMaxVars"(%x, %low, %high) <{num_bits = 8 : i64, narrow_range = false}> : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// VarsPerChannel: each channel's range nudged on its own ([-1, 1.3] as above; [-2, -0.5],
// all below zero, moves up to end at zero: [-1.5, 0]), FakeQuantize's limits vectors along the
// last axis.
// CHECK-LABEL: func.func @per_channel
// CHECK-NEXT:    %[[LOW:.*]] = ov.Constant.v0 dense<[-1.00117{{[0-9]*}}, -1.500000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[HIGH:.*]] = ov.Constant.v0 dense<[1.29882{{[0-9]*}}, 0.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    ov.FakeQuantize.v0 %x, %[[LOW]], %[[HIGH]], %[[LOW]], %[[HIGH]] {levels = 256 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
func.func @per_channel(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %low = "tf.Const"() <{value = dense<[-1.0, -2.0]> : tensor<2xf32>, dtype = f32}> : () -> tensor<2xf32>
  %high = "tf.Const"() <{value = dense<[1.3, -0.5]> : tensor<2xf32>, dtype = f32}> : () -> tensor<2xf32>
  %y = "tf.FakeQuantWithMinMaxVarsPerChannel"(%x, %low, %high) <{num_bits = 8 : i64, narrow_range = false}> : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}
