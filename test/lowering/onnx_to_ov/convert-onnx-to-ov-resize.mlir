// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Resize-19 by sizes along `axes` (normalised): Interpolate-11 in sizes mode, the modes
// passed on as ONNX names them.

// CHECK-LABEL: func.func @resize_sizes
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x2x2xf32>, %[[SIZES:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Interpolate.v11 %[[X]], %[[SIZES]], %[[AXES]] {mode = "nearest", shape_calculation_mode = "sizes", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : (tensor<1x1x2x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1x?x?xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_sizes(%x: tensor<1x1x2x2xf32>, %sizes: tensor<2xi64>) -> tensor<1x1x?x?xf32> {
  %y = "onnx.Resize"(%x, %sizes) <{version = 19 : i64, mode = "nearest", axes = array<i64: 2, -1>, nearest_mode = "floor", coordinate_transformation_mode = "asymmetric", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x2xf32>, tensor<2xi64>) -> tensor<1x1x?x?xf32>
  func.return %y : tensor<1x1x?x?xf32>
}

// -----

// Resize-13 by scales (the empty roi ignored) over every axis; cubic_coeff_a is cube_coeff.

// CHECK-LABEL: func.func @resize_scales
// CHECK:         %[[SCALES:.*]] = ov.Constant.v0 dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 2.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 1, 2, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Interpolate.v11 %{{.*}}, %[[SCALES]], %[[AXES]] {mode = "cubic", shape_calculation_mode = "scales", cube_coeff = -5.000000e-01 : f32} : (tensor<1x1x4x4xf32>, tensor<4xf32>, tensor<4xi64>) -> tensor<1x1x8x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_scales(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x8x8xf32> {
  %roi = "onnx.Constant"() <{value = dense<> : tensor<0xf32>, version = 13 : i64}> : () -> tensor<0xf32>
  %scales = "onnx.Constant"() <{value = dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>, version = 13 : i64}> : () -> tensor<4xf32>
  %y = "onnx.Resize"(%x, %roi, %scales) <{version = 13 : i64, mode = "cubic", cubic_coeff_a = -5.000000e-01 : f32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<1x1x4x4xf32>, tensor<0xf32>, tensor<4xf32>) -> tensor<1x1x8x8xf32>
  func.return %y : tensor<1x1x8x8xf32>
}

// -----

// keep_aspect_ratio_policy = not_larger: the least ratio of size to input length scales every
// axis, rounded half up (floor(x + 0.5)); linear is linear_onnx.

// CHECK-LABEL: func.func @resize_keep_aspect
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x2x4xf32>, %[[SIZES:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[LENGTHS:.*]] = ov.Constant.v0 dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[SF:.*]] = ov.Convert.v0 %[[SIZES]] {destination_type = f32}
// CHECK-NEXT:    %[[RATIOS:.*]] = ov.Divide.v1 %[[SF]], %[[LENGTHS]]
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.ReduceMin.v1 %[[RATIOS]], %[[ZERO]] {keep_dims = true} : (tensor<2xf32>, tensor<1xi64>) -> tensor<1xf32>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Multiply.v1 %[[SCALE]], %[[LENGTHS]]
// CHECK-NEXT:    %[[HALF:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[UP:.*]] = ov.Add.v1 %[[SCALED]], %[[HALF]]
// CHECK-NEXT:    %[[FLOOR:.*]] = ov.Floor.v0 %[[UP]]
// CHECK-NEXT:    %[[NEW:.*]] = ov.Convert.v0 %[[FLOOR]] {destination_type = i64}
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Interpolate.v11 %[[X]], %[[NEW]], %[[AXES]] {mode = "linear_onnx", shape_calculation_mode = "sizes"
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_keep_aspect(%x: tensor<1x1x2x4xf32>, %sizes: tensor<2xi64>) -> tensor<1x1x?x?xf32> {
  %y = "onnx.Resize"(%x, %sizes) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x4xf32>, tensor<2xi64>) -> tensor<1x1x?x?xf32>
  func.return %y : tensor<1x1x?x?xf32>
}

// -----

// Upsample samples at x / scale (asymmetric), the nearest element rounded down; opset 7 has
// the scales as an attribute, opset 9 as an input.

// CHECK-LABEL: func.func @upsample
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x2x2xf32>, %[[S:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Interpolate.v11 %[[X]], %[[C]] {mode = "nearest", shape_calculation_mode = "scales", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : (tensor<1x1x2x2xf32>, tensor<4xf32>) -> tensor<1x1x4x6xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Interpolate.v11 %[[X]], %[[S]] {mode = "linear_onnx", shape_calculation_mode = "scales", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @upsample(%x: tensor<1x1x2x2xf32>, %s: tensor<4xf32>) -> (tensor<1x1x4x6xf32>, tensor<1x1x?x?xf32>) {
  %a = "onnx.UpsampleV7"(%x) <{version = 7 : i64, scales = array<f32: 1.0, 1.0, 2.0, 3.0>}> : (tensor<1x1x2x2xf32>) -> tensor<1x1x4x6xf32>
  %b = "onnx.Upsample"(%x, %s) <{version = 9 : i64, mode = "linear"}> : (tensor<1x1x2x2xf32>, tensor<4xf32>) -> tensor<1x1x?x?xf32>
  func.return %a, %b : tensor<1x1x4x6xf32>, tensor<1x1x?x?xf32>
}

// -----

// Antialiasing, which Interpolate does not do as ONNX does: with the scales and the input shape
// known, each resized axis is an Einsum with ONNX's weights [out, in] (a triangle filter
// widened to 4 taps for the halving).

// CHECK-LABEL: func.func @resize_antialias
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x4x4xf32>)
// CHECK:         %[[WH:.*]] = ov.Constant.v0 dense<{{\[}}[5.000000e-01, 3.750000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 1.250000e-01, 3.750000e-01, 5.000000e-01]]> : tensor<2x4xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.Einsum.v7 %[[X]], %[[WH]] {equation = "abcd,zc->abzd"} : (tensor<1x1x4x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x4xf32>
// CHECK-NEXT:    %[[WW:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[Y:.*]] = ov.Einsum.v7 %[[H]], %[[WW]] {equation = "abcd,zd->abcz"} : (tensor<1x1x2x4xf32>, tensor<2x4xf32>) -> tensor<1x1x2x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_antialias(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %s = "onnx.Constant"() <{value = dense<[1.0, 1.0, 0.5, 0.5]> : tensor<4xf32>, version = 13 : i64}> : () -> tensor<4xf32>
  %y = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", antialias = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x4x4xf32>, tensor<4xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}

// -----

// tf_crop_and_resize of a u8 image: resized in f32; the output column that samples past the
// crop's end (x > 3) has a zero row and gets the extrapolation value added; then rounded half
// to even and saturated back to u8.

// CHECK-LABEL: func.func @resize_crop
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x4x4xui8>)
// CHECK:         %[[XF:.*]] = ov.Convert.v0 %[[X]] {destination_type = f32}
// CHECK-NEXT:    %[[WH:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[H:.*]] = ov.Einsum.v7 %[[XF]], %[[WH]] {equation = "abcd,zc->abzd"}
// CHECK-NEXT:    %[[WW:.*]] = ov.Constant.v0 dense<{{\[}}[0.000000e+00, 0.199999928, 0.800000072, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.299999893, 0.700000107], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x4xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Einsum.v7 %[[H]], %[[WW]] {equation = "abcd,zd->abcz"} : (tensor<1x1x3x4xf32>, tensor<3x4xf32>) -> tensor<1x1x3x3xf32>
// CHECK-NEXT:    %[[FILL:.*]] = ov.Constant.v0 dense<{{\[\[\[}}[0.000000e+00, 0.000000e+00, 1.000000e+01]]]]> : tensor<1x1x1x3xf32>
// CHECK-NEXT:    %[[E:.*]] = ov.Add.v1 %[[W]], %[[FILL]]
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[E]]
// CHECK-NEXT:    %[[C:.*]] = ov.Clamp.v0 %[[R]] {min = 0.000000e+00 : f64, max = 2.550000e+02 : f64}
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %[[C]] {destination_type = ui8} : (tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xui8>
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_crop(%x: tensor<1x1x4x4xui8>) -> tensor<1x1x3x3xui8> {
  %roi = "onnx.Constant"() <{value = dense<[0.4, 0.6, 0.6, 1.2]> : tensor<4xf32>, version = 13 : i64}> : () -> tensor<4xf32>
  %sizes = "onnx.Constant"() <{value = dense<[3, 3]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Resize"(%x, %roi, %sizes) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, coordinate_transformation_mode = "tf_crop_and_resize", extrapolation_value = 10.0 : f32, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<1x1x4x4xui8>, tensor<4xf32>, tensor<2xi64>) -> tensor<1x1x3x3xui8>
  func.return %y : tensor<1x1x3x3xui8>
}
