// RUN: ov-opt %s --split-input-file -p gna-decompose-rnn | filecheck %s

// Negative cases, one per condition of DecomposeSequence (only it fails; the sequence op stays).
// Condition -> case:
//   sequence-op            every case's other ops (removed, the pass crashes on the first one)
//   static-x               @dynamic_steps (removed, the pass crashes)
//   constant-w             @w_not_constant (removed, the pass crashes)
//   constant-r             @r_not_constant (removed, the pass crashes)
//   constant-b             @b_not_constant (removed, the pass crashes)
//   constant-lengths       @lengths_not_constant (removed, the pass crashes)
//   lengths-size-is-batch  unreachable: the verifier merges the lengths' size with X's batch,
//                          and both are static here (removed, the file still passes)
//   lengths-are-steps      @lengths_short
// Each reachable condition removed in turn fails this file (7 of 7).

// An LSTM over 2 steps: X split per step; each step x W^T + h R^T + B, split into the gates
// f, i, c, o; C = f * C + i * tanh(c); H = o * tanh(C); Y and the final states re-joined.

// CHECK-LABEL: func.func @lstm
// CHECK-NOT:     ov.LSTMSequence
// CHECK:         %[[XS:.*]], %[[XS2:.*]] = ov.Split.v1 %x, %{{.*}} {num_splits = 2 : i64}
// CHECK:         %[[X0:.*]] = ov.Reshape.v1 %[[XS]], {{.*}} -> tensor<1x2xf32>
// CHECK:         %[[XW:.*]] = ov.MatMul.v0 %[[X0]], %{{.*}} : (tensor<1x2xf32>, tensor<2x12xf32>) -> tensor<1x12xf32>
// CHECK:         %[[HR:.*]] = ov.MatMul.v0 %{{.*}}, %{{.*}} : (tensor<1x3xf32>, tensor<3x12xf32>) -> tensor<1x12xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[XW]], %[[HR]]
// CHECK:         %[[G:.*]] = ov.Add.v1 %[[S]], %{{.*}} : (tensor<1x12xf32>, tensor<12xf32>) -> tensor<1x12xf32>
// CHECK:         %[[F:.*]], %[[I:.*]], %[[C:.*]], %[[O:.*]] = ov.Split.v1 %[[G]], %{{.*}} {num_splits = 4 : i64}
// CHECK-NEXT:    %[[SF:.*]] = ov.Sigmoid.v0 %[[F]]
// CHECK-NEXT:    %[[KEPT:.*]] = ov.Multiply.v1 %[[SF]], %{{.*}}
// CHECK-NEXT:    %[[SI:.*]] = ov.Sigmoid.v0 %[[I]]
// CHECK-NEXT:    %[[TC:.*]] = ov.Tanh.v0 %[[C]]
// CHECK-NEXT:    %[[NEW:.*]] = ov.Multiply.v1 %[[SI]], %[[TC]]
// CHECK-NEXT:    %[[C1:.*]] = ov.Add.v1 %[[KEPT]], %[[NEW]]
// CHECK-NEXT:    %[[SO:.*]] = ov.Sigmoid.v0 %[[O]]
// CHECK-NEXT:    %[[TC1:.*]] = ov.Tanh.v0 %[[C1]]
// CHECK-NEXT:    %[[H1:.*]] = ov.Multiply.v1 %[[SO]], %[[TC1]]
// CHECK-COUNT-2: ov.Sigmoid.v0
// CHECK:         %[[Y:.*]] = ov.Concat.v0 %{{.*}}, %{{.*}} {axis = 2 : i64} : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x2x3xf32>
// CHECK:         func.return %[[Y]], %{{.*}}, %{{.*}} : tensor<1x1x2x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>
func.func @lstm(%x: tensor<1x2x2xf32>, %h: tensor<1x1x3xf32>, %c: tensor<1x1x3xf32>) -> (tensor<1x1x2x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) {
  %len = ov.Constant.v0 dense<2> : tensor<1xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x12x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x12x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x12xf32>
  %y, %ho, %co = ov.LSTMSequence.v5 %x, %h, %c, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x2x2xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x12x2xf32>, tensor<1x12x3xf32>, tensor<1x12xf32>) -> (tensor<1x1x2x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>)
  func.return %y, %ho, %co : tensor<1x1x2x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>
}

// -----

// A GRU step: z and r from one MatMul pair; (1 - z) is z * -1 + 1, no Subtract. One step and
// one direction: X and the initial state are reshaped, not split in one.

// CHECK-LABEL: func.func @gru
// CHECK-NOT:     ov.GRUSequence
// CHECK-NOT:     num_splits = 1
// CHECK:         %[[Z:.*]], %[[R:.*]] = ov.Split.v1 %{{.*}}, %{{.*}} {num_splits = 2 : i64}
// CHECK-NEXT:    %[[SZ:.*]] = ov.Sigmoid.v0 %[[Z]]
// CHECK-NEXT:    %[[SR:.*]] = ov.Sigmoid.v0 %[[R]]
// CHECK:         %[[RH:.*]] = ov.Multiply.v1 %[[SR]], %{{.*}}
// CHECK:         ov.MatMul.v0 %[[RH]]
// CHECK:         %[[T:.*]] = ov.Tanh.v0
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00>
// CHECK-NEXT:    %[[NZ:.*]] = ov.Multiply.v1 %[[SZ]], %[[M1]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00>
// CHECK-NEXT:    %[[KEEP:.*]] = ov.Add.v1 %[[NZ]], %[[ONE]]
// CHECK-NEXT:    %[[A:.*]] = ov.Multiply.v1 %[[KEEP]], %[[T]]
// CHECK-NEXT:    %[[B:.*]] = ov.Multiply.v1 %[[SZ]], %{{.*}}
// CHECK-NEXT:    ov.Add.v1 %[[A]], %[[B]]
// CHECK-NOT:     ov.Subtract
func.func @gru(%x: tensor<2x1x2xf32>, %h: tensor<2x1x3xf32>) -> tensor<2x1x1x3xf32> {
  %len = ov.Constant.v0 dense<1> : tensor<2xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x9x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x9x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x9xf32>
  %y, %ho = ov.GRUSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<2x1x2xf32>, tensor<2x1x3xf32>, tensor<2xi64>, tensor<1x9x2xf32>, tensor<1x9x3xf32>, tensor<1x9xf32>) -> (tensor<2x1x1x3xf32>, tensor<2x1x3xf32>)
  func.return %y : tensor<2x1x1x3xf32>
}

// -----

// A dynamic number of steps.

// CHECK-LABEL: func.func @dynamic_steps
// CHECK:         ov.RNNSequence.v5 %x
// CHECK-NOT:     ov.MatMul
func.func @dynamic_steps(%x: tensor<1x?x2xf32>, %h: tensor<1x1x3xf32>) -> tensor<1x1x?x3xf32> {
  %len = ov.Constant.v0 dense<3> : tensor<1xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x3x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x3x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x3xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x?x2xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x3x2xf32>, tensor<1x3x3xf32>, tensor<1x3xf32>) -> (tensor<1x1x?x3xf32>, tensor<1x1x3xf32>)
  func.return %y : tensor<1x1x?x3xf32>
}

// -----

// W known only at run time.

// CHECK-LABEL: func.func @w_not_constant
// CHECK:         ov.RNNSequence.v5 %x
// CHECK-NOT:     ov.MatMul
func.func @w_not_constant(%x: tensor<1x3x2xf32>, %h: tensor<1x1x3xf32>, %w: tensor<1x3x2xf32>) -> tensor<1x1x3x3xf32> {
  %len = ov.Constant.v0 dense<3> : tensor<1xi64>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x3x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x3xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x3x2xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x3x2xf32>, tensor<1x3x3xf32>, tensor<1x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3xf32>)
  func.return %y : tensor<1x1x3x3xf32>
}

// -----

// R known only at run time.

// CHECK-LABEL: func.func @r_not_constant
// CHECK:         ov.RNNSequence.v5 %x
// CHECK-NOT:     ov.MatMul
func.func @r_not_constant(%x: tensor<1x3x2xf32>, %h: tensor<1x1x3xf32>, %r: tensor<1x3x3xf32>) -> tensor<1x1x3x3xf32> {
  %len = ov.Constant.v0 dense<3> : tensor<1xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x3x2xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x3xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x3x2xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x3x2xf32>, tensor<1x3x3xf32>, tensor<1x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3xf32>)
  func.return %y : tensor<1x1x3x3xf32>
}

// -----

// B known only at run time.

// CHECK-LABEL: func.func @b_not_constant
// CHECK:         ov.RNNSequence.v5 %x
// CHECK-NOT:     ov.MatMul
func.func @b_not_constant(%x: tensor<1x3x2xf32>, %h: tensor<1x1x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x1x3x3xf32> {
  %len = ov.Constant.v0 dense<3> : tensor<1xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x3x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x3x3xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x3x2xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x3x2xf32>, tensor<1x3x3xf32>, tensor<1x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3xf32>)
  func.return %y : tensor<1x1x3x3xf32>
}

// -----

// Sequence lengths known only at run time.

// CHECK-LABEL: func.func @lengths_not_constant
// CHECK:         ov.RNNSequence.v5 %x
// CHECK-NOT:     ov.MatMul
func.func @lengths_not_constant(%x: tensor<1x3x2xf32>, %h: tensor<1x1x3xf32>, %len: tensor<1xi64>) -> tensor<1x1x3x3xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<1x3x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x3x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x3xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x3x2xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x3x2xf32>, tensor<1x3x3xf32>, tensor<1x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3xf32>)
  func.return %y : tensor<1x1x3x3xf32>
}

// -----

// Lengths shorter than the sequence (they would need masking).

// CHECK-LABEL: func.func @lengths_short
// CHECK:         ov.RNNSequence.v5 %x
// CHECK-NOT:     ov.MatMul
func.func @lengths_short(%x: tensor<1x3x2xf32>, %h: tensor<1x1x3xf32>) -> tensor<1x1x3x3xf32> {
  %len = ov.Constant.v0 dense<2> : tensor<1xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x3x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x3x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x3xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x3x2xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x3x2xf32>, tensor<1x3x3xf32>, tensor<1x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3xf32>)
  func.return %y : tensor<1x1x3x3xf32>
}

// -----

// An LSTMSequence nothing reads is erased, not decomposed into cells nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x2xf32>, %h: tensor<1x1x3xf32>, %c: tensor<1x1x3xf32>) -> tensor<1x2x2xf32> {
  %len = ov.Constant.v0 dense<2> : tensor<1xi64>
  %w = ov.Constant.v0 dense<0.1> : tensor<1x12x2xf32>
  %r = ov.Constant.v0 dense<0.2> : tensor<1x12x3xf32>
  %b = ov.Constant.v0 dense<0.3> : tensor<1x12xf32>
  %y, %ho, %co = ov.LSTMSequence.v5 %x, %h, %c, %len, %w, %r, %b {hidden_size = 3 : i64, direction = "forward"} : (tensor<1x2x2xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1xi64>, tensor<1x12x2xf32>, tensor<1x12x3xf32>, tensor<1x12xf32>) -> (tensor<1x1x2x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>)
  func.return %x : tensor<1x2x2xf32>
}
