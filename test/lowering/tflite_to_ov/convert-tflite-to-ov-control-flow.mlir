// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// A WHILE (as the frontend imports it: its condition and body subgraphs as private functions) is
// a Loop of unbounded trip count, every operand carried: the condition on the initial values
// before it, the body then the condition on what it gives inside. The subgraphs then go.

// CHECK-LABEL: func.func @main
// CHECK:         %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i32>
// CHECK:         %[[FOUR:.*]] = ov.Constant.v0 dense<4> : tensor<i32>
// CHECK:         %[[FIRST:.*]] = ov.Less.v1 %[[ZERO]], %[[FOUR]]
// CHECK:         %[[TRIP:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK:         %{{.*}}, %[[Y:.*]] = ov.Loop.v5 %[[TRIP]], %[[FIRST]], %[[ZERO]], %x : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>) {
// CHECK-NEXT:    ^bb0(%{{.*}}: tensor<i64>, %[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<2x3xf32>):
// CHECK:           %[[NEXT_I:.*]] = ov.Add.v1 %[[I]], %{{.*}}
// CHECK:           %[[T:.*]] = ov.Tanh.v0
// CHECK:           %[[NEXT:.*]] = ov.Less.v1 %[[NEXT_I]], %{{.*}}
// CHECK-NEXT:      ov.yield %[[NEXT]], %[[NEXT_I]], %[[T]]
// CHECK:         func.return %[[Y]]
// CHECK-NOT:     subgraph_
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tflite.const dense<0> : tensor<i32> : tensor<i32>
  %1, %2 = tflite.WHILE %0, %x {cond_subgraph_index = 1 : i64, body_subgraph_index = 2 : i64} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>)
  func.return %2 : tensor<2x3xf32>
}
func.func private @subgraph_1(%i: tensor<i32>, %y: tensor<2x3xf32>) -> tensor<i1> {
  %0 = tflite.const dense<4> : tensor<i32> : tensor<i32>
  %1 = tflite.LESS %i, %0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  func.return %1 : tensor<i1>
}
func.func private @subgraph_2(%i: tensor<i32>, %y: tensor<2x3xf32>) -> (tensor<i32>, tensor<2x3xf32>) {
  %0 = tflite.const dense<1> : tensor<i32> : tensor<i32>
  %1 = tflite.ADD %i, %0 : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %2 = tflite.const dense<1.500000e+00> : tensor<f32> : tensor<f32>
  %3 = tflite.MUL %y, %2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %4 = tflite.TANH %3 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %1, %4 : tensor<i32>, tensor<2x3xf32>
}
