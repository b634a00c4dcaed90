// RUN: OV_ROUNDTRIP

// GNA's layers in integers: scale factors in the types, integer weights and biases, the
// i32 accumulator a PWL activates, the compound bias of an int8 affine.

// CHECK-LABEL: func.func @affine_layer
// CHECK:         %[[Q:.*]] = gna.quantize %{{.*}} {scale = 2.048000e+03 : f64} : (!gna.tensor<16x2xf32, CN>) -> !gna.tensor<16x2xi16, CN, scale 2048.0>
// CHECK-NEXT:    %[[A:.*]] = gna.affine %[[Q]], %{{.*}}, %{{.*}} {target = "3.0", weights_scale = 1.638400e+04 : f64} : (!gna.tensor<16x2xi16, CN, scale 2048.0>, tensor<8x16xi16>, tensor<8xi32>) -> !gna.tensor<8x2xi32, CN, scale 33554432.0>
// CHECK-NEXT:    %[[P:.*]] = gna.pwl %[[A]] {{.*}}output_scale = 2.048000e+03 : f64, x_base = array<i64: -2147483645, 1>, y_base = array<i64: 0, 0>, fixed_slope = array<i64: 0, 16384>} : (!gna.tensor<8x2xi32, CN, scale 33554432.0>) -> !gna.tensor<8x2xi16, CN, scale 2048.0>
// CHECK-NEXT:    %[[D:.*]] = gna.dequantize %[[P]] {scale = 2.048000e+03 : f64} : (!gna.tensor<8x2xi16, CN, scale 2048.0>) -> !gna.tensor<8x2xf32, CN>
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

// An int8 affine on int16 data takes the compound bias: the i32 bias, then a ui8 multiplier
// per output row.

// CHECK-LABEL: func.func @int8_affine
// CHECK:         gna.affine %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {target = "2.0", weights_scale = 2.000000e+05 : f64} : (!gna.tensor<16x1xi16, CN, scale 2048.0>, tensor<4x16xi8>, tensor<4xi32>, tensor<4xui8>) -> !gna.tensor<4x1xi32, CN, scale 409600000.0>
func.func @int8_affine(%q: !gna.tensor<16x1xi16, CN, scale 2048.0>) -> !gna.tensor<4x1xi32, CN, scale 409600000.0> {
  %w = ov.Constant.v0 dense<-7> : tensor<4x16xi8>
  %b = ov.Constant.v0 dense<0> : tensor<4xi32>
  %m = ov.Constant.v0 dense<3> : tensor<4xui8>
  %a = gna.affine %q, %w, %b, %m {target = "2.0", weights_scale = 200000.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 2048.0>, tensor<4x16xi8>, tensor<4xi32>, tensor<4xui8>) -> !gna.tensor<4x1xi32, CN, scale 409600000.0>
  func.return %a : !gna.tensor<4x1xi32, CN, scale 409600000.0>
}

// -----

// An element-wise sum is a diagonal whose bias is the other input's accumulator (at the
// result's scale); a product is a diagonal whose weights are the other input.

// CHECK-LABEL: func.func @eltwise_as_diagonal
// CHECK:         %[[S:.*]] = gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} {target = "3.5", weights_scale = 1.600000e+01 : f64} : (!gna.tensor<1x8xi16, NC, scale 2048.0>, tensor<1xi16>, !gna.tensor<1x8xi32, NC, scale 32768.0>) -> !gna.tensor<1x8xi32, NC, scale 32768.0>
// CHECK:         %[[P:.*]] = gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} {target = "3.5"} : (!gna.tensor<1x8xi16, NC, scale 2048.0>, !gna.tensor<1x8xi16, NC, scale 1024.0>, tensor<1xi32>) -> !gna.tensor<1x8xi32, NC, scale 2097152.0>
func.func @eltwise_as_diagonal(%x: !gna.tensor<1x8xi16, NC, scale 2048.0>, %y: !gna.tensor<1x8xi16, NC, scale 1024.0>, %acc: !gna.tensor<1x8xi32, NC, scale 32768.0>) -> (!gna.tensor<1x8xi32, NC, scale 32768.0>, !gna.tensor<1x8xi32, NC, scale 2097152.0>) {
  %one = ov.Constant.v0 dense<16> : tensor<1xi16>
  %zero = ov.Constant.v0 dense<0> : tensor<1xi32>
  %s = gna.diagonal %x, %one, %acc {target = "3.5", weights_scale = 16.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 2048.0>, tensor<1xi16>, !gna.tensor<1x8xi32, NC, scale 32768.0>) -> !gna.tensor<1x8xi32, NC, scale 32768.0>
  %p = gna.diagonal %x, %y, %zero {target = "3.5"} : (!gna.tensor<1x8xi16, NC, scale 2048.0>, !gna.tensor<1x8xi16, NC, scale 1024.0>, tensor<1xi32>) -> !gna.tensor<1x8xi32, NC, scale 2097152.0>
  func.return %s, %p : !gna.tensor<1x8xi32, NC, scale 32768.0>, !gna.tensor<1x8xi32, NC, scale 2097152.0>
}

// -----

// Convolution, sum pooling over its accumulator (GNA 2.0 keeps the trailing partial window:
// 7 positions, window 2, stride 2 give 4 windows, of which the model reads 3), activation.

// CHECK-LABEL: func.func @convolution_pooling_activation
// CHECK:         %[[C:.*]] = gna.convolution {{.*}} -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
// CHECK-NEXT:    %[[S:.*]] = gna.sum_pool %[[C]] {{.*}}target = "2.0"} : (!gna.tensor<1x7x4xi32, NWC, scale 4096.0>) -> !gna.tensor<1x3x4xi32, NWC, scale 4096.0>
// CHECK-NEXT:    gna.pwl %[[S]]
func.func @convolution_pooling_activation(%x: !gna.tensor<1x9x8xi16, NWC, scale 2048.0>) -> !gna.tensor<1x3x4xi16, NWC, scale 2048.0> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3x8xi16>
  %b = ov.Constant.v0 dense<0> : tensor<4xi32>
  %c = gna.convolution %x, %w, %b {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, target = "2.0", weights_scale = 2.0 : f64} : (!gna.tensor<1x9x8xi16, NWC, scale 2048.0>, tensor<4x3x8xi16>, tensor<4xi32>) -> !gna.tensor<1x7x4xi32, NWC, scale 4096.0>
  %s = gna.sum_pool %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 2>, target = "2.0"} : (!gna.tensor<1x7x4xi32, NWC, scale 4096.0>) -> !gna.tensor<1x3x4xi32, NWC, scale 4096.0>
  %p = gna.pwl %s {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, approximates = "identity", output_scale = 2048.0 : f64, x_base = array<i64: -65536>, y_base = array<i64: -32768>, fixed_slope = array<i64: 32767>} : (!gna.tensor<1x3x4xi32, NWC, scale 4096.0>) -> !gna.tensor<1x3x4xi16, NWC, scale 2048.0>
  func.return %p : !gna.tensor<1x3x4xi16, NWC, scale 2048.0>
}

// -----

// Memory ops keep the scale; a float tensor may carry the scale it will be quantised with.

// CHECK-LABEL: func.func @memory_keeps_scale
// CHECK:         gna.concat {{.*}} -> !gna.tensor<1x16xi16, NC, scale 2048.0>
// CHECK:         gna.split {{.*}} -> (!gna.tensor<1x12xf32, NC, scale 4.5>, !gna.tensor<1x4xf32, NC, scale 4.5>)
func.func @memory_keeps_scale(%a: !gna.tensor<1x8xi16, NC, scale 2048.0>, %b: !gna.tensor<1x8xi16, NC, scale 2048.0>, %f: !gna.tensor<1x16xf32, NC, scale 4.5>) -> !gna.tensor<1x16xi16, NC, scale 2048.0> {
  %c = gna.concat %a, %b {axis = 1 : i64} : (!gna.tensor<1x8xi16, NC, scale 2048.0>, !gna.tensor<1x8xi16, NC, scale 2048.0>) -> !gna.tensor<1x16xi16, NC, scale 2048.0>
  %s:2 = gna.split %f {axis = 1 : i64, sizes = array<i64: 12, 4>} : (!gna.tensor<1x16xf32, NC, scale 4.5>) -> (!gna.tensor<1x12xf32, NC, scale 4.5>, !gna.tensor<1x4xf32, NC, scale 4.5>)
  func.return %c : !gna.tensor<1x16xi16, NC, scale 2048.0>
}

// input-precision=i8 on GNA 3.0 and later: an affine's 8-bit bias without multipliers (with
// i8 or i16 data), a sum's other input as 16- or 8-bit data.
func.func @int8_inputs(%x: !gna.tensor<16x1xi8, CN, scale 4.0>, %h: !gna.tensor<16x1xi16, CN, scale 4.0>, %y: !gna.tensor<1x8xi16, NC, scale 8.0>, %z: !gna.tensor<1x8xi8, NC, scale 8.0>) -> (!gna.tensor<4x1xi32, CN, scale 8.0>, !gna.tensor<4x1xi32, CN, scale 8.0>, !gna.tensor<1x8xi32, NC, scale 8.0>) {
  %w = ov.Constant.v0 dense<1> : tensor<4x16xi8>
  %b = ov.Constant.v0 dense<1> : tensor<4xi8>
  %a = gna.affine %x, %w, %b {target = "3.0", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi8, CN, scale 4.0>, tensor<4x16xi8>, tensor<4xi8>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  %a2 = gna.affine %h, %w, %b {target = "3.5", weights_scale = 2.0 : f64} : (!gna.tensor<16x1xi16, CN, scale 4.0>, tensor<4x16xi8>, tensor<4xi8>) -> !gna.tensor<4x1xi32, CN, scale 8.0>
  %one = ov.Constant.v0 dense<1> : tensor<1xi16>
  %d = gna.diagonal %y, %one, %z {target = "3.0", weights_scale = 1.0 : f64} : (!gna.tensor<1x8xi16, NC, scale 8.0>, tensor<1xi16>, !gna.tensor<1x8xi8, NC, scale 8.0>) -> !gna.tensor<1x8xi32, NC, scale 8.0>
  func.return %a, %a2, %d : !gna.tensor<4x1xi32, CN, scale 8.0>, !gna.tensor<4x1xi32, CN, scale 8.0>, !gna.tensor<1x8xi32, NC, scale 8.0>
}
