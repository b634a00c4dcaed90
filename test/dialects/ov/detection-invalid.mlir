// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of NonMaxSuppression-9 and ROIAlign-9.

func.func @box_counts(%b: tensor<1x6x4xf32>, %s: tensor<1x2x5xf32>, %m: tensor<1xi64>, %t: tensor<f32>) -> tensor<?x3xi64> {
  %i, %sc, %v = ov.NonMaxSuppression.v9 %b, %s, %m, %t, %t, %t : (tensor<1x6x4xf32>, tensor<1x2x5xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi64>, tensor<?x3xf32>, tensor<1xi64>)
  func.return %i : tensor<?x3xi64>
}
// CHECK: the box counts of boxes and scores differ: 6 and 5

// -----

func.func @threshold_vector(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>, %m: tensor<1xi64>, %t: tensor<f32>, %u: tensor<2xf32>) -> tensor<?x3xi64> {
  %i, %sc, %v = ov.NonMaxSuppression.v9 %b, %s, %m, %u, %t, %t : (tensor<1x6x4xf32>, tensor<1x2x6xf32>, tensor<1xi64>, tensor<2xf32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi64>, tensor<?x3xf32>, tensor<1xi64>)
  func.return %i : tensor<?x3xi64>
}
// CHECK-NEXT: iou_threshold must be a scalar, got shape [2]

// -----

func.func @index_type(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>, %m: tensor<1xi64>, %t: tensor<f32>) -> tensor<?x3xf32> {
  %i, %sc, %v = ov.NonMaxSuppression.v9 %b, %s, %m, %t, %t, %t {output_type = f32} : (tensor<1x6x4xf32>, tensor<1x2x6xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<1xf32>)
  func.return %i : tensor<?x3xf32>
}
// CHECK-NEXT: output_type must be i32 or i64, not f32

// -----

func.func @roi_counts(%x: tensor<2x3x10x10xf32>, %r: tensor<5x4xf32>, %i: tensor<4xi64>) -> tensor<5x3x2x2xf32> {
  %y = ov.ROIAlign.v9 %x, %r, %i {pooled_h = 2 : i64, pooled_w = 2 : i64, sampling_ratio = 0 : i64, spatial_scale = 1.0 : f32, mode = "avg"} : (tensor<2x3x10x10xf32>, tensor<5x4xf32>, tensor<4xi64>) -> tensor<5x3x2x2xf32>
  func.return %y : tensor<5x3x2x2xf32>
}
// CHECK-NEXT: the counts of rois and batch indices differ: 5 and 4

// -----

func.func @roi_pooled(%x: tensor<2x3x10x10xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi64>) -> tensor<5x3x0x2xf32> {
  %y = ov.ROIAlign.v9 %x, %r, %i {pooled_h = 0 : i64, pooled_w = 2 : i64, sampling_ratio = 0 : i64, spatial_scale = 1.0 : f32, mode = "avg"} : (tensor<2x3x10x10xf32>, tensor<5x4xf32>, tensor<5xi64>) -> tensor<5x3x0x2xf32>
  func.return %y : tensor<5x3x0x2xf32>
}
// CHECK-NEXT: ROIAlign pools to [0, 2], sampling_ratio must not be negative

// -----

// sampling_ratio -1 is refused too: the ROIAlign-9 spec allows a non-negative integer only (0 is adaptive).
func.func @roi_sampling_ratio(%x: tensor<2x3x10x10xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi64>) -> tensor<5x3x2x2xf32> {
  %y = ov.ROIAlign.v9 %x, %r, %i {pooled_h = 2 : i64, pooled_w = 2 : i64, sampling_ratio = -1 : i64, spatial_scale = 1.0 : f32, mode = "avg"} : (tensor<2x3x10x10xf32>, tensor<5x4xf32>, tensor<5xi64>) -> tensor<5x3x2x2xf32>
  func.return %y : tensor<5x3x2x2xf32>
}
// CHECK-NEXT: ROIAlign pools to [2, 2], sampling_ratio must not be negative

// -----

func.func @nms_boxes_rank(%b: tensor<6x4xf32>, %s: tensor<1x2x6xf32>, %m: tensor<1xi64>, %t: tensor<f32>) {
  %i, %sc, %v = ov.NonMaxSuppression.v9 %b, %s, %m, %t, %t, %t : (tensor<6x4xf32>, tensor<1x2x6xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi64>, tensor<?x3xf32>, tensor<1xi64>)
  func.return
}
// CHECK-NEXT: NonMaxSuppression boxes must be of rank 3, got shape [6,4]

// -----

// A roi is x1, y1, x2, y2: OpenVINO's ROIAlign-9 refuses rois of 5 coordinates too.
func.func @roi_coordinates(%x: tensor<2x3x10x10xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi64>) -> tensor<5x3x2x2xf32> {
  %y = ov.ROIAlign.v9 %x, %r, %i {pooled_h = 2 : i64, pooled_w = 2 : i64, sampling_ratio = 0 : i64, spatial_scale = 1.0 : f32, mode = "avg"} : (tensor<2x3x10x10xf32>, tensor<5x5xf32>, tensor<5xi64>) -> tensor<5x3x2x2xf32>
  func.return %y : tensor<5x3x2x2xf32>
}
// CHECK-NEXT: roi coordinates and 4 differ: 5 and 4
