// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// max_pool2d_with_indices: MaxPool-14, one padding value for both axes on both sides, torch's
// ceil mode as ceil_torch, i64 indices counted within each channel's plane (axis 2).
// CHECK-LABEL: func.func @max_pool2d
// CHECK-NEXT:    %[[Y:.*]], %[[I:.*]] = ov.MaxPool.v14 %x {dilations = array<i64: 2, 1>, kernel = array<i64: 3, 3>, rounding_type = "ceil_torch", axis = 2 : i64, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x2x7x6xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x2x3x4xi64>)
// CHECK-NEXT:    func.return %[[Y]], %[[I]]
func.func @max_pool2d(%x: tensor<1x2x7x6xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x2x3x4xi64>) {
  %y, %i = "torch.aten.max_pool2d_with_indices"(%x) <{kernel_size = array<i64: 3>, stride = array<i64: 2, 2>, padding = array<i64: 1>, dilation = array<i64: 2, 1>, ceil_mode = true}> : (tensor<1x2x7x6xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x2x3x4xi64>)
  func.return %y, %i : tensor<1x2x3x4xf32>, tensor<1x2x3x4xi64>
}

// -----

// max_pool3d of an unbatched [C, D, H, W] input: a batch axis added and taken off; no stride
// means the kernel's.
// CHECK-LABEL: func.func @max_pool3d_unbatched
// CHECK:         %[[X:.*]] = ov.Unsqueeze.v0 %x, %{{.*}} : (tensor<2x4x4x4xf32>, tensor<1xi64>) -> tensor<1x2x4x4x4xf32>
// CHECK-NEXT:    %[[Y:.*]], %{{.*}} = ov.MaxPool.v14 %[[X]] {dilations = array<i64: 1, 1, 1>, kernel = array<i64: 2, 2, 2>, axis = 2 : i64, strides = array<i64: 2, 2, 2>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>}
// CHECK:         %[[R:.*]] = ov.Squeeze.v0 %[[Y]], %{{.*}} : (tensor<1x2x2x2x2xf32>, tensor<1xi64>) -> tensor<2x2x2x2xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @max_pool3d_unbatched(%x: tensor<2x4x4x4xf32>) -> tensor<2x2x2x2xf32> {
  %y, %i = "torch.aten.max_pool3d_with_indices"(%x) <{kernel_size = array<i64: 2>, stride = array<i64>, padding = array<i64: 0>, dilation = array<i64: 1>, ceil_mode = false}> : (tensor<2x4x4x4xf32>) -> (tensor<2x2x2x2xf32>, tensor<2x2x2x2xi64>)
  func.return %y : tensor<2x2x2x2xf32>
}

// -----

// avg_pool2d: AvgPool-14; count_include_pad=False is exclude-pad.
// CHECK-LABEL: func.func @avg_pool2d
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 3, 3>, "exclude-pad" = true, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @avg_pool2d(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, ceil_mode = false, count_include_pad = false}> : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

// Counting padding in ceil mode, a window past the end padding: the pool leaves padding out and
// constant factors make torch's divisor, per axis input elements / torch's count: 2 / 3 for the
// first window (one padding element), 1 / 2 for the last (one input element, then one of
// padding; the rest runs past the padding and torch does not count it).
// CHECK-LABEL: func.func @avg_pool2d_ceil_counting_pad
// CHECK-NEXT:    %[[P:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 3, 3>, "exclude-pad" = true, rounding_type = "ceil_torch", strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x1x6x6xf32>) -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<{{\[}}[0.444444448, 0.666666687, 0.666666687, 0.333333343], [0.666666687, 1.000000e+00, 1.000000e+00, 5.000000e-01], [0.666666687, 1.000000e+00, 1.000000e+00, 5.000000e-01], [0.333333343, 5.000000e-01, 5.000000e-01, 2.500000e-01]]> : tensor<4x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[P]], %[[F]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @avg_pool2d_ceil_counting_pad(%x: tensor<1x1x6x6xf32>) -> tensor<1x1x4x4xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, ceil_mode = true, count_include_pad = true}> : (tensor<1x1x6x6xf32>) -> tensor<1x1x4x4xf32>
  func.return %y : tensor<1x1x4x4xf32>
}

// -----

// Without padding, torch's divisor of a window past the input is its part inside: the pool
// leaving padding out, with no factors.
// CHECK-LABEL: func.func @avg_pool2d_ceil_no_pad
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 2, 2>, "exclude-pad" = true, rounding_type = "ceil_torch", strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}
// CHECK-NEXT:    func.return %[[Y]]
func.func @avg_pool2d_ceil_no_pad(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, ceil_mode = true, count_include_pad = true}> : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

// divisor_override: the mean counting padding times the kernel size over the divisor.
// CHECK-LABEL: func.func @avg_pool2d_divisor
// CHECK-NEXT:    %[[P:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 2, 2>, "exclude-pad" = false,
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<1.33333337> : tensor<f32>
// CHECK-NEXT:    ov.Multiply.v1 %[[P]], %[[F]]
func.func @avg_pool2d_divisor(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, ceil_mode = false, count_include_pad = true, divisor_override = 3 : i64}> : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  func.return %y : tensor<1x2x2x2xf32>
}

// -----

// avg_pool3d, dynamic batch and spatial sizes: AvgPool-14 as it is.
// CHECK-LABEL: func.func @avg_pool3d
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 2, 2, 2>, "exclude-pad" = false, strides = array<i64: 1, 2, 2>, pads_begin = array<i64: 0, 1, 1>, pads_end = array<i64: 0, 1, 1>} : (tensor<?x3x?x8x8xf32>) -> tensor<?x3x?x5x5xf32>
func.func @avg_pool3d(%x: tensor<?x3x?x8x8xf32>) -> tensor<?x3x?x5x5xf32> {
  %y = "torch.aten.avg_pool3d"(%x) <{kernel_size = array<i64: 2, 2, 2>, stride = array<i64: 1, 2, 2>, padding = array<i64: 0, 1, 1>, ceil_mode = false, count_include_pad = true}> : (tensor<?x3x?x8x8xf32>) -> tensor<?x3x?x5x5xf32>
  func.return %y : tensor<?x3x?x5x5xf32>
}

// -----

// Adaptive pooling to sizes that divide the input: one AvgPool.
// CHECK-LABEL: func.func @adaptive_dividing
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v1 %x {kernel = array<i64: 2, 3>, "exclude-pad" = false, strides = array<i64: 2, 3>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x4x6xf32>) -> tensor<1x2x2x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @adaptive_dividing(%x: tensor<1x2x4x6xf32>) -> tensor<1x2x2x2xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten._adaptive_avg_pool2d"(%x, %two, %two) : (tensor<1x2x4x6xf32>, i64, i64) -> tensor<1x2x2x2xf32>
  func.return %y : tensor<1x2x2x2xf32>
}

// -----

// To 1 (dynamic sizes too): a ReduceMean over the spatial axes.
// CHECK-LABEL: func.func @adaptive_to_one
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    ov.ReduceMean.v1 %x, %[[A]] {keep_dims = true} : (tensor<?x2x?x?xf32>, tensor<2xi64>) -> tensor<?x2x1x1xf32>
func.func @adaptive_to_one(%x: tensor<?x2x?x?xf32>) -> tensor<?x2x1x1xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten._adaptive_avg_pool2d"(%x, %one, %one) : (tensor<?x2x?x?xf32>, i64, i64) -> tensor<?x2x1x1xf32>
  func.return %y : tensor<?x2x1x1xf32>
}

// -----

// To any size: the axis whose windows tile it by AvgPool, the other by torch's overlapping
// windows [floor(i * 5 / 3), ceil((i + 1) * 5 / 3)) = [0, 2), [1, 4), [3, 5), each a Slice
// and a ReduceMean, concatenated.
// CHECK-LABEL: func.func @adaptive_any
// CHECK-NEXT:    %[[P:.*]] = ov.AvgPool.v1 %x {kernel = array<i64: 1, 3>, "exclude-pad" = false, strides = array<i64: 1, 3>,
// CHECK-NEXT:    %[[S0:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[E0:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK:         %[[W0:.*]] = ov.Slice.v8 %[[P]], %[[S0]], %[[E0]], %{{.*}}, %{{.*}} : {{.*}} -> tensor<1x2x2x2xf32>
// CHECK:         %[[M0:.*]] = ov.ReduceMean.v1 %[[W0]], %{{.*}} {keep_dims = true}
// CHECK-NEXT:    %[[S1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[E1:.*]] = ov.Constant.v0 dense<4> : tensor<1xi64>
// CHECK:         %[[M1:.*]] = ov.ReduceMean.v1
// CHECK-NEXT:    %[[S2:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK-NEXT:    %[[E2:.*]] = ov.Constant.v0 dense<5> : tensor<1xi64>
// CHECK:         %[[M2:.*]] = ov.ReduceMean.v1
// CHECK-NEXT:    %[[Y:.*]] = ov.Concat.v0 %[[M0]], %[[M1]], %[[M2]] {axis = 2 : i64} : {{.*}} -> tensor<1x2x3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @adaptive_any(%x: tensor<1x2x5x6xf32>) -> tensor<1x2x3x2xf32> {
  %three = torch.constant {value = 3 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten._adaptive_avg_pool2d"(%x, %three, %two) : (tensor<1x2x5x6xf32>, i64, i64) -> tensor<1x2x3x2xf32>
  func.return %y : tensor<1x2x3x2xf32>
}

// -----

// 3-D, one output size for every axis; an axis kept at its length is left alone, a dynamic batch
// does not matter.
// CHECK-LABEL: func.func @adaptive_3d
// CHECK-NEXT:    %[[P:.*]] = ov.AvgPool.v1 %x {kernel = array<i64: 2, 1, 2>, "exclude-pad" = false, strides = array<i64: 2, 1, 2>, {{.*}} -> tensor<?x1x2x2x2xf32>
// CHECK-NEXT:    func.return %[[P]]
func.func @adaptive_3d(%x: tensor<?x1x4x2x4xf32>) -> tensor<?x1x2x2x2xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten._adaptive_avg_pool3d"(%x, %two) : (tensor<?x1x4x2x4xf32>, i64) -> tensor<?x1x2x2x2xf32>
  func.return %y : tensor<?x1x2x2x2xf32>
}

// -----

// Counting padding in ceil mode without padding, dynamic spatial axes: the pool leaving padding
// out is torch's (a window past the input is divided by its part inside), no factors needed.
// CHECK-LABEL: func.func @avg_pool2d_ceil_dynamic_no_pad
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 2, 2>, "exclude-pad" = true, rounding_type = "ceil_torch", strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}
// CHECK-NEXT:    func.return %[[Y]]
func.func @avg_pool2d_ceil_dynamic_no_pad(%x: tensor<1x2x?x?xf32>) -> tensor<1x2x?x?xf32> {
  %y = "torch.aten.avg_pool2d"(%x) <{kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, ceil_mode = true, count_include_pad = true}> : (tensor<1x2x?x?xf32>) -> tensor<1x2x?x?xf32>
  func.return %y : tensor<1x2x?x?xf32>
}

// -----

// 1-D windows (what avg_pool1d and adaptive_avg_pool1d keep when exported without autograd);
// a stride of [] is the kernel.
// CHECK-LABEL: func.func @avg_pool1d
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %x {kernel = array<i64: 3>, "exclude-pad" = false, strides = array<i64: 3>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<2x3x9xf32>) -> tensor<2x3x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @avg_pool1d(%x: tensor<2x3x9xf32>) -> tensor<2x3x3xf32> {
  %y = "torch.aten.avg_pool1d"(%x) <{kernel_size = array<i64: 3>, stride = array<i64>, padding = array<i64: 0>, ceil_mode = false, count_include_pad = true}> : (tensor<2x3x9xf32>) -> tensor<2x3x3xf32>
  func.return %y : tensor<2x3x3xf32>
}

// CHECK-LABEL: func.func @adaptive_avg_pool1d
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v1 %x {kernel = array<i64: 3>, "exclude-pad" = false, strides = array<i64: 3>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<2x3x9xf32>) -> tensor<2x3x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @adaptive_avg_pool1d(%x: tensor<2x3x9xf32>) -> tensor<2x3x3xf32> {
  %y = "torch.aten.adaptive_avg_pool1d"(%x) <{output_size = array<i64: 3>}> : (tensor<2x3x9xf32>) -> tensor<2x3x3xf32>
  func.return %y : tensor<2x3x3xf32>
}

// -----

// A pooling of a batch of 0 is an empty constant: OpenVINO's CPU plugin refuses a pooling of
// batch 0 ("Batch size is zero"), and the value is known.
// CHECK-LABEL: func.func @empty_batch
// CHECK-NEXT:    %[[Y:.*]] = ov.Constant.v0 dense<> : tensor<0x3x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @empty_batch(%x: tensor<0x3x9xf32>) -> tensor<0x3x3xf32> {
  %y = "torch.aten.avg_pool1d"(%x) <{kernel_size = array<i64: 3>, stride = array<i64>, padding = array<i64: 0>, ceil_mode = false, count_include_pad = true}> : (tensor<0x3x9xf32>) -> tensor<0x3x3xf32>
  func.return %y : tensor<0x3x3xf32>
}

// -----

// max_pool2d (no indices, as torch.export leaves nn.MaxPool2d): the MaxPool's values only; an
// empty stride is the kernel's.
// CHECK-LABEL: func.func @max_pool2d_no_indices
// CHECK-NEXT:    %[[Y:.*]], %{{.*}} = ov.MaxPool.v14 %x {dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil_torch", axis = 2 : i64, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x4x6x4xf32>) -> (tensor<1x4x3x2xf32>, tensor<1x4x3x2xi64>)
// CHECK-NEXT:    func.return %[[Y]]
func.func @max_pool2d_no_indices(%x: tensor<1x4x6x4xf32>) -> tensor<1x4x3x2xf32> {
  %y = "torch.aten.max_pool2d"(%x) <{kernel_size = array<i64: 2, 2>, stride = array<i64>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, ceil_mode = true}> : (tensor<1x4x6x4xf32>) -> tensor<1x4x3x2xf32>
  func.return %y : tensor<1x4x3x2xf32>
}

// -----

// adaptive_avg_pool2d (nn.AdaptiveAvgPool2d) to sizes that tile the input: one AvgPool.
// CHECK-LABEL: func.func @adaptive_avg_pool2d_tiled
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v1 %x {kernel = array<i64: 3, 4>, "exclude-pad" = false, strides = array<i64: 3, 4>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x4x6x4xf32>) -> tensor<1x4x2x1xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @adaptive_avg_pool2d_tiled(%x: tensor<1x4x6x4xf32>) -> tensor<1x4x2x1xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.adaptive_avg_pool2d"(%x, %two, %one) : (tensor<1x4x6x4xf32>, i64, i64) -> tensor<1x4x2x1xf32>
  func.return %y : tensor<1x4x2x1xf32>
}
