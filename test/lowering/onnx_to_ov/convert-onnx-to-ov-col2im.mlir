// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Col2Im with shapes known at run time: Col2Im-15 with the pads split into begin and end.

// CHECK-LABEL: func.func @col2im
// CHECK-SAME:    (%[[X:.*]]: tensor<1x18x12xf32>, %[[IMAGE:.*]]: tensor<2xi64>, %[[BLOCK:.*]]: tensor<2xi64>)
// CHECK-NEXT:    ov.Col2Im.v15 %[[X]], %[[IMAGE]], %[[BLOCK]] {strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 0, 1>} : (tensor<1x18x12xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x?x?x?xf32>
func.func @col2im(%x: tensor<1x18x12xf32>, %image: tensor<2xi64>, %block: tensor<2xi64>) -> tensor<1x?x?x?xf32> {
  %y = "onnx.Col2Im"(%x, %image, %block) <{version = 18 : i64, strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads = array<i64: 1, 0, 0, 1>}> : (tensor<1x18x12xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x?x?x?xf32>
  func.return %y : tensor<1x?x?x?xf32>
}
