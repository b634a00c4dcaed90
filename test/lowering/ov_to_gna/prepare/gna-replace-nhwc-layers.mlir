// RUN: ov-opt %s --split-input-file -p gna-replace-nhwc-layers | filecheck %s

// Negative cases, one per condition of ReplaceNHWCLayers and windows_fit (only it fails; no
// Transpose is added). Condition -> case:
//   nhwc.window-op            @pool_indices_read (its func.return; every op is visited, and
//                             without the check the first other op fails the pass)
//   fit.static-data           @data_not_static
//   fit.rank                  @three_d
//   fit.float                 @integer
//   fit.explicit-pads         @same_upper
//   fit.static-output         @output_not_static
//   nhwc.indices-unread       @pool_indices_read
//   nhwc.constant-filters     @not_fired (%z)
//   nhwc.not-wrapped          @not_fired (%y; removed, the pass never ends)
// Each condition removed in turn fails this file (9 of 9).

// A convolution gets a round trip to NHWC and back on both sides; the inner transposes are
// pinned to it, the outer ones are for transpose sinking to move.

// CHECK-LABEL: func.func @conv
// CHECK:         %[[TO:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<1x2x5x5xf32>, tensor<4xi64>) -> tensor<1x5x5x2xf32>
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %[[TO]], %{{.*}} : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[IN]], %w
// CHECK:         %[[OUT:.*]] = ov.Transpose.v1 %[[Y]], %{{.*}} -> tensor<1x4x4x3xf32>
// CHECK:         %[[BACK:.*]] = ov.Transpose.v1 %[[OUT]], %{{.*}} -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    func.return %[[BACK]]
func.func @conv(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x4x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// An NHWC model's own input transpose already puts the pooling channels-last: only the
// output side gets its round trip.

// CHECK-LABEL: func.func @nhwc_pool
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %x, %{{.*}} -> tensor<1x3x4x6xf32>
// CHECK-NEXT:    %[[Y:[^,]*]], %{{.*}} = ov.MaxPool.v8 %[[IN]]
// CHECK:         ov.Transpose.v1 %[[Y]], %{{.*}} -> tensor<1x2x3x3xf32>
// CHECK:         ov.Transpose.v1 %{{.*}} -> tensor<1x3x2x3xf32>
// CHECK-NOT:     ov.Transpose.v1
func.func @nhwc_pool(%x: tensor<1x4x6x3xf32>) -> tensor<1x3x2x3xf32> {
  %order = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %nchw = ov.Transpose.v1 %x, %order : (tensor<1x4x6x3xf32>, tensor<4xi64>) -> tensor<1x3x4x6xf32>
  %y, %i = ov.MaxPool.v8 %nchw {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x6xf32>) -> (tensor<1x3x2x3xf32>, tensor<1x3x2x3xi64>)
  func.return %y : tensor<1x3x2x3xf32>
}

// -----

// Must not fire: a convolution already wrapped, and one whose filters are not constant
// (convert-ov-to-gna leaves it on the CPU in NCHW).

// CHECK-LABEL: func.func @not_fired
// CHECK-COUNT-2: ov.Transpose.v1
// CHECK-NOT:     ov.Transpose.v1
func.func @not_fired(%x: tensor<1x5x5x2xf32>, %v: tensor<1x2x5x5xf32>, %f: tensor<3x2x2x2xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %in = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %out = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %nchw = ov.Transpose.v1 %x, %in : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %y = ov.Convolution.v1 %nchw, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %nhwc = ov.Transpose.v1 %y, %out : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %z = ov.Convolution.v1 %v, %f {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %nhwc, %z : tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @data_not_static
// CHECK-NOT:     ov.Transpose.v1
func.func @data_not_static(%x: tensor<1x2x?x5xf32>) -> tensor<1x3x?x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x?x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x?x4xf32>
  func.return %y : tensor<1x3x?x4xf32>
}

// -----

// CHECK-LABEL: func.func @three_d
// CHECK-NOT:     ov.Transpose.v1
func.func @three_d(%x: tensor<1x2x5x5x5xf32>) -> tensor<1x3x4x4x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1, 1>, dilations = array<i64: 1, 1, 1>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>} : (tensor<1x2x5x5x5xf32>, tensor<3x2x2x2x2xf32>) -> tensor<1x3x4x4x4xf32>
  func.return %y : tensor<1x3x4x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @integer
// CHECK-NOT:     ov.Transpose.v1
func.func @integer(%x: tensor<1x2x5x5xi32>) -> tensor<1x3x4x4xi32> {
  %w = ov.Constant.v0 dense<1> : tensor<3x2x2x2xi32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xi32>, tensor<3x2x2x2xi32>) -> tensor<1x3x4x4xi32>
  func.return %y : tensor<1x3x4x4xi32>
}

// -----

// CHECK-LABEL: func.func @same_upper
// CHECK-NOT:     ov.Transpose.v1
func.func @same_upper(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x5x5xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x5x5xf32>
  func.return %y : tensor<1x3x5x5xf32>
}

// -----

// CHECK-LABEL: func.func @output_not_static
// CHECK-NOT:     ov.Transpose.v1
func.func @output_not_static(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x?x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x?x4xf32>
  func.return %y : tensor<1x3x?x4xf32>
}

// -----

// CHECK-LABEL: func.func @pool_indices_read
// CHECK-NOT:     ov.Transpose.v1
func.func @pool_indices_read(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>) {
  %y, %i = ov.MaxPool.v8 %x {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  func.return %y, %i : tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>
}

// -----

// Filters behind a FakeQuantize gna-keep-weights-fake-quantize kept are constant filters
// (convert-ov-to-gna fuses it into the gna.convolution): the convolution is wrapped; behind a
// FakeQuantize not kept (%q) they are not.

// CHECK-LABEL: func.func @kept_fake_quantize
// CHECK:         ov.Convolution.v1 %{{.*}}, %kept
// CHECK-NEXT:    ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK:         ov.Convolution.v1 %x, %q
// CHECK-NEXT:    func.return
func.func @kept_fake_quantize(%x: tensor<1x2x5x5xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %kept = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<3x2x2x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x2x2x2xf32>
  %q = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<3x2x2x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x2x2x2xf32>
  %a = ov.Convolution.v1 %x, %kept {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %b = ov.Convolution.v1 %x, %q {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %a, %b : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>
}

// -----

// A convolution nothing reads is erased, not wrapped in transposes nothing reads either.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %x : tensor<1x2x5x5xf32>
}

// -----

// Only a transpose to exactly channels-last makes the result side wrapped: one to another
// order, even one that sorts below it ([0, 1, 3, 2] here), is the model's own, and the
// result still gets its round trip in front of it.

// CHECK-LABEL: func.func @swap_read
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %{{.*}} -> tensor<1x2x5x5xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[IN]], %w
// CHECK-NEXT:    %[[TO:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[OUT:.*]] = ov.Transpose.v1 %[[Y]], %[[TO]] : {{.*}} -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    %[[FROM:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK-NEXT:    %[[BACK:.*]] = ov.Transpose.v1 %[[OUT]], %[[FROM]] : {{.*}} -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[YS:.*]] = ov.Transpose.v1 %[[BACK]], %swap
// CHECK-NEXT:    func.return %[[YS]]
func.func @swap_read(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x4x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %swap = ov.Constant.v0 dense<[0, 1, 3, 2]> : tensor<4xi64>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %ys = ov.Transpose.v1 %y, %swap : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x3x4x4xf32>
  func.return %ys : tensor<1x3x4x4xf32>
}

// -----

// The same with a data side already channels-last (the model's NHWC input): [0, 2, 1, 3]
// reading the pooling is not its wrap, so the pooling is not taken as wrapped on both sides.

// CHECK-LABEL: func.func @pool_hw_read
// CHECK:         %[[NCHW:.*]] = ov.Transpose.v1 %v, %in
// CHECK-NEXT:    %[[P:[^,]*]], %{{.*}} = ov.MaxPool.v8 %[[NCHW]]
// CHECK-NEXT:    %[[TO:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[OUT:.*]] = ov.Transpose.v1 %[[P]], %[[TO]] : {{.*}} -> tensor<1x2x3x3xf32>
// CHECK-NEXT:    %[[FROM:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK-NEXT:    %[[BACK:.*]] = ov.Transpose.v1 %[[OUT]], %[[FROM]] : {{.*}} -> tensor<1x3x2x3xf32>
// CHECK-NEXT:    %[[PH:.*]] = ov.Transpose.v1 %[[BACK]], %hw
// CHECK-NEXT:    func.return %[[PH]]
func.func @pool_hw_read(%v: tensor<1x4x6x3xf32>) -> tensor<1x2x3x3xf32> {
  %hw = ov.Constant.v0 dense<[0, 2, 1, 3]> : tensor<4xi64>
  %in = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %nchw = ov.Transpose.v1 %v, %in : (tensor<1x4x6x3xf32>, tensor<4xi64>) -> tensor<1x3x4x6xf32>
  %p, %i = ov.MaxPool.v8 %nchw {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x6xf32>) -> (tensor<1x3x2x3xf32>, tensor<1x3x2x3xi64>)
  %ph = ov.Transpose.v1 %p, %hw : (tensor<1x3x2x3xf32>, tensor<4xi64>) -> tensor<1x2x3x3xf32>
  func.return %ph : tensor<1x2x3x3xf32>
}

// -----

// A 1-D convolution's channels-last order is [0, 2, 1]; the identity transpose reading it
// sorts below that but is not it.

// CHECK-LABEL: func.func @identity_read_1d
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %{{.*}} -> tensor<1x2x5xf32>
// CHECK-NEXT:    %[[Z:.*]] = ov.Convolution.v1 %[[IN]], %w
// CHECK-NEXT:    %[[TO:.*]] = ov.Constant.v0 dense<[0, 2, 1]>
// CHECK-NEXT:    %[[OUT:.*]] = ov.Transpose.v1 %[[Z]], %[[TO]] : {{.*}} -> tensor<1x4x3xf32>
// CHECK-NEXT:    %[[FROM:.*]] = ov.Constant.v0 dense<[0, 2, 1]>
// CHECK-NEXT:    %[[BACK:.*]] = ov.Transpose.v1 %[[OUT]], %[[FROM]] : {{.*}} -> tensor<1x3x4xf32>
// CHECK-NEXT:    %[[ZI:.*]] = ov.Transpose.v1 %[[BACK]], %id
// CHECK-NEXT:    func.return %[[ZI]]
func.func @identity_read_1d(%s: tensor<1x2x5xf32>) -> tensor<1x3x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2xf32>
  %id = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
  %z = ov.Convolution.v1 %s, %w {strides = array<i64: 1>, dilations = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x2x5xf32>, tensor<3x2x2xf32>) -> tensor<1x3x4xf32>
  %zi = ov.Transpose.v1 %z, %id : (tensor<1x3x4xf32>, tensor<3xi64>) -> tensor<1x3x4xf32>
  func.return %zi : tensor<1x3x4xf32>
}
