// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// Interpolate-11 over the NHWC image's axes 1 and 2 (no layout change): bilinear with
// half-pixel centers is linear / half_pixel (Interpolate's default mode, left out); nearest with
// align_corners rounds half up.
// CHECK-LABEL: func.func @resize
// CHECK-NEXT:    %[[SIZES:.*]] = ov.Constant.v0 dense<[8, 12]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Interpolate.v11 %x, %[[SIZES]], %[[AXES]] {mode = "linear", shape_calculation_mode = "sizes", nearest_mode = "floor"}
// CHECK:         %[[N:.*]] = ov.Interpolate.v11 %x, %{{.*}}, %{{.*}} {mode = "nearest", shape_calculation_mode = "sizes", coordinate_transformation_mode = "align_corners", nearest_mode = "round_prefer_ceil"}
// CHECK-NEXT:    func.return %[[B]], %[[N]]
func.func @resize(%x: tensor<1x4x6x3xf32>) -> (tensor<1x8x12x3xf32>, tensor<1x3x5x3xf32>) {
  %s = tflite.const dense<[8, 12]> : tensor<2xi32> : tensor<2xi32>
  %b = tflite.RESIZE_BILINEAR %x, %s {half_pixel_centers = true} : (tensor<1x4x6x3xf32>, tensor<2xi32>) -> tensor<1x8x12x3xf32>
  %t = tflite.const dense<[3, 5]> : tensor<2xi32> : tensor<2xi32>
  %n = tflite.RESIZE_NEAREST_NEIGHBOR %x, %t {align_corners = true} : (tensor<1x4x6x3xf32>, tensor<2xi32>) -> tensor<1x3x5x3xf32>
  func.return %b, %n : tensor<1x8x12x3xf32>, tensor<1x3x5x3xf32>
}
