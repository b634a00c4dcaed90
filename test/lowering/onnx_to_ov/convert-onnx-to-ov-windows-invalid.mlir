// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// A window's size is one number: a vector is refused, naming the node.

func.func @vector_size(%size: tensor<2xi64>) -> tensor<?xf32> {
  %y = "onnx.BlackmanWindow"(%size) <{version = 17 : i64}> : (tensor<2xi64>) -> tensor<?xf32> loc("taper")
  func.return %y : tensor<?xf32>
}
// CHECK: node 'taper' (BlackmanWindow-17): BlackmanWindow needs a scalar size, got tensor<2xi64>
