// RUN: ov-opt %s --split-input-file -p gna-compose-pre-post | filecheck %s
// RUN: ov-opt %s --split-input-file -p gna-split-pre-post,gna-compose-pre-post | filecheck %s --check-prefix=ROUND

// The pre-processing function's body goes at the top of @main on an argument of its input type,
// the post-processing one's before the return; the functions and the main marker go.

// CHECK-LABEL: func.func @main(%{{.*}}: tensor<1x16x16x8xf32> {ovopt.name = "x"}) -> (tensor<1x16x16x8xf32> {ovopt.name = "y"}) {
// CHECK-NEXT:    %[[O:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// CHECK-NEXT:    %[[A:.*]] = ov.Transpose.v1 %{{.*}}, %[[O]]
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[A]]
// CHECK-NEXT:    %[[O2:.*]] = ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[R]], %[[O2]]
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x16x16x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT: }
// ROUND-LABEL: func.func @main(%{{.*}}: tensor<1x16x16x8xf32> {ovopt.name = "x"}) -> (tensor<1x16x16x8xf32> {ovopt.name = "y"}) {
// ROUND-NEXT:    ov.Constant.v0 dense<[0, 3, 1, 2]>
// ROUND-NEXT:    ov.Transpose.v1
// ROUND-NEXT:    ov.Relu.v0
// ROUND-NEXT:    ov.Constant.v0 dense<[0, 2, 3, 1]>
// ROUND-NEXT:    ov.Transpose.v1
// ROUND-NEXT:    func.return
// ROUND-NOT:   func.func @p
func.func @main(%a: tensor<1x8x16x16xf32> {ovopt.name = "x"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "y"}) attributes {ovopt.main} {
  %r = ov.Relu.v0 %a : tensor<1x8x16x16xf32>
  func.return %r : tensor<1x8x16x16xf32>
}
func.func @pre_x(%0: tensor<1x16x16x8xf32> {ovopt.name = "x"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "x/gna"}) attributes {ovopt.pre_processing_of = "x"} {
  %to_nchw = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %a = ov.Transpose.v1 %0, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  func.return %a : tensor<1x8x16x16xf32>
}
func.func @post_y(%0: tensor<1x8x16x16xf32> {ovopt.name = "y/gna"}) -> (tensor<1x16x16x8xf32> {ovopt.name = "y"}) attributes {ovopt.post_processing_of = "y"} {
  %to_nhwc = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %y = ov.Transpose.v1 %0, %to_nhwc : (tensor<1x8x16x16xf32>, tensor<4xi64>) -> tensor<1x16x16x8xf32>
  func.return %y : tensor<1x16x16x8xf32>
}

// -----

// Must not fire: a module with no pre/post-processing function is left as it is.

// CHECK-LABEL: func.func @main(%{{.*}}: tensor<1x8xf32>) -> tensor<1x8xf32> {
// CHECK-NEXT:    ov.Relu.v0
// CHECK-NEXT:    func.return
func.func @main(%a: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %r = ov.Relu.v0 %a : tensor<1x8xf32>
  func.return %r : tensor<1x8xf32>
}
