// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Comparison nodes the lowering must refuse, each error naming the node.

func.func @legacy_unknown_rank(%a: tensor<*xf32>, %b: tensor<3xf32>) -> tensor<*xi1> {
  %y = "onnx.Less"(%a, %b) <{version = 1 : i64, broadcast = 1 : i64, axis = 1 : i64}> : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xi1> loc("less")
  func.return %y : tensor<*xi1>
}
// CHECK: node 'less' (Less-1): legacy broadcasting with an axis needs known ranks

// -----

func.func @where_no_broadcast(%c: tensor<3xi1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Where"(%c, %x, %x) <{version = 16 : i64}> : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("where")
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: node 'where' (Where-16): shapes [3] and [2] do not broadcast
