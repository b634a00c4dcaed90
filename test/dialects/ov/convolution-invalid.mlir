// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the convolution ops.

// With exclude-pad, AvgPool-14 refuses pads as large as the kernel: such a window counts nothing.
func.func @avgpool14_pad_as_large_as_kernel(%x: tensor<1x3x8x8xf32>) {
  %y = "ov.AvgPool.v14"(%x) <{kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, pads_begin = array<i64: 2, 0>, pads_end = array<i64: 0, 0>, "exclude-pad" = true}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x9x7xf32>
  func.return
}
// CHECK: a ov.AvgPool.v14 op: with exclude-pad, pads must be smaller than the kernel: axis 0 has kernel 2, pads 2 and 0

// -----

func.func @deformable_offsets(%x: tensor<1x4x6x7xf32>, %o: tensor<1x12x4x6xf32>, %w: tensor<6x4x3x2xf32>) -> tensor<1x6x4x6xf32> {
  %y = ov.DeformableConvolution.v8 %x, %o, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, deformable_group = 2 : i64} : (tensor<1x4x6x7xf32>, tensor<1x12x4x6xf32>, tensor<6x4x3x2xf32>) -> tensor<1x6x4x6xf32>
  func.return %y : tensor<1x6x4x6xf32>
}
// CHECK: a ov.DeformableConvolution.v8 op: offsets must be [N, 24, H_OUT, W_OUT], got [1,12,4,6]

// -----

func.func @deformable_group_zero(%x: tensor<1x4x6x7xf32>, %o: tensor<1x12x4x6xf32>, %w: tensor<6x4x3x2xf32>) -> tensor<1x6x4x6xf32> {
  %y = ov.DeformableConvolution.v8 %x, %o, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, group = 0 : i64} : (tensor<1x4x6x7xf32>, tensor<1x12x4x6xf32>, tensor<6x4x3x2xf32>) -> tensor<1x6x4x6xf32>
  func.return %y : tensor<1x6x4x6xf32>
}
// CHECK: a ov.DeformableConvolution.v8 op: group and deformable_group must be positive, got 0 and 1

// -----

func.func @deformable_filters_rank(%x: tensor<1x4x6x7xf32>, %o: tensor<1x12x4x6xf32>, %w: tensor<6x4x3xf32>) -> tensor<1x6x4x6xf32> {
  %y = ov.DeformableConvolution.v8 %x, %o, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x4x6x7xf32>, tensor<1x12x4x6xf32>, tensor<6x4x3xf32>) -> tensor<1x6x4x6xf32>
  func.return %y : tensor<1x6x4x6xf32>
}
// CHECK: a ov.DeformableConvolution.v8 op: filters must be [C_OUT, C_IN / group, kH, kW] with a static kernel size

// -----

func.func @deformable_channels(%x: tensor<1x4x6x7xf32>, %o: tensor<1x12x4x6xf32>, %w: tensor<6x3x3x2xf32>) -> tensor<1x6x4x6xf32> {
  %y = ov.DeformableConvolution.v8 %x, %o, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x4x6x7xf32>, tensor<1x12x4x6xf32>, tensor<6x3x3x2xf32>) -> tensor<1x6x4x6xf32>
  func.return %y : tensor<1x6x4x6xf32>
}
// CHECK: a ov.DeformableConvolution.v8 op: data has 4 channels, filters expect 1 groups of 3
