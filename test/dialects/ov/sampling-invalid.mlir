// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of GridSample-9.

func.func @volumetric(%x: tensor<1x1x2x3x4xf32>, %g: tensor<1x2x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g : (tensor<1x1x2x3x4xf32>, tensor<1x2x2x2xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK: GridSample samples a 4-D image, got shape [1,1,2,3,4]

// -----

func.func @grid_pairs(%x: tensor<1x1x3x4xf32>, %g: tensor<1x2x2x3xf32>) -> tensor<1x1x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g : (tensor<1x1x3x4xf32>, tensor<1x2x2x3xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: the GridSample grid must be [N, H, W, 2], got shape [1,2,2,3]

// -----

func.func @batches(%x: tensor<2x1x3x4xf32>, %g: tensor<3x2x2x2xf32>) -> tensor<2x1x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g : (tensor<2x1x3x4xf32>, tensor<3x2x2x2xf32>) -> tensor<2x1x2x2xf32>
  func.return %y : tensor<2x1x2x2xf32>
}
// CHECK-NEXT: an image [2,1,3,4] and a grid [3,2,2,2] of different batches

// -----

func.func @mode(%x: tensor<1x1x3x4xf32>, %g: tensor<1x2x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g {mode = "linear"} : (tensor<1x1x3x4xf32>, tensor<1x2x2x2xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: mode must be one of bilinear, bicubic, nearest, not 'linear'

// -----

func.func @integer_grid(%x: tensor<1x1x3x4xf32>, %g: tensor<1x2x2x2xi64>) -> tensor<1x1x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g : (tensor<1x1x3x4xf32>, tensor<1x2x2x2xi64>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: the GridSample grid must be floating-point, got i64

// -----

// A grid of pairs but of rank 5 (OpenVINO: "The supported shape of the grid tensor is 4D").
func.func @grid_rank_5(%x: tensor<1x1x3x4xf32>, %g: tensor<1x2x2x1x2xf32>) -> tensor<1x1x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g : (tensor<1x1x3x4xf32>, tensor<1x2x2x1x2xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: the GridSample grid must be [N, H, W, 2], got shape [1,2,2,1,2]

// -----

// An image of unknown dims must still be 4-D: a 3-D one is refused.
func.func @image_rank_3(%x: tensor<?x?x?xf32>, %g: tensor<1x2x2x2xf32>) -> tensor<?x?x2x2xf32> {
  %y = ov.GridSample.v9 %x, %g : (tensor<?x?x?xf32>, tensor<1x2x2x2xf32>) -> tensor<?x?x2x2xf32>
  func.return %y : tensor<?x?x2x2xf32>
}
// CHECK-NEXT: GridSample samples a 4-D image, got shape [?,?,?]
