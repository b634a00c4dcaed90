// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// NonMaxSuppression: the missing inputs given (no boxes kept per class, IoU threshold 0 raised
// to the smallest normal f32, every score kept), the rows cut to the valid count.

// CHECK-LABEL: func.func @nms
// CHECK-SAME:    (%[[B:.*]]: tensor<1x6x4xf32>, %[[S:.*]]: tensor<1x2x6xf32>)
// CHECK-DAG:     %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-DAG:     %[[IOU:.*]] = ov.Constant.v0 dense<1.17549435e-38> : tensor<f32>
// CHECK-DAG:     %[[LOWEST:.*]] = ov.Constant.v0 dense<-3.40282347e+38> : tensor<f32>
// CHECK:         %[[I:.*]], %{{.*}}, %[[V:.*]] = ov.NonMaxSuppression.v9 %[[B]], %[[S]], %[[ZERO]], %[[IOU]], %[[LOWEST]], %{{.*}} {box_encoding = "center", sort_result_descending = false}
// CHECK:         %{{.*}} = ov.Slice.v8 %[[I]], %{{.*}}, %[[V]], %{{.*}}, %{{.*}} : (tensor<?x3xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x3xi64>
func.func @nms(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>) -> tensor<?x3xi64> {
  %y = "onnx.NonMaxSuppression"(%b, %s) <{version = 11 : i64, center_point_box = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (tensor<1x6x4xf32>, tensor<1x2x6xf32>) -> tensor<?x3xi64>
  func.return %y : tensor<?x3xi64>
}

// -----

// An IoU threshold of 0.5 becomes the next f32 above it, one of -0.5 the smallest normal f32
// (as 0: ONNX suppresses only intersecting boxes); one known at run time is raised to 0 or
// more, then by max(t * 2^-23, FLT_MIN).

// CHECK-LABEL: func.func @nms_thresholds
// CHECK-SAME:    (%[[B:.*]]: tensor<1x6x4xf32>, %[[S:.*]]: tensor<1x2x6xf32>, %[[M:.*]]: tensor<1xi64>, %[[T:.*]]: tensor<1xf32>)
// CHECK:         %[[RAISED:.*]] = ov.Constant.v0 dense<0.50000006> : tensor<f32>
// CHECK:         ov.NonMaxSuppression.v9 %[[B]], %[[S]], %[[M]], %[[RAISED]], %[[T]]
// CHECK:         %[[NORMAL:.*]] = ov.Constant.v0 dense<1.17549435e-38> : tensor<f32>
// CHECK:         ov.NonMaxSuppression.v9 %[[B]], %[[S]], %[[M]], %[[NORMAL]], %[[T]]
// CHECK:         %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[POSITIVE:.*]] = ov.Maximum.v1 %[[T]], %[[ZERO]]
// CHECK-NEXT:    %[[ULP:.*]] = ov.Constant.v0 dense<1.1920929e-07> : tensor<f32>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Multiply.v1 %[[POSITIVE]], %[[ULP]]
// CHECK-NEXT:    %[[TINY:.*]] = ov.Constant.v0 dense<1.17549435e-38> : tensor<f32>
// CHECK-NEXT:    %[[MAX:.*]] = ov.Maximum.v1 %[[STEP]], %[[TINY]]
// CHECK-NEXT:    %[[RUNTIME:.*]] = ov.Add.v1 %[[POSITIVE]], %[[MAX]]
// CHECK:         ov.NonMaxSuppression.v9 %[[B]], %[[S]], %[[M]], %[[RUNTIME]], %[[T]]
func.func @nms_thresholds(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>, %m: tensor<1xi64>, %t: tensor<1xf32>) -> (tensor<?x3xi64>, tensor<?x3xi64>, tensor<?x3xi64>) {
  %half = "onnx.Constant"() <{version = 13 : i64, value = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = "onnx.NonMaxSuppression"(%b, %s, %m, %half, %t) <{version = 11 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<1x6x4xf32>, tensor<1x2x6xf32>, tensor<1xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x3xi64>
  %below = "onnx.Constant"() <{version = 13 : i64, value = dense<-0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w = "onnx.NonMaxSuppression"(%b, %s, %m, %below, %t) <{version = 11 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<1x6x4xf32>, tensor<1x2x6xf32>, tensor<1xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x3xi64>
  %z = "onnx.NonMaxSuppression"(%b, %s, %m, %t, %t) <{version = 11 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<1x6x4xf32>, tensor<1x2x6xf32>, tensor<1xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x3xi64>
  func.return %y, %w, %z : tensor<?x3xi64>, tensor<?x3xi64>, tensor<?x3xi64>
}

// -----

// RoiAlign-10 maps pixels as output_half_pixel (asymmetric); RoiAlign-16 half_pixel by default.

// CHECK-LABEL: func.func @roi_align
// CHECK:         ov.ROIAlign.v9 {{.*}} {pooled_h = 2 : i64, pooled_w = 3 : i64, sampling_ratio = 2 : i64, spatial_scale = 2.500000e-01 : f32, mode = "avg"}
// CHECK:         ov.ROIAlign.v9 {{.*}} {pooled_h = 1 : i64, pooled_w = 1 : i64, sampling_ratio = 0 : i64, spatial_scale = 1.000000e+00 : f32, mode = "avg", aligned_mode = "half_pixel_for_nn"}
func.func @roi_align(%x: tensor<1x3x8x8xf32>, %r: tensor<4x4xf32>, %i: tensor<4xi64>) -> (tensor<4x3x2x3xf32>, tensor<4x3x1x1xf32>) {
  %a = "onnx.RoiAlign"(%x, %r, %i) <{version = 10 : i64, output_height = 2 : i64, output_width = 3 : i64, sampling_ratio = 2 : i64, spatial_scale = 0.25 : f32}> : (tensor<1x3x8x8xf32>, tensor<4x4xf32>, tensor<4xi64>) -> tensor<4x3x2x3xf32>
  %b = "onnx.RoiAlign"(%x, %r, %i) <{version = 16 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x4xf32>, tensor<4xi64>) -> tensor<4x3x1x1xf32>
  func.return %a, %b : tensor<4x3x2x3xf32>, tensor<4x3x1x1xf32>
}
