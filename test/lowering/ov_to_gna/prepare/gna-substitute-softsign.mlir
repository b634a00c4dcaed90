// RUN: ov-opt %s --split-input-file -p gna-substitute-softsign | filecheck %s

// Negative cases, one per condition of SubstituteSoftsign (only it fails; no SoftSign):
//   softsign.offset              @stays (%y1)
//   softsign.abs-of-x            @stays (%y2)
//   softsign.sum-single-use      @stays (%y3; also implied by affine()'s single-use read)
//   softsign.abs-scale           @abs_scaled
//   softsign.one-factor          @abs_times_other
//   softsign.abs-single-use      @abs_used_elsewhere
//   softsign.power               @power_minus_two
//   softsign.scale               @power_scaled
//   softsign.power-single-use    @power_used_elsewhere
//   softsign.power-abs-of-x      @power_of_other
//   softsign.computes-like       @broadcast_wider

// x * (1 + |x|)^-1, as gna-convert-divide leaves x / (1 + |x|), and the Divide itself.

// CHECK-LABEL: func.func @power
// CHECK-NEXT:    %[[Y:.*]] = ov.SoftSign.v9 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @power(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %m1 = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %one, %a : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Power.v1 %s, %m1 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Multiply.v1 %r, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @divide
// CHECK-NEXT:    %[[Y:.*]] = ov.SoftSign.v9 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @divide(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %a, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Divide.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [softsign.offset] [softsign.abs-of-x] [softsign.sum-single-use] Not fired: x / (2 + |x|) (%y1),
// x / (1 + |z|) (%y2), and 1 + |x| with another user (%y3).

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.SoftSign
// CHECK-COUNT-3: ov.Divide.v1
func.func @stays(%x: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s2 = ov.Add.v1 %a, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y1 = ov.Divide.v1 %x, %s2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %az = ov.Abs.v0 %z : tensor<2x3xf32>
  %sz = ov.Add.v1 %az, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y2 = ov.Divide.v1 %x, %sz : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %a3 = ov.Abs.v0 %x : tensor<2x3xf32>
  %s3 = ov.Add.v1 %a3, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y3 = ov.Divide.v1 %x, %s3 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y1, %y2, %y3, %s3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// [softsign.abs-scale] x / (1 + 2 |x|).

// CHECK-LABEL: func.func @abs_scaled
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @abs_scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %a2 = ov.Multiply.v1 %a, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %s = ov.Add.v1 %a2, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Divide.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [softsign.one-factor] x / (1 + |x| z).

// CHECK-LABEL: func.func @abs_times_other
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @abs_times_other(%x: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %az = ov.Multiply.v1 %a, %z : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = ov.Add.v1 %az, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Divide.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [softsign.abs-single-use] |x| is also a result.

// CHECK-LABEL: func.func @abs_used_elsewhere
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @abs_used_elsewhere(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %a, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Divide.v1 %x, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y, %a : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// [softsign.power] x (1 + |x|)^-2.

// CHECK-LABEL: func.func @power_minus_two
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @power_minus_two(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %m1 = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %one, %a : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Power.v1 %s, %m1 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Multiply.v1 %r, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [softsign.scale] x (2 (1 + |x|)^-1): the product's scale is not 1.

// CHECK-LABEL: func.func @power_scaled
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @power_scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %m1 = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %one, %a : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Power.v1 %s, %m1 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r2 = ov.Multiply.v1 %r, %two : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Multiply.v1 %x, %r2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [softsign.power-single-use] (1 + |x|)^-1 is also a result.

// CHECK-LABEL: func.func @power_used_elsewhere
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @power_used_elsewhere(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %m1 = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %one, %a : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Power.v1 %s, %m1 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Multiply.v1 %r, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y, %r : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// [softsign.power-abs-of-x] x (1 + |z|)^-1 (the Multiply form).

// CHECK-LABEL: func.func @power_of_other
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @power_of_other(%x: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %m1 = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %a = ov.Abs.v0 %z : tensor<2x3xf32>
  %s = ov.Add.v1 %one, %a : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Power.v1 %s, %m1 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Multiply.v1 %r, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [softsign.computes-like] a 1x1x1 one broadcasts the quotient wider than x.

// CHECK-LABEL: func.func @broadcast_wider
// CHECK-NOT:     ov.SoftSign
// CHECK:         func.return

func.func @broadcast_wider(%x: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<1x1x1xf32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %a, %one : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> tensor<1x2x3xf32>
  %y = ov.Divide.v1 %x, %s : (tensor<2x3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  func.return %y : tensor<1x2x3xf32>
}

// -----

// A softsign nothing reads is erased, not replaced by a SoftSign nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %m1 = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %a = ov.Abs.v0 %x : tensor<2x3xf32>
  %s = ov.Add.v1 %one, %a : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = ov.Power.v1 %s, %m1 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %y = ov.Multiply.v1 %r, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %x : tensor<2x3xf32>
}
