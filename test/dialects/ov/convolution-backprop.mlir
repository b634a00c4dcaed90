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
