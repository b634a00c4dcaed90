// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Refused (must not fire): CropAndResize of a crop size computed at run time (the refusals
// come first: --verify-diagnostics prints them as it meets them).
// CHECK: no lowering to OpenVINO for node 'crop_dynamic' (CropAndResize): its crop_size must be known when converting (a constant), not computed at run time;
func.func @crop_size_at_run_time(%x: tensor<2x8x10x3xf32>, %boxes: tensor<3x4xf32>, %index: tensor<3xi32>, %size: tensor<2xi32>) -> tensor<3x?x?x3xf32> {
  %y = "tf.CropAndResize"(%x, %boxes, %index, %size) <{T = f32, method = "bilinear", extrapolation_value = 0.0 : f32}> : (tensor<2x8x10x3xf32>, tensor<3x4xf32>, tensor<3xi32>, tensor<2xi32>) -> tensor<3x?x?x3xf32> loc("crop_dynamic")
  func.return %y : tensor<3x?x?x3xf32>
}

// -----


// ResizeBilinear and ResizeNearestNeighbor as Interpolate-11 over axes 1 and 2 of the NHWC
// image (no layout transpose), with TensorFlow's coordinate conventions.

// half_pixel_centers is OpenVINO's half_pixel (its default), align_corners its align_corners,
// neither the legacy asymmetric mapping.
// CHECK-LABEL: func.func @bilinear
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[SIZE:.*]] = ov.Constant.v0 dense<[9, 11]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    ov.Interpolate.v11 %x, %[[SIZE]], %[[AXES]] {mode = "linear_onnx", shape_calculation_mode = "sizes", nearest_mode = "floor"} : (tensor<1x6x6x4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x9x11x4xf32>
// CHECK:         ov.Interpolate.v11 {{.*}} {mode = "linear_onnx", shape_calculation_mode = "sizes", coordinate_transformation_mode = "align_corners", nearest_mode = "round_prefer_ceil"}
// CHECK:         ov.Interpolate.v11 {{.*}} {mode = "linear_onnx", shape_calculation_mode = "sizes", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"}
func.func @bilinear(%x: tensor<1x6x6x4xf32>) -> (tensor<1x9x11x4xf32>, tensor<1x9x11x4xf32>, tensor<1x9x11x4xf32>) {
  %size = "tf.Const"() <{value = dense<[9, 11]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %a = "tf.ResizeBilinear"(%x, %size) <{T = f32, align_corners = false, half_pixel_centers = true}> : (tensor<1x6x6x4xf32>, tensor<2xi32>) -> tensor<1x9x11x4xf32>
  %b = "tf.ResizeBilinear"(%x, %size) <{T = f32, align_corners = true, half_pixel_centers = false}> : (tensor<1x6x6x4xf32>, tensor<2xi32>) -> tensor<1x9x11x4xf32>
  %c = "tf.ResizeBilinear"(%x, %size) <{T = f32}> : (tensor<1x6x6x4xf32>, tensor<2xi32>) -> tensor<1x9x11x4xf32>
  func.return %a, %b, %c : tensor<1x9x11x4xf32>, tensor<1x9x11x4xf32>, tensor<1x9x11x4xf32>
}

// -----

// Nearest: TensorFlow's own half-pixel rule (tf_half_pixel_for_nn) rounding down; aligned
// corners rounding half up; the legacy mapping rounding down. A size computed at run time is
// converted to i64 (must not fire: it need not be known).
// CHECK-LABEL: func.func @nearest
// CHECK-NEXT:    %[[SIZE:.*]] = ov.Convert.v0 %size {destination_type = i64} : (tensor<2xi32>) -> tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    ov.Interpolate.v11 %x, %[[SIZE]], %[[AXES]] {mode = "nearest", shape_calculation_mode = "sizes", coordinate_transformation_mode = "tf_half_pixel_for_nn", nearest_mode = "floor"}
// CHECK:         ov.Interpolate.v11 {{.*}} {mode = "nearest", shape_calculation_mode = "sizes", coordinate_transformation_mode = "align_corners", nearest_mode = "round_prefer_ceil"}
// CHECK:         ov.Interpolate.v11 {{.*}} {mode = "nearest", shape_calculation_mode = "sizes", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"}
func.func @nearest(%x: tensor<1x6x6x4xf32>, %size: tensor<2xi32>) -> (tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>) {
  %a = "tf.ResizeNearestNeighbor"(%x, %size) <{T = f32, align_corners = false, half_pixel_centers = true}> : (tensor<1x6x6x4xf32>, tensor<2xi32>) -> tensor<1x?x?x4xf32>
  %b = "tf.ResizeNearestNeighbor"(%x, %size) <{T = f32, align_corners = true, half_pixel_centers = false}> : (tensor<1x6x6x4xf32>, tensor<2xi32>) -> tensor<1x?x?x4xf32>
  %c = "tf.ResizeNearestNeighbor"(%x, %size) <{T = f32}> : (tensor<1x6x6x4xf32>, tensor<2xi32>) -> tensor<1x?x?x4xf32>
  func.return %a, %b, %c : tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>
}

// -----

// CropAndResize, bilinear: each box's image gathered, its sampling rows and columns computed
// from the box (y1, x1, y2, x2) and H - 1, W - 1 (7, 9); the pixels above / below and left /
// right of each point gathered (rows, then columns, batch_dims 1) and blended; the points
// outside the image take extrapolation_value.
// CHECK-LABEL: func.func @crop_bilinear
// CHECK:         %[[IMAGES:.*]] = ov.Gather.v8 %x, %index, %{{.*}} : {{.*}} -> tensor<3x8x10x3xf32>
// CHECK:         ov.Split.v1 %boxes, %{{.*}} {num_splits = 4 : i64}
// CHECK:         ov.Constant.v0 dense<7> : tensor<i64>
// CHECK:         ov.Constant.v0 dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]> : tensor<1x5xf32>
// CHECK:         ov.Constant.v0 dense<9> : tensor<i64>
// CHECK:         ov.Floor.v0
// CHECK:         ov.Ceiling.v0
// CHECK-COUNT-2: ov.Gather.v8 %[[IMAGES]], %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : {{.*}} -> tensor<3x5x10x3xf32>
// CHECK:         %[[EXTRAPOLATION:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %{{.*}}, %{{.*}}, %[[EXTRAPOLATION]] : {{.*}} -> tensor<3x5x4x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @crop_bilinear(%x: tensor<2x8x10x3xf32>, %boxes: tensor<3x4xf32>, %index: tensor<3xi32>) -> tensor<3x5x4x3xf32> {
  %size = "tf.Const"() <{value = dense<[5, 4]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %y = "tf.CropAndResize"(%x, %boxes, %index, %size) <{T = f32, method = "bilinear", extrapolation_value = 0.5 : f32}> : (tensor<2x8x10x3xf32>, tensor<3x4xf32>, tensor<3xi32>, tensor<2xi32>) -> tensor<3x5x4x3xf32>
  func.return %y : tensor<3x5x4x3xf32>
}

// -----

// CropAndResize, nearest, of a uint8 image of dynamic height: converted to f32 first, H - 1
// read from its shape; one row the box's middle; the points rounded half away from zero, one
// gather of rows and one of columns.
// CHECK-LABEL: func.func @crop_nearest
// CHECK-NEXT:    %[[IMAGE:.*]] = ov.Convert.v0 %x {destination_type = f32}
// CHECK:         ov.ShapeOf.v3 %x
// CHECK:         ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK:         ov.Round.v5 %{{.*}} {mode = "half_away_from_zero"} : tensor<3x1xf32>
// CHECK-NEXT:    ov.Round.v5 %{{.*}} {mode = "half_away_from_zero"} : tensor<3x4xf32>
// CHECK:         %[[ROWS:.*]] = ov.Gather.v8 %{{.*}}, %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : {{.*}} -> tensor<3x1x10x3xf32>
// CHECK:         %[[PIXELS:.*]] = ov.Gather.v8 %[[ROWS]], %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : {{.*}} -> tensor<3x1x4x3xf32>
// CHECK-NOT:     ov.Gather.v8
// CHECK:         %[[EXTRAPOLATION:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    ov.Select.v1 %{{.*}}, %[[PIXELS]], %[[EXTRAPOLATION]]
func.func @crop_nearest(%x: tensor<2x?x10x3xui8>, %boxes: tensor<3x4xf32>, %index: tensor<3xi32>) -> tensor<3x1x4x3xf32> {
  %size = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %y = "tf.CropAndResize"(%x, %boxes, %index, %size) <{T = ui8, method = "nearest", extrapolation_value = -1.0 : f32}> : (tensor<2x?x10x3xui8>, tensor<3x4xf32>, tensor<3xi32>, tensor<2xi32>) -> tensor<3x1x4x3xf32>
  func.return %y : tensor<3x1x4x3xf32>
}
