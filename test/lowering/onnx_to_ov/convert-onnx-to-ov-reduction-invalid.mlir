// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Reductions the lowering refuses, each error naming the node.

// Axes known only at run time, of unknown length, without noop_with_empty_axes: empty axes
// would reduce every axis in ONNX and none in OpenVINO.
func.func @runtime_axes_maybe_empty(%x: tensor<3x4xf32>, %axes: tensor<?xi64>) -> tensor<?x?xf32> {
  %y = "onnx.ReduceSum"(%x, %axes) <{version = 13 : i64}> : (tensor<3x4xf32>, tensor<?xi64>) -> tensor<?x?xf32> loc("sum")
  func.return %y : tensor<?x?xf32>
}
// CHECK: node 'sum' (ReduceSum-13): the axes input is known only at run time and may be empty, which reduces every axis in ONNX and none in OpenVINO: give the axes as a constant or a static shape

// -----

// Every axis of an input of unknown rank cannot be listed.
func.func @all_axes_unknown_rank(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "onnx.ReduceMeanV13"(%x) <{version = 13 : i64}> : (tensor<*xf32>) -> tensor<*xf32> loc("mean")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'mean' (ReduceMean-13): a reduction over every axis needs a known rank, got tensor<*xf32>
