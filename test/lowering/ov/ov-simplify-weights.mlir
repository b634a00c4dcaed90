// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s
// RUN: ov-opt %s --split-input-file -p ov-simplify --print-debuginfo | filecheck %s --check-prefix=NAMES

// Negative cases, one per condition of FoldScaleIntoWeights (only it fails; the Multiply stays):
//   weights.per-channel        @not_per_channel
//   weights.constant           @weights_not_constant
//   weights.scaled-again       @scaled_twice (scaled once, by the product)
//   weights.layer-single-use   @matmul_read_twice
//   weights.matmul-rank        @scalar_and_batched (%t: a MatMul's weights of rank 3)
//   weights.same-shape         @scale_widens (also implied by the per-channel reading, which refuses
//                              a scale of higher rank or one that varies along another axis)

// A constant per-output-channel scale after a layer with constant weights folds into them:
// a MatMul's output channels are the columns of [K, N] weights (the rows when transposed).

// CHECK-LABEL: func.func @matmul
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+01, 2.000000e+02], [3.000000e+01, 4.000000e+02]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.MatMul.v0 %x, %[[W]] : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+01, 2.000000e+01], [3.000000e+02, 4.000000e+02]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.MatMul.v0 %x, %[[T]] {transpose_b = true}
// CHECK-NEXT:    func.return %[[A]], %[[B]]

func.func @matmul(%x: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?x2xf32>) {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = ov.Constant.v0 dense<[10.0, 100.0]> : tensor<2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %b = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %y = ov.Multiply.v1 %a, %s : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  %z = ov.Multiply.v1 %s, %b : (tensor<2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  func.return %y, %z : tensor<?x2xf32>, tensor<?x2xf32>
}

// -----

// Group convolution filters are [GROUPS, C_OUT / GROUPS, ...]: output channel 2g + o is [g, o].

// CHECK-LABEL: func.func @group_convolution
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{.*}}1.000000e+00{{.*}}1.000000e+00{{.*}}2.000000e+00{{.*}}2.000000e+00{{.*}}3.000000e+00{{.*}}3.000000e+00{{.*}}4.000000e+00{{.*}}4.000000e+00{{.*}}> : tensor<2x2x2x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.GroupConvolution.v1 %x, %[[W]]
// CHECK-NEXT:    func.return %[[C]]
func.func @group_convolution(%x: tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<2x2x2x1x1xf32>
  %s = ov.Constant.v0 dense<[[[1.0]], [[2.0]], [[3.0]], [[4.0]]]> : tensor<4x1x1xf32>
  %c = ov.GroupConvolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x4x1x1xf32>, tensor<2x2x2x1x1xf32>) -> tensor<1x4x1x1xf32>
  %y = ov.Multiply.v1 %c, %s : (tensor<1x4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<1x4x1x1xf32>
  func.return %y : tensor<1x4x1x1xf32>
}

// -----

// [weights.per-channel] A scale along the width is not per channel: it stays.

// CHECK-LABEL: func.func @not_per_channel
// CHECK:         ov.Convolution.v1
// CHECK-NEXT:    ov.Multiply.v1
func.func @not_per_channel(%x: tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<2x2x1x1xf32>
  %s = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x2x1x2xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x1x2xf32>
  %y = ov.Multiply.v1 %c, %s : (tensor<1x2x1x2xf32>, tensor<2xf32>) -> tensor<1x2x1x2xf32>
  func.return %y : tensor<1x2x1x2xf32>
}

// -----

// [weights.constant] Weights that are an input cannot absorb the scale.

// CHECK-LABEL: func.func @weights_not_constant
// CHECK:         ov.MatMul.v0
// CHECK-NEXT:    ov.Multiply.v1
func.func @weights_not_constant(%x: tensor<1x2xf32>, %w: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %s = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  %y = ov.Multiply.v1 %a, %s : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// [weights.scaled-again] A scale that a later scale joins (here after a shift: a batch norm, then a scale layer)
// waits for it: the weights are scaled once, by 0.1 * 1.3 rounded to f32, as ovc's
// LinOpSequenceFusion before its fusions does. Scaled twice they would be 0.013.

// CHECK-LABEL: func.func @scaled_twice
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<0.0129999993> : tensor<1x1x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %x, %[[W]]
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @scaled_twice(%x: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<1x1x1x1xf32>
  %s = ov.Constant.v0 dense<0.1> : tensor<1x1x1xf32>
  %a = ov.Constant.v0 dense<2.0> : tensor<1x1x1xf32>
  %m = ov.Constant.v0 dense<1.3> : tensor<1x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %y = ov.Multiply.v1 %c, %s : (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %z = ov.Add.v1 %y, %a : (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %u = ov.Multiply.v1 %z, %m : (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
  func.return %u : tensor<1x1x1x1xf32>
}

// -----

// [weights.layer-single-use] The MatMul's output is also a result: its weights must stay.

// CHECK-LABEL: func.func @matmul_read_twice
// CHECK:         ov.MatMul.v0 %x, %{{.*}}
// CHECK-NEXT:    ov.Multiply.v1
func.func @matmul_read_twice(%x: tensor<1x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>) {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = ov.Constant.v0 dense<[10.0, 100.0]> : tensor<2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  %y = ov.Multiply.v1 %a, %s : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  func.return %y, %a : tensor<1x2xf32>, tensor<1x2xf32>
}

// -----

// [weights.same-shape] A scale of higher rank broadcasts the product wider than the layer's output.

// CHECK-LABEL: func.func @scale_widens
// CHECK:         ov.MatMul.v0
// CHECK-NEXT:    ov.Multiply.v1
func.func @scale_widens(%x: tensor<1x2xf32>) -> tensor<1x1x2xf32> {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = ov.Constant.v0 dense<[[[10.0, 100.0]]]> : tensor<1x1x2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  %y = ov.Multiply.v1 %a, %s : (tensor<1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
  func.return %y : tensor<1x1x2xf32>
}

// -----

// [weights.same-shape] A scale that fixes a dynamic dim of the layer's output: the product's
// shape differs though it is no longer.

// CHECK-LABEL: func.func @scale_fixes_a_dynamic_dim
// CHECK:         ov.MatMul.v0
// CHECK-NEXT:    ov.Multiply.v1
func.func @scale_fixes_a_dynamic_dim(%x: tensor<?x2xf32>) -> tensor<3x2xf32> {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = ov.Constant.v0 dense<[[10.0, 100.0], [10.0, 100.0], [10.0, 100.0]]> : tensor<3x2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %y = ov.Multiply.v1 %a, %s : (tensor<?x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// One factor for every channel scales all the weights (%s); a MatMul whose weights have a batch
// dim keeps its Multiply (%t).

// CHECK-LABEL: func.func @scalar_and_batched
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<{{\[}}[5.000000e-01, 1.000000e+00], [1.500000e+00, 2.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.MatMul.v0 %x, %[[S]] : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 {{.*}} : tensor<2x2x2xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[1.000000e+01, 1.000000e+02]> : tensor<2xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.MatMul.v0 %y, %[[V]]
// CHECK-NEXT:    %[[T:.*]] = ov.Multiply.v1 %[[B]], %[[C]]
// CHECK-NEXT:    func.return %[[A]], %[[T]]
func.func @scalar_and_batched(%x: tensor<?x2xf32>, %y: tensor<2x1x2xf32>) -> (tensor<?x2xf32>, tensor<2x1x2xf32>) {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %k = ov.Constant.v0 dense<0.5> : tensor<f32>
  %a = ov.MatMul.v0 %x, %w : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %s = ov.Multiply.v1 %a, %k : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x2xf32>
  %v = ov.Constant.v0 dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %c = ov.Constant.v0 dense<[10.0, 100.0]> : tensor<2xf32>
  %b = ov.MatMul.v0 %y, %v : (tensor<2x1x2xf32>, tensor<2x2x2xf32>) -> tensor<2x1x2xf32>
  %t = ov.Multiply.v1 %b, %c : (tensor<2x1x2xf32>, tensor<2xf32>) -> tensor<2x1x2xf32>
  func.return %s, %t : tensor<?x2xf32>, tensor<2x1x2xf32>
}

// -----

// Scaled weights keep the tensor names of the weights they replace (fc.weight); weights that
// another layer still reads keep theirs, and the scaled copy has none.

// NAMES-LABEL: func.func @weight_names
// NAMES-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<{{.*}}> : tensor<2x2xf32> {ovopt.tensor_names = {{\[\[}}"shared.weight"]]}
// NAMES-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+01, 2.000000e+02], [3.000000e+01, 4.000000e+02]]> : tensor<2x2xf32> {ovopt.tensor_names = {{\[\[}}"fc.weight"]]}
// NAMES-NEXT:    ov.MatMul.v0 %x, %[[S]]
// NAMES-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+01, 2.000000e+02], [3.000000e+01, 4.000000e+02]]> : tensor<2x2xf32> loc
// NAMES-NEXT:    ov.MatMul.v0 %x, %[[T]]
// NAMES-NEXT:    ov.MatMul.v0 %x, %[[V]]
func.func @weight_names(%x: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>) {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32> {ovopt.tensor_names = [["fc.weight"]]} loc("fc.weight")
  %v = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32> {ovopt.tensor_names = [["shared.weight"]]} loc("shared.weight")
  %k = ov.Constant.v0 dense<[10.0, 100.0]> : tensor<2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %s = ov.Multiply.v1 %a, %k : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  %b = ov.MatMul.v0 %x, %v : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %t = ov.Multiply.v1 %b, %k : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  %c = ov.MatMul.v0 %x, %v : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  func.return %s, %t, %c : tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
}

// -----

// A pdpd Multiply lines its [2] constant up with the first axis, the rows of the MatMul's output
// (numpy's would be its columns, the output channels): not a per-channel scale, it stays.

// CHECK-LABEL: func.func @pdpd_scale
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[1.000000e+01, 1.000000e+02]> : tensor<2xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.MatMul.v0 %x, %[[W]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[A]], %[[S]] {auto_broadcast = "pdpd"}
// CHECK-NEXT:    func.return %[[Y]]
func.func @pdpd_scale(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %w = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = ov.Constant.v0 dense<[10.0, 100.0]> : tensor<2xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = ov.Multiply.v1 %a, %s {auto_broadcast = "pdpd"} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}
