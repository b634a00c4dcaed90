// RUN: rm -f %t.out
// RUN: not ov-opt %s -p 'gna-check-limits{target=3.5 report="%t.missing/report.tsv"}' -o %t.out 2>&1 | filecheck %s -DDIR=%t.missing
// RUN: not test -e %t.out

// A report file that cannot be written is a one-line error naming it and why, and no output is
// written.
// CHECK-NOT: Traceback
// CHECK:     ov-opt: error: cannot write the limits report [[DIR]]/report.tsv: No such file or directory
func.func @main(%x: tensor<16x16xf32>) -> tensor<16x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  func.return %m : tensor<16x8xf32>
}
