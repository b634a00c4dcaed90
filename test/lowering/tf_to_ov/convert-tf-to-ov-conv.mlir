// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Convolutions (Conv2D, Conv3D, DepthwiseConv2dNative, Conv2DBackpropInput) as OpenVINO's NCHW
// ops between marked layout transposes. The refusals come first: --verify-diagnostics prints
// them as it meets them, the converted chunks after all of them.

// Refused (must not fire): a filter of unknown shape, whose layout cannot be read; a transposed
// convolution's output size computed at run time, or its input's spatial sizes unknown (the
// pads that give TensorFlow's output size are computed when converting).
// CHECK: no lowering to OpenVINO for node 'conv' (Conv2D): the filter needs a static shape, got tensor<3x3x3x?xf32>; an extension can add one
func.func @dynamic_filter(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x?xf32>) -> tensor<1x8x8x?xf32> {
  %y = "tf.Conv2D"(%x, %w) <{T = f32, strides = array<i64: 1, 1, 1, 1>, padding = "SAME"}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x?xf32>) -> tensor<1x8x8x?xf32> loc("conv")
  func.return %y : tensor<1x8x8x?xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'deconv' (Conv2DBackpropInput): its input_sizes must be known when converting (a constant), not computed at run time;
func.func @sizes_at_run_time(%s: tensor<4xi32>, %y: tensor<1x4x4x5xf32>) -> tensor<1x8x8x3xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x5xf32>, dtype = f32}> : () -> tensor<3x3x3x5xf32>
  %x = "tf.Conv2DBackpropInput"(%s, %w, %y) <{T = f32, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<4xi32>, tensor<3x3x3x5xf32>, tensor<1x4x4x5xf32>) -> tensor<1x8x8x3xf32> loc("deconv")
  func.return %x : tensor<1x8x8x3xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'deconv' (Conv2DBackpropInput): the input's spatial sizes must be static, got tensor<1x?x?x5xf32>;
func.func @dynamic_spatial(%y: tensor<1x?x?x5xf32>) -> tensor<1x8x8x3xf32> {
  %s = "tf.Const"() <{value = dense<[1, 8, 8, 3]> : tensor<4xi32>, dtype = i32}> : () -> tensor<4xi32>
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x5xf32>, dtype = f32}> : () -> tensor<3x3x3x5xf32>
  %x = "tf.Conv2DBackpropInput"(%s, %w, %y) <{T = f32, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<4xi32>, tensor<3x3x3x5xf32>, tensor<1x?x?x5xf32>) -> tensor<1x8x8x3xf32> loc("deconv")
  func.return %x : tensor<1x8x8x3xf32>
}

// -----

// EXPLICIT padding reads explicit_paddings' spatial pairs (H: 1, 2; W: 0, 1), strides and
// dilations their spatial entries; the HWIO filter is transposed to OIHW.
// CHECK-LABEL: func.func @explicit_dilated
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[3, 2, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[W:.*]] = ov.Transpose.v1 %w, %[[P]] : (tensor<3x3x3x4xf32>, tensor<4xi64>) -> tensor<4x3x3x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[X]], %[[W]] {dilations = array<i64: 1, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 2, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x5x3xf32>
// CHECK:         ov.Transpose.v1 %[[C]], %{{.*}} {ovopt.layout_change} : (tensor<1x4x5x3xf32>, tensor<4xi64>) -> tensor<1x5x3x4xf32>
func.func @explicit_dilated(%x: tensor<1x8x8x3xf32>) -> tensor<1x5x3x4xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x4xf32>, dtype = f32}> : () -> tensor<3x3x3x4xf32>
  %y = "tf.Conv2D"(%x, %w) <{T = f32, strides = array<i64: 1, 2, 2, 1>, padding = "EXPLICIT", explicit_paddings = array<i64: 0, 0, 1, 2, 0, 1, 0, 0>, dilations = array<i64: 1, 1, 2, 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x5x3x4xf32>
  func.return %y : tensor<1x5x3x4xf32>
}

// -----

// SAME over spatial sizes unknown when converting: same_upper, OpenVINO pads at run time.
// CHECK-LABEL: func.func @same_dynamic
// CHECK:         ov.Convolution.v1 {{.*}} {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"}
func.func @same_dynamic(%x: tensor<1x?x?x3xf32>) -> tensor<1x?x?x4xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x4xf32>, dtype = f32}> : () -> tensor<3x3x3x4xf32>
  %y = "tf.Conv2D"(%x, %w) <{T = f32, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<1x?x?x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x?x?x4xf32>
  func.return %y : tensor<1x?x?x4xf32>
}

// -----

// DepthwiseConv2dNative: (H, W, in, multiplier) -> (in, multiplier, H, W) -> groups of one input
// channel each, as GroupConvolution; SAME over 8 with stride 2 pads one at the end.
// CHECK-LABEL: func.func @depthwise
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[2, 3, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %w, %[[P]] : (tensor<3x3x3x2xf32>, tensor<4xi64>) -> tensor<3x2x3x3xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[3, 2, 1, 3, 3]> : tensor<5xi64>
// CHECK-NEXT:    %[[G:.*]] = ov.Reshape.v1 %[[T]], %[[S]] {special_zero = false} : (tensor<3x2x3x3xf32>, tensor<5xi64>) -> tensor<3x2x1x3x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupConvolution.v1 %[[X]], %[[G]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<3x2x1x3x3xf32>) -> tensor<1x6x4x4xf32>
// CHECK:         ov.Transpose.v1 %[[Y]], %{{.*}} {ovopt.layout_change} : (tensor<1x6x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x6xf32>
func.func @depthwise(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x6xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x2xf32>, dtype = f32}> : () -> tensor<3x3x3x2xf32>
  %y = "tf.DepthwiseConv2dNative"(%x, %w) <{T = f32, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>) -> tensor<1x4x4x6xf32>
  func.return %y : tensor<1x4x4x6xf32>
}

// -----

// Conv3D: NDHWC to NCDHW and back, DHWIO filter to OIDHW.
// CHECK-LABEL: func.func @conv3d
// CHECK:         ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x4x6x6x2xf32>, tensor<5xi64>) -> tensor<1x2x4x6x6xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[4, 3, 0, 1, 2]> : tensor<5xi64>
// CHECK-NEXT:    ov.Transpose.v1 %w, %[[P]] : (tensor<3x3x3x2x3xf32>, tensor<5xi64>) -> tensor<3x2x3x3x3xf32>
// CHECK-NEXT:    ov.Convolution.v1 {{.*}} {dilations = array<i64: 1, 1, 1>, strides = array<i64: 1, 1, 1>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>} : (tensor<1x2x4x6x6xf32>, tensor<3x2x3x3x3xf32>) -> tensor<1x3x2x4x4xf32>
// CHECK:         ov.Transpose.v1 {{.*}} {ovopt.layout_change} : (tensor<1x3x2x4x4xf32>, tensor<5xi64>) -> tensor<1x2x4x4x3xf32>
func.func @conv3d(%x: tensor<1x4x6x6x2xf32>) -> tensor<1x2x4x4x3xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x2x3xf32>, dtype = f32}> : () -> tensor<3x3x3x2x3xf32>
  %y = "tf.Conv3D"(%x, %w) <{T = f32, strides = array<i64: 1, 1, 1, 1, 1>, padding = "VALID"}> : (tensor<1x4x6x6x2xf32>, tensor<3x3x3x2x3xf32>) -> tensor<1x2x4x4x3xf32>
  func.return %y : tensor<1x2x4x4x3xf32>
}

// -----

// Conv2DBackpropInput: the pads that make ConvolutionBackpropData give input_sizes (6x6 from
// 3x3 by stride 2, SAME: 2 * 2 + 3 - 0 - 1 = 6); the filter (H, W, out, in) to (in, out, H, W).
// CHECK-LABEL: func.func @transposed
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %y, %{{.*}} {ovopt.layout_change} : (tensor<1x3x3x5xf32>, tensor<4xi64>) -> tensor<1x5x3x3xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[3, 2, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[W:.*]] = ov.Transpose.v1 %w, %[[P]] : (tensor<3x3x4x5xf32>, tensor<4xi64>) -> tensor<5x4x3x3xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.ConvolutionBackpropData.v1 %[[X]], %[[W]] {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x5x3x3xf32>, tensor<5x4x3x3xf32>) -> tensor<1x4x6x6xf32>
// CHECK:         ov.Transpose.v1 %[[D]], %{{.*}} {ovopt.layout_change} : (tensor<1x4x6x6xf32>, tensor<4xi64>) -> tensor<1x6x6x4xf32>
func.func @transposed(%y: tensor<1x3x3x5xf32>) -> tensor<1x6x6x4xf32> {
  %s = "tf.Const"() <{value = dense<[1, 6, 6, 4]> : tensor<4xi32>, dtype = i32}> : () -> tensor<4xi32>
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x4x5xf32>, dtype = f32}> : () -> tensor<3x3x4x5xf32>
  %x = "tf.Conv2DBackpropInput"(%s, %w, %y) <{T = f32, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<4xi32>, tensor<3x3x4x5xf32>, tensor<1x3x3x5xf32>) -> tensor<1x6x6x4xf32>
  func.return %x : tensor<1x6x6x4xf32>
}

// -----

// NCHW takes no transpose of data; VALID from 3x3 by stride 2 gives 7, so the eighth row and
// column come from output_padding.
// CHECK-LABEL: func.func @transposed_nchw_valid
// CHECK-NOT:     ovopt.layout_change
// CHECK:         ov.ConvolutionBackpropData.v1 %y, %{{.*}} {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<1x5x3x3xf32>, tensor<5x4x3x3xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NOT:     ovopt.layout_change
// CHECK:         func.return
func.func @transposed_nchw_valid(%y: tensor<1x5x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %s = "tf.Const"() <{value = dense<[1, 4, 8, 8]> : tensor<4xi32>, dtype = i32}> : () -> tensor<4xi32>
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x4x5xf32>, dtype = f32}> : () -> tensor<3x3x4x5xf32>
  %x = "tf.Conv2DBackpropInput"(%s, %w, %y) <{T = f32, strides = array<i64: 1, 1, 2, 2>, padding = "VALID", data_format = "NCHW"}> : (tensor<4xi32>, tensor<3x3x4x5xf32>, tensor<1x5x3x3xf32>) -> tensor<1x4x8x8xf32>
  func.return %x : tensor<1x4x8x8xf32>
}
