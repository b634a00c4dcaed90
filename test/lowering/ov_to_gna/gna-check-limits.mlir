// RUN: ov-opt %s -p 'gna-check-limits{target=3.5}' -o %t.mlir 2> %t.err && filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=KEPT < %t.mlir

// gna-check-limits lists the ops that break the target's limits and leaves the module as it
// is; only `strict=true` makes the first one an error (test_gna_models checks that through the
// CLI, and `report=FILE`).

// CHECK:      ov-opt: note: 1 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   {{.*}}ov.MatMul.v0 op: affine batch 16 exceeds 8

// KEPT:       ov.MatMul.v0 %x, %{{.*}} : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
func.func @main(%x: tensor<16x16xf32>) -> tensor<16x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  func.return %m : tensor<16x8xf32>
}
