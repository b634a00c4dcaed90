// RUN: OV_ROUNDTRIP

// A quantized convolution between the storage casts of an int8 model's edges: options in the
// dict, quantization as the tensor's encoding, an absent bias as tflite.no_value.
func.func @conv(%x: tensor<1x4x4x3xi8>) -> tensor<1x4x4x2xi8> {
  %q = tflite.storage_cast %x : tensor<1x4x4x3xi8> to tensor<1x4x4x3xi8, #tflite.quantization<scale [0.5], zero_point [-3], axis 0>>
  %w = tflite.const dense<1> : tensor<2x1x1x3xi8> : tensor<2x1x1x3xi8, #tflite.quantization<scale [0.25, 0.125], zero_point [0, 0], axis 0>>
  %n = tflite.no_value
  %y = tflite.CONV_2D %q, %w, %n {padding = "VALID", stride_w = 1 : i64, stride_h = 1 : i64, fused_activation_function = "RELU6"} : (tensor<1x4x4x3xi8, #tflite.quantization<scale [0.5], zero_point [-3], axis 0>>, tensor<2x1x1x3xi8, #tflite.quantization<scale [0.25, 0.125], zero_point [0, 0], axis 0>>, none) -> tensor<1x4x4x2xi8, #tflite.quantization<scale [1.0], zero_point [0], axis 0>>
  %o = tflite.storage_cast %y : tensor<1x4x4x2xi8, #tflite.quantization<scale [1.0], zero_point [0], axis 0>> to tensor<1x4x4x2xi8>
  func.return %o : tensor<1x4x4x2xi8>
}
// CHECK-LABEL: func.func @conv
// CHECK: tflite.storage_cast %{{.*}} : tensor<1x4x4x3xi8> to tensor<1x4x4x3xi8, #tflite.quantization<scale [0.5], zero_point [-3], axis 0>>
// CHECK: tflite.const dense<1> : tensor<2x1x1x3xi8> : tensor<2x1x1x3xi8, #tflite.quantization<scale [0.25, 0.125], zero_point [0, 0], axis 0>>
// CHECK: tflite.no_value
// CHECK: tflite.CONV_2D %{{.*}}, %{{.*}}, %{{.*}} {padding = "VALID", stride_w = 1 : i64, stride_h = 1 : i64, fused_activation_function = "RELU6"}
// CHECK-SAME: -> tensor<1x4x4x2xi8, #tflite.quantization<scale [1.0], zero_point [0], axis 0>>

// -----

// Float operators with vector, float and bool options; a custom operator with its option bytes.
func.func @float(%x: tensor<2x6xf32>) -> tensor<3x4xf32> {
  %s = tflite.const dense<[3, 4]> : tensor<2xi32> : tensor<2xi32>
  %r = tflite.RESHAPE %x, %s {new_shape = array<i64: 3, 4>} : (tensor<2x6xf32>, tensor<2xi32>) -> tensor<3x4xf32>
  %m = tflite.SOFTMAX %r {beta = 2.000000e+00 : f32} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %w = tflite.const dense<5.000000e-01> : tensor<4x4xf32> : tensor<4x4xf32>
  %n = tflite.no_value
  %f = tflite.FULLY_CONNECTED %m, %w, %n {keep_num_dims = true} : (tensor<3x4xf32>, tensor<4x4xf32>, none) -> tensor<3x4xf32>
  %c = tflite.custom %f {custom_code = "MyOp", custom_options = dense<[1, 2]> : tensor<2xui8>} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %c : tensor<3x4xf32>
}
// CHECK-LABEL: func.func @float
// CHECK: tflite.RESHAPE %{{.*}}, %{{.*}} {new_shape = array<i64: 3, 4>}
// CHECK: tflite.SOFTMAX %{{.*}} {beta = 2.000000e+00 : f32}
// CHECK: tflite.FULLY_CONNECTED %{{.*}}, %{{.*}}, %{{.*}} {keep_num_dims = true}
// CHECK: tflite.custom %{{.*}} {custom_code = "MyOp", custom_options = dense<[1, 2]> : tensor<2xui8>}
