// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Cast is Convert (its `to` a type code, or a name before opset 6); CastLike is ConvertLike.
// A cast to the type the input has already must not leave an op: it is the input.

// CHECK-LABEL: func.func @cast
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<4xi64>)
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %[[X]] {destination_type = i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %[[I]] {destination_type = f16} : (tensor<4xi64>) -> tensor<4xf16>
// CHECK-NEXT:    %[[C:.*]] = ov.Convert.v0 %[[X]] {destination_type = i1} : (tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[LIKE:.*]] = ov.ConvertLike.v1 %[[X]], %[[B]] : (tensor<2x3xf32>, tensor<4xf16>) -> tensor<2x3xf16>
// CHECK-NEXT:    func.return %[[A]], %[[X]], %[[B]], %[[C]], %[[LIKE]]
func.func @cast(%x: tensor<2x3xf32>, %i: tensor<4xi64>) -> (tensor<2x3xi32>, tensor<2x3xf32>, tensor<4xf16>, tensor<2x3xi1>, tensor<2x3xf16>) {
  %a = "onnx.Cast"(%x) <{version = 13 : i64, to = 6 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %same = "onnx.Cast"(%x) <{version = 21 : i64, to = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "onnx.Cast"(%i) <{version = 1 : i64, to = "FLOAT16"}> : (tensor<4xi64>) -> tensor<4xf16>
  %c = "onnx.Cast"(%x) <{version = 9 : i64, to = 9 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xi1>
  %like = "onnx.CastLike"(%x, %b) <{version = 15 : i64}> : (tensor<2x3xf32>, tensor<4xf16>) -> tensor<2x3xf16>
  func.return %a, %same, %b, %c, %like : tensor<2x3xi32>, tensor<2x3xf32>, tensor<4xf16>, tensor<2x3xi1>, tensor<2x3xf16>
}

// -----

// A saturating cast to float8 (saturate=1, the default) clamps to the largest finite float8
// first, keeping NaN; with saturate=0 nothing is added.

// CHECK-LABEL: func.func @float8
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<4xf16>, %[[T:.*]]: tensor<1xf8E5M2>)
// CHECK-NEXT:    %[[CLAMPED:.*]] = ov.Clamp.v0 %[[X]] {min = -4.480000e+02 : f64, max = 4.480000e+02 : f64} : tensor<4xf32>
// CHECK-NEXT:    %[[NAN:.*]] = ov.IsNaN.v10 %[[X]] : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Select.v1 %[[NAN]], %[[X]], %[[CLAMPED]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[SAT:.*]] = ov.Convert.v0 %[[KEPT]] {destination_type = f8E4M3FN} : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
// CHECK-NEXT:    %[[WRAP:.*]] = ov.Convert.v0 %[[X]] {destination_type = f8E4M3FN} : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
// CHECK-NEXT:    %[[CLAMPED_H:.*]] = ov.Clamp.v0 %[[H]] {min = -5.734400e+04 : f64, max = 5.734400e+04 : f64} : tensor<4xf16>
// CHECK-NEXT:    %[[NAN_H:.*]] = ov.IsNaN.v10 %[[H]] : (tensor<4xf16>) -> tensor<4xi1>
// CHECK-NEXT:    %[[KEPT_H:.*]] = ov.Select.v1 %[[NAN_H]], %[[H]], %[[CLAMPED_H]] : (tensor<4xi1>, tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    %[[LIKE:.*]] = ov.ConvertLike.v1 %[[KEPT_H]], %[[T]] : (tensor<4xf16>, tensor<1xf8E5M2>) -> tensor<4xf8E5M2>
// CHECK-NEXT:    %[[OLD:.*]] = ov.Convert.v0 %[[H]] {destination_type = f8E5M2} : (tensor<4xf16>) -> tensor<4xf8E5M2>
// CHECK-NEXT:    func.return %[[SAT]], %[[WRAP]], %[[LIKE]], %[[OLD]]
func.func @float8(%x: tensor<4xf32>, %h: tensor<4xf16>, %t: tensor<1xf8E5M2>) -> (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf8E5M2>) {
  %sat = "onnx.Cast"(%x) <{version = 19 : i64, to = 17 : i64}> : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %wrap = "onnx.Cast"(%x) <{version = 19 : i64, to = 17 : i64, saturate = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %like = "onnx.CastLike"(%h, %t) <{version = 19 : i64}> : (tensor<4xf16>, tensor<1xf8E5M2>) -> tensor<4xf8E5M2>
  %old = "onnx.Cast"(%h) <{version = 21 : i64, to = 19 : i64, saturate = 0 : i64}> : (tensor<4xf16>) -> tensor<4xf8E5M2>
  func.return %sat, %wrap, %like, %old : tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf8E5M2>
}

// -----

// float4 has no NaN: ONNX makes it -0. float8e8m0 rounds up by default: OpenVINO's nearest
// power of two, doubled where it is below the value. round_mode=nearest takes the power of two
// at or below the value, doubled from 1.5 times it on (ONNX's ties go up, OpenVINO's to an even
// exponent).

// CHECK-LABEL: func.func @float4_and_e8m0
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[NAN:.*]] = ov.IsNaN.v10 %[[X]] : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[NEG_ZERO:.*]] = ov.Constant.v0 dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[NO_NAN:.*]] = ov.Select.v1 %[[NAN]], %[[NEG_ZERO]], %[[X]] : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[F4:.*]] = ov.Convert.v0 %[[NO_NAN]] {destination_type = f4E2M1FN} : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
// CHECK-NEXT:    %[[NEAREST:.*]] = ov.Convert.v0 %[[X]] {destination_type = f8E8M0FNU} : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
// CHECK-NEXT:    %[[POWER:.*]] = ov.Convert.v0 %[[NEAREST]] {destination_type = f32} : (tensor<4xf8E8M0FNU>) -> tensor<4xf32>
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SHORT:.*]] = ov.Less.v1 %[[POWER]], %[[X]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[DOUBLED:.*]] = ov.Multiply.v1 %[[POWER]], %[[TWO]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[UP:.*]] = ov.Select.v1 %[[SHORT]], %[[DOUBLED]], %[[POWER]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[E8:.*]] = ov.Convert.v0 %[[UP]] {destination_type = f8E8M0FNU} : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
// CHECK-NEXT:    %[[NEAREST2:.*]] = ov.Convert.v0 %[[X]] {destination_type = f8E8M0FNU} : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
// CHECK-NEXT:    %[[POWER2:.*]] = ov.Convert.v0 %[[NEAREST2]] {destination_type = f32} : (tensor<4xf8E8M0FNU>) -> tensor<4xf32>
// CHECK-NEXT:    %[[TWO2:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[OVER:.*]] = ov.Greater.v1 %[[POWER2]], %[[X]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[HALVED:.*]] = ov.Divide.v1 %[[POWER2]], %[[TWO2]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[DOWN:.*]] = ov.Select.v1 %[[OVER]], %[[HALVED]], %[[POWER2]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ONE_AND_HALF:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[HALFWAY:.*]] = ov.Multiply.v1 %[[DOWN]], %[[ONE_AND_HALF]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[PAST:.*]] = ov.GreaterEqual.v1 %[[X]], %[[HALFWAY]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[DOWN_DOUBLED:.*]] = ov.Multiply.v1 %[[DOWN]], %[[TWO2]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ROUNDED:.*]] = ov.Select.v1 %[[PAST]], %[[DOWN_DOUBLED]], %[[DOWN]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[E8_NEAREST:.*]] = ov.Convert.v0 %[[ROUNDED]] {destination_type = f8E8M0FNU} : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
// CHECK-NEXT:    func.return %[[F4]], %[[E8]], %[[E8_NEAREST]]
func.func @float4_and_e8m0(%x: tensor<4xf32>) -> (tensor<4xf4E2M1FN>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) {
  %f4 = "onnx.Cast"(%x) <{version = 23 : i64, to = 23 : i64}> : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
  %up = "onnx.Cast"(%x) <{version = 24 : i64, to = 24 : i64}> : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
  %nearest = "onnx.Cast"(%x) <{version = 24 : i64, to = 24 : i64, round_mode = "nearest"}> : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
  func.return %f4, %up, %nearest : tensor<4xf4E2M1FN>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
}
