// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of Interpolate-11.

func.func @mode(%x: tensor<1x1x4x4xf32>, %s: tensor<4xi64>) -> tensor<1x1x?x?xf32> {
  %y = ov.Interpolate.v11 %x, %s {mode = "area", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x1x4x4xf32>, tensor<4xi64>) -> tensor<1x1x?x?xf32>
  func.return %y : tensor<1x1x?x?xf32>
}
// CHECK: mode must be one of nearest, linear, linear_onnx, cubic, bilinear_pillow, bicubic_pillow, not 'area'

// -----

func.func @sizes_as_floats(%x: tensor<1x1x4x4xf32>, %s: tensor<4xf32>) -> tensor<?x?x?x?xf32> {
  %y = ov.Interpolate.v11 %x, %s {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x1x4x4xf32>, tensor<4xf32>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}
// CHECK-NEXT: Interpolate sizes must be integers, got f32

// -----

func.func @count(%x: tensor<1x1x4x4xf32>, %s: tensor<3xi64>) -> tensor<?x?x?x?xf32> {
  %y = ov.Interpolate.v11 %x, %s {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x1x4x4xf32>, tensor<3xi64>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}
// CHECK-NEXT: 3 scales or sizes for 4 axes of an image [1,1,4,4]

// -----

func.func @boolean_image(%x: tensor<1x1x4x4xi1>, %s: tensor<4xi64>) -> tensor<?x?x?x?xi1> {
  %y = ov.Interpolate.v11 %x, %s {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x1x4x4xi1>, tensor<4xi64>) -> tensor<?x?x?x?xi1>
  func.return %y : tensor<?x?x?x?xi1>
}
// CHECK-NEXT: Interpolate resizes numeric images, got i1

// -----

func.func @pads_beyond_rank(%x: tensor<4x4xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = ov.Interpolate.v11 %x, %s {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 1>, pads_end = array<i64: 0, 0>} : (tensor<4x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: pads [0, 0, 1] and [0, 0] do not fit an image of rank 2

// -----

func.func @negative_pad(%x: tensor<4x4xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = ov.Interpolate.v11 %x, %s {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, -1>} : (tensor<4x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: pads [0, 0] and [0, -1] do not fit an image of rank 2

// -----

// OpenVINO's shape inference refuses an axis counted from the end (Interpolate-11 reads axes as unsigned).
func.func @negative_axis(%x: tensor<1x1x4x4xf32>) -> tensor<?x?x?x?xf32> {
  %s = ov.Constant.v0 dense<8> : tensor<1xi64>
  %a = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %y = ov.Interpolate.v11 %x, %s, %a {mode = "nearest", shape_calculation_mode = "sizes", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x1x4x4xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}
// CHECK-NEXT: Interpolate axes [-1] must be in [0, 4): OpenVINO takes no negative axis
