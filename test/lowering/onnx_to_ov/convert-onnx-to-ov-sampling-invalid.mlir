// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// OpenVINO's GridSample has no volumetric form: a 5-D GridSample fails naming the node.

func.func @volumetric(%x: tensor<1x1x2x3x4xf32>, %g: tensor<1x2x2x2x3xf32>) -> tensor<1x1x2x2x2xf32> {
  %y = "onnx.GridSample"(%x, %g) <{version = 22 : i64}> : (tensor<1x1x2x3x4xf32>, tensor<1x2x2x2x3xf32>) -> tensor<1x1x2x2x2xf32> loc("gs")
  func.return %y : tensor<1x1x2x2x2xf32>
}
// CHECK: node 'gs' (GridSample-22): OpenVINO's GridSample samples 4-D images only, got a rank-5 input

// -----

// GridSample-20 samples N-D images, a 1-D one (rank-3 input) too: OpenVINO's still takes 4-D only.
func.func @linear(%x: tensor<1x1x4xf32>, %g: tensor<1x3x1xf32>) -> tensor<1x1x3xf32> {
  %y = "onnx.GridSample"(%x, %g) <{version = 22 : i64}> : (tensor<1x1x4xf32>, tensor<1x3x1xf32>) -> tensor<1x1x3xf32> loc("gs1")
  func.return %y : tensor<1x1x3xf32>
}
// CHECK-NEXT: node 'gs1' (GridSample-22): OpenVINO's GridSample samples 4-D images only, got a rank-3 input
