// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Negative cases, one per condition of CollapseReshapes (only it fails; the chain stays):
//   reshapes.static-target   @dynamic
//   reshapes.same-shape      @lone_reshape (a Reshape that changes the shape is not dropped)
//   reshapes.chain           @lone_reshape (no link: removed, the pass never ends, rewriting the
//                            Reshape to itself)
//   reshapes.link-kind       @chain_through_relu
//   reshapes.link-single-use @middle_read_twice
// (also gna-remove-extra-reshapes' pattern; the Transpose patterns' are in ov-simplify-transposes.mlir)

// Reshape, Squeeze and Unsqueeze in a row are one Reshape to the final static shape, or
// nothing when it is the shape they started from.

// CHECK-LABEL: func.func @reshape_chain
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[6, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
// CHECK-NEXT:    func.return %[[Y]]

func.func @reshape_chain(%x: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %s1 = ov.Constant.v0 dense<[2, 12]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<0> : tensor<1xi64>
  %s2 = ov.Constant.v0 dense<[6, 4]> : tensor<2xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
  %b = ov.Unsqueeze.v0 %a, %axes : (tensor<2x12xf32>, tensor<1xi64>) -> tensor<1x2x12xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x2x12xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  func.return %c : tensor<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @back_where_it_began
// CHECK-NEXT:    func.return %x
func.func @back_where_it_began(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %axes = ov.Constant.v0 dense<0> : tensor<1xi64>
  %a = ov.Unsqueeze.v0 %x, %axes : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<1x2x3xf32>
  %b = ov.Squeeze.v0 %a, %axes : (tensor<1x2x3xf32>, tensor<1xi64>) -> tensor<2x3xf32>
  func.return %b : tensor<2x3xf32>
}

// -----

// [reshapes.static-target] A dynamic final shape may depend on the shapes in between: the chain
// stays.

// CHECK-LABEL: func.func @dynamic
// CHECK:         ov.Unsqueeze.v0
// CHECK-NEXT:    ov.Squeeze.v0
// CHECK-NEXT:    ov.Unsqueeze.v0
func.func @dynamic(%x: tensor<?x3xf32>) -> tensor<?x3x1xf32> {
  %axes = ov.Constant.v0 dense<0> : tensor<1xi64>
  %last = ov.Constant.v0 dense<2> : tensor<1xi64>
  %a = ov.Unsqueeze.v0 %x, %axes : (tensor<?x3xf32>, tensor<1xi64>) -> tensor<1x?x3xf32>
  %b = ov.Squeeze.v0 %a, %axes : (tensor<1x?x3xf32>, tensor<1xi64>) -> tensor<?x3xf32>
  %c = ov.Unsqueeze.v0 %b, %last : (tensor<?x3xf32>, tensor<1xi64>) -> tensor<?x3x1xf32>
  func.return %c : tensor<?x3x1xf32>
}

// -----

// Transposes in a row compose (an empty order reverses the axes); [1, 0, 2] twice is no
// transpose at all; [1, 2, 0] twice is [2, 0, 1].

// CHECK-LABEL: func.func @transposes
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[2, 0, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[G:.*]] = ov.Transpose.v1 %x, %[[P]] : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
// CHECK-NEXT:    func.return %[[G]], %x
func.func @transposes(%x: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
  %p = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %q = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %r = ov.Constant.v0 dense<[]> : tensor<0xi64>
  %a = ov.Transpose.v1 %x, %p : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
  %b = ov.Transpose.v1 %a, %q : (tensor<3x4x2xf32>, tensor<3xi64>) -> tensor<4x3x2xf32>
  %c = ov.Transpose.v1 %b, %r : (tensor<4x3x2xf32>, tensor<0xi64>) -> tensor<2x3x4xf32>
  %d = ov.Transpose.v1 %x, %q : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  %e = ov.Transpose.v1 %d, %q : (tensor<3x2x4xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  %f = ov.Transpose.v1 %x, %p : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
  %g = ov.Transpose.v1 %f, %p : (tensor<3x4x2xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
  func.return %g, %e : tensor<4x2x3xf32>, tensor<2x3x4xf32>
}

// -----

// A transpose back over one that something else reads too (Keras' RNNs: time-major and back,
// the first also read by a ShapeOf) cancels all the same; the ShapeOf of a transpose reads the
// shape before it, gathered, and the first transpose goes too.

// CHECK-LABEL: func.func @shared_transpose
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0, 2]>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0>
// CHECK-NEXT:    %[[G:.*]] = ov.Gather.v8 %[[S]], %[[P]], %[[A]]
// CHECK-NEXT:    func.return %x, %[[G]]
func.func @shared_transpose(%x: tensor<5x2x3xf32>) -> (tensor<5x2x3xf32>, tensor<3xi64>) {
  %p = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %p : (tensor<5x2x3xf32>, tensor<3xi64>) -> tensor<2x5x3xf32>
  %s = ov.ShapeOf.v3 %t : (tensor<2x5x3xf32>) -> tensor<3xi64>
  %back = ov.Transpose.v1 %t, %p : (tensor<2x5x3xf32>, tensor<3xi64>) -> tensor<5x2x3xf32>
  func.return %back, %s : tensor<5x2x3xf32>, tensor<3xi64>
}

// -----

// An empty order reverses the axes: the ShapeOf of such a transpose gathers the shape reversed.

// CHECK-LABEL: func.func @shape_of_transpose_by_empty_order
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[3, 2, 1, 0]>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0>
// CHECK-NEXT:    %[[G:.*]] = ov.Gather.v8 %[[S]], %[[P]], %[[A]]
// CHECK-NEXT:    func.return %[[G]]
func.func @shape_of_transpose_by_empty_order(%x: tensor<2x3x4x5xf32>) -> tensor<4xi64> {
  %p = ov.Constant.v0 dense<> : tensor<0xi64>
  %t = ov.Transpose.v1 %x, %p : (tensor<2x3x4x5xf32>, tensor<0xi64>) -> tensor<5x4x3x2xf32>
  %s = ov.ShapeOf.v3 %t : (tensor<5x4x3x2xf32>) -> tensor<4xi64>
  func.return %s : tensor<4xi64>
}

// -----

// CHECK-LABEL: func.func @lone_reshape
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[6, 4]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @lone_reshape(%x: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %s = ov.Constant.v0 dense<[6, 4]> : tensor<2xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  func.return %y : tensor<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @chain_through_relu
// CHECK:         %[[A:.*]] = ov.Reshape.v1 %x,
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[A]]
// CHECK:         ov.Reshape.v1 %[[R]],
func.func @chain_through_relu(%x: tensor<2x3x4xf32>) -> tensor<24xf32> {
  %s = ov.Constant.v0 dense<[6, 4]> : tensor<2xi64>
  %t = ov.Constant.v0 dense<[24]> : tensor<1xi64>
  %a = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %r = ov.Relu.v0 %a : tensor<6x4xf32>
  %y = ov.Reshape.v1 %r, %t {special_zero = false} : (tensor<6x4xf32>, tensor<1xi64>) -> tensor<24xf32>
  func.return %y : tensor<24xf32>
}

// -----

// CHECK-LABEL: func.func @middle_read_twice
// CHECK:         %[[A:.*]] = ov.Reshape.v1 %x,
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[A]],
// CHECK-NEXT:    func.return %[[Y]], %[[A]]
func.func @middle_read_twice(%x: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<6x4xf32>) {
  %s = ov.Constant.v0 dense<[6, 4]> : tensor<2xi64>
  %t = ov.Constant.v0 dense<[24]> : tensor<1xi64>
  %a = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %y = ov.Reshape.v1 %a, %t {special_zero = false} : (tensor<6x4xf32>, tensor<1xi64>) -> tensor<24xf32>
  func.return %y, %a : tensor<24xf32>, tensor<6x4xf32>
}
