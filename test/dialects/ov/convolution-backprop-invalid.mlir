// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the transposed convolutions.

func.func @channels(%x: tensor<1x3x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x3x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}
// CHECK: data has 3 channels, filters expect 4

// -----

func.func @same_upper(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}
// CHECK-NEXT: auto_pad must be one of explicit, valid, not 'same_upper'

// -----

func.func @pads_too_large(%x: tensor<1x4x2x2xf32>, %w: tensor<4x2x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x4x2x2xf32>, tensor<4x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  func.return %y : tensor<1x2x1x1xf32>
}
// CHECK-NEXT: the pads leave no output on spatial axis 0

// -----

func.func @groups(%x: tensor<1x5x4x4xf32>, %w: tensor<2x2x3x3x3xf32>) -> tensor<1x6x6x6xf32> {
  %y = ov.GroupConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x5x4x4xf32>, tensor<2x2x3x3x3xf32>) -> tensor<1x6x6x6xf32>
  func.return %y : tensor<1x6x6x6xf32>
}
// CHECK-NEXT: data has 5 channels, filters expect 2 groups of 2

// -----

func.func @strides_count(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}
// CHECK-NEXT: strides has 1 values for 2 spatial axes

// -----

func.func @data_rank(%x: tensor<1x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6xf32>
  func.return %y : tensor<1x2x6xf32>
}
// CHECK-NEXT: input of rank 3 does not match a 2-D kernel

// -----

func.func @dilation_zero(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 0>, output_padding = array<i64: 0, 0>} : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}
// CHECK-NEXT: strides and dilations must be positive

// -----

func.func @negative_output_padding(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, -1>} : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}
// CHECK-NEXT: pads and output_padding must not be negative

// -----

func.func @dynamic_kernel(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x?x3xf32>) -> tensor<1x2x?x6xf32> {
  %y = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x4x4x4xf32>, tensor<4x2x?x3xf32>) -> tensor<1x2x?x6xf32>
  func.return %y : tensor<1x2x?x6xf32>
}
// CHECK-NEXT: filters [4,2,?,3] need a known rank and a static kernel size
