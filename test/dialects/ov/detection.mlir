// RUN: OV_ROUNDTRIP

// NonMaxSuppression-9 selects a number of boxes known only at run time; ROIAlign-9 pools each
// region to [C, pooled_h, pooled_w].

// CHECK-LABEL: func.func @non_max_suppression
// CHECK-SAME:    (%[[B:.*]]: tensor<2x6x4xf32>, %[[S:.*]]: tensor<2x3x6xf32>, %[[M:.*]]: tensor<1xi64>, %[[T:.*]]: tensor<f32>)
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}} = ov.NonMaxSuppression.v9 %[[B]], %[[S]], %[[M]], %[[T]], %[[T]], %[[T]] {box_encoding = "center", sort_result_descending = false, output_type = i32} : (tensor<2x6x4xf32>, tensor<2x3x6xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi32>, tensor<?x3xf32>, tensor<1xi32>)
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}} = ov.NonMaxSuppression.v9 %[[B]], %[[S]], %[[M]], %[[T]], %[[T]], %[[T]] : (tensor<2x6x4xf32>, tensor<2x3x6xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi64>, tensor<?x3xf32>, tensor<1xi64>)
func.func @non_max_suppression(%b: tensor<2x6x4xf32>, %s: tensor<2x3x6xf32>, %m: tensor<1xi64>, %t: tensor<f32>) -> (tensor<?x3xi32>, tensor<?x3xi64>) {
  %i, %sc, %v = ov.NonMaxSuppression.v9 %b, %s, %m, %t, %t, %t {box_encoding = "center", sort_result_descending = false, output_type = i32} : (tensor<2x6x4xf32>, tensor<2x3x6xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi32>, tensor<?x3xf32>, tensor<1xi32>)
  %j, %sd, %w = ov.NonMaxSuppression.v9 %b, %s, %m, %t, %t, %t : (tensor<2x6x4xf32>, tensor<2x3x6xf32>, tensor<1xi64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?x3xi64>, tensor<?x3xf32>, tensor<1xi64>)
  func.return %i, %j : tensor<?x3xi32>, tensor<?x3xi64>
}

// -----

// CHECK-LABEL: func.func @roi_align
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x10x10xf32>, %[[R:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<?xi32>)
// CHECK-NEXT:    %{{.*}} = ov.ROIAlign.v9 %[[X]], %[[R]], %[[I]] {pooled_h = 2 : i64, pooled_w = 3 : i64, sampling_ratio = 0 : i64, spatial_scale = 5.000000e-01 : f32, mode = "avg", aligned_mode = "half_pixel"} : (tensor<2x3x10x10xf32>, tensor<5x4xf32>, tensor<?xi32>) -> tensor<5x3x2x3xf32>
func.func @roi_align(%x: tensor<2x3x10x10xf32>, %r: tensor<5x4xf32>, %i: tensor<?xi32>) -> tensor<5x3x2x3xf32> {
  %y = ov.ROIAlign.v9 %x, %r, %i {pooled_h = 2 : i64, pooled_w = 3 : i64, sampling_ratio = 0 : i64, spatial_scale = 0.5 : f32, mode = "avg", aligned_mode = "half_pixel"} : (tensor<2x3x10x10xf32>, tensor<5x4xf32>, tensor<?xi32>) -> tensor<5x3x2x3xf32>
  func.return %y : tensor<5x3x2x3xf32>
}
