// RUN: ov-opt %s --split-input-file -p convert-tf-to-ov | filecheck %s

// The pattern is one of convert-tf-to-ov's (and convert-tflite-to-ov's) families, which runs on
// a module holding ops of its frontend: each case returns through a tf.Neg.

// A Loop running a simple RNN cell, h' = tanh(x K + b + h R), over the 3 steps of a
// time-major [3, 1, 2] sequence (as a frozen Keras SimpleRNN: counters, bounds, weights carried
// unchanged) is an RNNSequence; the sequence output is its Y, time-major again (a batch of one
// moves between time-major and batch-major by Reshapes, Transposes otherwise).

// CHECK-LABEL: func.func @simple_rnn
// CHECK-NOT:     ov.Loop.v5
// CHECK:         %[[X:.*]] = ov.Reshape.v1 %seq
// CHECK:         %[[H0:.*]] = ov.Unsqueeze.v0 %h0
// CHECK:         %[[N:.*]] = ov.Broadcast.v3
// CHECK:         %[[W:.*]] = ov.Constant.v0 dense<{{\[\[\[}}1.000000e+00, 3.000000e+00], [2.000000e+00, 4.000000e+00]]]> : tensor<1x2x2xf32>
// CHECK:         %[[R:.*]] = ov.Constant.v0 dense<{{\[\[\[}}5.000000e-01, 0.000000e+00], [2.500000e-01, 1.000000e+00]]]> : tensor<1x2x2xf32>
// CHECK:         %[[B:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e-01, 2.000000e-01]]> : tensor<1x2xf32>
// CHECK:         %[[Y:.*]], %[[HO:.*]] = ov.RNNSequence.v5 %[[X]], %[[H0]], %[[N]], %[[W]], %[[R]], %[[B]] {hidden_size = 2 : i64, direction = "forward"}
// CHECK:         %[[S:.*]] = ov.Squeeze.v0 %[[Y]]
// CHECK:         %[[T:.*]] = ov.Reshape.v1 %[[S]]
// CHECK:         ov.Negative.v0 %[[T]]
func.func @simple_rnn(%seq: tensor<3x1x2xf32>, %h0: tensor<1x2xf32>) -> tensor<3x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %three = ov.Constant.v0 dense<3> : tensor<i32>
  %k = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = ov.Constant.v0 dense<[0.1, 0.2]> : tensor<2xf32>
  %r = ov.Constant.v0 dense<[[0.5, 0.25], [0.0, 1.0]]> : tensor<2x2xf32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %c, %bound, %i, %h, %kk, %bb, %rr, %ys = ov.Loop.v5 %trip, %true, %zero, %three, %zero, %h0, %k, %b, %r, %seq {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %a0: tensor<i32>, %a1: tensor<i32>, %a2: tensor<i32>, %ah: tensor<1x2xf32>, %ak: tensor<2x2xf32>, %ab: tensor<2xf32>, %ar: tensor<2x2xf32>, %as: tensor<3x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %n0 = ov.Add.v1 %a0, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %n2 = ov.Add.v1 %a2, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %axis = ov.Constant.v0 dense<0> : tensor<i64>
    %x = ov.Gather.v8 %as, %a2, %axis : (tensor<3x1x2xf32>, tensor<i32>, tensor<i64>) -> tensor<1x2xf32>
    %xk = ov.MatMul.v0 %x, %ak : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %xkb = ov.Add.v1 %xk, %ab : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %hr = ov.MatMul.v0 %ah, %ar : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %z = ov.Add.v1 %xkb, %hr : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %hn = ov.Tanh.v0 %z : tensor<1x2xf32>
    %l0 = ov.Less.v1 %n0, %a1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %limit = ov.Constant.v0 dense<3> : tensor<i32>
    %l2 = ov.Less.v1 %n2, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %next = ov.LogicalAnd.v1 %l0, %l2 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %y = ov.Unsqueeze.v0 %hn, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    ov.yield %next, %n0, %a1, %n2, %hn, %ak, %ab, %ar, %y : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<1x1x2xf32>
  }
  %out = "tf.Neg"(%ys) <{T = f32}> : (tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
  func.return %out : tensor<3x1x2xf32>
}


// -----

// Must not fire: an Exp as the activation, which OpenVINO's sequence ops do not take.

// CHECK-LABEL: func.func @exp_cell
// CHECK:         ov.Loop.v5
// CHECK-NOT:     Sequence
func.func @exp_cell(%seq: tensor<3x1x2xf32>, %h0: tensor<1x2xf32>) -> tensor<3x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %three = ov.Constant.v0 dense<3> : tensor<i32>
  %k = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = ov.Constant.v0 dense<[0.1, 0.2]> : tensor<2xf32>
  %r = ov.Constant.v0 dense<[[0.5, 0.25], [0.0, 1.0]]> : tensor<2x2xf32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %c, %bound, %i, %h, %kk, %bb, %rr, %ys = ov.Loop.v5 %trip, %true, %zero, %three, %zero, %h0, %k, %b, %r, %seq {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %a0: tensor<i32>, %a1: tensor<i32>, %a2: tensor<i32>, %ah: tensor<1x2xf32>, %ak: tensor<2x2xf32>, %ab: tensor<2xf32>, %ar: tensor<2x2xf32>, %as: tensor<3x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %n0 = ov.Add.v1 %a0, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %n2 = ov.Add.v1 %a2, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %axis = ov.Constant.v0 dense<0> : tensor<i64>
    %x = ov.Gather.v8 %as, %a2, %axis : (tensor<3x1x2xf32>, tensor<i32>, tensor<i64>) -> tensor<1x2xf32>
    %xk = ov.MatMul.v0 %x, %ak : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %xkb = ov.Add.v1 %xk, %ab : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %hr = ov.MatMul.v0 %ah, %ar : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %z = ov.Add.v1 %xkb, %hr : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %hn = ov.Exp.v0 %z : tensor<1x2xf32>
    %l0 = ov.Less.v1 %n0, %a1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %limit = ov.Constant.v0 dense<3> : tensor<i32>
    %l2 = ov.Less.v1 %n2, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %next = ov.LogicalAnd.v1 %l0, %l2 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %y = ov.Unsqueeze.v0 %hn, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    ov.yield %next, %n0, %a1, %n2, %hn, %ak, %ab, %ar, %y : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<1x1x2xf32>
  }
  %out = "tf.Neg"(%ys) <{T = f32}> : (tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
  func.return %out : tensor<3x1x2xf32>
}


// -----

// Must not fire: a body that is not a cell, x K + b + h R + h.

// CHECK-LABEL: func.func @no_activation
// CHECK:         ov.Loop.v5
// CHECK-NOT:     Sequence
func.func @no_activation(%seq: tensor<3x1x2xf32>, %h0: tensor<1x2xf32>) -> tensor<3x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %three = ov.Constant.v0 dense<3> : tensor<i32>
  %k = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = ov.Constant.v0 dense<[0.1, 0.2]> : tensor<2xf32>
  %r = ov.Constant.v0 dense<[[0.5, 0.25], [0.0, 1.0]]> : tensor<2x2xf32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %c, %bound, %i, %h, %kk, %bb, %rr, %ys = ov.Loop.v5 %trip, %true, %zero, %three, %zero, %h0, %k, %b, %r, %seq {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %a0: tensor<i32>, %a1: tensor<i32>, %a2: tensor<i32>, %ah: tensor<1x2xf32>, %ak: tensor<2x2xf32>, %ab: tensor<2xf32>, %ar: tensor<2x2xf32>, %as: tensor<3x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %n0 = ov.Add.v1 %a0, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %n2 = ov.Add.v1 %a2, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %axis = ov.Constant.v0 dense<0> : tensor<i64>
    %x = ov.Gather.v8 %as, %a2, %axis : (tensor<3x1x2xf32>, tensor<i32>, tensor<i64>) -> tensor<1x2xf32>
    %xk = ov.MatMul.v0 %x, %ak : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %xkb = ov.Add.v1 %xk, %ab : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %hr = ov.MatMul.v0 %ah, %ar : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %z = ov.Add.v1 %xkb, %hr : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %hn = ov.Add.v1 %z, %ah : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %l0 = ov.Less.v1 %n0, %a1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %limit = ov.Constant.v0 dense<3> : tensor<i32>
    %l2 = ov.Less.v1 %n2, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %next = ov.LogicalAnd.v1 %l0, %l2 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %y = ov.Unsqueeze.v0 %hn, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    ov.yield %next, %n0, %a1, %n2, %hn, %ak, %ab, %ar, %y : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<1x1x2xf32>
  }
  %out = "tf.Neg"(%ys) <{T = f32}> : (tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
  func.return %out : tensor<3x1x2xf32>
}


// -----

// Must not fire: the condition stops after 2 of the sequence's 3 steps.

// CHECK-LABEL: func.func @fewer_steps
// CHECK:         ov.Loop.v5
// CHECK-NOT:     Sequence
func.func @fewer_steps(%seq: tensor<3x1x2xf32>, %h0: tensor<1x2xf32>) -> tensor<3x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %three = ov.Constant.v0 dense<3> : tensor<i32>
  %k = ov.Constant.v0 dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = ov.Constant.v0 dense<[0.1, 0.2]> : tensor<2xf32>
  %r = ov.Constant.v0 dense<[[0.5, 0.25], [0.0, 1.0]]> : tensor<2x2xf32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %c, %bound, %i, %h, %kk, %bb, %rr, %ys = ov.Loop.v5 %trip, %true, %zero, %three, %zero, %h0, %k, %b, %r, %seq {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %a0: tensor<i32>, %a1: tensor<i32>, %a2: tensor<i32>, %ah: tensor<1x2xf32>, %ak: tensor<2x2xf32>, %ab: tensor<2xf32>, %ar: tensor<2x2xf32>, %as: tensor<3x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %n0 = ov.Add.v1 %a0, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %n2 = ov.Add.v1 %a2, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %axis = ov.Constant.v0 dense<0> : tensor<i64>
    %x = ov.Gather.v8 %as, %a2, %axis : (tensor<3x1x2xf32>, tensor<i32>, tensor<i64>) -> tensor<1x2xf32>
    %xk = ov.MatMul.v0 %x, %ak : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %xkb = ov.Add.v1 %xk, %ab : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %hr = ov.MatMul.v0 %ah, %ar : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    %z = ov.Add.v1 %xkb, %hr : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %hn = ov.Tanh.v0 %z : tensor<1x2xf32>
    %l0 = ov.Less.v1 %n0, %a1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %limit = ov.Constant.v0 dense<2> : tensor<i32>
    %l2 = ov.Less.v1 %n2, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %next = ov.LogicalAnd.v1 %l0, %l2 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %y = ov.Unsqueeze.v0 %hn, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    ov.yield %next, %n0, %a1, %n2, %hn, %ak, %ab, %ar, %y : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<1x1x2xf32>
  }
  %out = "tf.Neg"(%ys) <{T = f32}> : (tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
  func.return %out : tensor<3x1x2xf32>
}


// -----

// A frozen Keras 3 LSTM(1, return_sequences=True, bias_initializer="ones") on [1, 3, 2], as
// convert-tf-to-ov leaves it without this pattern: W is the kernel's transpose with Keras' gate
// blocks i, f, c, o in OpenVINO's order f, i, c, o (row 0 is the kernel's column 1).

// CHECK-LABEL: func.func @keras_lstm
// CHECK-NOT:     ov.Loop.v5
// CHECK:         ov.Constant.v0 dense<{{\[\[\[}}-3.818760e-01, -0.626573801], [0.0313687325, -0.210139751], [0.677808762, -0.00185966492], [-0.786796331, 9.734640e-01]]]> : tensor<1x4x2xf32>
// CHECK:         ov.Constant.v0 dense<{{\[\[\[}}0.226146385], [0.647526741], [-0.664873719], [-0.295820683]]]> : tensor<1x4x1xf32>
// CHECK:         ov.Constant.v0 dense<1.000000e+00> : tensor<1x4xf32>
// CHECK:         ov.LSTMSequence.v5 {{.*}} {hidden_size = 1 : i64, direction = "forward"}
func.func @keras_lstm(%0: tensor<1x3x2xf32>) -> (tensor<1x3x1xf32>) {
  %1 = ov.Constant.v0 dense<0> : tensor<i32>
  %2 = ov.Constant.v0 dense<3> : tensor<i32>
  %3 = ov.Constant.v0 dense<0> : tensor<i32>
  %4 = ov.Constant.v0 dense<0.000000e+00> : tensor<1x1xf32>
  %5 = ov.Constant.v0 dense<0.000000e+00> : tensor<1x1xf32>
  %6 = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %7 = ov.Transpose.v1 %0, %6 : (tensor<1x3x2xf32>, tensor<3xi64>) -> tensor<3x1x2xf32>
  %8 = ov.Constant.v0 dense<[[0.0313687325, -3.818760e-01, 0.677808762, -0.786796331], [-0.210139751, -0.626573801, -0.00185966492, 9.734640e-01]]> : tensor<2x4xf32>
  %9 = ov.Constant.v0 dense<[[0.647526741, 0.226146385, -0.664873719, -0.295820683]]> : tensor<1x4xf32>
  %10 = ov.Constant.v0 dense<1.000000e+00> : tensor<4xf32>
  %11 = ov.Constant.v0 dense<true> : tensor<i1>
  %12 = ov.Constant.v0 dense<-1> : tensor<i64>
  %13, %14, %15, %16, %17, %18, %19, %20, %21 = ov.Loop.v5 %12, %11, %1, %2, %3, %4, %5, %8, %9, %10, %7 {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<2x4xf32>, tensor<1x4xf32>, tensor<4xf32>, tensor<3x1x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<2x4xf32>, tensor<1x4xf32>, tensor<4xf32>, tensor<?x1x1xf32>) {
  ^bb0(%22: tensor<i64>, %23: tensor<i32>, %24: tensor<i32>, %25: tensor<i32>, %26: tensor<1x1xf32>, %27: tensor<1x1xf32>, %28: tensor<2x4xf32>, %29: tensor<1x4xf32>, %30: tensor<4xf32>, %31: tensor<3x1x2xf32>):
    %32 = ov.Constant.v0 dense<1> : tensor<i32>
    %33 = ov.Add.v1 %23, %32 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %34 = ov.Constant.v0 dense<1> : tensor<i32>
    %35 = ov.Add.v1 %25, %34 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = ov.Constant.v0 dense<0> : tensor<i64>
    %37 = ov.Gather.v8 %31, %25, %36 : (tensor<3x1x2xf32>, tensor<i32>, tensor<i64>) -> tensor<1x2xf32>
    %38 = ov.MatMul.v0 %37, %28 : (tensor<1x2xf32>, tensor<2x4xf32>) -> tensor<1x4xf32>
    %39 = ov.MatMul.v0 %26, %29 : (tensor<1x1xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %40 = ov.Constant.v0 dense<0> : tensor<1xi64>
    %41 = ov.Squeeze.v0 %39, %40 : (tensor<1x4xf32>, tensor<1xi64>) -> tensor<4xf32>
    %42 = ov.Add.v1 %38, %41 : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
    %43 = ov.Add.v1 %42, %30 : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
    %44 = ov.Constant.v0 dense<1> : tensor<i64>
    %45, %46, %47, %48 = ov.Split.v1 %43, %44 {num_splits = 4 : i64} : (tensor<1x4xf32>, tensor<i64>) -> (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>)
    %49 = ov.Sigmoid.v0 %48 : tensor<1x1xf32>
    %50 = ov.Sigmoid.v0 %46 : tensor<1x1xf32>
    %51 = ov.Multiply.v1 %50, %27 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %52 = ov.Sigmoid.v0 %45 : tensor<1x1xf32>
    %53 = ov.Tanh.v0 %47 : tensor<1x1xf32>
    %54 = ov.Multiply.v1 %52, %53 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %55 = ov.Add.v1 %51, %54 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %56 = ov.Tanh.v0 %55 : tensor<1x1xf32>
    %57 = ov.Multiply.v1 %49, %56 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %58 = ov.Less.v1 %33, %24 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %59 = ov.Constant.v0 dense<3> : tensor<i32>
    %60 = ov.Less.v1 %35, %59 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %61 = ov.LogicalAnd.v1 %58, %60 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %62 = ov.Constant.v0 dense<0> : tensor<1xi64>
    %63 = ov.Unsqueeze.v0 %57, %62 : (tensor<1x1xf32>, tensor<1xi64>) -> tensor<1x1x1xf32>
    ov.yield %61, %33, %24, %35, %57, %55, %28, %29, %30, %63 : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<2x4xf32>, tensor<1x4xf32>, tensor<4xf32>, tensor<1x1x1xf32>
  }
  %22 = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %23 = ov.Transpose.v1 %21, %22 : (tensor<?x1x1xf32>, tensor<3xi64>) -> tensor<1x3x1xf32>
  %out = "tf.Neg"(%23) <{T = f32}> : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  func.return %out : tensor<1x3x1xf32>
}

// -----

// A frozen Keras 3 GRU(1, return_sequences=True, bias_initializer="ones"): reset_after, so
// linear_before_reset, and B = [b_xz + b_hz, b_xr + b_hr, b_xh, b_hh] = [2, 2, 1, 1].

// CHECK-LABEL: func.func @keras_gru
// CHECK-NOT:     ov.Loop.v5
// CHECK:         ov.Constant.v0 dense<{{\[\[\[}}0.0343626738, -0.861892223], [-0.418324232, -0.230196595], [0.742502332, -0.686377227]]]> : tensor<1x3x2xf32>
// CHECK:         ov.Constant.v0 dense<{{\[\[}}2.000000e+00, 2.000000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<1x4xf32>
// CHECK:         ov.GRUSequence.v5 {{.*}}linear_before_reset = true
func.func @keras_gru(%0: tensor<1x3x2xf32>) -> (tensor<1x3x1xf32>) {
  %1 = ov.Constant.v0 dense<0> : tensor<i32>
  %2 = ov.Constant.v0 dense<3> : tensor<i32>
  %3 = ov.Constant.v0 dense<0> : tensor<i32>
  %4 = ov.Constant.v0 dense<0.000000e+00> : tensor<1x1xf32>
  %5 = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %6 = ov.Transpose.v1 %0, %5 : (tensor<1x3x2xf32>, tensor<3xi64>) -> tensor<3x1x2xf32>
  %7 = ov.Constant.v0 dense<1.000000e+00> : tensor<2x3xf32>
  %8 = ov.Constant.v0 dense<[[0.0343626738, -0.418324232, 0.742502332], [-0.861892223, -0.230196595, -0.686377227]]> : tensor<2x3xf32>
  %9 = ov.Constant.v0 dense<[[0.677865624, 0.236742124, -0.696025372]]> : tensor<1x3xf32>
  %10 = ov.Constant.v0 dense<true> : tensor<i1>
  %11 = ov.Constant.v0 dense<-1> : tensor<i64>
  %12, %13, %14, %15, %16, %17, %18, %19 = ov.Loop.v5 %11, %10, %1, %2, %3, %4, %7, %8, %9, %6 {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<3x1x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<?x1x1xf32>) {
  ^bb0(%20: tensor<i64>, %21: tensor<i32>, %22: tensor<i32>, %23: tensor<i32>, %24: tensor<1x1xf32>, %25: tensor<2x3xf32>, %26: tensor<2x3xf32>, %27: tensor<1x3xf32>, %28: tensor<3x1x2xf32>):
    %29 = ov.Constant.v0 dense<1> : tensor<i32>
    %30 = ov.Add.v1 %21, %29 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = ov.Constant.v0 dense<1> : tensor<i32>
    %32 = ov.Add.v1 %23, %31 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %33 = ov.Constant.v0 dense<0> : tensor<i64>
    %34 = ov.Gather.v8 %28, %23, %33 : (tensor<3x1x2xf32>, tensor<i32>, tensor<i64>) -> tensor<1x2xf32>
    %35 = ov.MatMul.v0 %34, %26 : (tensor<1x2xf32>, tensor<2x3xf32>) -> tensor<1x3xf32>
    %36 = ov.Constant.v0 dense<0> : tensor<i64>
    %37, %38 = ov.Split.v1 %25, %36 {num_splits = 2 : i64} : (tensor<2x3xf32>, tensor<i64>) -> (tensor<1x3xf32>, tensor<1x3xf32>)
    %39 = ov.Constant.v0 dense<0> : tensor<1xi64>
    %40 = ov.Squeeze.v0 %37, %39 : (tensor<1x3xf32>, tensor<1xi64>) -> tensor<3xf32>
    %41 = ov.Add.v1 %35, %40 : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
    %42 = ov.Constant.v0 dense<-1> : tensor<i64>
    %43, %44, %45 = ov.Split.v1 %41, %42 {num_splits = 3 : i64} : (tensor<1x3xf32>, tensor<i64>) -> (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>)
    %46 = ov.MatMul.v0 %24, %27 : (tensor<1x1xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %47 = ov.Constant.v0 dense<0> : tensor<1xi64>
    %48 = ov.Squeeze.v0 %38, %47 : (tensor<1x3xf32>, tensor<1xi64>) -> tensor<3xf32>
    %49 = ov.Add.v1 %46, %48 : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
    %50 = ov.Constant.v0 dense<0> : tensor<2xi64>
    %51 = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
    %52 = ov.Constant.v0 dense<1> : tensor<2xi64>
    %53 = ov.StridedSlice.v1 %49, %50, %51, %52 {begin_mask = array<i64: 1, 1>, end_mask = array<i64: 1, 0>, new_axis_mask = array<i64: 0, 0>, shrink_axis_mask = array<i64: 0, 0>, ellipsis_mask = array<i64: 0, 0>} : (tensor<1x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1xf32>
    %54 = ov.Add.v1 %43, %53 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %55 = ov.Sigmoid.v0 %54 : tensor<1x1xf32>
    %56 = ov.Multiply.v1 %55, %24 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %57 = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
    %58 = ov.Subtract.v1 %57, %55 : (tensor<f32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %59 = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
    %60 = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
    %61 = ov.Constant.v0 dense<1> : tensor<2xi64>
    %62 = ov.StridedSlice.v1 %49, %59, %60, %61 {begin_mask = array<i64: 1, 0>, end_mask = array<i64: 1, 0>, new_axis_mask = array<i64: 0, 0>, shrink_axis_mask = array<i64: 0, 0>, ellipsis_mask = array<i64: 0, 0>} : (tensor<1x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1xf32>
    %63 = ov.Add.v1 %44, %62 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %64 = ov.Sigmoid.v0 %63 : tensor<1x1xf32>
    %65 = ov.Constant.v0 dense<[0, 2]> : tensor<2xi64>
    %66 = ov.Constant.v0 dense<0> : tensor<2xi64>
    %67 = ov.Constant.v0 dense<1> : tensor<2xi64>
    %68 = ov.StridedSlice.v1 %49, %65, %66, %67 {begin_mask = array<i64: 1, 0>, end_mask = array<i64: 1, 1>, new_axis_mask = array<i64: 0, 0>, shrink_axis_mask = array<i64: 0, 0>, ellipsis_mask = array<i64: 0, 0>} : (tensor<1x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x1xf32>
    %69 = ov.Multiply.v1 %64, %68 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %70 = ov.Add.v1 %45, %69 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %71 = ov.Tanh.v0 %70 : tensor<1x1xf32>
    %72 = ov.Multiply.v1 %58, %71 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %73 = ov.Add.v1 %56, %72 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %74 = ov.Less.v1 %30, %22 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %75 = ov.Constant.v0 dense<3> : tensor<i32>
    %76 = ov.Less.v1 %32, %75 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %77 = ov.LogicalAnd.v1 %74, %76 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %78 = ov.Constant.v0 dense<0> : tensor<1xi64>
    %79 = ov.Unsqueeze.v0 %73, %78 : (tensor<1x1xf32>, tensor<1xi64>) -> tensor<1x1x1xf32>
    ov.yield %77, %30, %22, %32, %73, %25, %26, %27, %79 : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x1x1xf32>
  }
  %20 = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %21 = ov.Transpose.v1 %19, %20 : (tensor<?x1x1xf32>, tensor<3xi64>) -> tensor<1x3x1xf32>
  %out = "tf.Neg"(%21) <{T = f32}> : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  func.return %out : tensor<1x3x1xf32>
}
