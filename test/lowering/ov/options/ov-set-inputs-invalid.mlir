// RUN: not ov-opt %s -p 'ov-set-inputs{inputs="y[1,3]"}' 2>&1 | filecheck %s --check-prefix=NAME
// RUN: not ov-opt %s -p 'ov-set-inputs{inputs="x[1,5]"}' 2>&1 | filecheck %s --check-prefix=SHAPE

// NAME: ov-opt: error: --input: the model has no input 'y'; its inputs: x
// SHAPE: ov-opt: error: --input: node 'w' (ov.MatMul.v0) cannot take the new input:
func.func @main(%x: tensor<?x4xf32> {ovopt.name = "x"}) -> tensor<?x2xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<4x2xf32> loc("weights")
  %y = ov.MatMul.v0 %x, %w : (tensor<?x4xf32>, tensor<4x2xf32>) -> tensor<?x2xf32> loc("w")
  func.return %y : tensor<?x2xf32>
}
