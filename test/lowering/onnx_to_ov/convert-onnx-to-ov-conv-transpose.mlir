// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// ConvTranspose is ConvolutionBackpropData-1 (filters [C_IN, C_OUT, ...] as ONNX has them),
// the bias reshaped to [1, C, 1, 1] and added.

// CHECK-LABEL: func.func @conv_transpose
// CHECK-SAME:    (%[[X:.*]]: tensor<?x1x3x3xf32>, %[[W:.*]]: tensor<1x2x3x3xf32>, %[[B:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.ConvolutionBackpropData.v1 %[[X]], %[[W]] {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<?x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<?x2x5x5xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[BIAS:.*]] = ov.Reshape.v1 %[[B]], %[[SHAPE]] {special_zero = false} : (tensor<2xf32>, tensor<4xi64>) -> tensor<1x2x1x1xf32>
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %[[Y]], %[[BIAS]]
// CHECK-NEXT:    func.return %[[SUM]] : tensor<?x2x5x5xf32>
func.func @conv_transpose(%x: tensor<?x1x3x3xf32>, %w: tensor<1x2x3x3xf32>, %b: tensor<2xf32>) -> tensor<?x2x5x5xf32> {
  %y = "onnx.ConvTranspose"(%x, %w, %b) <{version = 11 : i64}> : (tensor<?x1x3x3xf32>, tensor<1x2x3x3xf32>, tensor<2xf32>) -> tensor<?x2x5x5xf32>
  func.return %y : tensor<?x2x5x5xf32>
}

// -----

// output_shape: the kernel covers 3 * 2 + 3 = 9 rows and 2 * 2 + 3 = 7 columns. A larger
// output (10 x 8) is output_padding; a smaller one (8 x 6) is padding, the odd one at the
// beginning as ONNX's specification and onnxruntime put it.

// CHECK-LABEL: func.func @conv_transpose_output_shape
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 3, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x10x8xf32>
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 3, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x8x6xf32>
func.func @conv_transpose_output_shape(%x: tensor<1x1x3x3xf32>, %w: tensor<1x2x3x3xf32>) -> (tensor<1x2x10x8xf32>, tensor<1x2x8x6xf32>) {
  %a = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 3, 2>, output_shape = array<i64: 10, 8>}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x10x8xf32>
  %b = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 3, 2>, output_shape = array<i64: 8, 6>}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x8x6xf32>
  func.return %a, %b : tensor<1x2x10x8xf32>, tensor<1x2x8x6xf32>
}

// -----

// output_shape with strides 2 and dilations 3: the kernel covers 2 * 2 + (3 - 1) * 3 + 1 = 11
// rows and columns (dilated taps are d apart, not a power of d), so 12 rows is output_padding 1
// and 10 columns one pad at the beginning.

// CHECK-LABEL: func.func @conv_transpose_output_shape_dilated
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 0>, dilations = array<i64: 3, 3>, output_padding = array<i64: 1, 0>} : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x12x10xf32>
func.func @conv_transpose_output_shape_dilated(%x: tensor<1x1x3x3xf32>, %w: tensor<1x2x3x3xf32>) -> tensor<1x2x12x10xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 2, 2>, dilations = array<i64: 3, 3>, output_shape = array<i64: 12, 10>}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x12x10xf32>
  func.return %y : tensor<1x2x12x10xf32>
}

// -----

// SAME padding makes the output input * stride = 6 of the 7 the kernel covers: the one pad
// goes at the end (SAME_UPPER) or the beginning (SAME_LOWER).

// CHECK-LABEL: func.func @conv_transpose_same
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>}
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>}
func.func @conv_transpose_same(%x: tensor<1x1x3x3xf32>, %w: tensor<1x2x3x3xf32>) -> (tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>) {
  %a = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 2, 2>, auto_pad = "SAME_UPPER"}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  %b = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 2, 2>, auto_pad = "SAME_LOWER"}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  func.return %a, %b : tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>
}

// -----

// SAME where the kernel covers less than the stride ((k - 1) * d + 1 + output_padding < stride,
// issue 30): as onnxruntime and ONNX's shape inference, no padding, and the output is
// stride * (in - 1) + (k - 1) * d + 1 = 7, not in * stride = 8. The total padding does not
// depend on the input length, so SAME on dynamic ones pads as on static ones: a dilated kernel
// covering 4 for stride 3 pads one, at the beginning (SAME_LOWER); a kernel of 1 for stride 2
// pads none.

// CHECK-LABEL: func.func @conv_transpose_same_short_kernel
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, output_padding = array<i64: 0>} : (tensor<1x1x4xf32>, tensor<1x1x1xf32>) -> tensor<1x1x7xf32>
// CHECK-NEXT:    %{{.*}} = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 3, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 3, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x1x?x?xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x?x?xf32>
func.func @conv_transpose_same_short_kernel(%x: tensor<1x1x4xf32>, %w: tensor<1x1x1xf32>, %d: tensor<1x1x?x?xf32>, %v: tensor<1x2x2x1xf32>) -> (tensor<1x1x7xf32>, tensor<1x2x?x?xf32>) {
  %a = "onnx.ConvTranspose"(%x, %w) <{version = 11 : i64, strides = array<i64: 2>, auto_pad = "SAME_UPPER"}> : (tensor<1x1x4xf32>, tensor<1x1x1xf32>) -> tensor<1x1x7xf32>
  %b = "onnx.ConvTranspose"(%d, %v) <{version = 11 : i64, strides = array<i64: 3, 2>, dilations = array<i64: 3, 1>, auto_pad = "SAME_LOWER"}> : (tensor<1x1x?x?xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x?x?xf32>
  func.return %a, %b : tensor<1x1x7xf32>, tensor<1x2x?x?xf32>
}

// -----

// group = 2: ONNX's weights [C_IN, C_OUT / group, k] become [group, C_IN / group, C_OUT / group, k].

// CHECK-LABEL: func.func @conv_transpose_group
// CHECK-SAME:    (%[[X:.*]]: tensor<1x4x3xf32>, %[[W:.*]]: tensor<4x3x2xf32>)
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[2, 2, 3, 2]> : tensor<4xi64>
// CHECK-NEXT:    %[[G:.*]] = ov.Reshape.v1 %[[W]], %[[SHAPE]] {special_zero = false} : (tensor<4x3x2xf32>, tensor<4xi64>) -> tensor<2x2x3x2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupConvolutionBackpropData.v1 %[[X]], %[[G]] {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, output_padding = array<i64: 0>} : (tensor<1x4x3xf32>, tensor<2x2x3x2xf32>) -> tensor<1x6x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv_transpose_group(%x: tensor<1x4x3xf32>, %w: tensor<4x3x2xf32>) -> tensor<1x6x4xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, group = 2 : i64}> : (tensor<1x4x3xf32>, tensor<4x3x2xf32>) -> tensor<1x6x4xf32>
  func.return %y : tensor<1x6x4xf32>
}


// -----

// Grouped weights with C_out / group dynamic: [4, ?, 3, 3] in 2 groups is [2, 2, -1, 3, 3].

// CHECK-LABEL: func.func @conv_transpose_group_dynamic_outputs
// CHECK-SAME:    (%[[X:.*]]: tensor<1x4x4x4xf32>, %[[W:.*]]: tensor<4x?x3x3xf32>)
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[2, 2, -1, 3, 3]> : tensor<5xi64>
// CHECK-NEXT:    %[[F:.*]] = ov.Reshape.v1 %[[W]], %[[S]] {special_zero = false} : (tensor<4x?x3x3xf32>, tensor<5xi64>) -> tensor<2x2x?x3x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupConvolutionBackpropData.v1 %[[X]], %[[F]]
// CHECK-SAME:      -> tensor<1x?x6x6xf32>
func.func @conv_transpose_group_dynamic_outputs(%x: tensor<1x4x4x4xf32>, %w: tensor<4x?x3x3xf32>) -> tensor<1x?x6x6xf32> {
  %y = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, group = 2 : i64}> : (tensor<1x4x4x4xf32>, tensor<4x?x3x3xf32>) -> tensor<1x?x6x6xf32>
  func.return %y : tensor<1x?x6x6xf32>
}

// -----

// VALID pads nothing: (3 - 1) * 2 + 3 = 7, plus output_padding (1 along H) at the end: 8 x 7.

// CHECK-LABEL: func.func @conv_transpose_valid
// CHECK-NEXT:    %[[Y:.*]] = ov.ConvolutionBackpropData.v1 %{{.*}}, %{{.*}} {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 1, 0>} : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x8x7xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv_transpose_valid(%x: tensor<1x1x3x3xf32>, %w: tensor<1x2x3x3xf32>) -> tensor<1x2x8x7xf32> {
  %a = "onnx.ConvTranspose"(%x, %w) <{version = 22 : i64, strides = array<i64: 2, 2>, output_padding = array<i64: 1, 0>, auto_pad = "VALID"}> : (tensor<1x1x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x8x7xf32>
  func.return %a : tensor<1x2x8x7xf32>
}
