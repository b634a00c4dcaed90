// RUN: ov-opt %s --split-input-file -p gna-swap-input-matmul | filecheck %s

// Negative cases, one per condition of SwapInputMatMul (lowering/ov_to_gna/prepare/
// swap_input_matmul.py; its positive cases are in gna-swap-input-matmul.mlir): only that
// condition fails and the MatMul keeps its operands, or (trailing.*) the swap adds its own
// Transpose back. Condition -> case:
//   swap.constant-weights       @data_first
//   swap.weights-2d             @weights_3d
//   swap.static-data            @data_not_static
//   swap.data-2d                @data_3d
//   swap.data-not-constant      @both_constant
//   swap.frames                 @ten_frames
//   swap.frames-transpose-b     @ten_frames_transpose_b (frames are the data's rows when it is
//                               read transposed)
//   trailing.only-user          @trailing_shared
//   trailing.swap-order         @trailing_identity
// Each condition removed in turn fails this file (trailing.only-user loosened to "a Transpose
// among the MatMul's readers"). Not yet covered: is_swap_2d as `transposed` reads it for the data.

// CHECK-LABEL: func.func @data_first
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %y, %x
func.func @data_first(%x: tensor<6x4xf32>, %y: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %m = ov.MatMul.v0 %y, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  func.return %m : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @weights_3d
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %x
func.func @weights_3d(%x: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<2x3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<2x3x6xf32>, tensor<6x4xf32>) -> tensor<2x3x4xf32>
  func.return %m : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @data_not_static
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %x
func.func @data_not_static(%x: tensor<6x?xf32>) -> tensor<3x?xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<6x?xf32>) -> tensor<3x?xf32>
  func.return %m : tensor<3x?xf32>
}

// -----

// CHECK-LABEL: func.func @data_3d
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %x
func.func @data_3d(%x: tensor<2x6x4xf32>) -> tensor<2x3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<2x6x4xf32>) -> tensor<2x3x4xf32>
  func.return %m : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @both_constant
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %d
func.func @both_constant() -> tensor<3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %d = ov.Constant.v0 dense<0.25> : tensor<6x4xf32>
  %m = ov.MatMul.v0 %c, %d : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  func.return %m : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @ten_frames
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %x
func.func @ten_frames(%x: tensor<6x10xf32>) -> tensor<3x10xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<6x10xf32>) -> tensor<3x10xf32>
  func.return %m : tensor<3x10xf32>
}

// -----

// CHECK-LABEL: func.func @ten_frames_transpose_b
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %x
func.func @ten_frames_transpose_b(%x: tensor<10x6xf32>) -> tensor<3x10xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x {transpose_b = true} : (tensor<3x6xf32>, tensor<10x6xf32>) -> tensor<3x10xf32>
  func.return %m : tensor<3x10xf32>
}

// -----

// The Transpose after the MatMul has another reader: it stays, and the swap adds its own.

// CHECK-LABEL: func.func @trailing_shared
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %c {transpose_b = true}
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0]>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[M]], %[[P]] {{.*}} -> tensor<3x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[B]], %p {{.*}} -> tensor<4x3xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[B]]
func.func @trailing_shared(%x: tensor<4x6xf32>) -> (tensor<4x3xf32>, tensor<3x4xf32>) {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %m = ov.MatMul.v0 %c, %xt : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  %y = ov.Transpose.v1 %m, %p : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  func.return %y, %m : tensor<4x3xf32>, tensor<3x4xf32>
}

// -----

// A Transpose [0, 1] after the MatMul moves nothing: it does not cancel the swap's.

// CHECK-LABEL: func.func @trailing_identity
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %c {transpose_b = true}
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0]>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[M]], %[[P]] {{.*}} -> tensor<3x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[B]], %q {{.*}} -> tensor<3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @trailing_identity(%x: tensor<4x6xf32>) -> tensor<3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %q = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %m = ov.MatMul.v0 %c, %xt : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  %y = ov.Transpose.v1 %m, %q : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}
