// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// A grouped convolution: the weights [C_OUT, C_IN / groups, ...] reshaped to GroupConvolution's
// [groups, C_OUT / groups, C_IN / groups, ...]; one stride, padding and dilation value stands
// for every spatial axis; the bias is added along the channel axis.
// CHECK-LABEL: func.func @conv_groups_bias
// CHECK-NEXT:    %[[G:.*]] = ov.Constant.v0 dense<[2, 3, 2, 3, 3]> : tensor<5xi64>
// CHECK-NEXT:    %[[W:.*]] = ov.Reshape.v1 %w, %[[G]] {special_zero = false} : (tensor<6x2x3x3xf32>, tensor<5xi64>) -> tensor<2x3x2x3x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.GroupConvolution.v1 %x, %[[W]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<2x3x2x3x3xf32>) -> tensor<1x6x4x4xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Reshape.v1 %b, %[[S]] {special_zero = false} : (tensor<6xf32>, tensor<4xi64>) -> tensor<1x6x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C]], %[[B]] : (tensor<1x6x4x4xf32>, tensor<1x6x1x1xf32>) -> tensor<1x6x4x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv_groups_bias(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>, %b: tensor<6xf32>) -> tensor<1x6x4x4xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.convolution"(%x, %w, %b, %two, %two, %one, %one, %one, %one, %zero, %zero, %two) <{transposed = false, operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 2, 2, 1>}> : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> tensor<1x6x4x4xf32>
  func.return %y : tensor<1x6x4x4xf32>
}

// -----

// One group, no bias: a plain Convolution.
// CHECK-LABEL: func.func @conv_plain
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %x, %w {dilations = array<i64: 2>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x3x9xf32>, tensor<2x3x3xf32>) -> tensor<1x2x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv_plain(%x: tensor<1x3x9xf32>, %w: tensor<2x3x3xf32>) -> tensor<1x2x5xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.convolution"(%x, %w, %one, %zero, %two, %zero, %one) <{transposed = false, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1, 1>}> : (tensor<1x3x9xf32>, tensor<2x3x3xf32>, i64, i64, i64, i64, i64) -> tensor<1x2x5xf32>
  func.return %y : tensor<1x2x5xf32>
}

// -----

// Transposed: ConvolutionBackpropData takes the weights [C_IN, C_OUT, ...] as they are.
// CHECK-LABEL: func.func @transposed_1d
// CHECK-NEXT:    %[[Y:.*]] = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, output_padding = array<i64: 0>} : (tensor<1x3x5xf32>, tensor<3x2x2xf32>) -> tensor<1x2x10xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @transposed_1d(%x: tensor<1x3x5xf32>, %w: tensor<3x2x2xf32>) -> tensor<1x2x10xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.convolution"(%x, %w, %two, %zero, %one, %zero, %one) <{transposed = true, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1, 1>}> : (tensor<1x3x5xf32>, tensor<3x2x2xf32>, i64, i64, i64, i64, i64) -> tensor<1x2x10xf32>
  func.return %y : tensor<1x2x10xf32>
}

// -----

// conv2d, as torch.export leaves nn.Conv2d: a Convolution (never transposed), strides and padding
// per axis, the bias along the channel axis.
// CHECK-LABEL: func.func @conv2d_strided_bias
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x3x6x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x4xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Reshape.v1 %b, %[[S]] {special_zero = false} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C]], %[[B]] : (tensor<1x4x6x4xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x6x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv2d_strided_bias(%x: tensor<1x3x6x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x4xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.conv2d"(%x, %w, %b, %one, %two, %one, %one, %one, %one, %one) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 2, 1>}> : (tensor<1x3x6x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, i64, i64, i64, i64, i64, i64, i64) -> tensor<1x4x6x4xf32>
  func.return %y : tensor<1x4x6x4xf32>
}

// -----

// conv2d of an unbatched [C, H, W] input: a batch axis of 1 added, and removed after.
// CHECK-LABEL: func.func @conv2d_unbatched
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[X:.*]] = ov.Unsqueeze.v0 %x, %[[A]] : (tensor<3x4x4xf32>, tensor<1xi64>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[X]], %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x2x2x2xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Squeeze.v0 %[[C]], %[[B]] : (tensor<1x2x2x2xf32>, tensor<1xi64>) -> tensor<2x2x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv2d_unbatched(%x: tensor<3x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<2x2x2xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %zero = torch.constant {value = 0 : i64} : i64
  %y = "torch.aten.conv2d"(%x, %w, %one, %one, %zero, %zero, %one, %one, %one) <{operandSegmentSizes = array<i32: 1, 1, 0, 2, 2, 2, 1>}> : (tensor<3x4x4xf32>, tensor<2x3x3x3xf32>, i64, i64, i64, i64, i64, i64, i64) -> tensor<2x2x2xf32>
  func.return %y : tensor<2x2x2xf32>
}
