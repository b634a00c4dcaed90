// RUN: ov-opt %s --split-input-file -p gna-convert-matmul-to-pointwise-conv | filecheck %s

// Negative cases, one per condition of ConvertMatmulToPointwiseConv (only it fails):
//   pointwise.rows                @stays (%a: no Convolution)
//   pointwise.constant-weights    @stays (%b: no Convolution)
//   pointwise.not-transpose-a     @transpose_a (no Convolution)
//   pointwise.bias-rank           @bias_of_higher_rank (the bias stays outside)
//   fq-after.one-element          @fake_quantizes_left (%q: the FakeQuantize stays after)
//   carried.kept                  @fake_quantizes_left (%qw: not kept, so no constant weights)

// 10 rows (> 8): [1, 1, 10, 4] transposed to [1, 4, 1, 10], a 1x1 convolution of 3 filters
// and a zero one (GNA takes multiples of 4), the bias Add inside, transposed back, the zero
// filter's channel sliced off, reshaped back to [10, 3].

// CHECK-LABEL: func.func @batch_10
// CHECK:         %[[NHWC:.*]] = ov.Reshape.v1 %x, {{.*}} -> tensor<1x1x10x4xf32>
// CHECK:         %[[NCHW:.*]] = ov.Transpose.v1 %[[NHWC]], {{.*}} -> tensor<1x4x1x10xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}5.000000e-01]], {{.*}} {{\[\[\[}}0.000000e+00]], {{.*}}, {{\[\[}}0.000000e+00]]]]> : tensor<4x4x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[NCHW]], %[[K]] {{.*}} -> tensor<1x4x1x10xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]], {{\[\[}}3.000000e+00]], {{\[\[}}0.000000e+00]]]]> : tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[CB:.*]] = ov.Add.v1 %[[C]], %[[B]]
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[CB]], {{.*}} -> tensor<1x1x10x4xf32>
// CHECK:         %[[S:.*]] = ov.Slice.v8 %[[T]], {{.*}} -> tensor<1x1x10x3xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[S]], {{.*}} -> tensor<10x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
// CHECK-NOT:     ov.MatMul
func.func @batch_10(%x: tensor<10x4xf32>) -> tensor<10x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<10x3xf32>, tensor<3xf32>) -> tensor<10x3xf32>
  func.return %y : tensor<10x3xf32>
}

// -----

// The rows are every dim but the last: [2, 5, 4] is 10 rows (> 8), though its first dim is 2.

// CHECK-LABEL: func.func @batched_rows
// CHECK:         %{{.*}} = ov.Reshape.v1 %x, {{.*}} -> tensor<1x1x10x4xf32>
// CHECK:         ov.Convolution.v1 {{.*}} -> tensor<1x4x1x10xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 {{.*}} -> tensor<2x5x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
// CHECK-NOT:     ov.MatMul
func.func @batched_rows(%x: tensor<2x5x4xf32>) -> tensor<2x5x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x5x4xf32>, tensor<4x3xf32>) -> tensor<2x5x3xf32>
  func.return %m : tensor<2x5x3xf32>
}

// -----

// [pointwise.rows] [pointwise.constant-weights] 8 rows fit GNA's affine layer (%a); weights that
// are not constant are no filters (%b).

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Convolution
// CHECK-COUNT-2: ov.MatMul.v0
func.func @stays(%x: tensor<8x4xf32>, %x2: tensor<10x4xf32>, %w2: tensor<4x3xf32>) -> (tensor<8x3xf32>, tensor<10x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  %b = ov.MatMul.v0 %x2, %w2 : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  func.return %a, %b : tensor<8x3xf32>, tensor<10x3xf32>
}

// -----

// A sequence's output [T, N, K] (20 x 1 rows): the rows are read as [1, 1, 20, 16], 4 filters
// need no padding, and the result gets its [20, 1] back.

// CHECK-LABEL: func.func @sequence_output
// CHECK:         ov.Reshape.v1 %x, {{.*}} -> tensor<1x1x20x16xf32>
// CHECK:         ov.Convolution.v1 {{.*}} -> tensor<1x4x1x20xf32>
// CHECK-NOT:     ov.Slice
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 {{.*}} -> tensor<20x1x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @sequence_output(%x: tensor<20x1x16xf32>) -> tensor<20x1x4xf32> {
  %w = ov.Constant.v0 dense<0.25> : tensor<16x4xf32>
  %y = ov.MatMul.v0 %x, %w : (tensor<20x1x16xf32>, tensor<16x4xf32>) -> tensor<20x1x4xf32>
  func.return %y : tensor<20x1x4xf32>
}

// -----

// [pointwise.not-transpose-a] The data transposed first (12 x 12, so the rows alone would pass).

// CHECK-LABEL: func.func @transpose_a
// CHECK-NOT:     ov.Convolution
// CHECK:         ov.MatMul.v0
func.func @transpose_a(%x: tensor<12x12xf32>) -> tensor<12x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<12x3xf32>
  %m = ov.MatMul.v0 %x, %w {transpose_a = true} : (tensor<12x12xf32>, tensor<12x3xf32>) -> tensor<12x3xf32>
  func.return %m : tensor<12x3xf32>
}

// -----

// [pointwise.bias-rank] A [1, 1, 3] bias broadcasts the sum to rank 3: it stays an Add after the
// convolution's Reshape.

// CHECK-LABEL: func.func @bias_of_higher_rank
// CHECK:         %[[R:.*]] = ov.Reshape.v1 {{.*}} -> tensor<10x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[R]], %{{.*}} : (tensor<10x3xf32>, tensor<1x1x3xf32>) -> tensor<1x10x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @bias_of_higher_rank(%x: tensor<10x4xf32>) -> tensor<1x10x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %bias = ov.Constant.v0 dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<10x3xf32>, tensor<1x1x3xf32>) -> tensor<1x10x3xf32>
  func.return %y : tensor<1x10x3xf32>
}

// -----

// Weights behind a FakeQuantize gna-keep-weights-fake-quantize kept (the plugin's patterns
// take Const -> FakeQuantize weights): the FakeQuantize is carried onto the filters, ranges per
// output channel as [4, 1, 1, 1] (the zero filter taking the last channel's), still kept.
// A per-tensor FakeQuantize that alone reads the result after the bias moves inside, before
// the trailing Transpose (ConvertMatmulWithFqToPointWiseConvolution), its limits as scalars.

// CHECK-LABEL: func.func @fake_quantizes
// CHECK:         %[[K:.*]] = ov.Constant.v0 {{.*}} : tensor<4x4x1x1xf32>
// CHECK-NEXT:    %[[LO:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}-1.000000e+00]]], {{\[\[\[}}-5.000000e-01]]], {{\[\[\[}}-1.000000e+00]]], {{\[\[\[}}-1.000000e+00]]]]> : tensor<4x1x1x1xf32>
// CHECK:         %[[KQ:.*]] = ov.FakeQuantize.v0 %[[K]], %[[LO]], {{.*}} {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<4x4x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>) -> tensor<4x4x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %{{.*}}, %[[KQ]]
// CHECK:         %[[CB:.*]] = ov.Add.v1 %[[C]]
// CHECK:         %[[Q:.*]] = ov.FakeQuantize.v0 %[[CB]], {{.*}} {levels = 65535 : i64} : (tensor<1x4x1x10xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x4x1x10xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[Q]], {{.*}} -> tensor<1x1x10x4xf32>
// CHECK:         %[[S:.*]] = ov.Slice.v8 %[[T]]
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[S]], {{.*}} -> tensor<10x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
// CHECK-NOT:     ov.MatMul
func.func @fake_quantizes(%x: tensor<10x4xf32>) -> tensor<10x3xf32> {
  %w = ov.Constant.v0 dense<[[0.5, -1.0, 0.25], [1.0, 0.1, -0.3], [0.2, 0.2, 0.2], [-0.6, 0.7, 0.9]]> : tensor<4x3xf32>
  %clo = ov.Constant.v0 dense<[[-1.0, -0.5, -1.0]]> : tensor<1x3xf32>
  %chi = ov.Constant.v0 dense<[[1.0, 0.5, 1.0]]> : tensor<1x3xf32>
  %lo = ov.Constant.v0 dense<-2.0> : tensor<1x1xf32>
  %hi = ov.Constant.v0 dense<2.0> : tensor<1x1xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %qw = ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %qw : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  %a = ov.Add.v1 %m, %bias : (tensor<10x3xf32>, tensor<3xf32>) -> tensor<10x3xf32>
  %q = ov.FakeQuantize.v0 %a, %lo, %hi, %lo, %hi {levels = 65535 : i64} : (tensor<10x3xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<10x3xf32>
  func.return %q : tensor<10x3xf32>
}

// -----

// An output FakeQuantize per channel ([1, 3] limits would not broadcast onto the NCHW
// convolution result as they do onto [10, 3]) stays after the Reshape; the weights' one,
// not kept, is an op the pass leaves alone (no constant weights: the MatMul stays).

// CHECK-LABEL: func.func @fake_quantizes_left
// CHECK:         %[[R:.*]] = ov.Reshape.v1 {{.*}} -> tensor<10x3xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.FakeQuantize.v0 %[[R]], %clo, %chi, %clo, %chi
// CHECK:         ov.MatMul.v0 %x, %qw
func.func @fake_quantizes_left(%x: tensor<10x4xf32>) -> (tensor<10x3xf32>, tensor<10x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %clo = ov.Constant.v0 dense<[[-1.0, -0.5, -1.0]]> : tensor<1x3xf32>
  %chi = ov.Constant.v0 dense<[[1.0, 0.5, 1.0]]> : tensor<1x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  %q = ov.FakeQuantize.v0 %m, %clo, %chi, %clo, %chi {levels = 255 : i64} : (tensor<10x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<10x3xf32>
  %qw = ov.FakeQuantize.v0 %w, %clo, %chi, %clo, %chi {levels = 255 : i64} : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  %m2 = ov.MatMul.v0 %x, %qw : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  func.return %q, %m2 : tensor<10x3xf32>, tensor<10x3xf32>
}

// -----

// A MatMul nothing reads is erased, not rewritten to a Convolution nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<10x3xf32>, tensor<3xf32>) -> tensor<10x3xf32>
  func.return %x : tensor<10x4xf32>
}
