// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the ov dialect: attribute ranges, ranks, shapes, and result types that
// disagree with what the operands give.

func.func @unary_result_type(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %y = "ov.Relu.v0"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}
// CHECK: attribute tensor<2x3xf32> expected from variable 'T', but got tensor<3x2xf32>

// -----

func.func @add_no_broadcast(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  %y = ov.Add.v1 %a, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: shapes [2,3] and [1,4] do not broadcast

// -----

func.func @add_result_type(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<3x3xf32> {
  %y = ov.Multiply.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}
// CHECK-NEXT: result 0 has type tensor<3x3xf32>, but its operands give tensor<2x3xf32>

// -----

func.func @add_result_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %y = ov.Add.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: result 0 has type tensor<?xf32>, but its operands give tensor<2x3xf32>

// -----

func.func @add_element_types(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %y = ov.Subtract.v1 %a, %b : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: operands must share one element type, got

// -----

func.func @add_no_auto_broadcast(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = ov.Add.v1 %a, %b {auto_broadcast = "none"} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: shapes [2,3] and [3] differ and auto_broadcast is none

// -----

func.func @add_bad_auto_broadcast(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Divide.v1 %a, %a {auto_broadcast = "numpy_like"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: auto_broadcast must be one of none, numpy, pdpd, not 'numpy_like'

// -----

// pdpd lines [3] up with the first axis of [2,3] (numpy would take it), where 2 is not 3.
func.func @add_pdpd_mismatch(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = ov.Add.v1 %a, %b {auto_broadcast = "pdpd"} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: [3] does not broadcast onto [2,3] (pdpd: from the first dimension)

// -----

func.func @add_pdpd_wider(%a: tensor<3xf32>, %b: tensor<1x1xf32>) -> tensor<3xf32> {
  %y = ov.Add.v1 %a, %b {auto_broadcast = "pdpd"} : (tensor<3xf32>, tensor<1x1xf32>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: [1,1] has more dimensions than [3] and does not broadcast onto it (pdpd)

// -----

func.func @constant_type() -> tensor<3xf32> {
  %c = "ov.Constant.v0"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<3xf32>
  func.return %c : tensor<3xf32>
}
// CHECK-NEXT: result 0 has type tensor<3xf32>, but its operands give tensor<2xf32>

// -----

func.func @convert_result_type(%a: tensor<2xf32>) -> tensor<2xi64> {
  %y = ov.Convert.v0 %a {destination_type = i32} : (tensor<2xf32>) -> tensor<2xi64>
  func.return %y : tensor<2xi64>
}
// CHECK-NEXT: result 0 has type tensor<2xi64>, but its operands give tensor<2xi32>

// -----

func.func @conv_rank(%x: tensor<1x3x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: input of rank 3 does not match a 2-D window

// -----

func.func @conv_strides_length(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: strides has 1 values for 2 spatial axes

// -----

func.func @conv_zero_stride(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 0, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: strides and dilations must be positive

// -----

func.func @conv_negative_dilation(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, -1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: strides and dilations must be positive

// -----

// OpenVINO's IR reader knows explicit, same_upper, same_lower and valid; ONNX's NOTSET is
// "explicit" there.
func.func @conv_auto_pad(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "notset"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: auto_pad must be one of explicit, same_upper, same_lower, valid, not 'notset'

// -----

func.func @conv_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: data has 3 channels, filters expect 2

// -----

func.func @conv_window_too_large(%x: tensor<1x3x4x4xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x1x1xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 2, 2>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x4x4xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x1x1xf32>
  func.return %y : tensor<1x4x1x1xf32>
}
// CHECK-NEXT: window of 5 does not fit in 4 padded by 0+0

// -----

// ovopt needs the kernel size to compute output sizes (and OpenVINO's plugins need it).
func.func @conv_dynamic_kernel(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x?x3xf32>) -> tensor<1x4x?x6xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x?x3xf32>) -> tensor<1x4x?x6xf32>
  func.return %y : tensor<1x4x?x6xf32>
}
// CHECK-NEXT: filters [4,3,?,3] must have a static kernel size

// -----

func.func @conv_output_size(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %y = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  func.return %y : tensor<1x4x8x8xf32>
}
// CHECK-NEXT: result 0 has type tensor<1x4x8x8xf32>, but its operands give tensor<1x4x6x6xf32>

// -----

func.func @group_conv_channels(%x: tensor<1x6x8x8xf32>, %w: tensor<2x3x2x3x3xf32>) -> tensor<1x6x6x6xf32> {
  %y = ov.GroupConvolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x6x8x8xf32>, tensor<2x3x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  func.return %y : tensor<1x6x6x6xf32>
}
// CHECK-NEXT: data has 6 channels, filters expect 2 groups of 2

// -----

func.func @max_pool_v8_ceil_torch(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %y, %i = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, rounding_type = "ceil_torch"} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>)
  func.return %y : tensor<1x3x4x4xf32>
}
// CHECK-NEXT: rounding_type ceil_torch needs MaxPool-14

// -----

func.func @max_pool_index_type(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %y, %i = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, index_element_type = f32} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>)
  func.return %y : tensor<1x3x4x4xf32>
}
// CHECK-NEXT: index_element_type must be i32 or i64, not f32

// -----

func.func @max_pool_kernel_rank(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %y, %i = ov.MaxPool.v14 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2, 2>} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>)
  func.return %y : tensor<1x3x4x4xf32>
}
// CHECK-NEXT: input of rank 4 does not match a 3-D window

// -----

func.func @avg_pool_rounding(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %y = ov.AvgPool.v1 %x {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = true, rounding_type = "round"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}
// CHECK-NEXT: rounding_type must be one of floor, ceil, ceil_torch, not 'round'

// -----

// With exclude-pad, a window wholly in the padding would average no element: OpenVINO
// rejects pads that reach the kernel size.
func.func @avg_pool_window_in_padding(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %y = ov.AvgPool.v1 %x {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 2>, kernel = array<i64: 2, 2>, "exclude-pad" = true} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x5xf32>
  func.return %y : tensor<1x3x4x5xf32>
}
// CHECK-NEXT: with exclude-pad, pads must be smaller than the kernel: axis 1 has kernel 2, pads 0 and 2

// -----

func.func @avg_pool_output_size(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32> {
  %y = ov.AvgPool.v1 %x {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = false, rounding_type = "ceil"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}
// CHECK-NEXT: result 0 has type tensor<1x3x4x4xf32>, but its operands give tensor<1x3x4x5xf32>

// -----

func.func @matmul_inner_dims(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %y = ov.MatMul.v0 %a, %b : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}
// CHECK-NEXT: MatMul cannot multiply [2,3] by [4,5]

// -----

func.func @matmul_transposed_inner_dims(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x3xf32> {
  %y = ov.MatMul.v0 %a, %b {transpose_b = true} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: MatMul cannot multiply [2,3] by [4,3]

// -----

func.func @matmul_batch(%a: tensor<2x2x3xf32>, %b: tensor<3x3x4xf32>) -> tensor<2x2x4xf32> {
  %y = ov.MatMul.v0 %a, %b : (tensor<2x2x3xf32>, tensor<3x3x4xf32>) -> tensor<2x2x4xf32>
  func.return %y : tensor<2x2x4xf32>
}
// CHECK-NEXT: shapes [2] and [3] do not broadcast

// -----

func.func @matmul_scalar(%a: tensor<f32>, %b: tensor<3xf32>) -> tensor<f32> {
  %y = ov.MatMul.v0 %a, %b : (tensor<f32>, tensor<3xf32>) -> tensor<f32>
  func.return %y : tensor<f32>
}
// CHECK-NEXT: MatMul operands must have rank 1 or more

// -----

func.func @batch_norm_channels(%x: tensor<2x3x4x4xf32>, %c: tensor<3xf32>, %d: tensor<4xf32>) -> tensor<2x3x4x4xf32> {
  %y = ov.BatchNormInference.v5 %x, %c, %c, %d, %c {epsilon = 1.0e-05 : f32} : (tensor<2x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<2x3x4x4xf32>
  func.return %y : tensor<2x3x4x4xf32>
}
// CHECK-NEXT: per-channel inputs must be [C], got [4]

// -----

func.func @batch_norm_rank(%x: tensor<3xf32>, %c: tensor<3xf32>) -> tensor<3xf32> {
  %y = ov.BatchNormInference.v5 %x, %c, %c, %c, %c {epsilon = 1.0e-05 : f32} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: BatchNormInference data needs rank 2 or more

// -----

func.func @batch_norm_epsilon(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = ov.BatchNormInference.v5 %x, %c, %c, %c, %c {epsilon = -1.0 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: epsilon must not be negative, got -1.0

// -----

// OpenVINO's BatchNormInference takes real data only (it refuses i32 when the model is read).

func.func @batch_norm_integer(%x: tensor<2x3xi32>, %c: tensor<3xi32>) -> tensor<2x3xi32> {
  %y = ov.BatchNormInference.v5 %x, %c, %c, %c, %c {epsilon = 1.0e-05 : f32} : (tensor<2x3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return %y : tensor<2x3xi32>
}
// CHECK-NEXT: BatchNormInference needs floating-point data, got i32

// -----

func.func @softmax_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Softmax.v8 %x {axis = 2 : i64} : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: axis 2 is out of range for rank 2

// -----

func.func @softmax_negative_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Softmax.v8 %x {axis = -3 : i64} : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: axis -3 is out of range for rank 2

// -----

func.func @reshape_float_shape(%x: tensor<2x3xf32>, %s: tensor<1xf32>) -> tensor<?xf32> {
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: the target shape must be an integer tensor, not tensor<1xf32>

// -----

func.func @reshape_count(%x: tensor<2x3x4xf32>) -> tensor<5x5xf32> {
  %s = ov.Constant.v0 dense<[5, 5]> : tensor<2xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<5x5xf32>
  func.return %y : tensor<5x5xf32>
}
// CHECK-NEXT: cannot reshape [2,3,4] into [5, 5]

// -----

func.func @reshape_minus_one_remainder(%x: tensor<2x3x4xf32>) -> tensor<5x?xf32> {
  %s = ov.Constant.v0 dense<[5, -1]> : tensor<2xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<5x?xf32>
  func.return %y : tensor<5x?xf32>
}
// CHECK-NEXT: cannot reshape 24 elements into [5, -1]

// -----

func.func @reshape_two_minus_ones(%x: tensor<2x3x4xf32>) -> tensor<?x?xf32> {
  %s = ov.Constant.v0 dense<[-1, -1]> : tensor<2xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: the target shape has more than one -1

// -----

// Without special_zero, 0 is a dimension of size 0: 24 elements do not fit.
func.func @reshape_zero_without_special_zero(%x: tensor<2x3x4xf32>) -> tensor<0x12xf32> {
  %s = ov.Constant.v0 dense<[0, 12]> : tensor<2xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<0x12xf32>
  func.return %y : tensor<0x12xf32>
}
// CHECK-NEXT: cannot reshape [2,3,4] into [0, 12]

// -----

func.func @reshape_target_rank(%x: tensor<2x3xf32>, %s: tensor<1x2xi64>) -> tensor<3x2xf32> {
  %y = "ov.Reshape.v1"(%x, %s) <{special_zero = false}> : (tensor<2x3xf32>, tensor<1x2xi64>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}
// CHECK-NEXT: the target shape must be 1-D, got [1,2]

// -----

func.func @transpose_not_permutation(%x: tensor<2x3x4xf32>) -> tensor<2x2x3xf32> {
  %p = ov.Constant.v0 dense<[0, 0, 1]> : tensor<3xi64>
  %y = ov.Transpose.v1 %x, %p : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<2x2x3xf32>
  func.return %y : tensor<2x2x3xf32>
}
// CHECK-NEXT: [0, 0, 1] is not a permutation of the axes of rank 3

// -----

func.func @concat_dims(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>) -> tensor<2x6xf32> {
  %y = ov.Concat.v0 %a, %b {axis = 1 : i64} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x6xf32>
  func.return %y : tensor<2x6xf32>
}
// CHECK-NEXT: Concat inputs differ on axis 0: 2 and 3

// -----

func.func @concat_rank(%a: tensor<2x3xf32>, %b: tensor<2x3x1xf32>) -> tensor<4x3xf32> {
  %y = ov.Concat.v0 %a, %b {axis = 0 : i64} : (tensor<2x3xf32>, tensor<2x3x1xf32>) -> tensor<4x3xf32>
  func.return %y : tensor<4x3xf32>
}
// CHECK-NEXT: Concat inputs must share one rank

// -----

func.func @concat_axis(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %y = ov.Concat.v0 %a, %a {axis = 2 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  func.return %y : tensor<4x3xf32>
}
// CHECK-NEXT: axis 2 is out of range for rank 2

// -----

func.func @concat_element_types(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>) -> tensor<4x3xf32> {
  %y = ov.Concat.v0 %a, %b {axis = 0 : i64} : (tensor<2x3xf32>, tensor<2x3xf16>) -> tensor<4x3xf32>
  func.return %y : tensor<4x3xf32>
}
// CHECK-NEXT: operands must share one element type

// -----

func.func @concat_result_type(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Concat.v0 %a, %a {axis = 0 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: result 0 has type tensor<2x3xf32>, but its operands give tensor<4x3xf32>

// -----

func.func @shape_of_type(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %y = ov.ShapeOf.v3 %x {output_type = f32} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: output_type must be i32 or i64, not f32

// -----

func.func @broadcast_incompatible(%x: tensor<3xf32>) -> tensor<2x4xf32> {
  %s = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64>
  %y = ov.Broadcast.v3 %x, %s : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}
// CHECK-NEXT: shapes [1,3] and [2,4] do not broadcast

// -----

// explicit mode needs a third input (axes_mapping), which Broadcast-3 here does not have.
func.func @broadcast_mode(%x: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = ov.Broadcast.v3 %x, %s {mode = "explicit"} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: mode must be one of numpy, bidirectional, not 'explicit'

// -----

func.func @gather_float_indices(%x: tensor<3x4xf32>, %i: tensor<2xf32>) -> tensor<2x4xf32> {
  %a = ov.Constant.v0 dense<0> : tensor<i64>
  %y = ov.Gather.v8 %x, %i, %a : (tensor<3x4xf32>, tensor<2xf32>, tensor<i64>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}
// CHECK-NEXT: Gather indices must be an integer tensor, not tensor<2xf32>
