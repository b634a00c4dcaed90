// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the Fourier transforms and STFT.

func.func @dft_real(%x: tensor<2x6x5xf32>) -> tensor<2x6x5xf32> {
  %a = ov.Constant.v0 dense<1> : tensor<1xi64>
  %y = ov.DFT.v7 %x, %a : (tensor<2x6x5xf32>, tensor<1xi64>) -> tensor<2x6x5xf32>
  func.return %y : tensor<2x6x5xf32>
}
// CHECK: the DFT data must be complex, [..., 2], got shape [2,6,5]

// -----

func.func @idft_repeated_axis(%x: tensor<2x6x5x2xf32>) -> tensor<2x6x5x2xf32> {
  %a = ov.Constant.v0 dense<[2, -1]> : tensor<2xi64>
  %y = ov.IDFT.v7 %x, %a : (tensor<2x6x5x2xf32>, tensor<2xi64>) -> tensor<2x6x5x2xf32>
  func.return %y : tensor<2x6x5x2xf32>
}
// CHECK-NEXT: the DFT axes [2, -1] repeat an axis

// -----

func.func @rdft_sizes(%x: tensor<2x6x5xf32>) -> tensor<2x6x3x2xf32> {
  %a = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %n = ov.Constant.v0 dense<[4, 4]> : tensor<2xi64>
  %y = ov.RDFT.v9 %x, %a, %n : (tensor<2x6x5xf32>, tensor<1xi64>, tensor<2xi64>) -> tensor<2x6x3x2xf32>
  func.return %y : tensor<2x6x3x2xf32>
}
// CHECK-NEXT: signal_size has 2 values for 1 axes

// -----

func.func @irdft_axis(%x: tensor<2x6x5x2xf32>) -> tensor<2x6x8xf32> {
  %a = ov.Constant.v0 dense<3> : tensor<1xi64>
  %y = ov.IRDFT.v9 %x, %a : (tensor<2x6x5x2xf32>, tensor<1xi64>) -> tensor<2x6x8xf32>
  func.return %y : tensor<2x6x8xf32>
}
// CHECK-NEXT: DFT axis 3 is out of range for rank 3

// -----

func.func @stft_long_window(%s: tensor<2x40xf32>, %w: tensor<9xf32>) -> tensor<2x11x5x2xf32> {
  %size = ov.Constant.v0 dense<8> : tensor<i64>
  %step = ov.Constant.v0 dense<3> : tensor<i64>
  %y = ov.STFT.v15 %s, %w, %size, %step {transpose_frames = false} : (tensor<2x40xf32>, tensor<9xf32>, tensor<i64>, tensor<i64>) -> tensor<2x11x5x2xf32>
  func.return %y : tensor<2x11x5x2xf32>
}
// CHECK-NEXT: the STFT window (9) is longer than the frame (8)

// -----

func.func @stft_window_element(%s: tensor<40xf32>, %w: tensor<8xf16>, %n: tensor<i64>) -> tensor<?x?x2xf32> {
  %y = ov.STFT.v15 %s, %w, %n, %n {transpose_frames = false} : (tensor<40xf32>, tensor<8xf16>, tensor<i64>, tensor<i64>) -> tensor<?x?x2xf32>
  func.return %y : tensor<?x?x2xf32>
}
// CHECK-NEXT: the STFT window must be f32 as the signal, got f16

// -----

func.func @stft_signal_rank(%s: tensor<2x2x40xf32>, %w: tensor<8xf32>, %n: tensor<i64>) -> tensor<?x?x?x2xf32> {
  %y = ov.STFT.v15 %s, %w, %n, %n {transpose_frames = false} : (tensor<2x2x40xf32>, tensor<8xf32>, tensor<i64>, tensor<i64>) -> tensor<?x?x?x2xf32>
  func.return %y : tensor<?x?x?x2xf32>
}
// CHECK-NEXT: the STFT signal must be 1-D or 2-D, got shape [2,2,40]

// -----

func.func @stft_window_rank(%s: tensor<40xf32>, %w: tensor<2x8xf32>, %n: tensor<i64>) -> tensor<?x?x2xf32> {
  %y = ov.STFT.v15 %s, %w, %n, %n {transpose_frames = false} : (tensor<40xf32>, tensor<2x8xf32>, tensor<i64>, tensor<i64>) -> tensor<?x?x2xf32>
  func.return %y : tensor<?x?x2xf32>
}
// CHECK-NEXT: the STFT window must be 1-D, got shape [2,8]

// -----

func.func @stft_step_zero(%s: tensor<40xf32>, %w: tensor<8xf32>) -> tensor<?x?x2xf32> {
  %size = ov.Constant.v0 dense<8> : tensor<i64>
  %step = ov.Constant.v0 dense<0> : tensor<i64>
  %y = ov.STFT.v15 %s, %w, %size, %step {transpose_frames = false} : (tensor<40xf32>, tensor<8xf32>, tensor<i64>, tensor<i64>) -> tensor<?x?x2xf32>
  func.return %y : tensor<?x?x2xf32>
}
// CHECK-NEXT: the STFT frame_size and frame_step must be positive, got 8 and 0

// -----

func.func @stft_frame_beyond_signal(%s: tensor<6xf32>, %w: tensor<4xf32>) -> tensor<?x?x2xf32> {
  %size = ov.Constant.v0 dense<8> : tensor<i64>
  %step = ov.Constant.v0 dense<2> : tensor<i64>
  %y = ov.STFT.v15 %s, %w, %size, %step {transpose_frames = false} : (tensor<6xf32>, tensor<4xf32>, tensor<i64>, tensor<i64>) -> tensor<?x?x2xf32>
  func.return %y : tensor<?x?x2xf32>
}
// CHECK-NEXT: the STFT frame (8) is longer than the signal (6)
