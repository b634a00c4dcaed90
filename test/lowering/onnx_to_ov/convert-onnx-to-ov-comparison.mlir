// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Comparisons, logical operators and Where: the ov ops of the same function, broadcasting as
// numpy does (the default auto_broadcast, not printed); comparisons give booleans.

// CHECK-LABEL: func.func @comparisons
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[EQ:.*]] = ov.Equal.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[LT:.*]] = ov.Less.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[GT:.*]] = ov.Greater.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[LE:.*]] = ov.LessEqual.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[GE:.*]] = ov.GreaterEqual.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    func.return %[[EQ]], %[[LT]], %[[GT]], %[[LE]], %[[GE]]
func.func @comparisons(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>) {
  %eq = "onnx.Equal"(%a, %b) <{version = 19 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %lt = "onnx.Less"(%a, %b) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %gt = "onnx.Greater"(%a, %b) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %le = "onnx.LessOrEqual"(%a, %b) <{version = 16 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %ge = "onnx.GreaterOrEqual"(%a, %b) <{version = 16 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  func.return %eq, %lt, %gt, %le, %ge : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
}

// -----

// Equal-1 with broadcast=1, axis=1 aligns B's dims with A's from axis 1: B is reshaped to [1,3,1].

// CHECK-LABEL: func.func @legacy_broadcast
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3x4xi32>, %[[B:.*]]: tensor<3xi32>)
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[1, 3, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %[[B]], %[[SHAPE]] {special_zero = false} : (tensor<3xi32>, tensor<3xi64>) -> tensor<1x3x1xi32>
// CHECK-NEXT:    %[[EQ:.*]] = ov.Equal.v1 %[[A]], %[[R]] : (tensor<2x3x4xi32>, tensor<1x3x1xi32>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    func.return %[[EQ]]
func.func @legacy_broadcast(%a: tensor<2x3x4xi32>, %b: tensor<3xi32>) -> tensor<2x3x4xi1> {
  %eq = "onnx.Equal"(%a, %b) <{version = 1 : i64, broadcast = 1 : i64, axis = 1 : i64}> : (tensor<2x3x4xi32>, tensor<3xi32>) -> tensor<2x3x4xi1>
  func.return %eq : tensor<2x3x4xi1>
}

// -----

// Without broadcast=1, Greater-1 does not reshape B: the legacy rule must not fire.

// CHECK-LABEL: func.func @legacy_without_broadcast
// CHECK-NEXT:    %[[GT:.*]] = ov.Greater.v1 %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    func.return %[[GT]]
func.func @legacy_without_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %gt = "onnx.Greater"(%a, %b) <{version = 1 : i64, axis = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  func.return %gt : tensor<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @logical
// CHECK-SAME:    (%[[P:.*]]: tensor<2x3xi1>, %[[Q:.*]]: tensor<3xi1>)
// CHECK-NEXT:    %[[AND:.*]] = ov.LogicalAnd.v1 %[[P]], %[[Q]] : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[OR:.*]] = ov.LogicalOr.v1 %[[AND]], %[[Q]] : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[XOR:.*]] = ov.LogicalXor.v1 %[[OR]], %[[P]] : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[NOT:.*]] = ov.LogicalNot.v1 %[[XOR]] : tensor<2x3xi1>
// CHECK-NEXT:    func.return %[[NOT]]
func.func @logical(%p: tensor<2x3xi1>, %q: tensor<3xi1>) -> tensor<2x3xi1> {
  %and = "onnx.And"(%p, %q) <{version = 7 : i64}> : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  %or = "onnx.Or"(%and, %q) <{version = 7 : i64}> : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  %xor = "onnx.Xor"(%or, %p) <{version = 7 : i64}> : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %not = "onnx.Not"(%xor) <{version = 1 : i64}> : (tensor<2x3xi1>) -> tensor<2x3xi1>
  func.return %not : tensor<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @where
// CHECK-SAME:    (%[[C:.*]]: tensor<2x1xi1>, %[[X:.*]]: tensor<3xf32>, %[[Y:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[W:.*]] = ov.Select.v1 %[[C]], %[[X]], %[[Y]] : (tensor<2x1xi1>, tensor<3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[W]]
func.func @where(%c: tensor<2x1xi1>, %x: tensor<3xf32>, %y: tensor<f32>) -> tensor<2x3xf32> {
  %w = "onnx.Where"(%c, %x, %y) <{version = 16 : i64}> : (tensor<2x1xi1>, tensor<3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %w : tensor<2x3xf32>
}
