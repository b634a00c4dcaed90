// The modules of test_gna_integer_kernels.py (not a lit test: Inputs are excluded).

func.func @affine(%x: !gna.tensor<2x1xi16, CN, scale 1.0>) -> !gna.tensor<2x1xi32, CN, scale 1.0> {
  %w = ov.Constant.v0 dense<[[32767, 32767], [-32768, 32767]]> : tensor<2x2xi16>
  %b = ov.Constant.v0 dense<[1000000, -1000000]> : tensor<2xi32>
  %a = gna.affine %x, %w, %b {target = "3.5", weights_scale = 1.0 : f64} : (!gna.tensor<2x1xi16, CN, scale 1.0>, tensor<2x2xi16>, tensor<2xi32>) -> !gna.tensor<2x1xi32, CN, scale 1.0>
  func.return %a : !gna.tensor<2x1xi32, CN, scale 1.0>
}

func.func @int8_affine(%x: !gna.tensor<2x1xi16, CN, scale 1.0>) -> !gna.tensor<1x1xi32, CN, scale 1.0> {
  %w = ov.Constant.v0 dense<[[2, -3]]> : tensor<1x2xi8>
  %b = ov.Constant.v0 dense<11> : tensor<1xi32>
  %m = ov.Constant.v0 dense<5> : tensor<1xui8>
  %a = gna.affine %x, %w, %b, %m {target = "3.0", weights_scale = 1.0 : f64} : (!gna.tensor<2x1xi16, CN, scale 1.0>, tensor<1x2xi8>, tensor<1xi32>, tensor<1xui8>) -> !gna.tensor<1x1xi32, CN, scale 1.0>
  func.return %a : !gna.tensor<1x1xi32, CN, scale 1.0>
}

func.func @diagonal(%x: !gna.tensor<1x3xi16, NC, scale 1.0>) -> !gna.tensor<1x3xi32, NC, scale 1.0> {
  %w = ov.Constant.v0 dense<[-32768, 3, -2]> : tensor<3xi16>
  %b = ov.Constant.v0 dense<[2147483647, -5, -2147483648]> : tensor<3xi32>
  %d = gna.diagonal %x, %w, %b {target = "3.5", weights_scale = 1.0 : f64} : (!gna.tensor<1x3xi16, NC, scale 1.0>, tensor<3xi16>, tensor<3xi32>) -> !gna.tensor<1x3xi32, NC, scale 1.0>
  func.return %d : !gna.tensor<1x3xi32, NC, scale 1.0>
}

func.func @pwl(%x: !gna.tensor<1x4xi32, NC, scale 1.0>) -> !gna.tensor<1x4xi8, NC, scale 1.0> {
  %p = gna.pwl %x {slopes = array<f32: 0.5, 0.25>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -100.0, 0.0, 100.0>, output_scale = 1.0 : f64, low_precision = true, x_base = array<i64: -100, 1>, y_base = array<i64: -50, 0>, fixed_slope = array<i64: 128, 16384>} : (!gna.tensor<1x4xi32, NC, scale 1.0>) -> !gna.tensor<1x4xi8, NC, scale 1.0>
  func.return %p : !gna.tensor<1x4xi8, NC, scale 1.0>
}
