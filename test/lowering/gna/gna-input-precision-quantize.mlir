// RUN: ov-opt %s -p 'gna-assign-precision{precision=i8 input-precision=i8},gna-propagate-scales{precision=i8 input-precision=i8 input-scale=64.0},gna-quantize{precision=i8 input-precision=i8}' | filecheck %s

// Quantised: the input frames int8 at input-scale 64; the affine's int8 weights at 127 / 0.5
// = 254 (no compound bias, so no 230 and no multipliers): 127, 63.5 -> 64, -64, 0 and 25.4 ->
// 25; its int8 bias at the output scale 64 * 254 = 16256: 0.001 -> 16.256 -> 16, and 0.01 ->
// 162.56, saturated to 127 (the 2023 plugin's scale calculator keeps the 2^30 bias limit).
// CHECK-LABEL: func.func @int8_frames
// CHECK:         %[[G:.*]] = gna.quantize %{{.*}} {scale = 6.400000e+01 : f64, low_precision = true} : (!gna.tensor<4x1xf32, CN>) -> !gna.tensor<4x1xi8, CN, scale 64.0>
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[127, 64, -64, 0], [25, 25, 25, 25]]> : tensor<2x4xi8>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[16, 127]> : tensor<2xi8>
// CHECK-NEXT:    gna.affine %[[G]], %[[W]], %[[B]] {target = "3.5", weights_scale = 2.540000e+02 : f64} : (!gna.tensor<4x1xi8, CN, scale 64.0>, tensor<2x4xi8>, tensor<2xi8>) -> !gna.tensor<2x1xi32, CN, scale 16256.0>
func.func @int8_frames(%x: tensor<4x1xf32>) -> tensor<2x1xf32> {
  %w = ov.Constant.v0 dense<[[0.5, 0.25, -0.25, 0.0], [0.1, 0.1, 0.1, 0.1]]> : tensor<2x4xf32>
  %b = ov.Constant.v0 dense<[0.001, 0.01]> : tensor<2xf32>
  %g = gna.layout_cast %x : tensor<4x1xf32> to !gna.tensor<4x1xf32, CN>
  %a = gna.affine %g, %w, %b : (!gna.tensor<4x1xf32, CN>, tensor<2x4xf32>, tensor<2xf32>) -> !gna.tensor<2x1xf32, CN>
  %o = gna.layout_cast %a : !gna.tensor<2x1xf32, CN> to tensor<2x1xf32>
  func.return %o : tensor<2x1xf32>
}
