// RUN: OV_ROUNDTRIP

// The comparisons, logical operations and Select, printed generic, parsed back and printed
// in their custom form. Comparisons broadcast as numpy does and give booleans (i1).

// CHECK-LABEL: func.func @comparisons
// CHECK-SAME:    (%[[A:.*]]: tensor<2x1x4xf32>, %[[B:.*]]: tensor<3x1xf32>, %[[I:.*]]: tensor<?x4xi64>)
// CHECK-NEXT:    %{{.*}} = ov.Equal.v1 %[[A]], %[[B]] : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    %{{.*}} = ov.NotEqual.v1 %[[A]], %[[B]] : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    %{{.*}} = ov.Less.v1 %[[A]], %[[B]] : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    %{{.*}} = ov.Greater.v1 %[[A]], %[[B]] : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    %{{.*}} = ov.LessEqual.v1 %[[A]], %[[B]] : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    %{{.*}} = ov.GreaterEqual.v1 %[[I]], %[[I]] {auto_broadcast = "none"} : (tensor<?x4xi64>, tensor<?x4xi64>) -> tensor<?x4xi1>
func.func @comparisons(%a: tensor<2x1x4xf32>, %b: tensor<3x1xf32>, %i: tensor<?x4xi64>) {
  %eq = ov.Equal.v1 %a, %b : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
  %ne = ov.NotEqual.v1 %a, %b : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
  %lt = ov.Less.v1 %a, %b : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
  %gt = ov.Greater.v1 %a, %b : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
  %le = ov.LessEqual.v1 %a, %b : (tensor<2x1x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xi1>
  %ge = ov.GreaterEqual.v1 %i, %i {auto_broadcast = "none"} : (tensor<?x4xi64>, tensor<?x4xi64>) -> tensor<?x4xi1>
  func.return
}

// -----

// CHECK-LABEL: func.func @logical
// CHECK-SAME:    (%[[P:.*]]: tensor<2x3xi1>, %[[Q:.*]]: tensor<3xi1>)
// CHECK-NEXT:    %[[AND:.*]] = ov.LogicalAnd.v1 %[[P]], %[[Q]] : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[OR:.*]] = ov.LogicalOr.v1 %[[AND]], %[[Q]] : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[XOR:.*]] = ov.LogicalXor.v1 %[[OR]], %[[P]] : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[NOT:.*]] = ov.LogicalNot.v1 %[[XOR]] : tensor<2x3xi1>
// CHECK-NEXT:    func.return %[[NOT]] : tensor<2x3xi1>
func.func @logical(%p: tensor<2x3xi1>, %q: tensor<3xi1>) -> tensor<2x3xi1> {
  %and = ov.LogicalAnd.v1 %p, %q : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  %or = ov.LogicalOr.v1 %and, %q : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  %xor = ov.LogicalXor.v1 %or, %p : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %not = ov.LogicalNot.v1 %xor : tensor<2x3xi1>
  func.return %not : tensor<2x3xi1>
}

// -----

// Select broadcasts the condition and both branches together: [2,1,1], [3,1] and [4] give [2,3,4].

// CHECK-LABEL: func.func @select
// CHECK-NEXT:    %[[S:.*]] = ov.Select.v1 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x1x1xi1>, tensor<3x1xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Select.v1 %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x1xi1>, tensor<1x?xi32>, tensor<i32>) -> tensor<?x?xi32>
func.func @select(%c: tensor<2x1x1xi1>, %t: tensor<3x1xf32>, %e: tensor<4xf32>, %d: tensor<?x1xi1>, %i: tensor<1x?xi32>, %z: tensor<i32>) -> (tensor<2x3x4xf32>, tensor<?x?xi32>) {
  %s = ov.Select.v1 %c, %t, %e : (tensor<2x1x1xi1>, tensor<3x1xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  %sd = ov.Select.v1 %d, %i, %z : (tensor<?x1xi1>, tensor<1x?xi32>, tensor<i32>) -> tensor<?x?xi32>
  func.return %s, %sd : tensor<2x3x4xf32>, tensor<?x?xi32>
}

// -----

// With auto_broadcast none, three shapes that agree are the result's.

// CHECK-LABEL: func.func @select_without_broadcast
// CHECK-NEXT:    %[[S:.*]] = ov.Select.v1 %{{.*}}, %{{.*}}, %{{.*}} {auto_broadcast = "none"} : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @select_without_broadcast(%c: tensor<2x3xi1>, %t: tensor<2x3xf32>, %e: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = ov.Select.v1 %c, %t, %e {auto_broadcast = "none"} : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %s : tensor<2x3xf32>
}
