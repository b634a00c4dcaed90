// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// RoiAlign's max mode is ONNX's own (the largest weighted corner): it fails naming the node.

func.func @roi_align_max(%x: tensor<1x3x8x8xf32>, %r: tensor<4x4xf32>, %i: tensor<4xi64>) -> tensor<4x3x1x1xf32> {
  %y = "onnx.RoiAlign"(%x, %r, %i) <{version = 22 : i64, mode = "max"}> : (tensor<1x3x8x8xf32>, tensor<4x4xf32>, tensor<4xi64>) -> tensor<4x3x1x1xf32> loc("roi")
  func.return %y : tensor<4x3x1x1xf32>
}
// CHECK: node 'roi' (RoiAlign-22): RoiAlign mode 'max' takes the maximum of weighted corner values in ONNX, which OpenVINO's ROIAlign does not compute
