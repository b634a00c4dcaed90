// RUN: ov-opt %s --split-input-file -p gna-split-pre-post | filecheck %s

// An NHWC input transposed to NCHW (three dims over 1: GNA cannot) and the NCHW -> NHWC transpose
// of the output go to a function each, named after the input and the output; @main takes and
// returns the NCHW values and is marked ovopt.main.

// CHECK-LABEL: func.func @main(%{{.*}}: tensor<1x8x16x16xf32> {ovopt.name = "x"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "y"}) attributes {ovopt.main}
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %{{.*}} : tensor<1x8x16x16xf32>
// CHECK-NEXT:    func.return %[[R]]
// CHECK:       func.func @pre_x(%{{.*}}: tensor<1x16x16x8xf32> {ovopt.name = "x"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "x/gna"}) attributes {ovopt.pre_processing_of = "x"}
// CHECK-NEXT:    %[[O:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %{{.*}}, %[[O]]
// CHECK-NEXT:    func.return %[[T]]
// CHECK:       func.func @post_y(%{{.*}}: tensor<1x8x16x16xf32> {ovopt.name = "y/gna"}) -> (tensor<1x16x16x8xf32> {ovopt.name = "y"}) attributes {ovopt.post_processing_of = "y"}
// CHECK-NEXT:    %[[O2:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[T2:.*]] = ov.Transpose.v1 %{{.*}}, %[[O2]]
// CHECK-NEXT:    func.return %[[T2]]
func.func @main(%x: tensor<1x16x16x8xf32> {ovopt.name = "x"}) -> (tensor<1x16x16x8xf32> {ovopt.name = "y"}) {
  %to_nchw = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %to_nhwc = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  %r = ov.Relu.v0 %a : tensor<1x8x16x16xf32>
  %y = ov.Transpose.v1 %r, %to_nhwc : (tensor<1x8x16x16xf32>, tensor<4xi64>) -> tensor<1x16x16x8xf32>
  func.return %y : tensor<1x16x16x8xf32>
}

// -----

// The walk goes through Reshapes with one user: they go with the cut op. A Gather is always cut.
// Names that are not identifiers make identifier function names; the attribute keeps the name.

// CHECK-LABEL: func.func @main(%{{.*}}: tensor<1x64xf32> {ovopt.name = "in:0/a"}) -> (tensor<1x64xf32> {ovopt.name = "out"})
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0
// CHECK-NEXT:    func.return %[[R]]
// CHECK:       func.func @pre_in_0_a(%{{.*}}: tensor<64xf32> {ovopt.name = "in:0/a"}) -> (tensor<1x64xf32> {ovopt.name = "in:0/a/gna"}) attributes {ovopt.pre_processing_of = "in:0/a"}
// CHECK:         ov.Reshape.v1
// CHECK:         ov.Gather.v8
// CHECK-NEXT:    func.return
// CHECK:       func.func @post_out(
// CHECK:         ov.Gather.v8
// CHECK:         ov.Reshape.v1
// CHECK-NEXT:    func.return
func.func @main(%x: tensor<64xf32> {ovopt.name = "in:0/a"}) -> (tensor<64xf32> {ovopt.name = "out"}) {
  %shape = ov.Constant.v0 dense<[1, 64]> : tensor<2xi64>
  %flat = ov.Constant.v0 dense<[64]> : tensor<1xi64>
  %idx = ov.Constant.v0 dense<[1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 17, 16, 19, 18, 21, 20, 23, 22, 25, 24, 27, 26, 29, 28, 31, 30, 33, 32, 35, 34, 37, 36, 39, 38, 41, 40, 43, 42, 45, 44, 47, 46, 49, 48, 51, 50, 53, 52, 55, 54, 57, 56, 59, 58, 61, 60, 63, 62]> : tensor<64xi64>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %a = ov.Reshape.v1 %x, %shape {special_zero = false} : (tensor<64xf32>, tensor<2xi64>) -> tensor<1x64xf32>
  %g = ov.Gather.v8 %a, %idx, %axis : (tensor<1x64xf32>, tensor<64xi64>, tensor<i64>) -> tensor<1x64xf32>
  %r = ov.Relu.v0 %g : tensor<1x64xf32>
  %h = ov.Gather.v8 %r, %idx, %axis : (tensor<1x64xf32>, tensor<64xi64>, tensor<i64>) -> tensor<1x64xf32>
  %y = ov.Reshape.v1 %h, %flat {special_zero = false} : (tensor<1x64xf32>, tensor<1xi64>) -> tensor<64xf32>
  func.return %y : tensor<64xf32>
}

// -----

// Must not fire: a transpose GNA can do (8x64, smaller dim 8, larger a multiple of 8), one that
// moves only a 1-dim, a transpose not at the edge, and an input with two users.

// CHECK-LABEL: func.func @main
// CHECK-NOT:     attributes {ovopt.main}
// CHECK-COUNT-4: ov.Transpose.v1
// CHECK-NOT:   func.func @pre_
// CHECK-NOT:   func.func @post_
func.func @main(%x: tensor<1x8x64xf32> {ovopt.name = "x"}, %z: tensor<1x1x49x10xf32> {ovopt.name = "z"}, %u: tensor<1x16x16x8xf32> {ovopt.name = "u"}) -> (tensor<1x64x8xf32> {ovopt.name = "y"}, tensor<1x49x10x1xf32> {ovopt.name = "w"}, tensor<1x8x16x16xf32> {ovopt.name = "v"}, tensor<1x16x16x8xf32> {ovopt.name = "s"}) {
  %swap = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %last = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %to_nchw = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %y = ov.Transpose.v1 %x, %swap : (tensor<1x8x64xf32>, tensor<3xi64>) -> tensor<1x64x8xf32>
  %w = ov.Transpose.v1 %z, %last : (tensor<1x1x49x10xf32>, tensor<4xi64>) -> tensor<1x49x10x1xf32>
  %r = ov.Relu.v0 %u : tensor<1x16x16x8xf32>
  %v = ov.Transpose.v1 %r, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  %e = ov.Exp.v0 %v : tensor<1x8x16x16xf32>
  %s = ov.Transpose.v1 %u, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  func.return %y, %w, %e, %r : tensor<1x64x8xf32>, tensor<1x49x10x1xf32>, tensor<1x8x16x16xf32>, tensor<1x16x16x8xf32>
}
