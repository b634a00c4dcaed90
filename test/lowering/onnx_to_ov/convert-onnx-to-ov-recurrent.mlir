// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// GRU, time-major (layout 0): X [T, N, I] becomes [N, T, I]; the missing initial state is zeros
// [N, D, H], the missing lengths T for every row, the missing bias zeros [D, 3 * H]. Y comes
// back from [N, D, T, H] to [T, D, N, H], Y_h from [N, D, H] to [D, N, H].

// CHECK-LABEL: func.func @gru
// CHECK-SAME:    (%[[X:.*]]: tensor<3x2x4xf32>, %[[W:.*]]: tensor<1x15x4xf32>, %[[R:.*]]: tensor<1x15x5xf32>)
// CHECK-NEXT:    %[[P1:.*]] = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[XT:.*]] = ov.Transpose.v1 %[[X]], %[[P1]] : (tensor<3x2x4xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[H0:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<2x1x5xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.Constant.v0 dense<3> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x15xf32>
// CHECK-NEXT:    %[[Y:.*]], %[[HO:.*]] = ov.GRUSequence.v5 %[[XT]], %[[H0]], %[[L]], %[[W]], %[[R]], %[[B]] {hidden_size = 5 : i64, direction = "forward"} : (tensor<2x3x4xf32>, tensor<2x1x5xf32>, tensor<2xi64>, tensor<1x15x4xf32>, tensor<1x15x5xf32>, tensor<1x15xf32>) -> (tensor<2x1x3x5xf32>, tensor<2x1x5xf32>)
// CHECK-NEXT:    %[[P2:.*]] = ov.Constant.v0 dense<[2, 1, 0, 3]> : tensor<4xi64>
// CHECK-NEXT:    %[[YT:.*]] = ov.Transpose.v1 %[[Y]], %[[P2]] : (tensor<2x1x3x5xf32>, tensor<4xi64>) -> tensor<3x1x2x5xf32>
// CHECK-NEXT:    %[[P3:.*]] = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[HT:.*]] = ov.Transpose.v1 %[[HO]], %[[P3]] : (tensor<2x1x5xf32>, tensor<3xi64>) -> tensor<1x2x5xf32>
// CHECK-NEXT:    func.return %[[YT]], %[[HT]]
func.func @gru(%x: tensor<3x2x4xf32>, %w: tensor<1x15x4xf32>, %r: tensor<1x15x5xf32>) -> (tensor<3x1x2x5xf32>, tensor<1x2x5xf32>) {
  %y, %h = "onnx.GRU"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>}> : (tensor<3x2x4xf32>, tensor<1x15x4xf32>, tensor<1x15x5xf32>) -> (tensor<3x1x2x5xf32>, tensor<1x2x5xf32>)
  func.return %y, %h : tensor<3x1x2x5xf32>, tensor<1x2x5xf32>
}

// -----

// LSTM, batch-major (layout 1, no transposes), bidirectional, only Y_c used: the bias halves
// are added, and W, R and B go from ONNX's gate order i, o, f, c to OpenVINO's f, i, c, o.

// CHECK-LABEL: func.func @lstm_batchwise
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[W:.*]]: tensor<2x12x4xf32>, %[[R:.*]]: tensor<2x12x3xf32>, %[[B:.*]]: tensor<2x24xf32>, %[[L:.*]]: tensor<2xi32>, %[[H0:.*]]: tensor<2x2x3xf32>, %[[C0:.*]]: tensor<2x2x3xf32>)
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[BW:.*]], %[[BR:.*]] = ov.Split.v1 %[[B]], %[[A1]] {num_splits = 2 : i64}
// CHECK-NEXT:    %[[BSUM:.*]] = ov.Add.v1 %[[BW]], %[[BR]] : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
// CHECK-NEXT:    %[[A2:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[WI:.*]], %[[WO:.*]], %[[WF:.*]], %[[WC:.*]] = ov.Split.v1 %[[W]], %[[A2]] {num_splits = 4 : i64}
// CHECK-NEXT:    %[[WOV:.*]] = ov.Concat.v0 %[[WF]], %[[WI]], %[[WC]], %[[WO]] {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x12x4xf32>
// CHECK:         %[[ROV:.*]] = ov.Concat.v0
// CHECK:         %[[BOV:.*]] = ov.Concat.v0
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %[[CO:.*]] = ov.LSTMSequence.v5 %[[X]], %[[H0]], %[[C0]], %[[L]], %[[WOV]], %[[ROV]], %[[BOV]] {hidden_size = 3 : i64, direction = "bidirectional"} : (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2xi32>, tensor<2x12x4xf32>, tensor<2x12x3xf32>, tensor<2x12xf32>) -> (tensor<2x2x3x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>)
// CHECK-NEXT:    func.return %[[CO]] : tensor<2x2x3xf32>
func.func @lstm_batchwise(%x: tensor<2x3x4xf32>, %w: tensor<2x12x4xf32>, %r: tensor<2x12x3xf32>, %b: tensor<2x24xf32>, %l: tensor<2xi32>, %h0: tensor<2x2x3xf32>, %c0: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
  %c = "onnx.LSTM"(%x, %w, %r, %b, %l, %h0, %c0) <{version = 22 : i64, hidden_size = 3 : i64, layout = 1 : i64, direction = "bidirectional", operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0>, resultSegmentSizes = array<i32: 0, 0, 1>}> : (tensor<2x3x4xf32>, tensor<2x12x4xf32>, tensor<2x12x3xf32>, tensor<2x24xf32>, tensor<2xi32>, tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  func.return %c : tensor<2x2x3xf32>
}

// -----

// RNN over a time axis of unknown length: the lengths are T read at run time (ShapeOf),
// broadcast over the batch; Relu is OpenVINO's relu.

// CHECK-LABEL: func.func @rnn
// CHECK:         %[[XT:.*]] = ov.Transpose.v1 %{{.*}} -> tensor<2x?x4xf32>
// CHECK-NEXT:    %[[H0:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<2x1x5xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[XT]]
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[T:.*]] = ov.Gather.v8 %[[SHAPE]], %[[I]], %[[A]]
// CHECK-NEXT:    %[[N:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[L:.*]] = ov.Broadcast.v3 %[[T]], %[[N]] : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
// CHECK:         %{{.*}}, %[[HO:.*]] = ov.RNNSequence.v5 %[[XT]], %[[H0]], %[[L]], %{{.*}} {activations = ["relu"], hidden_size = 5 : i64, direction = "forward"}
func.func @rnn(%x: tensor<?x2x4xf32>, %w: tensor<1x5x4xf32>, %r: tensor<1x5x5xf32>, %b: tensor<1x10xf32>) -> tensor<1x2x5xf32> {
  %h = "onnx.RNN"(%x, %w, %r, %b) <{version = 14 : i64, hidden_size = 5 : i64, activations = ["Relu"], operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<?x2x4xf32>, tensor<1x5x4xf32>, tensor<1x5x5xf32>, tensor<1x10xf32>) -> tensor<1x2x5xf32>
  func.return %h : tensor<1x2x5xf32>
}

// -----

// A dynamic batch: the missing initial state is a zero broadcast to [N, D, H], its N read from
// the shape at run time and joined to [D, H] along the one axis of the shapes; the missing
// lengths are T broadcast to [N].

// CHECK-LABEL: func.func @gru_dynamic_batch
// CHECK-SAME:    (%[[X:.*]]: tensor<3x?x4xf32>, %[[W:.*]]: tensor<1x15x4xf32>, %[[R:.*]]: tensor<1x15x5xf32>)
// CHECK-NEXT:    %[[P1:.*]] = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[XT:.*]] = ov.Transpose.v1 %[[X]], %[[P1]] : (tensor<3x?x4xf32>, tensor<3xi64>) -> tensor<?x3x4xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[XT]] : (tensor<?x3x4xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[GATHER_AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[N:.*]] = ov.Gather.v8 %[[SHAPE]], %[[AXIS]], %[[GATHER_AXIS]] : (tensor<3xi64>, tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
// CHECK-NEXT:    %[[DH:.*]] = ov.Constant.v0 dense<[1, 5]> : tensor<2xi64>
// CHECK-NEXT:    %[[NDH:.*]] = ov.Concat.v0 %[[N]], %[[DH]] {axis = 0 : i64} : (tensor<1xi64>, tensor<2xi64>) -> tensor<3xi64>
// CHECK-NEXT:    %[[H0:.*]] = ov.Broadcast.v3 %[[ZERO]], %[[NDH]] : (tensor<f32>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK:         %[[L:.*]] = ov.Broadcast.v3 %[[T]], %{{.*}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<?xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1x15xf32>
// CHECK-NEXT:    %{{.*}}, %[[HO:.*]] = ov.GRUSequence.v5 %[[XT]], %[[H0]], %[[L]], %[[W]], %[[R]], %[[B]]
func.func @gru_dynamic_batch(%x: tensor<3x?x4xf32>, %w: tensor<1x15x4xf32>, %r: tensor<1x15x5xf32>) -> tensor<1x?x5xf32> {
  %h = "onnx.GRU"(%x, %w, %r) <{version = 22 : i64, hidden_size = 5 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (tensor<3x?x4xf32>, tensor<1x15x4xf32>, tensor<1x15x5xf32>) -> tensor<1x?x5xf32>
  func.return %h : tensor<1x?x5xf32>
}
