// RUN: ov-opt %s --split-input-file -p gna-convert-divide | filecheck %s

// Negative cases, one per condition of ConvertDivide (only it fails; no Multiply):
//   divide.float   @integer

// By a constant: a Multiply by the folded reciprocal.

// CHECK-LABEL: func.func @by_constant
// CHECK-NEXT:    %[[R:.*]] = ov.Constant.v0 dense<[5.000000e-01, 2.500000e-01]> : tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %x, %[[R]] : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @by_constant(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %c = ov.Constant.v0 dense<[2.0, 4.0]> : tensor<2xf32>
  %y = ov.Divide.v1 %x, %c : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// By a tensor: a Multiply by its Power -1.

// CHECK-LABEL: func.func @by_tensor
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = ov.Power.v1 %b, %[[M1]] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %a, %[[R]] : (tensor<3x2xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @by_tensor(%a: tensor<3x2xf32>, %b: tensor<3x1xf32>) -> tensor<3x2xf32> {
  %y = ov.Divide.v1 %a, %b : (tensor<3x2xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// [divide.float] Integer division rounds: it must not become a product.

// CHECK-LABEL: func.func @integer
// CHECK-NEXT:    %[[Y:.*]] = ov.Divide.v1 %a, %b
// CHECK-NEXT:    func.return %[[Y]]
func.func @integer(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %y = ov.Divide.v1 %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return %y : tensor<4xi32>
}

// -----

// A Divide nothing reads is erased, not left as a Multiply nothing reads either.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<3x2xf32>, %b: tensor<3x1xf32>) -> tensor<3x2xf32> {
  %y = ov.Divide.v1 %x, %b : (tensor<3x2xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
  func.return %x : tensor<3x2xf32>
}
