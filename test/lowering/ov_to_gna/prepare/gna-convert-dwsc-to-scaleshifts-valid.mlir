// RUN: ov-opt %s -p gna-convert-dwsc-to-scaleshifts | filecheck %s

// auto_pad valid: the pads written in the op do not count (OpenVINO ignores them), so no
// padding Concat; tap k reads the data's columns k .. k + 2 (a width-5 input, 3 outputs).
// CHECK-LABEL: func.func @valid
// CHECK-NOT:     ov.Concat
// CHECK:         %[[B0:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[E0:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK:         %[[S0:.*]] = ov.Slice.v8 %x, %[[B0]], %[[E0]], %{{.*}}, %{{.*}} : {{.*}} -> tensor<1x2x1x3xf32>
// CHECK-NEXT:    ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}4.000000e+00]]]]> : tensor<1x2x1x1xf32>
// CHECK:         %[[B1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[E1:.*]] = ov.Constant.v0 dense<4> : tensor<1xi64>
// CHECK:         ov.Slice.v8 %x, %[[B1]], %[[E1]]
// CHECK:         %[[B2:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[E2:.*]] = ov.Constant.v0 dense<5> : tensor<1xi64>
// CHECK:         ov.Slice.v8 %x, %[[B2]], %[[E2]]
// CHECK-NOT:     ov.GroupConvolution
func.func @valid(%x: tensor<1x2x1x5xf32>) -> tensor<1x2x1x3xf32> {
  %w = ov.Constant.v0 dense<[[[[[1.0, 2.0, 3.0]]]], [[[[4.0, 5.0, 6.0]]]]]> : tensor<2x1x1x1x3xf32>
  %y = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 0, 1>, auto_pad = "valid"} : (tensor<1x2x1x5xf32>, tensor<2x1x1x1x3xf32>) -> tensor<1x2x1x3xf32>
  func.return %y : tensor<1x2x1x3xf32>
}
