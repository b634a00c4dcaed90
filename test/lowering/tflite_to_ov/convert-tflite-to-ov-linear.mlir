// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// FULLY_CONNECTED flattens its input to rows of the weights' input size and multiplies by the
// (out, in) weights transposed, then adds the bias; BATCH_MATMUL's adj_y transposes its second
// operand.
// CHECK-LABEL: func.func @linear
// CHECK:         %[[B:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<5xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[-1, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[ROWS:.*]] = ov.Reshape.v1 %x, %[[SHAPE]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<5x4xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.MatMul.v0 %[[ROWS]], %[[W]] {transpose_b = true}
// CHECK-NEXT:    %[[FB:.*]] = ov.Add.v1 %[[F]], %[[B]]
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %x, %y {transpose_b = true} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT:    func.return %[[FB]], %[[M]]
func.func @linear(%x: tensor<2x3x4xf32>, %y: tensor<2x5x4xf32>) -> (tensor<6x5xf32>, tensor<2x3x5xf32>) {
  %w = tflite.const dense<0.5> : tensor<5x4xf32> : tensor<5x4xf32>
  %b = tflite.const dense<1.0> : tensor<5xf32> : tensor<5xf32>
  %f = tflite.FULLY_CONNECTED %x, %w, %b : (tensor<2x3x4xf32>, tensor<5x4xf32>, tensor<5xf32>) -> tensor<6x5xf32>
  %m = tflite.BATCH_MATMUL %x, %y {adj_y = true} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x3x5xf32>
  func.return %f, %m : tensor<6x5xf32>, tensor<2x3x5xf32>
}
