// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// ov ops that GNA runs become gna ops between layout casts; the rest stays in the ov dialect.

// CHECK-LABEL: func.func @mlp
// CHECK:         %[[X:.*]] = gna.layout_cast %x : tensor<1x16xf32> to !gna.tensor<16x1xf32, CN>
// CHECK:         %[[A:.*]] = gna.affine %[[X]], %{{.*}}, %{{.*}} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
// CHECK-NEXT:    %[[S:.*]] = gna.pwl %[[A]] {slopes = array<f32: {{.*}}>, intercepts = array<f32: {{.*}}>, knots = array<f32: {{.*}}>, approximates = "sigmoid", error_percent = {{.*}}} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
// CHECK:         %[[B:.*]] = gna.affine %[[S]], %{{.*}} : (!gna.tensor<8x1xf32, CN>, tensor<4x8xf32>) -> !gna.tensor<4x1xf32, CN>
// CHECK-NEXT:    %[[Y:.*]] = gna.layout_cast %[[B]] : !gna.tensor<4x1xf32, CN> to tensor<1x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @mlp(%x: tensor<1x16xf32>) -> tensor<1x4xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<8xf32>
  %w2 = ov.Constant.v0 dense<0.2> : tensor<4x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x16xf32>, tensor<16x8xf32>) -> tensor<1x8xf32>
  %a = ov.Add.v1 %m, %b : (tensor<1x8xf32>, tensor<8xf32>) -> tensor<1x8xf32>
  %s = ov.Sigmoid.v0 %a : tensor<1x8xf32>
  %m2 = ov.MatMul.v0 %s, %w2 {transpose_b = true} : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32>
  func.return %m2 : tensor<1x4xf32>
}

// -----

// CHECK-LABEL: func.func @frames
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<4x16xf32>, tensor<2xi64>) -> tensor<16x4xf32>
// CHECK-NEXT:    %[[G:.*]] = gna.layout_cast %[[T]] : tensor<16x4xf32> to !gna.tensor<16x4xf32, CN>
// CHECK-NEXT:    %[[A:.*]] = gna.affine %[[G]], %{{.*}} : (!gna.tensor<16x4xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x4xf32, CN>
// CHECK-NEXT:    %[[B:.*]] = gna.layout_cast %[[A]] : !gna.tensor<8x4xf32, CN> to tensor<8x4xf32>
// CHECK:         %[[Y:.*]] = ov.Transpose.v1 %[[B]], %{{.*}} : (tensor<8x4xf32>, tensor<2xi64>) -> tensor<4x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @frames(%x: tensor<4x16xf32>) -> tensor<4x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  func.return %m : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_pool
// CHECK:         %[[W:.*]] = ov.Constant.v0 dense<1.000000e-01> : tensor<8x3x3x4xf32>
// CHECK-NEXT:    %[[O:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %x, %[[O]] : (tensor<1x4x8x10xf32>, tensor<4xi64>) -> tensor<1x8x10x4xf32>
// CHECK-NEXT:    %[[G:.*]] = gna.layout_cast %[[T]] : tensor<1x8x10x4xf32> to !gna.tensor<1x8x10x4xf32, NHWC>
// CHECK-NEXT:    %[[C:.*]] = gna.convolution %[[G]], %[[W]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
// The transposes back from and again to channels-last between the two fold away.
// CHECK-NOT:     ov.Transpose.v1
// CHECK:         %[[P:.*]] = gna.max_pool %[[C]] {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (!gna.tensor<1x8x10x8xf32, NHWC>) -> !gna.tensor<1x4x5x8xf32, NHWC>
// CHECK:         ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<1x4x5x8xf32>, tensor<4xi64>) -> tensor<1x8x4x5xf32>
// CHECK-NOT:     ov.MaxPool
func.func @conv_pool(%x: tensor<1x4x8x10xf32>) -> tensor<1x8x4x5xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x4x3x3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x4x8x10xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x10xf32>
  %p, %i = ov.MaxPool.v8 %c {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>} : (tensor<1x8x8x10xf32>) -> (tensor<1x8x4x5xf32>, tensor<1x8x4x5xi64>)
  func.return %p : tensor<1x8x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @conv_1d
// CHECK:         ov.Constant.v0 dense<1.000000e-01> : tensor<16x3x13xf32>
// CHECK:         ov.Transpose.v1 %x, %{{.*}} : (tensor<1x13x49xf32>, tensor<3xi64>) -> tensor<1x49x13xf32>
// CHECK:         gna.convolution %{{.*}}, %{{.*}} {dilations = array<i64: 1>, strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (!gna.tensor<1x49x13xf32, NWC>, tensor<16x3x13xf32>) -> !gna.tensor<1x24x16xf32, NWC>
// CHECK:         ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<1x24x16xf32>, tensor<3xi64>) -> tensor<1x16x24xf32>
func.func @conv_1d(%x: tensor<1x13x49xf32>) -> tensor<1x16x24xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x13x3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, dilations = array<i64: 1>, auto_pad = "valid"} : (tensor<1x13x49xf32>, tensor<16x13x3xf32>) -> tensor<1x16x24xf32>
  func.return %c : tensor<1x16x24xf32>
}

// -----

// CHECK-LABEL: func.func @elementwise
// CHECK:         %[[E:.*]] = gna.eltwise %{{.*}}, %{{.*}} {operation = "sum"} : (!gna.tensor<2x8xf32, NC>, !gna.tensor<2x8xf32, NC>) -> !gna.tensor<2x8xf32, NC>
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00], [2.000000e+00]]> : tensor<2x1xf32>
// CHECK-NEXT:    %[[S:.*]] = gna.diagonal %[[E]], %[[M1]], %[[C]] : (!gna.tensor<2x8xf32, NC>, tensor<1xf32>, tensor<2x1xf32>) -> !gna.tensor<2x8xf32, NC>
// CHECK:         %[[M:.*]] = gna.diagonal %[[S]], %{{.*}}, %{{.*}} : (!gna.tensor<2x8xf32, NC>, tensor<2x1xf32>, tensor<1xf32>) -> !gna.tensor<2x8xf32, NC>
// CHECK-NEXT:    gna.pwl %[[M]] {slopes = array<f32: 0.000000e+00, 1.000000e+00, 0.000000e+00>, intercepts = array<f32: -1.000000e+00, 0.000000e+00, 2.000000e+00>, knots = array<f32: -4.000000e+00, -1.000000e+00, 2.000000e+00, 5.000000e+00>, approximates = "clamp"}
func.func @elementwise(%x: tensor<2x8xf32>, %y: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %c = ov.Constant.v0 dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %a = ov.Add.v1 %x, %y : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %s = ov.Subtract.v1 %c, %a : (tensor<2x1xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %m = ov.Multiply.v1 %s, %c : (tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x8xf32>
  %r = ov.Clamp.v0 %m {min = -1.0 : f64, max = 2.0 : f64} : tensor<2x8xf32>
  func.return %r : tensor<2x8xf32>
}

// -----

// A Slice whose start counts from the end (-24 of 32) crops from offset 8, as OpenVINO's
// Slice-8 reads a negative start.

// CHECK-LABEL: func.func @slice_from_the_end
// CHECK:         gna.crop %{{.*}} {offsets = array<i64: 0, 8>, sizes = array<i64: 2, 16>}
func.func @slice_from_the_end(%x: tensor<2x32xf32>) -> tensor<2x16xf32> {
  %start = ov.Constant.v0 dense<[-24]> : tensor<1xi64>
  %stop = ov.Constant.v0 dense<[-8]> : tensor<1xi64>
  %step = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %axes = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %s = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<2x32xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x16xf32>
  func.return %s : tensor<2x16xf32>
}

// -----

// CHECK-LABEL: func.func @memory
// CHECK-NEXT:    %[[R:.*]] = gna.layout_cast %x : tensor<1x2x32xf32> to !gna.tensor<1x64xf32, NC>
// CHECK-NEXT:    %[[P0:.*]], %[[P1:.*]] = gna.split %[[R]] {axis = 1 : i64, sizes = array<i64: 32, 32>} : (!gna.tensor<1x64xf32, NC>) -> (!gna.tensor<1x32xf32, NC>, !gna.tensor<1x32xf32, NC>)
// CHECK-NEXT:    %[[S:.*]] = gna.crop %[[P1]] {offsets = array<i64: 0, 8>, sizes = array<i64: 1, 16>} : (!gna.tensor<1x32xf32, NC>) -> !gna.tensor<1x16xf32, NC>
// CHECK-NEXT:    %[[T:.*]] = gna.pwl %[[P0]] {{.*}} approximates = "tanh"
// CHECK-NEXT:    %[[C:.*]] = gna.concat %[[T]], %[[S]] {axis = 1 : i64} : (!gna.tensor<1x32xf32, NC>, !gna.tensor<1x16xf32, NC>) -> !gna.tensor<1x48xf32, NC>
// CHECK-NEXT:    %[[Y:.*]] = gna.layout_cast %[[C]] : !gna.tensor<1x48xf32, NC> to tensor<1x48xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @memory(%x: tensor<1x2x32xf32>) -> tensor<1x48xf32> {
  %shape = ov.Constant.v0 dense<[1, 64]> : tensor<2xi64>
  %r = ov.Reshape.v1 %x, %shape {special_zero = false} : (tensor<1x2x32xf32>, tensor<2xi64>) -> tensor<1x64xf32>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %lengths = ov.Constant.v0 dense<[32, 32]> : tensor<2xi64>
  %p:2 = ov.VariadicSplit.v1 %r, %axis, %lengths : (tensor<1x64xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<1x32xf32>, tensor<1x32xf32>)
  %start = ov.Constant.v0 dense<[8]> : tensor<1xi64>
  %stop = ov.Constant.v0 dense<[24]> : tensor<1xi64>
  %step = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %sa = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %s = ov.Slice.v8 %p#1, %start, %stop, %step, %sa : (tensor<1x32xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x16xf32>
  %t = ov.Tanh.v0 %p#0 : tensor<1x32xf32>
  %c = ov.Concat.v0 %t, %s {axis = 1 : i64} : (tensor<1x32xf32>, tensor<1x16xf32>) -> tensor<1x48xf32>
  func.return %c : tensor<1x48xf32>
}

// -----

// Not for GNA: weights that are not constant, a dilated convolution, integer data, max-pool
// indices in use, an activation without a PWL.

// CHECK-LABEL: func.func @stays_in_ov
// CHECK-NEXT:    ov.MatMul.v0 %x, %w
// CHECK-NEXT:    ov.Add.v1 %i, %i
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Convolution.v1 %v
// CHECK-NEXT:    ov.MaxPool.v8 %v
// CHECK-NEXT:    ov.Erf.v0 %x
// CHECK-NOT:     gna.
func.func @stays_in_ov(%x: tensor<1x16xf32>, %w: tensor<16x8xf32>, %i: tensor<1x8xi32>, %v: tensor<1x4x8x8xf32>) -> (tensor<1x8xf32>, tensor<1x8xi32>, tensor<1x8x4x4xf32>, tensor<1x4x4x4xi64>, tensor<1x16xf32>) {
  %m = ov.MatMul.v0 %x, %w : (tensor<1x16xf32>, tensor<16x8xf32>) -> tensor<1x8xf32>
  %a = ov.Add.v1 %i, %i : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
  %k = ov.Constant.v0 dense<0.1> : tensor<8x4x3x3xf32>
  %c = ov.Convolution.v1 %v, %k {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x4x4xf32>
  %p, %pi = ov.MaxPool.v8 %v {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x4x4x4xi64>)
  %e = ov.Erf.v0 %x : tensor<1x16xf32>
  func.return %m, %a, %c, %pi, %e : tensor<1x8xf32>, tensor<1x8xi32>, tensor<1x8x4x4xf32>, tensor<1x4x4x4xi64>, tensor<1x16xf32>
}

// -----

// A per-channel Add after the convolution is its bias; an Add that varies over the spatial
// axes is not, and becomes a diagonal.

// CHECK-LABEL: func.func @conv_bias
// CHECK:         %[[B:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<8xf32>
// CHECK-NEXT:    %[[C:.*]] = gna.convolution %{{.*}}, %{{.*}}, %[[B]] {{.*}} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>, tensor<8xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
// CHECK:         %[[N:.*]] = gna.diagonal %{{.*}}, %{{.*}}, %{{.*}} : (!gna.tensor<1x8x8x10xf32, NCHW>, tensor<1xf32>, tensor<1x1x8x10xf32>) -> !gna.tensor<1x8x8x10xf32, NCHW>
func.func @conv_bias(%x: tensor<1x4x8x10xf32>) -> tensor<1x8x8x10xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x4x3x3xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<1x8x1x1xf32>
  %s = ov.Constant.v0 dense<0.25> : tensor<1x1x8x10xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x4x8x10xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x10xf32>
  %a = ov.Add.v1 %c, %b : (tensor<1x8x8x10xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x8x10xf32>
  %n = ov.Add.v1 %a, %s : (tensor<1x8x8x10xf32>, tensor<1x1x8x10xf32>) -> tensor<1x8x8x10xf32>
  func.return %n : tensor<1x8x8x10xf32>
}

// -----

// Over the affine batch limit (8 frames): limits.fits_on_gna keeps the MatMul, and its bias
// Add, on the CPU; with 8 frames it is an affine.

// CHECK-LABEL: func.func @affine_batch
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %{{.*}} : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK:         gna.affine %{{.*}}, %{{.*}} : (!gna.tensor<16x8xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x8xf32, CN>
func.func @affine_batch(%x: tensor<16x16xf32>, %y: tensor<8x16xf32>) -> (tensor<16x8xf32>, tensor<8x8xf32>) {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %n = ov.MatMul.v0 %y, %w : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  func.return %m, %n : tensor<16x8xf32>, tensor<8x8xf32>
}

// -----

// Squeeze and Unsqueeze read the buffer with another shape: layout casts, folded into one.

// CHECK-LABEL: func.func @squeeze_unsqueeze
// CHECK-NEXT:    %[[A:.*]] = gna.layout_cast %x : tensor<1x8x1x10xf32> to !gna.tensor<1x8x1x10xf32, NCHW>
// CHECK-NEXT:    %[[R:.*]] = gna.pwl %[[A]] {{.*}} approximates = "relu"
// CHECK-NEXT:    %[[Y:.*]] = gna.layout_cast %[[R]] : !gna.tensor<1x8x1x10xf32, NCHW> to tensor<8x10x1xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @squeeze_unsqueeze(%x: tensor<1x8x1x10xf32>) -> tensor<8x10x1xf32> {
  %axes = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
  %s = ov.Squeeze.v0 %x, %axes : (tensor<1x8x1x10xf32>, tensor<2xi64>) -> tensor<8x10xf32>
  %r = ov.Relu.v0 %s : tensor<8x10xf32>
  %last = ov.Constant.v0 dense<[2]> : tensor<1xi64>
  %u = ov.Unsqueeze.v0 %r, %last : (tensor<8x10xf32>, tensor<1xi64>) -> tensor<8x10x1xf32>
  func.return %u : tensor<8x10x1xf32>
}

// -----

// A one-value constant added to an affine's result is no bias of it (a bias has one value per
// output): the affine keeps no bias, the Add becomes a diagonal layer.

// CHECK-LABEL: func.func @one_value_added_to_affine
// CHECK:         %[[A:.*]] = gna.affine %{{.*}}, %{{.*}} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x1xf32, CN>
// CHECK:         %[[B:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<1xf32>
// CHECK-NEXT:    gna.diagonal %{{.*}}, %{{.*}}, %[[B]] : (!gna.tensor<1x8xf32, NC>, tensor<1xf32>, tensor<1xf32>) -> !gna.tensor<1x8xf32, NC>
func.func @one_value_added_to_affine(%x: tensor<1x16xf32>) -> tensor<1x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<1xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x16xf32>, tensor<16x8xf32>) -> tensor<1x8xf32>
  %a = ov.Add.v1 %m, %b : (tensor<1x8xf32>, tensor<1xf32>) -> tensor<1x8xf32>
  func.return %a : tensor<1x8xf32>
}

// -----

// Interleaved data (an affine's CN result of 4 frames) added to frames-as-rows data (NC): a
// layout cast cannot reinterpret the one as the other, so the NC operand is cast from the
// builtin tensor, not from the affine's gna result.

// CHECK-LABEL: func.func @interleaved_plus_rows
// CHECK:         %[[A:.*]] = gna.affine %{{.*}}, %{{.*}} : (!gna.tensor<16x4xf32, CN>, tensor<8x16xf32>) -> !gna.tensor<8x4xf32, CN>
// CHECK-NEXT:    %[[T:.*]] = gna.layout_cast %[[A]] : !gna.tensor<8x4xf32, CN> to tensor<8x4xf32>
// CHECK:         %[[R:.*]] = gna.pwl
// CHECK-NEXT:    %[[N:.*]] = gna.layout_cast %[[T]] : tensor<8x4xf32> to !gna.tensor<8x4xf32, NC>
// CHECK-NEXT:    gna.eltwise %[[R]], %[[N]] {operation = "sum"} : (!gna.tensor<8x4xf32, NC>, !gna.tensor<8x4xf32, NC>) -> !gna.tensor<8x4xf32, NC>
func.func @interleaved_plus_rows(%x: tensor<4x16xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %t = ov.Transpose.v1 %m, %p : (tensor<4x8xf32>, tensor<2xi64>) -> tensor<8x4xf32>
  %r = ov.Relu.v0 %y : tensor<8x4xf32>
  %a = ov.Add.v1 %r, %t : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  func.return %a : tensor<8x4xf32>
}
