// RUN: ov-opt %s -p gna-convert-matmul-to-pointwise-conv | filecheck %s

// The MatMul's result is read by its bias Add and returned too: the bias cannot move inside the
// convolution (the returned value has none); it stays an Add after the converted MatMul.
// CHECK-LABEL: func.func @two_readers
// CHECK:         %[[C:.*]] = ov.Convolution.v1
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Transpose.v1 %[[C]]
// CHECK:         %[[R:.*]] = ov.Reshape.v1 {{.*}} -> tensor<10x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[R]], %bias
// CHECK-NEXT:    func.return %[[R]], %[[Y]]
// CHECK-NOT:     ov.MatMul
func.func @two_readers(%x: tensor<10x4xf32>) -> (tensor<10x3xf32>, tensor<10x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<10x3xf32>, tensor<3xf32>) -> tensor<10x3xf32>
  func.return %m, %y : tensor<10x3xf32>, tensor<10x3xf32>
}
