// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// DequantizeLinear per axis (axis 1 by default): (f32(x) - f32(zero point)) * scale, the scale
// and zero point reshaped to [1, C, 1].

// CHECK-LABEL: func.func @dequantize
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x2xui8>, %[[S:.*]]: tensor<3xf32>, %[[Z:.*]]: tensor<3xui8>)
// CHECK-NEXT:    %[[XF:.*]] = ov.Convert.v0 %[[X]] {destination_type = f32} : (tensor<1x3x2xui8>) -> tensor<1x3x2xf32>
// CHECK-NEXT:    %[[C1:.*]] = ov.Constant.v0 dense<[1, -1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[Z3:.*]] = ov.Reshape.v1 %[[Z]], %[[C1]] {special_zero = false} : (tensor<3xui8>, tensor<3xi64>) -> tensor<1x3x1xui8>
// CHECK-NEXT:    %[[ZF:.*]] = ov.Convert.v0 %[[Z3]] {destination_type = f32}
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %[[XF]], %[[ZF]] : (tensor<1x3x2xf32>, tensor<1x3x1xf32>) -> tensor<1x3x2xf32>
// CHECK-NEXT:    %[[C2:.*]] = ov.Constant.v0 dense<[1, -1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[S3:.*]] = ov.Reshape.v1 %[[S]], %[[C2]] {special_zero = false} : (tensor<3xf32>, tensor<3xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[D]], %[[S3]]
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x3x2xf32>
func.func @dequantize(%x: tensor<1x3x2xui8>, %s: tensor<3xf32>, %z: tensor<3xui8>) -> tensor<1x3x2xf32> {
  %y = "onnx.DequantizeLinear"(%x, %s, %z) <{version = 21 : i64}> : (tensor<1x3x2xui8>, tensor<3xf32>, tensor<3xui8>) -> tensor<1x3x2xf32>
  func.return %y : tensor<1x3x2xf32>
}

// -----

// Blocks of 3 along axis 1: the [4, 2] scale is gathered to [4, 6] (column i takes i // 3);
// the product is computed in f32 and converted to the scale's f16.

// CHECK-LABEL: func.func @dequantize_blocked
// CHECK-SAME:    (%[[X:.*]]: tensor<4x6xi4>, %[[S:.*]]: tensor<4x2xf16>)
// CHECK-NEXT:    %[[XF:.*]] = ov.Convert.v0 %[[X]] {destination_type = f32} : (tensor<4x6xi4>) -> tensor<4x6xf32>
// CHECK-NEXT:    %[[IDX:.*]] = ov.Constant.v0 dense<[0, 0, 0, 1, 1, 1]> : tensor<6xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[SB:.*]] = ov.Gather.v8 %[[S]], %[[IDX]], %[[AXIS]] : (tensor<4x2xf16>, tensor<6xi64>, tensor<i64>) -> tensor<4x6xf16>
// CHECK-NEXT:    %[[SF:.*]] = ov.Convert.v0 %[[SB]] {destination_type = f32}
// CHECK-NEXT:    %[[P:.*]] = ov.Multiply.v1 %[[XF]], %[[SF]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %[[P]] {destination_type = f16} : (tensor<4x6xf32>) -> tensor<4x6xf16>
// CHECK-NEXT:    func.return %[[Y]]
func.func @dequantize_blocked(%x: tensor<4x6xi4>, %s: tensor<4x2xf16>) -> tensor<4x6xf16> {
  %y = "onnx.DequantizeLinear"(%x, %s) <{version = 21 : i64, axis = 1 : i64, block_size = 3 : i64}> : (tensor<4x6xi4>, tensor<4x2xf16>) -> tensor<4x6xf16>
  func.return %y : tensor<4x6xf16>
}

// -----

// QuantizeLinear: x / scale rounded half to even, plus the zero point in i32, clamped to the
// output type (the zero point's, or uint8 without one).

// CHECK-LABEL: func.func @quantize
// CHECK-SAME:    (%[[X:.*]]: tensor<6xf32>, %[[S:.*]]: tensor<f32>, %[[Z:.*]]: tensor<i8>)
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[X]], %[[S]]
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[Q]] : tensor<6xf32>
// CHECK-NEXT:    %[[RI:.*]] = ov.Convert.v0 %[[R]] {destination_type = i32}
// CHECK-NEXT:    %[[ZI:.*]] = ov.Convert.v0 %[[Z]] {destination_type = i32} : (tensor<i8>) -> tensor<i32>
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %[[RI]], %[[ZI]]
// CHECK-NEXT:    %[[CL:.*]] = ov.Clamp.v0 %[[SUM]] {min = -1.280000e+02 : f64, max = 1.270000e+02 : f64} : tensor<6xi32>
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %[[CL]] {destination_type = i8} : (tensor<6xi32>) -> tensor<6xi8>
// CHECK:         %[[CLU:.*]] = ov.Clamp.v0 %{{.*}} {min = 0.000000e+00 : f64, max = 2.550000e+02 : f64} : tensor<6xi32>
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %[[CLU]] {destination_type = ui8} : (tensor<6xi32>) -> tensor<6xui8>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @quantize(%x: tensor<6xf32>, %s: tensor<f32>, %z: tensor<i8>) -> (tensor<6xi8>, tensor<6xui8>) {
  %a = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 19 : i64}> : (tensor<6xf32>, tensor<f32>, tensor<i8>) -> tensor<6xi8>
  %b = "onnx.QuantizeLinear"(%x, %s) <{version = 13 : i64}> : (tensor<6xf32>, tensor<f32>) -> tensor<6xui8>
  func.return %a, %b : tensor<6xi8>, tensor<6xui8>
}

// -----

// To float8 the zero point is 0 and ignored; `saturate` (the default) clamps to the largest
// finite value (448 for e4m3fn) before the conversion, saturate = 0 converts directly.

// CHECK-LABEL: func.func @quantize_float8
// CHECK-SAME:    (%[[X:.*]]: tensor<6xf32>, %[[S:.*]]: tensor<f32>, %{{.*}}: tensor<1xf8E4M3FN>)
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[X]], %[[S]]
// CHECK-NEXT:    %[[CL:.*]] = ov.Clamp.v0 %[[Q]] {min = -4.480000e+02 : f64, max = 4.480000e+02 : f64} : tensor<6xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %[[CL]] {destination_type = f8E4M3FN} : (tensor<6xf32>) -> tensor<6xf8E4M3FN>
// CHECK-NEXT:    %[[Q2:.*]] = ov.Divide.v1 %[[X]], %[[S]]
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %[[Q2]] {destination_type = f8E4M3FN}
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @quantize_float8(%x: tensor<6xf32>, %s: tensor<f32>, %z: tensor<1xf8E4M3FN>) -> (tensor<6xf8E4M3FN>, tensor<6xf8E4M3FN>) {
  %a = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 21 : i64}> : (tensor<6xf32>, tensor<f32>, tensor<1xf8E4M3FN>) -> tensor<6xf8E4M3FN>
  %b = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 21 : i64, saturate = 0 : i64}> : (tensor<6xf32>, tensor<f32>, tensor<1xf8E4M3FN>) -> tensor<6xf8E4M3FN>
  func.return %a, %b : tensor<6xf8E4M3FN>, tensor<6xf8E4M3FN>
}

// -----

// QuantizeLinear-23's precision (10: float16) is the type the division runs in: x and the
// scale are converted to f16 first, whatever their own types.

// CHECK-LABEL: func.func @quantize_precision
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>, %[[Z:.*]]: tensor<i8>)
// CHECK-NEXT:    %[[XH:.*]] = ov.Convert.v0 %[[X]] {destination_type = f16} : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT:    %[[SH:.*]] = ov.Convert.v0 %[[S]] {destination_type = f16} : (tensor<f32>) -> tensor<f16>
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[XH]], %[[SH]] : (tensor<4xf16>, tensor<f16>) -> tensor<4xf16>
// CHECK-NEXT:    %{{.*}} = ov.Round.v5 %[[Q]] : tensor<4xf16>
func.func @quantize_precision(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<i8>) -> tensor<4xi8> {
  %y = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 23 : i64, precision = 10 : i64}> : (tensor<4xf32>, tensor<f32>, tensor<i8>) -> tensor<4xi8>
  func.return %y : tensor<4xi8>
}

// -----

// A scale or zero point of one element ([1]) is per tensor: reshaped to a scalar, so that it
// broadcasts as a scalar does (a [1] would make a scalar x's result [1]).

// CHECK-LABEL: func.func @one_element_scale
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<1xf32>, %[[Z:.*]]: tensor<1xi8>)
// CHECK-NEXT:    %[[NO_DIMS:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[S0:.*]] = ov.Reshape.v1 %[[S]], %[[NO_DIMS]] {special_zero = false} : (tensor<1xf32>, tensor<0xi64>) -> tensor<f32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[X]], %[[S0]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[Q]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[RI:.*]] = ov.Convert.v0 %[[R]] {destination_type = i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[NO_DIMS2:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[Z0:.*]] = ov.Reshape.v1 %[[Z]], %[[NO_DIMS2]] {special_zero = false} : (tensor<1xi8>, tensor<0xi64>) -> tensor<i8>
// CHECK-NEXT:    %[[ZI:.*]] = ov.Convert.v0 %[[Z0]] {destination_type = i32} : (tensor<i8>) -> tensor<i32>
// CHECK-NEXT:    %[[SHIFTED:.*]] = ov.Add.v1 %[[RI]], %[[ZI]] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[CL:.*]] = ov.Clamp.v0 %[[SHIFTED]] {min = -1.280000e+02 : f64, max = 1.270000e+02 : f64} : tensor<2x3xi32>
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %[[CL]] {destination_type = i8} : (tensor<2x3xi32>) -> tensor<2x3xi8>
// CHECK-NEXT:    func.return %[[A]]
func.func @one_element_scale(%x: tensor<2x3xf32>, %s: tensor<1xf32>, %z: tensor<1xi8>) -> tensor<2x3xi8> {
  %a = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 19 : i64}> : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xi8>
  func.return %a : tensor<2x3xi8>
}

// -----

// To float4 the zero point is added (ONNX's reference: x / scale + zero_point), and the
// conversion saturates, with no Clamp; without a zero point, output_dtype (23: float4e2m1) is
// the type.

// CHECK-LABEL: func.func @quantize_float4
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>, %[[Z:.*]]: tensor<f4E2M1FN>)
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[X]], %[[S]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ZF:.*]] = ov.Convert.v0 %[[Z]] {destination_type = f32} : (tensor<f4E2M1FN>) -> tensor<f32>
// CHECK-NEXT:    %[[SHIFTED:.*]] = ov.Add.v1 %[[Q]], %[[ZF]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %[[SHIFTED]] {destination_type = f4E2M1FN} : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
// CHECK-NEXT:    %[[Q2:.*]] = ov.Divide.v1 %[[X]], %[[S]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %[[Q2]] {destination_type = f4E2M1FN} : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @quantize_float4(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<f4E2M1FN>) -> (tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>) {
  %a = "onnx.QuantizeLinear"(%x, %s, %z) <{version = 23 : i64}> : (tensor<4xf32>, tensor<f32>, tensor<f4E2M1FN>) -> tensor<4xf4E2M1FN>
  %b = "onnx.QuantizeLinear"(%x, %s) <{version = 23 : i64, output_dtype = 23 : i64}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xf4E2M1FN>
  func.return %a, %b : tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>
}
