// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Element-wise nodes the lowering must refuse, each error naming the node and operator.

// Legacy broadcasting (Add-6, broadcast = 1) reshapes B to [1, B..., 1]: with two dynamic dims
// of B that shape would hold two -1, which Reshape cannot resolve.
func.func @legacy_broadcast_two_dynamic(%a: tensor<2x3x4x5xf32>, %b: tensor<?x?xf32>) -> tensor<2x3x4x5xf32> {
  %y = "onnx.Add"(%a, %b) <{version = 6 : i64, broadcast = 1 : i64, axis = 1 : i64}> : (tensor<2x3x4x5xf32>, tensor<?x?xf32>) -> tensor<2x3x4x5xf32> loc("add")
  func.return %y : tensor<2x3x4x5xf32>
}
// CHECK: node 'add' (Add-6): legacy broadcasting needs B's shape static
