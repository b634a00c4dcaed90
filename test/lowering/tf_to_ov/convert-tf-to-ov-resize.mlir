// RUN: ov-opt %s --split-input-file -p convert-tf-to-ov | filecheck %s

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
