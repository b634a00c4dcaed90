// RUN: ov-opt %s --split-input-file --verify-diagnostics -p onnx-expand-functions,convert-onnx-to-ov | filecheck %s

// An operator with neither a lowering nor a function body keeps the conversion's error.
func.func @neither(%x: tensor<3x3xf32>) -> tensor<f32> {
  %y = "onnx.Det"(%x) <{version = 11 : i64}> : (tensor<3x3xf32>) -> tensor<f32> loc("det_of_x")
  func.return %y : tensor<f32>
}
// CHECK: no lowering to OpenVINO for node 'det_of_x' (Det-11)

// -----

// An op of an expansion that cannot be lowered is named with the model nodes it expands, the
// innermost first: scores of unknown rank leave the mean over every axis no rank to reduce.
func.func @inner_failure(%x: tensor<*xf32>, %t: tensor<*xi64>) -> tensor<f32> {
  %y = "onnx.SoftmaxCrossEntropyLoss"(%x, %t) <{version = 13 : i64}> : (tensor<*xf32>, tensor<*xi64>) -> tensor<f32> loc("loss")
  func.return %y : tensor<f32>
}
// CHECK-NEXT: node 'loss/output/loss' (ReduceMean-13) in the expansion of node 'loss/output' (NegativeLogLikelihoodLoss-13) in the expansion of node 'loss' (SoftmaxCrossEntropyLoss-13): a reduction over every axis needs a known rank
