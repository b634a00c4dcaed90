// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Decomposed activations, in the orders exporters write them, become one op.

// Negative cases: each matcher condition of lowering/ov/simplify/activations.py has a case where
// only that condition fails and the fused op must not form (relu6.* are the shared relu6(x + 3)
// reader's, which HSigmoid and HSwish use). Condition -> case:
//   gelu.erf-scale             @not_gelu
//   gelu.offset                @gelu_offset_two
//   gelu.factor                @gelu_erf_doubled
//   gelu.erf-of-x              @gelu_erf_of_other
//   gelu.single-use            @gelu_erf_used_elsewhere
//   gelu.computes-like         @gelu_broadcast_wider
//   gelu.tanh-scale            @gelu_tanh_scale
//   gelu.tanh-coefficient      @gelu_tanh_coefficient
//   gelu.tanh-one-factor       @gelu_tanh_extra_factor
//   gelu.cubic-linear          @gelu_tanh_linear_other
//   gelu.cubic-degree          @gelu_tanh_square
//   gelu.cubic-whole-power     @gelu_tanh_fractional_power
//   gelu.cubic-of-x            @gelu_tanh_cube_of_other
//   swish.single-use           @sigmoid_used_elsewhere
//   swish.computes-like        @swish_broadcast_wider
//   swish.sigmoid-of-x         @swish_of_other
//   swish.scale                @swish_scaled
//   swish.division-single-use  @swish_division_shared
//   swish.division-of-x        @swish_division_other
//   swish.division-offset      @swish_division_offset
//   swish.division-factor      @swish_division_factor
//   hsigmoid.alpha             @hard_sigmoid_default
//   hsigmoid.beta              @hard_sigmoid_beta
//   hsigmoid.one-factor        @hsigmoid_two_factors
//   hsigmoid.scale             @hsigmoid_by_five
//   hsigmoid.offset            @hsigmoid_offset_two
//   hsigmoid.inner-scale       @hsigmoid_inner_scale (2 x), @hsigmoid_inner_half (0.5 x)
//   hsigmoid.inner-one-factor  @hsigmoid_inner_product
//   hsigmoid.computes-like     @hsigmoid_broadcast_wider
//   relu6.clamp-bounds         @hsigmoid_clamp_five, @hsigmoid_clamp_seven
//   relu6.cap                  @hsigmoid_minimum_five
//   relu6.floor                @hsigmoid_floor_one
//   hswish.scale               @not_hswish
//   hswish.relu6-of-x          @hswish_of_other
//   hswish.hsigmoid-of-x       @hswish_hsigmoid_of_other
//   hswish.hsigmoid-scale      @hswish_hsigmoid_scaled
//   hswish.computes-like       @hswish_broadcast_wider
//   mish.softplus-of-x         @mish_of_other
//   mish.scale                 @mish_scaled
//   mish.single-use            @mish_softplus_shared
//   softplus.offset            @not_softplus
//   softplus.factor            @softplus_doubled_exp
//   softplus.scale             @softplus_scaled_argument
//   softplus.one-factor        @softplus_product_argument
//   softplus.computes-like     @softplus_broadcast_wider

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

// [gelu.erf-scale] erf(x / 2) is not Gelu's argument: nothing fuses.

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

// [swish.single-use] The sigmoid is also a result: it stays, and so does the product that reads it.

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

// [swish.computes-like] A constant of higher rank broadcasts the product wider than x: no single
// activation computes it.

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

// [hsigmoid.alpha] ONNX's default HardSigmoid (alpha 0.2) is not HSigmoid.

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

// [hswish.scale] Divided by 5, not 6: neither HSwish nor HSigmoid.

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

// [softplus.offset] log(exp(x) + 2) is not SoftPlus.

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

// -----

// [gelu.offset] 0.5 x (erf(x / sqrt 2) + 2): the offset is not 1.

// CHECK-LABEL: func.func @gelu_offset_two
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_offset_two(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
  %offset = ov.Constant.v0 dense<2.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.Divide.v1 %x, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %c = ov.Add.v1 %b, %offset : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %e : tensor<2x3xf32>
}

// -----

// [gelu.factor] 0.5 x (1 + 2 erf(x / sqrt 2)): erf's factor is not 1.

// CHECK-LABEL: func.func @gelu_erf_doubled
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_erf_doubled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
  %offset = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.Divide.v1 %x, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %b2 = ov.Multiply.v1 %b, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %c = ov.Add.v1 %b2, %offset : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %e : tensor<2x3xf32>
}

// -----

// [gelu.erf-of-x] 0.5 x (1 + erf(y / sqrt 2)): erf reads another value.

// CHECK-LABEL: func.func @gelu_erf_of_other
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_erf_of_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
  %offset = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.Divide.v1 %y, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %c = ov.Add.v1 %b, %offset : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %e : tensor<2x3xf32>
}

// -----

// [gelu.single-use] erf is also a result: the subgraph stays.

// CHECK-LABEL: func.func @gelu_erf_used_elsewhere
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_erf_used_elsewhere(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
  %offset = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.Divide.v1 %x, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %c = ov.Add.v1 %b, %offset : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %e, %b : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// [gelu.computes-like] a 1x1x1 half broadcasts the product wider than x.

// CHECK-LABEL: func.func @gelu_broadcast_wider
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_broadcast_wider(%x: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
  %offset = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<1x1x1xf32>
  %a = ov.Divide.v1 %x, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Erf.v0 %a : tensor<2x3xf32>
  %c = ov.Add.v1 %b, %offset : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> tensor<1x2x3xf32>
  func.return %e : tensor<1x2x3xf32>
}

// -----

// [gelu.tanh-scale] tanh(0.7 (x + 0.044715 x^3)): not sqrt(2 / pi).

// CHECK-LABEL: func.func @gelu_tanh_scale
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_scale(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %c = ov.Constant.v0 dense<0.044715> : tensor<f32>
  %k = ov.Constant.v0 dense<0.7> : tensor<f32>
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

// [gelu.tanh-coefficient] tanh(sqrt(2 / pi) (x + 0.05 x^3)).

// CHECK-LABEL: func.func @gelu_tanh_coefficient
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_coefficient(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %c = ov.Constant.v0 dense<0.05> : tensor<f32>
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

// [gelu.tanh-one-factor] tanh(sqrt(2 / pi) (x + 0.044715 x^3) y): tanh's argument has another factor.

// CHECK-LABEL: func.func @gelu_tanh_extra_factor
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_extra_factor(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %c = ov.Constant.v0 dense<0.044715> : tensor<f32>
  %k = ov.Constant.v0 dense<0.797884583> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %cube = ov.Power.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Multiply.v1 %cube, %c : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Add.v1 %x, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %by = ov.Multiply.v1 %b, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %by, %k : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %t = ov.Tanh.v0 %d : tensor<2x3xf32>
  %e = ov.Add.v1 %t, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %f = ov.Multiply.v1 %half, %x : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = ov.Multiply.v1 %f, %e : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %g : tensor<2x3xf32>
}

// -----

// [gelu.cubic-linear] tanh(sqrt(2 / pi) (y + 0.044715 x^3)): the linear term is not x.

// CHECK-LABEL: func.func @gelu_tanh_linear_other
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_linear_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %c = ov.Constant.v0 dense<0.044715> : tensor<f32>
  %k = ov.Constant.v0 dense<0.797884583> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %cube = ov.Power.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Multiply.v1 %cube, %c : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Add.v1 %y, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = ov.Multiply.v1 %b, %k : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %t = ov.Tanh.v0 %d : tensor<2x3xf32>
  %e = ov.Add.v1 %t, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %f = ov.Multiply.v1 %half, %x : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = ov.Multiply.v1 %f, %e : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %g : tensor<2x3xf32>
}

// -----

// [gelu.cubic-degree] x + 0.044715 x^2: not a cube.

// CHECK-LABEL: func.func @gelu_tanh_square
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_square(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<2.0> : tensor<f32>
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

// [gelu.cubic-whole-power] x + 0.044715 x^3.5: the power is not whole.

// CHECK-LABEL: func.func @gelu_tanh_fractional_power
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_fractional_power(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.5> : tensor<f32>
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

// [gelu.cubic-of-x] x + 0.044715 y^3: the cube is of another value.

// CHECK-LABEL: func.func @gelu_tanh_cube_of_other
// CHECK-NOT:     ov.Gelu
// CHECK:         func.return

func.func @gelu_tanh_cube_of_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %c = ov.Constant.v0 dense<0.044715> : tensor<f32>
  %k = ov.Constant.v0 dense<0.797884583> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %cube = ov.Power.v1 %y, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
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

// [swish.sigmoid-of-x] x sigmoid(y).

// CHECK-LABEL: func.func @swish_of_other
// CHECK-NOT:     ov.Swish
// CHECK:         func.return

func.func @swish_of_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = ov.Sigmoid.v0 %y : tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [swish.scale] x (sigmoid(x) 2): the product's scale is not 1.

// CHECK-LABEL: func.func @swish_scaled
// CHECK-NOT:     ov.Swish
// CHECK:         func.return

func.func @swish_scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %s = ov.Sigmoid.v0 %x : tensor<2x3xf32>
  %s2 = ov.Multiply.v1 %s, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %s2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [swish.division-single-use] x / (1 + exp(-x)) with the denominator also a result (the
// condition is also implied by affine()'s single-use read: removing it alone changes nothing).

// CHECK-LABEL: func.func @swish_division_shared
// CHECK-NOT:     ov.Swish
// CHECK:         func.return

func.func @swish_division_shared(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %n = ov.Negative.v0 %x : tensor<2x3xf32>
  %e = ov.Exp.v0 %n : tensor<2x3xf32>
  %d = ov.Add.v1 %one, %e : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %x, %d : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r, %d : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// [swish.division-of-x] y / (1 + exp(-x)): the numerator is not exp's argument.

// CHECK-LABEL: func.func @swish_division_other
// CHECK-NOT:     ov.Swish
// CHECK:         func.return

func.func @swish_division_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %n = ov.Negative.v0 %x : tensor<2x3xf32>
  %e = ov.Exp.v0 %n : tensor<2x3xf32>
  %d = ov.Add.v1 %one, %e : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %y, %d : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [swish.division-offset] x / (2 + exp(-x)).

// CHECK-LABEL: func.func @swish_division_offset
// CHECK-NOT:     ov.Swish
// CHECK:         func.return

func.func @swish_division_offset(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %n = ov.Negative.v0 %x : tensor<2x3xf32>
  %e = ov.Exp.v0 %n : tensor<2x3xf32>
  %d = ov.Add.v1 %two, %e : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %x, %d : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [swish.division-factor] x / (1 + 2 exp(-x)).

// CHECK-LABEL: func.func @swish_division_factor
// CHECK-NOT:     ov.Swish
// CHECK:         func.return

func.func @swish_division_factor(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %n = ov.Negative.v0 %x : tensor<2x3xf32>
  %e = ov.Exp.v0 %n : tensor<2x3xf32>
  %e2 = ov.Multiply.v1 %e, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %d = ov.Add.v1 %one, %e2 : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %x, %d : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.beta] HardSigmoid(1/6, 0.4): beta is not 1/2.

// CHECK-LABEL: func.func @hard_sigmoid_beta
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hard_sigmoid_beta(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %alpha = ov.Constant.v0 dense<0.166666672> : tensor<f32>
  %beta = ov.Constant.v0 dense<0.4> : tensor<f32>
  %y = ov.HardSigmoid.v0 %x, %alpha, %beta : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [hsigmoid.one-factor] relu6(x + 3) y / 6: the quotient has another factor.

// CHECK-LABEL: func.func @hsigmoid_two_factors
// CHECK-NOT:     ov.HSigmoid
// CHECK-NOT:     ov.HSwish
// CHECK:         func.return

func.func @hsigmoid_two_factors(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %c = ov.Multiply.v1 %b, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %c, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.scale] relu6(x + 3) / 5.

// CHECK-LABEL: func.func @hsigmoid_by_five
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_by_five(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %five = ov.Constant.v0 dense<5.0> : tensor<f32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %five : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.offset] relu6(x + 2) / 6.

// CHECK-LABEL: func.func @hsigmoid_offset_two
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_offset_two(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %x, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.inner-scale] relu6(2 x + 3) / 6.

// CHECK-LABEL: func.func @hsigmoid_inner_scale
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_inner_scale(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %x2 = ov.Multiply.v1 %x, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Add.v1 %x2, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.inner-one-factor] relu6(x y + 3) / 6.

// CHECK-LABEL: func.func @hsigmoid_inner_product
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_inner_product(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %xy = ov.Multiply.v1 %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %a = ov.Add.v1 %xy, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [relu6.clamp-bounds] Clamp(x + 3, 0, 5) / 6.

// CHECK-LABEL: func.func @hsigmoid_clamp_five
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_clamp_five(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 5.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [relu6.cap] Minimum(Relu(x + 3), 5) / 6.

// CHECK-LABEL: func.func @hsigmoid_minimum_five
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_minimum_five(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %five = ov.Constant.v0 dense<5.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Relu.v0 %a : tensor<2x3xf32>
  %c = ov.Minimum.v1 %b, %five : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %c, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [relu6.floor] Minimum(Maximum(x + 3, 1), 6) / 6.

// CHECK-LABEL: func.func @hsigmoid_floor_one
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_floor_one(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Maximum.v1 %a, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %c = ov.Minimum.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %c, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.computes-like] a 1x1x1 divisor broadcasts wider than x.

// CHECK-LABEL: func.func @hsigmoid_broadcast_wider
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_broadcast_wider(%x: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<1x1x1xf32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> tensor<1x2x3xf32>
  func.return %r : tensor<1x2x3xf32>
}

// -----

// [hswish.relu6-of-x] x relu6(y + 3) / 6.

// CHECK-LABEL: func.func @hswish_of_other
// CHECK-NOT:     ov.HSwish
// CHECK:         func.return

func.func @hswish_of_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %y, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %c = ov.Multiply.v1 %x, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Divide.v1 %c, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hswish.hsigmoid-of-x] x HSigmoid(y).

// CHECK-LABEL: func.func @hswish_hsigmoid_of_other
// CHECK-NOT:     ov.HSwish
// CHECK:         func.return

func.func @hswish_hsigmoid_of_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %h = ov.HSigmoid.v5 %y : tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %h : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hswish.hsigmoid-scale] x (HSigmoid(x) 2).

// CHECK-LABEL: func.func @hswish_hsigmoid_scaled
// CHECK-NOT:     ov.HSwish
// CHECK:         func.return

func.func @hswish_hsigmoid_scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %h = ov.HSigmoid.v5 %x : tensor<2x3xf32>
  %h2 = ov.Multiply.v1 %h, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %h2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hswish.computes-like] x (HSigmoid(x) times a 1x1x1 one) is wider than x.

// CHECK-LABEL: func.func @hswish_broadcast_wider
// CHECK-NOT:     ov.HSwish
// CHECK:         func.return

func.func @hswish_broadcast_wider(%x: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<1x1x1xf32>
  %h = ov.HSigmoid.v5 %x : tensor<2x3xf32>
  %h2 = ov.Multiply.v1 %h, %one : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> tensor<1x2x3xf32>
  %r = ov.Multiply.v1 %x, %h2 : (tensor<2x3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  func.return %r : tensor<1x2x3xf32>
}

// -----

// [mish.softplus-of-x] x tanh(softplus(y)).

// CHECK-LABEL: func.func @mish_of_other
// CHECK-NOT:     ov.Mish
// CHECK:         func.return

func.func @mish_of_other(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = ov.SoftPlus.v4 %y : tensor<2x3xf32>
  %t = ov.Tanh.v0 %s : tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %t : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [mish.scale] x (tanh(softplus(x)) 2).

// CHECK-LABEL: func.func @mish_scaled
// CHECK-NOT:     ov.Mish
// CHECK:         func.return

func.func @mish_scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %s = ov.SoftPlus.v4 %x : tensor<2x3xf32>
  %t = ov.Tanh.v0 %s : tensor<2x3xf32>
  %t2 = ov.Multiply.v1 %t, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %t2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [mish.single-use] softplus(x) is also a result.

// CHECK-LABEL: func.func @mish_softplus_shared
// CHECK-NOT:     ov.Mish
// CHECK:         func.return

func.func @mish_softplus_shared(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %s = ov.SoftPlus.v4 %x : tensor<2x3xf32>
  %t = ov.Tanh.v0 %s : tensor<2x3xf32>
  %r = ov.Multiply.v1 %x, %t : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// [softplus.factor] log(2 exp(x) + 1).

// CHECK-LABEL: func.func @softplus_doubled_exp
// CHECK-NOT:     ov.SoftPlus
// CHECK:         func.return

func.func @softplus_doubled_exp(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %e = ov.Exp.v0 %x : tensor<2x3xf32>
  %e2 = ov.Multiply.v1 %e, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Add.v1 %e2, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Log.v0 %a : tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [softplus.scale] log(exp(2 x) + 1).

// CHECK-LABEL: func.func @softplus_scaled_argument
// CHECK-NOT:     ov.SoftPlus
// CHECK:         func.return

func.func @softplus_scaled_argument(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %x2 = ov.Multiply.v1 %x, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %e = ov.Exp.v0 %x2 : tensor<2x3xf32>
  %a = ov.Add.v1 %e, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Log.v0 %a : tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [softplus.one-factor] log(exp(x y) + 1).

// CHECK-LABEL: func.func @softplus_product_argument
// CHECK-NOT:     ov.SoftPlus
// CHECK:         func.return

func.func @softplus_product_argument(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %xy = ov.Multiply.v1 %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = ov.Exp.v0 %xy : tensor<2x3xf32>
  %a = ov.Add.v1 %e, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = ov.Log.v0 %a : tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [softplus.computes-like] log(exp(x) + 1) with a 1x1x1 one.

// CHECK-LABEL: func.func @softplus_broadcast_wider
// CHECK-NOT:     ov.SoftPlus
// CHECK:         func.return

func.func @softplus_broadcast_wider(%x: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<1x1x1xf32>
  %e = ov.Exp.v0 %x : tensor<2x3xf32>
  %a = ov.Add.v1 %e, %one : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> tensor<1x2x3xf32>
  %r = ov.Log.v0 %a : tensor<1x2x3xf32>
  func.return %r : tensor<1x2x3xf32>
}

// -----

// [relu6.clamp-bounds] Clamp(x + 3, 0, 7) / 6: a bound above 6 is not relu6 either.

// CHECK-LABEL: func.func @hsigmoid_clamp_seven
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_clamp_seven(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %a = ov.Add.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 7.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// [hsigmoid.inner-scale] relu6(0.5 x + 3) / 6: a scale below 1 neither.

// CHECK-LABEL: func.func @hsigmoid_inner_half
// CHECK-NOT:     ov.HSigmoid
// CHECK:         func.return

func.func @hsigmoid_inner_half(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %half = ov.Constant.v0 dense<0.5> : tensor<f32>
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %six = ov.Constant.v0 dense<6.0> : tensor<f32>
  %xh = ov.Multiply.v1 %x, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %a = ov.Add.v1 %xh, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = ov.Clamp.v0 %a {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %r = ov.Divide.v1 %b, %six : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}
