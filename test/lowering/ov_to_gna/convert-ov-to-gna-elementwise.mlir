// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// An Add whose constant broadcasts the data to more rows, a Multiply by a constant of higher rank,
// a Subtract of data broadcast to the other input's rows: gna.diagonal and gna.eltwise take
// operands of the result's shape only, so these stay on the CPU.
// CHECK-LABEL: func.func @constant_broadcasts_data
// CHECK:         ov.Add.v1 %x, %c : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NOT:     gna.
func.func @constant_broadcasts_data(%x: tensor<1x4xf32>) -> tensor<3x4xf32> {
  %c = ov.Constant.v0 dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %y = ov.Add.v1 %x, %c : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @constant_of_higher_rank
// CHECK:         ov.Multiply.v1 %x, %c : (tensor<1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
// CHECK-NOT:     gna.
func.func @constant_of_higher_rank(%x: tensor<1x4xf32>) -> tensor<2x1x4xf32> {
  %c = ov.Constant.v0 dense<2.0> : tensor<2x1x4xf32>
  %y = ov.Multiply.v1 %x, %c : (tensor<1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
  func.return %y : tensor<2x1x4xf32>
}

// -----

// CHECK-LABEL: func.func @data_broadcasts
// CHECK:         ov.Subtract.v1 %x, %z : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NOT:     gna.
func.func @data_broadcasts(%x: tensor<1x4xf32>, %z: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %y = ov.Subtract.v1 %x, %z : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// The second operand broadcast instead (its shape [1, 4] sorts before the result's [3, 4]).
// CHECK-LABEL: func.func @second_broadcasts
// CHECK:         ov.Subtract.v1 %z, %x : (tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
// CHECK-NOT:     gna.
func.func @second_broadcasts(%x: tensor<1x4xf32>, %z: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %y = ov.Subtract.v1 %z, %x : (tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// Under pdpd broadcasting a constant's dimensions align from the first: [10, 20] adds per row,
// which gna.diagonal (numpy's alignment, from the last) would not compute. It stays on the CPU.
// CHECK-LABEL: func.func @pdpd_constant
// CHECK:         ov.Add.v1 %x, %c {auto_broadcast = "pdpd"}
// CHECK-NOT:     gna.
func.func @pdpd_constant(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = ov.Constant.v0 dense<[10.0, 20.0]> : tensor<2xf32>
  %y = ov.Add.v1 %x, %c {auto_broadcast = "pdpd"} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
