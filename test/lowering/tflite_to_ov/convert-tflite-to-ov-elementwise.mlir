// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// ADD broadcasts as numpy does, then its fused RELU_N1_TO_1 is a Clamp; RSQRT is 1 / sqrt;
// LEAKY_RELU a PRelu of its alpha; SQUARED_DIFFERENCE the product of the difference by itself.
// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %x, %y : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Clamp.v0 %[[A]] {min = -1.000000e+00 : f64, max = 1.000000e+00 : f64}
// CHECK-NEXT:    %[[S:.*]] = ov.Sqrt.v0 %[[C]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = ov.Divide.v1 %[[ONE]], %[[S]]
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<2.500000e-01> : tensor<f32>
// CHECK-NEXT:    %[[L:.*]] = ov.PRelu.v0 %x, %[[ALPHA]]
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %x, %[[L]]
// CHECK-NEXT:    %[[D2:.*]] = ov.Multiply.v1 %[[D]], %[[D]]
// CHECK-NEXT:    func.return %[[R]], %[[L]], %[[D2]]
func.func @elementwise(%x: tensor<2x4xf32>, %y: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %a = tflite.ADD %x, %y {fused_activation_function = "RELU_N1_TO_1"} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %r = tflite.RSQRT %a : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %l = tflite.LEAKY_RELU %x {alpha = 0.25 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %s = tflite.SQUARED_DIFFERENCE %x, %l : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %r, %l, %s : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
