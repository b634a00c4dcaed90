// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of ov.If.v8, ov.Loop.v5 and ov.yield: bodies against the port map.

func.func @if_cond(%c: tensor<2xi1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }, {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }) : (tensor<2xi1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: cond must be one boolean, got tensor<2xi1>

// -----

func.func @if_arguments(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }, {
  ^bb0:
    %k = ov.Constant.v0 dense<1.0> : tensor<2xf32>
    ov.yield %k : tensor<2xf32>
  }) : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: else_body takes 0 arguments, the port map gives it 1

// -----

func.func @if_result(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<3xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }, {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }) : (tensor<i1>, tensor<2xf32>) -> tensor<3xf32>
  func.return %z : tensor<3xf32>
}
// CHECK: result 0 has type tensor<3xf32>, but the bodies give tensor<2xf32>

// -----

func.func @if_captures(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c) ({
    ov.yield %x : tensor<2xf32>
  }, {
    ov.yield %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: IsolatedFromAbove

// -----

func.func @loop_condition_first(%n: tensor<i64>, %c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s = "ov.Loop.v5"(%n, %c, %x) ({
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>):
    ov.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}
// CHECK: the body yields the next execution condition (one boolean) first

// -----

func.func @loop_iteration(%n: tensor<i64>, %c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s = "ov.Loop.v5"(%n, %c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %a : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}
// CHECK: body argument 0 is the current iteration, an i32 or i64

// -----

func.func @loop_trip_count(%n: tensor<f32>, %c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s = "ov.Loop.v5"(%n, %c, %x) ({
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %a : tensor<i1>, tensor<2xf32>
  }) : (tensor<f32>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}
// CHECK: trip_count must be one i32 or i64, got tensor<f32>

// -----

func.func @loop_concat_axis(%n: tensor<i64>, %c: tensor<i1>, %x: tensor<2xf32>) -> tensor<?xf32> {
  %s = "ov.Loop.v5"(%n, %c, %x) <{concat_axes = array<i64: 1>}> ({
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %a : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<?xf32>
  func.return %s : tensor<?xf32>
}
// CHECK: concat axis 1 is out of range for rank 1

// -----

func.func @yield_outside(%x: tensor<2xf32>) -> tensor<2xf32> {
  ov.yield %x : tensor<2xf32>
}
// CHECK: ov.yield

// -----

func.func @if_body_without_yield(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    %k = ov.Constant.v0 dense<1.0> : tensor<2xf32>
  }, {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }) : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: a body ends with ov.yield

// -----

func.func @if_result_count(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }, {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }) : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: the bodies give 2 results, the op has 1

// -----

func.func @if_yield_counts(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }, {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }) : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: then_body yields 1 values, else_body 2

// -----

func.func @if_yield_elements(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %z = "ov.If.v8"(%c, %x) ({
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }, {
  ^bb0(%a: tensor<2xf32>):
    %k = ov.Constant.v0 dense<1> : tensor<2xi32>
    ov.yield %k : tensor<2xi32>
  }) : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}
// CHECK: the bodies yield tensor<2xf32> and tensor<2xi32> as result 0

// -----

func.func @loop_execution_condition(%n: tensor<i64>, %c: tensor<2xi1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s = "ov.Loop.v5"(%n, %c, %x) ({
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %a : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xi1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}
// CHECK: execution_condition must be one boolean, got tensor<2xi1>

// -----

func.func @loop_yields_beyond_its_inputs(%n: tensor<i64>, %c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s = "ov.Loop.v5"(%n, %c, %x) ({
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %a, %a : tensor<i1>, tensor<2xf32>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}
// CHECK: the body yields 3 values: the condition, 1 inputs at most, and 0 concatenated outputs

// -----

func.func @loop_result_count(%n: tensor<i64>, %c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s:2 = "ov.Loop.v5"(%n, %c, %x) ({
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %a : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %s#0 : tensor<2xf32>
}
// CHECK: the body gives 1 results, the op has 2

// -----

// ov.yield in the body of an op other than If and Loop.
func.func @stray_yield(%x: tensor<2xf32>) -> tensor<2xf32> {
  "test.op"() ({
    ov.yield %x : tensor<2xf32>
  }) : () -> ()
  func.return %x : tensor<2xf32>
}
// CHECK: ov.yield ends the body of an ov.If or ov.Loop
