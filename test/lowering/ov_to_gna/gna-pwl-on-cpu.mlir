// RUN: ov-opt %s -p 'convert-ov-to-gna{precision=i16}' 2>&1 | filecheck %s
// RUN: ov-opt %s -p 'convert-ov-to-gna{precision=i16}' 2>&1 >/dev/null | filecheck %s --check-prefix=QUIET

// x^-1 has a pole at 0, inside its PWL domain [-16, 16]: no segments reach the bound, so the
// Power stays on the CPU with a note; the rest converts, and no numpy warning is printed.

// CHECK:      ov-opt: note: 1 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   node 'inverse' (ov.Power.v1): no PWL within 1 % of its range: power -1 has no finite tangent error on [-16, 0]
// CHECK:      ov.Power.v1
// CHECK:      gna.pwl {{.*}}approximates = "sigmoid"
// QUIET-NOT:  RuntimeWarning
// QUIET-NOT:  warning
func.func @inverse_and_sigmoid(%x: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %e = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %y = ov.Power.v1 %x, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32> loc("inverse")
  %z = ov.Sigmoid.v0 %x : tensor<1x8xf32> loc("sigmoid")
  func.return %y, %z : tensor<1x8xf32>, tensor<1x8xf32>
}
