// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Decomposed activations, in the orders exporters write them, become one op.

// CHECK-LABEL: func.func @gelu_erf
// CHECK-NEXT:    %[[Y:.*]] = ov.Gelu.v7 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @gelu_erf(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.Divide.v1 %x, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %c = ov.Add.v1 %b, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %e : tensor<2x3xf32>
}

// -----

// x * (0.5 * erf(x * 1/sqrt(2)) + 0.5), in f16: the constants are compared as f16 rounds them.

// CHECK-LABEL: func.func @gelu_erf_halves_f16
// CHECK-NEXT:    %[[Y:.*]] = ov.Gelu.v7 %x : tensor<4xf16>
// CHECK-NEXT:    func.return %[[Y]]
func.func @gelu_erf_halves_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  %k = ov.Constant.v0 dense<0.70703125> : tensor<1xf16>
  %half = ov.Constant.v0 dense<0.5> : tensor<f16>
  %a = ov.Multiply.v1 %x, %k : (tensor<4xf16>, tensor<1xf16>) -> tensor<4xf16>
  %b = ov.Erf.v0 %a : tensor<4xf16>
  %c = ov.Multiply.v1 %half, %b : (tensor<f16>, tensor<4xf16>) -> tensor<4xf16>
  %d = ov.Add.v1 %c, %half : (tensor<4xf16>, tensor<f16>) -> tensor<4xf16>
  %e = ov.Multiply.v1 %x, %d : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  func.return %e : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @gelu_tanh
// CHECK-NEXT:    %[[Y:.*]] = ov.Gelu.v7 %x {approximation_mode = "TANH"} : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @gelu_tanh(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %c = ov.Constant.v0 dense<0.044715> : tensor<f32>
  %k = ov.Constant.v0 dense<0.797884583> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %cube = ov.Power.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Multiply.v1 %cube, %c : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Add.v1 %x, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %b, %k : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %t = ov.Tanh.v0 %d : tensor<2x3xf32>
  %e = ov.Add.v1 %t, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %f = ov.Multiply.v1 %half, %x : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = ov.Multiply.v1 %f, %e : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %g : tensor<2x3xf32>
}

// -----

// erf(x / 2) is not Gelu's argument: nothing fuses.

// CHECK-LABEL: func.func @not_gelu
// CHECK-NOT:     ov.Gelu
// CHECK:         ov.Erf.v0
func.func @not_gelu(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.Divide.v1 %x, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %c = ov.Add.v1 %b, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %e : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @swish
// CHECK-NEXT:    %[[Y:.*]] = ov.Swish.v4 %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @swish(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = ov.Sigmoid.v0 %x : tensor<2x3xf32>
  %y = ov.Multiply.v1 %s, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @swish_with_beta
// CHECK-NEXT:    %[[BETA:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Swish.v4 %x, %[[BETA]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @swish_with_beta(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %beta = ov.Constant.v0 dense<1.5> : tensor<f32>
  %a = ov.Multiply.v1 %x, %beta : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %s = ov.Sigmoid.v0 %a : tensor<2x3xf32>
  %y = ov.Multiply.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// x / (1 + exp(-x))

// CHECK-LABEL: func.func @swish_as_division
// CHECK-NEXT:    %[[Y:.*]] = ov.Swish.v4 %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @swish_as_division(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %n = ov.Negative.v0 %x : tensor<2x3xf32>
  %e = ov.Exp.v0 %n : tensor<2x3xf32>
  %d = ov.Add.v1 %one, %e : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = ov.Divide.v1 %x, %d : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// The sigmoid is also a result: it stays, and so does the product that reads it.

// CHECK-LABEL: func.func @sigmoid_used_elsewhere
// CHECK-NOT:     ov.Swish
// CHECK:         ov.Sigmoid.v0
// CHECK:         ov.Multiply.v1
func.func @sigmoid_used_elsewhere(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %s = ov.Sigmoid.v0 %x : tensor<2x3xf32>
  %y = ov.Multiply.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A constant of higher rank broadcasts the product wider than x: no single activation computes it.

// CHECK-LABEL: func.func @swish_broadcast_wider
// CHECK-NOT:     ov.Swish
// CHECK:         ov.Sigmoid.v0
func.func @swish_broadcast_wider(%x: tensor<3xf32>) -> tensor<1x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<1x1xf32>
  %s = ov.Sigmoid.v0 %x : tensor<3xf32>
  %a = ov.Multiply.v1 %x, %one : (tensor<3xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
  %y = ov.Multiply.v1 %a, %s : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// relu6(x + 3) / 6 as Clamp, as Minimum of a Relu, and as HardSigmoid(1/6, 1/2).

// CHECK-LABEL: func.func @hsigmoid
// CHECK-NEXT:    %[[A:.*]] = ov.HSigmoid.v5 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.HSigmoid.v5 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.HSigmoid.v5 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @hsigmoid(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %sixth = ov.Constant.v0 dense<0.166666672> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a1 = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a2 = ov.Clamp.v0 %a1 {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %a = ov.Divide.v1 %a2, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b1 = ov.Add.v1 %three, %x : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %b2 = ov.Relu.v0 %b1 : tensor<2x3xf32>
  %b3 = ov.Minimum.v1 %b2, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Multiply.v1 %b3, %sixth : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %c = ov.HardSigmoid.v0 %x, %sixth, %half : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// ONNX's default HardSigmoid (alpha 0.2) is not HSigmoid.

// CHECK-LABEL: func.func @hard_sigmoid_default
// CHECK-NOT:     ov.HSigmoid
// CHECK:         ov.HardSigmoid.v0
func.func @hard_sigmoid_default(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %alpha = ov.Constant.v0 dense<0.2> : tensor<f32>
  %beta = ov.Constant.v0 dense<0.5> : tensor<f32>
  %y = ov.HardSigmoid.v0 %x, %alpha, %beta : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// x * min(max(x + 3, 0), 6) / 6, and x * HSigmoid(x).

// CHECK-LABEL: func.func @hswish
// CHECK-NEXT:    %[[A:.*]] = ov.HSwish.v4 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.HSwish.v4 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @hswish(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = ov.Constant.v0 dense<0.0> : tensor<f32>
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a1 = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a2 = ov.Maximum.v1 %a1, %zero : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a3 = ov.Minimum.v1 %a2, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a4 = ov.Multiply.v1 %x, %a3 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %a = ov.Divide.v1 %a4, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b1 = ov.HSigmoid.v5 %x : tensor<2x3xf32>
  %b = ov.Multiply.v1 %b1, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Divided by 5, not 6: neither HSwish nor HSigmoid.

// CHECK-LABEL: func.func @not_hswish
// CHECK-NOT:     ov.HS
// CHECK:         ov.Clamp.v0
func.func @not_hswish(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %five = ov.Constant.v0 dense<5.0> : tensor<f32>
  %a1 = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a2 = ov.Clamp.v0 %a1 {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %a3 = ov.Multiply.v1 %x, %a2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %a = ov.Divide.v1 %a3, %five : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %a : tensor<2x3xf32>
}

// -----

// log(exp(x) + 1) is SoftPlus, and x * tanh(softplus(x)) is Mish.

// CHECK-LABEL: func.func @softplus_and_mish
// CHECK-NEXT:    %[[A:.*]] = ov.SoftPlus.v4 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Mish.v4 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @softplus_and_mish(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %a1 = ov.Exp.v0 %x : tensor<2x3xf32>
  %a2 = ov.Add.v1 %a1, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Log.v0 %a2 : tensor<2x3xf32>
  %b1 = ov.Exp.v0 %x : tensor<2x3xf32>
  %b2 = ov.Add.v1 %one, %b1 : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %b3 = ov.Log.v0 %b2 : tensor<2x3xf32>
  %b4 = ov.Tanh.v0 %b3 : tensor<2x3xf32>
  %b = ov.Multiply.v1 %x, %b4 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// log(exp(x) + 2) is not SoftPlus.

// CHECK-LABEL: func.func @not_softplus
// CHECK-NOT:     ov.SoftPlus
// CHECK:         ov.Log.v0
func.func @not_softplus(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %a1 = ov.Exp.v0 %x : tensor<2x3xf32>
  %a2 = ov.Add.v1 %a1, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Log.v0 %a2 : tensor<2x3xf32>
  func.return %a : tensor<2x3xf32>
}
