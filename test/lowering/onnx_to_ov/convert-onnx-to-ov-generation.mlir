// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Range is Range-4 in the inputs' element type.

// CHECK-LABEL: func.func @range
// CHECK-NEXT:    %[[Y:.*]] = ov.Range.v4 %{{.*}}, %{{.*}}, %{{.*}} {output_type = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @range(%s: tensor<f32>, %l: tensor<f32>, %d: tensor<f32>) -> tensor<?xf32> {
  %y = "onnx.Range"(%s, %l, %d) <{version = 11 : i64}> : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}

// -----

// Expand is a bidirectional Broadcast-3. Tile with known repeats is Tile-1; with repeats known
// only at run time it broadcasts x as [1, d0, 1, d1] to [r0, d0, r1, d1] and reshapes to
// [r0 * d0, r1 * d1] (OpenVINO's CPU Tile gets those wrong).

// CHECK-LABEL: func.func @expand_tile
// CHECK-SAME:    (%[[X:.*]]: tensor<3x1xf32>, %[[R:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[2, 1, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Broadcast.v3 %[[X]], %[[SHAPE]] {mode = "bidirectional"} : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[REPEATS:.*]] = ov.Constant.v0 dense<2> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Tile.v0 %[[X]], %[[REPEATS]] : (tensor<3x1xf32>, tensor<2xi64>) -> tensor<6x2xf32>
// CHECK-NEXT:    %[[DIMS:.*]] = ov.ShapeOf.v3 %[[X]]
// CHECK-NEXT:    %[[COLUMN:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[RC:.*]] = ov.Unsqueeze.v0 %[[R]], %[[COLUMN]] : (tensor<2xi64>, tensor<1xi64>) -> tensor<2x1xi64>
// CHECK-NEXT:    %[[DC:.*]] = ov.Unsqueeze.v0 %[[DIMS]], %[[COLUMN]] : (tensor<2xi64>, tensor<1xi64>) -> tensor<2x1xi64>
// CHECK-NEXT:    %[[PAIRS:.*]] = ov.Concat.v0 %[[RC]], %[[DC]] {axis = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
// CHECK-NEXT:    %[[SPREAD_AXES:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[SPREAD:.*]] = ov.Unsqueeze.v0 %[[X]], %[[SPREAD_AXES]] : (tensor<3x1xf32>, tensor<2xi64>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %[[FOUR:.*]] = ov.Constant.v0 dense<4> : tensor<1xi64>
// CHECK-NEXT:    %[[TARGET:.*]] = ov.Reshape.v1 %[[PAIRS]], %[[FOUR]] {special_zero = false} : (tensor<2x2xi64>, tensor<1xi64>) -> tensor<4xi64>
// CHECK-NEXT:    %[[TILED:.*]] = ov.Broadcast.v3 %[[SPREAD]], %[[TARGET]] : (tensor<1x3x1x1xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:    %[[SIZES:.*]] = ov.Multiply.v1 %[[R]], %[[DIMS]] : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Reshape.v1 %[[TILED]], %[[SIZES]] {special_zero = false} : (tensor<?x?x?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @expand_tile(%x: tensor<3x1xf32>, %r: tensor<2xi64>) -> (tensor<2x3x4xf32>, tensor<6x2xf32>, tensor<?x?xf32>) {
  %shape = "onnx.Constant"() <{value = dense<[2, 1, 4]> : tensor<3xi64>, version = 13 : i64}> : () -> tensor<3xi64>
  %a = "onnx.Expand"(%x, %shape) <{version = 13 : i64}> : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  %repeats = "onnx.Constant"() <{value = dense<[2, 2]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %b = "onnx.Tile"(%x, %repeats) <{version = 13 : i64}> : (tensor<3x1xf32>, tensor<2xi64>) -> tensor<6x2xf32>
  %c = "onnx.Tile"(%x, %r) <{version = 13 : i64}> : (tensor<3x1xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %a, %b, %c : tensor<2x3x4xf32>, tensor<6x2xf32>, tensor<?x?xf32>
}

// -----

// An Expand to an empty shape and a Tile of a scalar by empty repeats are their input, with no
// Broadcast or Tile (OpenVINO's CPU plugin crashes running a Broadcast to an empty shape, and
// computes garbage for such a Tile) and no empty constant left (issue 30).

// CHECK-LABEL: func.func @empty_expand_tile
// CHECK-SAME:    (%[[X:.*]]: tensor<f32>, %[[M:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<0xi64>)
// CHECK-NEXT:    func.return %[[X]], %[[M]], %[[X]], %[[X]]
func.func @empty_expand_tile(%x: tensor<f32>, %m: tensor<2x3xf32>, %s: tensor<0xi64>) -> (tensor<f32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>) {
  %empty = "onnx.Constant"() <{value = dense<> : tensor<0xi64>, version = 13 : i64}> : () -> tensor<0xi64>
  %a = "onnx.Expand"(%x, %empty) <{version = 13 : i64}> : (tensor<f32>, tensor<0xi64>) -> tensor<f32>
  %b = "onnx.Expand"(%m, %s) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<0xi64>) -> tensor<2x3xf32>
  %c = "onnx.Tile"(%x, %empty) <{version = 13 : i64}> : (tensor<f32>, tensor<0xi64>) -> tensor<f32>
  %d = "onnx.Tile"(%x, %s) <{version = 13 : i64}> : (tensor<f32>, tensor<0xi64>) -> tensor<f32>
  func.return %a, %b, %c, %d : tensor<f32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>
}

// -----

// EyeLike is Eye-9 of the input's dims (constants when static), in dtype (7: int64) if given.

// CHECK-LABEL: func.func @eye_like
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>, %[[D:.*]]: tensor<?x?xi32>)
// CHECK-NEXT:    %[[ROWS:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// CHECK-NEXT:    %[[COLUMNS:.*]] = ov.Constant.v0 dense<4> : tensor<i64>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]] = ov.Eye.v9 %[[ROWS]], %[[COLUMNS]], %[[K]] {output_type = f32} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[S0:.*]] = ov.ShapeOf.v3 %[[D]]
// CHECK:         %[[N:.*]] = ov.Gather.v8 %[[S0]], %{{.*}}, %{{.*}} : (tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[S1:.*]] = ov.ShapeOf.v3 %[[D]]
// CHECK:         %[[M:.*]] = ov.Gather.v8 %[[S1]], %{{.*}}, %{{.*}} : (tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[B:.*]] = ov.Eye.v9 %[[N]], %[[M]], %[[ZERO]] {output_type = i64} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?x?xi64>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @eye_like(%x: tensor<3x4xf32>, %d: tensor<?x?xi32>) -> (tensor<3x4xf32>, tensor<?x?xi64>) {
  %a = "onnx.EyeLike"(%x) <{version = 9 : i64, k = 1 : i64}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %b = "onnx.EyeLike"(%d) <{version = 9 : i64, dtype = 7 : i64}> : (tensor<?x?xi32>) -> tensor<?x?xi64>
  func.return %a, %b : tensor<3x4xf32>, tensor<?x?xi64>
}

// -----

// Trilu keeps column - row >= k (upper, the default) or <= k (lower) and zeroes the rest.

// CHECK-LABEL: func.func @trilu
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[K:.*]]: tensor<i64>)
// CHECK-NEXT:    %[[ROWS:.*]] = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[COLUMNS:.*]] = ov.Constant.v0 dense<[0, 1, 2, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[ROW_COLUMN:.*]] = ov.Unsqueeze.v0 %[[ROWS]], %[[ONE]] : (tensor<3xi64>, tensor<1xi64>) -> tensor<3x1xi64>
// CHECK-NEXT:    %[[OFFSET:.*]] = ov.Subtract.v1 %[[COLUMNS]], %[[ROW_COLUMN]] : (tensor<4xi64>, tensor<3x1xi64>) -> tensor<3x4xi64>
// CHECK-NEXT:    %[[ZERO_K:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[KEEP:.*]] = ov.GreaterEqual.v1 %[[OFFSET]], %[[ZERO_K]] : (tensor<3x4xi64>, tensor<i64>) -> tensor<3x4xi1>
// CHECK-NEXT:    %[[A:.*]] = ov.Select.v1 %[[KEEP]], %[[X]], %[[ZERO]] : (tensor<3x4xi1>, tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
// CHECK:         %[[KEEP2:.*]] = ov.LessEqual.v1 %{{.*}}, %[[K]] : (tensor<3x4xi64>, tensor<i64>) -> tensor<3x4xi1>
// CHECK-NEXT:    %[[B:.*]] = ov.Select.v1 %[[KEEP2]], %[[X]], %{{.*}} : (tensor<3x4xi1>, tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @trilu(%x: tensor<2x3x4xf32>, %k: tensor<i64>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %a = "onnx.Trilu"(%x) <{version = 14 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %b = "onnx.Trilu"(%x, %k) <{version = 14 : i64, upper = 0 : i64}> : (tensor<2x3x4xf32>, tensor<i64>) -> tensor<2x3x4xf32>
  func.return %a, %b : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// Trilu of a rank-4 batch: the rows are the last dim but one (3), the columns the last (2).

// CHECK-LABEL: func.func @trilu_rank4
// CHECK-NEXT:    %[[ROWS:.*]] = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[COLUMNS:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK:         %{{.*}} = ov.Subtract.v1 %[[COLUMNS]], %{{.*}} : (tensor<2xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
// CHECK:         %{{.*}} = ov.Select.v1 {{.*}} : (tensor<3x2xi1>, tensor<2x5x3x2xf32>, tensor<f32>) -> tensor<2x5x3x2xf32>
func.func @trilu_rank4(%x: tensor<2x5x3x2xf32>) -> tensor<2x5x3x2xf32> {
  %y = "onnx.Trilu"(%x) <{version = 14 : i64}> : (tensor<2x5x3x2xf32>) -> tensor<2x5x3x2xf32>
  func.return %y : tensor<2x5x3x2xf32>
}

// -----

// Trilu of dynamic dims counts rows and columns with Range-4 on the run-time dims.

// CHECK-LABEL: func.func @trilu_dynamic
// CHECK:         %[[ROWS:.*]] = ov.Range.v4 {{.*}} -> tensor<?xi64>
// CHECK:         %[[COLUMNS:.*]] = ov.Range.v4 {{.*}} -> tensor<?xi64>
// CHECK:         %{{.*}} = ov.Select.v1 {{.*}} : (tensor<?x?xi1>, tensor<?x?xi32>, tensor<i32>) -> tensor<?x?xi32>
func.func @trilu_dynamic(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %y = "onnx.Trilu"(%x) <{version = 14 : i64}> : (tensor<?x?xi32>) -> tensor<?x?xi32>
  func.return %y : tensor<?x?xi32>
}

// -----

// ONNX's DCR mode (the default) is blocks_first, CRD is depth_first.

// CHECK-LABEL: func.func @blocks
// CHECK-NEXT:    %[[A:.*]] = ov.DepthToSpace.v0 %{{.*}} {block_size = 2 : i64, mode = "blocks_first"} : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.DepthToSpace.v0 %{{.*}} {block_size = 2 : i64, mode = "depth_first"} : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.SpaceToDepth.v0 %[[B]] {block_size = 2 : i64, mode = "blocks_first"} : (tensor<1x2x4x6xf32>) -> tensor<1x8x2x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @blocks(%x: tensor<1x8x2x3xf32>) -> (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>, tensor<1x8x2x3xf32>) {
  %a = "onnx.DepthToSpace"(%x) <{version = 13 : i64, blocksize = 2 : i64}> : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32>
  %b = "onnx.DepthToSpace"(%x) <{version = 13 : i64, blocksize = 2 : i64, mode = "CRD"}> : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32>
  %c = "onnx.SpaceToDepth"(%b) <{version = 13 : i64, blocksize = 2 : i64}> : (tensor<1x2x4x6xf32>) -> tensor<1x8x2x3xf32>
  func.return %a, %b, %c : tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>, tensor<1x8x2x3xf32>
}
