// RUN: ov-opt %s --split-input-file -p gna-convert-subtract | filecheck %s

// Negative cases, one per condition of ConvertSubtract (only it fails; no Add):
//   subtract.signed   @unsigned

// A constant subtrahend: an Add of the negated constant.

// CHECK-LABEL: func.func @constant
// CHECK-NEXT:    %[[N:.*]] = ov.Constant.v0 dense<[-1.500000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %x, %[[N]] : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @constant(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %c = ov.Constant.v0 dense<[1.5, -2.0]> : tensor<2xf32>
  %y = ov.Subtract.v1 %x, %c : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// A tensor subtrahend: scaled by -1, then added; signed integers too.

// CHECK-LABEL: func.func @tensor
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1> : tensor<i32>
// CHECK-NEXT:    %[[N:.*]] = ov.Multiply.v1 %b, %[[M1]] : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %a, %[[N]] : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @tensor(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %y = ov.Subtract.v1 %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return %y : tensor<4xi32>
}

// -----

// [subtract.signed] Unsigned data has no -1: the Subtract stays.

// CHECK-LABEL: func.func @unsigned
// CHECK-NEXT:    %[[Y:.*]] = ov.Subtract.v1 %a, %b
// CHECK-NEXT:    func.return %[[Y]]
func.func @unsigned(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %y = ov.Subtract.v1 %a, %b : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  func.return %y : tensor<4xui8>
}

// -----

// The pass erases dead ops (erase_dead): a Subtract nothing reads is not turned into an Add
// nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %a
func.func @dead(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %y = ov.Subtract.v1 %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %a : tensor<4xf32>
}

// -----

// The Subtract's broadcasting stays on the Add; the -1 scalar broadcasts to the subtrahend the
// numpy way whatever it is (under "none" a scalar would not broadcast at all).

// CHECK-LABEL: func.func @broadcast_none
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[N:.*]] = ov.Multiply.v1 %b, %[[M1]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %a, %[[N]] {auto_broadcast = "none"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @broadcast_none(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %y = ov.Subtract.v1 %a, %b {auto_broadcast = "none"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_pdpd
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[N:.*]] = ov.Multiply.v1 %b, %[[M1]] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %a, %[[N]] {auto_broadcast = "pdpd"} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @broadcast_pdpd(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2x3xf32> {
  %y = ov.Subtract.v1 %a, %b {auto_broadcast = "pdpd"} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
