// RUN: ov-opt %s --split-input-file -p 'gna-keep-weights-fake-quantize{precision=i16}' | filecheck %s --check-prefix=KEEP
// RUN: ov-opt %s --split-input-file -p 'gna-default{precision=i16 input-scale=1024.0}' | filecheck %s --check-prefix=I16
// RUN: ov-opt %s --split-input-file -p 'gna-default{precision=i16 input-scale=1024.0 target=3.0}' | filecheck %s --check-prefix=T30
// RUN: ov-opt %s --split-input-file -p 'gna-keep-weights-fake-quantize{precision=i16}' -o %t 2>&1 | filecheck %s --check-prefix=NOTE

// A FakeQuantize of a convolution's constant filters (a Convolution's, or a MatMul's over 8
// rows that gna-convert-matmul-to-pointwise-conv makes one) is kept from constant folding
// and fused into the gna.convolution as into an affine (the plugin's FuseFQIntoWeightsPass):
// at most 255 levels give 8-bit filters where the generation takes them (3.5), 16-bit ones
// before (3.0), more levels 16-bit ones; the scale is (levels - 1) / (high - low), the
// widest channel's with ranges per output channel, with no compound bias (no 230) and no
// weights reducer.

// NOTE:       ov-opt: note: node 'input_channels' (ov.FakeQuantize.v0) on weights is not fused into the GNA layer: ranges that differ along another axis than the output channels' (not one per output channel)
// NOTE-NOT:   note

// KEEP-LABEL: func.func @conv_byte
// KEEP:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64}
// I16-LABEL:  func.func @conv_byte
// I16-NOT:      ov.FakeQuantize
// I16:          gna.convolution {{.*}}{ovopt.weights_fake_quantize = array<f64: -5.000000e-01, 5.000000e-01, 2.550000e+02>, {{.*}}, target = "3.5", weights_scale = 2.540000e+02 : f64} : (!gna.tensor<1x16x8xi16, NWC, scale 1024.0>, tensor<4x3x8xi8>)
// T30-LABEL:  func.func @conv_byte
// T30-NOT:      ov.FakeQuantize
// T30:          gna.convolution {{.*}}target = "3.0", weights_scale = 2.540000e+02 : f64} : (!gna.tensor<1x16x8xi16, NWC, scale 1024.0>, tensor<4x3x8xi16>)
func.func @conv_byte(%x: tensor<1x8x16xf32>) -> tensor<1x4x14xf32> {
  %w = ov.Constant.v0 dense<0.25> : tensor<4x8x3xf32>
  %lo = ov.Constant.v0 dense<-0.5> : tensor<f32>
  %hi = ov.Constant.v0 dense<0.5> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x8x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8x3xf32>
  %y = ov.Convolution.v1 %x, %qw {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x16xf32>, tensor<4x8x3xf32>) -> tensor<1x4x14xf32>
  func.return %y : tensor<1x4x14xf32>
}

// -----

// Over 255 levels: 16-bit filters at 65534 / 4, on 3.5 too.
// I16-LABEL:  func.func @conv_word
// I16:          gna.convolution {{.*}}{ovopt.weights_fake_quantize = array<f64: -2.000000e+00, 2.000000e+00, 6.553500e+04>, {{.*}}weights_scale = 1.638350e+04 : f64} : (!gna.tensor<1x16x8xi16, NWC, scale 1024.0>, tensor<4x3x8xi16>)
func.func @conv_word(%x: tensor<1x8x16xf32>) -> tensor<1x4x14xf32> {
  %w = ov.Constant.v0 dense<0.25> : tensor<4x8x3xf32>
  %lo = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 65535 : i64} : (tensor<4x8x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8x3xf32>
  %y = ov.Convolution.v1 %x, %qw {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x16xf32>, tensor<4x8x3xf32>) -> tensor<1x4x14xf32>
  func.return %y : tensor<1x4x14xf32>
}

// -----

// Ranges per output channel at 255 levels: the widest [-1, 1] sets the scale 254 / 2; each
// channel's range is kept.
// KEEP-LABEL: func.func @conv_per_channel
// KEEP:         ov.FakeQuantize.v0 {{.*}}ovopt.keep_unfolded
// I16-LABEL:  func.func @conv_per_channel
// I16:          gna.convolution {{.*}}{ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, ovopt.weights_fake_quantize_ranges = array<f64: 1.000000e+00, 2.000000e+00, 1.000000e+00, 5.000000e-01>, {{.*}}weights_scale = 1.270000e+02 : f64} : (!gna.tensor<1x16x8xi16, NWC, scale 1024.0>, tensor<4x3x8xi8>)
func.func @conv_per_channel(%x: tensor<1x8x16xf32>) -> tensor<1x4x14xf32> {
  %w = ov.Constant.v0 dense<0.25> : tensor<4x8x3xf32>
  %lo = ov.Constant.v0 dense<[[[-0.5]], [[-1.0]], [[-0.5]], [[-0.25]]]> : tensor<4x1x1xf32>
  %hi = ov.Constant.v0 dense<[[[0.5]], [[1.0]], [[0.5]], [[0.25]]]> : tensor<4x1x1xf32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x8x3xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x8x3xf32>
  %y = ov.Convolution.v1 %x, %qw {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x16xf32>, tensor<4x8x3xf32>) -> tensor<1x4x14xf32>
  func.return %y : tensor<1x4x14xf32>
}

// -----

// A MatMul over 10 rows with ranges per output channel: the pointwise convolution's filters
// take them, the zero filter padding 3 to 4 the last channel's.
// I16-LABEL:  func.func @pointwise_per_channel
// I16:          gna.convolution {{.*}}{ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, ovopt.weights_fake_quantize_ranges = array<f64: 2.000000e+00, 1.000000e+00, 2.000000e+00, 2.000000e+00>, {{.*}}weights_scale = 1.270000e+02 : f64} : (!gna.tensor<1x1x10x4xi16, NHWC, scale 1024.0>, tensor<4x1x1x4xi8>)
func.func @pointwise_per_channel(%x: tensor<10x4xf32>) -> tensor<10x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<[[-1.0, -0.5, -1.0]]> : tensor<1x3xf32>
  %hi = ov.Constant.v0 dense<[[1.0, 0.5, 1.0]]> : tensor<1x3xf32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  %y = ov.MatMul.v0 %x, %qw : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  func.return %y : tensor<10x3xf32>
}

// -----

// Must not fire: a GroupConvolution's filters (gna-convert-dwsc-to-scaleshifts rewrites them),
// ranges per input channel (a note says so), and filters another op also reads: each is
// folded (or left to the CPU).
// KEEP-LABEL: func.func @not_fused
// KEEP-NOT:     ovopt.keep_unfolded
// KEEP:         func.return
// I16-LABEL:  func.func @not_fused
// I16-NOT:      ovopt.weights_fake_quantize
// I16:          func.return
func.func @not_fused(%x: tensor<1x8x16xf32>) -> (tensor<1x8x14xf32>, tensor<1x4x14xf32>, tensor<1x4x14xf32>, tensor<4x8x3xf32>) {
  %g = ov.Constant.v0 dense<0.25> : tensor<8x1x1x3xf32>
  %w = ov.Constant.v0 dense<0.25> : tensor<4x8x3xf32>
  %lo = ov.Constant.v0 dense<-0.5> : tensor<f32>
  %hi = ov.Constant.v0 dense<0.5> : tensor<f32>
  %clo = ov.Constant.v0 dense<[[[-0.5], [-0.5], [-0.5], [-0.5], [-1.0], [-1.0], [-1.0], [-1.0]]]> : tensor<1x8x1xf32>
  %chi = ov.Constant.v0 dense<[[[0.5], [0.5], [0.5], [0.5], [1.0], [1.0], [1.0], [1.0]]]> : tensor<1x8x1xf32>
  %qg = ov.FakeQuantize.v0 %g, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<8x1x1x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x3xf32>
  %y1 = ov.GroupConvolution.v1 %x, %qg {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x16xf32>, tensor<8x1x1x3xf32>) -> tensor<1x8x14xf32>
  %qc = ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {levels = 255 : i64} : (tensor<4x8x3xf32>, tensor<1x8x1xf32>, tensor<1x8x1xf32>, tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<4x8x3xf32> loc("input_channels")
  %y2 = ov.Convolution.v1 %x, %qc {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x16xf32>, tensor<4x8x3xf32>) -> tensor<1x4x14xf32>
  %qs = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x8x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8x3xf32>
  %y3 = ov.Convolution.v1 %x, %qs {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x16xf32>, tensor<4x8x3xf32>) -> tensor<1x4x14xf32>
  %other = ov.Add.v1 %qs, %w : (tensor<4x8x3xf32>, tensor<4x8x3xf32>) -> tensor<4x8x3xf32>
  func.return %y1, %y2, %y3, %other : tensor<1x8x14xf32>, tensor<1x4x14xf32>, tensor<1x4x14xf32>, tensor<4x8x3xf32>
}
