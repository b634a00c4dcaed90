// RUN: ov-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect | filecheck %s

// Layout bugs and malformed gna ops are verifier errors.

%t = "test.op"() : () -> !gna.tensor<1x49xf32, NHWC>
// CHECK: layout NHWC needs rank 4, got shape [1,49]

// -----

func.func @conv_nchw(%x: !gna.tensor<1x4x8x10xf32, NCHW>) -> !gna.tensor<1x8x6x8xf32, NCHW> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x3x3x4xf32>
  %c = gna.convolution %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x4x8x10xf32, NCHW>, tensor<8x3x3x4xf32>) -> !gna.tensor<1x8x6x8xf32, NCHW>
  func.return %c : !gna.tensor<1x8x6x8xf32, NCHW>
}
// CHECK-NEXT: convolution data must have layout NHWC or NWC, not NCHW

// -----

func.func @conv_channels(%x: !gna.tensor<1x8x10x4xf32, NHWC>) -> !gna.tensor<1x6x8x8xf32, NHWC> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x3x3x5xf32>
  %c = gna.convolution %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x5xf32>) -> !gna.tensor<1x6x8x8xf32, NHWC>
  func.return %c : !gna.tensor<1x6x8x8xf32, NHWC>
}
// CHECK-NEXT: data has 4 channels, filters [C_OUT, ..., C_IN] expect 5

// -----

func.func @pool_result_layout(%x: !gna.tensor<1x8x10x4xf32, NHWC>) -> !gna.tensor<1x4x5x4xf32, ND> {
  %m = gna.max_pool %x {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (!gna.tensor<1x8x10x4xf32, NHWC>) -> !gna.tensor<1x4x5x4xf32, ND>
  func.return %m : !gna.tensor<1x4x5x4xf32, ND>
}
// CHECK-NEXT: result 0 has type !gna.tensor<1x4x5x4xf32, ND>, but its operands give !gna.tensor<1x4x5x4xf32, NHWC>

// -----

func.func @affine_rows(%x: !gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x8xf32, NC> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x16xf32>
  %a = gna.affine %x, %w : (!gna.tensor<2x16xf32, NC>, tensor<8x16xf32>) -> !gna.tensor<2x8xf32, NC>
  func.return %a : !gna.tensor<2x8xf32, NC>
}
// CHECK-NEXT: affine data must have layout CN, not NC

// -----

func.func @affine_weights(%x: !gna.tensor<16x1xf32, CN>) -> !gna.tensor<8x1xf32, CN> {
  %w = ov.Constant.v0 dense<1.0> : tensor<16x8xf32>
  %a = gna.affine %x, %w : (!gna.tensor<16x1xf32, CN>, tensor<16x8xf32>) -> !gna.tensor<8x1xf32, CN>
  func.return %a : !gna.tensor<8x1xf32, CN>
}
// CHECK-NEXT: affine weights must be [O, 16] for data [16, 1], got [16,8]

// -----

func.func @diagonal_broadcast(%x: !gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN> {
  %w = ov.Constant.v0 dense<1.0> : tensor<2x8xf32>
  %a = gna.diagonal %x, %w, %w : (!gna.tensor<8x2xf32, CN>, tensor<2x8xf32>, tensor<2x8xf32>) -> !gna.tensor<8x2xf32, CN>
  func.return %a : !gna.tensor<8x2xf32, CN>
}
// CHECK-NEXT: diagonal weights [2,8] do not broadcast to the data [8,2]

// -----

func.func @eltwise_layouts(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, ND>) -> !gna.tensor<1x8xf32, NC> {
  %e = gna.eltwise %x, %y {operation = "sum"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, ND>) -> !gna.tensor<1x8xf32, NC>
  func.return %e : !gna.tensor<1x8xf32, NC>
}
// CHECK-NEXT: eltwise operands must have one type (shape and layout)

// -----

func.func @eltwise_kind(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %e = gna.eltwise %x, %x {operation = "max"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %e : !gna.tensor<1x8xf32, NC>
}
// CHECK-NEXT: operation must be one of sum, sub, prod, not 'max'

// -----

func.func @pwl_knots(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %p = gna.pwl %x {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 1.0>} : (!gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %p : !gna.tensor<1x8xf32, NC>
}
// CHECK-NEXT: 2 segments need as many intercepts and 3 knots, got 2 and 2

// -----

func.func @pwl_order(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %p = gna.pwl %x {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 2.0, 1.0>} : (!gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %p : !gna.tensor<1x8xf32, NC>
}
// CHECK-NEXT: PWL knots must increase

// -----

func.func @cast_transposes(%x: !gna.tensor<1x8x4x4xf32, NCHW>) -> !gna.tensor<1x4x4x8xf32, NHWC> {
  %c = gna.layout_cast %x : !gna.tensor<1x8x4x4xf32, NCHW> to !gna.tensor<1x4x4x8xf32, NHWC>
  func.return %c : !gna.tensor<1x4x4x8xf32, NHWC>
}
// CHECK-NEXT: NCHW [1,8,4,4] to NHWC [1,4,4,8] moves data: that is a transpose, not a layout cast

// -----

func.func @cast_relabels(%x: !gna.tensor<1x8x4x4xf32, NCHW>) -> !gna.tensor<1x8x4x4xf32, NHWC> {
  %c = gna.layout_cast %x : !gna.tensor<1x8x4x4xf32, NCHW> to !gna.tensor<1x8x4x4xf32, NHWC>
  func.return %c : !gna.tensor<1x8x4x4xf32, NHWC>
}
// CHECK-NEXT: NCHW [1,8,4,4] to NHWC [1,8,4,4] moves data: that is a transpose, not a layout cast

// -----

func.func @cast_interleaves(%x: !gna.tensor<4x8xf32, NC>) -> !gna.tensor<8x4xf32, CN> {
  %c = gna.layout_cast %x : !gna.tensor<4x8xf32, NC> to !gna.tensor<8x4xf32, CN>
  func.return %c : !gna.tensor<8x4xf32, CN>
}
// CHECK-NEXT: NC [4,8] to CN [8,4] interleaves 4 frames: that is a gna.transpose

// -----

func.func @cast_count(%x: tensor<1x8xf32>) -> !gna.tensor<1x9xf32, NC> {
  %c = gna.layout_cast %x : tensor<1x8xf32> to !gna.tensor<1x9xf32, NC>
  func.return %c : !gna.tensor<1x9xf32, NC>
}
// CHECK-NEXT: a layout cast keeps the element count: [1,8] vs [1,9]

// -----

func.func @cast_builtin(%x: tensor<1x8xf32>) -> tensor<8x1xf32> {
  %c = gna.layout_cast %x : tensor<1x8xf32> to tensor<8x1xf32>
  func.return %c : tensor<8x1xf32>
}
// CHECK-NEXT: a layout cast has a !gna.tensor on one side

// -----

func.func @crop_bounds(%x: !gna.tensor<2x32xf32, NC>) -> !gna.tensor<2x16xf32, NC> {
  %c = gna.crop %x {offsets = array<i64: 0, 20>, sizes = array<i64: 2, 16>} : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<2x16xf32, NC>
  func.return %c : !gna.tensor<2x16xf32, NC>
}
// CHECK-NEXT: crop of 16 at 20 does not fit axis 1 of [2,32]

// -----

func.func @concat_layouts(%x: !gna.tensor<1x16xf32, NC>, %y: !gna.tensor<1x16xf32, ND>) -> !gna.tensor<1x32xf32, NC> {
  %c = gna.concat %x, %y {axis = 1 : i64} : (!gna.tensor<1x16xf32, NC>, !gna.tensor<1x16xf32, ND>) -> !gna.tensor<1x32xf32, NC>
  func.return %c : !gna.tensor<1x32xf32, NC>
}
// CHECK-NEXT: concat input 1 is !gna.tensor<1x16xf32, ND>, input 0 is !gna.tensor<1x16xf32, NC>: one layout and element type

// -----

func.func @split_sizes(%x: !gna.tensor<2x48xf32, NC>) -> !gna.tensor<2x32xf32, NC> {
  %p:2 = gna.split %x {axis = 1 : i64, sizes = array<i64: 32, 8>} : (!gna.tensor<2x48xf32, NC>) -> (!gna.tensor<2x32xf32, NC>, !gna.tensor<2x8xf32, NC>)
  func.return %p#0 : !gna.tensor<2x32xf32, NC>
}
// CHECK-NEXT: split sizes [32, 8] must be positive and add up to 48

// -----

func.func @transpose_big(%x: !gna.tensor<12x20xf32, ND>) -> !gna.tensor<20x12xf32, ND> {
  %t = gna.transpose %x : (!gna.tensor<12x20xf32, ND>) -> !gna.tensor<20x12xf32, ND>
  func.return %t : !gna.tensor<20x12xf32, ND>
}
// CHECK-NEXT: GNA cannot transpose [12,20]: one side must be at most 8, the other a multiple of 8 up to 65528

// -----

func.func @transpose_rank(%x: !gna.tensor<1x2x8xf32, NCW>) -> !gna.tensor<1x8x2xf32, NWC> {
  %t = gna.transpose %x : (!gna.tensor<1x2x8xf32, NCW>) -> !gna.tensor<1x8x2xf32, NWC>
  func.return %t : !gna.tensor<1x8x2xf32, NWC>
}
// CHECK-NEXT: transpose data must have layout NC or CN or ND, not NCW
