// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// An equation Einsum-7 refuses fails naming the node.

func.func @einsum_sizes(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %y = "onnx.Einsum"(%a, %b) <{version = 12 : i64, equation = "ij,jk->ik"}> : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32> loc("mm")
  func.return %y : tensor<2x5xf32>
}
// CHECK: node 'mm' (Einsum-12): label 'j' stands for both 3 and 4
