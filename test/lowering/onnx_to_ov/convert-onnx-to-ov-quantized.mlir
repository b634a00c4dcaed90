// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// ConvInteger with two groups and a per-output-channel weight zero point: both inputs in i32
// less their zero points (w's reshaped to [M, 1, 1, 1]), then an i32 GroupConvolution on the
// weights reshaped into groups, as ovc emits it.

// CHECK-LABEL: func.func @conv_integer_grouped
// CHECK-SAME:    (%[[X:.*]]: tensor<1x4x5x5xui8>, %[[W:.*]]: tensor<6x2x3x3xi8>, %[[XZ:.*]]: tensor<ui8>, %[[WZ:.*]]: tensor<6xi8>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[-1, 1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[WZ4:.*]] = ov.Reshape.v1 %[[WZ]], %[[C]] {special_zero = false} : (tensor<6xi8>, tensor<4xi64>) -> tensor<6x1x1x1xi8>
// CHECK-NEXT:    %[[XI:.*]] = ov.Convert.v0 %[[X]] {destination_type = i32}
// CHECK-NEXT:    %[[XZI:.*]] = ov.Convert.v0 %[[XZ]] {destination_type = i32}
// CHECK-NEXT:    %[[XS:.*]] = ov.Subtract.v1 %[[XI]], %[[XZI]] : (tensor<1x4x5x5xi32>, tensor<i32>) -> tensor<1x4x5x5xi32>
// CHECK-NEXT:    %[[WI:.*]] = ov.Convert.v0 %[[W]] {destination_type = i32}
// CHECK-NEXT:    %[[WZI:.*]] = ov.Convert.v0 %[[WZ4]] {destination_type = i32}
// CHECK-NEXT:    %[[WS:.*]] = ov.Subtract.v1 %[[WI]], %[[WZI]] : (tensor<6x2x3x3xi32>, tensor<6x1x1x1xi32>) -> tensor<6x2x3x3xi32>
// CHECK-NEXT:    %[[G:.*]] = ov.Constant.v0 dense<[2, 3, 2, 3, 3]> : tensor<5xi64>
// CHECK-NEXT:    %[[WG:.*]] = ov.Reshape.v1 %[[WS]], %[[G]]
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupConvolution.v1 %[[XS]], %[[WG]] {{.*}} : (tensor<1x4x5x5xi32>, tensor<2x3x2x3x3xi32>) -> tensor<1x6x3x3xi32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x6x3x3xi32>
func.func @conv_integer_grouped(%x: tensor<1x4x5x5xui8>, %w: tensor<6x2x3x3xi8>, %xz: tensor<ui8>, %wz: tensor<6xi8>) -> tensor<1x6x3x3xi32> {
  %y = "onnx.ConvInteger"(%x, %w, %xz, %wz) <{version = 10 : i64, group = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<1x4x5x5xui8>, tensor<6x2x3x3xi8>, tensor<ui8>, tensor<6xi8>) -> tensor<1x6x3x3xi32>
  func.return %y : tensor<1x6x3x3xi32>
}

// -----

// ConvInteger without zero points: only the conversions to i32.

// CHECK-LABEL: func.func @conv_integer_plain
// CHECK-NEXT:    %[[XI:.*]] = ov.Convert.v0 %{{.*}} {destination_type = i32}
// CHECK-NEXT:    %[[WI:.*]] = ov.Convert.v0 %{{.*}} {destination_type = i32}
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[XI]], %[[WI]] {{.*}} -> tensor<1x2x3x3xi32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv_integer_plain(%x: tensor<1x3x3x3xi8>, %w: tensor<2x3x1x1xi8>) -> tensor<1x2x3x3xi32> {
  %y = "onnx.ConvInteger"(%x, %w) <{version = 10 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<1x3x3x3xi8>, tensor<2x3x1x1xi8>) -> tensor<1x2x3x3xi32>
  func.return %y : tensor<1x2x3x3xi32>
}

// -----

// QLinearConv per output channel: the i32 accumulator plus the i32 bias, in f32 times
// x_scale * w_scale / y_scale (w_scale reshaped to [M, 1, 1] for the output's channels),
// rounded half to even, plus the output zero point, clamped to u8 and converted.

// CHECK-LABEL: func.func @qlinear_conv
// CHECK-SAME:    %[[XS:[a-z0-9]+]]: tensor<f32>, %{{.*}}: tensor<i8>, %{{.*}}: tensor<2x3x1x1xi8>, %[[WS:[a-z0-9]+]]: tensor<2xf32>, %{{.*}}: tensor<2xi8>, %[[YS:[a-z0-9]+]]: tensor<f32>, %[[YZ:[a-z0-9]+]]: tensor<ui8>, %[[B:[a-z0-9]+]]: tensor<2xi32>
// CHECK:         %[[ACC:.*]] = ov.Convolution.v1 {{.*}} -> tensor<1x2x4x4xi32>
// CHECK-NEXT:    %[[BC:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[B4:.*]] = ov.Reshape.v1 %[[B]], %[[BC]]
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %[[ACC]], %[[B4]] : (tensor<1x2x4x4xi32>, tensor<1x2x1x1xi32>) -> tensor<1x2x4x4xi32>
// CHECK-NEXT:    %[[SC:.*]] = ov.Constant.v0 dense<[-1, 1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[WS3:.*]] = ov.Reshape.v1 %[[WS]], %[[SC]] {special_zero = false} : (tensor<2xf32>, tensor<3xi64>) -> tensor<2x1x1xf32>
// CHECK-NEXT:    %[[XW:.*]] = ov.Multiply.v1 %[[XS]], %[[WS3]]
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Divide.v1 %[[XW]], %[[YS]] : (tensor<2x1x1xf32>, tensor<f32>) -> tensor<2x1x1xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Convert.v0 %[[SUM]] {destination_type = f32}
// CHECK-NEXT:    %[[P:.*]] = ov.Multiply.v1 %[[F]], %[[SCALE]] : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) -> tensor<1x2x4x4xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[P]]
// CHECK-NEXT:    %[[YZF:.*]] = ov.Convert.v0 %[[YZ]] {destination_type = f32}
// CHECK-NEXT:    %[[Q:.*]] = ov.Add.v1 %[[R]], %[[YZF]]
// CHECK-NEXT:    %[[CL:.*]] = ov.Clamp.v0 %[[Q]] {min = 0.000000e+00 : f64, max = 2.550000e+02 : f64}
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %[[CL]] {destination_type = ui8} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xui8>
// CHECK-NEXT:    func.return %[[Y]]
func.func @qlinear_conv(%x: tensor<1x3x4x4xi8>, %xs: tensor<f32>, %xz: tensor<i8>, %w: tensor<2x3x1x1xi8>, %ws: tensor<2xf32>, %wz: tensor<2xi8>, %ys: tensor<f32>, %yz: tensor<ui8>, %b: tensor<2xi32>) -> tensor<1x2x4x4xui8> {
  %y = "onnx.QLinearConv"(%x, %xs, %xz, %w, %ws, %wz, %ys, %yz, %b) <{version = 10 : i64}> : (tensor<1x3x4x4xi8>, tensor<f32>, tensor<i8>, tensor<2x3x1x1xi8>, tensor<2xf32>, tensor<2xi8>, tensor<f32>, tensor<ui8>, tensor<2xi32>) -> tensor<1x2x4x4xui8>
  func.return %y : tensor<1x2x4x4xui8>
}

// -----

// Scales and zero points of one element in a 1-D tensor ([1]) are per tensor as scalars are:
// taken as they are, w_scale not reshaped to the output's channels.

// CHECK-LABEL: func.func @qlinear_conv_one_element_scales
// CHECK-SAME:    %[[XS:[a-z0-9]+]]: tensor<1xf32>, %{{.*}}: tensor<1xui8>, %{{.*}}: tensor<2x3x1x1xui8>, %[[WS:[a-z0-9]+]]: tensor<1xf32>, %{{.*}}: tensor<1xui8>, %[[YS:[a-z0-9]+]]: tensor<1xf32>, %[[YZ:[a-z0-9]+]]: tensor<1xui8>
// CHECK:         %[[ACC:.*]] = ov.Convolution.v1 {{.*}} -> tensor<1x2x4x4xi32>
// CHECK-NEXT:    %[[XW:.*]] = ov.Multiply.v1 %[[XS]], %[[WS]] : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Divide.v1 %[[XW]], %[[YS]] : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Convert.v0 %[[ACC]] {destination_type = f32}
// CHECK-NEXT:    ov.Multiply.v1 %[[F]], %[[SCALE]] : (tensor<1x2x4x4xf32>, tensor<1xf32>) -> tensor<1x2x4x4xf32>
func.func @qlinear_conv_one_element_scales(%x: tensor<1x3x4x4xui8>, %xs: tensor<1xf32>, %xz: tensor<1xui8>, %w: tensor<2x3x1x1xui8>, %ws: tensor<1xf32>, %wz: tensor<1xui8>, %ys: tensor<1xf32>, %yz: tensor<1xui8>) -> tensor<1x2x4x4xui8> {
  %y = "onnx.QLinearConv"(%x, %xs, %xz, %w, %ws, %wz, %ys, %yz) <{version = 10 : i64}> : (tensor<1x3x4x4xui8>, tensor<1xf32>, tensor<1xui8>, tensor<2x3x1x1xui8>, tensor<1xf32>, tensor<1xui8>, tensor<1xf32>, tensor<1xui8>) -> tensor<1x2x4x4xui8>
  func.return %y : tensor<1x2x4x4xui8>
}

// -----

// MatMulInteger: a's zero point per row ([M] reshaped to [M, 1]), b's per column ([N]
// broadcasts as it is), an i32 MatMul.

// CHECK-LABEL: func.func @matmul_integer
// CHECK-SAME:    (%[[A:.*]]: tensor<2x4x3xui8>, %[[B:.*]]: tensor<3x5xi8>, %[[AZ:.*]]: tensor<4xui8>, %[[BZ:.*]]: tensor<5xi8>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[-1, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[AZ2:.*]] = ov.Reshape.v1 %[[AZ]], %[[C]] {special_zero = false} : (tensor<4xui8>, tensor<2xi64>) -> tensor<4x1xui8>
// CHECK-NEXT:    %[[AI:.*]] = ov.Convert.v0 %[[A]] {destination_type = i32}
// CHECK-NEXT:    %[[AZI:.*]] = ov.Convert.v0 %[[AZ2]] {destination_type = i32}
// CHECK-NEXT:    %[[AS:.*]] = ov.Subtract.v1 %[[AI]], %[[AZI]] : (tensor<2x4x3xi32>, tensor<4x1xi32>) -> tensor<2x4x3xi32>
// CHECK-NEXT:    %[[BI:.*]] = ov.Convert.v0 %[[B]] {destination_type = i32}
// CHECK-NEXT:    %[[BZI:.*]] = ov.Convert.v0 %[[BZ]] {destination_type = i32}
// CHECK-NEXT:    %[[BS:.*]] = ov.Subtract.v1 %[[BI]], %[[BZI]] : (tensor<3x5xi32>, tensor<5xi32>) -> tensor<3x5xi32>
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %[[AS]], %[[BS]] : (tensor<2x4x3xi32>, tensor<3x5xi32>) -> tensor<2x4x5xi32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @matmul_integer(%a: tensor<2x4x3xui8>, %b: tensor<3x5xi8>, %az: tensor<4xui8>, %bz: tensor<5xi8>) -> tensor<2x4x5xi32> {
  %y = "onnx.MatMulInteger"(%a, %b, %az, %bz) <{version = 10 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<2x4x3xui8>, tensor<3x5xi8>, tensor<4xui8>, tensor<5xi8>) -> tensor<2x4x5xi32>
  func.return %y : tensor<2x4x5xi32>
}

// -----

// QLinearMatMul-21 with f16 scales (b's per column): the scales in f32, the output clamped to i8.

// CHECK-LABEL: func.func @qlinear_matmul
// CHECK:         %[[ACC:.*]] = ov.MatMul.v0 {{.*}} -> tensor<4x5xi32>
// CHECK-NEXT:    %[[AS:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<f16>) -> tensor<f32>
// CHECK-NEXT:    %[[BS:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<5xf16>) -> tensor<5xf32>
// CHECK-NEXT:    %[[AB:.*]] = ov.Multiply.v1 %[[AS]], %[[BS]]
// CHECK-NEXT:    %[[YS:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<f16>) -> tensor<f32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Divide.v1 %[[AB]], %[[YS]] : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Convert.v0 %[[ACC]] {destination_type = f32}
// CHECK-NEXT:    %[[P:.*]] = ov.Multiply.v1 %[[F]], %[[SCALE]] : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[P]]
// CHECK-NEXT:    %[[YZ:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<i8>) -> tensor<f32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Add.v1 %[[R]], %[[YZ]]
// CHECK-NEXT:    %[[CL:.*]] = ov.Clamp.v0 %[[Q]] {min = -1.280000e+02 : f64, max = 1.270000e+02 : f64}
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %[[CL]] {destination_type = i8} : (tensor<4x5xf32>) -> tensor<4x5xi8>
// CHECK-NEXT:    func.return %[[Y]]
func.func @qlinear_matmul(%a: tensor<4x3xui8>, %as: tensor<f16>, %az: tensor<ui8>, %b: tensor<3x5xi8>, %bs: tensor<5xf16>, %bz: tensor<5xi8>, %ys: tensor<f16>, %yz: tensor<i8>) -> tensor<4x5xi8> {
  %y = "onnx.QLinearMatMul"(%a, %as, %az, %b, %bs, %bz, %ys, %yz) <{version = 21 : i64}> : (tensor<4x3xui8>, tensor<f16>, tensor<ui8>, tensor<3x5xi8>, tensor<5xf16>, tensor<5xi8>, tensor<f16>, tensor<i8>) -> tensor<4x5xi8>
  func.return %y : tensor<4x5xi8>
}

// -----

// DynamicQuantizeLinear: the range of x widened to include 0 (1 when it is empty) over 255 is
// the scale; the zero point is -min / scale clamped to [0, 255] and rounded; y is x / scale
// rounded, plus the zero point, clamped and converted to u8.

// CHECK-LABEL: func.func @dynamic_quantize
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[FLAT:.*]] = ov.Reshape.v1 %[[X]], %[[C]] {special_zero = false} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[AX:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[MAX:.*]] = ov.ReduceMax.v1 %[[FLAT]], %[[AX]] : (tensor<6xf32>, tensor<1xi64>) -> tensor<f32>
// CHECK-NEXT:    %[[TOP:.*]] = ov.Maximum.v1 %[[MAX]], %[[ZERO]]
// CHECK-NEXT:    %[[AX2:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[MIN:.*]] = ov.ReduceMin.v1 %[[FLAT]], %[[AX2]]
// CHECK-NEXT:    %[[BOTTOM:.*]] = ov.Minimum.v1 %[[MIN]], %[[ZERO]]
// CHECK-NEXT:    %[[SPREAD:.*]] = ov.Subtract.v1 %[[TOP]], %[[BOTTOM]]
// CHECK-NEXT:    %[[EMPTY:.*]] = ov.Equal.v1 %[[SPREAD]], %[[ZERO]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[WIDE:.*]] = ov.Select.v1 %[[EMPTY]], %[[ONE]], %[[SPREAD]]
// CHECK-NEXT:    %[[Q:.*]] = ov.Constant.v0 dense<2.550000e+02> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Divide.v1 %[[WIDE]], %[[Q]]
// CHECK-NEXT:    %[[NEG:.*]] = ov.Negative.v0 %[[BOTTOM]]
// CHECK-NEXT:    %[[SHIFT:.*]] = ov.Divide.v1 %[[NEG]], %[[S]]
// CHECK-NEXT:    %[[SAT:.*]] = ov.Clamp.v0 %[[SHIFT]] {min = 0.000000e+00 : f64, max = 2.550000e+02 : f64}
// CHECK-NEXT:    %[[ZP:.*]] = ov.Round.v5 %[[SAT]]
// CHECK-NEXT:    %[[D:.*]] = ov.Divide.v1 %[[X]], %[[S]]
// CHECK-NEXT:    %[[R:.*]] = ov.Round.v5 %[[D]]
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[R]], %[[ZP]]
// CHECK-NEXT:    %[[CL:.*]] = ov.Clamp.v0 %[[A]] {min = 0.000000e+00 : f64, max = 2.550000e+02 : f64}
// CHECK-NEXT:    %[[Y:.*]] = ov.Convert.v0 %[[CL]] {destination_type = ui8} : (tensor<2x3xf32>) -> tensor<2x3xui8>
// CHECK-NEXT:    %[[Z:.*]] = ov.Convert.v0 %[[ZP]] {destination_type = ui8} : (tensor<f32>) -> tensor<ui8>
// CHECK-NEXT:    func.return %[[Y]], %[[S]], %[[Z]] : tensor<2x3xui8>, tensor<f32>, tensor<ui8>
func.func @dynamic_quantize(%x: tensor<2x3xf32>) -> (tensor<2x3xui8>, tensor<f32>, tensor<ui8>) {
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) <{version = 11 : i64}> : (tensor<2x3xf32>) -> (tensor<2x3xui8>, tensor<f32>, tensor<ui8>)
  func.return %y, %s, %z : tensor<2x3xui8>, tensor<f32>, tensor<ui8>
}
