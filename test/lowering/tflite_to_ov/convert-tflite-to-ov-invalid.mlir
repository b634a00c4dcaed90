// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tflite-to-ov | filecheck %s

// A custom operator has no lowering of its own: refused naming it (by its output tensor) and
// its custom code; an extension can add one.
func.func @custom(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = tflite.custom %x {custom_code = "FlexMatrixDeterminant"} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc("det")
  func.return %y : tensor<2x4xf32>
}
// CHECK: no lowering to OpenVINO for node 'det' (FlexMatrixDeterminant); an extension can add one

// -----

// SIGN_BIT, a fused activation no kernel implements, has no OpenVINO op.
func.func @sign_bit(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = tflite.ADD %x, %x {fused_activation_function = "SIGN_BIT"} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc("sum")
  func.return %y : tensor<2x4xf32>
}
// CHECK: no lowering to OpenVINO for node 'sum' (ADD): fused activation SIGN_BIT has no OpenVINO op

// -----

// Axes computed at run time.
func.func @axes(%x: tensor<2x4xf32>, %a: tensor<1xi32>) -> tensor<2xf32> {
  %y = tflite.MEAN %x, %a : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2xf32> loc("mean")
  func.return %y : tensor<2xf32>
}
// CHECK: no lowering to OpenVINO for node 'mean' (MEAN): its axes must be a constant, not computed at run time

// -----

// A builtin operator ovopt has no lowering for (must not fire: the op stays and is named).
func.func @unlowered(%x: tensor<2x4xf32>, %axis: tensor<i32>) -> tensor<2x4xf32> {
  %y = tflite.CUMSUM %x, %axis : (tensor<2x4xf32>, tensor<i32>) -> tensor<2x4xf32> loc("cumsum")
  func.return %y : tensor<2x4xf32>
}
// CHECK: no lowering to OpenVINO for node 'cumsum' (CUMSUM); an extension can add one
