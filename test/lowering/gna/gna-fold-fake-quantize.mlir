// RUN: ov-opt %s --split-input-file -p 'gna-fold-fake-quantize{precision=i16}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-fold-fake-quantize' | filecheck %s --check-prefix=FLOAT

// A model's per-tensor FakeQuantize on data between gna ops moves into the layers'
// statistics (ovopt.fake_quantize = [low, high, levels]), as the plugin's
// MoveFakeQuantizeLayerIntoQuantParamsPass does: after an activation the PWL holds them; after
// a layer's sums a clamp PWL does (the plugin's kActFakeQuantize); on a model input the
// entry does. Without precision= nothing moves.

// CHECK-LABEL: func.func @after_an_activation
// CHECK:         %[[P:.*]] = gna.pwl %{{.*}} {ovopt.fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.560000e+02>, {{.*}}approximates = "sigmoid"}
// CHECK-NEXT:    gna.affine %[[P]], %{{.*}}
// CHECK-NOT:     ov.FakeQuantize
// FLOAT-LABEL: func.func @after_an_activation
// FLOAT:         ov.FakeQuantize.v0
func.func @after_an_activation(%x: tensor<16x1xf32>) -> tensor<4x1xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %v = ov.Constant.v0 dense<0.25> : tensor<4x8xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %a {slopes = array<f32: 0.0, 0.25, 0.0>, intercepts = array<f32: 0.0, 0.5, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "sigmoid"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %p : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %f = ov.FakeQuantize.v0 %o, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e = gna.layout_cast %f : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %b = gna.affine %e, %v : (!gna.tensor<8x1xf32, CN>, tensor<4x8xf32>) -> !gna.tensor<4x1xf32, CN>
  %r = gna.layout_cast %b : !gna.tensor<4x1xf32, CN> to tensor<4x1xf32>
  func.return %r : tensor<4x1xf32>
}

// -----

// After a layer's sums (no activation): a clamp PWL over them, identity between the range's
// ends and flat beyond; the entry's layout is cast to.
// CHECK-LABEL: func.func @after_a_layer
// CHECK:         %[[A:.*]] = gna.affine
// CHECK-NEXT:    %[[C:.*]] = gna.pwl %[[A]] {ovopt.fake_quantize = array<f64: 0.000000e+00, 4.000000e+00, 2.560000e+02>, slopes = array<f32: 0.000000e+00, 1.000000e+00, 0.000000e+00>, intercepts = array<f32: 0.000000e+00, 0.000000e+00, 4.000000e+00>, knots = array<f32: -4.000000e+00, 0.000000e+00, 4.000000e+00, 8.000000e+00>, approximates = "clamp"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
// CHECK-NEXT:    %[[N:.*]] = gna.layout_cast %[[C]] : !gna.tensor<8x1xf32, CN> to !gna.tensor<1x8xf32, NC>
// CHECK-NEXT:    func.return %[[N]]
func.func @after_a_layer(%x: tensor<16x1xf32>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %lo = ov.Constant.v0 dense<0.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<4.0> : tensor<f32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %a : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %f = ov.FakeQuantize.v0 %o, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32> loc("fq")
  %e = gna.layout_cast %f : tensor<8x1xf32> to !gna.tensor<1x8xf32, NC>
  func.return %e : !gna.tensor<1x8xf32, NC>
}

// -----

// On a model input: the entry reads the input and holds the statistics (its scale).
// CHECK-LABEL: func.func @on_an_input
// CHECK:         %[[G:.*]] = gna.layout_cast %x {ovopt.fake_quantize = array<f64: -2.000000e+00, 2.000000e+00, 6.553500e+04>} : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
// CHECK-NEXT:    gna.affine %[[G]]
// CHECK-NOT:     ov.FakeQuantize
func.func @on_an_input(%x: tensor<16x1xf32>) -> !gna.tensor<8x1xf32, CN> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %lo = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %f = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 65535 : i64} : (tensor<16x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<16x1xf32>
  %g = gna.layout_cast %f : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  func.return %a : !gna.tensor<8x1xf32, CN>
}

// -----

// Must not fire: limits per channel; an input range that is not the output range (a range
// conversion, which the plugin refuses on data); a FakeQuantize a model output also reads;
// one of data the CPU computed; a range of no width.
// CHECK-LABEL: func.func @stays_on_the_cpu
// CHECK-COUNT-5: ov.FakeQuantize.v0
// CHECK-NOT:     ovopt.fake_quantize
func.func @stays_on_the_cpu(%x: tensor<8x1xf32>) -> (tensor<8x1xf32>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>) {
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %hi2 = ov.Constant.v0 dense<2.0> : tensor<f32>
  %los = ov.Constant.v0 dense<[[-1.0], [-1.0], [-1.0], [-1.0], [-1.0], [-1.0], [-1.0], [-2.0]]> : tensor<8x1xf32>
  %g = gna.layout_cast %x : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %g {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, approximates = "identity"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %p : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %f1 = ov.FakeQuantize.v0 %o, %los, %hi, %los, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<8x1xf32>, tensor<f32>, tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
  %e1 = gna.layout_cast %f1 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %f2 = ov.FakeQuantize.v0 %o, %lo, %hi2, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e2 = gna.layout_cast %f2 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %f3 = ov.FakeQuantize.v0 %o, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e3 = gna.layout_cast %f3 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %z = ov.Constant.v0 dense<0.5> : tensor<f32>
  %f5 = ov.FakeQuantize.v0 %o, %z, %z, %z, %z {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e5 = gna.layout_cast %f5 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %c = ov.Relu.v0 %o : tensor<8x1xf32>
  %f4 = ov.FakeQuantize.v0 %c, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e4 = gna.layout_cast %f4 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  func.return %f3, %e1, %e2, %e3, %e4, %e5 : tensor<8x1xf32>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>
}

// -----

// Two FakeQuantizes of one activation with different ranges: the first moves into the PWL,
// the second stays on the CPU (one activation writes at one scale).
// CHECK-LABEL: func.func @two_ranges_of_one_activation
// CHECK:         gna.pwl %{{.*}} {ovopt.fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.560000e+02>
// CHECK-COUNT-1: ov.FakeQuantize.v0
// CHECK-NOT:     ov.FakeQuantize.v0
func.func @two_ranges_of_one_activation(%x: tensor<8x1xf32>) -> (!gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>) {
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %lo2 = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %hi2 = ov.Constant.v0 dense<2.0> : tensor<f32>
  %g = gna.layout_cast %x : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %g {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, approximates = "identity"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %p : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %f1 = ov.FakeQuantize.v0 %o, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e1 = gna.layout_cast %f1 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %f2 = ov.FakeQuantize.v0 %o, %lo2, %hi2, %lo2, %hi2 {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %e2 = gna.layout_cast %f2 : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  func.return %e1, %e2 : !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>
}

// -----

// Must not fire: the reader takes the data channels-first where a channels-last convolution
// wrote it ([1, 1, 4, 4] NHWC is 4 channels at each of 4 positions, NCHW 1 channel of
// 4 x 4): a cast between them would move data, so the FakeQuantize stays on the CPU between
// GNA's exit and entry.
// CHECK-LABEL: func.func @other_layout
// CHECK:         ov.FakeQuantize.v0
// CHECK-NOT:     ovopt.fake_quantize
func.func @other_layout(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x1x1x4xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %g = gna.layout_cast %x : tensor<1x1x4x4xf32> to !gna.tensor<1x1x4x4xf32, NHWC>
  %c = gna.convolution %g, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (!gna.tensor<1x1x4x4xf32, NHWC>, tensor<4x1x1x4xf32>) -> !gna.tensor<1x1x4x4xf32, NHWC>
  %o = gna.layout_cast %c : !gna.tensor<1x1x4x4xf32, NHWC> to tensor<1x1x4x4xf32>
  %f = ov.FakeQuantize.v0 %o, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<1x1x4x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x1x4x4xf32>
  %e = gna.layout_cast %f : tensor<1x1x4x4xf32> to !gna.tensor<1x1x4x4xf32, NCHW>
  %p = gna.pwl %e {slopes = array<f32: 0.0, 0.25, 0.0>, intercepts = array<f32: 0.0, 0.5, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "sigmoid"} : (!gna.tensor<1x1x4x4xf32, NCHW>) -> !gna.tensor<1x1x4x4xf32, NCHW>
  %r = gna.layout_cast %p : !gna.tensor<1x1x4x4xf32, NCHW> to tensor<1x1x4x4xf32>
  func.return %r : tensor<1x1x4x4xf32>
}
