// RUN: ov-opt %s --split-input-file -p 'gna-assign-precision{precision=i8 input-precision=i8},gna-layer-forms{precision=i8 input-precision=i8}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'gna-assign-precision{precision=i8},gna-layer-forms{precision=i8}' | filecheck %s --check-prefix=I16IN

// input-precision=i8 (the plugin's input_low_precision, 2023 sources): the bias of an affine
// without a fused weights FakeQuantize is i8; a fused one, convolutions and diagonals keep
// theirs (no bias_precision). With int16 inputs no bias changes.
// CHECK-LABEL: func.func @biases
// CHECK:         gna.affine {{.*}}{target = "3.5", weights_precision = "i8", bias_precision = "i8"}
// CHECK:         gna.affine {{.*}}{ovopt.weights_fake_quantize = {{.*}}, target = "3.5", weights_precision = "i8"}
// CHECK:         gna.diagonal {{.*}}{target = "3.5", weights_precision = "i16"}
// I16IN-LABEL:   func.func @biases
// I16IN-NOT:     bias_precision
func.func @biases(%x: !gna.tensor<16x1xf32, CN>) -> (!gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %b = ov.Constant.v0 dense<0.1> : tensor<8xf32>
  %s = ov.Constant.v0 dense<2.0> : tensor<1xf32>
  %a = gna.affine %x, %w, %b : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
  %f = gna.affine %x, %w, %b {ovopt.weights_fake_quantize = array<f64: -1.0, 1.0, 255.0>} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
  %d = gna.diagonal %f, %s, %s : (!gna.tensor<8x1xf32, CN>, tensor<1xf32>, tensor<1xf32>) -> !gna.tensor<8x1xf32, CN>
  func.return %a, %d : !gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>
}

// -----

// MarkIdentityCandidates for 1-byte inputs: both inputs of a sum 8- or 16-bit data. Two
// accumulators: an identity activation on each, the first one's data the bias.
// CHECK-LABEL: func.func @sum_of_sums
// CHECK:         %[[A:.*]] = gna.diagonal %x
// CHECK:         %[[B:.*]] = gna.diagonal %x
// CHECK:         %[[IB:.*]] = gna.pwl %[[B]] {{.*}}approximates = "identity"
// CHECK:         %[[IA:.*]] = gna.pwl %[[A]] {{.*}}approximates = "identity"
// CHECK:         gna.diagonal %[[IB]], %{{.*}}, %[[IA]] : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, !gna.tensor<1x8xf32, NC>)
// I16IN-LABEL:   func.func @sum_of_sums
// I16IN:         %[[A:.*]] = gna.diagonal %x
// I16IN:         %[[B:.*]] = gna.diagonal %x
// I16IN:         %[[I:.*]] = gna.pwl %[[B]]
// I16IN-NOT:     gna.pwl
// I16IN:         gna.diagonal %[[I]], %{{.*}}, %[[A]]
func.func @sum_of_sums(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %b = ov.Constant.v0 dense<0.0> : tensor<8xf32>
  %a1 = gna.diagonal %x, %w, %b : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %a2 = gna.diagonal %x, %b, %w : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %s = gna.eltwise %a1, %a2 {operation = "sum"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %s : !gna.tensor<1x8xf32, NC>
}

// -----

// Must not fire: two inputs that are data already get no identity and no diagonal (with
// int16 inputs an identity diagonal makes the first one 32-bit sums); a difference weights
// the subtrahend -1, the minuend's data the bias.
// CHECK-LABEL: func.func @difference_of_data
// CHECK-NEXT:    %[[MINUS:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[D:.*]] = gna.diagonal %y, %[[MINUS]], %x : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, !gna.tensor<1x8xf32, NC>)
// CHECK-NEXT:    func.return %[[D]]
// I16IN-LABEL:   func.func @difference_of_data
// I16IN:         %[[BIAS:.*]] = gna.diagonal %x
// I16IN:         gna.diagonal %y, %{{.*}}, %[[BIAS]]
func.func @difference_of_data(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %s = gna.eltwise %x, %y {operation = "sub"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %s : !gna.tensor<1x8xf32, NC>
}
