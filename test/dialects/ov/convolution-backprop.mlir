// RUN: OV_ROUNDTRIP

// The transposed convolutions: printed generic, parsed back, printed in custom form. Lengths
// are stride * (in - 1) + dilation * (k - 1) + 1 - pads + output_padding: H 2 * 2 + 3 + 1 = 8,
// W 2 * 4 + 3 - 2 + 1 = 10; `valid` ignores the pads.

// CHECK-LABEL: func.func @backprop
// CHECK-SAME:    (%[[X:.*]]: tensor<?x4x3x5xf32>, %[[W:.*]]: tensor<4x2x3x3xf32>, %[[G:.*]]: tensor<2x2x3x3x3xf32>)
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %[[X]], %[[W]] {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>, dilations = array<i64: 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<?x4x3x5xf32>, tensor<4x2x3x3xf32>) -> tensor<?x2x8x10xf32>
// CHECK-NEXT:    %{{.*}} = ov.GroupConvolutionBackpropData.v1 %[[X]], %[[G]] {strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 2, 1>, output_padding = array<i64: 0, 0>, auto_pad = "valid"} : (tensor<?x4x3x5xf32>, tensor<2x2x3x3x3xf32>) -> tensor<?x6x9x11xf32>
func.func @backprop(%x: tensor<?x4x3x5xf32>, %w: tensor<4x2x3x3xf32>, %g: tensor<2x2x3x3x3xf32>) -> (tensor<?x2x8x10xf32>, tensor<?x6x9x11xf32>) {
  %a = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>, dilations = array<i64: 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<?x4x3x5xf32>, tensor<4x2x3x3xf32>) -> tensor<?x2x8x10xf32>
  %b = ov.GroupConvolutionBackpropData.v1 %x, %g {strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 2, 1>, output_padding = array<i64: 0, 0>, auto_pad = "valid"} : (tensor<?x4x3x5xf32>, tensor<2x2x3x3x3xf32>) -> tensor<?x6x9x11xf32>
  func.return %a, %b : tensor<?x2x8x10xf32>, tensor<?x6x9x11xf32>
}

// -----

// One and three spatial axes (data of rank 3 and 5): 2 * 4 + 2 + 1 + 1 = 12; 3, 2 * 2 + 1 + 1 = 6,
// 4 (OpenVINO infers [1,2,12] and [1,2,4,6,4]).

// CHECK-LABEL: func.func @backprop_1d_3d
// CHECK:         ov.ConvolutionBackpropData.v1 %{{.*}} : (tensor<1x4x5xf32>, tensor<4x2x3xf32>) -> tensor<1x2x12xf32>
// CHECK-NEXT:    ov.ConvolutionBackpropData.v1 %{{.*}} : (tensor<1x4x3x3x3xf32>, tensor<4x2x2x2x2xf32>) -> tensor<1x2x4x6x4xf32>
func.func @backprop_1d_3d(%x: tensor<1x4x5xf32>, %w: tensor<4x2x3xf32>, %v: tensor<1x4x3x3x3xf32>, %k: tensor<4x2x2x2x2xf32>) -> (tensor<1x2x12xf32>, tensor<1x2x4x6x4xf32>) {
  %a = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, output_padding = array<i64: 1>} : (tensor<1x4x5xf32>, tensor<4x2x3xf32>) -> tensor<1x2x12xf32>
  %b = ov.ConvolutionBackpropData.v1 %v, %k {strides = array<i64: 1, 2, 1>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>, dilations = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>} : (tensor<1x4x3x3x3xf32>, tensor<4x2x2x2x2xf32>) -> tensor<1x2x4x6x4xf32>
  func.return %a, %b : tensor<1x2x12xf32>, tensor<1x2x4x6x4xf32>
}
