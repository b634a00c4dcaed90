// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Normalizations the lowering must refuse, each error naming the node.

// LRN normalises across channels, axis 1: a vector has none.
func.func @lrn_of_a_vector(%x: tensor<5xf32>) -> tensor<5xf32> {
  %y = "onnx.LRN"(%x) <{version = 13 : i64, size = 3 : i64}> : (tensor<5xf32>) -> tensor<5xf32> loc("lrn")
  func.return %y : tensor<5xf32>
}
// CHECK: node 'lrn' (LRN-13): LRN needs data of rank 2 or more

// -----

func.func @batch_norm_per_activation(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.BatchNormalizationV9"(%x, %c, %c, %c, %c) <{version = 7 : i64, spatial = 0 : i64, resultSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("bn")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'bn' (BatchNormalization-7): spatial=0 (per-activation statistics) is not supported
