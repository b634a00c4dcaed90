// RUN: OV_ROUNDTRIP

// The activations and LogSoftmax, printed generic, parsed back and printed in their custom
// form. Selu, HardSigmoid, PReLU and Swish take their parameters as inputs.

// CHECK-LABEL: func.func @unary
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.HSwish.v4 %[[X]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[HS:.*]] = ov.HSigmoid.v5 %[[A]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.SoftPlus.v4 %[[HS]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.SoftSign.v9 %[[B]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Mish.v4 %[[C]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[E:.*]] = ov.Elu.v0 %[[D]] {alpha = 5.000000e-01 : f64} : tensor<?x3xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Gelu.v7 %[[E]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[G:.*]] = ov.Gelu.v7 %[[F]] {approximation_mode = "TANH"} : tensor<?x3xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.LogSoftmax.v5 %[[G]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.LogSoftmax.v5 %[[H]] {axis = -2 : i64} : tensor<?x3xf32>
// CHECK-NEXT:    func.return %[[I]] : tensor<?x3xf32>
func.func @unary(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %a = ov.HSwish.v4 %x : tensor<?x3xf32>
  %hs = ov.HSigmoid.v5 %a : tensor<?x3xf32>
  %b = ov.SoftPlus.v4 %hs : tensor<?x3xf32>
  %c = ov.SoftSign.v9 %b : tensor<?x3xf32>
  %d = ov.Mish.v4 %c : tensor<?x3xf32>
  %e = ov.Elu.v0 %d {alpha = 0.5 : f64} : tensor<?x3xf32>
  %f = ov.Gelu.v7 %e {approximation_mode = "ERF"} : tensor<?x3xf32>
  %g = ov.Gelu.v7 %f {approximation_mode = "TANH"} : tensor<?x3xf32>
  %h = ov.LogSoftmax.v5 %g : tensor<?x3xf32>
  %i = ov.LogSoftmax.v5 %h {axis = -2 : i64} : tensor<?x3xf32>
  func.return %i : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @parametrized
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf16>, %[[S:.*]]: tensor<3x1xf16>)
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f16>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1xf16>
// CHECK-NEXT:    %[[A:.*]] = ov.Selu.v0 %[[X]], %[[ALPHA]], %[[ONE]] : (tensor<2x3x4xf16>, tensor<f16>, tensor<1xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT:    %[[B:.*]] = ov.HardSigmoid.v0 %[[A]], %[[ALPHA]], %[[ALPHA]] : (tensor<2x3x4xf16>, tensor<f16>, tensor<f16>) -> tensor<2x3x4xf16>
// CHECK-NEXT:    %[[C:.*]] = ov.PRelu.v0 %[[B]], %[[S]] : (tensor<2x3x4xf16>, tensor<3x1xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT:    %[[D:.*]] = ov.Swish.v4 %[[C]] : (tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
// CHECK-NEXT:    %[[E:.*]] = ov.Swish.v4 %[[D]], %[[ALPHA]] : (tensor<2x3x4xf16>, tensor<f16>) -> tensor<2x3x4xf16>
// CHECK-NEXT:    func.return %[[E]] : tensor<2x3x4xf16>
func.func @parametrized(%x: tensor<2x3x4xf16>, %s: tensor<3x1xf16>) -> tensor<2x3x4xf16> {
  %alpha = ov.Constant.v0 dense<1.5> : tensor<f16>
  %one = ov.Constant.v0 dense<1.0> : tensor<1xf16>
  %a = ov.Selu.v0 %x, %alpha, %one : (tensor<2x3x4xf16>, tensor<f16>, tensor<1xf16>) -> tensor<2x3x4xf16>
  %b = ov.HardSigmoid.v0 %a, %alpha, %alpha : (tensor<2x3x4xf16>, tensor<f16>, tensor<f16>) -> tensor<2x3x4xf16>
  %c = ov.PRelu.v0 %b, %s : (tensor<2x3x4xf16>, tensor<3x1xf16>) -> tensor<2x3x4xf16>
  %d = ov.Swish.v4 %c : (tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  %e = ov.Swish.v4 %d, %alpha : (tensor<2x3x4xf16>, tensor<f16>) -> tensor<2x3x4xf16>
  func.return %e : tensor<2x3x4xf16>
}

// -----

// A 1-D slope as long as dim 1 follows the channels, even where numpy's broadcasting (along
// the last dim, 4) would refuse it; OpenVINO infers [2,3,4].

// CHECK-LABEL: func.func @prelu_per_channel
// CHECK:         ov.PRelu.v0 %{{.*}}, %{{.*}} : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
func.func @prelu_per_channel(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %y = ov.PRelu.v0 %x, %s : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}
