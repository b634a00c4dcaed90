// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Range, EyeLike, Trilu, Expand, Tile, DepthToSpace and SpaceToDepth nodes the lowering must
// refuse, each error naming the node.

func.func @eye_like_rank(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %y = "onnx.EyeLike"(%x) <{version = 9 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("eye")
  func.return %y : tensor<2x3x4xf32>
}
// CHECK: node 'eye' (EyeLike-9): EyeLike needs a 2-D input, got tensor<2x3x4xf32>

// -----

func.func @trilu_vector(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "onnx.Trilu"(%x) <{version = 14 : i64}> : (tensor<4xf32>) -> tensor<4xf32> loc("trilu")
  func.return %y : tensor<4xf32>
}
// CHECK-NEXT: node 'trilu' (Trilu-14): Trilu needs a matrix or a batch of them, got tensor<4xf32>

// -----

func.func @depth_to_space_mode(%x: tensor<1x4x2x2xf32>) -> tensor<1x1x4x4xf32> {
  %y = "onnx.DepthToSpace"(%x) <{version = 13 : i64, blocksize = 2 : i64, mode = "RDC"}> : (tensor<1x4x2x2xf32>) -> tensor<1x1x4x4xf32> loc("d2s")
  func.return %y : tensor<1x1x4x4xf32>
}
// CHECK-NEXT: node 'd2s' (DepthToSpace-13): mode 'RDC' is not supported: use DCR or CRD

// -----

func.func @expand_shapes(%x: tensor<3x2xf32>) -> tensor<?x?xf32> {
  %shape = "onnx.Constant"() <{value = dense<[4, 4]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Expand"(%x, %shape) <{version = 13 : i64}> : (tensor<3x2xf32>, tensor<2xi64>) -> tensor<?x?xf32> loc("expand")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'expand' (Expand-13): shapes [3,2] and [4,4] do not broadcast

// -----

// dtype 14 is complex64, which OpenVINO has no element type for; 99 is no ONNX type at all.
func.func @eye_like_complex(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %y = "onnx.EyeLike"(%x) <{version = 9 : i64, dtype = 14 : i64}> : (tensor<2x3xf32>) -> tensor<*xf32> loc("eyec")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'eyec' (EyeLike-9): OpenVINO has no element type for dtype 14

// -----

func.func @eye_like_unknown_dtype(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %y = "onnx.EyeLike"(%x) <{version = 9 : i64, dtype = 99 : i64}> : (tensor<2x3xf32>) -> tensor<*xf32> loc("eye99")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'eye99' (EyeLike-9): OpenVINO has no element type for dtype 99
