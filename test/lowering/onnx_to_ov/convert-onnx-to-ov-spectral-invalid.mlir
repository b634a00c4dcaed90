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
