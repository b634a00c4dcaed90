// RUN: not ov-opt %s -p 'ov-set-batch{batch=0}' 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not ov-opt %s -p 'ov-set-inputs{inputs="x[1,4]"},ov-set-batch{batch=4}' 2>&1 | filecheck %s --check-prefix=CONFLICT
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="x[?,4]"},ov-set-batch{batch=4}' | filecheck %s --check-prefix=DYNAMIC
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="x[4,4]"},ov-set-batch{batch=4}' | filecheck %s --check-prefix=DYNAMIC
// RUN: not ov-opt %S/Inputs/batch-scalar.mlir -p 'ov-set-batch{batch=4}' 2>&1 | filecheck %s --check-prefix=SCALAR
// RUN: not ov-opt %S/Inputs/batch-ambiguous.mlir -p 'ov-set-batch{batch=4}' 2>&1 | filecheck %s --check-prefix=FIRST

// What --batch refuses, naming the input: no batch size; a batch other than the one a shape
// --input gave (a dynamic one there, or the same, is fine); a scalar input; a first dimension
// the model fixes to a size other than 1, which may not be a batch (as Model Optimizer says).

// ZERO: ov-opt: error: --batch: 0 is not a batch size; give a positive number
// CONFLICT: ov-opt: error: --batch 4 conflicts with --input x[1,4]: input 'x' has batch 1 there; give one of them
// DYNAMIC: func.func @main(%x: tensor<4x4xf32> {{.*}}) -> tensor<4x4xf32>
// SCALAR: ov-opt: error: --batch: input 's' is a scalar: it has no batch dimension; leave --batch out
// FIRST: ov-opt: error: --batch: input 'x' has shape [10,34], whose first dimension 10 may not be a batch (Model Optimizer sets a first dimension only when it is dynamic or 1); give the shape with --input, or say which dimension is the batch with --layout (N)
func.func @main(%x: tensor<?x4xf32> {ovopt.name = "x"}) -> tensor<?x4xf32> {
  %y = ov.Relu.v0 %x : tensor<?x4xf32>
  func.return %y : tensor<?x4xf32>
}
