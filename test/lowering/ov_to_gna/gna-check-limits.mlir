// RUN: ov-opt %s -p 'gna-check-limits{target=3.5}' -o %t.mlir 2> %t.err && filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=KEPT < %t.mlir
// RUN: not ov-opt %s -p 'gna-check-limits{target=3.5 strict=true}' 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: ov-opt %s -p 'gna-check-limits{target=3.5 report="%t.tsv"}' -o /dev/null && filecheck %s --check-prefix=REPORT < %t.tsv
// RUN: not ov-opt %s -p 'gna-check-limits{target=4.0}' 2>&1 | filecheck %s --check-prefix=TARGET

// gna-check-limits lists the ops that break the target's limits and leaves the module as it
// is; only `strict=true` makes the first one an error (test_gna_models checks that through the
// CLI, and `report=FILE`), its message naming the first and counting the others.

// CHECK:      ov-opt: note: 2 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   {{.*}}ov.MatMul.v0 op: affine batch 16 exceeds 8
// CHECK-NEXT:   {{.*}}ov.MatMul.v0 op: affine batch 16 exceeds 8

// STRICT: ov-opt: error: a ov.MatMul.v0 op does not fit GNA 3.5: affine batch 16 exceeds 8 {{.*}} (and 1 more); drop strict

// `report=FILE` writes the same nodes as tab-separated lines under a header; an unknown target is
// a one-line error naming the known ones.

// REPORT:      node{{\t}}op{{\t}}target{{\t}}limit
// REPORT-NEXT: <unnamed MatMul>{{\t}}ov.MatMul.v0{{\t}}GNA 3.5{{\t}}affine batch 16 exceeds 8 {{.*}}
// REPORT-NEXT: <unnamed MatMul>{{\t}}ov.MatMul.v0{{\t}}GNA 3.5{{\t}}affine batch 16 exceeds 8 {{.*}}
// REPORT-EMPTY:

// TARGET-NOT:  Traceback
// TARGET:      ov-opt: error: unknown GNA target '4.0': use one of 2.0, 3.0, 3.5

// KEPT:       ov.MatMul.v0 %x, %{{.*}} : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
func.func @main(%x: tensor<16x16xf32>) -> tensor<16x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %v = ov.Constant.v0 dense<0.1> : tensor<8x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %n = ov.MatMul.v0 %m, %v : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  func.return %n : tensor<16x8xf32>
}
