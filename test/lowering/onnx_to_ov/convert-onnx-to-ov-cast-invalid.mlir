// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Casts the lowering must refuse: to element types OpenVINO does not have.

func.func @cast_to_fnuz(%x: tensor<4xf32>) -> tensor<4xf8E4M3FNUZ> {
  %y = "onnx.Cast"(%x) <{version = 19 : i64, to = 18 : i64}> : (tensor<4xf32>) -> tensor<4xf8E4M3FNUZ> loc("to_fnuz")
  func.return %y : tensor<4xf8E4M3FNUZ>
}
// CHECK: node 'to_fnuz' (Cast-19): OpenVINO has no element type float8e4m3fnuz to cast to; cast to a type it has (float16, float8e4m3fn, ...)

// -----

func.func @cast_like_int2(%x: tensor<4xf32>, %t: tensor<1xi2>) -> tensor<4xi2> {
  %y = "onnx.CastLike"(%x, %t) <{version = 25 : i64}> : (tensor<4xf32>, tensor<1xi2>) -> tensor<4xi2> loc("to_int2")
  func.return %y : tensor<4xi2>
}
// CHECK-NEXT: node 'to_int2' (CastLike-25): OpenVINO has no element type int2 to cast to

// -----

func.func @cast_to_string(%x: tensor<4xf32>) -> tensor<4x!onnx.string> {
  %y = "onnx.Cast"(%x) <{version = 19 : i64, to = 8 : i64}> : (tensor<4xf32>) -> tensor<4x!onnx.string> loc("to_string")
  func.return %y : tensor<4x!onnx.string>
}
// CHECK-NEXT: node 'to_string' (Cast-19): casting to STRING is not supported: OpenVINO IR has no such tensors

// -----

func.func @cast_round_mode(%x: tensor<4xf32>) -> tensor<4xf8E8M0FNU> {
  %y = "onnx.Cast"(%x) <{version = 24 : i64, to = 24 : i64, round_mode = "sideways"}> : (tensor<4xf32>) -> tensor<4xf8E8M0FNU> loc("round")
  func.return %y : tensor<4xf8E8M0FNU>
}
// CHECK-NEXT: node 'round' (Cast-24): round_mode must be up, down or nearest, not 'sideways'
