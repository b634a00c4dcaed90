// RUN: not ov-opt %s -p gna-default 2>&1 | filecheck %s

// A module of two functions, neither @main nor marked ovopt.main: the GNA pipeline cannot tell
// the model; one line, no traceback.

// CHECK: ov-opt: error: the module must hold one function, @main, the model
// CHECK-NOT: Traceback
func.func @a(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Relu.v0 %x : tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}
func.func @b(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Relu.v0 %x : tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}
