// RUN: OV_ROUNDTRIP

// Every op of the ov dialect, printed generic, parsed back and printed in its custom form:
// parser, printer and verifier (result types re-inferred) together.

// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<7> : tensor<i32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<true> : tensor<3xi1>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<5.000000e-01> : tensor<f32> {ovopt.note = "discardable attributes survive"}
func.func @constants() -> (tensor<2x2xf32>, tensor<2xi64>, tensor<i32>, tensor<3xi1>, tensor<f32>) {
  %a = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
  %c = ov.Constant.v0 dense<7> : tensor<i32>
  %d = ov.Constant.v0 dense<true> : tensor<3xi1>
  %e = ov.Constant.v0 dense<0.5> : tensor<f32> {ovopt.note = "discardable attributes survive"}
  func.return %a, %b, %c, %d, %e : tensor<2x2xf32>, tensor<2xi64>, tensor<i32>, tensor<3xi1>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @unary
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[X]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Sigmoid.v0 %[[R]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Tanh.v0 %[[S]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[E:.*]] = ov.Exp.v0 %[[T]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.Log.v0 %[[E]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Sqrt.v0 %[[L]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Abs.v0 %[[Q]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[N:.*]] = ov.Negative.v0 %[[A]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Floor.v0 %[[N]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Ceiling.v0 %[[F]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[G:.*]] = ov.Erf.v0 %[[C]] : tensor<?x3xf32>
// CHECK-NEXT:    func.return %[[G]] : tensor<?x3xf32>
func.func @unary(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %r = ov.Relu.v0 %x : tensor<?x3xf32>
  %s = ov.Sigmoid.v0 %r : tensor<?x3xf32>
  %t = ov.Tanh.v0 %s : tensor<?x3xf32>
  %e = ov.Exp.v0 %t : tensor<?x3xf32>
  %l = ov.Log.v0 %e : tensor<?x3xf32>
  %q = ov.Sqrt.v0 %l : tensor<?x3xf32>
  %a = ov.Abs.v0 %q : tensor<?x3xf32>
  %n = ov.Negative.v0 %a : tensor<?x3xf32>
  %f = ov.Floor.v0 %n : tensor<?x3xf32>
  %c = ov.Ceiling.v0 %f : tensor<?x3xf32>
  %g = ov.Erf.v0 %c : tensor<?x3xf32>
  func.return %g : tensor<?x3xf32>
}

// -----

// Numpy broadcasting: [2,1,4] with [3,1] gives [2,3,4]; a dynamic dim meets 1 and stays dynamic.
// The default auto_broadcast ("numpy") and m_pythondiv (true) are not printed.

// CHECK-LABEL: func.func @binary
// CHECK-SAME:    (%[[A:.*]]: tensor<2x1x4xf32>, %[[B:.*]]: tensor<3x1xf32>, %[[D:.*]]: tensor<?x1xf32>, %[[I:.*]]: tensor<2x3x4xi32>)
// CHECK-NEXT:    %[[ADD:.*]] = ov.Add.v1 %[[A]], %[[B]] : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[SUB:.*]] = ov.Subtract.v1 %[[ADD]], %[[A]] : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[MUL:.*]] = ov.Multiply.v1 %[[SUB]], %[[D]] : (tensor<2x3x4xf32>, tensor<?x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[DIV:.*]] = ov.Divide.v1 %[[MUL]], %[[B]] : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[MAX:.*]] = ov.Maximum.v1 %[[DIV]], %[[B]] : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[MIN:.*]] = ov.Minimum.v1 %[[MAX]], %[[B]] : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[POW:.*]] = ov.Power.v1 %[[MIN]], %[[B]] : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[DYN:.*]] = ov.Add.v1 %[[D]], %[[D]] : (tensor<?x1xf32>, tensor<?x1xf32>) -> tensor<?x1xf32>
// CHECK-NEXT:    %[[NONE:.*]] = ov.Add.v1 %[[A]], %[[A]] {auto_broadcast = "none"} : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
// CHECK-NEXT:    %[[TRUNC:.*]] = ov.Divide.v1 %[[I]], %[[I]] {m_pythondiv = false} : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @binary(%a: tensor<2x1x4xf32>, %b: tensor<3x1xf32>, %d: tensor<?x1xf32>, %i: tensor<2x3x4xi32>) -> (tensor<2x3x4xf32>, tensor<?x1xf32>, tensor<2x1x4xf32>, tensor<2x3x4xi32>) {
  %add = ov.Add.v1 %a, %b : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %sub = ov.Subtract.v1 %add, %a : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x3x4xf32>
  %mul = ov.Multiply.v1 %sub, %d : (tensor<2x3x4xf32>, tensor<?x1xf32>) -> tensor<2x3x4xf32>
  %div = ov.Divide.v1 %mul, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %max = ov.Maximum.v1 %div, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %min = ov.Minimum.v1 %max, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %pow = ov.Power.v1 %min, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %dyn = ov.Add.v1 %d, %d : (tensor<?x1xf32>, tensor<?x1xf32>) -> tensor<?x1xf32>
  %none = ov.Add.v1 %a, %a {auto_broadcast = "none"} : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
  %trunc = ov.Divide.v1 %i, %i {m_pythondiv = false} : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  func.return %pow, %dyn, %none, %trunc : tensor<2x3x4xf32>, tensor<?x1xf32>, tensor<2x1x4xf32>, tensor<2x3x4xi32>
}

// -----

// CHECK-LABEL: func.func @convert
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %{{.*}} {destination_type = i32} : (tensor<2x?xf32>) -> tensor<2x?xi32>
// CHECK-NEXT:    %{{.*}} = ov.ConvertLike.v1 %{{.*}}, %[[Y]] : (tensor<3xf16>, tensor<2x?xi32>) -> tensor<3xi32>
func.func @convert(%x: tensor<2x?xf32>, %h: tensor<3xf16>) -> (tensor<2x?xi32>, tensor<3xi32>) {
  %y = ov.Convert.v0 %x {destination_type = i32} : (tensor<2x?xf32>) -> tensor<2x?xi32>
  %z = ov.ConvertLike.v1 %h, %y : (tensor<3xf16>, tensor<2x?xi32>) -> tensor<3xi32>
  func.return %y, %z : tensor<2x?xi32>, tensor<3xi32>
}

// -----

// Output size floor((in + pads - dilation * (k - 1) - 1) / stride) + 1:
// H: (8 + 1 + 0 - 5) / 2 + 1 = 3, W: (9 + 1 + 0 - 5) / 2 + 1 = 3.
// same_upper keeps ceil(in / stride): 8 and 9 at stride 1.

// CHECK-LABEL: func.func @convolution
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x8x9xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[G:.*]]: tensor<2x3x3x3x3xf32>, %[[X6:.*]]: tensor<1x6x8x9xf32>)
// CHECK-NEXT:    %{{.*}} = ov.Convolution.v1 %[[X]], %[[W]] {dilations = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 0, 0>} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x3x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.Convolution.v1 %[[X]], %[[W]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x8x9xf32>
// CHECK-NEXT:    %{{.*}} = ov.Convolution.v1 %[[X]], %[[W]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 5, 5>, pads_end = array<i64: 5, 5>, auto_pad = "valid"} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x6x7xf32>
// CHECK-NEXT:    %{{.*}} = ov.GroupConvolution.v1 %[[X6]], %[[G]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, auto_pad = "same_lower"} : (tensor<1x6x8x9xf32>, tensor<2x3x3x3x3xf32>) -> tensor<1x6x8x9xf32>
func.func @convolution(%x: tensor<?x3x8x9xf32>, %w: tensor<4x3x3x3xf32>, %g: tensor<2x3x3x3x3xf32>, %x6: tensor<1x6x8x9xf32>) -> (tensor<?x4x3x3xf32>, tensor<?x4x8x9xf32>, tensor<?x4x6x7xf32>, tensor<1x6x8x9xf32>) {
  %a = ov.Convolution.v1 %x, %w {dilations = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 0, 0>} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x3x3xf32>
  %b = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x8x9xf32>
  %c = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 5, 5>, pads_end = array<i64: 5, 5>, auto_pad = "valid"} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x6x7xf32>
  %d = ov.GroupConvolution.v1 %x6, %g {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, auto_pad = "same_lower"} : (tensor<1x6x8x9xf32>, tensor<2x3x3x3x3xf32>) -> tensor<1x6x8x9xf32>
  func.return %a, %b, %c, %d : tensor<?x4x3x3xf32>, tensor<?x4x8x9xf32>, tensor<?x4x6x7xf32>, tensor<1x6x8x9xf32>
}

// -----

// Pooling on 8x9: floor rounding gives (in + pads - window) / stride + 1 rounded down, ceil
// rounds up, and ceil_torch (v14) drops a last window that would start in the end padding:
// kernel 2, stride 2, pads 1 on W = 9 gives 6 windows under ceil, the 6th starting at 10 =
// 9 + 1, so 5 under ceil_torch. same_upper pads the input to ceil(in / stride) under floor
// rounding; with ceil rounding W gets one window more: (9 - 2) / 3 rounded up, plus 1 = 4.

// CHECK-LABEL: func.func @pooling
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x8x9xf32>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.MaxPool.v8 %[[X]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.MaxPool.v8 %[[X]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, rounding_type = "ceil", index_element_type = i32, axis = 2 : i64} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x4x5xf32>, tensor<1x3x4x5xi32>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.MaxPool.v8 %[[X]] {dilations = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x3x4xf32>, tensor<1x3x3x4xi64>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.MaxPool.v14 %[[X]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil_torch"} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xi64>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.MaxPool.v14 %[[X]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil"} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x5x6xf32>, tensor<1x3x5x6xi64>)
// CHECK-NEXT:    %{{.*}} = ov.AvgPool.v1 %[[X]] {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>, "exclude-pad" = true} : (tensor<1x3x8x9xf32>) -> tensor<1x3x8x9xf32>
// CHECK-NEXT:    %{{.*}} = ov.AvgPool.v1 %[[X]] {strides = array<i64: 3, 3>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = false, auto_pad = "same_upper"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x3x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.AvgPool.v1 %[[X]] {strides = array<i64: 3, 3>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = false, rounding_type = "ceil", auto_pad = "same_upper"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x3x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.AvgPool.v14 %[[X]] {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>, "exclude-pad" = false, rounding_type = "ceil_torch"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32>
func.func @pooling(%x: tensor<1x3x8x9xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x5xi32>, tensor<1x3x3x4xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x6xf32>, tensor<1x3x8x9xf32>, tensor<1x3x3x3xf32>, tensor<1x3x3x4xf32>, tensor<1x3x4x5xf32>) {
  %m8, %i8 = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>)
  %mc, %ic = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, rounding_type = "ceil", index_element_type = i32, axis = 2 : i64} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x4x5xf32>, tensor<1x3x4x5xi32>)
  %md, %id = ov.MaxPool.v8 %x {dilations = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x3x4xf32>, tensor<1x3x3x4xi64>)
  %mt, %it = ov.MaxPool.v14 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil_torch"} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xi64>)
  %m14, %i14 = ov.MaxPool.v14 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil"} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x5x6xf32>, tensor<1x3x5x6xi64>)
  %a = ov.AvgPool.v1 %x {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>, "exclude-pad" = true} : (tensor<1x3x8x9xf32>) -> tensor<1x3x8x9xf32>
  %s = ov.AvgPool.v1 %x {strides = array<i64: 3, 3>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = false, auto_pad = "same_upper"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x3x3xf32>
  %sc = ov.AvgPool.v1 %x {strides = array<i64: 3, 3>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = false, rounding_type = "ceil", auto_pad = "same_upper"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x3x4xf32>
  %t = ov.AvgPool.v14 %x {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>, "exclude-pad" = false, rounding_type = "ceil_torch"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32>
  func.return %m8, %ic, %md, %mt, %m14, %a, %s, %sc, %t : tensor<1x3x4x4xf32>, tensor<1x3x4x5xi32>, tensor<1x3x3x4xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x6xf32>, tensor<1x3x8x9xf32>, tensor<1x3x3x3xf32>, tensor<1x3x3x4xf32>, tensor<1x3x4x5xf32>
}

// -----

// MatMul: numpy matmul over the last two axes after the transposes; batch axes broadcast; a
// 1-D a gains (then loses) a leading 1, a 1-D b a trailing 1.

// CHECK-LABEL: func.func @matmul
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[BT:.*]]: tensor<4x3xf32>, %[[AT:.*]]: tensor<3x2xf32>, %[[P:.*]]: tensor<5x1x2x3xf32>, %[[Q:.*]]: tensor<4x3x6xf32>, %[[V:.*]]: tensor<3xf32>, %[[D:.*]]: tensor<?x2x3xf32>, %[[E:.*]]: tensor<3x?xf32>)
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[A]], %[[BT]] {transpose_b = true} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[AT]], %[[B]] {transpose_a = true} : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[P]], %[[Q]] : (tensor<5x1x2x3xf32>, tensor<4x3x6xf32>) -> tensor<5x4x2x6xf32>
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[V]], %[[Q]] : (tensor<3xf32>, tensor<4x3x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[A]], %[[V]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %{{.*}} = ov.MatMul.v0 %[[D]], %[[E]] : (tensor<?x2x3xf32>, tensor<3x?xf32>) -> tensor<?x2x?xf32>
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %bt: tensor<4x3xf32>, %at: tensor<3x2xf32>, %p: tensor<5x1x2x3xf32>, %q: tensor<4x3x6xf32>, %v: tensor<3xf32>, %d: tensor<?x2x3xf32>, %e: tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x4x2x6xf32>, tensor<4x6xf32>, tensor<2xf32>, tensor<?x2x?xf32>) {
  %0 = ov.MatMul.v0 %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = ov.MatMul.v0 %a, %bt {transpose_b = true} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
  %2 = ov.MatMul.v0 %at, %b {transpose_a = true} : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %3 = ov.MatMul.v0 %p, %q : (tensor<5x1x2x3xf32>, tensor<4x3x6xf32>) -> tensor<5x4x2x6xf32>
  %4 = ov.MatMul.v0 %v, %q : (tensor<3xf32>, tensor<4x3x6xf32>) -> tensor<4x6xf32>
  %5 = ov.MatMul.v0 %a, %v : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %6 = ov.MatMul.v0 %d, %e : (tensor<?x2x3xf32>, tensor<3x?xf32>) -> tensor<?x2x?xf32>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x4x2x6xf32>, tensor<4x6xf32>, tensor<2xf32>, tensor<?x2x?xf32>
}

// -----

// CHECK-LABEL: func.func @normalization
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4x4xf32>, %[[C:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %{{.*}} = ov.BatchNormInference.v5 %[[X]], %[[C]], %[[C]], %[[C]], %[[C]] {epsilon = 1.000000e-05 : f32} : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3x4x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Softmax.v8 %[[X]] : tensor<?x3x4x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Softmax.v8 %[[X]] {axis = -1 : i64} : tensor<?x3x4x4xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %{{.*}} = ov.LRN.v0 %[[X]], %[[AXES]] {alpha = 1.000000e-04 : f32, beta = 7.500000e-01 : f32, bias = 1.000000e+00 : f32, size = 5 : i64} : (tensor<?x3x4x4xf32>, tensor<1xi64>) -> tensor<?x3x4x4xf32>
func.func @normalization(%x: tensor<?x3x4x4xf32>, %c: tensor<3xf32>) -> (tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>) {
  %bn = ov.BatchNormInference.v5 %x, %c, %c, %c, %c {epsilon = 1.0e-05 : f32} : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3x4x4xf32>
  %s1 = ov.Softmax.v8 %x : tensor<?x3x4x4xf32>
  %s2 = ov.Softmax.v8 %x {axis = -1 : i64} : tensor<?x3x4x4xf32>
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %lrn = ov.LRN.v0 %x, %axes {alpha = 1.0e-04 : f32, beta = 0.75 : f32, bias = 1.0 : f32, size = 5 : i64} : (tensor<?x3x4x4xf32>, tensor<1xi64>) -> tensor<?x3x4x4xf32>
  func.return %bn, %s1, %s2, %lrn : tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>
}

// -----

// Constant axes (negative ones count from the back) give static shapes; axes only known at
// run time give the rank (keep_dims, or a 1-D axes tensor of known length) and no dims.

// CHECK-LABEL: func.func @reductions
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x4x5xf32>, %[[AXES:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[HW:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[LAST:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %{{.*}} = ov.ReduceMean.v1 %[[X]], %[[HW]] {keep_dims = true} : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReduceSum.v1 %[[X]], %[[HW]] : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<1x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReduceProd.v1 %[[X]], %[[LAST]] : (tensor<1x3x4x5xf32>, tensor<1xi64>) -> tensor<1x3x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReduceMax.v1 %[[X]], %[[AXES]] : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReduceMin.v1 %[[X]], %[[AXES]] {keep_dims = true} : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<?x?x?x?xf32>
func.func @reductions(%x: tensor<1x3x4x5xf32>, %axes: tensor<2xi64>) -> (tensor<1x3x1x1xf32>, tensor<1x3xf32>, tensor<1x3x4xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) {
  %hw = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %last = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %mean = ov.ReduceMean.v1 %x, %hw {keep_dims = true} : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<1x3x1x1xf32>
  %sum = ov.ReduceSum.v1 %x, %hw : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<1x3xf32>
  %prod = ov.ReduceProd.v1 %x, %last : (tensor<1x3x4x5xf32>, tensor<1xi64>) -> tensor<1x3x4xf32>
  %max = ov.ReduceMax.v1 %x, %axes : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %min = ov.ReduceMin.v1 %x, %axes {keep_dims = true} : (tensor<1x3x4x5xf32>, tensor<2xi64>) -> tensor<?x?x?x?xf32>
  func.return %mean, %sum, %prod, %max, %min : tensor<1x3x1x1xf32>, tensor<1x3xf32>, tensor<1x3x4xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// Reshape: 0 copies the input dim under special_zero, -1 takes what is left; a target known
// only at run time gives its length as the rank.

// CHECK-LABEL: func.func @reshape
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[T:.*]]: tensor<3xi64>)
// CHECK-NEXT:    %[[ZM:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<[-1, 4]> : tensor<2xi64>
// CHECK-NEXT:    %{{.*}} = ov.Reshape.v1 %[[X]], %[[ZM]] {special_zero = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// CHECK-NEXT:    %{{.*}} = ov.Reshape.v1 %[[X]], %[[M]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Reshape.v1 %[[X]], %[[T]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
func.func @reshape(%x: tensor<2x3x4xf32>, %t: tensor<3xi64>) -> (tensor<2x12xf32>, tensor<6x4xf32>, tensor<?x?x?xf32>) {
  %zm = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
  %m = ov.Constant.v0 dense<[-1, 4]> : tensor<2xi64>
  %a = ov.Reshape.v1 %x, %zm {special_zero = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
  %b = ov.Reshape.v1 %x, %m {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %c = ov.Reshape.v1 %x, %t {special_zero = false} : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  func.return %a, %b, %c : tensor<2x12xf32>, tensor<6x4xf32>, tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_concat
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[P:.*]]: tensor<3xi64>, %[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x5xf32>, %[[D:.*]]: tensor<?x?xf32>)
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
// CHECK-NEXT:    %{{.*}} = ov.Transpose.v1 %[[X]], %[[ORDER]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.Transpose.v1 %[[X]], %[[P]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT:    %{{.*}} = ov.Concat.v0 %[[A]], %[[B]], %[[A]] {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> tensor<2x11xf32>
// CHECK-NEXT:    %{{.*}} = ov.Concat.v0 %[[A]], %[[D]] {axis = -1 : i64} : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
func.func @transpose_concat(%x: tensor<2x3x4xf32>, %p: tensor<3xi64>, %a: tensor<2x3xf32>, %b: tensor<2x5xf32>, %d: tensor<?x?xf32>) -> (tensor<4x2x3xf32>, tensor<?x?x?xf32>, tensor<2x11xf32>, tensor<2x?xf32>) {
  %order = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %order : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
  %u = ov.Transpose.v1 %x, %p : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  %c = ov.Concat.v0 %a, %b, %a {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> tensor<2x11xf32>
  %e = ov.Concat.v0 %a, %d {axis = -1 : i64} : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
  func.return %t, %u, %c, %e : tensor<4x2x3xf32>, tensor<?x?x?xf32>, tensor<2x11xf32>, tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>, %[[R:.*]]: tensor<1x3xf32>, %[[C:.*]]: tensor<3x1xf32>, %[[T:.*]]: tensor<3xi64>)
// CHECK-NEXT:    %{{.*}} = ov.ShapeOf.v3 %[[X]] : (tensor<?x3xf32>) -> tensor<2xi64>
// CHECK-NEXT:    %{{.*}} = ov.ShapeOf.v3 %[[X]] {output_type = i32} : (tensor<?x3xf32>) -> tensor<2xi32>
// CHECK-NEXT:    %[[TO23:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[TO214:.*]] = ov.Constant.v0 dense<[2, 1, 4]> : tensor<3xi64>
// CHECK-NEXT:    %{{.*}} = ov.Broadcast.v3 %[[R]], %[[TO23]] : (tensor<1x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.Broadcast.v3 %[[C]], %[[TO214]] {mode = "bidirectional"} : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Broadcast.v3 %[[R]], %[[T]] : (tensor<1x3xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
func.func @shapes(%x: tensor<?x3xf32>, %r: tensor<1x3xf32>, %c: tensor<3x1xf32>, %t: tensor<3xi64>) -> (tensor<2xi64>, tensor<2xi32>, tensor<2x3xf32>, tensor<2x3x4xf32>, tensor<?x?x?xf32>) {
  %s64 = ov.ShapeOf.v3 %x : (tensor<?x3xf32>) -> tensor<2xi64>
  %s32 = ov.ShapeOf.v3 %x {output_type = i32} : (tensor<?x3xf32>) -> tensor<2xi32>
  %to23 = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %to214 = ov.Constant.v0 dense<[2, 1, 4]> : tensor<3xi64>
  %b1 = ov.Broadcast.v3 %r, %to23 : (tensor<1x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %b2 = ov.Broadcast.v3 %c, %to214 {mode = "bidirectional"} : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  %b3 = ov.Broadcast.v3 %r, %t : (tensor<1x3xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  func.return %s64, %s32, %b1, %b2, %b3 : tensor<2xi64>, tensor<2xi32>, tensor<2x3xf32>, tensor<2x3x4xf32>, tensor<?x?x?xf32>
}

// -----

// Unsqueeze axes count in the output rank (-1 is the new last axis); Gather takes the
// indices' shape in place of the gathered axis.

// CHECK-LABEL: func.func @squeeze_gather
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>, %[[Y:.*]]: tensor<1x3x1x4xf32>, %[[Z:.*]]: tensor<3x4x5xf32>, %[[I:.*]]: tensor<2x2xi64>)
// CHECK-NEXT:    %[[UA:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %{{.*}} = ov.Unsqueeze.v0 %[[X]], %[[UA]] : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<1x3x4x1xf32>
// CHECK-NEXT:    %[[SA:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %{{.*}} = ov.Squeeze.v0 %[[Y]], %[[SA]] : (tensor<1x3x1x4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %{{.*}} = ov.Gather.v8 %[[Z]], %[[I]], %[[AXIS]] : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<i64>) -> tensor<3x2x2x5xf32>
func.func @squeeze_gather(%x: tensor<3x4xf32>, %y: tensor<1x3x1x4xf32>, %z: tensor<3x4x5xf32>, %i: tensor<2x2xi64>) -> (tensor<1x3x4x1xf32>, tensor<3x4xf32>, tensor<3x2x2x5xf32>) {
  %ua = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
  %u = ov.Unsqueeze.v0 %x, %ua : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<1x3x4x1xf32>
  %sa = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
  %s = ov.Squeeze.v0 %y, %sa : (tensor<1x3x1x4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %g = ov.Gather.v8 %z, %i, %axis : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<i64>) -> tensor<3x2x2x5xf32>
  func.return %u, %s, %g : tensor<1x3x4x1xf32>, tensor<3x4xf32>, tensor<3x2x2x5xf32>
}
