// RUN: ov-opt %s --split-input-file -p convert-gna-to-ov | filecheck %s

// A quantised module's integers in f32: the input rounded half away from zero and saturated
// to int16, the integer weights and bias converted, the sums clamped to int32, the PWL as
// GNA's fixed-point table (segment by x_base, floor of the scaled slope, y_base below the
// first start), the output divided by its scale.

// CHECK-LABEL: func.func @affine_layer
// CHECK:         %[[S:.*]] = ov.Multiply.v1 %{{.*}}, %{{.*}} : (tensor<16x2xf32>, tensor<1xf32>) -> tensor<16x2xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[S]] {mode = "half_away_from_zero"}
// CHECK-NEXT:    %[[Q:.*]] = ov.Clamp.v0 %[[R]] {min = -3.276800e+04 : f64, max = 3.276700e+04 : f64}
// CHECK-NEXT:    %[[W:.*]] = ov.Convert.v0 %w {destination_type = f32} : (tensor<8x16xi16>) -> tensor<8x16xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[W]], %[[Q]]
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %b {destination_type = f32} : (tensor<8xi32>) -> tensor<8xf32>
// CHECK:         %[[A:.*]] = ov.Add.v1 %[[M]], %{{.*}} : (tensor<8x2xf32>, tensor<8x1xf32>) -> tensor<8x2xf32>
// CHECK-NEXT:    %[[SUM:.*]] = ov.Clamp.v0 %[[A]] {min = 0xC1E0000000000000 : f64, max = 0x41DFFFFFFFC00000 : f64}
// CHECK-NEXT:    %[[FIRST:.*]] = ov.Constant.v0 dense<-2.14748365e+09> : tensor<1xf32>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.LessEqual.v1 %[[SUM]], %[[FIRST]]
// CHECK:         %[[K:.*]] = ov.ReduceSum.v1
// CHECK:         ov.Constant.v0 dense<[-2.14748365e+09, 0.000000e+00]>
// CHECK-NEXT:    %[[START:.*]] = ov.Gather.v8 %{{.*}}, %[[K]]
// CHECK-NEXT:    ov.Constant.v0 dense<[0.000000e+00, 2.500000e-01]>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Gather.v8 %{{.*}}, %[[K]]
// CHECK:         %[[BASE:.*]] = ov.Gather.v8 %{{.*}}, %[[K]]
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %[[SUM]], %[[START]]
// CHECK-NEXT:    %[[L:.*]] = ov.Multiply.v1 %[[D]], %[[STEP]]
// CHECK-NEXT:    %[[FL:.*]] = ov.Floor.v0 %[[L]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[FL]], %[[BASE]]
// CHECK:         %[[SEL:.*]] = ov.Select.v1 %[[BELOW]], %{{.*}}, %[[Y]]
// CHECK-NEXT:    %[[OUT:.*]] = ov.Clamp.v0 %[[SEL]] {min = -3.276800e+04 : f64, max = 3.276700e+04 : f64}
// CHECK:         ov.Divide.v1 %[[OUT]], %{{.*}} : (tensor<8x2xf32>, tensor<1xf32>) -> tensor<8x2xf32>
// CHECK-NOT:     gna.
func.func @affine_layer(%x: tensor<16x2xf32>) -> tensor<8x2xf32> {
  %w = ov.Constant.v0 dense<3> : tensor<8x16xi16>
  %b = ov.Constant.v0 dense<100> : tensor<8xi32>
  %g = gna.layout_cast %x : tensor<16x2xf32> to !gna.tensor<16x2xf32, CN>
  %q = gna.quantize %g {scale = 2048.0 : f64} : (!gna.tensor<16x2xf32, CN>) -> !gna.tensor<16x2xi16, CN, scale 2048.0>
  %a = gna.affine %q, %w, %b {target = "3.0", weights_scale = 16384.0 : f64} : (!gna.tensor<16x2xi16, CN, scale 2048.0>, tensor<8x16xi16>, tensor<8xi32>) -> !gna.tensor<8x2xi32, CN, scale 33554432.0>
  %p = gna.pwl %a {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu", output_scale = 2048.0 : f64, x_base = array<i64: -2147483645, 1>, y_base = array<i64: 0, 0>, fixed_slope = array<i64: 0, 16384>} : (!gna.tensor<8x2xi32, CN, scale 33554432.0>) -> !gna.tensor<8x2xi16, CN, scale 2048.0>
  %d = gna.dequantize %p {scale = 2048.0 : f64} : (!gna.tensor<8x2xi16, CN, scale 2048.0>) -> !gna.tensor<8x2xf32, CN>
  %o = gna.layout_cast %d : !gna.tensor<8x2xf32, CN> to tensor<8x2xf32>
  func.return %o : tensor<8x2xf32>
}

// -----

// An int8 affine multiplies each row's sums by its multiplier before the bias.
// CHECK-LABEL: func.func @int8_affine
// CHECK:         %[[W:.*]] = ov.Convert.v0 %w {destination_type = f32} : (tensor<4x16xi8>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[W]], %{{.*}} : (tensor<4x16xf32>, tensor<16x1xf32>)
// CHECK-NEXT:    %[[MUL:.*]] = ov.Convert.v0 %m {destination_type = f32} : (tensor<4xui8>) -> tensor<4xf32>
// CHECK:         %[[ROWS:.*]] = ov.Multiply.v1 %[[M]], %{{.*}} : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
// CHECK:         ov.Add.v1 %[[ROWS]]
// CHECK-NEXT:    ov.Clamp.v0
func.func @int8_affine(%q: tensor<16x1xf32>) -> tensor<4x1xf32> {
  %w = ov.Constant.v0 dense<-7> : tensor<4x16xi8>
  %b = ov.Constant.v0 dense<0> : tensor<4xi32>
  %m = ov.Constant.v0 dense<3> : tensor<4xui8>
  %g = gna.layout_cast %q : tensor<16x1xf32> to !gna.tensor<16x1xf32, CN>
  %i = gna.quantize %g {scale = 2048.0 : f64} : (!gna.tensor<16x1xf32, CN>) -> !gna.tensor<16x1xi16, CN, scale 2048.0>
  %a = gna.affine %i, %w, %b, %m {target = "2.0", weights_scale = 200000.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 2048.0>, tensor<4x16xi8>, tensor<4xi32>, tensor<4xui8>) -> !gna.tensor<4x1xi32, CN, scale 409600000.0>
  %d = gna.dequantize %a {scale = 409600000.0 : f64} : (!gna.tensor<4x1xi32, CN, scale 409600000.0>) -> !gna.tensor<4x1xf32, CN>
  %o = gna.layout_cast %d : !gna.tensor<4x1xf32, CN> to tensor<4x1xf32>
  func.return %o : tensor<4x1xf32>
}

// -----

// A PWL of one segment needs no segment index: its start, step and y_base are constants. Here
// x_base -4095 is the start -4096 with shift code 1 (a 16-bit shift), so fixed_slope 16384 is a
// step of 16384 / 2^16 = 0.25; at or below the start the output is y_base, 5.

// CHECK-LABEL: func.func @pwl_one_segment
// CHECK:         %[[SUM:.*]] = ov.Clamp.v0 %{{.*}} {min = 0xC1E0000000000000 : f64, max = 0x41DFFFFFFFC00000 : f64}
// CHECK-NEXT:    %[[FIRST:.*]] = ov.Constant.v0 dense<-4.096000e+03> : tensor<1xf32>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.LessEqual.v1 %[[SUM]], %[[FIRST]]
// CHECK-NEXT:    %[[START:.*]] = ov.Constant.v0 dense<-4.096000e+03> : tensor<1xf32>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Constant.v0 dense<2.500000e-01> : tensor<1xf32>
// CHECK-NEXT:    %[[BASE:.*]] = ov.Constant.v0 dense<5.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %[[SUM]], %[[START]]
// CHECK-NEXT:    %[[L:.*]] = ov.Multiply.v1 %[[D]], %[[STEP]]
// CHECK-NEXT:    %[[FL:.*]] = ov.Floor.v0 %[[L]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[FL]], %[[BASE]]
// CHECK-NEXT:    %[[B0:.*]] = ov.Constant.v0 dense<5.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[SEL:.*]] = ov.Select.v1 %[[BELOW]], %[[B0]], %[[Y]]
// CHECK-NEXT:    ov.Clamp.v0 %[[SEL]] {min = -3.276800e+04 : f64, max = 3.276700e+04 : f64}
// CHECK-NOT:     gna.
func.func @pwl_one_segment(%x: tensor<16x2xf32>) -> tensor<8x2xf32> {
  %w = ov.Constant.v0 dense<3> : tensor<8x16xi16>
  %b = ov.Constant.v0 dense<100> : tensor<8xi32>
  %g = gna.layout_cast %x : tensor<16x2xf32> to !gna.tensor<16x2xf32, CN>
  %q = gna.quantize %g {scale = 2048.0 : f64} : (!gna.tensor<16x2xf32, CN>) -> !gna.tensor<16x2xi16, CN, scale 2048.0>
  %a = gna.affine %q, %w, %b {target = "3.0", weights_scale = 16384.0 : f64} : (!gna.tensor<16x2xi16, CN, scale 2048.0>, tensor<8x16xi16>, tensor<8xi32>) -> !gna.tensor<8x2xi32, CN, scale 33554432.0>
  %p = gna.pwl %a {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, output_scale = 2048.0 : f64, x_base = array<i64: -4095>, y_base = array<i64: 5>, fixed_slope = array<i64: 16384>} : (!gna.tensor<8x2xi32, CN, scale 33554432.0>) -> !gna.tensor<8x2xi16, CN, scale 2048.0>
  %d = gna.dequantize %p {scale = 2048.0 : f64} : (!gna.tensor<8x2xi16, CN, scale 2048.0>) -> !gna.tensor<8x2xf32, CN>
  %o = gna.layout_cast %d : !gna.tensor<8x2xf32, CN> to tensor<8x2xf32>
  func.return %o : tensor<8x2xf32>
}

// -----

// An 8-bit input saturates to int8; a rank-3 (NWC) convolution transposes with [0, 2, 1] and
// adds its converted bias as [1, C, 1]; a sum pool is the mean times its window (3, not the
// stride 2); an int8 PWL of three segments compares with the two starts after the first
// (x_base & ~3: -100, 0, 100) and scales each slope by its shift code (x_base & 3: 128 / 2^8,
// 16384 / 2^16, 256 / 2^24), saturated to int8.

// CHECK-LABEL: func.func @conv_pool_int8
// CHECK:         %[[R:.*]] = ov.Round.v5 %{{.*}} {mode = "half_away_from_zero"} : tensor<1x9x8xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Clamp.v0 %[[R]] {min = -1.280000e+02 : f64, max = 1.270000e+02 : f64}
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %b {destination_type = f32} : (tensor<4xi32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Convert.v0 %w {destination_type = f32} : (tensor<4x3x8xi16>) -> tensor<4x3x8xf32>
// CHECK-NEXT:    %[[O1:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TX:.*]] = ov.Transpose.v1 %[[Q]], %[[O1]] : (tensor<1x9x8xf32>, tensor<3xi64>) -> tensor<1x8x9xf32>
// CHECK-NEXT:    %[[O2:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TW:.*]] = ov.Transpose.v1 %[[W]], %[[O2]] : (tensor<4x3x8xf32>, tensor<3xi64>) -> tensor<4x8x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[TX]], %[[TW]] {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x8x9xf32>, tensor<4x8x3xf32>) -> tensor<1x4x7xf32>
// CHECK-NEXT:    %[[BS:.*]] = ov.Constant.v0 dense<[1, 4, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[BR:.*]] = ov.Reshape.v1 %[[B]], %[[BS]] {special_zero = false}
// CHECK-NEXT:    %[[CB:.*]] = ov.Add.v1 %[[C]], %[[BR]]
// CHECK-NEXT:    %[[O3:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[CL:.*]] = ov.Transpose.v1 %[[CB]], %[[O3]] : (tensor<1x4x7xf32>, tensor<3xi64>) -> tensor<1x7x4xf32>
// CHECK-NEXT:    %[[ACC:.*]] = ov.Clamp.v0 %[[CL]] {min = 0xC1E0000000000000 : f64, max = 0x41DFFFFFFFC00000 : f64}
// CHECK-NEXT:    %[[O4:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TP:.*]] = ov.Transpose.v1 %[[ACC]], %[[O4]] : (tensor<1x7x4xf32>, tensor<3xi64>) -> tensor<1x4x7xf32>
// CHECK-NEXT:    %[[MEAN:.*]] = ov.AvgPool.v1 %[[TP]] {kernel = array<i64: 3>, "exclude-pad" = false, strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x4x7xf32>) -> tensor<1x4x3xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[SUMS:.*]] = ov.Multiply.v1 %[[MEAN]], %[[K]]
// CHECK-NEXT:    %[[RS:.*]] = ov.Round.v5 %[[SUMS]] {mode = "half_away_from_zero"}
// CHECK-NEXT:    %[[O5:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TS:.*]] = ov.Transpose.v1 %[[RS]], %[[O5]] : (tensor<1x4x3xf32>, tensor<3xi64>) -> tensor<1x3x4xf32>
// CHECK-NEXT:    %[[POOLED:.*]] = ov.Clamp.v0 %[[TS]] {min = 0xC1E0000000000000 : f64, max = 0x41DFFFFFFFC00000 : f64}
// CHECK-NEXT:    %[[FIRST:.*]] = ov.Constant.v0 dense<-1.000000e+02> : tensor<1xf32>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.LessEqual.v1 %[[POOLED]], %[[FIRST]]
// CHECK-NEXT:    %[[AX:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK-NEXT:    %[[COL:.*]] = ov.Unsqueeze.v0 %[[POOLED]], %[[AX]] : (tensor<1x3x4xf32>, tensor<1xi64>) -> tensor<1x3x4x1xf32>
// CHECK-NEXT:    %[[INNER:.*]] = ov.Constant.v0 dense<[0.000000e+00, 1.000000e+02]> : tensor<2xf32>
// CHECK-NEXT:    %[[GE:.*]] = ov.GreaterEqual.v1 %[[COL]], %[[INNER]]
// CHECK-NEXT:    %[[GI:.*]] = ov.Convert.v0 %[[GE]] {destination_type = i32}
// CHECK-NEXT:    %[[RAX:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK-NEXT:    %[[SEG:.*]] = ov.ReduceSum.v1 %[[GI]], %[[RAX]] : (tensor<1x3x4x2xi32>, tensor<1xi64>) -> tensor<1x3x4xi32>
// CHECK-NEXT:    %[[GAX:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[STARTS:.*]] = ov.Constant.v0 dense<[-1.000000e+02, 0.000000e+00, 1.000000e+02]> : tensor<3xf32>
// CHECK-NEXT:    %[[START:.*]] = ov.Gather.v8 %[[STARTS]], %[[SEG]], %[[GAX]]
// CHECK-NEXT:    %[[STEPS:.*]] = ov.Constant.v0 dense<[5.000000e-01, 2.500000e-01, 1.52587891e-05]> : tensor<3xf32>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Gather.v8 %[[STEPS]], %[[SEG]], %[[GAX]]
// CHECK-NEXT:    %[[BASES:.*]] = ov.Constant.v0 dense<[-5.000000e+01, 0.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:    %[[BASE:.*]] = ov.Gather.v8 %[[BASES]], %[[SEG]], %[[GAX]]
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %[[POOLED]], %[[START]]
// CHECK-NEXT:    %[[L:.*]] = ov.Multiply.v1 %[[D]], %[[STEP]]
// CHECK-NEXT:    %[[FL:.*]] = ov.Floor.v0 %[[L]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[FL]], %[[BASE]]
// CHECK-NEXT:    %[[B0:.*]] = ov.Constant.v0 dense<-5.000000e+01> : tensor<1xf32>
// CHECK-NEXT:    %[[SEL:.*]] = ov.Select.v1 %[[BELOW]], %[[B0]], %[[Y]]
// CHECK-NEXT:    %[[OUT:.*]] = ov.Clamp.v0 %[[SEL]] {min = -1.280000e+02 : f64, max = 1.270000e+02 : f64}
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    ov.Divide.v1 %[[OUT]], %[[ONE]]
// CHECK-NOT:     gna.
func.func @conv_pool_int8(%x: tensor<1x9x8xf32>) -> tensor<1x3x4xf32> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi16>
  %b = ov.Constant.v0 dense<7> : tensor<4xi32>
  %g = gna.layout_cast %x : tensor<1x9x8xf32> to !gna.tensor<1x9x8xf32, NWC>
  %q = gna.quantize %g {scale = 64.0 : f64, low_precision = true} : (!gna.tensor<1x9x8xf32, NWC>) -> !gna.tensor<1x9x8xi8, NWC, scale 64.0>
  %c = gna.convolution %q, %w, %b {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi8, NWC, scale 64.0>, tensor<4x3x8xi16>, tensor<4xi32>) -> !gna.tensor<1x7x4xi32, NWC, scale 128.0>
  %s = gna.sum_pool %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 3>, target = "2.0"} : (!gna.tensor<1x7x4xi32, NWC, scale 128.0>) -> !gna.tensor<1x3x4xi32, NWC, scale 128.0>
  %p = gna.pwl %s {slopes = array<f32: 0.5, 0.25, 1.0>, intercepts = array<f32: 0.0, 0.0, 0.0>, knots = array<f32: -100.0, 0.0, 100.0, 200.0>, output_scale = 1.0 : f64, low_precision = true, x_base = array<i64: -100, 1, 102>, y_base = array<i64: -50, 0, 3>, fixed_slope = array<i64: 128, 16384, 256>} : (!gna.tensor<1x3x4xi32, NWC, scale 128.0>) -> !gna.tensor<1x3x4xi8, NWC, scale 1.0>
  %d = gna.dequantize %p {scale = 1.0 : f64} : (!gna.tensor<1x3x4xi8, NWC, scale 1.0>) -> !gna.tensor<1x3x4xf32, NWC>
  %o = gna.layout_cast %d : !gna.tensor<1x3x4xf32, NWC> to tensor<1x3x4xf32>
  func.return %o : tensor<1x3x4xf32>
}

// -----

// A quantised diagonal: data times the converted weights, plus the converted bias, saturated
// to int32 (not to the int16 of its data).

// CHECK-LABEL: func.func @diagonal_int
// CHECK:         %[[Q:.*]] = ov.Clamp.v0 %{{.*}} {min = -3.276800e+04 : f64, max = 3.276700e+04 : f64} : tensor<1x8xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Convert.v0 %w {destination_type = f32} : (tensor<1xi16>) -> tensor<1xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Multiply.v1 %[[Q]], %[[W]] : (tensor<1x8xf32>, tensor<1xf32>) -> tensor<1x8xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %b {destination_type = f32} : (tensor<8xi32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[P]], %[[B]] : (tensor<1x8xf32>, tensor<8xf32>) -> tensor<1x8xf32>
// CHECK-NEXT:    %[[ACC:.*]] = ov.Clamp.v0 %[[S]] {min = 0xC1E0000000000000 : f64, max = 0x41DFFFFFFFC00000 : f64}
// CHECK-NEXT:    %[[SC:.*]] = ov.Constant.v0 dense<8.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Divide.v1 %[[ACC]], %[[SC]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @diagonal_int(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %w = ov.Constant.v0 dense<3> : tensor<1xi16>
  %b = ov.Constant.v0 dense<-5> : tensor<8xi32>
  %g = gna.layout_cast %x : tensor<1x8xf32> to !gna.tensor<1x8xf32, NC>
  %q = gna.quantize %g {scale = 8.0 : f64} : (!gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xi16, NC, scale 8.0>
  %d = gna.diagonal %q, %w, %b {target = "3.5", weights_scale = 1.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 8.0>, tensor<1xi16>, tensor<8xi32>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  %e = gna.dequantize %d {scale = 8.0 : f64} : (!gna.tensor<1x8xi32, NC, scale 8.0>) -> !gna.tensor<1x8xf32, NC>
  %o = gna.layout_cast %e : !gna.tensor<1x8xf32, NC> to tensor<1x8xf32>
  func.return %o : tensor<1x8xf32>
}
