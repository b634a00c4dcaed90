// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// What the Fourier lowerings refuse, naming the node.

// ONNX defines a onesided forward DFT for real input only.
func.func @onesided_complex(%x: tensor<2x8x6x2xf32>) -> tensor<2x5x6x2xf32> {
  %y = "onnx.DFTV17"(%x) <{version = 17 : i64, onesided = 1 : i64}> : (tensor<2x8x6x2xf32>) -> tensor<2x5x6x2xf32> loc("spectrum")
  func.return %y : tensor<2x5x6x2xf32>
}
// CHECK: node 'spectrum' (DFT-17): a onesided DFT needs a real [..., 1] input

// -----

// The trailing axis is the complex one: it is no signal axis.
func.func @complex_axis(%x: tensor<2x8x6x2xf32>) -> tensor<2x8x6x2xf32> {
  %y = "onnx.DFTV17"(%x) <{version = 17 : i64, axis = -1 : i64}> : (tensor<2x8x6x2xf32>) -> tensor<2x8x6x2xf32> loc("spectrum")
  func.return %y : tensor<2x8x6x2xf32>
}
// CHECK-NEXT: node 'spectrum' (DFT-17): DFT axis -1 is not a signal axis of an input of rank 4

// -----

// OpenVINO's STFT-15 transforms real signals onesided only.
func.func @stft_full(%s: tensor<2x100x1xf32>, %step: tensor<i64>, %n: tensor<i64>) -> tensor<2x?x?x2xf32> {
  %y = "onnx.STFT"(%s, %step, %n) <{version = 17 : i64, onesided = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<2x100x1xf32>, tensor<i64>, tensor<i64>) -> tensor<2x?x?x2xf32> loc("frames")
  func.return %y : tensor<2x?x?x2xf32>
}
// CHECK-NEXT: node 'frames' (STFT-17): STFT lowers onesided only (OpenVINO's STFT-15 is real-to-onesided)

// -----

// The trailing axis holds the real part, or the real and imaginary parts: 3 is neither.
func.func @dft_trailing_three(%x: tensor<2x8x3xf32>) -> tensor<2x8x2xf32> {
  %y = "onnx.DFTV17"(%x) <{version = 17 : i64}> : (tensor<2x8x3xf32>) -> tensor<2x8x2xf32> loc("three")
  func.return %y : tensor<2x8x2xf32>
}
// CHECK-NEXT: node 'three' (DFT-17): DFT needs an input [..., 1] or [..., 2] of known rank, got tensor<2x8x3xf32>

// -----

func.func @dft_rank_one(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.DFTV17"(%x) <{version = 17 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc("flat")
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: node 'flat' (DFT-17): DFT needs an input [..., 1] or [..., 2] of known rank, got tensor<2xf32>

// -----

// STFT's frame length is the window's, or frame_length: with neither it is unknown.
func.func @stft_no_frame_length(%s: tensor<2x100x1xf32>, %step: tensor<i64>) -> tensor<2x?x?x2xf32> {
  %y = "onnx.STFT"(%s, %step) <{version = 17 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x100x1xf32>, tensor<i64>) -> tensor<2x?x?x2xf32> loc("noframe")
  func.return %y : tensor<2x?x?x2xf32>
}
// CHECK-NEXT: node 'noframe' (STFT-17): STFT needs a window or a frame_length
