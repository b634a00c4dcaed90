// RUN: ov-opt %s --split-input-file -p gna-convert-dwsc-to-scaleshifts | filecheck %s

// Depthwise convolutions the pass cannot unroll into scale-shifts: filters known only at run time,
// data of a dynamic width. The GroupConvolution stays.

// CHECK-LABEL: func.func @runtime_filters
// CHECK:         ov.GroupConvolution.v1 %x, %w
// CHECK-NOT:     ov.Multiply
func.func @runtime_filters(%x: tensor<1x2x1x5xf32>, %w: tensor<2x1x1x1x3xf32>) -> tensor<1x2x1x5xf32> {
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>} : (tensor<1x2x1x5xf32>, tensor<2x1x1x1x3xf32>) -> tensor<1x2x1x5xf32>
  func.return %y : tensor<1x2x1x5xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_width
// CHECK:         ov.GroupConvolution.v1 %x, %w
// CHECK-NOT:     ov.Multiply
func.func @dynamic_width(%x: tensor<1x2x1x?xf32>) -> tensor<1x2x1x?xf32> {
  %w = ov.Constant.v0 dense<[[[[[1.0, 2.0, 3.0]]]], [[[[4.0, 5.0, 6.0]]]]]> : tensor<2x1x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>} : (tensor<1x2x1x?xf32>, tensor<2x1x1x1x3xf32>) -> tensor<1x2x1x?xf32>
  func.return %y : tensor<1x2x1x?xf32>
}
