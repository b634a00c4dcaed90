// RUN: OV_ROUNDTRIP

// Range, Eye, Tile, Pad, DepthToSpace, SpaceToDepth and ShuffleChannels, printed generic, parsed back and printed
// in their custom form.

// Constant bounds give the length (ceil((stop - start) / step), at least 0); others `?`.

// CHECK-LABEL: func.func @range
// CHECK:         %{{.*}} = ov.Range.v4 %{{.*}}, %{{.*}}, %{{.*}} {output_type = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT:    %{{.*}} = ov.Range.v4 %{{.*}}, %{{.*}}, %{{.*}} {output_type = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
func.func @range(%s: tensor<f32>) -> (tensor<2xi32>, tensor<?xf32>) {
  %start = ov.Constant.v0 dense<10> : tensor<i32>
  %stop = ov.Constant.v0 dense<4> : tensor<i32>
  %step = ov.Constant.v0 dense<-3> : tensor<i32>
  %a = ov.Range.v4 %start, %stop, %step {output_type = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %b = ov.Range.v4 %s, %s, %s {output_type = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  func.return %a, %b : tensor<2xi32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @eye
// CHECK:         %{{.*}} = ov.Eye.v9 %{{.*}}, %{{.*}}, %{{.*}} {output_type = f32} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Eye.v9 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {output_type = i1} : (tensor<i64>, tensor<1xi32>, tensor<i64>, tensor<2xi64>) -> tensor<2x5x3x?xi1>
func.func @eye(%n: tensor<1xi32>) -> (tensor<3x4xf32>, tensor<2x5x3x?xi1>) {
  %rows = ov.Constant.v0 dense<3> : tensor<i64>
  %columns = ov.Constant.v0 dense<4> : tensor<i64>
  %k = ov.Constant.v0 dense<-1> : tensor<i64>
  %batch = ov.Constant.v0 dense<[2, 5]> : tensor<2xi64>
  %a = ov.Eye.v9 %rows, %columns, %k {output_type = f32} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
  %b = ov.Eye.v9 %rows, %n, %k, %batch {output_type = i1} : (tensor<i64>, tensor<1xi32>, tensor<i64>, tensor<2xi64>) -> tensor<2x5x3x?xi1>
  func.return %a, %b : tensor<3x4xf32>, tensor<2x5x3x?xi1>
}

// -----

// Tile pads the shorter of shape and repeats with leading ones.

// CHECK-LABEL: func.func @tile
// CHECK:         %{{.*}} = ov.Tile.v0 %{{.*}}, %{{.*}} : (tensor<2x?xf32>, tensor<3xi64>) -> tensor<4x2x?xf32>
// CHECK-NEXT:    %{{.*}} = ov.Tile.v0 %{{.*}}, %{{.*}} : (tensor<2x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @tile(%x: tensor<2x?xf32>, %r: tensor<2xi64>) -> (tensor<4x2x?xf32>, tensor<?x?xf32>) {
  %repeats = ov.Constant.v0 dense<[4, 1, 3]> : tensor<3xi64>
  %a = ov.Tile.v0 %x, %repeats : (tensor<2x?xf32>, tensor<3xi64>) -> tensor<4x2x?xf32>
  %b = ov.Tile.v0 %x, %r : (tensor<2x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %a, %b : tensor<4x2x?xf32>, tensor<?x?xf32>
}

// -----

// Pad grows by pads_begin + pads_end (negative pads crop); constant mode may take a value.

// CHECK-LABEL: func.func @pad
// CHECK:         %{{.*}} = ov.Pad.v12 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<3x5xf32>
// CHECK:         %{{.*}} = ov.Pad.v12 %{{.*}}, %{{.*}}, %{{.*}} {pad_mode = "reflect"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x5xf32>
// CHECK-NEXT:    %{{.*}} = ov.Pad.v12 %{{.*}}, %{{.*}}, %{{.*}} {pad_mode = "symmetric"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @pad(%x: tensor<2x3xf32>, %p: tensor<2xi64>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<?x?xf32>) {
  %begin = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %end = ov.Constant.v0 dense<[0, 3]> : tensor<2xi64>
  %v = ov.Constant.v0 dense<2.5> : tensor<f32>
  %a = ov.Pad.v12 %x, %begin, %end, %v : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<3x5xf32>
  %end1 = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
  %pos = ov.Constant.v0 dense<[1, 1]> : tensor<2xi64>
  %b = ov.Pad.v12 %x, %pos, %end1 {pad_mode = "reflect"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x5xf32>
  %c = ov.Pad.v12 %x, %p, %p {pad_mode = "symmetric"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %a, %b, %c : tensor<3x5xf32>, tensor<3x5xf32>, tensor<?x?xf32>
}

// -----

// symmetric pads up to the whole dim (3 on an axis of 3: OpenVINO's [2,6]); edge pads any amount.

// CHECK-LABEL: func.func @pad_whole_dim
// CHECK:         %{{.*}} = ov.Pad.v12 %{{.*}}, %{{.*}}, %{{.*}} {pad_mode = "symmetric"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x6xf32>
// CHECK-NEXT:    %{{.*}} = ov.Pad.v12 %{{.*}}, %{{.*}}, %{{.*}} {pad_mode = "edge"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x12xf32>
func.func @pad_whole_dim(%x: tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<2x12xf32>) {
  %zero = ov.Constant.v0 dense<[0, 0]> : tensor<2xi64>
  %three = ov.Constant.v0 dense<[0, 3]> : tensor<2xi64>
  %nine = ov.Constant.v0 dense<[0, 9]> : tensor<2xi64>
  %s = ov.Pad.v12 %x, %three, %zero {pad_mode = "symmetric"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x6xf32>
  %e = ov.Pad.v12 %x, %nine, %zero {pad_mode = "edge"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x12xf32>
  func.return %s, %e : tensor<2x6xf32>, tensor<2x12xf32>
}

// -----

// CHECK-LABEL: func.func @blocks
// CHECK-NEXT:    %{{.*}} = ov.DepthToSpace.v0 %{{.*}} {block_size = 2 : i64, mode = "blocks_first"} : (tensor<?x8x2x3xf32>) -> tensor<?x2x4x6xf32>
// CHECK-NEXT:    %{{.*}} = ov.SpaceToDepth.v0 %{{.*}} {block_size = 2 : i64, mode = "depth_first"} : (tensor<?x2x4x6xf32>) -> tensor<?x8x2x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.DepthToSpace.v0 %{{.*}} {mode = "depth_first"} : (tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
func.func @blocks(%x: tensor<?x8x2x3xf32>, %y: tensor<1x8x2xf32>) -> (tensor<?x8x2x3xf32>, tensor<1x8x2xf32>) {
  %a = ov.DepthToSpace.v0 %x {block_size = 2 : i64, mode = "blocks_first"} : (tensor<?x8x2x3xf32>) -> tensor<?x2x4x6xf32>
  %b = ov.SpaceToDepth.v0 %a {block_size = 2 : i64, mode = "depth_first"} : (tensor<?x2x4x6xf32>) -> tensor<?x8x2x3xf32>
  %c = ov.DepthToSpace.v0 %y {mode = "depth_first"} : (tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
  func.return %b, %c : tensor<?x8x2x3xf32>, tensor<1x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @shuffle_channels
// CHECK-NEXT:    %{{.*}} = ov.ShuffleChannels.v0 %{{.*}} {group = 3 : i64} : (tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.ShuffleChannels.v0 %{{.*}} {axis = -1 : i64, group = 2 : i64} : (tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32>
func.func @shuffle_channels(%x: tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32> {
  %a = ov.ShuffleChannels.v0 %x {group = 3 : i64} : (tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32>
  %b = ov.ShuffleChannels.v0 %a {axis = -1 : i64, group = 2 : i64} : (tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32>
  func.return %b : tensor<?x6x2x2xf32>
}
