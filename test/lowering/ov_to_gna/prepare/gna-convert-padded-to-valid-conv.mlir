// RUN: ov-opt %s --split-input-file -p gna-convert-padded-to-valid-conv | filecheck %s

// Negative cases, one per condition of ConvertPaddedToValidConv (only it fails; no Concat):
//   padded.any-pad   @valid

// Pads 1 / 1 on H and 0 / 2 on W: zeros concatenated on H, then on W; the convolution VALID.

// CHECK-LABEL: func.func @padded
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[Z1:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x2x1x6xf32>
// CHECK-NEXT:    %[[Z2:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x2x1x6xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.Concat.v0 %[[Z1]], %x, %[[Z2]] {axis = 2 : i64} : {{.*}} -> tensor<1x2x7x6xf32>
// CHECK-NEXT:    %[[Z3:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x2x7x2xf32>
// CHECK-NEXT:    %[[HW:.*]] = ov.Concat.v0 %[[H]], %[[Z3]] {axis = 3 : i64} : {{.*}} -> tensor<1x2x7x8xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[HW]], %[[W]] {{{.*}}pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x7x8xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @padded(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x6x7xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 2>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
  func.return %y : tensor<1x3x6x7xf32>
}

// -----

// same_upper on a 1-D convolution: the pads auto_pad implies are made explicit.

// CHECK-LABEL: func.func @same_upper
// CHECK:         ov.Concat.v0 %{{.*}}, %x, %{{.*}} {axis = 2 : i64} : {{.*}} -> tensor<1x2x7xf32>
// CHECK:         ov.Convolution.v1 {{.*}}pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : {{.*}} -> tensor<1x3x5xf32>
func.func @same_upper(%x: tensor<1x2x5xf32>) -> tensor<1x3x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x3xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1>, dilations = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, auto_pad = "same_upper"} : (tensor<1x2x5xf32>, tensor<3x2x3xf32>) -> tensor<1x3x5xf32>
  func.return %y : tensor<1x3x5xf32>
}

// -----

// [padded.any-pad] Already valid: nothing to do.

// CHECK-LABEL: func.func @valid
// CHECK-NOT:     ov.Concat
// CHECK:         ov.Convolution.v1 %x
func.func @valid(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x4x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x5xf32>
  func.return %y : tensor<1x3x4x5xf32>
}

// -----

// A padded convolution nothing reads is erased, not rewritten to a padded copy nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x5x6xf32>) -> tensor<1x2x5x6xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 2>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
  func.return %x : tensor<1x2x5x6xf32>
}
