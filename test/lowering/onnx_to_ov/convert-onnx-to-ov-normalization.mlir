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

// training_mode = 1 normalises by this batch's mean and population variance over every axis
// but the channels, and updates the running statistics by momentum (computed in X's type,
// converted back to the statistics' type).

// CHECK-LABEL: func.func @batch_norm_training
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x5xf32>, %[[S:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf16>, %[[V:.*]]: tensor<3xf16>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[MEAN:.*]] = ov.ReduceMean.v1 %[[X]], %[[AXES]] {keep_dims = true} : (tensor<?x3x5xf32>, tensor<2xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[CENTERED:.*]] = ov.Subtract.v1 %[[X]], %[[MEAN]]
// CHECK-NEXT:    %[[SQUARES:.*]] = ov.Multiply.v1 %[[CENTERED]], %[[CENTERED]]
// CHECK-NEXT:    %[[VAR:.*]] = ov.ReduceMean.v1 %[[SQUARES]], %[[AXES]] {keep_dims = true}
// CHECK-NEXT:    %[[EPS:.*]] = ov.Constant.v0 dense<1.000000e-05> : tensor<f32>
// CHECK-NEXT:    %[[VAR_EPS:.*]] = ov.Add.v1 %[[VAR]], %[[EPS]]
// CHECK-NEXT:    %[[STD:.*]] = ov.Sqrt.v0 %[[VAR_EPS]]
// CHECK-NEXT:    %[[NORMAL:.*]] = ov.Divide.v1 %[[CENTERED]], %[[STD]]
// CHECK:         %[[SCALE:.*]] = ov.Reshape.v1 %[[S]], %{{.*}} {special_zero = false} : (tensor<3xf32>, tensor<3xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Multiply.v1 %[[NORMAL]], %[[SCALE]]
// CHECK:         %[[BIAS:.*]] = ov.Reshape.v1 %[[B]], %{{.*}} {special_zero = false} : (tensor<3xf32>, tensor<3xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[SCALED]], %[[BIAS]]
// CHECK:         %[[MEAN_C:.*]] = ov.Reshape.v1 %[[MEAN]], %{{.*}} {special_zero = false} : (tensor<1x3x1xf32>, tensor<1xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %[[M32:.*]] = ov.Convert.v0 %[[M]] {destination_type = f32}
// CHECK-NEXT:    %[[MOMENTUM:.*]] = ov.Constant.v0 dense<8.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Multiply.v1 %[[M32]], %[[MOMENTUM]]
// CHECK-NEXT:    %[[REST:.*]] = ov.Constant.v0 dense<0.199999988> : tensor<f32>
// CHECK-NEXT:    %[[NEW:.*]] = ov.Multiply.v1 %[[MEAN_C]], %[[REST]]
// CHECK-NEXT:    %[[RM32:.*]] = ov.Add.v1 %[[KEPT]], %[[NEW]]
// CHECK-NEXT:    %[[RM:.*]] = ov.Convert.v0 %[[RM32]] {destination_type = f16} : (tensor<3xf32>) -> tensor<3xf16>
// CHECK:         %[[VAR_C:.*]] = ov.Reshape.v1 %[[VAR]], %{{.*}} -> tensor<3xf32>
// CHECK:         %[[RV:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f16} : (tensor<3xf32>) -> tensor<3xf16>
// CHECK-NEXT:    func.return %[[Y]], %[[RM]], %[[RV]]
func.func @batch_norm_training(%x: tensor<?x3x5xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf16>, %v: tensor<3xf16>) -> (tensor<?x3x5xf32>, tensor<3xf16>, tensor<3xf16>) {
  %y, %rm, %rv = "onnx.BatchNormalization"(%x, %s, %b, %m, %v) <{version = 15 : i64, training_mode = 1 : i64, momentum = 8.000000e-01 : f32, resultSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<?x3x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf16>, tensor<3xf16>) -> (tensor<?x3x5xf32>, tensor<3xf16>, tensor<3xf16>)
  func.return %y, %rm, %rv : tensor<?x3x5xf32>, tensor<3xf16>, tensor<3xf16>
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

// -----

// LRN is LRN-0 across the channels, axis 1, which data of rank 2 has (the smallest rank the
// lowering takes); the attributes are copied.

// CHECK-LABEL: func.func @lrn_of_rank_2
// CHECK-SAME:    (%[[X:.*]]: tensor<2x5xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.LRN.v0 %[[X]], %[[AXES]] {alpha = 5.000000e-01 : f32, beta = 7.500000e-01 : f32, bias = 2.000000e+00 : f32, size = 3 : i64} : (tensor<2x5xf32>, tensor<1xi64>) -> tensor<2x5xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x5xf32>
func.func @lrn_of_rank_2(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %y = "onnx.LRN"(%x) <{version = 13 : i64, size = 3 : i64, alpha = 5.000000e-01 : f32, beta = 7.500000e-01 : f32, bias = 2.000000e+00 : f32}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}
