// RUN: ov-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect | filecheck %s

// An enum option takes only its enum's names.
%x = "test.op"() : () -> tensor<1x4xf32>
%y = tflite.RELU %x : (tensor<1x4xf32>) -> tensor<1x4xf32>
%z = tflite.ADD %y, %y {fused_activation_function = "SWISH"} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK: fused_activation_function is 'SWISH', not one of NONE, RELU, RELU_N1_TO_1, RELU6, TANH, SIGN_BIT

// -----

// An operator takes as many inputs as its kernel does.
%x = "test.op"() : () -> tensor<1x4xf32>
%y = tflite.ADD %x : (tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK: ADD takes 2 inputs, got 1

// -----

// A required input cannot be left out.
%x = "test.op"() : () -> tensor<1x4xf32>
%n = tflite.no_value
%y = tflite.FULLY_CONNECTED %x, %n, %n : (tensor<1x4xf32>, none, none) -> tensor<1x4xf32>
// CHECK: input 1 of FULLY_CONNECTED is required

// -----

// A per-axis quantization has one scale per slice along its axis.
%w = tflite.const dense<1> : tensor<3x2xi8> : tensor<3x2xi8, #tflite.quantization<scale [0.5, 0.25], zero_point [0, 0], axis 0>>
// CHECK: the constant has 3 slices along axis 0 but 2 scales

// -----

// A quantized tensor stores integers.
%x = "test.op"() : () -> tensor<4xf32, #tflite.quantization<scale [0.5], zero_point [0], axis 0>>
%y = tflite.RELU %x : (tensor<4xf32, #tflite.quantization<scale [0.5], zero_point [0], axis 0>>) -> tensor<4xf32>
// CHECK: tensor #0 of RELU is quantized, so it stores integers, not f32

// -----

// Scales are positive, one zero point each.
%w = tflite.const dense<1> : tensor<2xi8> : tensor<2xi8, #tflite.quantization<scale [0.5, 0.0], zero_point [0, 0], axis 0>>
// CHECK: a quantization's scales are positive

// -----

%w = tflite.const dense<1> : tensor<2xi8> : tensor<2xi8, #tflite.quantization<scale [0.5, 0.5], zero_point [0], axis 0>>
// CHECK: 2 scales but 1 zero points

// -----

// A storage cast goes between a quantized tensor and its integers, keeping the shape.
%x = "test.op"() : () -> tensor<4xi8>
%y = tflite.storage_cast %x : tensor<4xi8> to tensor<4xi8>
// CHECK: a storage cast goes between a quantized tensor and its plain integers

// -----

%x = "test.op"() : () -> tensor<4xi8>
%y = tflite.storage_cast %x : tensor<4xi8> to tensor<2xi8, #tflite.quantization<scale [0.5], zero_point [0], axis 0>>
// CHECK: a storage cast keeps shape and storage

// -----

// A constant's value is of its result's storage type.
%c = tflite.const dense<1> : tensor<2xi32> : tensor<2xi8>
// CHECK: the value is tensor<2xi32>, the result tensor<2xi8>

// -----

%x = "test.op"() : () -> tensor<4xi8>
%c = tflite.custom %x {custom_code = ""} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK: a custom operator has a custom code
