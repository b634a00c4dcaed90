// RUN: ov-opt %s --split-input-file -p gna-convert-asymmetric-padding | filecheck %s

// Negative cases, one per condition of ConvertAsymmetricPadding (only it fails; no Concat):
//   asymmetric.unequal-pads   @symmetric

// Pads 1 / 1 on H stay; 0 / 2 on W: the 2 extra at the end are zeros concatenated to the data.

// CHECK-LABEL: func.func @asymmetric
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x2x5x2xf32>
// CHECK-NEXT:    %[[X:.*]] = ov.Concat.v0 %x, %[[Z]] {axis = 3 : i64} : {{.*}} -> tensor<1x2x5x8xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[X]], %[[W]] {{{.*}}pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 0>{{.*}}} : (tensor<1x2x5x8xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @asymmetric(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x6x7xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 2>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
  func.return %y : tensor<1x3x6x7xf32>
}

// -----

// More at the beginning of a 1-D group convolution: the extra 1 goes before the data.

// CHECK-LABEL: func.func @more_before
// CHECK:         %[[X:.*]] = ov.Concat.v0 %{{.*}}, %x {axis = 2 : i64} : {{.*}} -> tensor<1x2x6xf32>
// CHECK-NEXT:    ov.GroupConvolution.v1 %[[X]], %{{.*}} {{{.*}}pads_begin = array<i64: 1>, pads_end = array<i64: 1>{{.*}}}
func.func @more_before(%x: tensor<1x2x5xf32>) -> tensor<1x2x6xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<2x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1>, dilations = array<i64: 1>, pads_begin = array<i64: 2>, pads_end = array<i64: 1>} : (tensor<1x2x5xf32>, tensor<2x1x1x3xf32>) -> tensor<1x2x6xf32>
  func.return %y : tensor<1x2x6xf32>
}

// -----

// SAME_UPPER with a dilated kernel: a 2-wide kernel with dilation 2 spans 3 columns, padded 1 / 1
// (kept); 2 rows padded 0 / 1, the extra row concatenated after the data.

// CHECK-LABEL: func.func @same_upper_dilated
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x2x1x6xf32>
// CHECK-NEXT:    %[[X:.*]] = ov.Concat.v0 %x, %[[Z]] {axis = 2 : i64} : {{.*}} -> tensor<1x2x6x6xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[X]], %[[W]] {{{.*}}pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>{{.*}}} : (tensor<1x2x6x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x5x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @same_upper_dilated(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x5x6xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x5x6xf32>
  func.return %y : tensor<1x3x5x6xf32>
}

// -----

// [asymmetric.unequal-pads] Symmetric pads: nothing to do.

// CHECK-LABEL: func.func @symmetric
// CHECK-NOT:     ov.Concat
// CHECK:         ov.Convolution.v1 %x
func.func @symmetric(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x6x7xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
  func.return %y : tensor<1x3x6x7xf32>
}

// -----

// A convolution nothing reads is erased, not rewritten into a Concat nothing reads either.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x5x6xf32>) -> tensor<1x2x5x6xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 2>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
  func.return %x : tensor<1x2x5x6xf32>
}
