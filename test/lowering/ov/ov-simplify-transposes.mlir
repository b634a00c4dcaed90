// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Negative cases of lowering/ov/simplify/transposes.py (its positive cases are in
// ov-simplify-reshapes.mlir): each condition has a case where only it fails and nothing is
// rewritten. Condition -> case:
//   fuse.constant-order       @outer_order_not_constant (transpose_order: the order's values,
//                             and a known rank to read an empty order by)
//   fuse.inner-constant       @inner_order_not_constant (the inner order is needed to compose)
//   fuse.identity             @single_transpose (a lone transpose that moves axes stays)
//   shapeof.of-transpose      @shape_of_other_op
//   shapeof.constant-order    @shape_of_transpose_by_parameter
// Removed in turn, every condition fails this file: fuse.identity by a lone transpose dropped,
// the others by the pattern reading an order it does not have (it fails instead of rewriting).

// CHECK-LABEL: func.func @outer_order_not_constant
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    %[[A:.*]] = ov.Transpose.v1 %x,
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[A]], %q
// CHECK-NEXT:    func.return %[[B]]
func.func @outer_order_not_constant(%x: tensor<2x3x4xf32>, %q: tensor<3xi64>) -> tensor<3x4x2xf32> {
  %p = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %a = ov.Transpose.v1 %x, %p : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  %b = ov.Transpose.v1 %a, %q : (tensor<3x2x4xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
  func.return %b : tensor<3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @inner_order_not_constant
// CHECK-NEXT:    %[[A:.*]] = ov.Transpose.v1 %x, %q
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[A]],
// CHECK-NEXT:    func.return %[[B]]
func.func @inner_order_not_constant(%x: tensor<2x3x4xf32>, %q: tensor<3xi64>) -> tensor<3x4x2xf32> {
  %a = ov.Transpose.v1 %x, %q : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  %p = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %b = ov.Transpose.v1 %a, %p : (tensor<3x2x4xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
  func.return %b : tensor<3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @single_transpose
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0, 2]>
// CHECK-NEXT:    %[[A:.*]] = ov.Transpose.v1 %x, %[[P]]
// CHECK-NEXT:    func.return %[[A]]
func.func @single_transpose(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %p = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %a = ov.Transpose.v1 %x, %p : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  func.return %a : tensor<3x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @shape_of_other_op
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %[[R]]
// CHECK-NOT:     ov.Gather
// CHECK:         func.return %[[S]]
func.func @shape_of_other_op(%x: tensor<?x3xf32>) -> tensor<2xi64> {
  %r = ov.Relu.v0 %x : tensor<?x3xf32>
  %s = ov.ShapeOf.v3 %r : (tensor<?x3xf32>) -> tensor<2xi64>
  func.return %s : tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @shape_of_transpose_by_parameter
// CHECK-NEXT:    %[[A:.*]] = ov.Transpose.v1 %x, %q
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %[[A]]
// CHECK-NOT:     ov.Gather
// CHECK:         func.return %[[S]]
func.func @shape_of_transpose_by_parameter(%x: tensor<?x3xf32>, %q: tensor<2xi64>) -> tensor<2xi64> {
  %a = ov.Transpose.v1 %x, %q : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %s = ov.ShapeOf.v3 %a : (tensor<?x?xf32>) -> tensor<2xi64>
  func.return %s : tensor<2xi64>
}
