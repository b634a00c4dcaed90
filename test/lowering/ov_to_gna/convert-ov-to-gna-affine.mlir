// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// A MatMul of integer data stays on the CPU (an affine takes float data before quantisation).
// CHECK-LABEL: func.func @integer_data
// CHECK:         ov.MatMul.v0 %x, %w : (tensor<2x4xi32>, tensor<4x3xi32>) -> tensor<2x3xi32>
// CHECK-NOT:     gna.affine
func.func @integer_data(%x: tensor<2x4xi32>) -> tensor<2x3xi32> {
  %w = ov.Constant.v0 dense<1> : tensor<4x3xi32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x4xi32>, tensor<4x3xi32>) -> tensor<2x3xi32>
  func.return %m : tensor<2x3xi32>
}

// -----

// A MatMul of two constants is constant folding's: no affine.
// CHECK-LABEL: func.func @constant_data
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %w : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
// CHECK-NOT:     gna.affine
// CHECK:         gna.layout_cast %[[M]]
func.func @constant_data(%y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %x = ov.Constant.v0 dense<2.0> : tensor<2x4xf32>
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %r = ov.Relu.v0 %y : tensor<2x3xf32>
  %s = ov.Add.v1 %m, %r : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %s : tensor<2x3xf32>
}

// -----

// Weights behind a kept FakeQuantize whose limits are known only at run time: there is no range
// to fuse, so no affine (the MatMul stays on the CPU with the FakeQuantize).
// CHECK-LABEL: func.func @kept_with_limits_at_run_time
// CHECK:         %[[Q:.*]] = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[Q]]
// CHECK-NOT:     gna.affine
func.func @kept_with_limits_at_run_time(%x: tensor<1x4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}

// -----

// Weights behind a kept FakeQuantize with a range to fuse, but the weights themselves known only
// at run time: there is nothing to fuse the range into, so no affine either.
// CHECK-LABEL: func.func @kept_of_weights_at_run_time
// CHECK:         %[[Q:.*]] = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[Q]]
// CHECK-NOT:     gna.affine
func.func @kept_of_weights_at_run_time(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>) -> tensor<1x3xf32> {
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}

// -----

// Constant weights behind a kept FakeQuantize whose output range is not its input range: it
// rescales as well as quantises, so it has no range the weights' scale could be taken from (the
// plugin's FuseFQIntoWeightsPass takes one range), and no affine.
// CHECK-LABEL: func.func @kept_with_an_output_range_of_its_own
// CHECK:         %[[Q:.*]] = ov.FakeQuantize.v0 %w, %lo, %hi, %olo, %ohi
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[Q]]
// CHECK-NOT:     gna.affine
func.func @kept_with_an_output_range_of_its_own(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %olo = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %ohi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %qw = ov.FakeQuantize.v0 %w, %lo, %hi, %olo, %ohi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<4x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}

// -----

// Empty data, of 0 frames or of 0 inputs: a gna tensor has positive dimensions, so both
// MatMuls stay on the CPU.
// CHECK-LABEL: func.func @empty
// CHECK:         ov.MatMul.v0 %x, %w : (tensor<0x4xf32>, tensor<4x3xf32>) -> tensor<0x3xf32>
// CHECK:         ov.MatMul.v0 %z, %v : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
// CHECK-NOT:     gna.
func.func @empty(%x: tensor<0x4xf32>, %z: tensor<2x0xf32>) -> (tensor<0x3xf32>, tensor<2x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %v = ov.Constant.v0 dense<> : tensor<0x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<0x4xf32>, tensor<4x3xf32>) -> tensor<0x3xf32>
  %n = ov.MatMul.v0 %z, %v : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  func.return %m, %n : tensor<0x3xf32>, tensor<2x3xf32>
}
