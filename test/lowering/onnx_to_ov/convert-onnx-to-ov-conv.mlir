// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s
// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov --print-debuginfo | filecheck %s --check-prefix=LOC

// Conv is Convolution-1 (GroupConvolution-1 when group > 1); ONNX's pads [b1, b2, e1, e2]
// split into pads_begin and pads_end, the bias [C] is reshaped to [1, C, 1, 1] and added.

// CHECK-LABEL: func.func @conv_bias
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x8x9xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[CONV:.*]] = ov.Convolution.v1 %[[X]], %[[W]] {dilations = array<i64: 1, 2>, strides = array<i64: 2, 1>, pads_begin = array<i64: 1, 2>, pads_end = array<i64: 0, 1>} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x4x8xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[BIAS:.*]] = ov.Reshape.v1 %[[B]], %[[SHAPE]] {special_zero = false} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[ADD:.*]] = ov.Add.v1 %[[CONV]], %[[BIAS]] : (tensor<?x4x4x8xf32>, tensor<1x4x1x1xf32>) -> tensor<?x4x4x8xf32>
// CHECK-NEXT:    func.return %[[ADD]] : tensor<?x4x4x8xf32>

// The node's name goes to the op that produces its output; the helpers are `name/Type`.
// LOC-LABEL: func.func @conv_bias
// LOC:         ov.Convolution.v1 {{.*}} loc("conv1/Convolution")
// LOC-NEXT:    ov.Constant.v0 {{.*}} loc("conv1/Const")
// LOC-NEXT:    ov.Reshape.v1 {{.*}} loc("conv1/Reshape")
// LOC-NEXT:    ov.Add.v1 {{.*}} loc("conv1")
func.func @conv_bias(%x: tensor<?x3x8x9xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<?x4x4x8xf32> {
  %y = "onnx.Conv"(%x, %w, %b) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 2, 0, 1>, strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>}> : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<?x4x4x8xf32> loc("conv1")
  func.return %y : tensor<?x4x4x8xf32>
}

// -----

// Without a bias, the Convolution is the node; defaults: strides and dilations 1, pads 0.

// CHECK-LABEL: func.func @conv_defaults
// CHECK-NEXT:    %[[CONV:.*]] = ov.Convolution.v1 %{{.*}}, %{{.*}} {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
// CHECK-NEXT:    func.return %[[CONV]] : tensor<1x4x6x6xf32>

// LOC-LABEL: func.func @conv_defaults
// LOC-NEXT:    ov.Convolution.v1 {{.*}} loc("conv2")
func.func @conv_defaults(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> loc("conv2")
  func.return %y : tensor<1x4x6x6xf32>
}

// -----

// group = 2: the weights [C_OUT, C_IN / group, kH, kW] = [6, 2, 3, 3] are reshaped to
// GroupConvolution's [group, C_OUT / group, C_IN / group, kH, kW] = [2, 3, 2, 3, 3].

// CHECK-LABEL: func.func @conv_group
// CHECK-SAME:    (%[[X:.*]]: tensor<1x4x8x8xf32>, %[[W:.*]]: tensor<6x2x3x3xf32>, %[[B:.*]]: tensor<6xf32>)
// CHECK-NEXT:    %[[GSHAPE:.*]] = ov.Constant.v0 dense<[2, 3, 2, 3, 3]> : tensor<5xi64>
// CHECK-NEXT:    %[[GW:.*]] = ov.Reshape.v1 %[[W]], %[[GSHAPE]] {special_zero = false} : (tensor<6x2x3x3xf32>, tensor<5xi64>) -> tensor<2x3x2x3x3xf32>
// CHECK-NEXT:    %[[CONV:.*]] = ov.GroupConvolution.v1 %[[X]], %[[GW]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<2x3x2x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT:    %[[BSHAPE:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[BIAS:.*]] = ov.Reshape.v1 %[[B]], %[[BSHAPE]] {special_zero = false} : (tensor<6xf32>, tensor<4xi64>) -> tensor<1x6x1x1xf32>
// CHECK-NEXT:    %[[ADD:.*]] = ov.Add.v1 %[[CONV]], %[[BIAS]] : (tensor<1x6x8x8xf32>, tensor<1x6x1x1xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT:    func.return %[[ADD]]
func.func @conv_group(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>, %b: tensor<6xf32>) -> tensor<1x6x8x8xf32> {
  %y = "onnx.Conv"(%x, %w, %b) <{version = 11 : i64, group = 2 : i64, pads = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>) -> tensor<1x6x8x8xf32>
  func.return %y : tensor<1x6x8x8xf32>
}

// -----

// Depthwise: group = C_IN = C_OUT = 3, weights [3, 1, 3, 3] -> [3, 1, 1, 3, 3].

// CHECK-LABEL: func.func @conv_depthwise
// CHECK-NEXT:    %[[GSHAPE:.*]] = ov.Constant.v0 dense<[3, 1, 1, 3, 3]> : tensor<5xi64>
// CHECK-NEXT:    %[[GW:.*]] = ov.Reshape.v1 %{{.*}}, %[[GSHAPE]] {special_zero = false} : (tensor<3x1x3x3xf32>, tensor<5xi64>) -> tensor<3x1x1x3x3xf32>
// CHECK-NEXT:    %[[CONV:.*]] = ov.GroupConvolution.v1 %{{.*}}, %[[GW]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x9x9xf32>, tensor<3x1x1x3x3xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    func.return %[[CONV]]
func.func @conv_depthwise(%x: tensor<1x3x9x9xf32>, %w: tensor<3x1x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64, group = 3 : i64, strides = array<i64: 2, 2>}> : (tensor<1x3x9x9xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// auto_pad: ONNX's SAME_UPPER, SAME_LOWER and VALID are OpenVINO's same_upper, same_lower
// and valid; NOTSET is explicit padding. SAME keeps ceil(in / stride): 9 / 2 -> 5.

// CHECK-LABEL: func.func @conv_auto_pad
// CHECK-NEXT:    %[[U:.*]] = ov.Convolution.v1 {{.*}} {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x5x5xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.Convolution.v1 {{.*}} auto_pad = "same_lower"} : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x5x5xf32>
// CHECK-NEXT:    %[[V:.*]] = ov.Convolution.v1 {{.*}} auto_pad = "valid"} : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT:    %[[N:.*]] = ov.Convolution.v1 {{.*}} pads_end = array<i64: 0, 0>} : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT:    func.return %[[U]], %[[L]], %[[V]], %[[N]]
func.func @conv_auto_pad(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x2x2xf32>) -> (tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) {
  %u = "onnx.Conv"(%x, %w) <{version = 11 : i64, auto_pad = "SAME_UPPER", strides = array<i64: 2, 2>}> : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x5x5xf32>
  %l = "onnx.Conv"(%x, %w) <{version = 11 : i64, auto_pad = "SAME_LOWER", strides = array<i64: 2, 2>}> : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x5x5xf32>
  %v = "onnx.Conv"(%x, %w) <{version = 11 : i64, auto_pad = "VALID", strides = array<i64: 2, 2>}> : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x4x4xf32>
  %n = "onnx.Conv"(%x, %w) <{version = 11 : i64, auto_pad = "NOTSET", strides = array<i64: 2, 2>}> : (tensor<1x3x9x9xf32>, tensor<4x3x2x2xf32>) -> tensor<1x4x4x4xf32>
  func.return %u, %l, %v, %n : tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>
}

// -----

// 1-D and 3-D convolutions: one stride, dilation and pad pair per spatial axis.

// CHECK-LABEL: func.func @conv_1d_3d
// CHECK-NEXT:    %[[C1:.*]] = ov.Convolution.v1 {{.*}} {dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 1>, pads_end = array<i64: 1>} : (tensor<1x2x10xf32>, tensor<5x2x3xf32>) -> tensor<1x5x10xf32>
// CHECK-NEXT:    %[[C3:.*]] = ov.Convolution.v1 {{.*}} {dilations = array<i64: 1, 1, 1>, strides = array<i64: 1, 1, 1>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>} : (tensor<1x2x4x5x6xf32>, tensor<5x2x2x2x2xf32>) -> tensor<1x5x3x4x5xf32>
// CHECK-NEXT:    func.return %[[C1]], %[[C3]]
func.func @conv_1d_3d(%x: tensor<1x2x10xf32>, %w: tensor<5x2x3xf32>, %v: tensor<1x2x4x5x6xf32>, %k: tensor<5x2x2x2x2xf32>) -> (tensor<1x5x10xf32>, tensor<1x5x3x4x5xf32>) {
  %a = "onnx.Conv"(%x, %w) <{version = 11 : i64, pads = array<i64: 1, 1>}> : (tensor<1x2x10xf32>, tensor<5x2x3xf32>) -> tensor<1x5x10xf32>
  %b = "onnx.Conv"(%v, %k) <{version = 11 : i64}> : (tensor<1x2x4x5x6xf32>, tensor<5x2x2x2x2xf32>) -> tensor<1x5x3x4x5xf32>
  func.return %a, %b : tensor<1x5x10xf32>, tensor<1x5x3x4x5xf32>
}

// -----

// Conv-1 lowers as Conv-11 does.

// CHECK-LABEL: func.func @conv_1
// CHECK-NEXT:    %[[CONV:.*]] = ov.Convolution.v1 {{.*}} -> tensor<1x4x6x6xf32>
// CHECK-NEXT:    func.return %[[CONV]]
func.func @conv_1(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 1 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}
