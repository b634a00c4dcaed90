// RUN: ov-opt %s --split-input-file -p 'gna-insert-identity{precision=i16}' | filecheck %s

// A layer's sums are read by one fused PWL, or only where 32 bits can be; a PWL with no
// layer of its own gets an identity diagonal.

// CHECK-LABEL: func.func @fused
// CHECK:         %[[A:.*]] = gna.affine
// CHECK-NEXT:    %[[P:.*]] = gna.pwl %[[A]]
// CHECK-NEXT:    func.return %[[P]]
func.func @fused(%x: !gna.tensor<16x1xf32, CN>) -> !gna.tensor<8x1xf32, CN> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %a = gna.affine %x, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %a {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  func.return %p : !gna.tensor<8x1xf32, CN>
}

// -----

// Sums read by the CPU and by a sum's bias: 32-bit readers, nothing to insert.
// CHECK-LABEL: func.func @thirty_two_bit_readers
// CHECK-NOT:     gna.pwl
func.func @thirty_two_bit_readers(%x: !gna.tensor<1x8xf32, NC>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %one = ov.Constant.v0 dense<1.0> : tensor<1xf32>
  %acc = gna.diagonal %x, %w, %w : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %out = gna.layout_cast %acc : !gna.tensor<1x8xf32, NC> to tensor<1x8xf32>
  %s = gna.diagonal %x, %one, %acc : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  %sum = gna.layout_cast %s : !gna.tensor<1x8xf32, NC> to tensor<1x8xf32>
  func.return %out, %sum : tensor<1x8xf32>, tensor<1x8xf32>
}

// -----

// An affine reads another's sums: an identity activation between them (InsertIdentityLayer).
// CHECK-LABEL: func.func @affine_of_sums
// CHECK:         %[[A:.*]] = gna.affine %x
// CHECK-NEXT:    %[[I:.*]] = gna.pwl %[[A]] {{.*}}approximates = "identity"
// CHECK-NEXT:    gna.affine %[[I]]
func.func @affine_of_sums(%x: !gna.tensor<16x1xf32, CN>) -> !gna.tensor<4x1xf32, CN> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %v = ov.Constant.v0 dense<0.5> : tensor<4x8xf32>
  %a = gna.affine %x, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %b = gna.affine %a, %v : (!gna.tensor<8x1xf32, CN>, tensor<4x8xf32>) -> !gna.tensor<4x1xf32, CN>
  func.return %b : !gna.tensor<4x1xf32, CN>
}

// -----

// A PWL on 16-bit data (a model input) gets an identity diagonal layer (InsertDiagonalLayer).
// CHECK-LABEL: func.func @activation_of_data
// CHECK:         %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[D:.*]] = gna.diagonal %x, %[[ONE]], %[[ZERO]]
// CHECK-NEXT:    gna.pwl %[[D]] {{.*}}approximates = "sigmoid"
func.func @activation_of_data(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %p = gna.pwl %x {slopes = array<f32: 0.0, 0.25, 0.0>, intercepts = array<f32: 0.0, 0.5, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "sigmoid"} : (!gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %p : !gna.tensor<1x8xf32, NC>
}

// -----

// Two activations and a model output on one layer: one identity fused to the layer, the
// output reads it, each activation gets a diagonal layer of it (HandleMultipleActivations,
// BreakFusingOfOutputLayers).
// CHECK-LABEL: func.func @two_activations_and_an_output
// CHECK:         %[[A:.*]] = gna.affine %x
// CHECK-NEXT:    %[[I:.*]] = gna.pwl %[[A]] {{.*}}approximates = "identity"
// CHECK-NEXT:    %[[OUT:.*]] = gna.layout_cast %[[I]] : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
// CHECK:         %[[D1:.*]] = gna.diagonal %[[I]]
// CHECK-NEXT:    %[[P1:.*]] = gna.pwl %[[D1]] {{.*}}approximates = "relu"
// CHECK:         %[[D2:.*]] = gna.diagonal %[[I]]
// CHECK-NEXT:    %[[P2:.*]] = gna.pwl %[[D2]] {{.*}}approximates = "tanh"
// CHECK:         func.return %[[OUT]], %[[P1]], %[[P2]]
func.func @two_activations_and_an_output(%x: !gna.tensor<16x1xf32, CN>) -> (tensor<8x1xf32>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %a = gna.affine %x, %w : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
  %out = gna.layout_cast %a : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  %p1 = gna.pwl %a {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %p2 = gna.pwl %a {slopes = array<f32: 0.0, 0.5, 0.0>, intercepts = array<f32: -1.0, 0.0, 1.0>, knots = array<f32: -4.0, -2.0, 2.0, 4.0>, approximates = "tanh"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  func.return %out, %p1, %p2 : tensor<8x1xf32>, !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>
}

// -----

// Sums read as a sum's bias and by a concat: the concat reads the identity, the bias a
// diagonal of it.
// CHECK-LABEL: func.func @bias_and_concat
// CHECK:         %[[ACC:.*]] = gna.diagonal %x, %{{.*}}, %{{.*}} : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>)
// CHECK-NEXT:    %[[I:.*]] = gna.pwl %[[ACC]] {{.*}}approximates = "identity"
// CHECK:         %[[BIAS:.*]] = gna.diagonal %[[I]]
// CHECK:         gna.diagonal %x, %{{.*}}, %[[BIAS]]
// CHECK:         gna.concat %[[I]], %x
func.func @bias_and_concat(%x: !gna.tensor<1x8xf32, NC>) -> (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x16xf32, NC>) {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %one = ov.Constant.v0 dense<1.0> : tensor<1xf32>
  %acc = gna.diagonal %x, %w, %w : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %s = gna.diagonal %x, %one, %acc : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  %c = gna.concat %acc, %x {axis = 1 : i64} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x16xf32, NC>
  func.return %s, %c : !gna.tensor<1x8xf32, NC>, !gna.tensor<1x16xf32, NC>
}
