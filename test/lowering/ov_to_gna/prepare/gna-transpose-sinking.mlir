// RUN: ov-opt %s --split-input-file -p gna-transpose-sinking | filecheck %s

// The negative cases, one per condition of the pass's matchers, and their checklist are in
// gna-transpose-sinking-conditions.mlir.

// Forward through a unary op and a binary op with a constant (transposed back, folded): the
// transpose meets its inverse and both vanish.

// CHECK-LABEL: func.func @cancel
// CHECK-NOT:     ov.Transpose.v1
// CHECK:         %[[R:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]]]> : tensor<1x1x1x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[R]], %[[C]] : (tensor<1x2x2x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT:    func.return %[[A]]
func.func @cancel(%x: tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %bias = ov.Constant.v0 dense<[[[1.0]], [[2.0]], [[3.0]]]> : tensor<3x1x1xf32>
  %t = ov.Transpose.v1 %x, %to : (tensor<1x2x2x3xf32>, tensor<4xi64>) -> tensor<1x3x2x2xf32>
  %r = ov.Relu.v0 %t : tensor<1x3x2x2xf32>
  %a = ov.Add.v1 %r, %bias : (tensor<1x3x2x2xf32>, tensor<3x1x1xf32>) -> tensor<1x3x2x2xf32>
  %y = ov.Transpose.v1 %a, %back : (tensor<1x3x2x2xf32>, tensor<4xi64>) -> tensor<1x2x2x3xf32>
  func.return %y : tensor<1x2x2x3xf32>
}

// -----

// Concat and Split: the axis follows the permutation; the transposes reach the output.

// CHECK-LABEL: func.func @concat_split
// CHECK:         %[[C:.*]] = ov.Concat.v0 %x, %z {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
// CHECK:         ov.Split.v1 %[[C]], %{{.*}} {num_splits = 3 : i64} : (tensor<2x6xf32>, tensor<i64>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
// CHECK-COUNT-3: ov.Transpose.v1
func.func @concat_split(%x: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %tx = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %tz = ov.Transpose.v1 %z, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %c = ov.Concat.v0 %tx, %tz {axis = 0 : i64} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %a, %b, %d = ov.Split.v1 %c, %axis {num_splits = 3 : i64} : (tensor<6x2xf32>, tensor<i64>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  func.return %a, %b, %d : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// A Reshape that only drops a 1-dim commutes: the transpose moves past it.

// CHECK-LABEL: func.func @squeeze
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %x, %{{.*}} -> tensor<2x3xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[R]], %{{.*}} -> tensor<3x2xf32>
// CHECK-NEXT:    func.return %[[T]]
func.func @squeeze(%x: tensor<1x2x3xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<1x3x2xf32>
  %s = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<1x3x2xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----

// Backward: a transpose at the output moves above a unary op to the model's input.

// CHECK-LABEL: func.func @backward
// CHECK-NEXT:    %[[O:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %x, %[[O]]
// CHECK-NEXT:    %[[R:.*]] = ov.Tanh.v0 %[[T]]
// CHECK-NEXT:    func.return %[[R]]
func.func @backward(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %r = ov.Tanh.v0 %x : tensor<2x3xf32>
  %t = ov.Transpose.v1 %r, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %t : tensor<3x2xf32>
}

// -----

// Must not fire: a Reshape that merges axes does not commute, a binary op whose other operand
// is neither constant nor the same transpose, and the transposes pinned to a convolution.

// CHECK-LABEL: func.func @stays
// CHECK:         ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Reshape.v1
// CHECK:         ov.Transpose.v1 %v
// CHECK-NEXT:    ov.Add.v1
// CHECK:         ov.Transpose.v1 %n
// CHECK-NEXT:    ov.Convolution.v1
// CHECK-NEXT:    ov.Transpose.v1
// CHECK-NEXT:    func.return
func.func @stays(%x: tensor<2x3x4xf32>, %v: tensor<2x3xf32>, %u: tensor<3x2xf32>, %n: tensor<1x5x5x2xf32>) -> (tensor<2x12xf32>, tensor<3x2xf32>, tensor<1x4x4x3xf32>) {
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<2x4x3xf32>
  %s = ov.Constant.v0 dense<[2, 12]> : tensor<2xi64>
  %r = ov.Reshape.v1 %t, %s {special_zero = false} : (tensor<2x4x3xf32>, tensor<2xi64>) -> tensor<2x12xf32>
  %o2 = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %tv = ov.Transpose.v1 %v, %o2 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %a = ov.Add.v1 %tv, %u : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %in = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %out = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %nchw = ov.Transpose.v1 %n, %in : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %c = ov.Convolution.v1 %nchw, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %nhwc = ov.Transpose.v1 %c, %out : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  func.return %r, %a, %nhwc : tensor<2x12xf32>, tensor<3x2xf32>, tensor<1x4x4x3xf32>
}

// -----

// A FakeQuantize whose limits are one number each commutes with a transpose (the plugin's
// TSBinary takes FakeQuantize): forward, the transpose meets its inverse and both vanish; the
// limits become scalars. Backward (%b), a transpose after one moves above it to the input.
// A FakeQuantize per channel (%c) stops the transpose.

// CHECK-LABEL: func.func @fake_quantize
// CHECK:         %[[Q:.*]] = ov.FakeQuantize.v0 %x, {{.*}} {levels = 255 : i64} : (tensor<1x2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x2x2x3xf32>
// CHECK:         %[[TB:.*]] = ov.Transpose.v1 %x, {{.*}} -> tensor<1x3x2x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK:         %[[B:.*]] = ov.FakeQuantize.v0 %[[TB]], {{.*}} -> tensor<1x3x2x2xf32>
// CHECK:         %[[TC:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    %[[C:.*]] = ov.FakeQuantize.v0 %[[TC]], %clo, %chi, %clo, %chi
// CHECK:         func.return %[[Q]], %[[B]], %{{.*}}
func.func @fake_quantize(%x: tensor<1x2x2x3xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x3x2x2xf32>, tensor<1x2x2x3xf32>) {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<1x1x1x1xf32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<1x1xf32>
  %clo = ov.Constant.v0 dense<[[[-1.0]], [[-2.0]], [[-3.0]]]> : tensor<3x1x1xf32>
  %chi = ov.Constant.v0 dense<[[[1.0]], [[2.0]], [[3.0]]]> : tensor<3x1x1xf32>
  %t = ov.Transpose.v1 %x, %to : (tensor<1x2x2x3xf32>, tensor<4xi64>) -> tensor<1x3x2x2xf32>
  %q = ov.FakeQuantize.v0 %t, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<1x3x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1x1xf32>, tensor<1x1x1x1xf32>, tensor<1x1xf32>) -> tensor<1x3x2x2xf32>
  %y = ov.Transpose.v1 %q, %back : (tensor<1x3x2x2xf32>, tensor<4xi64>) -> tensor<1x2x2x3xf32>
  %qb = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<1x2x2x3xf32>, tensor<1x1x1x1xf32>, tensor<1x1xf32>, tensor<1x1x1x1xf32>, tensor<1x1xf32>) -> tensor<1x2x2x3xf32>
  %b = ov.Transpose.v1 %qb, %to : (tensor<1x2x2x3xf32>, tensor<4xi64>) -> tensor<1x3x2x2xf32>
  %tc = ov.Transpose.v1 %x, %to : (tensor<1x2x2x3xf32>, tensor<4xi64>) -> tensor<1x3x2x2xf32>
  %c = ov.FakeQuantize.v0 %tc, %clo, %chi, %clo, %chi {levels = 255 : i64} : (tensor<1x3x2x2xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x2x2xf32>
  %yc = ov.Transpose.v1 %c, %back : (tensor<1x3x2x2xf32>, tensor<4xi64>) -> tensor<1x2x2x3xf32>
  func.return %y, %b, %yc : tensor<1x2x2x3xf32>, tensor<1x3x2x2xf32>, tensor<1x2x2x3xf32>
}

// -----

// Backward through a Subtract whose constant is on the left and of lower rank: the transpose
// moves onto the data (the right operand), the constant is transposed at full rank, the
// operands keep their order.

// CHECK-LABEL: func.func @backward_constant_left
// CHECK:         %[[C:.*]] = ov.Constant.v0 dense<{{\[\[\[}}1.000000e+00], [2.000000e+00], [3.000000e+00]]]> : tensor<1x3x1xf32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[0, 2, 1]>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} -> tensor<1x3x2xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Subtract.v1 %[[C]], %[[T]]
// CHECK-NEXT:    func.return %[[S]]
func.func @backward_constant_left(%x: tensor<1x2x3xf32>) -> tensor<1x3x2xf32> {
  %c = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %s = ov.Subtract.v1 %c, %x : (tensor<3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %t = ov.Transpose.v1 %s, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<1x3x2xf32>
  func.return %t : tensor<1x3x2xf32>
}
