// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Element-wise TensorFlow ops: the ov op of the same function, or a short composition where
// OpenVINO has none. The refusals come first: --verify-diagnostics prints them as it meets
// them, the converted chunks after all of them.

// Refused (must not fire): Select (v1) picks along the first axis when its condition is a
// vector, so it needs the condition's rank.
// CHECK: no lowering to OpenVINO for node 'select' (Select): needs an input of known rank, got tensor<*xi1>; an extension can add one
func.func @select_unranked(%c: tensor<*xi1>, %x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "tf.Select"(%c, %x, %x) <{T = f32}> : (tensor<*xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("select")
  func.return %y : tensor<2x3xf32>
}

// -----

// One op each; TensorFlow broadcasts as numpy does, OpenVINO's default.
// CHECK-LABEL: func.func @unary_binary
// CHECK-NEXT:    %[[A:.*]] = ov.Abs.v0 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[A]], %y : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.FloorMod.v1 %[[S]], %y
// CHECK-NEXT:    func.return %[[M]]
func.func @unary_binary(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> tensor<2x3xf32> {
  %a = "tf.Abs"(%x) <{T = f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = "tf.AddV2"(%a, %y) <{T = f32}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %m = "tf.FloorMod"(%s, %y) <{T = f32}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %m : tensor<2x3xf32>
}

// -----

// Integer FloorDiv is (x - x mod y) / y, exact (the CPU plugin truncates an integer Divide);
// integer TruncateDiv is the truncating Divide; float FloorDiv the floor of the quotient,
// float TruncateDiv its sign times the floor of its magnitude.
// CHECK-LABEL: func.func @divisions
// CHECK-NEXT:    %[[R:.*]] = ov.FloorMod.v1 %x, %y
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %x, %[[R]]
// CHECK-NEXT:    %[[A:.*]] = ov.Divide.v1 %[[D]], %y {m_pythondiv = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[B:.*]] = ov.Divide.v1 %x, %y {m_pythondiv = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %f, %g {m_pythondiv = false}
// CHECK-NEXT:    %[[C:.*]] = ov.Floor.v0 %[[Q]]
// CHECK-NEXT:    %[[Q2:.*]] = ov.Divide.v1 %f, %g {m_pythondiv = false}
// CHECK-NEXT:    %[[SIGN:.*]] = ov.Sign.v0 %[[Q2]]
// CHECK-NEXT:    %[[ABS:.*]] = ov.Abs.v0 %[[Q2]]
// CHECK-NEXT:    %[[FLOOR:.*]] = ov.Floor.v0 %[[ABS]]
// CHECK-NEXT:    %[[T:.*]] = ov.Multiply.v1 %[[SIGN]], %[[FLOOR]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]], %[[T]]
func.func @divisions(%x: tensor<4xi32>, %y: tensor<4xi32>, %f: tensor<4xf32>, %g: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) {
  %a = "tf.FloorDiv"(%x, %y) <{T = i32}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %b = "tf.TruncateDiv"(%x, %y) <{T = i32}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %c = "tf.FloorDiv"(%f, %g) <{T = f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %d = "tf.TruncateDiv"(%f, %g) <{T = f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %a, %b, %c, %d : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Rsqrt as 1 / sqrt, SquaredDifference as the square of the difference, Log1p as log(x + 1),
// DivNoNan as 0 where the divisor is 0.
// CHECK-LABEL: func.func @composed
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[ROOT:.*]] = ov.Sqrt.v0 %x
// CHECK-NEXT:    %[[A:.*]] = ov.Divide.v1 %[[ONE]], %[[ROOT]]
// CHECK-NEXT:    %[[DIFF:.*]] = ov.Subtract.v1 %x, %y
// CHECK-NEXT:    %[[B:.*]] = ov.Multiply.v1 %[[DIFF]], %[[DIFF]]
// CHECK-NEXT:    %[[ONE2:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %x, %[[ONE2]]
// CHECK-NEXT:    %[[C:.*]] = ov.Log.v0 %[[SUM]]
// CHECK-NEXT:    %[[QUOTIENT:.*]] = ov.Divide.v1 %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[ZERO2:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[IS_ZERO:.*]] = ov.Equal.v1 %y, %[[ZERO2]]
// CHECK-NEXT:    %[[D:.*]] = ov.Select.v1 %[[IS_ZERO]], %[[ZERO]], %[[QUOTIENT]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @composed(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = "tf.Rsqrt"(%x) <{T = f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %b = "tf.SquaredDifference"(%x, %y) <{T = f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c = "tf.Log1p"(%x) <{T = f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %d = "tf.DivNoNan"(%x, %y) <{T = f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %a, %b, %c, %d : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Round of floats rounds half to even; of integers (must not fire) it is its input.
// CHECK-LABEL: func.func @round
// CHECK-NEXT:    %[[A:.*]] = ov.Round.v5 %x : tensor<4xf32>
// CHECK-NEXT:    func.return %[[A]], %i
func.func @round(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %a = "tf.Round"(%x) <{T = f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %b = "tf.Round"(%i) <{T = i32}> : (tensor<4xi32>) -> tensor<4xi32>
  func.return %a, %b : tensor<4xf32>, tensor<4xi32>
}

// -----

// Relu6 as Clamp(0, 6), LeakyRelu as PRelu of its alpha, Selu with TensorFlow's constants.
// CHECK-LABEL: func.func @activations
// CHECK-NEXT:    %[[A:.*]] = ov.Clamp.v0 %x {min = 0.000000e+00 : f64, max = 6.000000e+00 : f64}
// CHECK-NEXT:    %[[SLOPE:.*]] = ov.Constant.v0 dense<2.500000e-01> : tensor<f32>
// CHECK-NEXT:    %[[B:.*]] = ov.PRelu.v0 %x, %[[SLOPE]]
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<1.67326319> : tensor<f32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<1.05070102> : tensor<f32>
// CHECK-NEXT:    %[[C:.*]] = ov.Selu.v0 %x, %[[ALPHA]], %[[SCALE]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @activations(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = "tf.Relu6"(%x) <{T = f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %b = "tf.LeakyRelu"(%x) <{T = f32, alpha = 0.25 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %c = "tf.Selu"(%x) <{T = f32}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Cast is a Convert; to bool, whether non-zero; to its own type (must not fire), its input.
// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %x {destination_type = i32} : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[B:.*]] = ov.NotEqual.v1 %x, %[[ZERO]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %i
func.func @casts(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>, tensor<4xi32>) {
  %a = "tf.Cast"(%x) <{SrcT = f32, DstT = i32}> : (tensor<4xf32>) -> tensor<4xi32>
  %b = "tf.Cast"(%x) <{SrcT = f32, DstT = i1}> : (tensor<4xf32>) -> tensor<4xi1>
  %c = "tf.Cast"(%i) <{SrcT = i32, DstT = i32}> : (tensor<4xi32>) -> tensor<4xi32>
  func.return %a, %b, %c : tensor<4xi32>, tensor<4xi1>, tensor<4xi32>
}

// -----

// Select with a vector condition gets trailing axes of 1 (it picks rows); SelectV2 broadcasts
// as numpy and takes the condition as it is (must not fire).
// CHECK-LABEL: func.func @selects
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[ROWS:.*]] = ov.Unsqueeze.v0 %c, %[[AXES]] : (tensor<2xi1>, tensor<1xi64>) -> tensor<2x1xi1>
// CHECK-NEXT:    %[[A:.*]] = ov.Select.v1 %[[ROWS]], %x, %y
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %c
// CHECK-NEXT:    %[[B:.*]] = ov.Select.v1 %[[R]], %x, %y
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @selects(%c: tensor<2xi1>, %x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = "tf.Select"(%c, %x, %y) <{T = f32}> : (tensor<2xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %d = "tf.Reshape"(%c, %s) <{T = i1, Tshape = i32}> : (tensor<2xi1>, tensor<2xi32>) -> tensor<2x1xi1>
  %b = "tf.SelectV2"(%d, %x, %y) <{T = f32}> : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// ClipByValue with known float bounds is a Clamp; of integers, or with a bound computed at run
// time (must not fire), it is Minimum(Maximum(x, low), high).
// CHECK-LABEL: func.func @clips
// CHECK:         %[[A:.*]] = ov.Clamp.v0 %x {min = -1.000000e+00 : f64, max = 1.500000e+00 : f64}
// CHECK-NEXT:    %[[MAX:.*]] = ov.Maximum.v1 %i, %li
// CHECK-NEXT:    %[[B:.*]] = ov.Minimum.v1 %[[MAX]], %hi
// CHECK-NEXT:    %[[MAX2:.*]] = ov.Maximum.v1 %x, %lo
// CHECK-NEXT:    %[[C:.*]] = ov.Minimum.v1 %[[MAX2]], %h
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @clips(%x: tensor<4xf32>, %i: tensor<4xi32>, %lo: tensor<f32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %l = "tf.Const"() <{value = dense<-1.0> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
  %h = "tf.Const"() <{value = dense<1.5> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
  %li = "tf.Const"() <{value = dense<-1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %hi = "tf.Const"() <{value = dense<2> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %a = "tf.ClipByValue"(%x, %l, %h) <{T = f32}> : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  %b = "tf.ClipByValue"(%i, %li, %hi) <{T = i32}> : (tensor<4xi32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
  %c = "tf.ClipByValue"(%x, %lo, %h) <{T = f32}> : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  func.return %a, %b, %c : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// AddN is a chain of Adds; BiasAdd adds along the last axis (NHWC), or along axis 1 (NCHW)
// with the bias reshaped to (C, 1, 1).
// CHECK-LABEL: func.func @add_n_bias
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x, %x
// CHECK-NEXT:    %[[S2:.*]] = ov.Add.v1 %[[S]], %x
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[S2]], %bias : (tensor<1x4x4x3xf32>, tensor<3xf32>) -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[-1, 1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[COLUMN:.*]] = ov.Reshape.v1 %bias, %[[SHAPE]] {special_zero = false} : (tensor<3xf32>, tensor<3xi64>) -> tensor<3x1x1xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Add.v1 %n, %[[COLUMN]] : (tensor<1x3x4x4xf32>, tensor<3x1x1xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @add_n_bias(%x: tensor<1x4x4x3xf32>, %n: tensor<1x3x4x4xf32>, %bias: tensor<3xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>) {
  %s = "tf.AddN"(%x, %x, %x) <{N = 3 : i64, T = f32}> : (tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %a = "tf.BiasAdd"(%s, %bias) <{T = f32}> : (tensor<1x4x4x3xf32>, tensor<3xf32>) -> tensor<1x4x4x3xf32>
  %b = "tf.BiasAdd"(%n, %bias) <{T = f32, data_format = "NCHW"}> : (tensor<1x3x4x4xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  func.return %a, %b : tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>
}
