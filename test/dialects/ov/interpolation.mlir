// RUN: OV_ROUNDTRIP

// Interpolate-11 by known sizes, by known scales (floor(4 * 1.5) = 6, floor(5 * 0.5) = 2), over
// all axes (the image padded first; a property at its default is not printed), and by values
// known only at run time (the resized dims are `?`).

// CHECK-LABEL: func.func @interpolate
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x4x5xf32>, %[[S:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[SIZES:.*]] = ov.Constant.v0 dense<[7, 8]> : tensor<2xi64>
// CHECK-NEXT:    %[[SCALES:.*]] = ov.Constant.v0 dense<[1.500000e+00, 5.000000e-01]> : tensor<2xf32>
// CHECK-NEXT:    %[[ALL:.*]] = ov.Constant.v0 dense<[1, 1, 2, 2]> : tensor<4xi64>
// CHECK-NEXT:    %{{.*}} = ov.Interpolate.v11 %[[X]], %[[SIZES]], %[[AXES]] {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x3x4x5xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x7x8xf32>
// CHECK-NEXT:    %{{.*}} = ov.Interpolate.v11 %[[X]], %[[SCALES]], %[[AXES]] {mode = "cubic", shape_calculation_mode = "scales", coordinate_transformation_mode = "align_corners", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>, cube_coeff = -5.000000e-01 : f32} : (tensor<1x3x4x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x3x6x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.Interpolate.v11 %[[X]], %[[ALL]] {mode = "linear_onnx", shape_calculation_mode = "sizes", nearest_mode = "floor", pads_begin = array<i64: 0, 0, 1, 0>, pads_end = array<i64: 0, 0, 1, 0>} : (tensor<1x3x4x5xf32>, tensor<4xi64>) -> tensor<1x1x2x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.Interpolate.v11 %[[X]], %[[S]], %[[AXES]] {mode = "nearest", shape_calculation_mode = "scales", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x3x4x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x3x?x?xf32>
func.func @interpolate(%x: tensor<1x3x4x5xf32>, %s: tensor<2xf32>) -> (tensor<1x3x7x8xf32>, tensor<1x3x6x2xf32>, tensor<1x1x2x2xf32>, tensor<1x3x?x?xf32>) {
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %sizes = ov.Constant.v0 dense<[7, 8]> : tensor<2xi64>
  %scales = ov.Constant.v0 dense<[1.5, 0.5]> : tensor<2xf32>
  %all = ov.Constant.v0 dense<[1, 1, 2, 2]> : tensor<4xi64>
  %a = ov.Interpolate.v11 %x, %sizes, %axes {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x3x4x5xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3x7x8xf32>
  %b = ov.Interpolate.v11 %x, %scales, %axes {mode = "cubic", shape_calculation_mode = "scales", coordinate_transformation_mode = "align_corners", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>, cube_coeff = -0.5 : f32} : (tensor<1x3x4x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x3x6x2xf32>
  %c = ov.Interpolate.v11 %x, %all {mode = "linear_onnx", shape_calculation_mode = "sizes", nearest_mode = "floor", antialias = false, pads_begin = array<i64: 0, 0, 1, 0>, pads_end = array<i64: 0, 0, 1, 0>} : (tensor<1x3x4x5xf32>, tensor<4xi64>) -> tensor<1x1x2x2xf32>
  %d = ov.Interpolate.v11 %x, %s, %axes {mode = "nearest", shape_calculation_mode = "scales", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x3x4x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x3x?x?xf32>
  func.return %a, %b, %c, %d : tensor<1x3x7x8xf32>, tensor<1x3x6x2xf32>, tensor<1x1x2x2xf32>, tensor<1x3x?x?xf32>
}

// -----

// Scales apply to the padded image, pads_end counted as pads_begin is (OpenVINO infers
// [1,3,9,3]: (4 + 2) * 1.5 and (5 + 1) * 0.5), and pads shorter than the rank leave the last
// axes unpadded ([1,3,10,2]: (4 + 1 + 2) * 1.5 and 5 * 0.5).

// CHECK-LABEL: func.func @interpolate_padded
// CHECK:         ov.Interpolate.v11 {{.*}} -> tensor<1x3x9x3xf32>
// CHECK-NEXT:    ov.Interpolate.v11 {{.*}} -> tensor<1x3x10x2xf32>
func.func @interpolate_padded(%x: tensor<1x3x4x5xf32>) -> (tensor<1x3x9x3xf32>, tensor<1x3x10x2xf32>) {
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %scales = ov.Constant.v0 dense<[1.5, 0.5]> : tensor<2xf32>
  %a = ov.Interpolate.v11 %x, %scales, %axes {mode = "nearest", shape_calculation_mode = "scales", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 2, 1>} : (tensor<1x3x4x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x3x9x3xf32>
  %b = ov.Interpolate.v11 %x, %scales, %axes {mode = "nearest", shape_calculation_mode = "scales", pads_begin = array<i64: 0, 0, 1>, pads_end = array<i64: 0, 0, 2>} : (tensor<1x3x4x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x3x10x2xf32>
  func.return %a, %b : tensor<1x3x9x3xf32>, tensor<1x3x10x2xf32>
}
