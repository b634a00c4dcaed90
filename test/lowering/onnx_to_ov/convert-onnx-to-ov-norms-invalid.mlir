// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Normalisations the lowering refuses, each error naming the node.

func.func @lp_norm_p3(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.LpNormalization"(%x) <{version = 22 : i64, p = 3 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32> loc("lp")
  func.return %y : tensor<2x3xf32>
}
// CHECK: node 'lp' (LpNormalization-22): p must be 1 or 2, got 3

// -----

// GroupNormalization-18's per-group scale is repeated over the channels: their count is needed.
func.func @group_norm_18_dynamic_channels(%x: tensor<2x?x3xf32>, %s: tensor<2xf32>) -> tensor<2x?x3xf32> {
  %y = "onnx.GroupNormalization"(%x, %s, %s) <{version = 18 : i64, num_groups = 2 : i64}> : (tensor<2x?x3xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x?x3xf32> loc("gn")
  func.return %y : tensor<2x?x3xf32>
}
// CHECK-NEXT: node 'gn' (GroupNormalization-18): GroupNormalization-18 scales per group: the channel count must be static

// -----

// GroupNormalization-21 with channels that do not split into the groups: the ov op refuses it.
func.func @group_norm_groups(%x: tensor<2x5x3xf32>, %s: tensor<5xf32>) -> tensor<2x5x3xf32> {
  %y = "onnx.GroupNormalization"(%x, %s, %s) <{version = 21 : i64, num_groups = 2 : i64}> : (tensor<2x5x3xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x5x3xf32> loc("gn2")
  func.return %y : tensor<2x5x3xf32>
}
// CHECK-NEXT: node 'gn2' (GroupNormalization-21): 5 channels do not split into 2 groups

// -----

func.func @instance_norm_2d(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.InstanceNormalization"(%x, %s, %s) <{version = 6 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("in")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'in' (InstanceNormalization-6): InstanceNormalization needs data [N, C, D1, ...], got tensor<2x3xf32>

// -----

// stash_type names the type the statistics are computed in: 7 is int64, 99 no ONNX type.
func.func @stash_type_integer(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.LayerNormalization"(%x, %s) <{version = 17 : i64, stash_type = 7 : i64, resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("ln")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'ln' (LayerNormalization-17): stash_type 7 is not a floating-point type

// -----

func.func @stash_type_unknown(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.RMSNormalization"(%x, %s) <{version = 23 : i64, stash_type = 99 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("rms")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'rms' (RMSNormalization-23): stash_type 99 is not a floating-point type
