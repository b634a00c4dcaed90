// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// MEAN over constant axes, keep_dims kept; SOFTMAX of beta * x over the last axis; ARG_MAX a
// TopK of one, in the output's integer type, its axis squeezed.
// CHECK-LABEL: func.func @reduction
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[M:.*]] = ov.ReduceMean.v1 %x, %[[AXES]] {keep_dims = true}
// CHECK-NEXT:    %[[BETA:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[XB:.*]] = ov.Multiply.v1 %x, %[[BETA]]
// CHECK-NEXT:    %[[S:.*]] = ov.Softmax.v8 %[[XB]] {axis = -1 : i64}
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %[[I:.*]] = ov.TopK.v11 %x, %[[K]] {axis = 2 : i64, mode = "max", sort = "none"} : (tensor<1x4x6xf32>, tensor<i64>) -> (tensor<1x4x1xf32>, tensor<1x4x1xi32>)
// CHECK:         %[[IS:.*]] = ov.Squeeze.v0 %[[I]]
// CHECK-NEXT:    func.return %[[M]], %[[S]], %[[IS]]
func.func @reduction(%x: tensor<1x4x6xf32>) -> (tensor<1x1x6xf32>, tensor<1x4x6xf32>, tensor<1x4xi32>) {
  %a = tflite.const dense<1> : tensor<1xi32> : tensor<1xi32>
  %m = tflite.MEAN %x, %a {keep_dims = true} : (tensor<1x4x6xf32>, tensor<1xi32>) -> tensor<1x1x6xf32>
  %s = tflite.SOFTMAX %x {beta = 2.0 : f32} : (tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %l = tflite.const dense<2> : tensor<i32> : tensor<i32>
  %i = tflite.ARG_MAX %x, %l {output_type = 2 : i64} : (tensor<1x4x6xf32>, tensor<i32>) -> tensor<1x4xi32>
  func.return %m, %s, %i : tensor<1x1x6xf32>, tensor<1x4x6xf32>, tensor<1x4xi32>
}
