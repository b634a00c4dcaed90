// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// Power by a constant: x^1 is the identity and x^0 is one everywhere (0^0 = 1 in OpenVINO's
// Power), both exact PWLs; a Power whose exponent is not one constant, whose base is a
// constant, or whose result broadcasts beyond its data has no PWL and stays an ov op.

// CHECK-LABEL: func.func @power_one
// CHECK:         gna.pwl %{{.*}} {slopes = array<f32: 1.000000e+00>, intercepts = array<f32: 0.000000e+00>, knots = array<f32: -1.000000e+00, 1.000000e+00>, approximates = "power"}
// CHECK-NOT:     ov.Power
func.func @power_one(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %e = ov.Constant.v0 dense<1.0> : tensor<f32>
  %y = ov.Power.v1 %x, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// CHECK-LABEL: func.func @power_zero
// CHECK:         gna.pwl %{{.*}} {slopes = array<f32: 0.000000e+00>, intercepts = array<f32: 1.000000e+00>, knots = array<f32: -1.000000e+00, 1.000000e+00>, approximates = "power"}
// CHECK-NOT:     ov.Power
func.func @power_zero(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %e = ov.Constant.v0 dense<0.0> : tensor<f32>
  %y = ov.Power.v1 %x, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// CHECK-LABEL: func.func @runtime_exponent
// CHECK:         ov.Power.v1 %x, %e
// CHECK-NOT:     gna.
func.func @runtime_exponent(%x: tensor<1x8xf32>, %e: tensor<f32>) -> tensor<1x8xf32> {
  %y = ov.Power.v1 %x, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// CHECK-LABEL: func.func @two_exponents
// CHECK:         ov.Power.v1 %x, %{{.*}} : (tensor<1x2xf32>, tensor<2xf32>)
// CHECK-NOT:     gna.
func.func @two_exponents(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %e = ov.Constant.v0 dense<[2.0, 3.0]> : tensor<2xf32>
  %y = ov.Power.v1 %x, %e : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// CHECK-LABEL: func.func @constant_base
// CHECK:         ov.Power.v1 %{{.*}}, %{{.*}} : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK-NOT:     gna.pwl
func.func @constant_base(%e: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %x = ov.Constant.v0 dense<2.0> : tensor<f32>
  %c = ov.Constant.v0 dense<2.0> : tensor<f32>
  %y = ov.Power.v1 %x, %c : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %z = ov.Add.v1 %e, %y : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %z : tensor<1x8xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_exponent
// CHECK:         ov.Power.v1 %x, %{{.*}} : (tensor<8xf32>, tensor<1x1xf32>) -> tensor<1x8xf32>
// CHECK-NOT:     gna.
func.func @broadcast_exponent(%x: tensor<8xf32>) -> tensor<1x8xf32> {
  %e = ov.Constant.v0 dense<2.0> : tensor<1x1xf32>
  %y = ov.Power.v1 %x, %e : (tensor<8xf32>, tensor<1x1xf32>) -> tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// Sqrt is not a GNA activation: it stays on the CPU.
// CHECK-LABEL: func.func @sqrt
// CHECK:         ov.Sqrt.v0 %x
// CHECK-NOT:     gna.
func.func @sqrt(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Sqrt.v0 %x : tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// Only @main's activations are checked for a PWL before the rewrite; x^-1 in another function
// (a pole at 0: no PWL reaches the bound) stays an ov op and the pass does not fail.
// CHECK-LABEL: func.func @main
// CHECK:         gna.pwl {{.*}}approximates = "sigmoid"
// CHECK-LABEL: func.func @helper
// CHECK:         ov.Power.v1 %x, %{{.*}} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
// CHECK-NOT:     gna.
func.func @main(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Sigmoid.v0 %x : tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}
func.func @helper(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %e = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %y = ov.Power.v1 %x, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// PRelu slopes that are not one per channel of a rank-3+ input are numpy-broadcast as they are:
// of [N, C] data the channels are the last axis (weights [C]); of 1-D data, one per element; a
// [2] slope of [1, 4, 1, 2] data follows the last axis (not the 4 channels); a [6, 6] slope the
// last two axes.
// CHECK-LABEL: func.func @prelu_rank_2
// CHECK:         gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<2x4xf32, NC>, tensor<4xf32>, tensor<1xf32>)
func.func @prelu_rank_2(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %s = ov.Constant.v0 dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @prelu_rank_1
// CHECK:         gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<4xf32, ND>, tensor<4xf32>, tensor<1xf32>)
func.func @prelu_rank_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = ov.Constant.v0 dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @prelu_last_axis
// CHECK:         ov.Constant.v0 dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf32>
// CHECK:         gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<1x4x1x2xf32, NCHW>, tensor<2xf32>, tensor<1xf32>)
func.func @prelu_last_axis(%x: tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32> {
  %s = ov.Constant.v0 dense<[0.1, 0.2]> : tensor<2xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<1x4x1x2xf32>, tensor<2xf32>) -> tensor<1x4x1x2xf32>
  func.return %y : tensor<1x4x1x2xf32>
}

// -----

// CHECK-LABEL: func.func @prelu_two_axes
// CHECK:         gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<1x6x6x6xf32, NCHW>, tensor<6x6xf32>, tensor<1xf32>)
func.func @prelu_two_axes(%x: tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32> {
  %s = ov.Constant.v0 dense<0.25> : tensor<6x6xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<1x6x6x6xf32>, tensor<6x6xf32>) -> tensor<1x6x6x6xf32>
  func.return %y : tensor<1x6x6x6xf32>
}

// -----

// A Reshape that regroups non-unit dims before an activation: the PWL takes the reshaped
// [3, 2] shape (one cast from the input), not the [2, 3] gna value the Reshape read, since
// more than 1-dims tell the two shapes apart.
// CHECK-LABEL: func.func @relu_after_regroup
// CHECK-NEXT:    %[[C:.*]] = gna.layout_cast %x : tensor<2x3xf32> to !gna.tensor<3x2xf32, NC>
// CHECK-NEXT:    %[[P:.*]] = gna.pwl %[[C]] {{.*}} : (!gna.tensor<3x2xf32, NC>) -> !gna.tensor<3x2xf32, NC>
// CHECK-NEXT:    %[[Y:.*]] = gna.layout_cast %[[P]] : !gna.tensor<3x2xf32, NC> to tensor<3x2xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<3x2xf32>
func.func @relu_after_regroup(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
  %r = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %y = ov.Relu.v0 %r : tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}
