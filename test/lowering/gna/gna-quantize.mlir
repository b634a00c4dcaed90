// RUN: ov-opt %s --split-input-file -p 'gna-propagate-scales{precision=i8 input-scale=1024.0},gna-quantize{precision=i8}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-quantize' | filecheck %s --check-prefix=FLOAT

// Integer weights, biases and PWL tables, quantize / dequantize at GNA's edges. Figures by
// hand from the plugin's rules; without a precision nothing changes.

// An int8 affine: weights scale 127 / 0.5 = 254, times 230 for the compound bias = 58420
// (58420 * 1024 * 1024 is below the int8 cut's 30 * INT32_MAX); sums at 58420 * 1024.
// Row multipliers round(max|w * 58420| / 127): 29210 / 127 = 230 and 5842 / 127 = 46; the
// weights w * 58420 / multiplier rounded half away from zero: 0.25 gives 63.5, so 64.
// CHECK-LABEL: func.func @int8_affine
// CHECK:         %[[Q:.*]] = gna.quantize %{{.*}} {scale = 1.024000e+03 : f64} : (!gna.tensor<4x1xf32, CN>) -> !gna.tensor<4x1xi16, CN, scale 1024.0>
// CHECK:         %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[127, 64, -64, 0], [127, 127, 127, 127]]> : tensor<2x4xi8>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0> : tensor<2xi32>
// CHECK-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<[230, 46]> : tensor<2xui8>
// CHECK-NEXT:    %[[A:.*]] = gna.affine %[[Q]], %[[W]], %[[B]], %[[M]] {target = "3.5", weights_scale = 5.842000e+04 : f64} : {{.*}} -> !gna.tensor<2x1xi32, CN, scale 59822080.0>
// CHECK-NEXT:    gna.dequantize %[[A]] {scale = {{.*}}} : (!gna.tensor<2x1xi32, CN, scale 59822080.0>)
// FLOAT-LABEL:   func.func @int8_affine
// FLOAT-NOT:     gna.quantize
// FLOAT-NOT:     xi8
func.func @int8_affine(%x: tensor<4x1xf32>) -> tensor<2x1xf32> {
  %w = ov.Constant.v0 dense<[[0.5, 0.25, -0.25, 0.0], [0.1, 0.1, 0.1, 0.1]]> : tensor<2x4xf32>
  %g = gna.layout_cast %x : tensor<4x1xf32> to !gna.tensor<4x1xf32, CN>
  %a = gna.affine %g, %w {target = "3.5", weights_precision = "i8"} : (!gna.tensor<4x1xf32, CN>, tensor<2x4xf32>) -> !gna.tensor<2x1xf32, CN>
  %o = gna.layout_cast %a : !gna.tensor<2x1xf32, CN> to tensor<2x1xf32>
  func.return %o : tensor<2x1xf32>
}

// -----

// A diagonal keeps int16 weights in int8 mode: max|w| = 2 gives weights scale 8192, so the
// weights are 2 * 8192 = 16384 and -0.5 * 8192 = -4096; the bias 0.75 at the output scale
// 1024 * 8192 = 2^23 is 6291456 in int32. The relu's output scale is 2048 halved (2048 * 2^23
// passes INT32_MAX); its table: 0 from INT32_MIN (slope 0, shift index 3 in the low bits),
// then from 0 the slope 1024 / 2^23 = 2^-13, which is 2^19 at shift 32 (beyond int16), so
// 2^-13 * 2^24 = 2048 at shift index 2.
// CHECK-LABEL: func.func @diagonal_and_relu
// CHECK:         ov.Constant.v0 dense<[16384, -4096]> : tensor<2xi16>
// CHECK-NEXT:    ov.Constant.v0 dense<6291456> : tensor<1xi32>
// CHECK-NEXT:    %[[D:.*]] = gna.diagonal {{.*}} -> !gna.tensor<1x2xi32, NC, scale 8388608.0>
// CHECK-NEXT:    %[[P:.*]] = gna.pwl %[[D]] {{.*}}x_base = array<i64: -2147483645, 2>, y_base = array<i64: 0, 0>, fixed_slope = array<i64: 0, 2048>} : {{.*}} -> !gna.tensor<1x2xi16, NC, scale 1024.0>
// CHECK-NEXT:    gna.dequantize %[[P]] {scale = 1.024000e+03 : f64}
func.func @diagonal_and_relu(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %w = ov.Constant.v0 dense<[2.0, -0.5]> : tensor<2xf32>
  %b = ov.Constant.v0 dense<0.75> : tensor<1xf32>
  %g = gna.layout_cast %x : tensor<1x2xf32> to !gna.tensor<1x2xf32, NC>
  %d = gna.diagonal %g, %w, %b {target = "3.5", weights_precision = "i16"} : (!gna.tensor<1x2xf32, NC>, tensor<2xf32>, tensor<1xf32>) -> !gna.tensor<1x2xf32, NC>
  %p = gna.pwl %d {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<1x2xf32, NC>) -> !gna.tensor<1x2xf32, NC>
  %o = gna.layout_cast %p : !gna.tensor<1x2xf32, NC> to tensor<1x2xf32>
  func.return %o : tensor<1x2xf32>
}
