// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// The element types each generation takes (dialects/gna/precisions.py), scale factors that
// must agree, and a PWL that must be the activation of a layer.

func.func @conv_int8_filters_30(%x: !gna.tensor<1x9x8xi16, NWC, scale 2048.0>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi8>
  %c = gna.convolution %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi16, NWC, scale 2048.0>, tensor<4x3x8xi8>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  func.return %c : !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
}
// CHECK: 8-bit convolution weights need GNA 3.5, not 3.0 (earlier generations take 16-bit filters)

// -----

func.func @conv_int8_filters_20(%x: !gna.tensor<1x9x8xi16, NWC, scale 2048.0>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi8>
  %c = gna.convolution %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi16, NWC, scale 2048.0>, tensor<4x3x8xi8>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  func.return %c : !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
}
// CHECK: 8-bit convolution weights need GNA 3.5, not 2.0

// -----

func.func @int8_data_20(%x: !gna.tensor<16x1xi8, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi8>
  %a = gna.affine %x, %w {target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi8, CN, scale 4.0>, tensor<4x16xi8>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: 8-bit affine data needs GNA 3.0 or later, not 2.0

// -----

func.func @int8_affine_without_multipliers(%x: !gna.tensor<16x1xi16, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi8>
  %b = ov.Constant.v0 dense<1> : tensor<4xi32>
  %a = gna.affine %x, %w, %b {target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi8>, tensor<4xi32>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: an affine of i16 data and i8 weights takes the compound bias: an i32 bias and ui8 multipliers

// -----

func.func @multipliers_on_int16_weights(%x: !gna.tensor<16x1xi16, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi16>
  %b = ov.Constant.v0 dense<1> : tensor<4xi32>
  %m = ov.Constant.v0 dense<1> : tensor<4xui8>
  %a = gna.affine %x, %w, %b, %m {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi16>, tensor<4xi32>, tensor<4xui8>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: only an affine of i16 data and i8 weights has multipliers, not a affine of i16 data and i16 weights

// -----

func.func @int16_bias(%x: !gna.tensor<16x1xi16, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi16>
  %b = ov.Constant.v0 dense<1> : tensor<4xi16>
  %a = gna.affine %x, %w, %b {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi16>, tensor<4xi16>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: the affine bias is i32, got i16

// -----

func.func @accumulator_as_data(%x: !gna.tensor<16x1xi32, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi16>
  %a = gna.affine %x, %w {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi32, CN, scale 4.0>, tensor<4x16xi16>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: affine data is 16- or 8-bit: the int32 accumulator it reads needs an activation (identity) first

// -----

func.func @no_target(%x: !gna.tensor<16x1xi16, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi16>
  %a = gna.affine %x, %w {weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi16>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: a quantised affine names its GNA target (2.0, 3.0, 3.5), got None

// -----

func.func @int8_diagonal_weights(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<8xi8>
  %b = ov.Constant.v0 dense<1> : tensor<8xi32>
  %d = gna.diagonal %x, %w, %b {target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<8xi8>, tensor<8xi32>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: diagonal weights are i16, got i8

// -----

func.func @sum_bias_scale(%x: !gna.tensor<1x8xi16, NC, scale 4.0>, %acc: !gna.tensor<1x8xi32, NC, scale 100.0>) -> !gna.tensor<1x8xi32, NC, scale 100.0> {
  %w = ov.Constant.v0 dense<2> : tensor<1xi16>
  %d = gna.diagonal %x, %w, %acc {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<1xi16>, !gna.tensor<1x8xi32, NC, scale 100.0>) -> !gna.tensor<1x8xi32, NC, scale 100.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 100.0>
}
// CHECK: diagonal bias (the sum's other input) has scale 100.0, but data * weights give 8.0: requantise one input

// -----

// A sum's other input as 16-bit data (input-precision=i8's identity rule) only from GNA 3.0.
func.func @sum_bias_int16(%x: !gna.tensor<1x8xi16, NC, scale 4.0>, %y: !gna.tensor<1x8xi16, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0> {
  %w = ov.Constant.v0 dense<2> : tensor<1xi16>
  %d = gna.diagonal %x, %w, %y {target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<1xi16>, !gna.tensor<1x8xi16, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: diagonal bias (the sum's other input) of i16 data (input-precision=i8) needs GNA 3.0 or later, not 2.0: on earlier generations it is an i32 accumulator

// -----

func.func @sum_bias_int8_data_20(%x: !gna.tensor<1x8xi16, NC, scale 4.0>, %y: !gna.tensor<1x8xi8, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0> {
  %w = ov.Constant.v0 dense<2> : tensor<1xi16>
  %d = gna.diagonal %x, %w, %y {target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<1xi16>, !gna.tensor<1x8xi8, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: diagonal bias (the sum's other input) of i8 data (input-precision=i8) needs GNA 3.0 or later, not 2.0

// -----

func.func @sum_bias_float(%x: !gna.tensor<1x8xi16, NC, scale 4.0>, %y: !gna.tensor<1x8xf32, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0> {
  %w = ov.Constant.v0 dense<2> : tensor<1xi16>
  %d = gna.diagonal %x, %w, %y {target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<1xi16>, !gna.tensor<1x8xf32, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: diagonal bias (the sum's other input) is an i32 accumulator, got float

// -----

// An 8-bit affine bias (input-precision=i8) only from GNA 3.0, with i16 or i8 data alike.
func.func @int8_affine_bias_20(%x: !gna.tensor<16x1xi16, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi8>
  %b = ov.Constant.v0 dense<1> : tensor<4xi8>
  %a = gna.affine %x, %w, %b {target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi8>, tensor<4xi8>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: an 8-bit affine bias (input-precision=i8) needs GNA 3.0 or later, not 2.0

// -----

func.func @int8_bias_with_multipliers(%x: !gna.tensor<16x1xi16, CN, scale 4.0>) -> !gna.tensor<4x1xi32, CN, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi8>
  %b = ov.Constant.v0 dense<1> : tensor<4xi8>
  %m = ov.Constant.v0 dense<1> : tensor<4xui8>
  %a = gna.affine %x, %w, %b, %m {target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi8>, tensor<4xi8>, tensor<4xui8>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 8.0>
}
// CHECK: only an affine of i16 data and i8 weights has multipliers

// -----

func.func @int8_diagonal_bias(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0> {
  %w = ov.Constant.v0 dense<2> : tensor<1xi16>
  %b = ov.Constant.v0 dense<1> : tensor<8xi8>
  %d = gna.diagonal %x, %w, %b {target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<1xi16>, tensor<8xi8>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: the diagonal bias is i32, got i8

// -----

func.func @eltwise_in_integers(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 4.0> {
  %e = gna.eltwise %x, %x {operation = "sum"} : (!gna.tensor<1x8xi16, NC, scale 4.0>, !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 4.0>
  func.return %e : !gna.tensor<1x8xi16, NC, scale 4.0>
}
// CHECK: GNA has no eltwise primitive: a sum or difference is a gna.diagonal with the i32 input as its bias, a product a gna.diagonal with one input as its weights (gna-layer-forms)

// -----

func.func @concat_of_two_scales(%a: !gna.tensor<1x8xi16, NC, scale 2048.0>, %b: !gna.tensor<1x8xi16, NC, scale 1024.0>) -> !gna.tensor<1x16xi16, NC, scale 2048.0> {
  %c = gna.concat %a, %b {axis = 1 : i64} : (!gna.tensor<1x8xi16, NC, scale 2048.0>, !gna.tensor<1x8xi16, NC, scale 1024.0>) -> !gna.tensor<1x16xi16, NC, scale 2048.0>
  func.return %c : !gna.tensor<1x16xi16, NC, scale 2048.0>
}
// CHECK: concat input 1 has scale factor 1024.0, input 0 has 2048.0: a concat's inputs share one scale (gna-propagate-scales requantises the producers)

// -----

func.func @concat_of_accumulators(%a: !gna.tensor<1x8xi32, NC, scale 2048.0>) -> !gna.tensor<1x16xi32, NC, scale 2048.0> {
  %c = gna.concat %a, %a {axis = 1 : i64} : (!gna.tensor<1x8xi32, NC, scale 2048.0>, !gna.tensor<1x8xi32, NC, scale 2048.0>) -> !gna.tensor<1x16xi32, NC, scale 2048.0>
  func.return %c : !gna.tensor<1x16xi32, NC, scale 2048.0>
}
// CHECK: concat input 0 is i32: GNA moves 16- or 8-bit data, an accumulator needs an activation (identity) first

// -----

func.func @pwl_without_layer(%x: !gna.tensor<1x8xi32, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 2048.0> {
  %p = gna.pwl %x {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, output_scale = 2048.0 : f64, x_base = array<i64: -2147483648>, y_base = array<i64: -32768>, fixed_slope = array<i64: 16384>} : (!gna.tensor<1x8xi32, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 2048.0>
  func.return %p : !gna.tensor<1x8xi16, NC, scale 2048.0>
}
// CHECK: a quantised PWL is the activation of a layer (affine, diagonal, convolution, pooling), but it reads a function argument: a diagonal layer goes before it (gna-insert-identity)

// -----

func.func @accumulator_read_twice(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> (!gna.tensor<1x8xi16, NC, scale 2048.0>, !gna.tensor<1x8xi32, NC, scale 8.0>) {
  %w = ov.Constant.v0 dense<2> : tensor<8xi16>
  %b = ov.Constant.v0 dense<0> : tensor<8xi32>
  %d = gna.diagonal %x, %w, %b {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<8xi16>, tensor<8xi32>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  %p = gna.pwl %d {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, output_scale = 2048.0 : f64, x_base = array<i64: -2147483648>, y_base = array<i64: -32768>, fixed_slope = array<i64: 16384>} : (!gna.tensor<1x8xi32, NC, scale 8.0>) -> !gna.tensor<1x8xi16, NC, scale 2048.0>
  func.return %p, %d : !gna.tensor<1x8xi16, NC, scale 2048.0>, !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: the gna.diagonal accumulator this PWL activates has other readers: a diagonal layer goes before it

// -----

func.func @pwl_knots_not_on_multiples_of_four(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 2048.0> {
  %w = ov.Constant.v0 dense<2> : tensor<8xi16>
  %b = ov.Constant.v0 dense<0> : tensor<8xi32>
  %d = gna.diagonal %x, %w, %b {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>, tensor<8xi16>, tensor<8xi32>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  %p = gna.pwl %d {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, output_scale = 2048.0 : f64, x_base = array<i64: 4, 6>, y_base = array<i64: 0, 0>, fixed_slope = array<i64: 0, 16384>} : (!gna.tensor<1x8xi32, NC, scale 8.0>) -> !gna.tensor<1x8xi16, NC, scale 2048.0>
  func.return %p : !gna.tensor<1x8xi16, NC, scale 2048.0>
}
// CHECK: PWL x_base values (their multiples of 4) must increase

// -----

func.func @average_pool_in_integers(%x: !gna.tensor<1x8x4xi32, NWC, scale 4.0>) -> !gna.tensor<1x4x4xi32, NWC, scale 4.0> {
  %a = gna.avg_pool %x {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 2>} : (!gna.tensor<1x8x4xi32, NWC, scale 4.0>) -> !gna.tensor<1x4x4xi32, NWC, scale 4.0>
  func.return %a : !gna.tensor<1x4x4xi32, NWC, scale 4.0>
}
// CHECK: GNA has max and sum pooling: an average pool is a gna.sum_pool with 1/k in the convolution's weights (gna-layer-forms)

// -----

func.func @more_windows_than_gna_35(%x: !gna.tensor<1x9x8xi16, NWC, scale 2048.0>) -> !gna.tensor<1x5x4xi32, NWC, scale 4096.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi16>
  %c = gna.convolution %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi16, NWC, scale 2048.0>, tensor<4x3x8xi16>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  %m = gna.max_pool %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 3>, kernel = array<i64: 2>, target = "3.5"} : (!gna.tensor<1x7x4xi32, NWC, scale 4096.0>) -> !gna.tensor<1x5x4xi32, NWC, scale 4096.0>
  func.return %m : !gna.tensor<1x5x4xi32, NWC, scale 4096.0>
}
// CHECK: 5 windows on spatial axis 0 but GNA 3.5 pools 4 over 7 (window 2, stride 2)

// -----

func.func @pool_without_convolution(%x: !gna.tensor<1x8x4xi32, NWC, scale 4.0>) -> !gna.tensor<1x4x4xi32, NWC, scale 4.0> {
  %m = gna.max_pool %x {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 2>, target = "3.0"} : (!gna.tensor<1x8x4xi32, NWC, scale 4.0>) -> !gna.tensor<1x4x4xi32, NWC, scale 4.0>
  func.return %m : !gna.tensor<1x4x4xi32, NWC, scale 4.0>
}
// CHECK: GNA pools a convolution's sums, but this pool reads a function argument

// -----

func.func @quantize_twice(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 4.0> {
  %q = gna.quantize %x {scale = 4.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xi16, NC, scale 4.0>
  func.return %q : !gna.tensor<1x8xi16, NC, scale 4.0>
}
// CHECK: gna.quantize takes float data without a scale factor, got !gna.tensor<1x8xi16, NC, scale 4.0>

// -----

func.func @cast_changes_scale(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<8xi16, ND, scale 8.0> {
  %c = gna.layout_cast %x : !gna.tensor<1x8xi16, NC, scale 4.0> to !gna.tensor<8xi16, ND, scale 8.0>
  func.return %c : !gna.tensor<8xi16, ND, scale 8.0>
}
// CHECK: a layout cast keeps the scale factor: 4.0 vs 8.0

// -----

func.func @dequantize_at_another_scale(%x: !gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xf32, NC> {
  %d = gna.dequantize %x {scale = 8.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 4.0>) -> !gna.tensor<1x8xf32, NC>
  func.return %d : !gna.tensor<1x8xf32, NC>
}
// CHECK: gna.dequantize's scale 8.0 is not its data's, 4.0

// -----

func.func @int8_diagonal_data_20(%x: !gna.tensor<1x8xi8, NC, scale 4.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<1xi16>
  %b = ov.Constant.v0 dense<0> : tensor<1xi32>
  %d = gna.diagonal %x, %w, %b {target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x8xi8, NC, scale 4.0>, tensor<1xi16>, tensor<1xi32>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %d : !gna.tensor<1x8xi32, NC, scale 8.0>
}
// CHECK: 8-bit diagonal data needs GNA 3.0 or later, not 2.0

// -----

func.func @int8_convolution_data_20(%x: !gna.tensor<1x9x8xi8, NWC, scale 4.0>) -> !gna.tensor<1x7x4xi32, NWC, scale 8.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi16>
  %c = gna.convolution %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi8, NWC, scale 4.0>, tensor<4x3x8xi16>) -> !gna.tensor<1x7x4xi32, NWC, scale 8.0>
  func.return %c : !gna.tensor<1x7x4xi32, NWC, scale 8.0>
}
// CHECK: 8-bit convolution data needs GNA 3.0 or later, not 2.0

// -----

// The generations count windows apart: GNA 2.0 floor((in - 1) / stride) + 1, GNA 3.x
// ceil((in - window) / stride) + 1. Over 7 sums, window 3, stride 1: 7 on GNA 2.0, 5 on 3.5.
func.func @more_windows_than_gna_20(%x: !gna.tensor<1x9x8xi16, NWC, scale 2048.0>) -> !gna.tensor<1x8x4xi32, NWC, scale 4096.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi16>
  %c = gna.convolution %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi16, NWC, scale 2048.0>, tensor<4x3x8xi16>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  %m = gna.max_pool %c {strides = array<i64: 1>, pads_begin = array<i64: 2>, pads_end = array<i64: 2>, kernel = array<i64: 3>, target = "2.0"} : (!gna.tensor<1x7x4xi32, NWC, scale 4096.0>) -> !gna.tensor<1x9x4xi32, NWC, scale 4096.0>
  func.return %m : !gna.tensor<1x9x4xi32, NWC, scale 4096.0>
}
// CHECK: 9 windows on spatial axis 0 but GNA 2.0 pools 7 over 7 (window 3, stride 1)

// -----

func.func @more_windows_than_gna_35_of_7(%x: !gna.tensor<1x9x8xi16, NWC, scale 2048.0>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi16>
  %c = gna.convolution %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi16, NWC, scale 2048.0>, tensor<4x3x8xi16>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  %m = gna.max_pool %c {strides = array<i64: 1>, pads_begin = array<i64: 1>, pads_end = array<i64: 1>, kernel = array<i64: 3>, target = "3.5"} : (!gna.tensor<1x7x4xi32, NWC, scale 4096.0>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  func.return %m : !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
}
// CHECK: 7 windows on spatial axis 0 but GNA 3.5 pools 5 over 7 (window 3, stride 1)
