// RUN: ov-opt %s --split-input-file -p ov-low-latency2 | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'ov-low-latency2{use-const-initializer=false}' | filecheck %s --check-prefix=MODEL
// RUN: ov-opt %s --split-input-file -p ov-low-latency2,ov-low-latency2 | filecheck %s --check-prefix=ONCE

// A sequence op's initial state is read from a variable named after the op, which its final
// state is assigned to: the state goes on from one inference to the next. It starts at zeros
// (a constant of the state's shape), or, with use-const-initializer=false, at the initial state
// the model computes. Running the pass again changes nothing.

// CHECK-LABEL: func.func @gru
// CHECK:         %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<2x1x4xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.ReadValue.v6 %[[Z]] {variable_id = "gru/variable_0"} : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
// CHECK-NEXT:    %[[Y:.*]], %[[HO:.*]] = ov.GRUSequence.v5 %x, %[[R]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}
// CHECK-NEXT:    %{{.*}} = ov.Assign.v6 %[[HO]] {variable_id = "gru/variable_0"} : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[HO]]

// The initial state, read from the model input h0 (its Tanh stays: the variable's initial value).
// MODEL-LABEL: func.func @gru
// MODEL:         %[[T:.*]] = ov.Tanh.v0 %h0
// MODEL:         %[[R:.*]] = ov.ReadValue.v6 %[[T]] {variable_id = "gru/variable_0"}
// MODEL-NEXT:    %[[Y:.*]], %[[HO:.*]] = ov.GRUSequence.v5 %x, %[[R]],
// MODEL-NEXT:    ov.Assign.v6 %[[HO]] {variable_id = "gru/variable_0"}

// ONCE-LABEL: func.func @gru
// ONCE:         ov.ReadValue.v6
// ONCE-NOT:     ov.ReadValue.v6
// ONCE:         ov.Assign.v6
// ONCE-NOT:     ov.Assign.v6
// ONCE:         func.return
func.func @gru(%x: tensor<2x1x3xf32>, %h0: tensor<2x1x4xf32>) -> (tensor<2x1x1x4xf32>, tensor<2x1x4xf32>) {
  %h = ov.Tanh.v0 %h0 : tensor<2x1x4xf32>
  %len = ov.Constant.v0 dense<1> : tensor<2xi64>
  %w = ov.Constant.v0 dense<0.5> : tensor<1x12x3xf32>
  %r = ov.Constant.v0 dense<0.25> : tensor<1x12x4xf32>
  %b = ov.Constant.v0 dense<0.125> : tensor<1x12xf32>
  %y, %ho = ov.GRUSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 4 : i64, direction = "forward"} : (tensor<2x1x3xf32>, tensor<2x1x4xf32>, tensor<2xi64>, tensor<1x12x3xf32>, tensor<1x12x4xf32>, tensor<1x12xf32>) -> (tensor<2x1x1x4xf32>, tensor<2x1x4xf32>) loc("gru")
  func.return %y, %ho : tensor<2x1x1x4xf32>, tensor<2x1x4xf32>
}

// -----

// An LSTM keeps two states, H and C (variables 0 and 1). Of a dynamic batch, the zeros take
// the initial state's run-time shape (OpenVINO's initialiser: zeros broadcast to ShapeOf).

// CHECK-LABEL: func.func @lstm
// CHECK:         %[[Z0:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[S0:.*]] = ov.ShapeOf.v3 %h0 : (tensor<?x1x4xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[B0:.*]] = ov.Broadcast.v3 %[[Z0]], %[[S0]] : (tensor<1xf32>, tensor<3xi64>) -> tensor<?x1x4xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.ReadValue.v6 %[[B0]] {variable_id = "lstm/variable_0"} : (tensor<?x1x4xf32>) -> tensor<?x1x4xf32>
// CHECK:         %[[C:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "lstm/variable_1"}
// CHECK-NEXT:    %[[Y:.*]], %[[HO:.*]], %[[CO:.*]] = ov.LSTMSequence.v5 %x, %[[H]], %[[C]],
// CHECK-NEXT:    ov.Assign.v6 %[[HO]] {variable_id = "lstm/variable_0"}
// CHECK-NEXT:    ov.Assign.v6 %[[CO]] {variable_id = "lstm/variable_1"}

// MODEL-LABEL: func.func @lstm
// MODEL:         ov.ReadValue.v6 %h0 {variable_id = "lstm/variable_0"}
// MODEL-NEXT:    ov.ReadValue.v6 %c0 {variable_id = "lstm/variable_1"}
func.func @lstm(%x: tensor<?x1x3xf32>, %h0: tensor<?x1x4xf32>, %c0: tensor<?x1x4xf32>, %len: tensor<?xi64>) -> tensor<?x1x1x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<1x16x3xf32>
  %r = ov.Constant.v0 dense<0.25> : tensor<1x16x4xf32>
  %b = ov.Constant.v0 dense<0.125> : tensor<1x16xf32>
  %y, %ho, %co = ov.LSTMSequence.v5 %x, %h0, %c0, %len, %w, %r, %b {hidden_size = 4 : i64, direction = "forward"} : (tensor<?x1x3xf32>, tensor<?x1x4xf32>, tensor<?x1x4xf32>, tensor<?xi64>, tensor<1x16x3xf32>, tensor<1x16x4xf32>, tensor<1x16xf32>) -> (tensor<?x1x1x4xf32>, tensor<?x1x4xf32>, tensor<?x1x4xf32>) loc("lstm")
  func.return %y : tensor<?x1x1x4xf32>
}

// -----

// A Loop's back edge (a carried input) is read from a variable named after the Loop and its
// body Parameter as the IR names it, and the Loop's last value of it is assigned to it; the
// invariant input is not state. A Loop of three iterations stays a Loop.

// CHECK-LABEL: func.func @loop
// CHECK:         %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.ReadValue.v6 %[[Z]] {variable_id = "acc/acc/body/input_1/variable_0"}
// CHECK-NEXT:    %[[L:.*]] = ov.Loop.v5 %n, %go, %[[R]], %step
// CHECK:         ov.Assign.v6 %[[L]] {variable_id = "acc/acc/body/input_1/variable_0"}
// CHECK-NOT:     ov.ReadValue.v6
func.func @loop(%init: tensor<2xf32>, %step: tensor<2xf32>) -> tensor<2xf32> {
  %n = ov.Constant.v0 dense<3> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %r = "ov.Loop.v5"(%n, %go, %init, %step) ({
  ^bb0(%i: tensor<i64>, %acc: tensor<2xf32>, %s: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %next = ov.Add.v1 %acc, %s : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ov.yield %t, %next : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("acc")
  func.return %r : tensor<2xf32>
}

// -----

// A Loop that runs once (a trip count of 1, a condition always true) is unrolled once its back
// edges are state: its body takes its place, iteration 0, the Assign reading what the body
// computes; a concatenated output of one iteration is the body's value. The iteration number,
// the trip count and the conditions go.

// CHECK-LABEL: func.func @once
// CHECK:         %[[R:.*]] = ov.ReadValue.v6 %{{.*}} {variable_id = "step/step/body/input_1/variable_0"}
// CHECK-NEXT:    %[[N:.*]] = ov.Add.v1 %[[R]], %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Tanh.v0 %[[N]] : tensor<2xf32>
// CHECK-NEXT:    ov.Assign.v6 %[[N]] {variable_id = "step/step/body/input_1/variable_0"}
// CHECK-NEXT:    func.return %[[N]], %[[T]] : tensor<2xf32>, tensor<2xf32>
// CHECK-NOT:     ov.Loop.v5
func.func @once(%x: tensor<2xf32>, %h0: tensor<2xf32>) -> (tensor<2xf32>, tensor<?xf32>) {
  %n = ov.Constant.v0 dense<1> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %h, %y = "ov.Loop.v5"(%n, %go, %h0, %x) ({
  ^bb0(%i: tensor<i64>, %state: tensor<2xf32>, %input: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %next = ov.Add.v1 %state, %input : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %out = ov.Tanh.v0 %next : tensor<2xf32>
    ov.yield %t, %next, %out : tensor<i1>, tensor<2xf32>, tensor<2xf32>
  }) {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?xf32>) loc("step")
  func.return %h, %y : tensor<2xf32>, tensor<?xf32>
}

// -----

// Must not fire: a model without sequences or loops; a Loop without back edges.

// CHECK-LABEL: func.func @stateless
// CHECK-NOT:     ov.ReadValue.v6
// CHECK-NOT:     ov.Assign.v6
func.func @stateless(%x: tensor<2xf32>) -> tensor<?xf32> {
  %n = ov.Constant.v0 dense<2> : tensor<i64>
  %go = ov.Constant.v0 dense<true> : tensor<i1>
  %y = "ov.Loop.v5"(%n, %go, %x) ({
  ^bb0(%i: tensor<i64>, %input: tensor<2xf32>):
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    %out = ov.Tanh.v0 %input : tensor<2xf32>
    ov.yield %t, %out : tensor<i1>, tensor<2xf32>
  }) {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
