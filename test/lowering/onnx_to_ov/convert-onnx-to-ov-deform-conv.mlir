// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// DeformConv with groups, offset groups, bias and mask: DeformableConvolution-8 reading zeros
// outside the data corner by corner (bilinear_interpolation_pad), then the bias added.

// CHECK-LABEL: func.func @deform_conv
// CHECK-SAME:    (%[[X:.*]]: tensor<1x4x6x7xf32>, %[[W:.*]]: tensor<6x2x3x2xf32>, %[[O:.*]]: tensor<1x24x4x6xf32>, %[[B:.*]]: tensor<6xf32>, %[[M:.*]]: tensor<1x12x4x6xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.DeformableConvolution.v8 %[[X]], %[[O]], %[[W]], %[[M]] {dilations = array<i64: 1, 1>, group = 2 : i64, deformable_group = 2 : i64, bilinear_interpolation_pad = true, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}
// CHECK:         %[[BIAS:.*]] = ov.Reshape.v1 %[[B]]
// CHECK-NEXT:    ov.Add.v1 %[[Y]], %[[BIAS]] : (tensor<1x6x4x6xf32>, tensor<1x6x1x1xf32>) -> tensor<1x6x4x6xf32>
func.func @deform_conv(%x: tensor<1x4x6x7xf32>, %w: tensor<6x2x3x2xf32>, %o: tensor<1x24x4x6xf32>, %b: tensor<6xf32>, %m: tensor<1x12x4x6xf32>) -> tensor<1x6x4x6xf32> {
  %y = "onnx.DeformConv"(%x, %w, %o, %b, %m) <{version = 19 : i64, group = 2 : i64, offset_group = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<1x4x6x7xf32>, tensor<6x2x3x2xf32>, tensor<1x24x4x6xf32>, tensor<6xf32>, tensor<1x12x4x6xf32>) -> tensor<1x6x4x6xf32>
  func.return %y : tensor<1x6x4x6xf32>
}

// -----

// Without bias or mask: the convolution alone, no Add.

// CHECK-LABEL: func.func @deform_conv_plain
// CHECK-SAME:    (%[[X:.*]]: tensor<?x2x6x7xf32>, %[[W:.*]]: tensor<3x2x3x3xf32>, %[[O:.*]]: tensor<?x18x6x7xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.DeformableConvolution.v8 %[[X]], %[[O]], %[[W]] {{.*}}pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<?x2x6x7xf32>, tensor<?x18x6x7xf32>, tensor<3x2x3x3xf32>) -> tensor<?x3x6x7xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @deform_conv_plain(%x: tensor<?x2x6x7xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<?x18x6x7xf32>) -> tensor<?x3x6x7xf32> {
  %y = "onnx.DeformConv"(%x, %w, %o) <{version = 19 : i64, pads = array<i64: 1, 1, 1, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<?x2x6x7xf32>, tensor<3x2x3x3xf32>, tensor<?x18x6x7xf32>) -> tensor<?x3x6x7xf32>
  func.return %y : tensor<?x3x6x7xf32>
}
