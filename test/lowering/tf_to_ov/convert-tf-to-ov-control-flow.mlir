// RUN: ov-opt %s --split-input-file -p convert-tf-to-ov | filecheck %s

// A while loop counting to n: a Loop of unbounded trip count whose first condition is `cond`
// on the initial values, and whose body ends with `cond` on the values it gives.

// CHECK-LABEL: func.func @count
// CHECK:         %[[FIRST:.*]] = ov.Less.v1 %{{.*}}, %n
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}} = ov.Loop.v5 %{{.*}}, %[[FIRST]], %{{.*}}, %x, %n
// CHECK:         ^{{.*}}(%{{.*}}: tensor<i64>, %[[I:.*]]: tensor<i32>, %[[Y:.*]]: tensor<2x4xf32>, %[[N:.*]]: tensor<i32>):
// CHECK:           %[[NEXT:.*]] = ov.Add.v1 %[[I]]
// CHECK:           %[[T:.*]] = ov.Tanh.v0 %[[Y]]
// CHECK:           %[[AGAIN:.*]] = ov.Less.v1 %[[NEXT]], %[[N]]
// CHECK:           ov.yield %[[AGAIN]], %[[NEXT]], %[[T]], %[[N]]
// CHECK-NOT:     tf.
func.func @count(%x: tensor<2x4xf32>, %n: tensor<i32>) -> tensor<2x4xf32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %i, %y, %m = "tf.WhileRegion"(%zero, %x, %n) <{parallel_iterations = 10 : i64, is_stateless = true}> ({
  ^bb0(%ci: tensor<i32>, %cy: tensor<2x4xf32>, %cn: tensor<i32>):
    %less = "tf.Less"(%ci, %cn) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tf.yield %less : tensor<i1>
  }, {
  ^bb0(%bi: tensor<i32>, %by: tensor<2x4xf32>, %bn: tensor<i32>):
    %one = "tf.Const"() <{value = dense<1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
    %next = "tf.AddV2"(%bi, %one) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %t = "tf.Tanh"(%by) <{T = f32}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    tf.yield %next, %t, %bn : tensor<i32>, tensor<2x4xf32>, tensor<i32>
  }) : (tensor<i32>, tensor<2x4xf32>, tensor<i32>) -> (tensor<i32>, tensor<2x4xf32>, tensor<i32>)
  func.return %y : tensor<2x4xf32>
}

// -----

// An If on a float tensor of one element: If-8 on its scalar, compared with 0; each branch
// takes the values it reads from outside.

// CHECK-LABEL: func.func @choose
// CHECK:         %[[C:.*]] = ov.NotEqual.v1
// CHECK:         %{{.*}} = ov.If.v8 %[[C]], %x
// CHECK:           ov.Multiply.v1
// CHECK:           ov.Subtract.v1
// CHECK-NOT:     tf.
func.func @choose(%p: tensor<1xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "tf.IfRegion"(%p) <{is_stateless = true}> ({
    %two = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
    %m = "tf.Mul"(%x, %two) <{T = f32}> : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    tf.yield %m : tensor<2xf32>
  }, {
    %one = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>, dtype = f32}> : () -> tensor<f32>
    %s = "tf.Sub"(%x, %one) <{T = f32}> : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    tf.yield %s : tensor<2xf32>
  }) : (tensor<1xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// The TensorLists of a Keras RNN: a list made from the sequence, read at the iteration count,
// is the sequence, gathered; a reserved list written at the iteration count and stacked after
// the loop is the Loop's concatenated output (the item unsqueezed on axis 0).

// CHECK-LABEL: func.func @scan
// CHECK:         ov.Loop.v5 %{{.*}}, %{{.*}}, %{{.*}}, %h0, %{{.*}}, %xs {concat_axes = array<i64: 0>}
// CHECK:         ^{{.*}}(%{{.*}}: tensor<i64>, %[[I:.*]]: tensor<i32>, %[[H:.*]]: tensor<3xf32>, %{{.*}}: tensor<i32>, %[[XS:.*]]: tensor<5x3xf32>):
// CHECK:           %[[X:.*]] = ov.Gather.v8 %[[XS]], %[[I]]
// CHECK:           %[[NEW:.*]] = ov.Add.v1 %[[H]], %[[X]]
// CHECK:           %[[ITEM:.*]] = ov.Unsqueeze.v0 %[[NEW]]
// CHECK:           ov.yield %{{.*}}, %{{.*}}, %[[NEW]], %{{.*}}, %[[ITEM]]
// CHECK-NOT:     tf.
func.func @scan(%xs: tensor<5x3xf32>, %h0: tensor<3xf32>) -> tensor<5x3xf32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %five = "tf.Const"() <{value = dense<5> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %shape = "tf.Const"() <{value = dense<3> : tensor<1xi32>, dtype = i32}> : () -> tensor<1xi32>
  %out = "tf.TensorListReserve"(%shape, %five) <{element_dtype = f32, shape_type = i32}> : (tensor<1xi32>, tensor<i32>) -> tensor<!tf.variant>
  %in = "tf.TensorListFromTensor"(%xs, %shape) <{element_dtype = f32, shape_type = i32}> : (tensor<5x3xf32>, tensor<1xi32>) -> tensor<!tf.variant>
  %i, %h, %n, %o, %l = "tf.WhileRegion"(%zero, %h0, %five, %out, %in) <{parallel_iterations = 32 : i64, is_stateless = false}> ({
  ^bb0(%ci: tensor<i32>, %ch: tensor<3xf32>, %cn: tensor<i32>, %co: tensor<!tf.variant>, %cl: tensor<!tf.variant>):
    %less = "tf.Less"(%ci, %cn) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tf.yield %less : tensor<i1>
  }, {
  ^bb0(%bi: tensor<i32>, %bh: tensor<3xf32>, %bn: tensor<i32>, %bo: tensor<!tf.variant>, %bl: tensor<!tf.variant>):
    %one = "tf.Const"() <{value = dense<1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
    %item_shape = "tf.Const"() <{value = dense<3> : tensor<1xi32>, dtype = i32}> : () -> tensor<1xi32>
    %x = "tf.TensorListGetItem"(%bl, %bi, %item_shape) <{element_dtype = f32}> : (tensor<!tf.variant>, tensor<i32>, tensor<1xi32>) -> tensor<3xf32>
    %new = "tf.AddV2"(%bh, %x) <{T = f32}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %written = "tf.TensorListSetItem"(%bo, %bi, %new) <{element_dtype = f32}> : (tensor<!tf.variant>, tensor<i32>, tensor<3xf32>) -> tensor<!tf.variant>
    %next = "tf.AddV2"(%bi, %one) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tf.yield %next, %new, %bn, %written, %bl : tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<!tf.variant>, tensor<!tf.variant>
  }) : (tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<!tf.variant>, tensor<!tf.variant>) -> (tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<!tf.variant>, tensor<!tf.variant>)
  %stacked = "tf.TensorListStack"(%o, %shape) <{element_dtype = f32, num_elements = 5 : i64}> : (tensor<!tf.variant>, tensor<1xi32>) -> tensor<5x3xf32>
  func.return %stacked : tensor<5x3xf32>
}
