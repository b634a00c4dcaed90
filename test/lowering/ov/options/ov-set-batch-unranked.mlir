// RUN: not ov-opt %s -p 'ov-set-batch{batch=4}' 2>&1 | filecheck %s

// An input of unknown rank has no batch dimension to set: the error names it and what to give.
// CHECK-NOT: Traceback
// CHECK:     ov-opt: error: --batch: input 'x' has no known rank; give its shape with --input
func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}) -> tensor<*xf32> {
  func.return %x : tensor<*xf32>
}
