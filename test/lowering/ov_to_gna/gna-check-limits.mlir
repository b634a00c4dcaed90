// RUN: ov-opt %s -p 'gna-check-limits{target=3.5}' -o %t.mlir 2> %t.err && filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=KEPT < %t.mlir
// RUN: not ov-opt %s -p 'gna-check-limits{target=3.5 strict=true}' 2>&1 | filecheck %s --check-prefix=STRICT

// gna-check-limits lists the ops that break the target's limits and leaves the module as it
// is; only `strict=true` makes the first one an error (test_gna_models checks that through the
// CLI, and `report=FILE`), its message naming the first and counting the others.

// CHECK:      ov-opt: note: 2 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   {{.*}}ov.MatMul.v0 op: affine batch 16 exceeds 8
// CHECK-NEXT:   {{.*}}ov.MatMul.v0 op: affine batch 16 exceeds 8

// STRICT: ov-opt: error: a ov.MatMul.v0 op does not fit GNA 3.5: affine batch 16 exceeds 8 {{.*}} (and 1 more); drop strict

// KEPT:       ov.MatMul.v0 %x, %{{.*}} : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
func.func @main(%x: tensor<16x16xf32>) -> tensor<16x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %v = ov.Constant.v0 dense<0.1> : tensor<8x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %n = ov.MatMul.v0 %m, %v : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  func.return %n : tensor<16x8xf32>
}
