// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Pooling in NCHW between marked layout transposes: MaxPool (and MaxPoolV2, MaxPool3D) as
// MaxPool-8, AvgPool (and AvgPool3D) as AvgPool-1 leaving the pads out of the average. The
// refusals come first: --verify-diagnostics prints them as it meets them, the converted chunks
// after all of them.

// Refused (must not fire): SAME over spatial sizes unknown when converting; MaxPoolV2's ksize
// computed at run time.
// CHECK: no lowering to OpenVINO for node 'avg' (AvgPool): SAME pooling needs the input's spatial sizes, got tensor<1x?x?x3xf32>; an extension can add one
func.func @same_dynamic(%x: tensor<1x?x?x3xf32>) -> tensor<1x?x?x3xf32> {
  %y = "tf.AvgPool"(%x) <{T = f32, ksize = array<i64: 1, 3, 3, 1>, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<1x?x?x3xf32>) -> tensor<1x?x?x3xf32> loc("avg")
  func.return %y : tensor<1x?x?x3xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'pool' (MaxPoolV2): its ksize must be known when converting (a constant), not computed at run time;
func.func @ksize_at_run_time(%x: tensor<1x8x8x3xf32>, %k: tensor<4xi32>) -> tensor<1x4x4x3xf32> {
  %s = "tf.Const"() <{value = dense<[1, 2, 2, 1]> : tensor<4xi32>, dtype = i32}> : () -> tensor<4xi32>
  %y = "tf.MaxPoolV2"(%x, %k, %s) <{T = f32, padding = "VALID"}> : (tensor<1x8x8x3xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x4x4x3xf32> loc("pool")
  func.return %y : tensor<1x4x4x3xf32>
}

// -----

// MaxPool's EXPLICIT padding is explicit_paddings' spatial pairs (H: 1, 2; W: 0, 1).
// CHECK-LABEL: func.func @explicit
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x6x6x3xf32>, tensor<4xi64>) -> tensor<1x3x6x6xf32>
// CHECK-NEXT:    %[[M:.*]], %{{.*}} = ov.MaxPool.v8 %[[X]] {dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 2, 1>} : (tensor<1x3x6x6xf32>) -> (tensor<1x3x4x3xf32>, tensor<1x3x4x3xi64>)
// CHECK:         ov.Transpose.v1 %[[M]], %{{.*}} {ovopt.layout_change} : (tensor<1x3x4x3xf32>, tensor<4xi64>) -> tensor<1x4x3x3xf32>
func.func @explicit(%x: tensor<1x6x6x3xf32>) -> tensor<1x4x3x3xf32> {
  %y = "tf.MaxPool"(%x) <{T = f32, ksize = array<i64: 1, 3, 3, 1>, strides = array<i64: 1, 2, 2, 1>, padding = "EXPLICIT", explicit_paddings = array<i64: 0, 0, 1, 2, 0, 1, 0, 0>}> : (tensor<1x6x6x3xf32>) -> tensor<1x4x3x3xf32>
  func.return %y : tensor<1x4x3x3xf32>
}

// -----

// SAME over 5 with a window of 3 and stride 2: one pad each side.
// CHECK-LABEL: func.func @max_same
// CHECK:         ov.MaxPool.v8 %{{.*}} {dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
func.func @max_same(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32> {
  %y = "tf.MaxPool"(%x) <{T = f32, ksize = array<i64: 1, 3, 3, 1>, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32>
  func.return %y : tensor<1x3x3x2xf32>
}

// -----

// SAME over 6: the one pad at the end, outside the average (exclude-pad).
// CHECK-LABEL: func.func @avg_same
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    %[[A:.*]] = ov.AvgPool.v1 %[[X]] {kernel = array<i64: 3, 3>, "exclude-pad" = true, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32>
// CHECK:         ov.Transpose.v1 %[[A]], %{{.*}} {ovopt.layout_change}
func.func @avg_same(%x: tensor<1x6x6x2xf32>) -> tensor<1x3x3x2xf32> {
  %y = "tf.AvgPool"(%x) <{T = f32, ksize = array<i64: 1, 3, 3, 1>, strides = array<i64: 1, 2, 2, 1>, padding = "SAME"}> : (tensor<1x6x6x2xf32>) -> tensor<1x3x3x2xf32>
  func.return %y : tensor<1x3x3x2xf32>
}

// -----

// MaxPoolV2's ksize and strides as known tensors; NCHW takes no layout transpose.
// CHECK-LABEL: func.func @max_v2_nchw
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[M:.*]], %{{.*}} = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}
// CHECK-NEXT:    func.return %[[M]]
func.func @max_v2_nchw(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32> {
  %k = "tf.Const"() <{value = dense<[1, 1, 2, 2]> : tensor<4xi32>, dtype = i32}> : () -> tensor<4xi32>
  %y = "tf.MaxPoolV2"(%x, %k, %k) <{T = f32, padding = "VALID", data_format = "NCHW"}> : (tensor<1x2x6x6xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

// AvgPool3D: NDHWC to NCDHW and back.
// CHECK-LABEL: func.func @avg3d
// CHECK:         ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x4x4x4x2xf32>, tensor<5xi64>) -> tensor<1x2x4x4x4xf32>
// CHECK-NEXT:    ov.AvgPool.v1 %{{.*}} {kernel = array<i64: 2, 2, 2>, "exclude-pad" = true, strides = array<i64: 2, 2, 2>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>}
func.func @avg3d(%x: tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32> {
  %y = "tf.AvgPool3D"(%x) <{T = f32, ksize = array<i64: 1, 2, 2, 2, 1>, strides = array<i64: 1, 2, 2, 2, 1>, padding = "VALID"}> : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
  func.return %y : tensor<1x2x2x2x2xf32>
}
