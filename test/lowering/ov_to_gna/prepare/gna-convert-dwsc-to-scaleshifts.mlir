// RUN: ov-opt %s --split-input-file -p gna-convert-dwsc-to-scaleshifts | filecheck %s

// Negative cases, one per condition of ConvertDWSCToScaleShifts (only it fails; the
// GroupConvolution stays):
//   dwsc.depthwise   @channel_multiplier (@not_depthwise's %y fails the groups check too)
//   dwsc.one-axis    @not_depthwise (%y2)
//   dwsc.batch-one   @batch_two
//   (groups equal to the channels holds for every valid depthwise filter: no case)

// A depthwise 1-D convolution with 3 taps, padded 1 / 1: per tap a Slice of the padded data
// times that tap's per-channel weights, the three summed.

// CHECK-LABEL: func.func @depthwise
// CHECK-NOT:     ov.GroupConvolution
// CHECK:         %[[P:.*]] = ov.Concat.v0 %{{.*}}, %x, %{{.*}} {axis = 3 : i64} : {{.*}} -> tensor<1x2x1x7xf32>
// CHECK:         %[[S0:.*]] = ov.Slice.v8 %[[P]], {{.*}} -> tensor<1x2x1x5xf32>
// CHECK-NEXT:    %[[W0:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}4.000000e+00]]]]> : tensor<1x2x1x1xf32>
// CHECK-NEXT:    %[[M0:.*]] = ov.Multiply.v1 %[[S0]], %[[W0]]
// CHECK:         %[[S1:.*]] = ov.Slice.v8 %[[P]]
// CHECK-NEXT:    %[[W1:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}2.000000e+00]], {{\[\[}}5.000000e+00]]]]>
// CHECK-NEXT:    %[[M1:.*]] = ov.Multiply.v1 %[[S1]], %[[W1]]
// CHECK-NEXT:    %[[A1:.*]] = ov.Add.v1 %[[M0]], %[[M1]]
// CHECK:         %[[M2:.*]] = ov.Multiply.v1
// CHECK-NEXT:    %[[A2:.*]] = ov.Add.v1 %[[A1]], %[[M2]]
// CHECK-NEXT:    func.return %[[A2]] : tensor<1x2x1x5xf32>
func.func @depthwise(%x: tensor<1x2x1x5xf32>) -> tensor<1x2x1x5xf32> {
  %w = ov.Constant.v0 dense<[[[[[1.0, 2.0, 3.0]]]], [[[[4.0, 5.0, 6.0]]]]]> : tensor<2x1x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>} : (tensor<1x2x1x5xf32>, tensor<2x1x1x1x3xf32>) -> tensor<1x2x1x5xf32>
  func.return %y : tensor<1x2x1x5xf32>
}

// -----

// [dwsc.depthwise] [dwsc.one-axis] Not depthwise (two input channels per group, %y), and a
// depthwise kernel over two axes (%y2).

// CHECK-LABEL: func.func @not_depthwise
// CHECK-COUNT-2: ov.GroupConvolution.v1
// CHECK-NOT:     ov.Slice
func.func @not_depthwise(%x: tensor<1x4x1x5xf32>, %x2: tensor<1x2x3x5xf32>) -> (tensor<1x2x1x3xf32>, tensor<1x2x1x3xf32>) {
  %w = ov.Constant.v0 dense<0.1> : tensor<2x1x2x1x3xf32>
  %w2 = ov.Constant.v0 dense<0.1> : tensor<2x1x1x3x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x4x1x5xf32>, tensor<2x1x2x1x3xf32>) -> tensor<1x2x1x3xf32>
  %y2 = ov.GroupConvolution.v1 %x2, %w2 {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x3x5xf32>, tensor<2x1x1x3x3xf32>) -> tensor<1x2x1x3xf32>
  func.return %y, %y2 : tensor<1x2x1x3xf32>, tensor<1x2x1x3xf32>
}

// -----

// [dwsc.batch-one] A batch of two: GNA's scale-shift form takes one frame at a time.

// CHECK-LABEL: func.func @batch_two
// CHECK:         ov.GroupConvolution.v1
// CHECK-NOT:     ov.Slice
func.func @batch_two(%x: tensor<2x2x1x5xf32>) -> tensor<2x2x1x3xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<2x1x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<2x2x1x5xf32>, tensor<2x1x1x1x3xf32>) -> tensor<2x2x1x3xf32>
  func.return %y : tensor<2x2x1x3xf32>
}

// -----

// [dwsc.depthwise] Two outputs per input channel (a channel multiplier): not one scale per channel.

// CHECK-LABEL: func.func @channel_multiplier
// CHECK:         ov.GroupConvolution.v1
// CHECK-NOT:     ov.Slice
func.func @channel_multiplier(%x: tensor<1x2x1x5xf32>) -> tensor<1x4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<2x2x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x1x5xf32>, tensor<2x2x1x1x3xf32>) -> tensor<1x4x1x3xf32>
  func.return %y : tensor<1x4x1x3xf32>
}

// -----

// A depthwise convolution nothing reads is erased, not rewritten to scale-shifts nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x1x5xf32>) -> tensor<1x2x1x5xf32> {
  %w = ov.Constant.v0 dense<[[[[[1.0, 2.0, 3.0]]]], [[[[4.0, 5.0, 6.0]]]]]> : tensor<2x1x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>} : (tensor<1x2x1x5xf32>, tensor<2x1x1x1x3xf32>) -> tensor<1x2x1x5xf32>
  func.return %x : tensor<1x2x1x5xf32>
}
