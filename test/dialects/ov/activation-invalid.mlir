// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the activations.

func.func @integer_data(%x: tensor<2xi32>) -> tensor<2xi32> {
  %y = ov.Mish.v4 %x : tensor<2xi32>
  func.return %y : tensor<2xi32>
}
// CHECK: Mish needs floating-point data, got i32

// -----

func.func @gelu_mode(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Gelu.v7 %x {approximation_mode = "none"} : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: approximation_mode must be one of ERF, TANH, not 'none'

// -----

func.func @log_softmax_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.LogSoftmax.v5 %x {axis = 2 : i64} : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: axis 2 is out of range for rank 2

// -----

func.func @selu_parameter_type(%x: tensor<2xf32>, %p: tensor<f16>) -> tensor<2xf32> {
  %y = ov.Selu.v0 %x, %p, %p : (tensor<2xf32>, tensor<f16>, tensor<f16>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: operands must share one element type

// -----

func.func @hard_sigmoid_parameter_size(%x: tensor<2xf32>, %p: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.HardSigmoid.v0 %x, %p, %p : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: HardSigmoid needs one-element parameters, got tensor<2xf32>

// -----

// OpenVINO's HardSigmoid checks that alpha and beta are scalars: [1] is refused.
func.func @hard_sigmoid_parameter_rank(%x: tensor<2xf32>, %p: tensor<1xf32>) -> tensor<2xf32> {
  %y = ov.HardSigmoid.v0 %x, %p, %p : (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: HardSigmoid needs scalar (rank 0) parameters, got tensor<1xf32>

// -----

func.func @prelu_slope(%x: tensor<2x3x4xf32>, %s: tensor<1x1x3xf32>) -> tensor<2x3x4xf32> {
  %y = ov.PRelu.v0 %x, %s : (tensor<2x3x4xf32>, tensor<1x1x3xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}
// CHECK-NEXT: PReLU's slope [1,1,3] neither follows the channels nor broadcasts to [2,3,4]

// -----

// ov.HSwish.v4 is defined on floating-point data only.
func.func @hswish_integers(%x: tensor<2x3xi32>) {
  %y = ov.HSwish.v4 %x : tensor<2x3xi32>
  func.return
}
// CHECK: a ov.HSwish.v4 op: HSwish needs floating-point data, got i32

// -----

// ov.HSigmoid.v5 is defined on floating-point data only.
func.func @hsigmoid_integers(%x: tensor<2x3xi32>) {
  %y = ov.HSigmoid.v5 %x : tensor<2x3xi32>
  func.return
}
// CHECK: a ov.HSigmoid.v5 op: HSigmoid needs floating-point data, got i32

// -----

// ov.SoftPlus.v4 is defined on floating-point data only.
func.func @softplus_integers(%x: tensor<2x3xi32>) {
  %y = ov.SoftPlus.v4 %x : tensor<2x3xi32>
  func.return
}
// CHECK: a ov.SoftPlus.v4 op: SoftPlus needs floating-point data, got i32

// -----

// ov.SoftSign.v9 is defined on floating-point data only.
func.func @softsign_integers(%x: tensor<2x3xi32>) {
  %y = ov.SoftSign.v9 %x : tensor<2x3xi32>
  func.return
}
// CHECK: a ov.SoftSign.v9 op: SoftSign needs floating-point data, got i32

// -----

// Elu's alpha is a property of every Elu: it cannot be left out.
func.func @elu_no_alpha(%x: tensor<2x3xf32>) {
  %y = "ov.Elu.v0"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Elu.v0 op: property 'alpha' expected in operation 'ov.Elu.v0'

// -----

// Swish's beta is one value.
func.func @swish_beta_tensor(%x: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %y = "ov.Swish.v4"(%x, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Swish.v4 op: Swish needs one-element parameters, got tensor<3xf32>
