// RUN: OV_ROUNDTRIP

// Col2Im-15: 18 values per column are 3 channels of 2x3 blocks; an image of 7x6 padded (1, 0)
// and (0, 1), strides (2, 1) and dilations (1, 2) holds 4 * 3 = 12 blocks. Without a batch the
// result has none; an output_size known only at run time leaves the image size open.

// CHECK-LABEL: func.func @col2im
// CHECK:         ov.Col2Im.v15 %{{.*}}, %{{.*}}, %{{.*}} {strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 0, 1>} : (tensor<2x18x12xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3x7x6xf32>
// CHECK-NEXT:    ov.Col2Im.v15 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<18x20xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x?x?xf32>
func.func @col2im(%x: tensor<2x18x12xf32>, %u: tensor<18x20xf32>, %size: tensor<2xi64>) -> (tensor<2x3x7x6xf32>, tensor<3x?x?xf32>) {
  %image = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
  %block = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Col2Im.v15 %x, %image, %block {strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 0, 1>} : (tensor<2x18x12xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3x7x6xf32>
  %z = ov.Col2Im.v15 %u, %size, %block : (tensor<18x20xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x?x?xf32>
  func.return %y, %z : tensor<2x3x7x6xf32>, tensor<3x?x?xf32>
}

// -----

// DeformableConvolution-8: 2 groups of 2 input channels, 2 deformable groups of 3x2 taps (24
// offsets, 12 mask values); (6 + 2 - 2 * 2 - 1) + 1 = 4 rows, (7 + 1 - 1 - 1) // 2 + 1 = 4 columns.

// CHECK-LABEL: func.func @deformable_convolution
// CHECK:         ov.DeformableConvolution.v8 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {strides = array<i64: 1, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 1>, dilations = array<i64: 2, 1>, group = 2 : i64, deformable_group = 2 : i64, bilinear_interpolation_pad = true} : (tensor<1x4x6x7xf32>, tensor<1x24x4x4xf32>, tensor<6x2x3x2xf32>, tensor<1x12x4x4xf32>) -> tensor<1x6x4x4xf32>
// CHECK-NEXT:    ov.DeformableConvolution.v8 %{{.*}}, %{{.*}}, %{{.*}} {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<?x4x6x7xf32>, tensor<?x12x4x6xf32>, tensor<5x4x3x2xf32>) -> tensor<?x5x4x6xf32>
func.func @deformable_convolution(%x: tensor<1x4x6x7xf32>, %o: tensor<1x24x4x4xf32>, %w: tensor<6x2x3x2xf32>, %m: tensor<1x12x4x4xf32>, %d: tensor<?x4x6x7xf32>, %p: tensor<?x12x4x6xf32>, %v: tensor<5x4x3x2xf32>) -> (tensor<1x6x4x4xf32>, tensor<?x5x4x6xf32>) {
  %y = ov.DeformableConvolution.v8 %x, %o, %w, %m {strides = array<i64: 1, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 1>, dilations = array<i64: 2, 1>, group = 2 : i64, deformable_group = 2 : i64, bilinear_interpolation_pad = true} : (tensor<1x4x6x7xf32>, tensor<1x24x4x4xf32>, tensor<6x2x3x2xf32>, tensor<1x12x4x4xf32>) -> tensor<1x6x4x4xf32>
  %z = ov.DeformableConvolution.v8 %d, %p, %v {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<?x4x6x7xf32>, tensor<?x12x4x6xf32>, tensor<5x4x3x2xf32>) -> tensor<?x5x4x6xf32>
  func.return %y, %z : tensor<1x6x4x4xf32>, tensor<?x5x4x6xf32>
}
