// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// TensorList uses a Loop of tensors cannot follow, each refused naming the loop (not the ops of
// its body, nor the lists it was to take).

// A list made from a tensor that the body writes.
func.func @write_input(%xs: tensor<5x3xf32>) -> tensor<i32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %shape = "tf.Const"() <{value = dense<3> : tensor<1xi32>, dtype = i32}> : () -> tensor<1xi32>
  %in = "tf.TensorListFromTensor"(%xs, %shape) <{element_dtype = f32, shape_type = i32}> : (tensor<5x3xf32>, tensor<1xi32>) -> tensor<!tf.variant>
  %i, %l = "tf.WhileRegion"(%zero, %in) <{parallel_iterations = 1 : i64, is_stateless = false}> ({
  ^bb0(%ci: tensor<i32>, %cl: tensor<!tf.variant>):
    %five = "tf.Const"() <{value = dense<5> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
    %less = "tf.Less"(%ci, %five) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tf.yield %less : tensor<i1>
  }, {
  ^bb0(%bi: tensor<i32>, %bl: tensor<!tf.variant>):
    %one = "tf.Const"() <{value = dense<1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
    %item = "tf.Const"() <{value = dense<0.0> : tensor<3xf32>, dtype = f32}> : () -> tensor<3xf32>
    %written = "tf.TensorListSetItem"(%bl, %bi, %item) <{element_dtype = f32}> : (tensor<!tf.variant>, tensor<i32>, tensor<3xf32>) -> tensor<!tf.variant>
    %next = "tf.AddV2"(%bi, %one) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tf.yield %next, %written : tensor<i32>, tensor<!tf.variant>
  }) : (tensor<i32>, tensor<!tf.variant>) -> (tensor<i32>, tensor<!tf.variant>) loc("rnn/while")
  func.return %i : tensor<i32>
}
// CHECK: no lowering to OpenVINO for node 'rnn/while' (While): its body writes TensorList 1, made from a tensor; ovopt reads it only;

// -----

// A reserved list written at an index that does not count the iterations.
func.func @write_anywhere(%k: tensor<i32>) -> tensor<5x3xf32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %five = "tf.Const"() <{value = dense<5> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %shape = "tf.Const"() <{value = dense<3> : tensor<1xi32>, dtype = i32}> : () -> tensor<1xi32>
  %out = "tf.TensorListReserve"(%shape, %five) <{element_dtype = f32, shape_type = i32}> : (tensor<1xi32>, tensor<i32>) -> tensor<!tf.variant>
  %i, %o = "tf.WhileRegion"(%zero, %out) <{parallel_iterations = 1 : i64, is_stateless = false}> ({
  ^bb0(%ci: tensor<i32>, %co: tensor<!tf.variant>):
    %less = "tf.Less"(%ci, %five) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tf.yield %less : tensor<i1>
  }, {
  ^bb0(%bi: tensor<i32>, %bo: tensor<!tf.variant>):
    %one = "tf.Const"() <{value = dense<1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
    %item = "tf.Const"() <{value = dense<0.0> : tensor<3xf32>, dtype = f32}> : () -> tensor<3xf32>
    %written = "tf.TensorListSetItem"(%bo, %k, %item) <{element_dtype = f32}> : (tensor<!tf.variant>, tensor<i32>, tensor<3xf32>) -> tensor<!tf.variant>
    %next = "tf.AddV2"(%bi, %one) <{T = i32}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tf.yield %next, %written : tensor<i32>, tensor<!tf.variant>
  }) : (tensor<i32>, tensor<!tf.variant>) -> (tensor<i32>, tensor<!tf.variant>) loc("scatter/while")
  %stacked = "tf.TensorListStack"(%o, %shape) <{element_dtype = f32, num_elements = 5 : i64}> : (tensor<!tf.variant>, tensor<1xi32>) -> tensor<5x3xf32>
  func.return %stacked : tensor<5x3xf32>
}
// CHECK-NEXT: node 'scatter/while' (While): its body writes TensorList 1 at an index that does not count iterations, a TensorListStack op;
