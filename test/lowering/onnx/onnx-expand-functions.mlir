// RUN: ov-opt %s --split-input-file -p onnx-expand-functions --print-debuginfo | filecheck %s

// SoftmaxCrossEntropyLoss has no direct lowering: it becomes the nodes of its ONNX function,
// whose NegativeLogLikelihoodLoss has none either and is expanded in turn. The node's
// attributes reach the body: reduction = "sum" is the ReduceSum, ignore_index the constant 2
// the labels are compared with. Each op is located in the expansion of node 'loss'.

// CHECK-LABEL: func.func @loss_sum_ignore_index
// CHECK-SAME:    (%[[X:.*]]: tensor<3x5xf32> loc(unknown), %[[T:.*]]: tensor<3xi64> loc(unknown), %[[W:.*]]: tensor<5xf32> loc(unknown))
// CHECK:         %[[LOGSM:.*]] = "onnx.LogSoftmax"({{.*}}) <{version = 13 : i64, axis = 2 : i64}> {{.*}} loc(callsite("loss/X_LogSM__1" at fused<"SoftmaxCrossEntropyLoss-13">["loss"]))
// CHECK:         %[[II:.*]] = "onnx.Constant"() <{version = 13 : i64, value = dense<2> : tensor<1xi64>}> {{.*}} loc(callsite("loss/output/const_ignore_index__1" at fused<"NegativeLogLikelihoodLoss-13">[callsite("loss/output" at fused<"SoftmaxCrossEntropyLoss-13">["loss"])]))
// CHECK:         "onnx.Equal"({{.*}}, %[[II]])
// CHECK:         "onnx.Gather"(%[[W]], {{.*}})
// CHECK:         %[[Y:.*]] = "onnx.ReduceSum"({{.*}}) <{version = 13 : i64, keepdims = 0 : i64}> : (tensor<3xf32>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<f32>
// CHECK-NOT:     onnx.SoftmaxCrossEntropyLoss
// CHECK-NOT:     onnx.NegativeLogLikelihoodLoss
func.func @loss_sum_ignore_index(%x: tensor<3x5xf32>, %t: tensor<3xi64>, %w: tensor<5xf32>) -> tensor<f32> {
  %y = "onnx.SoftmaxCrossEntropyLoss"(%x, %t, %w) <{version = 13 : i64, reduction = "sum", ignore_index = 2 : i64}> : (tensor<3x5xf32>, tensor<3xi64>, tensor<5xf32>) -> tensor<f32> loc("loss")
  func.return %y : tensor<f32>
}

// -----

// An attribute the node leaves out takes the schema's default: reduction "mean", without
// weights a ReduceMean. No ignore_index: no mask.

// CHECK-LABEL: func.func @loss_default_reduction
// CHECK-NOT:     onnx.Equal
// CHECK:         %[[Y:.*]] = "onnx.ReduceMean{{.*}}"({{.*}}) <{version = 13 : i64, keepdims = 0 : i64}> : (tensor<4xf32>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<f32>
func.func @loss_default_reduction(%x: tensor<4x3xf32>, %t: tensor<4xi64>) -> tensor<f32> {
  %y = "onnx.NegativeLogLikelihoodLoss"(%x, %t) <{version = 13 : i64}> : (tensor<4x3xf32>, tensor<4xi64>) -> tensor<f32> loc("nll")
  func.return %y : tensor<f32>
}

// -----

// The function body types the result better than the node did (rank 3), in the signature too.

// CHECK-LABEL: func.func @crop
// CHECK-SAME:    -> tensor<?x?x?xf32>
// CHECK-NOT:     onnx.CenterCropPad
// CHECK:         "onnx.Pad"
// CHECK:         "onnx.Slice"
func.func @crop(%x: tensor<?x?x3xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %y = "onnx.CenterCropPad"(%x, %s) <{version = 18 : i64, axes = array<i64: 0, 1>}> : (tensor<?x?x3xf32>, tensor<2xi64>) -> tensor<*xf32> loc("crop")
  func.return %y : tensor<*xf32>
}

// -----

// The pass must not fire: Relu-14 and Softmax-13 have function bodies, and direct lowerings,
// which win; Det has neither and stays for convert-onnx-to-ov to report.

// CHECK-LABEL: func.func @direct_lowerings_win
// CHECK-NEXT:    %[[R:.*]] = "onnx.Relu"(%{{.*}}) <{version = 14 : i64}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("relu")
// CHECK-NEXT:    %[[S:.*]] = "onnx.Softmax"(%[[R]]) <{version = 13 : i64}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("softmax")
// CHECK-NEXT:    %[[D:.*]] = "onnx.Det"(%[[S]]) <{version = 11 : i64}> : (tensor<2x3x3xf32>) -> tensor<2xf32> loc("det")
// CHECK-NEXT:    func.return %[[D]] : tensor<2xf32>
func.func @direct_lowerings_win(%x: tensor<2x3x3xf32>) -> tensor<2xf32> {
  %r = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("relu")
  %s = "onnx.Softmax"(%r) <{version = 13 : i64}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32> loc("softmax")
  %d = "onnx.Det"(%s) <{version = 11 : i64}> : (tensor<2x3x3xf32>) -> tensor<2xf32> loc("det")
  func.return %d : tensor<2xf32>
}
