// RUN: ov-opt %s --split-input-file -p 'gna-layer-forms{precision=i16}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p gna-layer-forms | filecheck %s --check-prefix=FLOAT

// Without a precision the float module stays as it is.
// FLOAT-COUNT-6: gna.eltwise
// FLOAT: gna.avg_pool
// FLOAT: gna.crop
// FLOAT: gna.identity

// A sum reads one input's 32-bit sums as the bias of a diagonal over the other input.
// CHECK-LABEL: func.func @sum_of_sums_and_data
// CHECK:         %[[ACC:.*]] = gna.diagonal %x, %{{.*}}, %{{.*}} :
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[SUM:.*]] = gna.diagonal %y, %[[ONE]], %[[ACC]] : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
// CHECK-NEXT:    func.return %[[SUM]]
func.func @sum_of_sums_and_data(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %b = ov.Constant.v0 dense<0.0> : tensor<8xf32>
  %acc = gna.diagonal %x, %w, %b : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %s = gna.eltwise %acc, %y {operation = "sum"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %s : !gna.tensor<1x8xf32, NC>
}

// -----

// The accumulator second: still the bias.
// CHECK-LABEL: func.func @sum_of_data_and_sums
// CHECK:         %[[ACC:.*]] = gna.diagonal %x
// CHECK:         gna.diagonal %y, %{{.*}}, %[[ACC]]
func.func @sum_of_data_and_sums(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %b = ov.Constant.v0 dense<0.0> : tensor<8xf32>
  %acc = gna.diagonal %x, %w, %b : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %s = gna.eltwise %y, %acc {operation = "sum"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %s : !gna.tensor<1x8xf32, NC>
}

// -----

// Two 16-bit inputs: an identity diagonal makes the first one 32-bit sums, the bias.
// CHECK-LABEL: func.func @sum_of_data
// CHECK:         %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[BIAS:.*]] = gna.diagonal %x, %[[ONE]], %[[ZERO]]
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    gna.diagonal %y, %[[W]], %[[BIAS]]
func.func @sum_of_data(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %s = gna.eltwise %x, %y {operation = "sum"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %s : !gna.tensor<1x8xf32, NC>
}

// -----

// Two accumulators: the second becomes 16-bit data through an identity activation.
// CHECK-LABEL: func.func @sum_of_sums
// CHECK:         %[[A:.*]] = gna.diagonal %x
// CHECK:         %[[B:.*]] = gna.diagonal %x
// CHECK:         %[[I:.*]] = gna.pwl %[[B]] {slopes = array<f32: 1.000000e+00>, intercepts = array<f32: 0.000000e+00>, knots = array<f32: -1.000000e+00, 1.000000e+00>, approximates = "identity"}
// CHECK:         gna.diagonal %[[I]], %{{.*}}, %[[A]]
func.func @sum_of_sums(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %b = ov.Constant.v0 dense<0.0> : tensor<8xf32>
  %a1 = gna.diagonal %x, %w, %b : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %a2 = gna.diagonal %x, %b, %w : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %s = gna.eltwise %a1, %a2 {operation = "sum"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %s : !gna.tensor<1x8xf32, NC>
}

// -----

// A difference: the minuend is the bias (an identity diagonal makes its sums), the
// subtrahend's data is weighted -1 (activated first when it is an accumulator).
// CHECK-LABEL: func.func @difference
// CHECK:         %[[ACC:.*]] = gna.diagonal %x, %{{.*}}, %{{.*}} : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>)
// CHECK:         %[[BIAS:.*]] = gna.diagonal %y, %{{.*}}, %{{.*}} : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, tensor<1xf32>)
// CHECK-NEXT:    %[[I:.*]] = gna.pwl %[[ACC]] {{.*}}approximates = "identity"
// CHECK-NEXT:    %[[MINUS:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    gna.diagonal %[[I]], %[[MINUS]], %[[BIAS]]
func.func @difference(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %b = ov.Constant.v0 dense<0.0> : tensor<8xf32>
  %acc = gna.diagonal %x, %w, %b : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %d = gna.eltwise %y, %acc {operation = "sub"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %d : !gna.tensor<1x8xf32, NC>
}

// -----

// A product: a diagonal whose weights are the other input, both 16-bit, zero bias.
// CHECK-LABEL: func.func @product
// CHECK:         %[[ACC:.*]] = gna.diagonal %x
// CHECK-NEXT:    %[[I:.*]] = gna.pwl %[[ACC]] {{.*}}approximates = "identity"
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    gna.diagonal %[[I]], %y, %[[ZERO]] : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>, tensor<1xf32>) -> !gna.tensor<1x8xf32, NC>
func.func @product(%x: !gna.tensor<1x8xf32, NC>, %y: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %w = ov.Constant.v0 dense<2.0> : tensor<8xf32>
  %b = ov.Constant.v0 dense<0.0> : tensor<8xf32>
  %acc = gna.diagonal %x, %w, %b : (!gna.tensor<1x8xf32, NC>, tensor<8xf32>, tensor<8xf32>) -> !gna.tensor<1x8xf32, NC>
  %p = gna.eltwise %acc, %y {operation = "prod"} : (!gna.tensor<1x8xf32, NC>, !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %p : !gna.tensor<1x8xf32, NC>
}

// -----

// An average pool over a convolution's sums: a sum pool, 1/k in the filters and bias.
// CHECK-LABEL: func.func @average_pool
// CHECK:         %[[F:.*]] = ov.Constant.v0 dense<2.500000e-01> : tensor<4x3x8xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<4xf32>
// CHECK-NEXT:    %[[C:.*]] = gna.convolution %x, %[[F]], %[[B]]
// CHECK-NEXT:    %[[S:.*]] = gna.sum_pool %[[C]] {kernel = array<i64: 4>, strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (!gna.tensor<1x8x4xf32, NWC>) -> !gna.tensor<1x3x4xf32, NWC>
// CHECK-NEXT:    func.return %[[S]]
func.func @average_pool(%x: !gna.tensor<1x10x8xf32, NWC>) -> !gna.tensor<1x3x4xf32, NWC> {
  %w = ov.Constant.v0 dense<1.0> : tensor<4x3x8xf32>
  %b = ov.Constant.v0 dense<2.0> : tensor<4xf32>
  %c = gna.convolution %x, %w, %b {strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>} : (!gna.tensor<1x10x8xf32, NWC>, tensor<4x3x8xf32>, tensor<4xf32>) -> !gna.tensor<1x8x4xf32, NWC>
  %a = gna.avg_pool %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 4>} : (!gna.tensor<1x8x4xf32, NWC>) -> !gna.tensor<1x3x4xf32, NWC>
  func.return %a : !gna.tensor<1x3x4xf32, NWC>
}

// -----

// A crop at element 3 (6 bytes, not 64-byte aligned) is an affine of 0/1 weights; one at
// element 32 aliases the buffer and stays a crop.
// CHECK-LABEL: func.func @crops
// CHECK:         %[[COL:.*]] = gna.layout_cast %x : !gna.tensor<1x64xf32, NC> to !gna.tensor<64x1xf32, CN>
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<"0x{{.*}}"> : tensor<5x64xf32>
// CHECK-NEXT:    %[[A:.*]] = gna.affine %[[COL]], %[[W]] : (!gna.tensor<64x1xf32, CN>, tensor<5x64xf32>) -> !gna.tensor<5x1xf32, CN>
// CHECK-NEXT:    %[[R:.*]] = gna.layout_cast %[[A]] : !gna.tensor<5x1xf32, CN> to !gna.tensor<1x5xf32, NC>
// CHECK-NEXT:    %[[ALIGNED:.*]] = gna.crop %x {offsets = array<i64: 0, 32>, sizes = array<i64: 1, 5>}
// CHECK-NEXT:    func.return %[[R]], %[[ALIGNED]]
func.func @crops(%x: !gna.tensor<1x64xf32, NC>) -> (!gna.tensor<1x5xf32, NC>, !gna.tensor<1x5xf32, NC>) {
  %u = gna.crop %x {offsets = array<i64: 0, 3>, sizes = array<i64: 1, 5>} : (!gna.tensor<1x64xf32, NC>) -> !gna.tensor<1x5xf32, NC>
  %a = gna.crop %x {offsets = array<i64: 0, 32>, sizes = array<i64: 1, 5>} : (!gna.tensor<1x64xf32, NC>) -> !gna.tensor<1x5xf32, NC>
  func.return %u, %a : !gna.tensor<1x5xf32, NC>, !gna.tensor<1x5xf32, NC>
}

// -----

// CHECK-LABEL: func.func @identity
// CHECK:         gna.pwl %x {slopes = array<f32: 1.000000e+00>, intercepts = array<f32: 0.000000e+00>, knots = array<f32: -1.000000e+00, 1.000000e+00>, approximates = "identity"}
func.func @identity(%x: !gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC> {
  %i = gna.identity %x : (!gna.tensor<1x8xf32, NC>) -> !gna.tensor<1x8xf32, NC>
  func.return %i : !gna.tensor<1x8xf32, NC>
}
