// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// BatchNormalization in inference mode is BatchNormInference-5: the inputs keep their order
// (X, scale = gamma, B = beta, mean, var); epsilon is copied (ONNX default 1e-5).

// CHECK-LABEL: func.func @batch_norm_15
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4x4xf32>, %[[S:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.BatchNormInference.v5 %[[X]], %[[S]], %[[B]], %[[M]], %[[V]] {epsilon = 1.000000e-03 : f32} : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3x4x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<?x3x4x4xf32>
func.func @batch_norm_15(%x: tensor<?x3x4x4xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<?x3x4x4xf32> {
  %y = "onnx.BatchNormalization"(%x, %s, %b, %m, %v) <{version = 15 : i64, epsilon = 1.000000e-03 : f32, training_mode = 0 : i64, resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3x4x4xf32>
  func.return %y : tensor<?x3x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_9
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.BatchNormInference.v5 %[[X]], %[[S]], %[[B]], %[[M]], %[[V]] {epsilon = 1.000000e-05 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x3xf32>
func.func @batch_norm_9(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.BatchNormalizationV9"(%x, %s, %b, %m, %v) <{version = 9 : i64, resultSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// The running statistics outputs exist only in training; declared but unused, they vanish.

// CHECK-LABEL: func.func @batch_norm_unused_statistics
// CHECK-NEXT:    %[[Y:.*]] = ov.BatchNormInference.v5
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x3xf32>
func.func @batch_norm_unused_statistics(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> tensor<2x3xf32> {
  %y, %rm, %rv = "onnx.BatchNormalization"(%x, %c, %c, %c, %c) <{version = 15 : i64, resultSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %y : tensor<2x3xf32>
}

// -----

// Softmax-13 normalises one axis: Softmax-8 with that axis.

// CHECK-LABEL: func.func @softmax_13
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.Softmax.v8 %[[X]] {axis = -1 : i64} : tensor<?x3x4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Softmax.v8 %[[X]] : tensor<?x3x4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @softmax_13(%x: tensor<?x3x4xf32>) -> (tensor<?x3x4xf32>, tensor<?x3x4xf32>) {
  %a = "onnx.Softmax"(%x) <{version = 13 : i64}> : (tensor<?x3x4xf32>) -> tensor<?x3x4xf32>
  %b = "onnx.Softmax"(%x) <{version = 13 : i64, axis = 1 : i64}> : (tensor<?x3x4xf32>) -> tensor<?x3x4xf32>
  func.return %a, %b : tensor<?x3x4xf32>, tensor<?x3x4xf32>
}

// -----

// Softmax-11 at the last axis is one axis too (axis normalised: -1 of rank 3 is 2).

// CHECK-LABEL: func.func @softmax_11_last_axis
// CHECK-NEXT:    %[[A:.*]] = ov.Softmax.v8 %{{.*}} {axis = 2 : i64} : tensor<?x3x4xf32>
// CHECK-NEXT:    func.return %[[A]]
func.func @softmax_11_last_axis(%x: tensor<?x3x4xf32>) -> tensor<?x3x4xf32> {
  %a = "onnx.Softmax"(%x) <{version = 11 : i64, axis = -1 : i64}> : (tensor<?x3x4xf32>) -> tensor<?x3x4xf32>
  func.return %a : tensor<?x3x4xf32>
}

// -----

// Softmax-1 and -11 normalise the input flattened to 2-D at `axis` (default 1): [2, 3, 4]
// becomes [2, 12], is normalised along axis 1 and reshaped back.

// CHECK-LABEL: func.func @softmax_1_flattens
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[S2:.*]] = ov.Constant.v0 dense<[2, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[FLAT:.*]] = ov.Reshape.v1 %[[X]], %[[S2]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
// CHECK-NEXT:    %[[SM:.*]] = ov.Softmax.v8 %[[FLAT]] : tensor<2x12xf32>
// CHECK-NEXT:    %[[S3:.*]] = ov.Constant.v0 dense<[2, 3, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %[[SM]], %[[S3]] {special_zero = false} : (tensor<2x12xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x3x4xf32>
func.func @softmax_1_flattens(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %y = "onnx.Softmax"(%x) <{version = 1 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// With a dynamic batch, the flattening keeps the tail static ([-1, 12]) and the shape to
// restore comes from ShapeOf, whose input's known dims the result keeps: [?, 3, 4].

// CHECK-LABEL: func.func @softmax_11_dynamic
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>)
// CHECK-NEXT:    %[[S2:.*]] = ov.Constant.v0 dense<[-1, 12]> : tensor<2xi64>
// CHECK-NEXT:    %[[FLAT:.*]] = ov.Reshape.v1 %[[X]], %[[S2]] {special_zero = false} : (tensor<?x3x4xf32>, tensor<2xi64>) -> tensor<?x12xf32>
// CHECK-NEXT:    %[[SM:.*]] = ov.Softmax.v8 %[[FLAT]] : tensor<?x12xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[X]] : (tensor<?x3x4xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %[[SM]], %[[SHAPE]] {special_zero = false} : (tensor<?x12xf32>, tensor<3xi64>) -> tensor<?x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<?x3x4xf32>
func.func @softmax_11_dynamic(%x: tensor<?x3x4xf32>) -> tensor<?x3x4xf32> {
  %y = "onnx.Softmax"(%x) <{version = 11 : i64, axis = 1 : i64}> : (tensor<?x3x4xf32>) -> tensor<?x3x4xf32>
  func.return %y : tensor<?x3x4xf32>
}
