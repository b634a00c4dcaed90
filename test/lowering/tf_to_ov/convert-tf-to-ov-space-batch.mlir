// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// SpaceToBatchND / BatchToSpaceND as Pad or Slice around Reshape / Transpose / Reshape, the
// batch the one -1. The refusals come first.

// Refused (must not fire): a block shape computed at run time; a spatial dim not static; a
// padded dim that the block does not divide.
// CHECK: no lowering to OpenVINO for node 's2b_blocks' (SpaceToBatchND): its block_shape must be known when converting (a constant), not computed at run time;
func.func @blocks_at_run_time(%x: tensor<1x4x4x3xf32>, %blocks: tensor<2xi32>) -> tensor<?x?x?x3xf32> {
  %pads = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %y = "tf.SpaceToBatchND"(%x, %blocks, %pads) <{T = f32, Tblock_shape = i32, Tpaddings = i32}> : (tensor<1x4x4x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x?x?x3xf32> loc("s2b_blocks")
  func.return %y : tensor<?x?x?x3xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'b2s_dynamic' (BatchToSpaceND): needs the input's dims after the batch to be static, got tensor<4x?x2x3xf32>;
func.func @dynamic_spatial(%x: tensor<4x?x2x3xf32>) -> tensor<1x?x4x3xf32> {
  %blocks = "tf.Const"() <{value = dense<2> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %crops = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %y = "tf.BatchToSpaceND"(%x, %blocks, %crops) <{T = f32, Tblock_shape = i32, Tcrops = i32}> : (tensor<4x?x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<1x?x4x3xf32> loc("b2s_dynamic")
  func.return %y : tensor<1x?x4x3xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 's2b_uneven' (SpaceToBatchND): the padded spatial dims [5, 4] are not multiples of block_shape [2, 2];
func.func @uneven(%x: tensor<1x4x4x3xf32>) -> tensor<?x?x?x3xf32> {
  %blocks = "tf.Const"() <{value = dense<2> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %pads = "tf.Const"() <{value = dense<[[0, 1], [0, 0]]> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %y = "tf.SpaceToBatchND"(%x, %blocks, %pads) <{T = f32, Tblock_shape = i32, Tpaddings = i32}> : (tensor<1x4x4x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x?x?x3xf32> loc("s2b_uneven")
  func.return %y : tensor<?x?x?x3xf32>
}

// -----

// SpaceToBatchND of a dynamic batch: H 5 padded to 6 and W 6 to 8, each split into
// (size / 2, 2), the two block axes moved in front of the batch and merged into it.
// CHECK-LABEL: func.func @space_to_batch
// CHECK-NEXT:    %[[BEGIN:.*]] = ov.Constant.v0 dense<[0, 0, 1, 0]> : tensor<4xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[0, 1, 1, 0]> : tensor<4xi64>
// CHECK-NEXT:    %[[FILL:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[PADDED:.*]] = ov.Pad.v12 %x, %[[BEGIN]], %[[END]], %[[FILL]] : {{.*}} -> tensor<?x6x8x3xf32>
// CHECK-NEXT:    %[[SPLIT:.*]] = ov.Constant.v0 dense<[-1, 3, 2, 4, 2, 3]> : tensor<6xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Reshape.v1 %[[PADDED]], %[[SPLIT]] {special_zero = false} : {{.*}} -> tensor<?x3x2x4x2x3xf32>
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[2, 4, 0, 1, 3, 5]> : tensor<6xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[A]], %[[ORDER]] : {{.*}} -> tensor<2x2x?x3x4x3xf32>
// CHECK-NEXT:    %[[MERGED:.*]] = ov.Constant.v0 dense<[-1, 3, 4, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %[[B]], %[[MERGED]] {special_zero = false} : {{.*}} -> tensor<?x3x4x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @space_to_batch(%x: tensor<?x5x6x3xf32>) -> tensor<?x3x4x3xf32> {
  %blocks = "tf.Const"() <{value = dense<2> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %pads = "tf.Const"() <{value = dense<[[0, 1], [1, 1]]> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %y = "tf.SpaceToBatchND"(%x, %blocks, %pads) <{T = f32, Tblock_shape = i32, Tpaddings = i32}> : (tensor<?x5x6x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x3x4x3xf32>
  func.return %y : tensor<?x3x4x3xf32>
}

// -----

// BatchToSpaceND: the batch split into (2, 2, N), each block put after its spatial axis,
// merged, the crops sliced off (no Slice when there are none).
// CHECK-LABEL: func.func @batch_to_space
// CHECK-NEXT:    %[[SPLIT:.*]] = ov.Constant.v0 dense<[2, 2, -1, 3, 3, 2]> : tensor<6xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Reshape.v1 %x, %[[SPLIT]] {special_zero = false} : {{.*}} -> tensor<2x2x2x3x3x2xf32>
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[2, 3, 0, 4, 1, 5]> : tensor<6xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[A]], %[[ORDER]] : {{.*}} -> tensor<2x3x2x3x2x2xf32>
// CHECK-NEXT:    %[[MERGED:.*]] = ov.Constant.v0 dense<[-1, 6, 6, 2]> : tensor<4xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Reshape.v1 %[[B]], %[[MERGED]] {special_zero = false} : {{.*}} -> tensor<2x6x6x2xf32>
// CHECK-NEXT:    %[[START:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[STOP:.*]] = ov.Constant.v0 dense<[5, 6]> : tensor<2xi64>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Slice.v8 %[[C]], %[[START]], %[[STOP]], %[[STEP]], %[[AXES]] : {{.*}} -> tensor<2x5x5x2xf32>
// CHECK:         ov.Reshape.v1
// CHECK-NOT:     ov.Slice.v8
// CHECK:         func.return %[[Y]]
func.func @batch_to_space(%x: tensor<8x3x3x2xf32>) -> (tensor<2x5x5x2xf32>, tensor<2x6x6x2xf32>) {
  %blocks = "tf.Const"() <{value = dense<2> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %crops = "tf.Const"() <{value = dense<[[0, 1], [1, 0]]> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %none = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>, dtype = i32}> : () -> tensor<2x2xi32>
  %y = "tf.BatchToSpaceND"(%x, %blocks, %crops) <{T = f32, Tblock_shape = i32, Tcrops = i32}> : (tensor<8x3x3x2xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x5x5x2xf32>
  %z = "tf.BatchToSpaceND"(%x, %blocks, %none) <{T = f32, Tblock_shape = i32, Tcrops = i32}> : (tensor<8x3x3x2xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x6x6x2xf32>
  func.return %y, %z : tensor<2x5x5x2xf32>, tensor<2x6x6x2xf32>
}
