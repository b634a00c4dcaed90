// RUN: ov-opt %s --split-input-file -p gna-fold-weights-dequantization | filecheck %s

// 8-bit weights dequantised by a Convert marked to stay for OpenVINO's CPU, times a scale per
// row: folded to the f32 weights GNA quantises itself ([2, -4] * 0.5 and [127, 1] * 0.25).
// CHECK-LABEL: func.func @marked_weights
// CHECK:         %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, -2.000000e+00], [3.175000e+01, 2.500000e-01]]> : tensor<2x2xf32>
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[W]]
// CHECK-NOT:     keep_unfolded
func.func @marked_weights(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %q = ov.Constant.v0 dense<[[2, -4], [127, 1]]> : tensor<2x2xi8>
  %s = ov.Constant.v0 dense<[[0.5], [0.25]]> : tensor<2x1xf32>
  %c = ov.Convert.v0 %q {ovopt.keep_unfolded, destination_type = f32} : (tensor<2x2xi8>) -> tensor<2x2xf32>
  %w = ov.Multiply.v1 %c, %s : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  %y = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// No mark: nothing to do (a Convert of data stays).
// CHECK-LABEL: func.func @no_marks
// CHECK:         ov.Convert.v0 %x
func.func @no_marks(%x: tensor<2xi8>) -> tensor<2xf32> {
  %c = ov.Convert.v0 %x {destination_type = f32} : (tensor<2xi8>) -> tensor<2xf32>
  func.return %c : tensor<2xf32>
}
