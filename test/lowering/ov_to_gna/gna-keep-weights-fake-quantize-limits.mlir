// RUN: ov-opt %s -p 'gna-keep-weights-fake-quantize{precision=i16}' 2>&1 | filecheck %s

// A FakeQuantize of constant weights whose limits are known only at run time has no range to
// fuse into the layer's weights: it is not kept from constant folding, and no note names it.

// CHECK-NOT:     note
// CHECK-LABEL: func.func @limits_at_run_time
// CHECK:         %[[Q:.*]] = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64}
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[Q]]
// CHECK-NOT:     ovopt.keep_unfolded
func.func @limits_at_run_time(%x: tensor<1x4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}
