// RUN: ov-opt %s --split-input-file -p gna-insert-reshape-around-matmul | filecheck %s

// Negative cases, one per condition of InsertReshapeAroundDataMatmul (data.*) and
// InsertReshapeAroundConstantMatmul (const.*) in lowering/ov_to_gna/prepare/
// insert_reshape_around_matmul.py (their positive cases are in gna-insert-reshape-around-matmul.mlir):
// only that condition fails and no Reshape is inserted. Condition -> case:
//   data.static-data           @data_not_static
//   data.rank                  @data_2d (removed, the pass never ends: a 2-D MatMul is rewritten
//                              to itself)
//   data.constant-weights      @data_weights_not_constant
//   data.weights-2d            @data_weights_3d
//   data.not-transpose-a       @data_transpose_a
//   data.data-not-constant     @data_constant
//   data.static-output         @data_output_not_static
//   const.static-data          @const_data_not_static
//   const.rank                 @const_data_2d (removed, the pass never ends, as data.rank)
//   const.constant-weights     @const_weights_not_constant
//   const.weights-2d           @const_weights_3d
//   const.not-transpose-b      @const_transpose_b
//   const.unit-batch           @const_batch_two
//   const.data-not-constant    @const_data_constant
//   const.static-output        @const_output_not_static
// Each condition removed in turn fails this file (15 of 15). The bias reader the data pattern
// takes along (column_bias, prepare/matmul.py) has its cases at the end (@bias_*); the
// trailing-Transpose reader (trailing_transpose) has its in gna-insert-reshape-around-matmul-transpose.mlir.

// CHECK-LABEL: func.func @data_not_static
// CHECK-NOT:     ov.Reshape
func.func @data_not_static(%x: tensor<?x3x6xf32>) -> tensor<?x3x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<?x3x6xf32>, tensor<6x3xf32>) -> tensor<?x3x3xf32>
  func.return %m : tensor<?x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @data_2d
// CHECK-NOT:     ov.Reshape
func.func @data_2d(%x: tensor<4x6xf32>) -> tensor<4x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %m : tensor<4x3xf32>
}

// -----

// CHECK-LABEL: func.func @data_weights_not_constant
// CHECK-NOT:     ov.Reshape
func.func @data_weights_not_constant(%x: tensor<2x3x6xf32>, %w: tensor<6x3xf32>) -> tensor<2x3x3xf32> {
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3x6xf32>, tensor<6x3xf32>) -> tensor<2x3x3xf32>
  func.return %m : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @data_weights_3d
// CHECK-NOT:     ov.Reshape
func.func @data_weights_3d(%x: tensor<2x3x6xf32>) -> tensor<2x3x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<2x6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3x6xf32>, tensor<2x6x3xf32>) -> tensor<2x3x3xf32>
  func.return %m : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @data_transpose_a
// CHECK-NOT:     ov.Reshape
func.func @data_transpose_a(%x: tensor<2x6x3xf32>) -> tensor<2x3x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w {transpose_a = true} : (tensor<2x6x3xf32>, tensor<6x3xf32>) -> tensor<2x3x3xf32>
  func.return %m : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @data_constant
// CHECK-NOT:     ov.Reshape
func.func @data_constant() -> tensor<2x3x3xf32> {
  %x = ov.Constant.v0 dense<0.25> : tensor<2x3x6xf32>
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3x6xf32>, tensor<6x3xf32>) -> tensor<2x3x3xf32>
  func.return %m : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @data_output_not_static
// CHECK-NOT:     ov.Reshape
func.func @data_output_not_static(%x: tensor<2x3x6xf32>) -> tensor<2x3x?xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3x6xf32>, tensor<6x3xf32>) -> tensor<2x3x?xf32>
  func.return %m : tensor<2x3x?xf32>
}

// -----

// CHECK-LABEL: func.func @const_data_not_static
// CHECK-NOT:     ov.Reshape
func.func @const_data_not_static(%x: tensor<1x6x?xf32>) -> tensor<1x3x?xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<1x6x?xf32>) -> tensor<1x3x?xf32>
  func.return %m : tensor<1x3x?xf32>
}

// -----

// CHECK-LABEL: func.func @const_data_2d
// CHECK-NOT:     ov.Reshape
func.func @const_data_2d(%x: tensor<6x4xf32>) -> tensor<3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  func.return %m : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @const_weights_not_constant
// CHECK-NOT:     ov.Reshape
func.func @const_weights_not_constant(%c: tensor<3x6xf32>, %x: tensor<1x6x4xf32>) -> tensor<1x3x4xf32> {
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<1x6x4xf32>) -> tensor<1x3x4xf32>
  func.return %m : tensor<1x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @const_weights_3d
// CHECK-NOT:     ov.Reshape
func.func @const_weights_3d(%x: tensor<1x6x4xf32>) -> tensor<1x3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<1x3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<1x3x6xf32>, tensor<1x6x4xf32>) -> tensor<1x3x4xf32>
  func.return %m : tensor<1x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @const_transpose_b
// CHECK-NOT:     ov.Reshape
func.func @const_transpose_b(%x: tensor<1x4x6xf32>) -> tensor<1x3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x {transpose_b = true} : (tensor<3x6xf32>, tensor<1x4x6xf32>) -> tensor<1x3x4xf32>
  func.return %m : tensor<1x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @const_batch_two
// CHECK-NOT:     ov.Reshape
func.func @const_batch_two(%x: tensor<2x6x4xf32>) -> tensor<2x3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<2x6x4xf32>) -> tensor<2x3x4xf32>
  func.return %m : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @const_data_constant
// CHECK-NOT:     ov.Reshape
func.func @const_data_constant() -> tensor<1x3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %x = ov.Constant.v0 dense<0.25> : tensor<1x6x4xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<1x6x4xf32>) -> tensor<1x3x4xf32>
  func.return %m : tensor<1x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @const_output_not_static
// CHECK-NOT:     ov.Reshape
func.func @const_output_not_static(%x: tensor<1x6x4xf32>) -> tensor<1x3x?xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<1x6x4xf32>) -> tensor<1x3x?xf32>
  func.return %m : tensor<1x3x?xf32>
}

// -----

// The bias the data pattern takes along (column_bias): an Add of a constant [O] (or [1, O], ...),
// numpy-broadcast, on either side, alone reading the MatMul. Taken, the Add is on the 2-D result
// (@bias_first: the constant on the left). Otherwise the MatMul is still reshaped but the Add stays
// after the Reshape back: a runtime bias (@bias_runtime), pdpd broadcasting (@bias_pdpd), a bias
// of higher rank than the result (@bias_rank), one not of O values (@bias_per_row), O values
// along another axis (@bias_column), the MatMul read by more than the Add (@bias_read_twice).

// CHECK-LABEL: func.func @bias_first
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[M]], %[[B]] : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[A]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @bias_first(%x: tensor<4x1x6xf32>) -> tensor<4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %bias, %m : (tensor<1x1x3xf32>, tensor<4x1x3xf32>) -> tensor<4x1x3xf32>
  func.return %y : tensor<4x1x3xf32>
}

// -----

// CHECK-LABEL: func.func @bias_runtime
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    ov.Add.v1 %[[R]], %b
func.func @bias_runtime(%x: tensor<4x1x6xf32>, %b: tensor<3xf32>) -> tensor<4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %b : (tensor<4x1x3xf32>, tensor<3xf32>) -> tensor<4x1x3xf32>
  func.return %y : tensor<4x1x3xf32>
}

// -----

// CHECK-LABEL: func.func @bias_pdpd
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    ov.Add.v1 %[[R]], %bias {auto_broadcast = "pdpd"}
func.func @bias_pdpd(%x: tensor<4x1x6xf32>) -> tensor<4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias {auto_broadcast = "pdpd"} : (tensor<4x1x3xf32>, tensor<1x1x3xf32>) -> tensor<4x1x3xf32>
  func.return %y : tensor<4x1x3xf32>
}

// -----

// CHECK-LABEL: func.func @bias_rank
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    ov.Add.v1 %[[R]], %bias
func.func @bias_rank(%x: tensor<4x1x6xf32>) -> tensor<1x4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[[[[1.0, 2.0, 3.0]]]]> : tensor<1x1x1x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<4x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x4x1x3xf32>
  func.return %y : tensor<1x4x1x3xf32>
}

// -----

// CHECK-LABEL: func.func @bias_per_row
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    ov.Add.v1 %[[R]], %bias
func.func @bias_per_row(%x: tensor<4x1x6xf32>) -> tensor<4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<1.0> : tensor<4x1x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<4x1x3xf32>, tensor<4x1x3xf32>) -> tensor<4x1x3xf32>
  func.return %y : tensor<4x1x3xf32>
}

// -----

// CHECK-LABEL: func.func @bias_column
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    ov.Add.v1 %[[R]], %bias
func.func @bias_column(%x: tensor<4x1x6xf32>) -> tensor<4x3x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<4x1x3xf32>, tensor<3x1xf32>) -> tensor<4x3x3xf32>
  func.return %y : tensor<4x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @bias_read_twice
// CHECK:         %[[M:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    ov.Add.v1 %[[R]], %bias
func.func @bias_read_twice(%x: tensor<4x1x6xf32>) -> (tensor<4x1x3xf32>, tensor<4x1x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<4x1x3xf32>, tensor<3xf32>) -> tensor<4x1x3xf32>
  func.return %y, %m : tensor<4x1x3xf32>, tensor<4x1x3xf32>
}
