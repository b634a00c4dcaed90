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

// keep_aspect_ratio_policy scales every axis by one ratio of size to input length, the least
// (not_larger) or the largest (not_smaller), and rounds the sizes half up; coordinates follow
// that one scale (issue 30). With the sizes known, Interpolate scales by it in f32; where its
// floor falls short of the rounded size (4 * 1.4 = 5.6 -> 6) the input grows by a copy of its
// edge (Pad, edge) and the output is sliced to the sizes. align_corners maps by lengths: sizes mode.

// CHECK-LABEL: func.func @resize_keep_aspect
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x5x4xf32>, %[[Z:.*]]: tensor<1x1x2x4xf32>)
// CHECK-NEXT:    %[[PADS:.*]] = ov.Constant.v0 dense<[0, 0, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[ZEROS:.*]] = ov.Constant.v0 dense<0> : tensor<4xi64>
// CHECK-NEXT:    %[[GROWN:.*]] = ov.Pad.v12 %[[X]], %[[ZEROS]], %[[PADS]] {pad_mode = "edge"} : (tensor<1x2x5x4xf32>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<1.400000e+00> : tensor<2xf32>
// CHECK:         %[[UP:.*]] = ov.Interpolate.v11 %[[GROWN]], %[[SCALE]], %{{.*}} {mode = "nearest", shape_calculation_mode = "scales", coordinate_transformation_mode = "asymmetric", nearest_mode = "ceil"} : (tensor<1x2x5x5xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x2x7x7xf32>
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Constant.v0 dense<[7, 6]> : tensor<2xi64>
// CHECK:         %[[A:.*]] = ov.Slice.v8 %[[UP]], %{{.*}}, %[[KEPT]], %{{.*}}, %{{.*}} : (tensor<1x2x7x7xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2x7x6xf32>
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Interpolate.v11 %[[Z]], %[[TWO]], %[[AXES]] {mode = "linear_onnx", shape_calculation_mode = "scales"} : (tensor<1x1x2x4xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x1x4x8xf32>
// CHECK-NEXT:    %[[SIZES:.*]] = ov.Constant.v0 dense<[4, 8]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES2:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Interpolate.v11 %[[Z]], %[[SIZES]], %[[AXES2]] {mode = "linear_onnx", shape_calculation_mode = "sizes", coordinate_transformation_mode = "align_corners"}
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @resize_keep_aspect(%x: tensor<1x2x5x4xf32>, %z: tensor<1x1x2x4xf32>) -> (tensor<1x2x7x6xf32>, tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) {
  %s = "onnx.Constant"() <{value = dense<[7, 4]> : tensor<2xi64>, version = 19 : i64}> : () -> tensor<2xi64>
  %a = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "nearest", axes = array<i64: 2, 3>, coordinate_transformation_mode = "asymmetric", nearest_mode = "ceil", keep_aspect_ratio_policy = "not_smaller", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x2x5x4xf32>, tensor<2xi64>) -> tensor<1x2x7x6xf32>
  %t = "onnx.Constant"() <{value = dense<[7, 8]> : tensor<2xi64>, version = 19 : i64}> : () -> tensor<2xi64>
  %b = "onnx.Resize"(%z, %t) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x4xf32>, tensor<2xi64>) -> tensor<1x1x4x8xf32>
  %c = "onnx.Resize"(%z, %t) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, coordinate_transformation_mode = "align_corners", keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x4xf32>, tensor<2xi64>) -> tensor<1x1x4x8xf32>
  func.return %a, %b, %c : tensor<1x2x7x6xf32>, tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>
}

// -----

// not_larger's scale 1.25 rounds 2 rows up to 3, which Interpolate floors to 2. One edge row
// would make 3 rows, which 1.25 floors to 3: an axis resized to its own length, which OpenVINO's
// CPU plugin copies (linear), so two are added, and the 5 rows are sliced to 3. Where the
// grown input scales to the sizes themselves (3 columns grown to 4, halved to 2), no Slice.

// CHECK-LABEL: func.func @resize_keep_aspect_grown_until_it_lengthens
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x2x4xf32>, %[[Z:.*]]: tensor<1x1x2x3xf32>)
// CHECK-NEXT:    %[[PADS:.*]] = ov.Constant.v0 dense<[0, 0, 2, 0]> : tensor<4xi64>
// CHECK-NEXT:    %[[ZEROS:.*]] = ov.Constant.v0 dense<0> : tensor<4xi64>
// CHECK-NEXT:    %[[GROWN:.*]] = ov.Pad.v12 %[[X]], %[[ZEROS]], %[[PADS]] {pad_mode = "edge"} : (tensor<1x1x2x4xf32>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<1.250000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[UP:.*]] = ov.Interpolate.v11 %[[GROWN]], %[[SCALE]], %[[AXES]] {mode = "linear_onnx", shape_calculation_mode = "scales"} : (tensor<1x1x4x4xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x1x5x5xf32>
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Constant.v0 dense<[3, 5]> : tensor<2xi64>
// CHECK:         %[[A:.*]] = ov.Slice.v8 %[[UP]], %{{.*}}, %[[KEPT]], %{{.*}}, %{{.*}} : (tensor<1x1x5x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1x3x5xf32>
// CHECK-NEXT:    %[[PADS2:.*]] = ov.Constant.v0 dense<[0, 0, 0, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[ZEROS2:.*]] = ov.Constant.v0 dense<0> : tensor<4xi64>
// CHECK-NEXT:    %[[GROWN2:.*]] = ov.Pad.v12 %[[Z]], %[[ZEROS2]], %[[PADS2]] {pad_mode = "edge"} : (tensor<1x1x2x3xf32>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x1x2x4xf32>
// CHECK-NEXT:    %[[HALF:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<2xf32>
// CHECK-NEXT:    %[[AXES2:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Interpolate.v11 %[[GROWN2]], %[[HALF]], %[[AXES2]] {mode = "linear_onnx", shape_calculation_mode = "scales"} : (tensor<1x1x2x4xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x1x1x2xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @resize_keep_aspect_grown_until_it_lengthens(%x: tensor<1x1x2x4xf32>, %z: tensor<1x1x2x3xf32>) -> (tensor<1x1x3x5xf32>, tensor<1x1x1x2xf32>) {
  %s = "onnx.Constant"() <{value = dense<[4, 5]> : tensor<2xi64>, version = 19 : i64}> : () -> tensor<2xi64>
  %a = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x4xf32>, tensor<2xi64>) -> tensor<1x1x3x5xf32>
  %t = "onnx.Constant"() <{value = dense<[1, 2]> : tensor<2xi64>, version = 19 : i64}> : () -> tensor<2xi64>
  %b = "onnx.Resize"(%z, %t) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x3xf32>, tensor<2xi64>) -> tensor<1x1x1x2xf32>
  func.return %a, %b : tensor<1x1x3x5xf32>, tensor<1x1x1x2xf32>
}

// -----

// With sizes known only at run time the ratio is picked and applied in integers (OpenVINO's
// CPU plugin divides floats through a reciprocal, a unit in the last place off): an axis's
// size * length of every other axis compared crosswise picks the least ratio size / length;
// the sizes are round-half-up(size * lengths / length) = (2 * size * lengths + length) /
// (2 * length). The input grows to length * t (edge copies) and Interpolate resizes it to
// size * t in sizes mode, whose ratio is the policy's; a Slice cuts it to the sizes.

// CHECK-LABEL: func.func @resize_keep_aspect_at_run_time
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x2x4xf32>, %[[SIZES:.*]]: tensor<2xi64>)
// CHECK:         %[[CROSS:.*]] = ov.Multiply.v1 %{{.*}}, %{{.*}} : (tensor<2x1xi64>, tensor<1x2xi64>) -> tensor<2x2xi64>
// CHECK:         %[[OTHERS:.*]] = ov.Transpose.v1 %[[CROSS]]
// CHECK-NEXT:    %[[LEAST:.*]] = ov.LessEqual.v1 %[[CROSS]], %[[OTHERS]]
// CHECK:         %[[PICKED:.*]] = ov.ReduceLogicalAnd.v1 %[[LEAST]], %{{.*}} : (tensor<2x2xi1>, tensor<1xi64>) -> tensor<2xi1>
// CHECK:         %[[KEPT:.*]] = ov.Divide.v1 %{{.*}}, %{{.*}} : (tensor<2xi64>, tensor<1xi64>) -> tensor<2xi64>
// CHECK:         %[[TIMES:.*]] = ov.Maximum.v1
// CHECK:         %[[GROWN:.*]] = ov.Pad.v12 %[[X]], %{{.*}}, %{{.*}} {pad_mode = "edge"}
// CHECK-NEXT:    %[[TARGET:.*]] = ov.Multiply.v1 %{{.*}}, %[[TIMES]]
// CHECK:         %[[UP:.*]] = ov.Interpolate.v11 %[[GROWN]], %[[TARGET]], %{{.*}} {mode = "linear_onnx", shape_calculation_mode = "sizes"}
// CHECK:         %[[Y:.*]] = ov.Slice.v8 %[[UP]], %{{.*}}, %[[KEPT]], %{{.*}}, %{{.*}}
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_keep_aspect_at_run_time(%x: tensor<1x1x2x4xf32>, %sizes: tensor<2xi64>) -> tensor<1x1x?x?xf32> {
  %y = "onnx.Resize"(%x, %sizes) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x2x4xf32>, tensor<2xi64>) -> tensor<1x1x?x?xf32>
  func.return %y : tensor<1x1x?x?xf32>
}

// -----

// Known sizes of an input whose length along a resized axis is dynamic: the policy's scale is
// computed at run time as above (test_resize.py runs it against onnxruntime).

// CHECK-LABEL: func.func @resize_keep_aspect_of_a_dynamic_input
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x?x4xf32>)
// CHECK:         ov.ShapeOf.v3 %[[X]]
// CHECK:         ov.ReduceLogicalAnd.v1
// CHECK:         %[[GROWN:.*]] = ov.Pad.v12 %[[X]], %{{.*}}, %{{.*}} {pad_mode = "edge"}
// CHECK:         %[[UP:.*]] = ov.Interpolate.v11 %[[GROWN]], %{{.*}}, %{{.*}} {mode = "linear_onnx", shape_calculation_mode = "sizes"}
// CHECK:         %[[Y:.*]] = ov.Slice.v8 %[[UP]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @resize_keep_aspect_of_a_dynamic_input(%x: tensor<1x1x?x4xf32>) -> tensor<1x1x?x?xf32> {
  %s = "onnx.Constant"() <{value = dense<[4, 8]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, keep_aspect_ratio_policy = "not_larger", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x?x4xf32>, tensor<2xi64>) -> tensor<1x1x?x?xf32>
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

// Upsample-1 spells the scales height_scale and width_scale: those of the last two dims.

// CHECK-LABEL: func.func @upsample_1
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Interpolate.v11 %{{.*}}, %[[C]] {mode = "nearest", shape_calculation_mode = "scales", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : (tensor<1x1x2x2xf32>, tensor<4xf32>) -> tensor<1x1x4x6xf32>
// CHECK-NEXT:    func.return %[[A]]
func.func @upsample_1(%x: tensor<1x1x2x2xf32>) -> tensor<1x1x4x6xf32> {
  %a = "onnx.UpsampleV7"(%x) <{version = 1 : i64, height_scale = 2.0 : f32, width_scale = 3.0 : f32}> : (tensor<1x1x2x2xf32>) -> tensor<1x1x4x6xf32>
  func.return %a : tensor<1x1x4x6xf32>
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

// -----

// 3 rows scaled by 1.2 floor to 3: ONNX maps them by 1.2 (row 1 reads 0.75 of the way from row 0
// to row 1), OpenVINO's CPU plugin would copy them (linear, cubic): with the shape and scales
// known, the resize is weight matrices, one Einsum per axis. align_corners maps an axis of the
// same length to itself, as that copy does: Interpolate.

// CHECK-LABEL: func.func @resize_scale_keeping_a_length
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x3x4xf32>)
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[1.000000e+00, 1.000000e+00, 1.200000e+00, 2.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %[[ROWS:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 0.000000e+00, 0.000000e+00], [0.25000006, 0.74999994, 0.000000e+00], [0.000000e+00, 0.416666746, 0.583333254]]> : tensor<3x3xf32>
// CHECK-NEXT:    %[[BY_ROWS:.*]] = ov.Einsum.v7 %[[X]], %[[ROWS]] {equation = "abcd,zc->abzd"} : (tensor<1x1x3x4xf32>, tensor<3x3xf32>) -> tensor<1x1x3x4xf32>
// CHECK-NEXT:    %[[COLUMNS:.*]] = ov.Constant.v0 dense<{{.*}}> : tensor<8x4xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Einsum.v7 %[[BY_ROWS]], %[[COLUMNS]] {equation = "abcd,zd->abcz"} : (tensor<1x1x3x4xf32>, tensor<8x4xf32>) -> tensor<1x1x3x8xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 1, 2, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Interpolate.v11 %[[X]], %[[S]], %[[AXES]] {mode = "linear_onnx", shape_calculation_mode = "scales", coordinate_transformation_mode = "align_corners"}
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @resize_scale_keeping_a_length(%x: tensor<1x1x3x4xf32>) -> (tensor<1x1x3x8xf32>, tensor<1x1x3x8xf32>) {
  %s = "onnx.Constant"() <{value = dense<[1.0, 1.0, 1.2, 2.0]> : tensor<4xf32>, version = 19 : i64}> : () -> tensor<4xf32>
  %a = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x3x4xf32>, tensor<4xf32>) -> tensor<1x1x3x8xf32>
  %b = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", coordinate_transformation_mode = "align_corners", operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x3x4xf32>, tensor<4xf32>) -> tensor<1x1x3x8xf32>
  func.return %a, %b : tensor<1x1x3x8xf32>, tensor<1x1x3x8xf32>
}

// -----

// Upsample (and Resize-10) linear by 1.2 keeps 3 rows at 3, which OpenVINO's CPU plugin would
// copy: weight matrices of asymmetric coordinates (row 1 reads 1 / 1.2 of the way to row 1).

// CHECK-LABEL: func.func @upsample_scale_keeping_a_length
// CHECK-SAME:    (%[[X:.*]]: tensor<1x1x3x4xf32>)
// CHECK:         %[[ROWS:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 0.000000e+00, 0.000000e+00], [0.166666701, 0.833333313, 0.000000e+00], [0.000000e+00, 0.333333403, 0.666666627]]> : tensor<3x3xf32>
// CHECK-NEXT:    %[[BY_ROWS:.*]] = ov.Einsum.v7 %[[X]], %[[ROWS]] {equation = "abcd,zc->abzd"} : (tensor<1x1x3x4xf32>, tensor<3x3xf32>) -> tensor<1x1x3x4xf32>
// CHECK-NEXT:    %[[COLUMNS:.*]] = ov.Constant.v0 dense<{{.*}}> : tensor<8x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Einsum.v7 %[[BY_ROWS]], %[[COLUMNS]] {equation = "abcd,zd->abcz"} : (tensor<1x1x3x4xf32>, tensor<8x4xf32>) -> tensor<1x1x3x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @upsample_scale_keeping_a_length(%x: tensor<1x1x3x4xf32>) -> tensor<1x1x3x8xf32> {
  %y = "onnx.UpsampleV7"(%x) <{version = 7 : i64, mode = "linear", scales = array<f32: 1.0, 1.0, 1.2, 2.0>}> : (tensor<1x1x3x4xf32>) -> tensor<1x1x3x8xf32>
  func.return %y : tensor<1x1x3x8xf32>
}

// -----

// tf_crop_and_resize of three axes: roi holds their starts, then their ends, so axis i crops
// [roi[i], roi[3 + i]]. Along axis 3 (4 -> 3, [0.2, 0.7]) the samples fall at
// 0.6 + 0.75 * x = 0.6, 1.35, 2.1; along axis 4 (5 -> 4, [0.4, 0.9]) at 1.6, 2.27, 2.93, 3.6.

// CHECK-LABEL: func.func @crop_three_axes
// CHECK-NEXT:    %[[W2:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT:    %[[Y2:.*]] = ov.Einsum.v7 %{{.*}}, %[[W2]] {equation = "abcde,zc->abzde"}
// CHECK-NEXT:    %[[W3:.*]] = ov.Constant.v0 dense<{{\[\[}}0.399999976, 6.000000e-01, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.650000036, 3.500000e-01, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.900000036, 0.0999999642]]> : tensor<3x4xf32>
// CHECK-NEXT:    %[[Y3:.*]] = ov.Einsum.v7 %[[Y2]], %[[W3]] {equation = "abcde,zd->abcze"}
// CHECK-NEXT:    %[[W4:.*]] = ov.Constant.v0 dense<{{\[\[}}0.000000e+00, 0.399999976, 6.000000e-01, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.733333349, 0.266666651, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.0666667223, 0.933333278, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.400000095, 0.599999905]]> : tensor<4x5xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Einsum.v7 %[[Y3]], %[[W4]] {equation = "abcde,ze->abcdz"}
// CHECK-NEXT:    func.return %[[Y]]
func.func @crop_three_axes(%x: tensor<1x1x3x4x5xf32>) -> tensor<1x1x2x3x4xf32> {
  %roi = "onnx.Constant"() <{value = dense<[0.0, 0.2, 0.4, 1.0, 0.7, 0.9]> : tensor<6xf32>, version = 19 : i64}> : () -> tensor<6xf32>
  %s = "onnx.Constant"() <{value = dense<[2, 3, 4]> : tensor<3xi64>, version = 19 : i64}> : () -> tensor<3xi64>
  %y = "onnx.Resize"(%x, %roi, %s) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3, 4>, coordinate_transformation_mode = "tf_crop_and_resize", operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<1x1x3x4x5xf32>, tensor<6xf32>, tensor<3xi64>) -> tensor<1x1x2x3x4xf32>
  func.return %y : tensor<1x1x2x3x4xf32>
}
