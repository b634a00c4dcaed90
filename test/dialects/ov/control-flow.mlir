// RUN: OV_ROUNDTRIP

// If-8 and Loop-5: bodies are regions whose arguments are the body Parameters and whose
// ov.yield returns the body Results; the port map follows from the operand order.

// CHECK-LABEL: func.func @if
// CHECK-SAME:    (%[[C:.*]]: tensor<i1>, %[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %{{.*}} = ov.If.v8 %[[C]], %[[X]], %[[Y]] : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT:    ^{{.*}}(%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>):
// CHECK-NEXT:      %[[S:.*]] = ov.Add.v1 %[[A]], %[[B]]
// CHECK-NEXT:      ov.yield %[[S]] : tensor<2x3xf32>
// CHECK-NEXT:    } {
// CHECK-NEXT:    ^{{.*}}(%{{.*}}: tensor<2x3xf32>, %[[B2:.*]]: tensor<2x3xf32>):
// CHECK-NEXT:      ov.yield %[[B2]] : tensor<2x3xf32>
// CHECK-NEXT:    }
func.func @if(%c: tensor<i1>, %x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = ov.If.v8 %c, %x, %y : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
    %s = ov.Add.v1 %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    ov.yield %s : tensor<2x3xf32>
  } {
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
    ov.yield %b : tensor<2x3xf32>
  }
  func.return %z : tensor<2x3xf32>
}

// -----

// Bodies that yield different shapes give a result with dynamic dims.

// CHECK-LABEL: func.func @if_join
// CHECK:         ov.If.v8 %{{.*}} : (tensor<1xi1>, tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32> {
func.func @if_join(%c: tensor<1xi1>, %x: tensor<2xf32>, %y: tensor<3xf32>) -> tensor<?xf32> {
  %z = ov.If.v8 %c, %x, %y : (tensor<1xi1>, tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32> {
  ^bb0(%a: tensor<2xf32>, %b: tensor<3xf32>):
    ov.yield %a : tensor<2xf32>
  } {
  ^bb0(%a: tensor<2xf32>, %b: tensor<3xf32>):
    ov.yield %b : tensor<3xf32>
  }
  func.return %z : tensor<?xf32>
}

// -----

// A body argument may be unranked (compatible with any input): the unranked side takes the
// other's rank, its dims open.

// CHECK-LABEL: func.func @if_join_unranked
// CHECK:         ov.If.v8 %{{.*}} : (tensor<1xi1>, tensor<2x3xf32>) -> tensor<?x?xf32> {
func.func @if_join_unranked(%c: tensor<1xi1>, %x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %z = ov.If.v8 %c, %x : (tensor<1xi1>, tensor<2x3xf32>) -> tensor<?x?xf32> {
  ^bb0(%a: tensor<*xf32>):
    ov.yield %a : tensor<*xf32>
  } {
  ^bb0(%a: tensor<2x3xf32>):
    ov.yield %a : tensor<2x3xf32>
  }
  func.return %z : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @loop
// CHECK-SAME:    (%[[N:.*]]: tensor<i64>, %[[C:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.Loop.v5 %[[N]], %[[C]], %[[X]], %[[Y]] {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
// CHECK-NEXT:    ^{{.*}}(%{{.*}}: tensor<i64>, %[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>):
// CHECK-NEXT:      %[[S:.*]] = ov.Add.v1 %[[A]], %[[B]]
// CHECK:           ov.yield %{{.*}}, %[[S]], %{{.*}} : tensor<i1>, tensor<2xf32>, tensor<1x2xf32>
// CHECK-NEXT:    }
func.func @loop(%n: tensor<i64>, %c: tensor<i1>, %x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  %s, %t = ov.Loop.v5 %n, %c, %x, %y {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = ov.Add.v1 %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %ax = ov.Constant.v0 dense<0> : tensor<1xi64>
    %u = ov.Unsqueeze.v0 %s, %ax : (tensor<2xf32>, tensor<1xi64>) -> tensor<1x2xf32>
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %s, %u : tensor<i1>, tensor<2xf32>, tensor<1x2xf32>
  }
  func.return %s, %t : tensor<2xf32>, tensor<?x2xf32>
}
