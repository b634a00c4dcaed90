// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of Col2Im-15.

func.func @col2im_block_count(%x: tensor<1x18x10xf32>) -> tensor<1x3x7x6xf32> {
  %image = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
  %block = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Col2Im.v15 %x, %image, %block : (tensor<1x18x10xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x7x6xf32>
  func.return %y : tensor<1x3x7x6xf32>
}
// CHECK: an image [7, 6] holds 24 blocks, the data 10

// -----

func.func @col2im_3d(%x: tensor<1x18x10xf32>, %image: tensor<3xi64>, %block: tensor<3xi64>) -> tensor<1x?x?x?x?xf32> {
  %y = ov.Col2Im.v15 %x, %image, %block : (tensor<1x18x10xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<1x?x?x?x?xf32>
  func.return %y : tensor<1x?x?x?x?xf32>
}
// CHECK-NEXT: the Col2Im output_size must hold 2 values, got shape [3]

// -----

func.func @col2im_stride_zero(%x: tensor<1x18x10xf32>) -> tensor<1x3x7x6xf32> {
  %image = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
  %block = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Col2Im.v15 %x, %image, %block {strides = array<i64: 0, 1>} : (tensor<1x18x10xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x7x6xf32>
  func.return %y : tensor<1x3x7x6xf32>
}
// CHECK-NEXT: strides must be 2 positive values

// -----

// A pad of 0 is allowed, a negative one is not.
func.func @col2im_negative_pad(%x: tensor<1x18x10xf32>) -> tensor<1x3x7x6xf32> {
  %image = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
  %block = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Col2Im.v15 %x, %image, %block {pads_begin = array<i64: 0, -1>} : (tensor<1x18x10xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x7x6xf32>
  func.return %y : tensor<1x3x7x6xf32>
}
// CHECK-NEXT: pads_begin must be 2 non-negative values

// -----

func.func @col2im_data_rank(%x: tensor<1x1x18x10xf32>) -> tensor<1x3x7x6xf32> {
  %image = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
  %block = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.Col2Im.v15 %x, %image, %block : (tensor<1x1x18x10xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x7x6xf32>
  func.return %y : tensor<1x3x7x6xf32>
}
// CHECK-NEXT: the Col2Im data must be 2-D or 3-D, got shape [1,1,18,10]

// -----

// A column holds C x 2 x 4 values: 18 is no multiple of 8.
func.func @col2im_column_of_partial_blocks(%x: tensor<1x18x10xf32>) -> tensor<1x?x7x6xf32> {
  %image = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
  %block = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64>
  %y = ov.Col2Im.v15 %x, %image, %block : (tensor<1x18x10xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x?x7x6xf32>
  func.return %y : tensor<1x?x7x6xf32>
}
// CHECK-NEXT: 18 values per column are not a whole number of [2, 4] blocks
