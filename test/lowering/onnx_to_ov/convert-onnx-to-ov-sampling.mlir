// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// GridSample-16 spells its modes as OpenVINO does, GridSample-20 renamed them (linear, cubic).

// CHECK-LABEL: func.func @grid_sample
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x4x4xf32>, %[[G:.*]]: tensor<1x3x5x2xf32>)
// CHECK-NEXT:    %{{.*}} = ov.GridSample.v9 %[[X]], %[[G]] {mode = "bicubic", padding_mode = "border"} : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
// CHECK-NEXT:    %{{.*}} = ov.GridSample.v9 %[[X]], %[[G]] {align_corners = true, mode = "bicubic"} : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
// CHECK-NEXT:    %{{.*}} = ov.GridSample.v9 %[[X]], %[[G]] {mode = "nearest", padding_mode = "reflection"} : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
func.func @grid_sample(%x: tensor<1x2x4x4xf32>, %g: tensor<1x3x5x2xf32>) -> (tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>) {
  %a = "onnx.GridSample"(%x, %g) <{version = 16 : i64, mode = "bicubic", padding_mode = "border"}> : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  %b = "onnx.GridSample"(%x, %g) <{version = 20 : i64, mode = "cubic", align_corners = 1 : i64}> : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  %c = "onnx.GridSample"(%x, %g) <{version = 22 : i64, mode = "nearest", padding_mode = "reflection"}> : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  func.return %a, %b, %c : tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>
}

// -----

// GridSample-20's default mode, linear, is GridSample-16's bilinear: OpenVINO's default, as
// zeros padding and align_corners 0 are, so none is spelled.

// CHECK-LABEL: func.func @grid_sample_defaults
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x4x4xf32>, %[[G:.*]]: tensor<1x3x5x2xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.GridSample.v9 %[[X]], %[[G]] : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.GridSample.v9 %[[X]], %[[G]] : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @grid_sample_defaults(%x: tensor<1x2x4x4xf32>, %g: tensor<1x3x5x2xf32>) -> (tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>) {
  %a = "onnx.GridSample"(%x, %g) <{version = 20 : i64}> : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  %b = "onnx.GridSample"(%x, %g) <{version = 16 : i64, mode = "bilinear", padding_mode = "zeros"}> : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  func.return %a, %b : tensor<1x2x3x5xf32>, tensor<1x2x3x5xf32>
}
