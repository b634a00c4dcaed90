// RUN: ov-opt %s --split-input-file -p 'gna-decompose-2d-conv{target=2.0}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-decompose-2d-conv{target=3.0}' | filecheck %s --check-prefix=GNA3
// RUN: ov-opt %s --split-input-file -p gna-decompose-2d-conv | filecheck %s --check-prefix=GNA3

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
