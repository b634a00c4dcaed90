// RUN: OV_ROUNDTRIP

// GridSample-9: the output takes the image's batch and channels and the grid's positions, also
// when the image's spatial dims are unknown (properties at their defaults are not printed).

// CHECK-LABEL: func.func @grid_sample
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4x5xf32>, %[[G:.*]]: tensor<2x6x7x2xf32>, %[[D:.*]]: tensor<?x3x?x?xf32>)
// CHECK-NEXT:    %{{.*}} = ov.GridSample.v9 %[[X]], %[[G]] : (tensor<2x3x4x5xf32>, tensor<2x6x7x2xf32>) -> tensor<2x3x6x7xf32>
// CHECK-NEXT:    %{{.*}} = ov.GridSample.v9 %[[D]], %[[G]] {align_corners = true, mode = "bicubic", padding_mode = "reflection"} : (tensor<?x3x?x?xf32>, tensor<2x6x7x2xf32>) -> tensor<2x3x6x7xf32>
func.func @grid_sample(%x: tensor<2x3x4x5xf32>, %g: tensor<2x6x7x2xf32>, %d: tensor<?x3x?x?xf32>) -> (tensor<2x3x6x7xf32>, tensor<2x3x6x7xf32>) {
  %a = ov.GridSample.v9 %x, %g {mode = "bilinear"} : (tensor<2x3x4x5xf32>, tensor<2x6x7x2xf32>) -> tensor<2x3x6x7xf32>
  %b = ov.GridSample.v9 %d, %g {align_corners = true, mode = "bicubic", padding_mode = "reflection"} : (tensor<?x3x?x?xf32>, tensor<2x6x7x2xf32>) -> tensor<2x3x6x7xf32>
  func.return %a, %b : tensor<2x3x6x7xf32>, tensor<2x3x6x7xf32>
}

// -----

// Batches are compared by value: 1000 images and 1000 grids agree (ints past CPython's
// small-int cache are distinct objects, so an identity test would refuse them).

// CHECK-LABEL: func.func @grid_sample_large_batch
// CHECK-NEXT:    ov.GridSample.v9 {{.*}} -> tensor<1000x1x2x2xf32>
func.func @grid_sample_large_batch(%x: tensor<1000x1x4x4xf32>, %g: tensor<1000x2x2x2xf32>) -> tensor<1000x1x2x2xf32> {
  %a = ov.GridSample.v9 %x, %g : (tensor<1000x1x4x4xf32>, tensor<1000x2x2x2xf32>) -> tensor<1000x1x2x2xf32>
  func.return %a : tensor<1000x1x2x2xf32>
}
