// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Indexing nodes the lowering must refuse, each error naming the node.

func.func @scatter_reduction(%x: tensor<3xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %y = "onnx.ScatterElements"(%x, %i, %x) <{version = 18 : i64, reduction = "mean"}> : (tensor<3xf32>, tensor<3xi64>, tensor<3xf32>) -> tensor<3xf32> loc("scatter")
  func.return %y : tensor<3xf32>
}
// CHECK: node 'scatter' (ScatterElements-18): reduction 'mean' is not supported: use one of none, add, mul, min, max

// -----

func.func @gather_nd_batch(%x: tensor<3x4xf32>, %i: tensor<3x1xi64>) -> tensor<3xf32> {
  %y = "onnx.GatherND"(%x, %i) <{version = 13 : i64, batch_dims = 2 : i64}> : (tensor<3x4xf32>, tensor<3x1xi64>) -> tensor<3xf32> loc("gather")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'gather' (GatherND-13): batch_dims 2 must be below the ranks of data [3,4] and indices [3,1]

// -----

func.func @scatter_nd_updates(%x: tensor<4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xf32>) -> tensor<4x4xf32> {
  %y = "onnx.ScatterND"(%x, %i, %u) <{version = 18 : i64}> : (tensor<4x4xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x4xf32> loc("scatter_nd")
  func.return %y : tensor<4x4xf32>
}
// CHECK-NEXT: node 'scatter_nd' (ScatterND-18): updates must have shape [2,4], got [2,3]
