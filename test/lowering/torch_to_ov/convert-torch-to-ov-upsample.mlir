// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// Nearest by scale factors: Interpolate by scales over axes 2 and 3, torch's legacy nearest
// (asymmetric coordinates, rounded down).
// CHECK-LABEL: func.func @nearest_scales
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[2.000000e+00, 1.500000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Interpolate.v11 %x, %[[S]], %[[A]] {mode = "nearest", shape_calculation_mode = "scales", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : (tensor<1x2x3x4xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x2x6x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @nearest_scales(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x6xf32> {
  %y = "torch.aten.upsample_nearest2d.vec"(%x) <{scale_factors = array<f64: 2.000000e+00, 1.500000e+00>}> : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}

// -----

// Nearest to an output size of a symbolic dim: Interpolate by sizes, the size concatenated.
// CHECK-LABEL: func.func @nearest_sizes_symbolic
// CHECK:         %[[H:.*]] = ov.Reshape.v1 %{{.*}}, %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK:         %[[S:.*]] = ov.Concat.v0 %[[H]], %{{.*}} {axis = 0 : i64}
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    ov.Interpolate.v11 %x, %[[S]], %[[A]] {mode = "nearest", shape_calculation_mode = "sizes", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : (tensor<1x2x?x4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2x?x?xf32>
func.func @nearest_sizes_symbolic(%x: tensor<1x2x?x4xf32>) -> tensor<1x2x?x8xf32> {
  %h = "torch.aten.sym_size.int"(%x) <{dim = 2 : i64}> : (tensor<1x2x?x4xf32>) -> i64
  %w = torch.constant {value = 8 : i64} : i64
  %y = "torch.aten.upsample_nearest2d.vec"(%x, %h, %w) : (tensor<1x2x?x4xf32>, i64, i64) -> tensor<1x2x?x8xf32>
  func.return %y : tensor<1x2x?x8xf32>
}

// -----

// Bilinear to sizes: linear_onnx with half_pixel coordinates (Interpolate's default).
// CHECK-LABEL: func.func @bilinear_sizes
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[7, 9]> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Interpolate.v11 %x, %[[S]], %[[A]] {mode = "linear_onnx", shape_calculation_mode = "sizes"} : (tensor<1x2x3x4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2x7x9xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @bilinear_sizes(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x7x9xf32> {
  %a = torch.constant {value = 7 : i64} : i64
  %b = torch.constant {value = 9 : i64} : i64
  %y = "torch.aten.upsample_bilinear2d.vec"(%x, %a, %b) <{align_corners = false}> : (tensor<1x2x3x4xf32>, i64, i64) -> tensor<1x2x7x9xf32>
  func.return %y : tensor<1x2x7x9xf32>
}

// -----

// Bilinear with align_corners, by scales.
// CHECK-LABEL: func.func @bilinear_align_corners
// CHECK:         ov.Interpolate.v11 %x, %{{.*}}, %{{.*}} {mode = "linear_onnx", shape_calculation_mode = "scales", coordinate_transformation_mode = "align_corners"} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x2x6x6xf32>
func.func @bilinear_align_corners(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> {
  %y = "torch.aten.upsample_bilinear2d.vec"(%x) <{align_corners = true, scale_factors = array<f64: 1.500000e+00, 1.500000e+00>}> : (tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}

// -----

// grid_sampler_2d: GridSample, interpolation 2 bicubic, padding 2 reflection.
// CHECK-LABEL: func.func @grid_sampler
// CHECK-NEXT:    %[[Y:.*]] = ov.GridSample.v9 %x, %g {align_corners = true, mode = "bicubic", padding_mode = "reflection"} : (tensor<1x2x3x4xf32>, tensor<1x5x6x2xf32>) -> tensor<1x2x5x6xf32>
// CHECK-NEXT:    %[[Z:.*]] = ov.GridSample.v9 %x, %g {mode = "nearest", padding_mode = "border"}
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @grid_sampler(%x: tensor<1x2x3x4xf32>, %g: tensor<1x5x6x2xf32>) -> (tensor<1x2x5x6xf32>, tensor<1x2x5x6xf32>) {
  %y = "torch.aten.grid_sampler_2d"(%x, %g) <{interpolation_mode = 2 : i64, padding_mode = 2 : i64, align_corners = true}> : (tensor<1x2x3x4xf32>, tensor<1x5x6x2xf32>) -> tensor<1x2x5x6xf32>
  %z = "torch.aten.grid_sampler_2d"(%x, %g) <{interpolation_mode = 1 : i64, padding_mode = 1 : i64, align_corners = false}> : (tensor<1x2x3x4xf32>, tensor<1x5x6x2xf32>) -> tensor<1x2x5x6xf32>
  func.return %y, %z : tensor<1x2x5x6xf32>, tensor<1x2x5x6xf32>
}

// -----

// col2im: Col2Im-15, the padding on both sides (defaults: strides and dilations 1 not printed).
// CHECK-LABEL: func.func @col2im
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[4, 5]> : tensor<2xi64>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<2> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Col2Im.v15 %x, %[[S]], %[[K]] : (tensor<1x12x12xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x4x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @col2im(%x: tensor<1x12x12xf32>) -> tensor<1x3x4x5xf32> {
  %a = torch.constant {value = 4 : i64} : i64
  %b = torch.constant {value = 5 : i64} : i64
  %y = "torch.aten.col2im"(%x, %a, %b) <{kernel_size = array<i64: 2, 2>, dilation = array<i64: 1, 1>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12xf32>, i64, i64) -> tensor<1x3x4x5xf32>
  func.return %y : tensor<1x3x4x5xf32>
}

// -----

// Unbatched col2im with padding, strides and dilations.
// CHECK-LABEL: func.func @col2im_unbatched
// CHECK:         ov.Col2Im.v15 %x, %{{.*}}, %{{.*}} {strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<12x12xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x3x6xf32>
func.func @col2im_unbatched(%x: tensor<12x12xf32>) -> tensor<3x3x6xf32> {
  %a = torch.constant {value = 3 : i64} : i64
  %b = torch.constant {value = 6 : i64} : i64
  %y = "torch.aten.col2im"(%x, %a, %b) <{kernel_size = array<i64: 2, 2>, dilation = array<i64: 1, 2>, padding = array<i64: 1, 1>, stride = array<i64: 2, 1>}> : (tensor<12x12xf32>, i64, i64) -> tensor<3x3x6xf32>
  func.return %y : tensor<3x3x6xf32>
}
