// RUN: ov-opt %s --split-input-file -p ov-merge-duplicates | filecheck %s
// RUN: ov-opt %s --split-input-file -p ov-merge-duplicates --print-debuginfo | filecheck %s --check-prefix=NAMES

// Equal integer constants (shapes, axes) are one; then the two Reshapes read the same
// operands with the same properties and are one too; the Relu of another input is not the
// same value.

// CHECK-LABEL: func.func @branches
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Reshape.v1 %x, %[[S]]
// CHECK-NEXT:    %[[C:.*]] = ov.Relu.v0 %[[A]]
// CHECK-NEXT:    %[[D:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    func.return %[[C]], %[[C]], %[[D]]
func.func @branches(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3xf32>) {
  %s1 = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
  %s2 = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %b = ov.Reshape.v1 %x, %s2 {special_zero = false} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %c = ov.Relu.v0 %a : tensor<3x2xf32>
  %d = ov.Relu.v0 %b : tensor<3x2xf32>
  %e = ov.Relu.v0 %x : tensor<2x3xf32>
  func.return %c, %d, %e : tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3xf32>
}

// -----

// Convolutions of one input with equal weights are one (a constant operand counts by its
// value), and the second weights go with the second convolution. Equal floating-point
// constants that different ops read stay apart, as in ovc: OpenVINO's CPU plugin fuses a
// weight or bias only into its one reader.

// CHECK-LABEL: func.func @weights
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<2x2x1x1xf32>
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<5.000000e+00> : tensor<1x2x1x1xf32>
// CHECK-NEXT:    %[[B2:.*]] = ov.Constant.v0 dense<5.000000e+00> : tensor<1x2x1x1xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Convolution.v1 %x, %[[W]]
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[A]], %[[B1]]
// CHECK-NEXT:    %[[T:.*]] = ov.Add.v1 %x, %[[B2]]
// CHECK-NEXT:    func.return %[[A]], %[[S]], %[[T]]
func.func @weights(%x: tensor<1x2x1x1xf32>) -> (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) {
  %w1 = ov.Constant.v0 dense<1.0> : tensor<2x2x1x1xf32>
  %w2 = ov.Constant.v0 dense<1.0> : tensor<2x2x1x1xf32>
  %b1 = ov.Constant.v0 dense<5.0> : tensor<1x2x1x1xf32>
  %b2 = ov.Constant.v0 dense<5.0> : tensor<1x2x1x1xf32>
  %a = ov.Convolution.v1 %x, %w1 {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %b = ov.Convolution.v1 %x, %w2 {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %s = ov.Add.v1 %a, %b1 : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %t = ov.Add.v1 %x, %b2 : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  func.return %b, %s, %t : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>
}

// -----

// Different properties, element types or values are different ops.

// CHECK-LABEL: func.func @different
// CHECK-NEXT:    ov.Constant.v0 dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    ov.Constant.v0 dense<2.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    ov.Constant.v0 dense<1> : tensor<2xi32>
// CHECK-NEXT:    ov.Constant.v0 dense<2> : tensor<2xi32>
// CHECK-NEXT:    ov.Softmax.v8 %x {axis = 0 : i64}
// CHECK-NEXT:    ov.Softmax.v8 %x : tensor<2x2xf32>
func.func @different(%x: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %a = ov.Constant.v0 dense<1.0> : tensor<2xf32>
  %b = ov.Constant.v0 dense<2.0> : tensor<2xf32>
  %c = ov.Constant.v0 dense<1> : tensor<2xi32>
  %c2 = ov.Constant.v0 dense<2> : tensor<2xi32>
  %d = ov.Softmax.v8 %x {axis = 0 : i64} : tensor<2x2xf32>
  %e = ov.Softmax.v8 %x {axis = 1 : i64} : tensor<2x2xf32>
  func.return %a, %b, %c, %c2, %d, %e : tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// Branches interleaved in program order still merge whole: when the second Relu becomes the
// first, the second Sigmoid reads what the first does.

// CHECK-LABEL: func.func @interleaved_branches
// CHECK-NEXT:    %[[P:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    %[[A:.*]] = ov.Sigmoid.v0 %[[P]]
// CHECK-NEXT:    func.return %[[A]], %[[A]]
func.func @interleaved_branches(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %p = ov.Relu.v0 %x : tensor<2xf32>
  %a = ov.Sigmoid.v0 %p : tensor<2xf32>
  %q = ov.Relu.v0 %x : tensor<2xf32>
  %e = ov.Sigmoid.v0 %q : tensor<2xf32>
  func.return %a, %e : tensor<2xf32>, tensor<2xf32>
}

// -----

// Ops with regions never merge: two Ifs of the same operands compute different values when
// their bodies differ, and the bodies are not part of what is compared.

// CHECK-LABEL: func.func @if_bodies
// CHECK:         %[[A:.*]] = ov.If.v8 %c, %x
// CHECK:           ov.Relu.v0
// CHECK:         %[[B:.*]] = ov.If.v8 %c, %x
// CHECK:           ov.Sigmoid.v0
// CHECK:         func.return %[[A]], %[[B]]
func.func @if_bodies(%c: tensor<i1>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = ov.If.v8 %c, %x : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%t: tensor<2xf32>):
    %r = ov.Relu.v0 %t : tensor<2xf32>
    ov.yield %r : tensor<2xf32>
  } {
  ^bb0(%t: tensor<2xf32>):
    ov.yield %t : tensor<2xf32>
  }
  %b = ov.If.v8 %c, %x : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%t: tensor<2xf32>):
    %s = ov.Sigmoid.v0 %t : tensor<2xf32>
    ov.yield %s : tensor<2xf32>
  } {
  ^bb0(%t: tensor<2xf32>):
    ov.yield %t : tensor<2xf32>
  }
  func.return %a, %b : tensor<2xf32>, tensor<2xf32>
}

// -----

// Ops of other dialects stay apart, pure or not: the pass merges what it knows ov ops compute.

// CHECK-LABEL: func.func @other_dialects
// CHECK-NEXT:    %[[A:.*]] = arith.addf %x, %x
// CHECK-NEXT:    %[[B:.*]] = arith.addf %x, %x
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @other_dialects(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = arith.addf %x, %x : tensor<2xf32>
  %b = arith.addf %x, %x : tensor<2xf32>
  func.return %a, %b : tensor<2xf32>, tensor<2xf32>
}

// -----

// Ops that differ only in their tensor names merge; the op kept carries both names.

// NAMES-LABEL: func.func @names
// NAMES-NEXT:    %[[A:.*]] = ov.Relu.v0 %x {ovopt.tensor_names = {{\[\[}}"first", "second"]]}
// NAMES-NEXT:    func.return %[[A]], %[[A]]
func.func @names(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = ov.Relu.v0 %x {ovopt.tensor_names = [["first"]]} : tensor<2xf32>
  %b = ov.Relu.v0 %x {ovopt.tensor_names = [["second"]]} : tensor<2xf32>
  func.return %a, %b : tensor<2xf32>, tensor<2xf32>
}
