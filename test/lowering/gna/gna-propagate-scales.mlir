// RUN: ov-opt %s --split-input-file -p 'gna-propagate-scales{precision=i16 input-scale=1024.0}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-propagate-scales' | filecheck %s --check-prefix=FLOAT

// Scale factors into the types and properties, data entering GNA at input-scale=1024. The
// expected figures follow from the plugin's rules by hand (weights: 16384 / max|w|).
// Without a precision nothing changes.

// max|w| = 0.5: weights scale 32768, sums at 1024 * 32768 = 33554432. A bias of 1000 caps the
// output scale at 2^30 / 1000 = 1073741.824: the weights scale drops to 1073741.824 / 1024.
// CHECK-LABEL: func.func @bias_limit
// CHECK:         gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN, scale 1024.0>
// CHECK:         gna.affine {{.*}}weights_scale = 1048.576 : f64{{.*}} -> !gna.tensor<8x1xf32, CN, scale 1073741.824>
// CHECK:         gna.affine {{.*}}weights_scale = 3.276800e+04 : f64{{.*}} -> !gna.tensor<8x1xf32, CN, scale 33554432.0>
// FLOAT-LABEL:   func.func @bias_limit
// FLOAT-NOT:     {{, scale |weights_scale|output_scale}}
func.func @bias_limit(%x: tensor<16x1xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %big = ov.Constant.v0 dense<1000.0> : tensor<8xf32>
  %small = ov.Constant.v0 dense<1.0> : tensor<8xf32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w, %big {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
  %b = gna.affine %g, %w, %small {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
  %oa = gna.layout_cast %a : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %ob = gna.layout_cast %b : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  func.return %oa, %ob : tensor<8x1xf32>, tensor<8x1xf32>
}

// -----

// A concat of a sigmoid (2048) and an identity (2049: its slope encodes better there than at
// 1024.5): the identity is requantised to the first scale, 2048, and the propagation restarts.
// CHECK-LABEL: func.func @concat_of_two_scales
// CHECK:         gna.pwl {{.*}}approximates = "sigmoid", output_scale = 2.048000e+03 : f64}
// CHECK:         gna.pwl {{.*}}approximates = "identity", output_scale = 2.048000e+03 : f64}
// CHECK:         gna.concat {{.*}} -> !gna.tensor<16x1xf32, CN, scale 2048.0>
func.func @concat_of_two_scales(%x: tensor<16x1xf32>) -> tensor<16x1xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a1 = gna.affine %g, %w {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p1 = gna.pwl %a1 {slopes = array<f32: 0.0, 0.25, 0.0>, intercepts = array<f32: 0.0, 0.5, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "sigmoid"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %a2 = gna.affine %g, %w {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p2 = gna.pwl %a2 {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, approximates = "identity"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %c = gna.concat %p1, %p2 {axis = 0 : i64} : (!gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>) -> !gna.tensor<16x1xf32, CN>
  %o = gna.layout_cast %c : !gna.tensor<16x1xf32, CN> to tensor<16x1xf32>
  func.return %o : tensor<16x1xf32>
}

// -----

// A concat with a model input takes the input's scale: the sigmoid is requantised to 1024.
// CHECK-LABEL: func.func @concat_with_an_input
// CHECK:         gna.pwl {{.*}}approximates = "sigmoid", output_scale = 1.024000e+03 : f64}
// CHECK:         gna.concat {{.*}} -> !gna.tensor<24x1xf32, CN, scale 1024.0>
func.func @concat_with_an_input(%x: tensor<16x1xf32>) -> tensor<24x1xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %a {slopes = array<f32: 0.0, 0.25, 0.0>, intercepts = array<f32: 0.0, 0.5, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "sigmoid"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %c = gna.concat %g, %p {axis = 0 : i64} : (!gna.tensor<16x1xf32, CN>, !gna.tensor<8x1xf32, CN>) -> !gna.tensor<24x1xf32, CN>
  %o = gna.layout_cast %c : !gna.tensor<24x1xf32, CN> to tensor<24x1xf32>
  func.return %o : tensor<24x1xf32>
}

// -----

// A sum: identity data (2049) plus the sums of an affine with max|w| = 0.1 (weights scale
// 163840, sums at 1024 * 163840 = 167772160) as the bias. Their ratio, 81880, passes 32767:
// the bias's affine is requantised to 2049 * 32767 = 67139583 (weights scale 67139583 / 1024),
// and the sum's weight is the ratio 32767.
// CHECK-LABEL: func.func @sum_with_a_requantised_producer
// CHECK:         %[[B:.*]] = gna.affine {{.*}}weights_scale = 65565.999{{[0-9]*}} : f64{{.*}} -> !gna.tensor<8x1xf32, CN, scale 67139583.0>
// CHECK:         gna.pwl {{.*}}approximates = "identity", output_scale = 2.049000e+03 : f64}
// CHECK:         gna.diagonal {{.*}}, %[[B]] {weights_scale = 3.276700e+04 : f64} {{.*}} -> !gna.tensor<8x1xf32, CN, scale 67139583.0>
func.func @sum_with_a_requantised_producer(%x: tensor<16x1xf32>) -> tensor<8x1xf32> {
  %small = ov.Constant.v0 dense<0.1> : tensor<8x16xf32>
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %one = ov.Constant.v0 dense<1.0> : tensor<1xf32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %b = gna.affine %g, %small {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %a = gna.affine %g, %w {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %a {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, approximates = "identity"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %s = gna.diagonal %p, %one, %b : (!gna.tensor<8x1xf32, CN>, tensor<1xf32>, !gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %s : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  func.return %o : tensor<8x1xf32>
}

// -----

// A model's FakeQuantize (NNCF, a TFLite int8 model) between two layers, on the CPU: the
// sigmoid before it writes at (levels - 1) / (high - low) = 255 / 2 = 127.5, and the data
// coming back takes the same scale (CalculateScaleFactorFromStats); input-scale stays for the
// model input.
// CHECK-LABEL: func.func @fake_quantize_statistics
// CHECK:         gna.pwl {{.*}}approximates = "sigmoid", output_scale = 1.275000e+02 : f64}
// CHECK:         gna.layout_cast %{{.*}} : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN, scale 127.5>
func.func @fake_quantize_statistics(%x: tensor<16x1xf32>) -> tensor<4x1xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %v = ov.Constant.v0 dense<0.25> : tensor<4x8xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %g = gna.layout_cast %x : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %a {slopes = array<f32: 0.0, 0.25, 0.0>, intercepts = array<f32: 0.0, 0.5, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "sigmoid"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %p : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %f = ov.FakeQuantize.v0 %o, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<8x1xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x1xf32>
  %g2 = gna.layout_cast %f : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %b = gna.affine %g2, %v {target = "3.5", weights_precision = "i16"} : (!gna.tensor<8x1xf32, CN>, tensor<4x8xf32>) -> !gna.tensor<4x1xf32, CN>
  %y = gna.layout_cast %b : !gna.tensor<4x1xf32, CN> to tensor<4x1xf32>
  func.return %y : tensor<4x1xf32>
}
