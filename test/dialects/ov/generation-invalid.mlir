// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of Range, Eye, Tile, Pad, DepthToSpace, SpaceToDepth and ShuffleChannels.

func.func @range_step_zero() -> tensor<?xi64> {
  %c = ov.Constant.v0 dense<0> : tensor<i64>
  %y = ov.Range.v4 %c, %c, %c {output_type = i64} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi64>
  func.return %y : tensor<?xi64>
}
// CHECK: a range step cannot be 0

// -----

func.func @range_booleans(%s: tensor<i64>) -> tensor<?xi1> {
  %y = ov.Range.v4 %s, %s, %s {output_type = i1} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi1>
  func.return %y : tensor<?xi1>
}
// CHECK-NEXT: Range cannot make i1 values

// -----

func.func @eye_negative(%k: tensor<i64>) -> tensor<?x?xf32> {
  %n = ov.Constant.v0 dense<-2> : tensor<i64>
  %y = ov.Eye.v9 %n, %n, %k {output_type = f32} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: Eye needs non-negative num_rows and num_columns, got -2 and -2

// -----

func.func @tile_negative(%x: tensor<2xf32>) -> tensor<?xf32> {
  %r = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %y = ov.Tile.v0 %x, %r : (tensor<2xf32>, tensor<1xi64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: Tile repeats must not be negative, got [-1]

// -----

func.func @pad_reflect_too_far(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %p = ov.Constant.v0 dense<[0, 3]> : tensor<2xi64>
  %y = ov.Pad.v12 %x, %p, %p {pad_mode = "reflect"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: reflect pads of axis 1 must not exceed 2, got 3, 3

// -----

func.func @pad_length(%x: tensor<2x3xf32>, %p: tensor<3xi64>) -> tensor<?x?xf32> {
  %y = ov.Pad.v12 %x, %p, %p : (tensor<2x3xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: pads_begin has 3 values for rank 2

// -----

func.func @pad_value_not_constant_mode(%x: tensor<2x3xf32>, %p: tensor<2xi64>, %v: tensor<f32>) -> tensor<?x?xf32> {
  %y = ov.Pad.v12 %x, %p, %p, %v {pad_mode = "edge"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: a pad value only goes with pad_mode constant, not edge

// -----

func.func @depth_to_space_channels(%x: tensor<1x6x2x2xf32>) -> tensor<?x?x?x?xf32> {
  %y = ov.DepthToSpace.v0 %x {block_size = 2 : i64, mode = "blocks_first"} : (tensor<1x6x2x2xf32>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}
// CHECK-NEXT: the channel dim of 6 is not a multiple of 4

// -----

func.func @space_to_depth_spatial(%x: tensor<1x1x3x4xf32>) -> tensor<?x?x?x?xf32> {
  %y = ov.SpaceToDepth.v0 %x {block_size = 2 : i64, mode = "depth_first"} : (tensor<1x1x3x4xf32>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}
// CHECK-NEXT: a spatial dim of 3 is not a multiple of 2

// -----

func.func @depth_to_space_mode(%x: tensor<1x4x2x2xf32>) -> tensor<1x1x4x4xf32> {
  %y = ov.DepthToSpace.v0 %x {block_size = 2 : i64, mode = "DCR"} : (tensor<1x4x2x2xf32>) -> tensor<1x1x4x4xf32>
  func.return %y : tensor<1x1x4x4xf32>
}
// CHECK-NEXT: mode must be one of blocks_first, depth_first, not 'DCR'

// -----

func.func @space_to_depth_rank(%x: tensor<4x4xf32>) -> tensor<?x?xf32> {
  %y = ov.SpaceToDepth.v0 %x {block_size = 2 : i64, mode = "depth_first"} : (tensor<4x4xf32>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: SpaceToDepth needs [N, C, spatial...], got [4,4]

// -----

func.func @shuffle_channels_group(%x: tensor<1x6x2x2xf32>) -> tensor<1x6x2x2xf32> {
  %y = ov.ShuffleChannels.v0 %x {group = 4 : i64} : (tensor<1x6x2x2xf32>) -> tensor<1x6x2x2xf32>
  func.return %y : tensor<1x6x2x2xf32>
}
// CHECK-NEXT: dim 1 of 6 is not a multiple of 4

// -----

func.func @shuffle_channels_axis(%x: tensor<1x6xf32>) -> tensor<1x6xf32> {
  %y = ov.ShuffleChannels.v0 %x {axis = 2 : i64, group = 2 : i64} : (tensor<1x6xf32>) -> tensor<1x6xf32>
  func.return %y : tensor<1x6xf32>
}
// CHECK-NEXT: axis 2 is out of range for rank 2

// -----

func.func @eye_index_values(%n: tensor<i64>) -> tensor<?x?xindex> {
  %y = ov.Eye.v9 %n, %n, %n {output_type = index} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?x?xindex>
  func.return %y : tensor<?x?xindex>
}
// CHECK-NEXT: Eye cannot make index values

// -----

// Pad-12 crops by negative pads, but not past the dim: 3 - 2 - 2 < 0.
func.func @pad_crops_below_nothing(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %b = ov.Constant.v0 dense<[0, -2]> : tensor<2xi64>
  %y = ov.Pad.v12 %x, %b, %b : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: pads -2, -2 crop axis 1 of 3 below nothing

// -----

func.func @depth_to_space_block_zero(%x: tensor<1x4x2x2xf32>) -> tensor<?x?x?x?xf32> {
  %y = ov.DepthToSpace.v0 %x {block_size = 0 : i64, mode = "blocks_first"} : (tensor<1x4x2x2xf32>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}
// CHECK-NEXT: block_size must be positive, not 0

// -----

func.func @shuffle_channels_group_zero(%x: tensor<1x6xf32>) -> tensor<1x6xf32> {
  %y = ov.ShuffleChannels.v0 %x {group = 0 : i64} : (tensor<1x6xf32>) -> tensor<1x6xf32>
  func.return %y : tensor<1x6xf32>
}
// CHECK-NEXT: group must be positive, not 0

// -----

// A spatial dim known only at run time stays unknown; the others are divided by the block.
func.func @space_to_depth_dynamic_dim(%x: tensor<1x1x?x4xf32>) -> tensor<1x4x?x3xf32> {
  %y = ov.SpaceToDepth.v0 %x {block_size = 2 : i64, mode = "depth_first"} : (tensor<1x1x?x4xf32>) -> tensor<1x4x?x3xf32>
  func.return %y : tensor<1x4x?x3xf32>
}
// CHECK-NEXT: result 0 has type tensor<1x4x?x3xf32>, but its operands give tensor<1x4x?x2xf32>

// -----

func.func @tile_repeats_of_rank_two(%x: tensor<2x3xf32>, %r: tensor<2x2xi64>) -> tensor<?x?xf32> {
  %y = ov.Tile.v0 %x, %r : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: Tile repeats must be 1-D, got shape [2,2]

// -----

// symmetric repeats the edge element, so it may pad a whole dim (3 here) but not more (OpenVINO refuses 4).
func.func @pad_symmetric_too_far(%x: tensor<2x3xf32>) -> tensor<2x7xf32> {
  %b = ov.Constant.v0 dense<[0, 4]> : tensor<2xi64>
  %e = ov.Constant.v0 dense<[0, 0]> : tensor<2xi64>
  %y = ov.Pad.v12 %x, %b, %e {pad_mode = "symmetric"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x7xf32>
  func.return %y : tensor<2x7xf32>
}
// CHECK-NEXT: symmetric pads of axis 1 must not exceed 3, got 4, 0
