// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// RESHAPE goes to the output's static shape; PAD's (rank, 2) paddings become begin and end
// pads, the value 0 (a quantized tensor's zero point); STRIDED_SLICE's mask bits become lists.
// CHECK-LABEL: func.func @shape
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[4, 6]> : tensor<2xi64>
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %x, %[[SHAPE]] {special_zero = false}
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[BEGIN:.*]] = ov.Constant.v0 dense<[0, 1, 0]> : tensor<3xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[0, 2, 0]> : tensor<3xi64>
// CHECK-NEXT:    %[[P:.*]] = ov.Pad.v12 %x, %[[BEGIN]], %[[END]], %[[ZERO]]
// CHECK:         %[[Z:.*]] = ov.StridedSlice.v1 %x, %{{.*}}, %{{.*}}, %{{.*}} {begin_mask = array<i64: 1, 0, 0>, end_mask = array<i64: 0, 0, 0>
// CHECK-NEXT:    func.return %[[R]], %[[P]], %[[Z]]
func.func @shape(%x: tensor<1x4x6xf32>) -> (tensor<4x6xf32>, tensor<1x7x6xf32>, tensor<1x2x3xf32>) {
  %s = tflite.const dense<[4, 6]> : tensor<2xi32> : tensor<2xi32>
  %r = tflite.RESHAPE %x, %s : (tensor<1x4x6xf32>, tensor<2xi32>) -> tensor<4x6xf32>
  %p = tflite.const dense<[[0, 0], [1, 2], [0, 0]]> : tensor<3x2xi32> : tensor<3x2xi32>
  %q = tflite.PAD %x, %p : (tensor<1x4x6xf32>, tensor<3x2xi32>) -> tensor<1x7x6xf32>
  %b = tflite.const dense<[0, 0, 1]> : tensor<3xi32> : tensor<3xi32>
  %e = tflite.const dense<[1, 4, 6]> : tensor<3xi32> : tensor<3xi32>
  %t = tflite.const dense<[1, 2, 2]> : tensor<3xi32> : tensor<3xi32>
  %z = tflite.STRIDED_SLICE %x, %b, %e, %t {begin_mask = 1 : i64} : (tensor<1x4x6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x2x3xf32>
  func.return %r, %q, %z : tensor<4x6xf32>, tensor<1x7x6xf32>, tensor<1x2x3xf32>
}
