// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Activations with an OpenVINO op of their own; the ONNX attributes become attributes (Elu,
// Gelu) or scalar constants of the data's type (Selu, LeakyRelu as PReLU, HardSigmoid, Swish).
// Swish with alpha 1 takes no beta.

// CHECK-LABEL: func.func @own_ops
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.Elu.v0 %[[X]] {alpha = 5.000000e-01 : f64} : tensor<2x3xf32>
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<1.67326319> : tensor<f32>
// CHECK-NEXT:    %[[GAMMA:.*]] = ov.Constant.v0 dense<1.05070102> : tensor<f32>
// CHECK-NEXT:    %[[B:.*]] = ov.Selu.v0 %[[A]], %[[ALPHA]], %[[GAMMA]] : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[SLOPE:.*]] = ov.Constant.v0 dense<1.000000e-02> : tensor<f32>
// CHECK-NEXT:    %[[C:.*]] = ov.PRelu.v0 %[[B]], %[[SLOPE]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[HA:.*]] = ov.Constant.v0 dense<2.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[HB:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[D:.*]] = ov.HardSigmoid.v0 %[[C]], %[[HA]], %[[HB]] : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[E:.*]] = ov.HSwish.v4 %[[D]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.SoftPlus.v4 %[[E]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[G:.*]] = ov.SoftSign.v9 %[[F]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.Mish.v4 %[[G]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Gelu.v7 %[[H]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[J:.*]] = ov.Gelu.v7 %[[I]] {approximation_mode = "TANH"} : tensor<2x3xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Swish.v4 %[[J]] : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[BETA:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[L:.*]] = ov.Swish.v4 %[[K]], %[[BETA]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[L]]
func.func @own_ops(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = "onnx.Elu"(%x) <{version = 6 : i64, alpha = 0.5 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "onnx.Selu"(%a) <{version = 6 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = "onnx.LeakyRelu"(%b) <{version = 16 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = "onnx.HardSigmoid"(%c) <{version = 6 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = "onnx.HardSwish"(%d) <{version = 14 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %f = "onnx.Softplus"(%e) <{version = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = "onnx.Softsign"(%f) <{version = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %h = "onnx.Mish"(%g) <{version = 18 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %i = "onnx.Gelu"(%h) <{version = 20 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %j = "onnx.Gelu"(%i) <{version = 20 : i64, approximate = "tanh"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %k = "onnx.Swish"(%j) <{version = 24 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %l = "onnx.Swish"(%k) <{version = 24 : i64, alpha = 2.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %l : tensor<2x3xf32>
}

// -----

// A slope of lower rank gets leading 1-dims, so that OpenVINO broadcasts it as numpy does
// (its PReLU would apply a 1-D slope along dim 1). A scalar slope, or one of X's rank, must not
// be unsqueezed.

// CHECK-LABEL: func.func @prelu
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[C:.*]]: tensor<3x1xf32>, %[[S:.*]]: tensor<f32>, %[[SAME:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[C3:.*]] = ov.Unsqueeze.v0 %[[C]], %[[AXES]] : (tensor<3x1xf32>, tensor<1xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.PRelu.v0 %[[X]], %[[C3]] : (tensor<2x3x4xf32>, tensor<1x3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.PRelu.v0 %[[X]], %[[S]] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.PRelu.v0 %[[X]], %[[SAME]] : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[D]]
func.func @prelu(%x: tensor<2x3x4xf32>, %c: tensor<3x1xf32>, %s: tensor<f32>, %same: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %a = "onnx.PRelu"(%x, %c) <{version = 16 : i64}> : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %b = "onnx.PRelu"(%x, %s) <{version = 16 : i64}> : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %d = "onnx.PRelu"(%x, %same) <{version = 9 : i64}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return %a, %b, %d : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// Before PRelu-7 a 1-D slope is per channel, as OpenVINO's PReLU reads it: no Unsqueeze.

// CHECK-LABEL: func.func @prelu_6
// CHECK-NEXT:    %[[A:.*]] = ov.PRelu.v0 %{{.*}}, %{{.*}} : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[A]]
func.func @prelu_6(%x: tensor<2x3x4xf32>, %c: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %a = "onnx.PRelu"(%x, %c) <{version = 6 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  func.return %a : tensor<2x3x4xf32>
}

// -----

// From PRelu-7 on, a 1-D slope broadcasts as numpy does: along the last dim.

// CHECK-LABEL: func.func @prelu_7
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[C:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[C3:.*]] = ov.Unsqueeze.v0 %[[C]], %[[AXES]] : (tensor<4xf32>, tensor<2xi64>) -> tensor<1x1x4xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.PRelu.v0 %[[X]], %[[C3]] : (tensor<2x3x4xf32>, tensor<1x1x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[A]]
func.func @prelu_7(%x: tensor<2x3x4xf32>, %c: tensor<4xf32>) -> tensor<2x3x4xf32> {
  %a = "onnx.PRelu"(%x, %c) <{version = 7 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  func.return %a : tensor<2x3x4xf32>
}

// -----

// ThresholdedRelu and Shrink select; Celu is alpha * Elu(x / alpha), only Elu when alpha is 1.

// CHECK-LABEL: func.func @composed
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[T_ALPHA:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[ABOVE:.*]] = ov.Greater.v1 %[[X]], %[[T_ALPHA]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[T:.*]] = ov.Select.v1 %[[ABOVE]], %[[X]], %[[ZERO]] : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[C_ALPHA:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Divide.v1 %[[X]], %[[C_ALPHA]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ELU:.*]] = ov.Elu.v0 %[[SCALED]] {alpha = 1.000000e+00 : f64} : tensor<4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Multiply.v1 %[[ELU]], %[[C_ALPHA]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[C1:.*]] = ov.Elu.v0 %[[X]] {alpha = 1.000000e+00 : f64} : tensor<4xf32>
// CHECK-NEXT:    %[[BIAS:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[NEG_LAMBD:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.Less.v1 %[[X]], %[[NEG_LAMBD]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[RAISED:.*]] = ov.Add.v1 %[[X]], %[[BIAS]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ZERO2:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[LOW:.*]] = ov.Select.v1 %[[BELOW]], %[[RAISED]], %[[ZERO2]] : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[LAMBD:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[OVER:.*]] = ov.Greater.v1 %[[X]], %[[LAMBD]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[LOWERED:.*]] = ov.Subtract.v1 %[[X]], %[[BIAS]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Select.v1 %[[OVER]], %[[LOWERED]], %[[LOW]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    func.return %[[T]], %[[C]], %[[C1]], %[[S]]
func.func @composed(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = "onnx.ThresholdedRelu"(%x) <{version = 10 : i64, alpha = 2.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %c = "onnx.Celu"(%x) <{version = 12 : i64, alpha = 2.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %c1 = "onnx.Celu"(%x) <{version = 12 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  %s = "onnx.Shrink"(%x) <{version = 9 : i64, bias = 1.5 : f32, lambd = 1.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %t, %c, %c1, %s : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A negative alpha: Celu is max(0, x) + min(0, alpha * (exp(x / alpha) - 1)) as written, since
// alpha * Elu(x / alpha) would take the exponential where x > 0 (alpha 0 is refused, in -invalid).

// CHECK-LABEL: func.func @celu_negative_alpha
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<-2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Divide.v1 %[[X]], %[[ALPHA]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[EXP:.*]] = ov.Exp.v0 %[[SCALED]] : tensor<4xf32>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[GROWN:.*]] = ov.Subtract.v1 %[[EXP]], %[[ONE]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[TIMES:.*]] = ov.Multiply.v1 %[[GROWN]], %[[ALPHA]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.Minimum.v1 %[[TIMES]], %[[ZERO]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ABOVE:.*]] = ov.Maximum.v1 %[[X]], %[[ZERO]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[ABOVE]], %[[BELOW]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @celu_negative_alpha(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = "onnx.Celu"(%x) <{version = 12 : i64, alpha = -2.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %c : tensor<4xf32>
}

// -----

// LogSoftmax-13 works on one axis; before opset 13 on the input flattened to 2-D at axis (default
// 1), which is one axis only when it is the last.

// CHECK-LABEL: func.func @log_softmax
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.LogSoftmax.v5 %[[X]] : tensor<2x3x4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.LogSoftmax.v5 %[[X]] {axis = 2 : i64} : tensor<2x3x4xf32>
// CHECK-NEXT:    %[[FLAT_SHAPE:.*]] = ov.Constant.v0 dense<[2, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[FLAT:.*]] = ov.Reshape.v1 %[[X]], %[[FLAT_SHAPE]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.LogSoftmax.v5 %[[FLAT]] : tensor<2x12xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[2, 3, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Reshape.v1 %[[L]], %[[SHAPE]] {special_zero = false} : (tensor<2x12xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @log_softmax(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %a = "onnx.LogSoftmax"(%x) <{version = 13 : i64, axis = 1 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %b = "onnx.LogSoftmax"(%x) <{version = 11 : i64, axis = -1 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %c = "onnx.LogSoftmax"(%x) <{version = 1 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return %a, %b, %c : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// OpenVINO has no Hardmax: 1 where the position along the axis is the least of those holding
// the maximum.

// CHECK-LABEL: func.func @hardmax
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[POS:.*]] = ov.Constant.v0 dense<{{\[}}[0], [1]]> : tensor<2x1xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[MAX:.*]] = ov.ReduceMax.v1 %[[X]], %[[AXES]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<1x3xf32>
// CHECK-NEXT:    %[[AT_MAX:.*]] = ov.Equal.v1 %[[X]], %[[MAX]] : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[SIZE:.*]] = ov.Constant.v0 dense<2> : tensor<i64>
// CHECK-NEXT:    %[[CANDIDATES:.*]] = ov.Select.v1 %[[AT_MAX]], %[[POS]], %[[SIZE]] : (tensor<2x3xi1>, tensor<2x1xi64>, tensor<i64>) -> tensor<2x3xi64>
// CHECK-NEXT:    %[[FIRST:.*]] = ov.ReduceMin.v1 %[[CANDIDATES]], %[[AXES]] {keep_dims = true} : (tensor<2x3xi64>, tensor<1xi64>) -> tensor<1x3xi64>
// CHECK-NEXT:    %[[ONE_HOT:.*]] = ov.Equal.v1 %[[POS]], %[[FIRST]] : (tensor<2x1xi64>, tensor<1x3xi64>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %[[ONE_HOT]] {destination_type = f32} : (tensor<2x3xi1>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @hardmax(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.Hardmax"(%x) <{version = 13 : i64, axis = 0 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
