// RUN: ov-opt %s --split-input-file -p ov-low-latency2 | filecheck %s

// Loops whose back edges become state: when they are unrolled, when the body keeps its own state,
// when the variable's name is taken.

// A Loop whose first execution condition is known only at run time may run no iteration: its
// back edge is state, but it stays a Loop.
// CHECK-LABEL: func.func @condition_at_run_time
// CHECK:         %[[R:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "step/step/body/input_1/variable_0"}
// CHECK-NEXT:    %[[L:.*]] = ov.Loop.v5 %n, %go, %[[R]], %x
// CHECK:         ov.Assign.v6 %[[L]] {variable_id = "step/step/body/input_1/variable_0"}
func.func @condition_at_run_time(%h0: tensor<2xf32>, %x: tensor<2xf32>, %go: tensor<i1>) -> tensor<2xf32> {
  %n = ov.Constant.v0 dense<1> : tensor<i64>
  %h = "ov.Loop.v5"(%n, %go, %h0, %x) ({
  ^bb0(%i: tensor<i64>, %state: tensor<2xf32>, %input: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %next = ov.Add.v1 %state, %input : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ov.yield %t, %next : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("step")
  func.return %h : tensor<2xf32>
}

// -----

// The body's condition is an input passed in, a constant false: one iteration (Loop is a
// do-while), whatever the trip count (-1: none), so the Loop is unrolled.
// CHECK-LABEL: func.func @stop_passed_in
// CHECK:         %[[R:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "step/step/body/input_1/variable_0"}
// CHECK-NEXT:    %[[N:.*]] = ov.Add.v1 %[[R]], %x
// CHECK-NEXT:    ov.Assign.v6 %[[N]] {variable_id = "step/step/body/input_1/variable_0"}
// CHECK-NEXT:    func.return %[[N]]
// CHECK-NOT:     ov.Loop.v5
func.func @stop_passed_in(%h0: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %n = ov.Constant.v0 dense<-1> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %stop = ov.Constant.v0 dense<false> : tensor<i1>
  %h = "ov.Loop.v5"(%n, %go, %h0, %x, %stop) ({
  ^bb0(%i: tensor<i64>, %state: tensor<2xf32>, %input: tensor<2xf32>, %c: tensor<i1>):
    %next = ov.Add.v1 %state, %input : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ov.yield %c, %next : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>, tensor<i1>) -> tensor<2xf32> loc("step")
  func.return %h : tensor<2xf32>
}

// -----

// A body that reads its back edge into a variable of its own keeps its state itself: unchanged.
// CHECK-LABEL: func.func @reads_own_state
// CHECK:         ov.Loop.v5 %n, %go, %h0, %x
// CHECK:         ov.ReadValue.v6 %state {variable_id = "inner"}
// CHECK-NOT:     variable_0
func.func @reads_own_state(%h0: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %n = ov.Constant.v0 dense<3> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %h = "ov.Loop.v5"(%n, %go, %h0, %x) ({
  ^bb0(%i: tensor<i64>, %state: tensor<2xf32>, %input: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %r = ov.ReadValue.v6 %state {variable_id = "inner"} : (tensor<2xf32>) -> tensor<2xf32>
    %next = ov.Add.v1 %r, %input : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %a = ov.Assign.v6 %next {variable_id = "inner"} : (tensor<2xf32>) -> tensor<2xf32>
    ov.yield %t, %next : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("step")
  func.return %h : tensor<2xf32>
}

// -----

// The variable's name is taken by the model's own variable: the new one gets a suffix.
// CHECK-LABEL: func.func @name_taken
// CHECK:         %[[R:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "step/step/body/input_1/variable_0/1"}
// CHECK-NEXT:    %[[L:.*]] = ov.Loop.v5 %n, %go, %[[R]], %x
// CHECK:         ov.Assign.v6 %[[L]] {variable_id = "step/step/body/input_1/variable_0/1"}
// CHECK:         ov.ReadValue.v6 %x {variable_id = "step/step/body/input_1/variable_0"}
func.func @name_taken(%h0: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %n = ov.Constant.v0 dense<3> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %h = "ov.Loop.v5"(%n, %go, %h0, %x) ({
  ^bb0(%i: tensor<i64>, %state: tensor<2xf32>, %input: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %next = ov.Add.v1 %state, %input : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ov.yield %t, %next : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("step")
  %r = ov.ReadValue.v6 %x {variable_id = "step/step/body/input_1/variable_0"} : (tensor<2xf32>) -> tensor<2xf32>
  %s = ov.Add.v1 %r, %h : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %a = ov.Assign.v6 %s {variable_id = "step/step/body/input_1/variable_0"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}

// -----

// The name and its first suffix are both taken: the next suffix.
// CHECK-LABEL: func.func @two_names_taken
// CHECK:         %[[R:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "step/step/body/input_1/variable_0/2"}
// CHECK-NEXT:    %[[L:.*]] = ov.Loop.v5 %n, %go, %[[R]], %x
// CHECK:         ov.Assign.v6 %[[L]] {variable_id = "step/step/body/input_1/variable_0/2"}
func.func @two_names_taken(%h0: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %n = ov.Constant.v0 dense<3> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %h = "ov.Loop.v5"(%n, %go, %h0, %x) ({
  ^bb0(%i: tensor<i64>, %state: tensor<2xf32>, %input: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %next = ov.Add.v1 %state, %input : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ov.yield %t, %next : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("step")
  %r = ov.ReadValue.v6 %x {variable_id = "step/step/body/input_1/variable_0"} : (tensor<2xf32>) -> tensor<2xf32>
  %s = ov.Add.v1 %r, %h : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %a = ov.Assign.v6 %s {variable_id = "step/step/body/input_1/variable_0"} : (tensor<2xf32>) -> tensor<2xf32>
  %q = ov.ReadValue.v6 %x {variable_id = "step/step/body/input_1/variable_0/1"} : (tensor<2xf32>) -> tensor<2xf32>
  %u = ov.Add.v1 %q, %s : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %b = ov.Assign.v6 %u {variable_id = "step/step/body/input_1/variable_0/1"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %u : tensor<2xf32>
}

// -----

// Three back edges: each its own variable, after its body Parameter (input_1 to input_3) and
// its place among the back edges (variable_0 to variable_2), as OpenVINO's LowLatency2 names
// them on the same IR.
// CHECK-LABEL: func.func @three_back_edges
// CHECK:         %[[Z0:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[R0:.*]] = ov.ReadValue.v6 %[[Z0]] {variable_id = "acc/acc/body/input_1/variable_0"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[Z1:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<3xf32>
// CHECK-NEXT:    %[[R1:.*]] = ov.ReadValue.v6 %[[Z1]] {variable_id = "acc/acc/body/input_2/variable_1"} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT:    %[[Z2:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    %[[R2:.*]] = ov.ReadValue.v6 %[[Z2]] {variable_id = "acc/acc/body/input_3/variable_2"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[L:.*]], %[[M:.*]], %[[N:.*]] = ov.Loop.v5 %n, %go, %[[R0]], %[[R1]], %[[R2]], %step
// CHECK:         ov.Assign.v6 %[[L]] {variable_id = "acc/acc/body/input_1/variable_0"}
// CHECK-NEXT:    ov.Assign.v6 %[[M]] {variable_id = "acc/acc/body/input_2/variable_1"}
// CHECK-NEXT:    ov.Assign.v6 %[[N]] {variable_id = "acc/acc/body/input_3/variable_2"}
// CHECK-NEXT:    func.return %[[L]], %[[M]], %[[N]]
func.func @three_back_edges(%init: tensor<2xf32>, %other: tensor<3xf32>, %third: tensor<4xf32>, %step: tensor<2xf32>) -> (tensor<2xf32>, tensor<3xf32>, tensor<4xf32>) {
  %n = ov.Constant.v0 dense<3> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %r:3 = "ov.Loop.v5"(%n, %go, %init, %other, %third, %step) ({
  ^bb0(%i: tensor<i64>, %acc: tensor<2xf32>, %o: tensor<3xf32>, %q: tensor<4xf32>, %s: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %next = ov.Add.v1 %acc, %s : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %p = ov.Relu.v0 %o : tensor<3xf32>
    %u = ov.Relu.v0 %q : tensor<4xf32>
    ov.yield %t, %next, %p, %u : tensor<i1>, tensor<2xf32>, tensor<3xf32>, tensor<4xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<3xf32>, tensor<4xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<3xf32>, tensor<4xf32>) loc("acc")
  func.return %r#0, %r#1, %r#2 : tensor<2xf32>, tensor<3xf32>, tensor<4xf32>
}
