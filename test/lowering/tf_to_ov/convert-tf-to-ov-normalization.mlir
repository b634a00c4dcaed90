// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Normalizations: FusedBatchNorm as BatchNormInference-5 in NCHW (on the batch's own statistics
// when is_training), LRN as LRN-0 across channels, Softmax and LogSoftmax over the last axis.
// The refusals come first: --verify-diagnostics prints them as it meets them, the converted
// chunks after all of them.

// Refused (must not fire): a FusedBatchNorm whose batch statistics (results 1 to 5) are read;
// an LRN of unknown rank, whose channel axis is unknown.
// CHECK: no lowering to OpenVINO for node 'bn' (FusedBatchNormV3): only its normalized output converts: the batch statistics it gives are read; an extension can add one
func.func @statistics_read(%x: tensor<1x4x4x3xf32>, %s: tensor<3xf32>) -> (tensor<1x4x4x3xf32>, tensor<3xf32>) {
  %y:6 = "tf.FusedBatchNormV3"(%x, %s, %s, %s, %s) <{T = f32, U = f32, epsilon = 0.001 : f32, is_training = false}> : (tensor<1x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) loc("bn")
  func.return %y#0, %y#1 : tensor<1x4x4x3xf32>, tensor<3xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'lrn' (LRN): needs an input of known rank, got tensor<*xf32>;
func.func @unranked_lrn(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "tf.LRN"(%x) <{T = f32, depth_radius = 2 : i64, bias = 1.0 : f32, alpha = 0.1 : f32, beta = 0.75 : f32}> : (tensor<*xf32>) -> tensor<*xf32> loc("lrn")
  func.return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x4x4x3xf32>, tensor<4xi64>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[N:.*]] = ov.BatchNormInference.v5 %[[X]], %s, %o, %m, %v {epsilon = 1.000000e-03 : f32}
// CHECK:         %[[Y:.*]] = ov.Transpose.v1 %[[N]], %{{.*}} {ovopt.layout_change} : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_norm(%x: tensor<1x4x4x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<1x4x4x3xf32> {
  %y:6 = "tf.FusedBatchNormV3"(%x, %s, %o, %m, %v) <{T = f32, U = f32, epsilon = 0.001 : f32, is_training = false}> : (tensor<1x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %y#0 : tensor<1x4x4x3xf32>
}

// -----

// is_training (a graph frozen in training mode): the mean and the (biased) variance of the
// batch over N, H, W; NCHW takes no layout transpose.
// CHECK-LABEL: func.func @batch_norm_training_nchw
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[AXES:.*]] = ov.Constant.v0 dense<[0, 2, 3]> : tensor<3xi64>
// CHECK-NEXT:    %[[MEAN:.*]] = ov.ReduceMean.v1 %x, %[[AXES]] : (tensor<2x3x4x4xf32>, tensor<3xi64>) -> tensor<3xf32>
// CHECK:         %[[COLUMN:.*]] = ov.Unsqueeze.v0 %[[MEAN]], %{{.*}} : (tensor<3xf32>, tensor<2xi64>) -> tensor<3x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Subtract.v1 %x, %[[COLUMN]]
// CHECK-NEXT:    %[[SQ:.*]] = ov.Multiply.v1 %[[C]], %[[C]]
// CHECK-NEXT:    %[[VAR:.*]] = ov.ReduceMean.v1 %[[SQ]], %[[AXES]]
// CHECK-NEXT:    %[[Y:.*]] = ov.BatchNormInference.v5 %x, %s, %o, %[[MEAN]], %[[VAR]] {epsilon = 1.000000e-03 : f32}
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_norm_training_nchw(%x: tensor<2x3x4x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<0xf32>) -> tensor<2x3x4x4xf32> {
  %y:5 = "tf.FusedBatchNorm"(%x, %s, %o, %m, %m) <{T = f32, epsilon = 0.001 : f32, is_training = true, data_format = "NCHW"}> : (tensor<2x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %y#0 : tensor<2x3x4x4xf32>
}

// -----

// TensorFlow's alpha scales the sum, OpenVINO's the mean over the window: alpha times the
// window's size (0.1 * 5).
// CHECK-LABEL: func.func @lrn
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x4x4x8xf32>, tensor<4xi64>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[L:.*]] = ov.LRN.v0 %[[X]], %[[AXES]] {alpha = 5.000000e-01 : f32, beta = 7.500000e-01 : f32, bias = 1.000000e+00 : f32, size = 5 : i64}
// CHECK:         ov.Transpose.v1 %[[L]], %{{.*}} {ovopt.layout_change}
func.func @lrn(%x: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %y = "tf.LRN"(%x) <{T = f32, depth_radius = 2 : i64, bias = 1.0 : f32, alpha = 0.1 : f32, beta = 0.75 : f32}> : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  func.return %y : tensor<1x4x4x8xf32>
}

// -----

// CHECK-LABEL: func.func @softmax
// CHECK-NEXT:    %[[A:.*]] = ov.Softmax.v8 %x {axis = -1 : i64} : tensor<2x5xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.LogSoftmax.v5 %x {axis = -1 : i64} : tensor<2x5xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @softmax(%x: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
  %a = "tf.Softmax"(%x) <{T = f32}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %b = "tf.LogSoftmax"(%x) <{T = f32}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %a, %b : tensor<2x5xf32>, tensor<2x5xf32>
}
