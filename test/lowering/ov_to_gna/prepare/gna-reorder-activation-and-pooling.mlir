// RUN: ov-opt %s --split-input-file -p gna-reorder-activation-and-pooling | filecheck %s

// Negative cases, one per condition of ReorderActivationAndPooling (only it fails; the MaxPool
// stays after the activation):
//   reorder.non-decreasing        @stays (%y1, Abs)
//   reorder.slope-sign            @stays (%y2, PRelu slope -0.5)
//   reorder.slope-constant        @slope_unknown
//   reorder.on-convolution        @stays (%y3)
//   reorder.add-of-convolution    @add_of_inputs
//   reorder.single-use            @stays (%y4)
//   reorder.indices-unused        @stays (%y5)

// Conv -> bias Add -> Relu -> MaxPool: the pooling moves before the Relu.

// CHECK-LABEL: func.func @relu
// CHECK:         %[[B:.*]] = ov.Add.v1
// CHECK-NEXT:    %[[P:[^,]*]], %{{.*}} = ov.MaxPool.v8 %[[B]] {{.*}} -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xi64>)
// CHECK-NEXT:    %[[Y:.*]] = ov.Relu.v0 %[[P]] : tensor<1x3x2x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @relu(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x2x2xf32>, %bias: tensor<1x3x1x1xf32>) -> tensor<1x3x2x2xf32> {
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %b = ov.Add.v1 %c, %bias : (tensor<1x3x4x4xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x4x4xf32>
  %r = ov.Relu.v0 %b : tensor<1x3x4x4xf32>
  %y, %i = ov.MaxPool.v8 %r {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xi64>)
  func.return %y : tensor<1x3x2x2xf32>
}

// -----

// A LeakyRelu (PRelu with a slope >= 0) also commutes with max.

// CHECK-LABEL: func.func @leaky
// CHECK:         %[[P:[^,]*]], %{{.*}} = ov.MaxPool.v8 %{{.*}}
// CHECK-NEXT:    %[[Y:.*]] = ov.PRelu.v0 %[[P]], %{{.*}}
// CHECK-NEXT:    func.return %[[Y]]
func.func @leaky(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %slope = ov.Constant.v0 dense<0.1> : tensor<f32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %r = ov.PRelu.v0 %c, %slope : (tensor<1x3x4x4xf32>, tensor<f32>) -> tensor<1x3x4x4xf32>
  %y, %i = ov.MaxPool.v8 %r {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xi64>)
  func.return %y : tensor<1x3x2x2xf32>
}

// -----

// [reorder.non-decreasing] [reorder.slope-sign] [reorder.on-convolution] [reorder.single-use]
// [reorder.indices-unused] Not fired: Abs (%y1) and a PRelu with a negative slope (%y2) do not
// commute with max; a Relu not on a convolution (%y3); a Relu whose result has another user (%y4);
// a MaxPool whose indices are used (%y5).

// CHECK-LABEL: func.func @stays
// CHECK:         ov.Abs.v0
// CHECK-NEXT:    ov.MaxPool.v8
// CHECK:         ov.PRelu.v0
// CHECK-NEXT:    ov.MaxPool.v8
// CHECK:         ov.Relu.v0 %x
// CHECK-NEXT:    ov.MaxPool.v8
// CHECK:         ov.Relu.v0
// CHECK-NEXT:    ov.MaxPool.v8
// CHECK:         ov.Relu.v0
// CHECK-NEXT:    ov.MaxPool.v8
func.func @stays(%x: tensor<1x2x5x5xf32>, %w: tensor<2x2x1x1xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x5x5xf32>, tensor<1x2x2x2xi64>) {
  %slope = ov.Constant.v0 dense<-0.5> : tensor<f32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x5x5xf32>
  %a = ov.Abs.v0 %c : tensor<1x2x5x5xf32>
  %y1, %i1 = ov.MaxPool.v8 %a {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  %c2 = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x5x5xf32>
  %p = ov.PRelu.v0 %c2, %slope : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %y2, %i2 = ov.MaxPool.v8 %p {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  %r = ov.Relu.v0 %x : tensor<1x2x5x5xf32>
  %y3, %i3 = ov.MaxPool.v8 %r {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  %c4 = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x5x5xf32>
  %r4 = ov.Relu.v0 %c4 : tensor<1x2x5x5xf32>
  %y4, %i4 = ov.MaxPool.v8 %r4 {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  %c5 = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x5x5xf32>
  %r5 = ov.Relu.v0 %c5 : tensor<1x2x5x5xf32>
  %y5, %i5 = ov.MaxPool.v8 %r5 {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  func.return %y1, %y2, %y3, %y4, %r4, %i5 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x5x5xf32>, tensor<1x2x2x2xi64>
}

// -----

// [reorder.slope-constant] A PRelu whose slope is an input may be negative: it stays.

// CHECK-LABEL: func.func @slope_unknown
// CHECK:         ov.PRelu.v0
// CHECK-NEXT:    ov.MaxPool.v8
func.func @slope_unknown(%x: tensor<1x2x5x5xf32>, %w: tensor<2x2x1x1xf32>, %slope: tensor<f32>) -> tensor<1x2x2x2xf32> {
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x5x5xf32>
  %p = ov.PRelu.v0 %c, %slope : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %y, %i = ov.MaxPool.v8 %p {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  func.return %y : tensor<1x2x2x2xf32>
}

// -----

// [reorder.add-of-convolution] A Relu of an Add that no convolution feeds stays.

// CHECK-LABEL: func.func @add_of_inputs
// CHECK:         ov.Relu.v0
// CHECK-NEXT:    ov.MaxPool.v8
func.func @add_of_inputs(%x: tensor<1x2x5x5xf32>, %z: tensor<1x2x5x5xf32>) -> tensor<1x2x2x2xf32> {
  %b = ov.Add.v1 %x, %z : (tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %r = ov.Relu.v0 %b : tensor<1x2x5x5xf32>
  %y, %i = ov.MaxPool.v8 %r {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  func.return %y : tensor<1x2x2x2xf32>
}

// -----

// A pooled activation nothing reads is erased, not reordered.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x2x2xf32>, %bias: tensor<1x3x1x1xf32>) -> tensor<1x2x5x5xf32> {
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %b = ov.Add.v1 %c, %bias : (tensor<1x3x4x4xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x4x4xf32>
  %r = ov.Relu.v0 %b : tensor<1x3x4x4xf32>
  %y, %i = ov.MaxPool.v8 %r {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xi64>)
  func.return %x : tensor<1x2x5x5xf32>
}

// -----

// [reorder.slope-sign] per channel: every slope must be >= 0. Slopes 0 and 0.2 (a zero slope is
// a Relu) commute with max; slopes 0.5 and -0.5 do not (the second MaxPool stays after).

// CHECK-LABEL: func.func @slopes_per_channel
// CHECK:         %[[P:[^,]*]], %{{.*}} = ov.MaxPool.v8 %{{.*}}
// CHECK-NEXT:    %[[Y:.*]] = ov.PRelu.v0 %[[P]], %zero
// CHECK:         %[[R:.*]] = ov.PRelu.v0 %{{.*}}, %mixed
// CHECK-NEXT:    ov.MaxPool.v8 %[[R]]
func.func @slopes_per_channel(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x2x2xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>) {
  %zero = ov.Constant.v0 dense<[0.0, 0.2, 0.0]> : tensor<3xf32>
  %mixed = ov.Constant.v0 dense<[0.5, -0.5, 0.5]> : tensor<3xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %r = ov.PRelu.v0 %c, %zero : (tensor<1x3x4x4xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  %y, %i = ov.MaxPool.v8 %r {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xi64>)
  %d = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %s = ov.PRelu.v0 %d, %mixed : (tensor<1x3x4x4xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  %z, %j = ov.MaxPool.v8 %s {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xi64>)
  func.return %y, %z : tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>
}
