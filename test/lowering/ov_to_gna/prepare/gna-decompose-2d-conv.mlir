// RUN: ov-opt %s --split-input-file -p 'gna-decompose-2d-conv{target=2.0}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-decompose-2d-conv{target=3.0}' | filecheck %s --check-prefix=GNA3
// RUN: ov-opt %s --split-input-file -p gna-decompose-2d-conv | filecheck %s --check-prefix=GNA3
// RUN: ov-opt %s --split-input-file -p 'gna-decompose-2d-conv{target=2}' | filecheck %s

// Negative cases, one per condition of Decompose2DConv (only it fails; no Slice, the
// convolution stays). Condition -> case:
//   d2c.static-data       @data_not_static (conv_pads is None for the same data: the two are one
//                         check, either alone passes the case; both removed, it fails)
//   d2c.known-pads        @data_not_static (see d2c.static-data)
//   d2c.constant-filters  @filters_not_constant
//   d2c.static-output     @output_not_static
//   d2c.rank-4            @one_d (redundant: a 1-D or 3-D convolution's dilations never equal
//                         (1, 1), so d2c.no-dilation refuses it too; removed, the case passes)
//   d2c.batch-one         @batch_two
//   d2c.float             @integer
//   d2c.no-pads           @mappable (%b)
//   d2c.no-dilation       @dilated
//   d2c.kernel-rows       @mappable (%c; removed, the pass never ends: a 1-row kernel's part is
//                         the same convolution again)
//   mappable.one-d        @one_column (width 1 with a stride across; height 1 needs a kernel of
//                         one row or padding, refused before: unreachable)
//   mappable.full-width   @mappable (%a)
//   mappable.full-height  @full_height_one_channel

// A 2x2 kernel, stride 2 down: per kernel row the input rows it meets (a strided Slice) and a
// 1x2 convolution, the two summed. GNA 3.x convolves in 2-D: nothing changes.

// CHECK-LABEL: func.func @conv2d
// CHECK:         %[[S0:.*]] = ov.Slice.v8 %x, {{.*}} -> tensor<1x2x2x6xf32>
// CHECK-NEXT:    %[[W0:.*]] = ov.Constant.v0 {{.*}} : tensor<3x2x1x2xf32>
// CHECK-NEXT:    %[[C0:.*]] = ov.Convolution.v1 %[[S0]], %[[W0]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, {{.*}}} : (tensor<1x2x2x6xf32>, tensor<3x2x1x2xf32>) -> tensor<1x3x2x5xf32>
// CHECK:         %[[S1:.*]] = ov.Slice.v8 %x, {{.*}} -> tensor<1x2x2x6xf32>
// CHECK-NEXT:    %[[W1:.*]] = ov.Constant.v0 {{.*}} : tensor<3x2x1x2xf32>
// CHECK-NEXT:    %[[C1:.*]] = ov.Convolution.v1 %[[S1]], %[[W1]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C0]], %[[C1]]
// CHECK-NEXT:    func.return %[[Y]]
// GNA3-LABEL: func.func @conv2d
// GNA3-NOT:     ov.Slice
// GNA3:         ov.Convolution.v1 %x
func.func @conv2d(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x2x5xf32> {
  %w = ov.Constant.v0 dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]], [[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]], [[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]]> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32>
  func.return %y : tensor<1x3x2x5xf32>
}

// -----

// Mappable to 1-D (the kernel as wide as the data), padded, or of kernel height 1: left alone.

// CHECK-LABEL: func.func @mappable
// CHECK-NOT:     ov.Slice
// CHECK-COUNT-3: ov.Convolution.v1 %x
func.func @mappable(%x: tensor<1x2x5x6xf32>) -> (tensor<1x3x4x1xf32>, tensor<1x3x6x7xf32>, tensor<1x3x5x5xf32>) {
  %wide = ov.Constant.v0 dense<0.1> : tensor<3x2x2x6xf32>
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %row = ov.Constant.v0 dense<0.1> : tensor<3x2x1x2xf32>
  %a = ov.Convolution.v1 %x, %wide {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x6xf32>) -> tensor<1x3x4x1xf32>
  %b = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x6x7xf32>
  %c = ov.Convolution.v1 %x, %row {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x1x2xf32>) -> tensor<1x3x5x5xf32>
  func.return %a, %b, %c : tensor<1x3x4x1xf32>, tensor<1x3x6x7xf32>, tensor<1x3x5x5xf32>
}

// -----

// CHECK-LABEL: func.func @data_not_static
// CHECK-NOT:     ov.Slice
func.func @data_not_static(%x: tensor<1x2x?x6xf32>) -> tensor<1x3x2x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x?x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32>
  func.return %y : tensor<1x3x2x5xf32>
}

// -----

// CHECK-LABEL: func.func @filters_not_constant
// CHECK-NOT:     ov.Slice
func.func @filters_not_constant(%x: tensor<1x2x5x6xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32> {
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32>
  func.return %y : tensor<1x3x2x5xf32>
}

// -----

// CHECK-LABEL: func.func @output_not_static
// CHECK-NOT:     ov.Slice
func.func @output_not_static(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x?x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x?x5xf32>
  func.return %y : tensor<1x3x?x5xf32>
}

// -----

// CHECK-LABEL: func.func @one_d
// CHECK-NOT:     ov.Slice
func.func @one_d(%x: tensor<1x2x6xf32>) -> tensor<1x3x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1>, dilations = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x2x6xf32>, tensor<3x2x2xf32>) -> tensor<1x3x5xf32>
  func.return %y : tensor<1x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @batch_two
// CHECK-NOT:     ov.Slice
func.func @batch_two(%x: tensor<2x2x5x6xf32>) -> tensor<2x3x2x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<2x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<2x3x2x5xf32>
  func.return %y : tensor<2x3x2x5xf32>
}

// -----

// CHECK-LABEL: func.func @integer
// CHECK-NOT:     ov.Slice
func.func @integer(%x: tensor<1x2x5x6xi32>) -> tensor<1x3x2x5xi32> {
  %w = ov.Constant.v0 dense<1> : tensor<3x2x2x2xi32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xi32>, tensor<3x2x2x2xi32>) -> tensor<1x3x2x5xi32>
  func.return %y : tensor<1x3x2x5xi32>
}

// -----

// CHECK-LABEL: func.func @dilated
// CHECK-NOT:     ov.Slice
func.func @dilated(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x2x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 2, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32>
  func.return %y : tensor<1x3x2x5xf32>
}

// -----

// CHECK-LABEL: func.func @one_column
// CHECK-NOT:     ov.Slice
func.func @one_column(%x: tensor<1x2x5x1xf32>) -> tensor<1x3x4x1xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x2x2x1xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x1xf32>, tensor<3x2x2x1xf32>) -> tensor<1x3x4x1xf32>
  func.return %y : tensor<1x3x4x1xf32>
}

// -----

// CHECK-LABEL: func.func @full_height_one_channel
// CHECK-NOT:     ov.Slice
func.func @full_height_one_channel(%x: tensor<1x1x5x6xf32>) -> tensor<1x3x1x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<3x1x5x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x1x5x6xf32>, tensor<3x1x5x2xf32>) -> tensor<1x3x1x5xf32>
  func.return %y : tensor<1x3x1x5xf32>
}

// -----

// Filters behind a kept FakeQuantize (gna-keep-weights-fake-quantize): each kernel row's
// filters keep it, limits per output channel as they are, limits spanning the kernel rows
// sliced to the row's.

// CHECK-LABEL: func.func @fake_quantized_filters
// CHECK:         %[[W0:.*]] = ov.Constant.v0 {{.*}} : tensor<3x2x1x2xf32>
// CHECK:         %[[L0:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}-1.000000e+00]]], {{\[\[\[}}-2.000000e+00]]], {{\[\[\[}}-3.000000e+00]]]]> : tensor<3x1x1x1xf32>
// CHECK:         %[[H0:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1x1x1x1xf32>
// CHECK:         %[[Q0:.*]] = ov.FakeQuantize.v0 %[[W0]], %[[L0]], %[[H0]], {{.*}} {ovopt.keep_unfolded, levels = 255 : i64}
// CHECK-NEXT:    ov.Convolution.v1 %{{.*}}, %[[Q0]]
// CHECK:         %[[W1:.*]] = ov.Constant.v0 {{.*}} : tensor<3x2x1x2xf32>
// CHECK:         %[[H1:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<1x1x1x1xf32>
// CHECK:         %[[Q1:.*]] = ov.FakeQuantize.v0 %[[W1]], %{{.*}}, %[[H1]], {{.*}} {ovopt.keep_unfolded, levels = 255 : i64}
// CHECK-NEXT:    ov.Convolution.v1 %{{.*}}, %[[Q1]]
func.func @fake_quantized_filters(%x: tensor<1x2x5x6xf32>) -> tensor<1x3x2x5xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<3x2x2x2xf32>
  %lo = ov.Constant.v0 dense<[[[[-1.0]]], [[[-2.0]]], [[[-3.0]]]]> : tensor<3x1x1x1xf32>
  %hi = ov.Constant.v0 dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<3x2x2x2xf32>, tensor<3x1x1x1xf32>, tensor<2x1xf32>, tensor<3x1x1x1xf32>, tensor<2x1xf32>) -> tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %qw {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32>
  func.return %y : tensor<1x3x2x5xf32>
}

// -----

// A 2-D convolution nothing reads is erased, not decomposed into ops nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x5x6xf32>) -> tensor<1x2x5x6xf32> {
  %w = ov.Constant.v0 dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]], [[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]], [[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]]> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 2, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x6xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x2x5xf32>
  func.return %x : tensor<1x2x5x6xf32>
}
