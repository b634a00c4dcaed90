// RUN: ov-opt %s --split-input-file -p gna-convert-negative | filecheck %s

// Negative cases, one per condition of ConvertNegative (only it fails; no Multiply):
//   negative.signed   @unsigned

// CHECK-LABEL: func.func @negative
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %x, %[[M1]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @negative(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Negative.v0 %x : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [negative.signed] Unsigned data has no -1: the Negative stays.

// CHECK-LABEL: func.func @unsigned
// CHECK-NEXT:    %[[Y:.*]] = ov.Negative.v0 %x
// CHECK-NEXT:    func.return %[[Y]]
func.func @unsigned(%x: tensor<4xui8>) -> tensor<4xui8> {
  %y = ov.Negative.v0 %x : tensor<4xui8>
  func.return %y : tensor<4xui8>
}

// -----

// The pass erases dead ops (erase_dead): a Negative nothing reads is not turned into a
// Multiply nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Negative.v0 %x : tensor<2x3xf32>
  func.return %x : tensor<2x3xf32>
}
