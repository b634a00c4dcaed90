// RUN: not ov-opt %s -p 'ov-cut-outputs{outputs="y"}' 2>&1 | filecheck %s

// The options read the model's one block: a function of two (a second block no branch reaches,
// which the parser takes) is refused, not cut in its first block while the last one returns.

// CHECK-NOT: Traceback
// CHECK:     ov-opt: error: --output: the model's function has 2 blocks; a model is one block
func.func @main(%x: tensor<2xf32> {ovopt.name = "x"}) -> (tensor<2xf32> {ovopt.name = "y"}) {
  %r = ov.Relu.v0 %x : tensor<2xf32>
  func.return %r : tensor<2xf32>
^bb1:
  %t = ov.Tanh.v0 %x : tensor<2xf32>
  func.return %t : tensor<2xf32>
}
