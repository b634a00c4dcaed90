// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Resize nodes OpenVINO's Interpolate cannot follow and whose scales or sizes are known only at
// run time (known ones become weight matrices), each error naming the node.

func.func @tf_crop_and_resize(%x: tensor<1x1x4x4xf32>, %roi: tensor<8xf32>, %sizes: tensor<4xi64>) -> tensor<1x1x3x3xf32> {
  %y = "onnx.Resize"(%x, %roi, %sizes) <{version = 19 : i64, mode = "linear", coordinate_transformation_mode = "tf_crop_and_resize", operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<1x1x4x4xf32>, tensor<8xf32>, tensor<4xi64>) -> tensor<1x1x3x3xf32> loc("crop")
  func.return %y : tensor<1x1x3x3xf32>
}
// CHECK: node 'crop' (Resize-19): OpenVINO's Interpolate has no coordinate_transformation_mode 'tf_crop_and_resize' (it has half_pixel, pytorch_half_pixel, asymmetric, tf_half_pixel_for_nn, align_corners); such a resize is lowered to weight matrices only when the input shape and the scales or sizes (and roi) are known at compile time

// -----

func.func @antialias(%x: tensor<1x1x4x4xf32>, %s: tensor<4xf32>) -> tensor<1x1x?x?xf32> {
  %y = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", antialias = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x4x4xf32>, tensor<4xf32>) -> tensor<1x1x?x?xf32> loc("aa")
  func.return %y : tensor<1x1x?x?xf32>
}
// CHECK-NEXT: node 'aa' (Resize-19): OpenVINO's Interpolate does not antialias as ONNX defines it (antialias=1); such a resize

// -----

// Known scales, but an input of unknown height.
func.func @exclude_outside(%x: tensor<1x1x?x4xf32>) -> tensor<1x1x?x8xf32> {
  %s = "onnx.Constant"() <{value = dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>, version = 13 : i64}> : () -> tensor<4xf32>
  %y = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "cubic", exclude_outside = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x?x4xf32>, tensor<4xf32>) -> tensor<1x1x?x8xf32> loc("cubic")
  func.return %y : tensor<1x1x?x8xf32>
}
// CHECK-NEXT: node 'cubic' (Resize-19): OpenVINO's Interpolate cannot leave out the samples outside the input (exclude_outside=1); such a resize

// -----

func.func @mode(%x: tensor<1x1x4x4xf32>, %s: tensor<4xf32>) -> tensor<1x1x?x?xf32> {
  %y = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "area", operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x4x4xf32>, tensor<4xf32>) -> tensor<1x1x?x?xf32> loc("area")
  func.return %y : tensor<1x1x?x?xf32>
}
// CHECK-NEXT: node 'area' (Resize-19): mode 'area' is not one of nearest, linear, cubic

// -----

// keep_aspect_ratio_policy with pytorch_half_pixel: with the sizes known only at run time the
// resize runs on a longer input, and Interpolate would sample an output of length 1 by it.
func.func @aspect_pytorch_half_pixel(%x: tensor<1x1x4x4xf32>, %s: tensor<2xi64>) -> tensor<1x1x?x?xf32> {
  %y = "onnx.Resize"(%x, %s) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, coordinate_transformation_mode = "pytorch_half_pixel", keep_aspect_ratio_policy = "not_smaller", operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<1x1x4x4xf32>, tensor<2xi64>) -> tensor<1x1x?x?xf32> loc("aspect")
  func.return %y : tensor<1x1x?x?xf32>
}
// CHECK-NEXT: node 'aspect' (Resize-19): keep_aspect_ratio_policy with pytorch_half_pixel coordinates needs the sizes and the input lengths along the axes known at compile time

// -----

func.func @neither_scales_nor_sizes(%x: tensor<1x1x4x4xf32>) -> tensor<*xf32> {
  %y = "onnx.Resize"(%x) <{version = 19 : i64, mode = "linear", operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<1x1x4x4xf32>) -> tensor<*xf32> loc("bare")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'bare' (Resize-19): Resize needs scales or sizes

// -----

// tf_crop_and_resize by weight matrices needs the roi too: sizes known, roi only at run time.
func.func @tf_crop_and_resize_roi_at_run_time(%x: tensor<1x1x4x4xf32>, %roi: tensor<4xf32>) -> tensor<1x1x3x3xf32> {
  %sizes = "onnx.Constant"() <{version = 13 : i64, value = dense<[3, 3]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %y = "onnx.Resize"(%x, %roi, %sizes) <{version = 19 : i64, mode = "linear", axes = array<i64: 2, 3>, coordinate_transformation_mode = "tf_crop_and_resize", operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<1x1x4x4xf32>, tensor<4xf32>, tensor<2xi64>) -> tensor<1x1x3x3xf32> loc("roi")
  func.return %y : tensor<1x1x3x3xf32>
}
// CHECK-NEXT: node 'roi' (Resize-19): OpenVINO's Interpolate has no coordinate_transformation_mode 'tf_crop_and_resize' (it has half_pixel, pytorch_half_pixel, asymmetric, tf_half_pixel_for_nn, align_corners); such a resize is lowered to weight matrices only when the input shape and the scales or sizes (and roi) are known at compile time
