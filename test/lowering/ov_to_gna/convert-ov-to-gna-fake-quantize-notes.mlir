// RUN: ov-opt %s -p 'convert-ov-to-gna{precision=i16}' 2>&1 >/dev/null | filecheck %s

// When quantising, a FakeQuantize that moves into GNA's layers is not named in the note; one
// that stays on the CPU is, though both are spelled alike (no names): the note drops nodes by
// their op, not by their text. %a folds (a model input read only by the gna Sigmoid), %b does
// not (the Power that reads it stays on the CPU).

// CHECK:      ov-opt: note: 2 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   a ov.FakeQuantize.v0 op: GNA has no FakeQuantize operation
// CHECK-NEXT:   a ov.Power.v1 op: no PWL within 1 % of its range
// CHECK-NOT:    FakeQuantize
func.func @one_folded_one_kept(%x: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %lo = ov.Constant.v0 dense<-4.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<4.0> : tensor<f32>
  %a = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
  %z = ov.Sigmoid.v0 %a : tensor<1x8xf32>
  %b = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
  %e = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %y = ov.Power.v1 %b, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %y, %z : tensor<1x8xf32>, tensor<1x8xf32>
}
