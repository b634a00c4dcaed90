// RUN: OV_ROUNDTRIP

// The Fourier transforms: signal_size trims (4) or keeps (-1) an axis, DFT axes count without
// the complex axis (-1 is the last signal axis), RDFT keeps n // 2 + 1 points of its last axis,
// IRDFT restores 2 * (n - 1) of them unless signal_size says (7); axes known only at run time
// leave the resized dims open.

// CHECK-LABEL: func.func @dft
// CHECK:         ov.DFT.v7 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x5x2xf32>
// CHECK-NEXT:    ov.IDFT.v7 %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<2xi64>) -> tensor<2x6x5x2xf32>
// CHECK-NEXT:    ov.IDFT.v7 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x5x2xf32>
// CHECK-NEXT:    ov.RDFT.v9 %{{.*}}, %{{.*}} : (tensor<2x6x5xf32>, tensor<1xi64>) -> tensor<2x6x3x2xf32>
// CHECK-NEXT:    ov.IRDFT.v9 %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<1xi64>) -> tensor<2x10x5xf32>
// CHECK-NEXT:    ov.IRDFT.v9 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x6x7xf32>
// CHECK-NEXT:    ov.RDFT.v9 %{{.*}}, %{{.*}} : (tensor<2x6x5xf32>, tensor<1xi64>) -> tensor<?x?x?x2xf32>
// CHECK-NEXT:    ov.DFT.v7 %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<1xi64>) -> tensor<2x6x5x2xf32>
func.func @dft(%x: tensor<2x6x5x2xf32>, %r: tensor<2x6x5xf32>, %axes: tensor<1xi64>) -> (tensor<2x4x5x2xf32>, tensor<2x6x5x2xf32>, tensor<2x4x5x2xf32>, tensor<2x6x3x2xf32>, tensor<2x10x5xf32>, tensor<2x6x7xf32>, tensor<2x6x5x2xf32>) {
  %a = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64>
  %n = ov.Constant.v0 dense<[4, -1]> : tensor<2xi64>
  %last = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %one = ov.Constant.v0 dense<1> : tensor<1xi64>
  %seven = ov.Constant.v0 dense<7> : tensor<1xi64>
  %d = ov.DFT.v7 %x, %a, %n : (tensor<2x6x5x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x5x2xf32>
  %i = ov.IDFT.v7 %x, %a : (tensor<2x6x5x2xf32>, tensor<2xi64>) -> tensor<2x6x5x2xf32>
  %i2 = ov.IDFT.v7 %x, %a, %n : (tensor<2x6x5x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x5x2xf32>
  %rd = ov.RDFT.v9 %r, %last : (tensor<2x6x5xf32>, tensor<1xi64>) -> tensor<2x6x3x2xf32>
  %ir = ov.IRDFT.v9 %x, %one : (tensor<2x6x5x2xf32>, tensor<1xi64>) -> tensor<2x10x5xf32>
  %ir7 = ov.IRDFT.v9 %x, %last, %seven : (tensor<2x6x5x2xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x6x7xf32>
  %dyn = ov.RDFT.v9 %r, %axes : (tensor<2x6x5xf32>, tensor<1xi64>) -> tensor<?x?x?x2xf32>
  %dd = ov.DFT.v7 %x, %axes : (tensor<2x6x5x2xf32>, tensor<1xi64>) -> tensor<2x6x5x2xf32>
  func.return %d, %i, %i2, %rd, %ir, %ir7, %dd : tensor<2x4x5x2xf32>, tensor<2x6x5x2xf32>, tensor<2x4x5x2xf32>, tensor<2x6x3x2xf32>, tensor<2x10x5xf32>, tensor<2x6x7xf32>, tensor<2x6x5x2xf32>
}

// -----

// STFT-15: (40 - 8) // 3 + 1 = 11 frames of 8 // 2 + 1 = 5 bins, transposed or not; a 1-D
// signal of unknown length has no batch and an open frame count.

// CHECK-LABEL: func.func @stft
// CHECK:         ov.STFT.v15 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {transpose_frames = false} : (tensor<2x40xf32>, tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<2x11x5x2xf32>
// CHECK-NEXT:    ov.STFT.v15 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {transpose_frames = true} : (tensor<2x40xf32>, tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<2x5x11x2xf32>
// CHECK-NEXT:    ov.STFT.v15 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {transpose_frames = false} : (tensor<?xf32>, tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<?x5x2xf32>
func.func @stft(%s: tensor<2x40xf32>, %w: tensor<6xf32>, %v: tensor<?xf32>) -> (tensor<2x11x5x2xf32>, tensor<2x5x11x2xf32>, tensor<?x5x2xf32>) {
  %size = ov.Constant.v0 dense<8> : tensor<i64>
  %step = ov.Constant.v0 dense<3> : tensor<i64>
  %a = ov.STFT.v15 %s, %w, %size, %step {transpose_frames = false} : (tensor<2x40xf32>, tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<2x11x5x2xf32>
  %b = ov.STFT.v15 %s, %w, %size, %step {transpose_frames = true} : (tensor<2x40xf32>, tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<2x5x11x2xf32>
  %c = ov.STFT.v15 %v, %w, %size, %step {transpose_frames = false} : (tensor<?xf32>, tensor<6xf32>, tensor<i64>, tensor<i64>) -> tensor<?x5x2xf32>
  func.return %a, %b, %c : tensor<2x11x5x2xf32>, tensor<2x5x11x2xf32>, tensor<?x5x2xf32>
}

// -----

// signal_size -1 on IRDFT's last axis keeps the default length 2 * (n - 1) (OpenVINO infers
// [2,10,5] and [2,4,8]), as if no signal_size were given.

// CHECK-LABEL: func.func @irdft_own_size
// CHECK:         ov.IRDFT.v9 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x10x5xf32>
// CHECK-NEXT:    ov.IRDFT.v9 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x6x5x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x8xf32>
func.func @irdft_own_size(%x: tensor<2x6x5x2xf32>) -> (tensor<2x10x5xf32>, tensor<2x4x8xf32>) {
  %one = ov.Constant.v0 dense<1> : tensor<1xi64>
  %own = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %both = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %sizes = ov.Constant.v0 dense<[4, -1]> : tensor<2xi64>
  %a = ov.IRDFT.v9 %x, %one, %own : (tensor<2x6x5x2xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x10x5xf32>
  %b = ov.IRDFT.v9 %x, %both, %sizes : (tensor<2x6x5x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x4x8xf32>
  func.return %a, %b : tensor<2x10x5xf32>, tensor<2x4x8xf32>
}
