// RUN: ov-opt %s --split-input-file -p gna-substitute-softsign | filecheck %s

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

// Not fired: x / (2 + |x|), x / (1 + |z|), and 1 + |x| with another user.

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
