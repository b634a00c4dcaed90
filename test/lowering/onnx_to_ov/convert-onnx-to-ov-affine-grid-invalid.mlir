// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// A size whose length is unknown leaves the number of spatial axes open: it fails naming the node.

func.func @size_length(%theta: tensor<2x2x3xf32>, %size: tensor<?xi64>) -> tensor<?x?x?x2xf32> {
  %g = "onnx.AffineGrid"(%theta, %size) <{version = 20 : i64}> : (tensor<2x2x3xf32>, tensor<?xi64>) -> tensor<?x?x?x2xf32> loc("grid")
  func.return %g : tensor<?x?x?x2xf32>
}
// CHECK: node 'grid' (AffineGrid-20): AffineGrid needs a size of 4 or 5 values, got tensor<?xi64>
