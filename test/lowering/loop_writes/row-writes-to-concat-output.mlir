// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// The pattern is one of convert-tflite-to-ov's families, which runs on a module holding ops of
// its frontend: each case returns through a tflite.NEG.

// A carried [4, 1, 2] that each of the Loop's 4 iterations writes one row of, at the row the
// iteration's number counts (as TFLite writes a TensorList), is the Loop's concatenated output
// of the items: nothing carried, every row written, the initial tensor never read. The result
// keeps its 4 rows.

// CHECK-LABEL: func.func @rows
// CHECK:         %{{.*}}, %{{.*}}, %[[ROWS:.*]] = ov.Loop.v5 %{{.*}}, %{{.*}}, %{{.*}}, %x {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<1x2xf32>) -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
// CHECK-NEXT:    ^bb0(%{{.*}}: tensor<i64>, %[[I:.*]]: tensor<i32>, %[[Y:.*]]: tensor<1x2xf32>):
// CHECK-NOT:       ov.ScatterNDUpdate.v15
// CHECK:           %[[NY:.*]] = ov.Tanh.v0 %[[Y]]
// CHECK:           %[[ITEM:.*]] = ov.Unsqueeze.v0 %[[NY]]
// CHECK-NOT:       ov.ScatterNDUpdate.v15
// CHECK:           ov.yield %{{.*}}, %{{.*}}, %[[NY]], %[[ITEM]] : tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<1x1x2xf32>
// CHECK:         ov.Negative.v0 %[[ROWS]]
func.func @rows(%x: tensor<1x2xf32>, %buf: tensor<4x1x2xf32>) -> tensor<4x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %i, %y, %rows = ov.Loop.v5 %trip, %true, %zero, %x, %buf : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %ai: tensor<i32>, %ay: tensor<1x2xf32>, %ab: tensor<4x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %ni = ov.Add.v1 %ai, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %ny = ov.Tanh.v0 %ay : tensor<1x2xf32>
    %shape = ov.Constant.v0 dense<1> : tensor<2xi64>
    %at = ov.Reshape.v1 %ai, %shape {special_zero = false} : (tensor<i32>, tensor<2xi64>) -> tensor<1x1xi32>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %item = ov.Unsqueeze.v0 %ny, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    %nb = ov.ScatterNDUpdate.v15 %ab, %at, %item : (tensor<4x1x2xf32>, tensor<1x1xi32>, tensor<1x1x2xf32>) -> tensor<4x1x2xf32>
    %limit = ov.Constant.v0 dense<4> : tensor<i32>
    %next = ov.Less.v1 %ni, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    ov.yield %next, %ni, %ny, %nb : tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>
  }
  %out = tflite.NEG %rows : (tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
  func.return %out : tensor<4x1x2xf32>
}

// -----

// Must not fire: 3 iterations write 3 of the 4 rows; row 3 keeps the initial tensor's.

// CHECK-LABEL: func.func @fewer_iterations
// CHECK:         ov.Loop.v5 {{.*}}, %buf : {{.*}} -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
// CHECK:           ov.ScatterNDUpdate.v15
func.func @fewer_iterations(%x: tensor<1x2xf32>, %buf: tensor<4x1x2xf32>) -> tensor<4x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %i, %y, %rows = ov.Loop.v5 %trip, %true, %zero, %x, %buf : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %ai: tensor<i32>, %ay: tensor<1x2xf32>, %ab: tensor<4x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %ni = ov.Add.v1 %ai, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %ny = ov.Tanh.v0 %ay : tensor<1x2xf32>
    %shape = ov.Constant.v0 dense<1> : tensor<2xi64>
    %at = ov.Reshape.v1 %ai, %shape {special_zero = false} : (tensor<i32>, tensor<2xi64>) -> tensor<1x1xi32>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %item = ov.Unsqueeze.v0 %ny, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    %nb = ov.ScatterNDUpdate.v15 %ab, %at, %item : (tensor<4x1x2xf32>, tensor<1x1xi32>, tensor<1x1x2xf32>) -> tensor<4x1x2xf32>
    %limit = ov.Constant.v0 dense<3> : tensor<i32>
    %next = ov.Less.v1 %ni, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    ov.yield %next, %ni, %ny, %nb : tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>
  }
  %out = tflite.NEG %rows : (tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
  func.return %out : tensor<4x1x2xf32>
}

// -----

// Must not fire: the row written is the next iteration's number (i + 1), not the iteration's.

// CHECK-LABEL: func.func @ahead
// CHECK:         ov.Loop.v5 {{.*}}, %buf : {{.*}} -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
// CHECK:           ov.ScatterNDUpdate.v15
func.func @ahead(%x: tensor<1x2xf32>, %buf: tensor<4x1x2xf32>) -> tensor<4x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %i, %y, %rows = ov.Loop.v5 %trip, %true, %zero, %x, %buf : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %ai: tensor<i32>, %ay: tensor<1x2xf32>, %ab: tensor<4x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %ni = ov.Add.v1 %ai, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %ny = ov.Tanh.v0 %ay : tensor<1x2xf32>
    %shape = ov.Constant.v0 dense<1> : tensor<2xi64>
    %at = ov.Reshape.v1 %ni, %shape {special_zero = false} : (tensor<i32>, tensor<2xi64>) -> tensor<1x1xi32>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %item = ov.Unsqueeze.v0 %ny, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    %nb = ov.ScatterNDUpdate.v15 %ab, %at, %item : (tensor<4x1x2xf32>, tensor<1x1xi32>, tensor<1x1x2xf32>) -> tensor<4x1x2xf32>
    %limit = ov.Constant.v0 dense<4> : tensor<i32>
    %next = ov.Less.v1 %ni, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    ov.yield %next, %ni, %ny, %nb : tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>
  }
  %out = tflite.NEG %rows : (tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
  func.return %out : tensor<4x1x2xf32>
}

// -----

// Must not fire: the body also reads the tensor it writes (a running sum over its rows).

// CHECK-LABEL: func.func @read_back
// CHECK:         ov.Loop.v5 {{.*}}, %buf : {{.*}} -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
// CHECK:           ov.ScatterNDUpdate.v15
func.func @read_back(%x: tensor<1x2xf32>, %buf: tensor<4x1x2xf32>) -> tensor<4x1x2xf32> {
  %zero = ov.Constant.v0 dense<0> : tensor<i32>
  %true = ov.Constant.v0 dense<true> : tensor<i1>
  %trip = ov.Constant.v0 dense<-1> : tensor<i64>
  %i, %y, %rows = ov.Loop.v5 %trip, %true, %zero, %x, %buf : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) -> (tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>) {
  ^bb0(%it: tensor<i64>, %ai: tensor<i32>, %ay: tensor<1x2xf32>, %ab: tensor<4x1x2xf32>):
    %one = ov.Constant.v0 dense<1> : tensor<i32>
    %ni = ov.Add.v1 %ai, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %axes = ov.Constant.v0 dense<0> : tensor<1xi64>
    %sum = ov.ReduceSum.v1 %ab, %axes : (tensor<4x1x2xf32>, tensor<1xi64>) -> tensor<1x2xf32>
    %ny = ov.Add.v1 %ay, %sum : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %shape = ov.Constant.v0 dense<1> : tensor<2xi64>
    %at = ov.Reshape.v1 %ai, %shape {special_zero = false} : (tensor<i32>, tensor<2xi64>) -> tensor<1x1xi32>
    %a = ov.Constant.v0 dense<0> : tensor<1xi64>
    %item = ov.Unsqueeze.v0 %ny, %a : (tensor<1x2xf32>, tensor<1xi64>) -> tensor<1x1x2xf32>
    %nb = ov.ScatterNDUpdate.v15 %ab, %at, %item : (tensor<4x1x2xf32>, tensor<1x1xi32>, tensor<1x1x2xf32>) -> tensor<4x1x2xf32>
    %limit = ov.Constant.v0 dense<4> : tensor<i32>
    %next = ov.Less.v1 %ni, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    ov.yield %next, %ni, %ny, %nb : tensor<i1>, tensor<i32>, tensor<1x2xf32>, tensor<4x1x2xf32>
  }
  %out = tflite.NEG %rows : (tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
  func.return %out : tensor<4x1x2xf32>
}
