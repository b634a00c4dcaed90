// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// Convolutions and poolings the conversion leaves to the CPU, 1-D average pooling, and Adds after
// a convolution that are not its bias.

// Filters known only at run time: the Convolution stays for the CPU.
// CHECK-LABEL: func.func @runtime_filters
// CHECK-NEXT:    ov.Convolution.v1 %x, %w
// CHECK-NOT:     gna.
func.func @runtime_filters(%x: tensor<1x8x16x16xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x14x14xf32> {
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<1x8x14x14xf32>
  func.return %c : tensor<1x8x14x14xf32>
}

// -----

// auto_pad same_upper: gna.convolution takes explicit pads only, so the Convolution stays.
// CHECK-LABEL: func.func @same_upper
// CHECK:         ov.Convolution.v1 %x, %{{.*}} {{{.*}}auto_pad = "same_upper"}
// CHECK-NOT:     gna.
func.func @same_upper(%x: tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x8x3x3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, auto_pad = "same_upper"} : (tensor<1x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<1x8x16x16xf32>
  func.return %c : tensor<1x8x16x16xf32>
}

// -----

// A MaxPool whose indices are read stays (gna.max_pool computes no indices); its convolution converts.
// CHECK-LABEL: func.func @indices_used
// CHECK:         gna.convolution
// CHECK:         %[[P:.*]], %[[I:.*]] = ov.MaxPool.v8
// CHECK-NEXT:    func.return %[[P]], %[[I]]
// CHECK-NOT:     gna.max_pool
func.func @indices_used(%x: tensor<1x4x8x10xf32>) -> (tensor<1x8x4x5xf32>, tensor<1x8x4x5xi64>) {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x4x3x3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x4x8x10xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x10xf32>
  %p, %i = ov.MaxPool.v8 %c {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>} : (tensor<1x8x8x10xf32>) -> (tensor<1x8x4x5xf32>, tensor<1x8x4x5xi64>)
  func.return %p, %i : tensor<1x8x4x5xf32>, tensor<1x8x4x5xi64>
}

// -----

// A 1-D AvgPool after a convolution: gna.avg_pool, channels-last, exclude-pad kept.
// CHECK-LABEL: func.func @avg_pool_1d
// CHECK:         %[[C:.*]] = gna.convolution
// CHECK-NEXT:    %[[P:.*]] = gna.avg_pool %[[C]] {"exclude-pad" = true, kernel = array<i64: 2>, strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (!gna.tensor<1x24x16xf32, NWC>) -> !gna.tensor<1x12x16xf32, NWC>
// CHECK:         ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<1x12x16xf32>, tensor<3xi64>) -> tensor<1x16x12xf32>
// CHECK-NOT:     ov.AvgPool
func.func @avg_pool_1d(%x: tensor<1x13x49xf32>) -> tensor<1x16x12xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x13x3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, auto_pad = "valid"} : (tensor<1x13x49xf32>, tensor<16x13x3xf32>) -> tensor<1x16x24xf32>
  %p = ov.AvgPool.v1 %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 2>, "exclude-pad" = true} : (tensor<1x16x24xf32>) -> tensor<1x16x12xf32>
  func.return %p : tensor<1x16x12xf32>
}

// -----

// ceil_torch rounding (AvgPool-14) is not one of gna's: the pooling stays.
// CHECK-LABEL: func.func @ceil_torch
// CHECK:         gna.convolution
// CHECK:         ov.AvgPool.v14 {{.*}}rounding_type = "ceil_torch"
// CHECK-NOT:     gna.avg_pool
func.func @ceil_torch(%x: tensor<1x13x49xf32>) -> tensor<1x16x12xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x13x3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, auto_pad = "valid"} : (tensor<1x13x49xf32>, tensor<16x13x3xf32>) -> tensor<1x16x24xf32>
  %p = ov.AvgPool.v14 %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 2>, "exclude-pad" = true, rounding_type = "ceil_torch"} : (tensor<1x16x24xf32>) -> tensor<1x16x12xf32>
  func.return %p : tensor<1x16x12xf32>
}

// -----

// An Add that broadcasts the convolution's output to a batch of 2 is no bias.
// CHECK-LABEL: func.func @bias_broadcasts
// CHECK:         gna.convolution %{{.*}}, %{{.*}} {{{.*}}} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
// CHECK:         ov.Add.v1 %{{.*}}, %b : (tensor<1x8x8x10xf32>, tensor<2x8x1x1xf32>) -> tensor<2x8x8x10xf32>
func.func @bias_broadcasts(%x: tensor<1x4x8x10xf32>) -> tensor<2x8x8x10xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x4x3x3xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<2x8x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x4x8x10xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x10xf32>
  %a = ov.Add.v1 %c, %b : (tensor<1x8x8x10xf32>, tensor<2x8x1x1xf32>) -> tensor<2x8x8x10xf32>
  func.return %a : tensor<2x8x8x10xf32>
}

// -----

// An Add that varies along the width is no bias: a diagonal adds it.
// CHECK-LABEL: func.func @bias_per_column
// CHECK:         gna.convolution %{{.*}}, %{{.*}} {{{.*}}} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
// CHECK:         gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<1x8x8x10xf32, NCHW>, tensor<1xf32>, tensor<1x1x1x10xf32>)
func.func @bias_per_column(%x: tensor<1x4x8x10xf32>) -> tensor<1x8x8x10xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x4x3x3xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<1x1x1x10xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x4x8x10xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x10xf32>
  %a = ov.Add.v1 %c, %b : (tensor<1x8x8x10xf32>, tensor<1x1x1x10xf32>) -> tensor<1x8x8x10xf32>
  func.return %a : tensor<1x8x8x10xf32>
}
