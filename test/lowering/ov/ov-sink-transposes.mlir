// RUN: ov-opt %s --split-input-file -p ov-sink-transposes | filecheck %s

// The layout change of a channels-last model: its lowerings put marked transposes around each
// channels-first op; the pass moves them down until they cancel, and removes the marks.

// Two convolutions with an activation and a residual Add between them: only the input's and
// the output's transposes are left.

// CHECK-LABEL: func.func @conv_chain
// CHECK-SAME:    (%[[X:.*]]: tensor<1x8x8x3xf32>)
// CHECK-NEXT:    %[[TO:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK:         %[[A:.*]] = ov.Transpose.v1 %[[X]], %[[TO]] : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[A]]
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[C]] : tensor<1x4x8x8xf32>
// CHECK:         %[[E:.*]] = ov.Convolution.v1 %[[R]]
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[E]], %[[C]] : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT:    %[[BACK:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[S]], %[[BACK]] : (tensor<1x4x8x8xf32>, tensor<4xi64>) -> tensor<1x8x8x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
// CHECK-NOT:     ovopt.layout_change
func.func @conv_chain(%x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x4xf32> {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<1.0> : tensor<4x3x1x1xf32>
  %a = ov.Transpose.v1 %x, %to {ovopt.layout_change} : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
  %c = ov.Convolution.v1 %a, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) -> tensor<1x4x8x8xf32>
  %b = ov.Transpose.v1 %c, %back {ovopt.layout_change} : (tensor<1x4x8x8xf32>, tensor<4xi64>) -> tensor<1x8x8x4xf32>
  %r = ov.Relu.v0 %b : tensor<1x8x8x4xf32>
  %d = ov.Transpose.v1 %r, %to {ovopt.layout_change} : (tensor<1x8x8x4xf32>, tensor<4xi64>) -> tensor<1x4x8x8xf32>
  %w2 = ov.Constant.v0 dense<1.0> : tensor<4x4x1x1xf32>
  %e = ov.Convolution.v1 %d, %w2 {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  %f = ov.Transpose.v1 %e, %back {ovopt.layout_change} : (tensor<1x4x8x8xf32>, tensor<4xi64>) -> tensor<1x8x8x4xf32>
  %s = ov.Add.v1 %f, %b : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  func.return %s : tensor<1x8x8x4xf32>
}

// -----

// Must not fire: the same graph with transposes of the model's own (unmarked) stays as it is.

// CHECK-LABEL: func.func @unmarked
// CHECK:         ov.Transpose.v1 %x, %to
// CHECK-NEXT:    ov.Relu.v0 %{{.*}} : tensor<1x3x8x8xf32>
// CHECK-NEXT:    ov.Transpose.v1 %{{.*}}, %back
func.func @unmarked(%x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %to : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
  %r = ov.Relu.v0 %a : tensor<1x3x8x8xf32>
  %b = ov.Transpose.v1 %r, %back : (tensor<1x3x8x8xf32>, tensor<4xi64>) -> tensor<1x8x8x3xf32>
  func.return %b : tensor<1x8x8x3xf32>
}

// -----

// A per-channel constant (NHWC: the last axis) is transposed with the data; a scalar stays.

// CHECK-LABEL: func.func @binary_constants
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]]]]> : tensor<1x2x1x1xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %x, %[[C]] : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[M:.*]] = ov.Multiply.v1 %[[A]], %[[TWO]] : (tensor<1x2x3x3xf32>, tensor<f32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[M]]
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x3x3x2xf32>
func.func @binary_constants(%x: tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %c = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %a = ov.Add.v1 %t, %c : (tensor<1x3x3x2xf32>, tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %m = ov.Multiply.v1 %a, %two : (tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x3x3x2xf32>
  func.return %m : tensor<1x3x3x2xf32>
}

// -----

// Must not fire: the other operand is computed (neither a constant nor the same transpose).

// CHECK-LABEL: func.func @binary_computed
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK-NEXT:    ov.Add.v1 %[[T]], %y
func.func @binary_computed(%x: tensor<1x2x3x3xf32>, %y: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %a = ov.Add.v1 %t, %y : (tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  func.return %a : tensor<1x3x3x2xf32>
}

// -----

// FakeQuantize with per-tensor limits moves like any element-wise op.

// CHECK-LABEL: func.func @fake_quantize
// CHECK:         %[[F:.*]] = ov.FakeQuantize.v0 %x, %{{.*}} : (tensor<1x2x3x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3x3xf32>
// CHECK:         ov.Transpose.v1 %[[F]]
func.func @fake_quantize(%x: tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %f = ov.FakeQuantize.v0 %t, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<1x3x3x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x3x3x2xf32>
  func.return %f : tensor<1x3x3x2xf32>
}

// -----

// Concat along the channels (NHWC axis 3, or -1) becomes a Concat along axis 1.

// CHECK-LABEL: func.func @concat
// CHECK:         %[[C:.*]] = ov.Concat.v0 %x, %y {axis = 1 : i64} : (tensor<1x2x3x3xf32>, tensor<1x4x3x3xf32>) -> tensor<1x6x3x3xf32>
// CHECK:         ov.Transpose.v1 %[[C]]
func.func @concat(%x: tensor<1x2x3x3xf32>, %y: tensor<1x4x3x3xf32>) -> tensor<1x3x3x6xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %b = ov.Transpose.v1 %y, %back {ovopt.layout_change} : (tensor<1x4x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x4xf32>
  %c = ov.Concat.v0 %a, %b {axis = -1 : i64} : (tensor<1x3x3x2xf32>, tensor<1x3x3x4xf32>) -> tensor<1x3x3x6xf32>
  func.return %c : tensor<1x3x3x6xf32>
}

// -----

// A global average pooling written as a mean over NHWC's spatial axes, without keep_dims: the
// mean over axes 2 and 3 leaves [N, C] in order, so no transpose is left.

// CHECK-LABEL: func.func @global_mean
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[M:.*]] = ov.ReduceMean.v1 %x, %[[AXES]] : (tensor<1x8x5x5xf32>, tensor<2xi64>) -> tensor<1x8xf32>
// CHECK-NEXT:    func.return %[[M]] : tensor<1x8xf32>
func.func @global_mean(%x: tensor<1x8x5x5xf32>) -> tensor<1x8xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x8x5x5xf32>, tensor<4xi64>) -> tensor<1x5x5x8xf32>
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %m = ov.ReduceMean.v1 %t, %axes : (tensor<1x5x5x8xf32>, tensor<2xi64>) -> tensor<1x8xf32>
  func.return %m : tensor<1x8xf32>
}

// -----

// With keep_dims the transpose moves below the reduction (where, moving only 1-dims, it is a
// Reshape); a mean over the channels alone leaves (N, H, W), which needs a transpose of its own.

// CHECK-LABEL: func.func @means
// CHECK:         %[[K:.*]] = ov.ReduceMean.v1 %x, %{{.*}} {keep_dims = true} : (tensor<1x8x5x6xf32>, tensor<2xi64>) -> tensor<1x8x1x1xf32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[1, 1, 1, 8]>
// CHECK-NEXT:    %[[KT:.*]] = ov.Reshape.v1 %[[K]]
// CHECK:         %[[C:.*]] = ov.ReduceMax.v1 %x, %{{.*}} : (tensor<1x8x5x6xf32>, tensor<1xi64>) -> tensor<1x5x6xf32>
// CHECK-NEXT:    func.return %[[KT]], %[[C]]
func.func @means(%x: tensor<1x8x5x6xf32>) -> (tensor<1x1x1x8xf32>, tensor<1x5x6xf32>) {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x8x5x6xf32>, tensor<4xi64>) -> tensor<1x5x6x8xf32>
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %k = ov.ReduceMean.v1 %t, %axes {keep_dims = true} : (tensor<1x5x6x8xf32>, tensor<2xi64>) -> tensor<1x1x1x8xf32>
  %last = ov.Constant.v0 dense<[-1]> : tensor<1xi64>
  %c = ov.ReduceMax.v1 %t, %last : (tensor<1x5x6x8xf32>, tensor<1xi64>) -> tensor<1x5x6xf32>
  func.return %k, %c : tensor<1x1x1x8xf32>, tensor<1x5x6xf32>
}

// -----

// Pad's pads follow their axes; Softmax over the channels becomes a Softmax over axis 1.

// CHECK-LABEL: func.func @pad_softmax
// CHECK-DAG:     %[[B:.*]] = ov.Constant.v0 dense<[0, 0, 1, 2]> : tensor<4xi64>
// CHECK-DAG:     %[[E:.*]] = ov.Constant.v0 dense<[0, 0, 3, 4]> : tensor<4xi64>
// CHECK:         %[[P:.*]] = ov.Pad.v12 %x, %[[B]], %[[E]] : (tensor<1x2x3x3xf32>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x2x7x9xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Softmax.v8 %[[P]] : tensor<1x2x7x9xf32>
// CHECK:         ov.Transpose.v1 %[[S]]
func.func @pad_softmax(%x: tensor<1x2x3x3xf32>) -> tensor<1x7x9x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %b = ov.Constant.v0 dense<[0, 1, 2, 0]> : tensor<4xi64>
  %e = ov.Constant.v0 dense<[0, 3, 4, 0]> : tensor<4xi64>
  %p = ov.Pad.v12 %t, %b, %e : (tensor<1x3x3x2xf32>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x7x9x2xf32>
  %s = ov.Softmax.v8 %p {axis = 3 : i64} : tensor<1x7x9x2xf32>
  func.return %s : tensor<1x7x9x2xf32>
}

// -----

// A Reshape that drops the 1-dims of a pooled [1, 1, 1, C] needs no transpose; a Reshape that
// regroups the elements (a flatten of H, W, C) keeps it (must not fire).

// CHECK-LABEL: func.func @reshapes
// CHECK:         %[[S:.*]] = ov.Reshape.v1 %x, %{{.*}} : (tensor<1x8x1x1xf32>, tensor<2xi64>) -> tensor<1x8xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %y
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<[1, 18]>
// CHECK-NEXT:    %[[F:.*]] = ov.Reshape.v1 %[[T]]
// CHECK-NEXT:    func.return %[[S]], %[[F]]
func.func @reshapes(%x: tensor<1x8x1x1xf32>, %y: tensor<1x2x3x3xf32>) -> (tensor<1x8xf32>, tensor<1x18xf32>) {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x8x1x1xf32>, tensor<4xi64>) -> tensor<1x1x1x8xf32>
  %s = ov.Constant.v0 dense<[1, 8]> : tensor<2xi64>
  %r = ov.Reshape.v1 %a, %s {special_zero = false} : (tensor<1x1x1x8xf32>, tensor<2xi64>) -> tensor<1x8xf32>
  %b = ov.Transpose.v1 %y, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %f = ov.Constant.v0 dense<[1, 18]> : tensor<2xi64>
  %g = ov.Reshape.v1 %b, %f {special_zero = false} : (tensor<1x3x3x2xf32>, tensor<2xi64>) -> tensor<1x18xf32>
  func.return %r, %g : tensor<1x8xf32>, tensor<1x18xf32>
}

// -----

// Split along the channels: each part is transposed back (and cancels where it meets a
// channels-first op's transpose).

// CHECK-LABEL: func.func @split
// CHECK:         %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]], %[[B:.*]] = ov.Split.v1 %x, %[[AXIS]] {num_splits = 2 : i64} : (tensor<1x4x3x3xf32>, tensor<i64>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>)
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[B]]
// CHECK-NEXT:    func.return %[[A]], %[[T]]
func.func @split(%x: tensor<1x4x3x3xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x3x3x2xf32>) {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x4x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x4xf32>
  %axis = ov.Constant.v0 dense<3> : tensor<i64>
  %s:2 = ov.Split.v1 %t, %axis {num_splits = 2 : i64} : (tensor<1x3x3x4xf32>, tensor<i64>) -> (tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>)
  %c = ov.Transpose.v1 %s#0, %to {ovopt.layout_change} : (tensor<1x3x3x2xf32>, tensor<4xi64>) -> tensor<1x2x3x3xf32>
  func.return %c, %s#1 : tensor<1x2x3x3xf32>, tensor<1x3x3x2xf32>
}

// -----

// Interpolate over NHWC's spatial axes resizes axes 2 and 3 of the channels-first data.

// CHECK-LABEL: func.func @interpolate
// CHECK:         %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[I:.*]] = ov.Interpolate.v11 %x, %{{.*}}, %[[AXES]] {{.*}} : (tensor<1x2x3x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2x6x6xf32>
// CHECK:         ov.Transpose.v1 %[[I]]
func.func @interpolate(%x: tensor<1x2x3x3xf32>) -> tensor<1x6x6x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %sizes = ov.Constant.v0 dense<[6, 6]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %i = ov.Interpolate.v11 %t, %sizes, %axes {mode = "nearest", shape_calculation_mode = "sizes"} : (tensor<1x3x3x2xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x6x6x2xf32>
  func.return %i : tensor<1x6x6x2xf32>
}

// -----

// Slice along NHWC's channels (-1, axes of i32) slices axis 1 of the channels-first data, its
// axes keeping their element type.

// CHECK-LABEL: func.func @slice_channels
// CHECK-NEXT:    ov.Constant.v0 dense<1> : tensor<1xi32>
// CHECK-NEXT:    ov.Constant.v0 dense<3> : tensor<1xi32>
// CHECK-NEXT:    ov.Constant.v0 dense<1> : tensor<1xi32>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi32>
// CHECK-NEXT:    %[[S:.*]] = ov.Slice.v8 %x, %{{.*}}, %{{.*}}, %{{.*}}, %[[AXES]] : (tensor<1x4x3x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[S]], %[[P]] : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @slice_channels(%x: tensor<1x4x3x3xf32>) -> tensor<1x3x3x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x4x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x4xf32>
  %start = ov.Constant.v0 dense<1> : tensor<1xi32>
  %stop = ov.Constant.v0 dense<3> : tensor<1xi32>
  %step = ov.Constant.v0 dense<1> : tensor<1xi32>
  %axes = ov.Constant.v0 dense<-1> : tensor<1xi32>
  %s = ov.Slice.v8 %t, %start, %stop, %step, %axes : (tensor<1x3x3x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x3x3x2xf32>
  func.return %s : tensor<1x3x3x2xf32>
}

// -----

// A transpose the --layout option put after an input (unmarked) and the layout change's
// inverse (marked) cancel.

// CHECK-LABEL: func.func @layout_option
// CHECK-NEXT:    %{{.*}} = ov.Relu.v0 %x : tensor<1x3x8x8xf32>
func.func @layout_option(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %back : (tensor<1x3x8x8xf32>, tensor<4xi64>) -> tensor<1x8x8x3xf32>
  %b = ov.Transpose.v1 %a, %to {ovopt.layout_change} : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
  %r = ov.Relu.v0 %b : tensor<1x3x8x8xf32>
  func.return %r : tensor<1x3x8x8xf32>
}

// -----

// A marked transpose left where nothing moves it, that only moves 1-dims, is a Reshape: the
// squeeze-excitation block's [N, 1, 1, C] read channels-first, the batch dim dynamic (copied
// in place). One that moves a dim of more than 1 stays a Transpose, and so does an unmarked one.

// CHECK-LABEL: func.func @unit_dims
// CHECK-NEXT:    %[[O:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, 8, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = true} : (tensor<?x1x1x8xf32>, tensor<4xi64>) -> tensor<?x8x1x1xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %y, %[[O]] : (tensor<?x2x1x8xf32>, tensor<4xi64>) -> tensor<?x8x2x1xf32>
// CHECK-NEXT:    %[[U:.*]] = ov.Transpose.v1 %z, %[[O]] : (tensor<?x1x1x8xf32>, tensor<4xi64>) -> tensor<?x8x1x1xf32>
// CHECK-NEXT:    func.return %[[R]], %[[T]], %[[U]]
func.func @unit_dims(%x: tensor<?x1x1x8xf32>, %y: tensor<?x2x1x8xf32>, %z: tensor<?x1x1x8xf32>) -> (tensor<?x8x1x1xf32>, tensor<?x8x2x1xf32>, tensor<?x8x1x1xf32>) {
  %first = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %first {ovopt.layout_change} : (tensor<?x1x1x8xf32>, tensor<4xi64>) -> tensor<?x8x1x1xf32>
  %u = ov.Transpose.v1 %y, %first {ovopt.layout_change} : (tensor<?x2x1x8xf32>, tensor<4xi64>) -> tensor<?x8x2x1xf32>
  %v = ov.Transpose.v1 %z, %first : (tensor<?x1x1x8xf32>, tensor<4xi64>) -> tensor<?x8x1x1xf32>
  func.return %t, %u, %v : tensor<?x8x1x1xf32>, tensor<?x8x2x1xf32>, tensor<?x8x1x1xf32>
}

// -----

// One dynamic dim that changes place, to the left (%x) or to the right (%y): 0 would copy the
// input's dim at the new place (a 1), so the Reshape infers it (-1) instead.

// CHECK-LABEL: func.func @one_dynamic_dim_moved
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[-1, 1, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = false} : (tensor<1x?x4xf32>, tensor<3xi64>) -> tensor<?x1x4xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<[1, -1, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[U:.*]] = ov.Reshape.v1 %y, %[[T]] {special_zero = false} : (tensor<?x1x4xf32>, tensor<3xi64>) -> tensor<1x?x4xf32>
// CHECK-NEXT:    func.return %[[R]], %[[U]]
func.func @one_dynamic_dim_moved(%x: tensor<1x?x4xf32>, %y: tensor<?x1x4xf32>) -> (tensor<?x1x4xf32>, tensor<1x?x4xf32>) {
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o {ovopt.layout_change} : (tensor<1x?x4xf32>, tensor<3xi64>) -> tensor<?x1x4xf32>
  %u = ov.Transpose.v1 %y, %o {ovopt.layout_change} : (tensor<?x1x4xf32>, tensor<3xi64>) -> tensor<1x?x4xf32>
  func.return %t, %u : tensor<?x1x4xf32>, tensor<1x?x4xf32>
}

// -----

// A channel scale of int8 weights, dequantized (Convert - zero point * scale) and kept unfolded
// for the runtime's low-precision pipeline: the subgraph is rebuilt on its transposed int8
// constant, the Convert keeps its mark, and the transposes cancel.
// CHECK-LABEL: func.func @dequantized_scale
// CHECK-DAG:     %[[ZP:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-DAG:     %[[K:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-DAG:     %[[Q:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1]], {{\[\[}}-2]], {{\[\[}}3]], {{\[\[}}127]]]]> : tensor<1x4x1x1xi8>
// CHECK:         %[[F:.*]] = ov.Convert.v0 %[[Q]] {ovopt.keep_unfolded, destination_type = f32} : (tensor<1x4x1x1xi8>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Subtract.v1 %[[F]], %[[ZP]] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Multiply.v1 %[[S]], %[[K]] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %x, %[[SCALE]] : (tensor<1x4x2x3xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @dequantized_scale(%x: tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x4x2x3xf32>, tensor<4xi64>) -> tensor<1x2x3x4xf32>
  %q = ov.Constant.v0 dense<[1, -2, 3, 127]> : tensor<4xi8>
  %f = ov.Convert.v0 %q {ovopt.keep_unfolded, destination_type = f32} : (tensor<4xi8>) -> tensor<4xf32>
  %zp = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %s = ov.Subtract.v1 %f, %zp : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %k = ov.Constant.v0 dense<0.5> : tensor<f32>
  %scale = ov.Multiply.v1 %s, %k : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %m = ov.Multiply.v1 %t, %scale : (tensor<1x2x3x4xf32>, tensor<4xf32>) -> tensor<1x2x3x4xf32>
  %y = ov.Transpose.v1 %m, %to {ovopt.layout_change} : (tensor<1x2x3x4xf32>, tensor<4xi64>) -> tensor<1x4x2x3xf32>
  func.return %y : tensor<1x4x2x3xf32>
}

// -----

// The other operand computed from a model input, not from constants: nothing moves.
// CHECK-LABEL: func.func @operand_not_constant
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x
// CHECK:         %[[M:.*]] = ov.Multiply.v1 %[[T]], %{{.*}} : (tensor<1x2x3x4xf32>, tensor<4xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[M]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @operand_not_constant(%x: tensor<1x4x2x3xf32>, %z: tensor<4xi8>) -> tensor<1x4x2x3xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x4x2x3xf32>, tensor<4xi64>) -> tensor<1x2x3x4xf32>
  %f = ov.Convert.v0 %z {destination_type = f32} : (tensor<4xi8>) -> tensor<4xf32>
  %m = ov.Multiply.v1 %t, %f : (tensor<1x2x3x4xf32>, tensor<4xf32>) -> tensor<1x2x3x4xf32>
  %y = ov.Transpose.v1 %m, %to {ovopt.layout_change} : (tensor<1x2x3x4xf32>, tensor<4xi64>) -> tensor<1x4x2x3xf32>
  func.return %y : tensor<1x4x2x3xf32>
}
