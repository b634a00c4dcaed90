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
