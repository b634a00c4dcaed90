// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// An int8 model's edges and a quantized convolution. The input's integers become real values
// (Convert, minus the zero point -3, times the scale 0.5), on their grid already: no
// FakeQuantize snaps them (ovc's IR has none either). The weights are transposed OHWI ->
// OIHW as integers, then dequantized per output channel through a Convert kept from folding.
// The result is requantized onto its grid (scale 1, zero point -128: [0, 255]); the output
// leaves through a FakeQuantize onto the integers [-128, 127] and a Convert to i8.
// CHECK-LABEL: func.func @int8_conv
// CHECK-NEXT:    %[[X:.*]] = ov.Convert.v0 %x {destination_type = f32}
// CHECK-NEXT:    %[[ZP:.*]] = ov.Constant.v0 dense<-3.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[XZ:.*]] = ov.Subtract.v1 %[[X]], %[[ZP]]
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[XR:.*]] = ov.Multiply.v1 %[[XZ]], %[[S]]
// CHECK-NOT:     ov.FakeQuantize
// CHECK:         %[[NCHW:.*]] = ov.Transpose.v1 %[[XR]], %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{.*}}> : tensor<3x1x1x2xi8>
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK-NEXT:    %[[WT:.*]] = ov.Transpose.v1 %[[W]], %[[ORDER]] : (tensor<3x1x1x2xi8>, tensor<4xi64>) -> tensor<3x2x1x1xi8>
// CHECK-NEXT:    %[[WF:.*]] = ov.Convert.v0 %[[WT]] {ovopt.keep_unfolded, destination_type = f32}
// CHECK-NEXT:    %[[WS:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}2.500000e-01]]], {{\[\[\[}}1.250000e-01]]], {{\[\[\[}}5.000000e-01]]]]> : tensor<3x1x1x1xf32>
// CHECK-NEXT:    %[[WR:.*]] = ov.Multiply.v1 %[[WF]], %[[WS]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[NCHW]], %[[WR]]
// CHECK-NEXT:    %[[YLO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x1x1x1xf32>
// CHECK-NEXT:    %[[YHI:.*]] = ov.Constant.v0 dense<2.550000e+02> : tensor<1x1x1x1xf32>
// CHECK-NEXT:    %[[YQ:.*]] = ov.FakeQuantize.v0 %[[Y]], %[[YLO]], %[[YHI]], %[[YLO]], %[[YHI]] {levels = 256 : i64}
// CHECK:         %[[NHWC:.*]] = ov.Transpose.v1 %[[YQ]], %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    %[[QMIN:.*]] = ov.Constant.v0 dense<-1.280000e+02>
// CHECK-NEXT:    %[[QMAX:.*]] = ov.Constant.v0 dense<1.270000e+02>
// CHECK-NEXT:    %[[OLO:.*]] = ov.Constant.v0 dense<0.000000e+00>
// CHECK-NEXT:    %[[OHI:.*]] = ov.Constant.v0 dense<2.550000e+02>
// CHECK-NEXT:    %[[O:.*]] = ov.FakeQuantize.v0 %[[NHWC]], %[[OLO]], %[[OHI]], %[[QMIN]], %[[QMAX]] {levels = 256 : i64}
// CHECK-NEXT:    %[[OI:.*]] = ov.Convert.v0 %[[O]] {destination_type = i8}
// CHECK-NEXT:    func.return %[[OI]] : tensor<1x4x4x3xi8>
func.func @int8_conv(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x3xi8> {
  %q = tflite.storage_cast %x : tensor<1x4x4x2xi8> to tensor<1x4x4x2xi8, #tflite.quantization<scale [0.5], zero_point [-3], axis 0>>
  %w = tflite.const dense<[[[[1, 2]]], [[[3, 4]]], [[[5, 6]]]]> : tensor<3x1x1x2xi8> : tensor<3x1x1x2xi8, #tflite.quantization<scale [0.25, 0.125, 0.5], zero_point [0, 0, 0], axis 0>>
  %n = tflite.no_value
  %y = tflite.CONV_2D %q, %w, %n {padding = "VALID", stride_w = 1 : i64, stride_h = 1 : i64} : (tensor<1x4x4x2xi8, #tflite.quantization<scale [0.5], zero_point [-3], axis 0>>, tensor<3x1x1x2xi8, #tflite.quantization<scale [0.25, 0.125, 0.5], zero_point [0, 0, 0], axis 0>>, none) -> tensor<1x4x4x3xi8, #tflite.quantization<scale [1.0], zero_point [-128], axis 0>>
  %o = tflite.storage_cast %y : tensor<1x4x4x3xi8, #tflite.quantization<scale [1.0], zero_point [-128], axis 0>> to tensor<1x4x4x3xi8>
  func.return %o : tensor<1x4x4x3xi8>
}

// -----

// QUANTIZE snaps float values onto the result's grid; DEQUANTIZE of a quantized tensor is its
// real values already; of float16 weights, a Convert kept from folding (compressed weights).
// A constant that is read as plain numbers is a Constant.
// CHECK-LABEL: func.func @edges
// CHECK-NEXT:    %[[LO:.*]] = ov.Constant.v0 dense<-1.280000e+01> : tensor<1x1xf32>
// CHECK-NEXT:    %[[HI:.*]] = ov.Constant.v0 dense<1.270000e+01> : tensor<1x1xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.FakeQuantize.v0 %x, %[[LO]], %[[HI]], %[[LO]], %[[HI]] {levels = 256 : i64}
// CHECK-NEXT:    %[[H:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<2x4xf16>
// CHECK-NEXT:    %[[HF:.*]] = ov.Convert.v0 %[[H]] {ovopt.keep_unfolded, destination_type = f32}
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %[[Q]], %[[HF]]
// CHECK-NEXT:    func.return %[[SUM]]
func.func @edges(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %q = tflite.QUANTIZE %x : (tensor<2x4xf32>) -> tensor<2x4xi8, #tflite.quantization<scale [0.1], zero_point [0], axis 0>>
  %d = tflite.DEQUANTIZE %q : (tensor<2x4xi8, #tflite.quantization<scale [0.1], zero_point [0], axis 0>>) -> tensor<2x4xf32>
  %h = tflite.const dense<1.5> : tensor<2x4xf16> : tensor<2x4xf16>
  %w = tflite.DEQUANTIZE %h : (tensor<2x4xf16>) -> tensor<2x4xf32>
  %s = tflite.ADD %d, %w : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %s : tensor<2x4xf32>
}
