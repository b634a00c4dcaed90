// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// AffineGrid by a size known only at run time: per spatial axis a Range of positions mapped
// to [-1, 1] (align_corners: 2i / max(L - 1, 1) - 1: one pixel is at -1, as in ONNX's reference
// evaluator, where L - 1 alone would divide 0 by 0), reshaped to its axis of [H, W, 1] and
// broadcast to that shape, the columns x, y, 1 concatenated and multiplied by theta transposed.

// CHECK-LABEL: func.func @affine_grid
// CHECK-SAME:    (%[[THETA:.*]]: tensor<2x2x3xf32>, %[[SIZE:.*]]: tensor<4xi64>)
// CHECK:         %[[SPATIAL:.*]] = ov.Slice.v8 %[[SIZE]]
// CHECK:         %[[H:.*]] = ov.Gather.v8 %[[SIZE]]
// CHECK:         ov.Range.v4 %{{.*}}, %[[H]], %{{.*}} {output_type = f32}
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    ov.Multiply.v1 %{{.*}}, %[[TWO]]
// CHECK-NEXT:    %[[L:.*]] = ov.Convert.v0 %[[H]] {destination_type = f32}
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[GAPS:.*]] = ov.Subtract.v1 %[[L]], %[[ONE]]
// CHECK-NEXT:    %[[LEAST:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    ov.Maximum.v1 %[[GAPS]], %[[LEAST]]
// CHECK:         ov.Reshape.v1 {{.*}} -> tensor<?x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3
// CHECK:         %[[W:.*]] = ov.Gather.v8 %[[SIZE]]
// CHECK:         ov.Range.v4 %{{.*}}, %[[W]], %{{.*}} {output_type = f32}
// CHECK:         ov.Reshape.v1 {{.*}} -> tensor<1x?x1xf32>
// CHECK-NEXT:    %[[X:.*]] = ov.Broadcast.v3
// CHECK:         %[[ONES:.*]] = ov.Broadcast.v3
// CHECK-NEXT:    %[[POINTS:.*]] = ov.Concat.v0 %[[X]], %[[Y]], %[[ONES]] {axis = 2 : i64}
// CHECK:         %[[FLAT:.*]] = ov.Reshape.v1 %[[POINTS]]
// CHECK-NEXT:    %[[MOVED:.*]] = ov.MatMul.v0 %[[FLAT]], %[[THETA]] {transpose_b = true} : (tensor<1x?x3xf32>, tensor<2x2x3xf32>) -> tensor<2x?x2xf32>
// CHECK:         %[[SHAPE:.*]] = ov.Concat.v0 %{{.*}}, %[[SPATIAL]], %{{.*}} {axis = 0 : i64}
// CHECK-NEXT:    %{{.*}} = ov.Reshape.v1 %[[MOVED]], %[[SHAPE]]
func.func @affine_grid(%theta: tensor<2x2x3xf32>, %size: tensor<4xi64>) -> tensor<?x?x?x2xf32> {
  %g = "onnx.AffineGrid"(%theta, %size) <{version = 20 : i64, align_corners = 1 : i64}> : (tensor<2x2x3xf32>, tensor<4xi64>) -> tensor<?x?x?x2xf32>
  func.return %g : tensor<?x?x?x2xf32>
}
