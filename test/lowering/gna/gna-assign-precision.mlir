// RUN: ov-opt %s --split-input-file -p 'gna-assign-precision{precision=i8 target=3.0}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-assign-precision{precision=i8 target=3.5}' | filecheck %s --check-prefix=GNA35
// RUN: ov-opt %s --split-input-file -p 'gna-assign-precision' | filecheck %s --check-prefix=FLOAT

// int8 mode: affine weights i8; convolution weights i8 only on GNA 3.5; diagonal weights i16;
// every layer and pool names its generation. Without a precision nothing changes.

// CHECK-LABEL: func.func @layers
// CHECK:         gna.affine {{.*}}{target = "3.0", weights_precision = "i8"}
// CHECK:         gna.diagonal {{.*}}{target = "3.0", weights_precision = "i16"}
// CHECK:         gna.convolution {{.*}}target = "3.0", weights_precision = "i16"}
// CHECK:         gna.max_pool {{.*}}target = "3.0"}
// GNA35-LABEL:   func.func @layers
// GNA35:         gna.affine {{.*}}{target = "3.5", weights_precision = "i8"}
// GNA35:         gna.diagonal {{.*}}{target = "3.5", weights_precision = "i16"}
// GNA35:         gna.convolution {{.*}}target = "3.5", weights_precision = "i8"}
// FLOAT-LABEL:   func.func @layers
// FLOAT-NOT:     target
// FLOAT-NOT:     weights_precision
func.func @layers(%x: !gna.tensor<16x1xf32, CN>, %c: !gna.tensor<1x8x8x8xf32, NHWC>) -> (!gna.tensor<8x1xf32, CN>, !gna.tensor<1x3x3x8xf32, NHWC>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %s = ov.Constant.v0 dense<2.0> : tensor<1xf32>
  %f = ov.Constant.v0 dense<0.1> : tensor<8x3x3x8xf32>
  %a = gna.affine %x, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %d = gna.diagonal %a, %s, %s : (!gna.tensor<8x1xf32, CN>, tensor<1xf32>, tensor<1xf32>) -> !gna.tensor<8x1xf32, CN>
  %v = gna.convolution %c, %f {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x8x8x8xf32, NHWC>, tensor<8x3x3x8xf32>) -> !gna.tensor<1x6x6x8xf32, NHWC>
  %m = gna.max_pool %v {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (!gna.tensor<1x6x6x8xf32, NHWC>) -> !gna.tensor<1x3x3x8xf32, NHWC>
  func.return %d, %m : !gna.tensor<8x1xf32, CN>, !gna.tensor<1x3x3x8xf32, NHWC>
}
