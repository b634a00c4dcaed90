// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// A window of constant size folds to a constant, computed in double precision: the symmetric
// Hann window of 4 is sin^2(pi n / 4) = 0, 1/2, 1, 1/2.

// CHECK-LABEL: func.func @hann_constant
// CHECK:         %[[Y:.*]] = ov.Constant.v0 dense<[0.000000e+00, 0.49999999999999994, 1.000000e+00, 0.50000000000000011]> : tensor<4xf64>
// CHECK-NEXT:    func.return %[[Y]]
func.func @hann_constant() -> tensor<4xf64> {
  %size = "onnx.Constant"() <{version = 13 : i64, value = dense<4> : tensor<i64>}> : () -> tensor<i64>
  %y = "onnx.HannWindow"(%size) <{version = 17 : i64, output_datatype = 11 : i64}> : (tensor<i64>) -> tensor<4xf64>
  func.return %y : tensor<4xf64>
}

// -----

// A size known at run time: Range of positions, angles 2 pi n / (size - 1) (symmetric), the
// cosine sum 25/46 - 21/46 cos in f32, converted to the f16 output_datatype.

// CHECK-LABEL: func.func @hamming_symmetric
// CHECK-SAME:    (%[[SIZE:.*]]: tensor<i32>)
// CHECK:         %[[COUNT:.*]] = ov.Convert.v0 %[[SIZE]] {destination_type = i64}
// CHECK:         %[[N:.*]] = ov.Range.v4 %{{.*}}, %[[COUNT]], %{{.*}} {output_type = f32}
// CHECK:         %[[SPAN:.*]] = ov.Subtract.v1
// CHECK:         %[[ANGLE:.*]] = ov.Divide.v1 %{{.*}}, %[[SPAN]]
// CHECK:         ov.Cos.v0 %[[ANGLE]]
// CHECK:         %[[W:.*]] = ov.Subtract.v1
// CHECK-NEXT:    ov.Convert.v0 %[[W]] {destination_type = f16} : (tensor<?xf32>) -> tensor<?xf16>
func.func @hamming_symmetric(%size: tensor<i32>) -> tensor<?xf16> {
  %y = "onnx.HammingWindow"(%size) <{version = 17 : i64, periodic = 0 : i64, output_datatype = 10 : i64}> : (tensor<i32>) -> tensor<?xf16>
  func.return %y : tensor<?xf16>
}
