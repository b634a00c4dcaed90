// RUN: ov-opt %s --split-input-file -p 'gna-keep-weights-fake-quantize{precision=i16}' | filecheck %s --check-prefix=KEEP
// RUN: ov-opt %s --split-input-file -p 'gna-keep-weights-fake-quantize' | filecheck %s --check-prefix=FLOAT
// RUN: ov-opt %s --split-input-file -p 'gna-default{precision=i16 input-scale=1024.0}' | filecheck %s --check-prefix=I16
// RUN: ov-opt %s --split-input-file -p 'gna-default{precision=i8 input-scale=1024.0}' | filecheck %s --check-prefix=I8
// RUN: ov-opt %s --split-input-file -p 'ov-default' | filecheck %s --check-prefix=DEFAULT
// RUN: ov-opt %s --split-input-file -p 'gna-keep-weights-fake-quantize{precision=i16}' -o %t 2>&1 | filecheck %s --check-prefix=NOTE

// The FakeQuantizes on affine weights refused for their ranges are named in a note each (and
// only those: the per-tensor ones, a range conversion, the ones over 8 frames have none).
// NOTE:       ov-opt: note: node 'word_channels' (ov.FakeQuantize.v0) on weights is not fused into the GNA layer: per-channel ranges at 65535 levels (GNA takes them on 8-bit weights only, 255 levels at most); it is folded into the weights, which are quantised from their values
// NOTE-NEXT:  ov-opt: note: node 'summed_channels' (ov.FakeQuantize.v0) on weights is not fused into the GNA layer: ranges that differ along another axis than the output channels' (not one per output channel); it is folded
// NOTE-NOT:   note

// A per-tensor FakeQuantize of a MatMul's constant weights is kept from constant folding when
// the GNA pipeline quantises (gna-keep-weights-fake-quantize) and fused into the affine's
// weights by convert-ov-to-gna (the plugin's FuseFQIntoWeightsPass): at most 255 levels give
// 8-bit weights in either mode, the weights' scale is (levels - 1) / (high - low) (times 230
// for the compound bias) with no bias limit. Without precision= and in ov-default it folds.

// KEEP-LABEL: func.func @byte_weights
// KEEP:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64}
// FLOAT-LABEL: func.func @byte_weights
// FLOAT:        ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64}
// FLOAT-NOT:    ovopt.keep_unfolded
// I16-LABEL:  func.func @byte_weights
// I16-NOT:      ov.FakeQuantize
// I16:          gna.affine %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, target = "3.5", weights_scale = 2.921000e+04 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi8>, tensor<3xi32>, tensor<3xui8>)
// I8-LABEL:   func.func @byte_weights
// I8:           gna.affine {{.*}}weights_scale = 2.921000e+04 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi8>, tensor<3xi32>, tensor<3xui8>)
// DEFAULT-LABEL: func.func @byte_weights
// DEFAULT-NOT:  ov.FakeQuantize
// DEFAULT:      ov.MatMul.v0
func.func @byte_weights(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %bias = ov.Constant.v0 dense<[100.0, -50.0, 3.0]> : tensor<3xf32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// The same weights and bias without the FakeQuantize: 16-bit weights at 16384 / max|w|, cut by
// the bias limit 2^30 / max|b| (over the input scale 1024).
// I16-LABEL:  func.func @no_fake_quantize
// I16:          gna.affine {{.*}}target = "3.5", weights_scale = 10485.76 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi16>, tensor<3xi32>)
func.func @no_fake_quantize(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %bias = ov.Constant.v0 dense<[100.0, -50.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// Over 255 levels: 16-bit weights at (levels - 1) / (high - low), in int8 mode too.
// KEEP-LABEL: func.func @word_weights
// KEEP:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 65535 : i64}
// I16-LABEL:  func.func @word_weights
// I16:          gna.affine {{.*}}weights_scale = 1.638350e+04 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi16>)
// I8-LABEL:   func.func @word_weights
// I8:           gna.affine {{.*}}weights_scale = 1.638350e+04 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi16>)
func.func @word_weights(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 65535 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}

// -----

// Must not fire: per-channel ranges over 255 levels (the plugin refuses them: "unsupported
// per-channel quantization for int16 weights"), a range conversion, weights also read by
// another op, and a FakeQuantize on data: each is left to constant folding (or the CPU).
// KEEP-LABEL: func.func @not_fused
// KEEP-NOT:     ovopt.keep_unfolded
// KEEP:         func.return
// I16-LABEL:  func.func @not_fused
// I16-NOT:      ovopt.weights_fake_quantize
// I16:          func.return
func.func @not_fused(%x: tensor<1x4xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<4x3xf32>, tensor<1x3xf32>) {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %hi2 = ov.Constant.v0 dense<2.0> : tensor<f32>
  %clo = ov.Constant.v0 dense<[[-1.0, -0.5, -1.0]]> : tensor<1x3xf32>
  %chi = ov.Constant.v0 dense<[[1.0, 0.5, 1.0]]> : tensor<1x3xf32>
  %pc = ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {levels = 65535 : i64} : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32> loc("word_channels")
  %m1 = ov.MatMul.v0 %x, %pc : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %cv = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi2 {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m2 = ov.MatMul.v0 %x, %cv : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %sh = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m3 = ov.MatMul.v0 %x, %sh : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %other = ov.Add.v1 %sh, %w : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %qx = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<1x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x4xf32>
  %m4 = ov.MatMul.v0 %qx, %w : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %s = ov.Add.v1 %m1, %m2 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  func.return %s, %m3, %other, %m4 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<4x3xf32>, tensor<1x3xf32>
}

// -----

// Over 8 frames the MatMul becomes a pointwise convolution (gna-convert-matmul-to-pointwise-conv),
// which carries the FakeQuantize onto its filters; convert-ov-to-gna fuses it into the
// convolution: 8-bit filters on 3.5 at 254 / 2 (no compound bias, no multipliers).
// KEEP-LABEL: func.func @many_frames
// KEEP:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64}
// I16-LABEL:  func.func @many_frames
// I16-NOT:      ov.FakeQuantize
// I16:          gna.convolution {{.*}}{ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, {{.*}}, target = "3.5", weights_scale = 1.270000e+02 : f64} : (!gna.tensor<1x1x16x4xi16, NHWC, scale 1024.0>, tensor<4x1x1x4xi8>)
// I8-LABEL:   func.func @many_frames
// I8:           gna.convolution {{.*}}weights_scale = 1.270000e+02 : f64} : (!gna.tensor<1x1x16x4xi16, NHWC, scale 1024.0>, tensor<4x1x1x4xi8>)
func.func @many_frames(%x: tensor<16x4xf32>) -> tensor<16x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<16x4xf32>, tensor<4x3xf32>) -> tensor<16x3xf32>
  func.return %m : tensor<16x3xf32>
}

// -----

// An asymmetric range whose grid's integers do not fit 8 bits ([0, 1] at 255 levels reaches
// 254): the weights take 127 / max|w| (times 230), not 254 / (1 - 0) (times 230: 5.842e4).
// I16-LABEL:  func.func @grid_too_wide
// I16:          gna.affine {{.*}}ovopt.weights_fake_quantize = array<f64: 0.000000e+00, 1.000000e+00, 2.550000e+02>, target = "3.5", weights_scale = 2.921000e+04 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi8>, tensor<3xi32>, tensor<3xui8>)
func.func @grid_too_wide(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, 1.0, 0.25], [1.0, 0.1, 0.3], [0.2, 0.2, 0.2], [0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<0.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}

// -----

// Data [1, 2, 4] read as its 2 rows by gna-insert-reshape-around-matmul (the plugin's
// InsertReshapeAroundMatmulWithFq): the FakeQuantize is kept, carried through the reshape and
// fused into the affine's 8-bit weights.
// KEEP-LABEL: func.func @reshaped_data
// KEEP:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64}
// I16-LABEL:  func.func @reshaped_data
// I16-NOT:      ov.FakeQuantize
// I16:          gna.affine {{.*}}ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, target = "3.5", weights_scale = 2.921000e+04 : f64} : (!gna.tensor<4x2xi16, CN, scale 1024.0>, tensor<3x4xi8>, tensor<3xi32>, tensor<3xui8>)
func.func @reshaped_data(%x: tensor<1x2x4xf32>) -> tensor<1x2x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x2x4xf32>, tensor<4x3xf32>) -> tensor<1x2x3xf32>
  func.return %m : tensor<1x2x3xf32>
}

// -----

// Weights as the first operand of data [1, 4, 2]: reshaped, then swapped to 2 frames by
// gna-swap-input-matmul (SwapInputMatMulWithFq), the FakeQuantize read through transpose_b and
// fused: 16-bit weights at 65534 / 2.
// KEEP-LABEL: func.func @weights_first
// KEEP:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 65535 : i64}
// I16-LABEL:  func.func @weights_first
// I16-NOT:      ov.FakeQuantize
// I16:          gna.affine {{.*}}ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 6.553500e+04>, target = "3.5", weights_scale = 3.276700e+04 : f64} : (!gna.tensor<4x2xi16, CN, scale 1024.0>, tensor<3x4xi16>)
func.func @weights_first(%x: tensor<1x4x2xf32>) -> tensor<1x3x2xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25, 1.0], [0.1, -0.3, 0.2, 0.2], [0.2, -0.6, 0.7, 0.9]]> : tensor<3x4xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 65535 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
  %m = ov.MatMul.v0 %qw, %x : (tensor<3x4xf32>, tensor<1x4x2xf32>) -> tensor<1x3x2xf32>
  func.return %m : tensor<1x3x2xf32>
}

// -----

// Data [1, 16, 4] has 16 rows, over the 8 one affine takes: the MatMul becomes a pointwise
// convolution, which takes the FakeQuantize (%q1 is kept). Must not fire: weights first over
// data [4, 16] (16 frames: the MatMul stays on the CPU), transposed data of rank 3, weights
// first over data whose leading dim is not 1, and transposed data [12, 10] (10 rows of 12: too
// many for one affine, and a pointwise convolution takes no transposed data) are made neither
// an affine nor a convolution.
// KEEP-LABEL: func.func @not_one_affine
// KEEP:         %q1 = ov.FakeQuantize.v0 {{.*}}ovopt.keep_unfolded
// KEEP-NOT:     ovopt.keep_unfolded
// KEEP:         func.return
func.func @not_one_affine(%x: tensor<1x16x4xf32>, %y: tensor<4x16xf32>, %z: tensor<1x4x2xf32>, %v: tensor<2x4x2xf32>, %t: tensor<12x10xf32>) -> (tensor<1x16x3xf32>, tensor<3x16xf32>, tensor<1x2x3xf32>, tensor<2x3x2xf32>, tensor<10x3xf32>) {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %wt = ov.Constant.v0 dense<[[0.5, -1.0, 0.25, 1.0], [0.1, -0.3, 0.2, 0.2], [0.2, -0.6, 0.7, 0.9]]> : tensor<3x4xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %q1 = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m1 = ov.MatMul.v0 %x, %q1 : (tensor<1x16x4xf32>, tensor<4x3xf32>) -> tensor<1x16x3xf32>
  %q2 = ov.FakeQuantize.v0 %wt, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
  %m2 = ov.MatMul.v0 %q2, %y : (tensor<3x4xf32>, tensor<4x16xf32>) -> tensor<3x16xf32>
  %q3 = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m3 = ov.MatMul.v0 %z, %q3 {transpose_a = true} : (tensor<1x4x2xf32>, tensor<4x3xf32>) -> tensor<1x2x3xf32>
  %q4 = ov.FakeQuantize.v0 %wt, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
  %m4 = ov.MatMul.v0 %q4, %v : (tensor<3x4xf32>, tensor<2x4x2xf32>) -> tensor<2x3x2xf32>
  %w12 = ov.Constant.v0 dense<0.25> : tensor<12x3xf32>
  %q5 = ov.FakeQuantize.v0 %w12, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<12x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12x3xf32>
  %m5 = ov.MatMul.v0 %t, %q5 {transpose_a = true} : (tensor<12x10xf32>, tensor<12x3xf32>) -> tensor<10x3xf32>
  func.return %m1, %m2, %m3, %m4, %m5 : tensor<1x16x3xf32>, tensor<3x16xf32>, tensor<1x2x3xf32>, tensor<2x3x2xf32>, tensor<10x3xf32>
}

// -----

// Ranges per output channel at 255 levels: fused, the weights' scale the smallest of the
// channels' (the plugin's "minimum scale factor among channels"): the widest [-1, 1] gives
// 254 / 2 x 230, the [-0.5, 0.5] channel's weights stay on its own grid. Ranges that differ
// along the summed axis are not one per channel: folded.
// KEEP-LABEL: func.func @per_channel
// KEEP:         ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {ovopt.keep_unfolded, levels = 255 : i64}
// KEEP-NOT:     ovopt.keep_unfolded
// KEEP:         func.return
// Each row's multiplier is trunc(range * scale / 254) (the plugin's runFakeQuantize): 230 for
// the [-1, 1] rows, 115 for the [-0.5, 0.5] one, so every row's weights are its own grid's
// integers: w * 127 and w * 254 (0.1 -> 25.4 -> 25, 0.7 clamped to 0.5 -> 127).
// I16-LABEL:  func.func @per_channel
// I16:          %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[63, 127, 25, -76], [-127, 25, 51, 127], [32, -38, 25, 114]]> : tensor<3x4xi8>
// I16:          %[[M:.*]] = ov.Constant.v0 dense<[230, 115, 230]> : tensor<3xui8>
// I16:          gna.affine %{{.*}}, %[[W]], %{{.*}}, %[[M]] {ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, ovopt.weights_fake_quantize_ranges = array<f64: 2.000000e+00, 1.000000e+00, 2.000000e+00>, target = "3.5", weights_scale = 2.921000e+04 : f64} : (!gna.tensor<4x1xi16, CN, scale 1024.0>, tensor<3x4xi8>, tensor<3xi32>, tensor<3xui8>)
// I16-NOT:      ovopt.weights_fake_quantize
// I16:          func.return
// I8-LABEL:   func.func @per_channel
// I8:           ov.Constant.v0 dense<[230, 115, 230]> : tensor<3xui8>
// I8:           gna.affine {{.*}}ovopt.weights_fake_quantize_ranges = array<f64: 2.000000e+00, 1.000000e+00, 2.000000e+00>, target = "3.5", weights_scale = 2.921000e+04 : f64}
func.func @per_channel(%x: tensor<1x4xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>) {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %clo = ov.Constant.v0 dense<[[-1.0, -0.5, -1.0]]> : tensor<1x3xf32>
  %chi = ov.Constant.v0 dense<[[1.0, 0.5, 1.0]]> : tensor<1x3xf32>
  %klo = ov.Constant.v0 dense<[[-1.0], [-0.5], [-1.0], [-1.0]]> : tensor<4x1xf32>
  %khi = ov.Constant.v0 dense<[[1.0], [0.5], [1.0], [1.0]]> : tensor<4x1xf32>
  %pc = ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  %m1 = ov.MatMul.v0 %x, %pc : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %pk = ov.FakeQuantize.v0 %w, %klo, %khi, %klo, %khi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x3xf32> loc("summed_channels")
  %m2 = ov.MatMul.v0 %x, %pk : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m1, %m2 : tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// The @per_channel weights as the first operand, stored [K, M] under transpose_a: their output
// channels are axis 1, so ranges per column are one per output channel and fused (the
// FakeQuantize read by the affine as its [3, 4] rows, the same integers and multipliers as
// @per_channel's).
// KEEP-LABEL: func.func @per_channel_transposed_first
// KEEP:         ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {ovopt.keep_unfolded, levels = 255 : i64}
// I16-LABEL:  func.func @per_channel_transposed_first
// I16-NOT:      ov.FakeQuantize
// I16:          %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[63, 127, 25, -76], [-127, 25, 51, 127], [32, -38, 25, 114]]> : tensor<3x4xi8>
// I16:          %[[M:.*]] = ov.Constant.v0 dense<[230, 115, 230]> : tensor<3xui8>
// I16:          gna.affine %{{.*}}, %[[W]], %{{.*}}, %[[M]] {ovopt.weights_fake_quantize = array<f64: -1.000000e+00, 1.000000e+00, 2.550000e+02>, ovopt.weights_fake_quantize_ranges = array<f64: 2.000000e+00, 1.000000e+00, 2.000000e+00>, target = "3.5", weights_scale = 2.921000e+04 : f64}
func.func @per_channel_transposed_first(%x: tensor<1x4x2xf32>) -> tensor<1x3x2xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %clo = ov.Constant.v0 dense<[[-1.0, -0.5, -1.0]]> : tensor<1x3xf32>
  %chi = ov.Constant.v0 dense<[[1.0, 0.5, 1.0]]> : tensor<1x3xf32>
  %qw = ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %qw, %x {transpose_a = true} : (tensor<4x3xf32>, tensor<1x4x2xf32>) -> tensor<1x3x2xf32>
  func.return %m : tensor<1x3x2xf32>
}
