// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// The refusal comes first: --verify-diagnostics prints it as it meets it, the converted chunks
// after it.

// Refused (must not fire): a Placeholder is a graph input, which the frontend makes a function
// argument; one left among the ops is neither a constant nor a value passed on.
// CHECK: no lowering to OpenVINO for node 'input' (Placeholder); an extension can add one
func.func @placeholder() -> tensor<2xf32> {
  %y = "tf.Placeholder"() <{dtype = f32, shape = #tf.shape<2>}> : () -> tensor<2xf32> loc("input")
  func.return %y : tensor<2xf32>
}

// -----

// A Const is an ov Constant of the same value; the ops that pass a value on at inference
// (Identity, StopGradient, a placeholder's default, checks that hold) are their input.
// CHECK-LABEL: func.func @const_and_pass_through
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x, %[[C]]
// CHECK-NEXT:    func.return %[[S]], %[[S]], %x
func.func @const_and_pass_through(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %c = "tf.Const"() <{value = dense<[1.5, -2.0]> : tensor<2xf32>, dtype = f32}> : () -> tensor<2xf32>
  %i = "tf.Identity"(%x) <{T = f32}> : (tensor<2xf32>) -> tensor<2xf32>
  %s = "tf.AddV2"(%i, %c) <{T = f32}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %g = "tf.StopGradient"(%s) <{T = f32}> : (tensor<2xf32>) -> tensor<2xf32>
  %n = "tf.CheckNumerics"(%g) <{T = f32, message = "nan"}> : (tensor<2xf32>) -> tensor<2xf32>
  %d = "tf.PlaceholderWithDefault"(%x) <{dtype = f32, shape = #tf.shape<2>}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %n, %g, %d : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// IdentityN passes each of its operands on, in order.
// CHECK-LABEL: func.func @identity_n
// CHECK-NEXT:    func.return %b, %a
func.func @identity_n(%a: tensor<3xi32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<3xi32>) {
  %p:2 = "tf.IdentityN"(%a, %b) <{T = [i32, f32]}> : (tensor<3xi32>, tensor<2x2xf32>) -> (tensor<3xi32>, tensor<2x2xf32>)
  func.return %p#1, %p#0 : tensor<2x2xf32>, tensor<3xi32>
}

// -----

// A Const of an integer type stays of that type (TensorFlow's i32 shapes become i64 where
// they are read, not here); Snapshot, PreventGradient and EnsureShape pass their input on.
// CHECK-LABEL: func.func @integer_const
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi32>
// CHECK-NEXT:    func.return %[[C]], %x
func.func @integer_const(%x: tensor<2xf32>) -> (tensor<2xi32>, tensor<2xf32>) {
  %c = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>, dtype = i32}> : () -> tensor<2xi32>
  %s = "tf.Snapshot"(%x) <{T = f32}> : (tensor<2xf32>) -> tensor<2xf32>
  %p = "tf.PreventGradient"(%s) <{T = f32, message = ""}> : (tensor<2xf32>) -> tensor<2xf32>
  %e = "tf.EnsureShape"(%p) <{T = f32, shape = #tf.shape<2>}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %c, %e : tensor<2xi32>, tensor<2xf32>
}
