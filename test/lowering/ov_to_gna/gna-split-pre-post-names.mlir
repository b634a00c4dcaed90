// RUN: ov-opt %s --split-input-file -p gna-split-pre-post | filecheck %s

// Three inputs whose names make the same identifier ("a.b", "a_b" and "a:b"): the second and
// third functions get the suffixes 1 and 2; each keeps its input's name in its attribute.
// CHECK-LABEL: func.func @main(%{{.*}}: tensor<1x8x16x16xf32> {ovopt.name = "a.b"}, %{{.*}}: tensor<1x8x16x16xf32> {ovopt.name = "a_b"}, %{{.*}}: tensor<1x8x16x16xf32> {ovopt.name = "a:b"})
// CHECK:       func.func @pre_a_b(%{{.*}}: tensor<1x16x16x8xf32> {ovopt.name = "a.b"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "a.b/gna"}) attributes {ovopt.pre_processing_of = "a.b"}
// CHECK:       func.func @pre_a_b_1(%{{.*}}: tensor<1x16x16x8xf32> {ovopt.name = "a_b"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "a_b/gna"}) attributes {ovopt.pre_processing_of = "a_b"}
// CHECK:       func.func @pre_a_b_2(%{{.*}}: tensor<1x16x16x8xf32> {ovopt.name = "a:b"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "a:b/gna"}) attributes {ovopt.pre_processing_of = "a:b"}
func.func @main(%x: tensor<1x16x16x8xf32> {ovopt.name = "a.b"}, %y: tensor<1x16x16x8xf32> {ovopt.name = "a_b"}, %v: tensor<1x16x16x8xf32> {ovopt.name = "a:b"}) -> (tensor<1x8x16x16xf32> {ovopt.name = "z"}) {
  %to_nchw = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  %b = ov.Transpose.v1 %y, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  %c = ov.Transpose.v1 %v, %to_nchw : (tensor<1x16x16x8xf32>, tensor<4xi64>) -> tensor<1x8x16x16xf32>
  %s = ov.Add.v1 %a, %b : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %t = ov.Add.v1 %s, %c : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  func.return %t : tensor<1x8x16x16xf32>
}

// -----

// A transpose of an input with a dynamic dim is not cut (the transpose rule needs the shape).
// CHECK-LABEL: func.func @main(%x: tensor<?x16x16x8xf32> {ovopt.name = "x"})
// CHECK:         ov.Transpose.v1 %x, %to_nchw
// CHECK-NOT:     func.func @pre_
func.func @main(%x: tensor<?x16x16x8xf32> {ovopt.name = "x"}) -> (tensor<?x8x16x16xf32> {ovopt.name = "y"}) {
  %to_nchw = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %to_nchw : (tensor<?x16x16x8xf32>, tensor<4xi64>) -> tensor<?x8x16x16xf32>
  %r = ov.Relu.v0 %a : tensor<?x8x16x16xf32>
  func.return %r : tensor<?x8x16x16xf32>
}
