// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// DFT-17 onesided of a real signal: the trailing 1 squeezed off, RDFT-9 along the attribute's axis.

// CHECK-LABEL: func.func @rfft
// CHECK-SAME:    (%[[X:.*]]: tensor<2x8x6x1xf32>)
// CHECK:         %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK:         %[[REAL:.*]] = ov.Squeeze.v0 %[[X]], %{{.*}} : (tensor<2x8x6x1xf32>, tensor<1xi64>) -> tensor<2x8x6xf32>
// CHECK-NEXT:    ov.RDFT.v9 %[[REAL]], %[[AXES]] : (tensor<2x8x6xf32>, tensor<1xi64>) -> tensor<2x5x6x2xf32>
func.func @rfft(%x: tensor<2x8x6x1xf32>) -> tensor<2x5x6x2xf32> {
  %y = "onnx.DFTV17"(%x) <{version = 17 : i64, onesided = 1 : i64}> : (tensor<2x8x6x1xf32>) -> tensor<2x5x6x2xf32>
  func.return %y : tensor<2x5x6x2xf32>
}

// -----

// DFT-20 of a real signal along the default-like axis -2 (the last signal axis, 2 from the
// front): zero imaginary parts concatenated, DFT-7.

// CHECK-LABEL: func.func @dft_real
// CHECK-SAME:    (%[[X:.*]]: tensor<2x8x6x1xf32>)
// CHECK:         %[[AXES:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK:         %[[ZEROS:.*]] = ov.Broadcast.v3
// CHECK-NEXT:    %[[COMPLEX:.*]] = ov.Concat.v0 %[[X]], %[[ZEROS]] {axis = -1 : i64} : (tensor<2x8x6x1xf32>, tensor<2x8x6x1xf32>) -> tensor<2x8x6x2xf32>
// CHECK-NEXT:    ov.DFT.v7 %[[COMPLEX]], %[[AXES]] : (tensor<2x8x6x2xf32>, tensor<1xi64>) -> tensor<2x8x6x2xf32>
func.func @dft_real(%x: tensor<2x8x6x1xf32>) -> tensor<2x8x6x2xf32> {
  %axis = "onnx.Constant"() <{version = 13 : i64, value = dense<-2> : tensor<i64>}> : () -> tensor<i64>
  %y = "onnx.DFT"(%x, %axis) <{version = 20 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<2x8x6x1xf32>, tensor<i64>) -> tensor<2x8x6x2xf32>
  func.return %y : tensor<2x8x6x2xf32>
}

// -----

// A onesided DFT-17 whose constant dft_length (11) is past the signal's 8 along the axis: the
// signal zero-padded to 11 explicitly, RDFT-9 without signal_size.

// CHECK-LABEL: func.func @rfft_padded
// CHECK:         %[[REAL:.*]] = ov.Squeeze.v0
// CHECK:         %[[END:.*]] = ov.Constant.v0 dense<[0, 3, 0]> : tensor<3xi64>
// CHECK:         %[[PADDED:.*]] = ov.Pad.v12 %[[REAL]], %{{.*}}, %[[END]], %{{.*}} : (tensor<2x8x6xf32>, tensor<3xi64>, tensor<3xi64>, tensor<f32>) -> tensor<2x11x6xf32>
// CHECK-NEXT:    ov.RDFT.v9 %[[PADDED]], %{{.*}} : (tensor<2x11x6xf32>, tensor<1xi64>) -> tensor<2x6x6x2xf32>
func.func @rfft_padded(%x: tensor<2x8x6x1xf32>) -> tensor<2x6x6x2xf32> {
  %n = "onnx.Constant"() <{version = 13 : i64, value = dense<11> : tensor<i64>}> : () -> tensor<i64>
  %y = "onnx.DFTV17"(%x, %n) <{version = 17 : i64, onesided = 1 : i64}> : (tensor<2x8x6x1xf32>, tensor<i64>) -> tensor<2x6x6x2xf32>
  func.return %y : tensor<2x6x6x2xf32>
}

// -----

// A dft_length known only at run time is not padded here: it is RDFT-9's signal_size, [1].

// CHECK-LABEL: func.func @rfft_length_at_run_time
// CHECK-SAME:    (%[[X:.*]]: tensor<2x8x6x1xf32>, %[[N:.*]]: tensor<i64>)
// CHECK:         %[[SIZE:.*]] = ov.Reshape.v1 %[[N]], %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK:         %[[REAL:.*]] = ov.Squeeze.v0 %[[X]]
// CHECK-NEXT:    ov.RDFT.v9 %[[REAL]], %{{.*}}, %[[SIZE]] : (tensor<2x8x6xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x?x6x2xf32>
func.func @rfft_length_at_run_time(%x: tensor<2x8x6x1xf32>, %n: tensor<i64>) -> tensor<2x?x6x2xf32> {
  %y = "onnx.DFTV17"(%x, %n) <{version = 17 : i64, onesided = 1 : i64}> : (tensor<2x8x6x1xf32>, tensor<i64>) -> tensor<2x?x6x2xf32>
  func.return %y : tensor<2x?x6x2xf32>
}

// -----

// An inverse onesided DFT-20 whose axis is a model input: counted from the front by FloorMod,
// swapped with the last signal axis (2) by a Transpose, IRDFT-9 along 2, the trailing 1 put
// back, swapped back.

// CHECK-LABEL: func.func @irfft_axis_input
// CHECK-SAME:    (%[[X:.*]]: tensor<2x5x6x2xf32>, %[[AXIS:.*]]: tensor<i64>)
// CHECK:         %[[ONE:.*]] = ov.Reshape.v1 %[[AXIS]]
// CHECK:         %[[FRONT:.*]] = ov.FloorMod.v1 %[[ONE]]
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 1, 2, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[SWAPPED:.*]] = ov.Constant.v0 dense<2> : tensor<i64>
// CHECK-NEXT:    %[[AT_SWAPPED:.*]] = ov.Equal.v1 %[[AXES]], %[[SWAPPED]]
// CHECK-NEXT:    %[[OTHERS:.*]] = ov.Select.v1 %[[AT_SWAPPED]], %[[FRONT]], %[[AXES]]
// CHECK-NEXT:    %[[AT_AXIS:.*]] = ov.Equal.v1 %[[AXES]], %[[FRONT]]
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Select.v1 %[[AT_AXIS]], %[[SWAPPED]], %[[OTHERS]] : (tensor<4xi1>, tensor<i64>, tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT:    %[[MOVED:.*]] = ov.Transpose.v1 %[[X]], %[[ORDER]]
// CHECK-NEXT:    %[[LAST:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[SIGNAL:.*]] = ov.IRDFT.v9 %[[MOVED]], %[[LAST]]
// CHECK:         %[[WITH_ONE:.*]] = ov.Unsqueeze.v0 %[[SIGNAL]]
// CHECK-NEXT:    ov.Transpose.v1 %[[WITH_ONE]], %[[ORDER]] : (tensor<?x?x?x1xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
func.func @irfft_axis_input(%x: tensor<2x5x6x2xf32>, %axis: tensor<i64>) -> tensor<?x?x?x1xf32> {
  %y = "onnx.DFT"(%x, %axis) <{version = 20 : i64, inverse = 1 : i64, onesided = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<2x5x6x2xf32>, tensor<i64>) -> tensor<?x?x?x1xf32>
  func.return %y : tensor<?x?x?x1xf32>
}

// -----

// An inverse DFT-17 of a complex signal with an i32 dft_length: IDFT-7 with signal_size.

// CHECK-LABEL: func.func @idft_length
// CHECK-SAME:    (%[[X:.*]]: tensor<2x8x6x2xf32>, %[[N:.*]]: tensor<i32>)
// CHECK:         %[[N64:.*]] = ov.Convert.v0 %[[N]] {destination_type = i64}
// CHECK:         %[[SIZE:.*]] = ov.Reshape.v1 %[[N64]]
// CHECK-NEXT:    ov.IDFT.v7 %[[X]], %{{.*}}, %[[SIZE]] : (tensor<2x8x6x2xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x?x6x2xf32>
func.func @idft_length(%x: tensor<2x8x6x2xf32>, %n: tensor<i32>) -> tensor<2x?x6x2xf32> {
  %y = "onnx.DFTV17"(%x, %n) <{version = 17 : i64, inverse = 1 : i64}> : (tensor<2x8x6x2xf32>, tensor<i32>) -> tensor<2x?x6x2xf32>
  func.return %y : tensor<2x?x6x2xf32>
}

// -----

// STFT without a window: a rectangular one of frame_length; the signal's trailing 1 squeezed.

// CHECK-LABEL: func.func @stft
// CHECK-SAME:    (%[[S:.*]]: tensor<2x100x1xf32>, %[[STEP:.*]]: tensor<i64>, %[[N:.*]]: tensor<i64>)
// CHECK:         %[[SIGNAL:.*]] = ov.Squeeze.v0 %[[S]]
// CHECK:         %[[WINDOW:.*]] = ov.Broadcast.v3 %{{.*}}, %{{.*}} : (tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
// CHECK-NEXT:    ov.STFT.v15 %[[SIGNAL]], %[[WINDOW]], %[[N]], %[[STEP]] {transpose_frames = false} : (tensor<2x100xf32>, tensor<?xf32>, tensor<i64>, tensor<i64>) -> tensor<2x?x?x2xf32>
func.func @stft(%s: tensor<2x100x1xf32>, %step: tensor<i64>, %n: tensor<i64>) -> tensor<2x?x?x2xf32> {
  %y = "onnx.STFT"(%s, %step, %n) <{version = 17 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<2x100x1xf32>, tensor<i64>, tensor<i64>) -> tensor<2x?x?x2xf32>
  func.return %y : tensor<2x?x?x2xf32>
}
