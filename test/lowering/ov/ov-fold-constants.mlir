// RUN: ov-opt %s --split-input-file -p ov-fold-constants | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'ov-fold-constants{static-shape=true}' | filecheck %s --check-prefix=STATIC
// RUN: ov-opt %s --split-input-file -p ov-fold-constants 2>&1 | filecheck %s --check-prefix=QUIET

// ov-fold-constants evaluates ops whose operands are all constants with the reference
// kernels and replaces them by their value; the constants nothing uses any more go.

// CHECK-LABEL: func.func @fold_chain
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[}}[1.100000e+01, 2.200000e+01], [3.300000e+01, 4.400000e+01]]> : tensor<2x2xf32>
// CHECK-NEXT:    func.return %[[C]] : tensor<2x2xf32>
func.func @fold_chain() -> tensor<2x2xf32> {
  %a = ov.Constant.v0 dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = ov.Constant.v0 dense<[2, 2]> : tensor<2xi64>
  %r = ov.Reshape.v1 %a, %s {special_zero = false} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  %ten = ov.Constant.v0 dense<10.0> : tensor<f32>
  %m = ov.Multiply.v1 %r, %ten : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  %y = ov.Add.v1 %m, %r : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}

// -----

// Ops that depend on a model input stay; their constant operands fold.

// CHECK-LABEL: func.func @partial
// CHECK-SAME:    (%[[X:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[4.000000e+00, 6.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[X]], %[[C]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[Y]] : tensor<2xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<2xf32>
func.func @partial(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %b = ov.Constant.v0 dense<[3.0, 4.0]> : tensor<2xf32>
  %c = ov.Add.v1 %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %y = ov.Add.v1 %x, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %r = ov.Relu.v0 %y : tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// Nothing is constant here: the pass changes nothing.

// CHECK-LABEL: func.func @untouched
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x4x4xf32>, %[[W:.*]]: tensor<2x3x1x1xf32>)
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[X]], %[[W]]
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[C]] : tensor<1x2x4x4xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @untouched(%x: tensor<1x3x4x4xf32>, %w: tensor<2x3x1x1xf32>) -> tensor<1x2x4x4xf32> {
  %c = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x4x4xf32>, tensor<2x3x1x1xf32>) -> tensor<1x2x4x4xf32>
  %r = ov.Relu.v0 %c : tensor<1x2x4x4xf32>
  func.return %r : tensor<1x2x4x4xf32>
}

// -----

// ONNX's integer Div (m_pythondiv = false) truncates: -7 / 2 = -3; the default rounds down:
// -4. Folding must keep the difference.

// CHECK-LABEL: func.func @integer_division
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<[-3, 3, -3]> : tensor<3xi32>
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<[-4, 3, -4]> : tensor<3xi32>
// CHECK-NEXT:    func.return %[[T]], %[[F]]
func.func @integer_division() -> (tensor<3xi32>, tensor<3xi32>) {
  %a = ov.Constant.v0 dense<[-7, 7, 7]> : tensor<3xi32>
  %b = ov.Constant.v0 dense<[2, 2, -2]> : tensor<3xi32>
  %t = ov.Divide.v1 %a, %b {m_pythondiv = false} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %f = ov.Divide.v1 %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  func.return %t, %f : tensor<3xi32>, tensor<3xi32>
}

// -----

// Floating-point Divide is the true quotient (not a remainder, not rounded).

// CHECK-LABEL: func.func @float_division
// CHECK-NEXT:    %[[Q:.*]] = ov.Constant.v0 dense<[3.500000e+00, -7.500000e-01, 2.500000e-01]> : tensor<3xf32>
// CHECK-NEXT:    func.return %[[Q]]
func.func @float_division() -> tensor<3xf32> {
  %a = ov.Constant.v0 dense<[7.0, -3.0, 1.0]> : tensor<3xf32>
  %b = ov.Constant.v0 dense<[2.0, 4.0, 4.0]> : tensor<3xf32>
  %q = ov.Divide.v1 %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %q : tensor<3xf32>
}

// -----

// FloorMod takes the divisor's sign (Python's %: -3 mod 2 = 1), Mod the dividend's (C's fmod:
// -3 mod 2 = -1): folding negative operands must keep the difference.

// CHECK-LABEL: func.func @remainder_signs
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<[1, -1, 3]> : tensor<3xi32>
// CHECK-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<[-1, 1, -1]> : tensor<3xi32>
// CHECK-NEXT:    %[[G:.*]] = ov.Constant.v0 dense<[5.000000e-01, -5.000000e-01, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:    func.return %[[F]], %[[M]], %[[G]]
func.func @remainder_signs() -> (tensor<3xi32>, tensor<3xi32>, tensor<3xf32>) {
  %a = ov.Constant.v0 dense<[-3, 3, -1]> : tensor<3xi32>
  %b = ov.Constant.v0 dense<[2, -2, 4]> : tensor<3xi32>
  %f = ov.FloorMod.v1 %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %m = ov.Mod.v1 %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %x = ov.Constant.v0 dense<[-3.5, 3.5, -1.0]> : tensor<3xf32>
  %y = ov.Constant.v0 dense<[2.0, -2.0, 4.0]> : tensor<3xf32>
  %g = ov.FloorMod.v1 %x, %y : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %f, %m, %g : tensor<3xi32>, tensor<3xi32>, tensor<3xf32>
}

// -----

// The lowering of a grouped Conv reshapes constant weights; folding stores them already
// grouped, so the IR gets one constant instead of a Reshape.

// CHECK-LABEL: func.func @grouped_weights
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x3x3xf32>)
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[\[\[\[\[}}1.000000e+00]]]], {{\[\[\[\[}}2.000000e+00]]]]]> : tensor<2x1x1x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupConvolution.v1 %[[X]], %[[W]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @grouped_weights(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = ov.Constant.v0 dense<[[[[1.0]]], [[[2.0]]]]> : tensor<2x1x1x1xf32>
  %s = ov.Constant.v0 dense<[2, 1, 1, 1, 1]> : tensor<5xi64>
  %g = ov.Reshape.v1 %w, %s {special_zero = false} : (tensor<2x1x1x1xf32>, tensor<5xi64>) -> tensor<2x1x1x1x1xf32>
  %y = ov.GroupConvolution.v1 %x, %g {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x3x3xf32>, tensor<2x1x1x1x1xf32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

// ConstantOfShape of a constant shape lowers to Broadcast(fill, shape): one constant.

// CHECK-LABEL: func.func @broadcast_fill
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[C]] : tensor<2x3xf32>
func.func @broadcast_fill() -> tensor<2x3xf32> {
  %s = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %fill = ov.Constant.v0 dense<1.5> : tensor<f32>
  %y = ov.Broadcast.v3 %fill, %s : (tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Folded: a Broadcast far larger than its inputs (512 x 512 from 3 elements, a mask's fill) but
// within FOLD_LIMIT is one constant.

// CHECK-LABEL: func.func @broadcast_within_limit
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<512x512xf32>
// CHECK-NEXT:    func.return %[[C]] : tensor<512x512xf32>
func.func @broadcast_within_limit() -> tensor<512x512xf32> {
  %s = ov.Constant.v0 dense<[512, 512]> : tensor<2xi64>
  %fill = ov.Constant.v0 dense<1.5> : tensor<f32>
  %y = ov.Broadcast.v3 %fill, %s : (tensor<f32>, tensor<2xi64>) -> tensor<512x512xf32>
  func.return %y : tensor<512x512xf32>
}

// -----

// Not folded: a Broadcast far larger than its inputs (and than FOLD_LIMIT) stays an op, so a
// model claiming a huge tensor does not make the compiler allocate it.

// CHECK-LABEL: func.func @broadcast_too_large
// CHECK:         ov.Broadcast.v3
// CHECK-SAME:    -> tensor<16384x16384xf32>
func.func @broadcast_too_large() -> tensor<16384x16384xf32> {
  %s = ov.Constant.v0 dense<[16384, 16384]> : tensor<2xi64>
  %fill = ov.Constant.v0 dense<1.5> : tensor<f32>
  %y = ov.Broadcast.v3 %fill, %s : (tensor<f32>, tensor<2xi64>) -> tensor<16384x16384xf32>
  func.return %y : tensor<16384x16384xf32>
}

// -----

// Folded: a value of no elements from inputs of no elements (nothing grows; the growth limit's
// "twice the inputs" is 0 here).

// CHECK-LABEL: func.func @empty
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<> : tensor<0xf32>
// CHECK-NEXT:    func.return %[[C]] : tensor<0xf32>
func.func @empty() -> tensor<0xf32> {
  %c = ov.Constant.v0 dense<> : tensor<0xf32>
  %y = ov.Relu.v0 %c : tensor<0xf32>
  func.return %y : tensor<0xf32>
}

// -----

// Ops with two results fold to two constants: MaxPool's maximum 4 and its index, 2 in the
// flattened input.

// CHECK-LABEL: func.func @two_results
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<4.000000e+00> : tensor<1x1x1x1xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<2> : tensor<1x1x1x1xi64>
// CHECK-NEXT:    func.return %[[V]], %[[I]]
func.func @two_results() -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xi64>) {
  %x = ov.Constant.v0 dense<[[[[1.0, 3.0], [4.0, 2.0]]]]> : tensor<1x1x2x2xf32>
  %v, %i = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x1x2x2xf32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xi64>)
  func.return %v, %i : tensor<1x1x1x1xf32>, tensor<1x1x1x1xi64>
}

// -----

// ShapeOf stays unless static-shape is set (as in Model Optimizer, so that the IR can be
// reshaped), and with it what depends on it. With static-shape, a static input's ShapeOf
// folds, and the Gather after it.

// CHECK-LABEL: func.func @shape_of
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %[[X]] : (tensor<2x3xf32>) -> tensor<2xi64>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[G:.*]] = ov.Gather.v8 %[[S]], %[[I]], %[[A]]
// CHECK-NEXT:    func.return %[[G]] : tensor<1xi64>

// STATIC-LABEL: func.func @shape_of
// STATIC-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// STATIC-NEXT:    func.return %[[C]] : tensor<1xi64>
func.func @shape_of(%x: tensor<2x3xf32>) -> tensor<1xi64> {
  %s = ov.ShapeOf.v3 %x : (tensor<2x3xf32>) -> tensor<2xi64>
  %i = ov.Constant.v0 dense<1> : tensor<1xi64>
  %a = ov.Constant.v0 dense<0> : tensor<i64>
  %g = ov.Gather.v8 %s, %i, %a : (tensor<2xi64>, tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  func.return %g : tensor<1xi64>
}

// -----

// The ShapeOf of a dynamic input is not constant, static-shape or not.

// CHECK-LABEL: func.func @shape_of_dynamic
// CHECK-NEXT:    ov.ShapeOf.v3
// STATIC-LABEL: func.func @shape_of_dynamic
// STATIC-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %{{.*}} : (tensor<?x3xf32>) -> tensor<2xi64>
// STATIC-NEXT:    func.return %[[S]] : tensor<2xi64>
func.func @shape_of_dynamic(%x: tensor<?x3xf32>) -> tensor<2xi64> {
  %s = ov.ShapeOf.v3 %x : (tensor<?x3xf32>) -> tensor<2xi64>
  func.return %s : tensor<2xi64>
}

// -----

// i32 ShapeOf folds to an i32 constant.

// STATIC-LABEL: func.func @shape_of_i32
// STATIC-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi32>
// STATIC-NEXT:    func.return %[[C]] : tensor<2xi32>
func.func @shape_of_i32(%x: tensor<2x3xf32>) -> tensor<2xi32> {
  %s = ov.ShapeOf.v3 %x {output_type = i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  func.return %s : tensor<2xi32>
}

// -----

// ConvertLike reads only the element type of `like`: a constant converts to it at compile time
// even when `like` is computed at run time. A run-time input does not fold.

// CHECK-LABEL: func.func @convert_like_of_a_constant
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<0xff80> : tensor<1xbf16>
// CHECK-NEXT:    %[[K:.*]] = ov.ConvertLike.v1 %y, %x
// CHECK-NEXT:    func.return %[[C]], %[[K]]
func.func @convert_like_of_a_constant(%x: tensor<2x3xbf16>, %y: tensor<1xf32>) -> (tensor<1xbf16>, tensor<1xbf16>) {
  %ninf = ov.Constant.v0 dense<0xFF800000> : tensor<1xf32>
  %c = ov.ConvertLike.v1 %ninf, %x : (tensor<1xf32>, tensor<2x3xbf16>) -> tensor<1xbf16>
  %k = ov.ConvertLike.v1 %y, %x : (tensor<1xf32>, tensor<2x3xbf16>) -> tensor<1xbf16>
  func.return %c, %k : tensor<1xbf16>, tensor<1xbf16>
}

// -----

// The Convert that dequantizes 8-bit weights is marked to stay: OpenVINO's low-precision
// pipeline reads the weights as 8-bit through it. The same Convert unmarked folds.

// CHECK-LABEL: func.func @dequantized_weights
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<[1, -2]> : tensor<2xi8>
// CHECK-NEXT:    %[[C:.*]] = ov.Convert.v0 %[[W]] {ovopt.keep_unfolded, destination_type = f32} : (tensor<2xi8>) -> tensor<2xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    func.return %[[C]], %[[F]]
func.func @dequantized_weights() -> (tensor<2xf32>, tensor<2xf32>) {
  %w = ov.Constant.v0 dense<[1, -2]> : tensor<2xi8>
  %kept = ov.Convert.v0 %w {destination_type = f32, ovopt.keep_unfolded} : (tensor<2xi8>) -> tensor<2xf32>
  %folded = ov.Convert.v0 %w {destination_type = f32} : (tensor<2xi8>) -> tensor<2xf32>
  func.return %kept, %folded : tensor<2xf32>, tensor<2xf32>
}

// -----

// PRelu's slope runs along the channels (axis 1), also when the batch differs from the channel
// count: the values OpenVINO's CPU plugin computes for the same op.

// CHECK-LABEL: func.func @prelu_per_channel
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<{{\[\[\[}}-5.000000e-01, 2.000000e+00], [-2.500000e-01, 2.000000e+00], [-2.000000e+00, 2.000000e+00]], {{\[\[}}-2.000000e+00, 4.000000e+00], [-1.000000e+00, 4.000000e+00], [-8.000000e+00, 4.000000e+00]]]> : tensor<2x3x2xf32>
func.func @prelu_per_channel() -> tensor<2x3x2xf32> {
  %x = ov.Constant.v0 dense<[[[-1.0, 2.0], [-1.0, 2.0], [-1.0, 2.0]], [[-4.0, 4.0], [-4.0, 4.0], [-4.0, 4.0]]]> : tensor<2x3x2xf32>
  %s = ov.Constant.v0 dense<[0.5, 0.25, 2.0]> : tensor<3xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<2x3x2xf32>, tensor<3xf32>) -> tensor<2x3x2xf32>
  func.return %y : tensor<2x3x2xf32>
}

// -----

// ROIAlign in avg mode, its mode read from the IR text, folds: the average of ones is one.

// CHECK-LABEL: func.func @roi_align_avg
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<1.000000e+00> : tensor<1x1x2x2xf32>
func.func @roi_align_avg() -> tensor<1x1x2x2xf32> {
  %x = ov.Constant.v0 dense<1.0> : tensor<1x1x4x4xf32>
  %r = ov.Constant.v0 dense<[[0.0, 0.0, 3.0, 3.0]]> : tensor<1x4xf32>
  %i = ov.Constant.v0 dense<0> : tensor<1xi64>
  %y = ov.ROIAlign.v9 %x, %r, %i {pooled_h = 2 : i64, pooled_w = 2 : i64, sampling_ratio = 2 : i64, spatial_scale = 1.0 : f32, mode = "avg"} : (tensor<1x1x4x4xf32>, tensor<1x4xf32>, tensor<1xi64>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}

// -----

// Interpolate with shape_calculation_mode "sizes", read from the IR text, takes the second input
// as output lengths (2 -> 4 on both axes), not as scales: linear_onnx with half_pixel weights the
// neighbours 3/4 and 1/4 (hand-derived; OpenVINO's CPU plugin gives the same values).

// CHECK-LABEL: func.func @interpolate_sizes
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00, 1.500000e+00, 2.500000e+00, 3.000000e+00], [2.000000e+00, 2.500000e+00, 3.500000e+00, 4.000000e+00], [4.000000e+00, 4.500000e+00, 5.500000e+00, 6.000000e+00], [5.000000e+00, 5.500000e+00, 6.500000e+00, 7.000000e+00]]]]> : tensor<1x1x4x4xf32>
func.func @interpolate_sizes() -> tensor<1x1x4x4xf32> {
  %x = ov.Constant.v0 dense<[[[[1.0, 3.0], [5.0, 7.0]]]]> : tensor<1x1x2x2xf32>
  %sizes = ov.Constant.v0 dense<[4, 4]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Interpolate.v11 %x, %sizes, %axes {mode = "linear_onnx", shape_calculation_mode = "sizes"} : (tensor<1x1x2x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1x4x4xf32>
  func.return %y : tensor<1x1x4x4xf32>
}

// -----

// A scalar reduced along axis 0 or -1 is a vector of one element, as OpenVINO takes it: ReduceSum
// of -3 is -3, ReduceL2 its magnitude 3 (OpenVINO's CPU plugin gives the same values).

// CHECK-LABEL: func.func @reduce_scalar
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<-3.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[L:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    func.return %[[S]], %[[L]]
func.func @reduce_scalar() -> (tensor<f32>, tensor<f32>) {
  %x = ov.Constant.v0 dense<-3.0> : tensor<f32>
  %zero = ov.Constant.v0 dense<0> : tensor<1xi64>
  %last = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %s = ov.ReduceSum.v1 %x, %zero : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  %l = ov.ReduceL2.v4 %x, %last : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  func.return %s, %l : tensor<f32>, tensor<f32>
}

// -----

// Interpolate with antialias is a case its kernel does not compute: the op stays, for the runtime
// (it crashed the pass with NotImplementedError).

// CHECK-LABEL: func.func @interpolate_antialias
// CHECK:         ov.Interpolate.v11
func.func @interpolate_antialias() -> tensor<1x1x4x4xf32> {
  %x = ov.Constant.v0 dense<[[[[1.0, 3.0], [5.0, 7.0]]]]> : tensor<1x1x2x2xf32>
  %sizes = ov.Constant.v0 dense<[4, 4]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Interpolate.v11 %x, %sizes, %axes {mode = "linear", antialias = true, shape_calculation_mode = "sizes"} : (tensor<1x1x2x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1x4x4xf32>
  func.return %y : tensor<1x1x4x4xf32>
}

// -----

// An op without a reference kernel (a framework layer) of a constant is left to the runtime
// silently: no kernel is not a kernel's failure, which would warn. No case of this file warns.

// QUIET-NOT:     warning
// CHECK-LABEL: func.func @layer_of_a_constant
// CHECK:         ov.layer
func.func @layer_of_a_constant() -> tensor<2xf32> {
  %c = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %y = ov.layer %c {type = "MyOp", version = "extension"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}

// -----

// pdpd lines the right-hand side up with the first axes of the left: [10, 20] adds to the rows.

// CHECK-LABEL: func.func @fold_pdpd
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[}}[1.100000e+01, 1.200000e+01, 1.300000e+01], [2.400000e+01, 2.500000e+01, 2.600000e+01]]> : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[C]] : tensor<2x3xf32>
func.func @fold_pdpd() -> tensor<2x3xf32> {
  %a = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = ov.Constant.v0 dense<[10.0, 20.0]> : tensor<2xf32>
  %y = ov.Add.v1 %a, %b {auto_broadcast = "pdpd"} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
