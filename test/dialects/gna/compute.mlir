// RUN: OV_ROUNDTRIP

// The compute ops, printed generic, parsed back and printed in their custom form.

// CHECK-LABEL: func.func @convolution_and_pooling
// CHECK:         %[[G:.*]] = gna.layout_cast %{{.*}} : tensor<1x8x10x4xf32> to !gna.tensor<1x8x10x4xf32, NHWC>
// CHECK-NEXT:    %[[C:.*]] = gna.convolution %[[G]], %{{.*}}, %{{.*}} {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>, tensor<8xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
// CHECK-NEXT:    %[[M:.*]] = gna.max_pool %[[C]] {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (!gna.tensor<1x8x10x8xf32, NHWC>) -> !gna.tensor<1x4x5x8xf32, NHWC>
// CHECK-NEXT:    %[[A:.*]] = gna.avg_pool %[[M]] {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, rounding_type = "ceil"} : (!gna.tensor<1x4x5x8xf32, NHWC>) -> !gna.tensor<1x3x4x8xf32, NHWC>
func.func @convolution_and_pooling(%x: tensor<1x8x10x4xf32>) -> !gna.tensor<1x3x4x8xf32, NHWC> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x3x3x4xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<8xf32>
  %g = gna.layout_cast %x : tensor<1x8x10x4xf32> to !gna.tensor<1x8x10x4xf32, NHWC>
  %c = gna.convolution %g, %w, %b {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>, tensor<8xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
  %m = gna.max_pool %c {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (!gna.tensor<1x8x10x8xf32, NHWC>) -> !gna.tensor<1x4x5x8xf32, NHWC>
  %a = gna.avg_pool %m {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, rounding_type = "ceil"} : (!gna.tensor<1x4x5x8xf32, NHWC>) -> !gna.tensor<1x3x4x8xf32, NHWC>
  func.return %a : !gna.tensor<1x3x4x8xf32, NHWC>
}

// -----

// CHECK-LABEL: func.func @convolution_1d
// CHECK:         gna.convolution %{{.*}}, %{{.*}} {{.*}} : (!gna.tensor<1x49x10xf32, NWC>, tensor<16x3x10xf32>) -> !gna.tensor<1x24x16xf32, NWC>
func.func @convolution_1d(%x: !gna.tensor<1x49x10xf32, NWC>) -> !gna.tensor<1x24x16xf32, NWC> {
  %w = ov.Constant.v0 dense<1.0> : tensor<16x3x10xf32>
  %c = gna.convolution %x, %w {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>} : (!gna.tensor<1x49x10xf32, NWC>, tensor<16x3x10xf32>) -> !gna.tensor<1x24x16xf32, NWC>
  func.return %c : !gna.tensor<1x24x16xf32, NWC>
}

// -----

// CHECK-LABEL: func.func @affine_diagonal_eltwise_pwl
// CHECK:         %[[A:.*]] = gna.affine %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<16x2xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x2xf32, CN>
// CHECK-NEXT:    %[[D:.*]] = gna.diagonal %[[A]], %{{.*}}, %{{.*}} : (!gna.tensor<8x2xf32, CN>, tensor<8x1xf32>, tensor<f32>) -> !gna.tensor<8x2xf32, CN>
// CHECK-NEXT:    %[[E:.*]] = gna.eltwise %[[A]], %[[D]] {operation = "sum"} : (!gna.tensor<8x2xf32, CN>, !gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
// CHECK-NEXT:    %[[P:.*]] = gna.pwl %[[E]] {slopes = array<f32: 0.000000e+00, 1.000000e+00>, intercepts = array<f32: 0.000000e+00, 0.000000e+00>, knots = array<f32: -1.000000e+00, 0.000000e+00, 1.000000e+00>, approximates = "relu"} : (!gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
func.func @affine_diagonal_eltwise_pwl(%x: !gna.tensor<16x2xf32, CN>) -> !gna.tensor<8x2xf32, CN> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x16xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<8xf32>
  %s = ov.Constant.v0 dense<2.0> : tensor<8x1xf32>
  %z = ov.Constant.v0 dense<0.0> : tensor<f32>
  %a = gna.affine %x, %w, %b : (!gna.tensor<16x2xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x2xf32, CN>
  %d = gna.diagonal %a, %s, %z : (!gna.tensor<8x2xf32, CN>, tensor<8x1xf32>, tensor<f32>) -> !gna.tensor<8x2xf32, CN>
  %e = gna.eltwise %a, %d {operation = "sum"} : (!gna.tensor<8x2xf32, CN>, !gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
  %p = gna.pwl %e {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
  func.return %p : !gna.tensor<8x2xf32, CN>
}

// -----

// Quantised element types are expressible: i16 data, i32 sums.

// CHECK-LABEL: func.func @widths
// CHECK-SAME:    (%{{.*}}: !gna.tensor<1x8xi16, NC>, %{{.*}}: !gna.tensor<4x4xi32, ND>, %{{.*}}: !gna.tensor<2x3x4x5xi8, ND>)
func.func @widths(%a: !gna.tensor<1x8xi16, NC>, %b: !gna.tensor<4x4xi32, ND>, %c: !gna.tensor<2x3x4x5xi8, ND>) {
  func.return
}
