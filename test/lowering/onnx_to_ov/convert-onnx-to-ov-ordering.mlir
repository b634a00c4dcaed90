// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// TopK is TopK-11 with i64 indices and `stable` (ONNX puts the lower index first among equal
// values); K, a 1-element tensor, becomes a scalar, and TopK-1's attribute a constant. A k known
// only at run time leaves the axis `?`.

// CHECK-LABEL: func.func @top_k
// CHECK-SAME:    (%[[X:.*]]: tensor<3x5xf32>, %[[K:.*]]: tensor<1xi64>)
// CHECK-NEXT:    %[[SCALAR:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[KS:.*]] = ov.Reshape.v1 %[[K]], %[[SCALAR]] {special_zero = false} : (tensor<1xi64>, tensor<0xi64>) -> tensor<i64>
// CHECK-NEXT:    %[[V:.*]], %[[I:.*]] = ov.TopK.v11 %[[X]], %[[KS]] {axis = -1 : i64, mode = "min", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<3x?xf32>, tensor<3x?xi64>)
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2> : tensor<i64>
// CHECK-NEXT:    %[[W:.*]], %[[J:.*]] = ov.TopK.v11 %[[X]], %[[TWO]] {axis = 0 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
// CHECK-NEXT:    func.return %[[V]], %[[I]], %[[W]], %[[J]]
func.func @top_k(%x: tensor<3x5xf32>, %k: tensor<1xi64>) -> (tensor<3x?xf32>, tensor<3x?xi64>, tensor<2x5xf32>, tensor<2x5xi64>) {
  %v, %i = "onnx.TopK"(%x, %k) <{version = 11 : i64, axis = -1 : i64, largest = 0 : i64}> : (tensor<3x5xf32>, tensor<1xi64>) -> (tensor<3x?xf32>, tensor<3x?xi64>)
  %w, %j = "onnx.TopK"(%x) <{version = 1 : i64, axis = 0 : i64, k = 2 : i64}> : (tensor<3x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
  func.return %v, %i, %w, %j : tensor<3x?xf32>, tensor<3x?xi64>, tensor<2x5xf32>, tensor<2x5xi64>
}

// -----

// ArgMax / ArgMin are TopK's indices with k = 1, squeezed without keepdims. select_last_index
// reads the axis backwards (a Slice with step -1) and counts the index from the back:
// (dim - 1) - index.

// CHECK-LABEL: func.func @arg_max
// CHECK-SAME:    (%[[X:.*]]: tensor<3x5xf32>)
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %[[A:.*]] = ov.TopK.v11 %[[X]], %[[ONE]] {axis = 1 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<3x1xf32>, tensor<3x1xi64>)
// CHECK-NEXT:    %[[START:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[STOP:.*]] = ov.Constant.v0 dense<-9223372036854775808> : tensor<1xi64>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[BACKWARDS:.*]] = ov.Slice.v8 %[[X]], %[[START]], %[[STOP]], %[[STEP]], %[[AXIS]] : {{.*}} -> tensor<3x5xf32>
// CHECK-NEXT:    %[[ONE2:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %[[FROM_BACK:.*]] = ov.TopK.v11 %[[BACKWARDS]], %[[ONE2]] {axis = 0 : i64, mode = "min", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<1x5xf32>, tensor<1x5xi64>)
// CHECK-NEXT:    %[[DIM:.*]] = ov.Constant.v0 dense<3> : tensor<1xi64>
// CHECK-NEXT:    %[[ONE3:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[LAST:.*]] = ov.Subtract.v1 %[[DIM]], %[[ONE3]] : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT:    %[[INDEX:.*]] = ov.Subtract.v1 %[[LAST]], %[[FROM_BACK]] : (tensor<1xi64>, tensor<1x5xi64>) -> tensor<1x5xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Squeeze.v0 %[[INDEX]], %[[AXES]] : (tensor<1x5xi64>, tensor<1xi64>) -> tensor<5xi64>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @arg_max(%x: tensor<3x5xf32>) -> (tensor<3x1xi64>, tensor<5xi64>) {
  %a = "onnx.ArgMax"(%x) <{version = 13 : i64, axis = 1 : i64}> : (tensor<3x5xf32>) -> tensor<3x1xi64>
  %b = "onnx.ArgMin"(%x) <{version = 13 : i64, keepdims = 0 : i64, select_last_index = 1 : i64}> : (tensor<3x5xf32>) -> tensor<5xi64>
  func.return %a, %b : tensor<3x1xi64>, tensor<5xi64>
}

// -----

// A negative axis counts from the back: -1 of a rank-3 tensor is TopK's and Squeeze's axis 2.

// CHECK-LABEL: func.func @arg_max_negative_axis
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %[[I:.*]] = ov.TopK.v11 %x, %[[ONE]] {axis = 2 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<2x3x4xf32>, tensor<i64>) -> (tensor<2x3x1xf32>, tensor<2x3x1xi64>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Squeeze.v0 %[[I]], %[[AXES]] : (tensor<2x3x1xi64>, tensor<1xi64>) -> tensor<2x3xi64>
// CHECK-NEXT:    func.return %[[Y]]
func.func @arg_max_negative_axis(%x: tensor<2x3x4xf32>) -> tensor<2x3xi64> {
  %a = "onnx.ArgMax"(%x) <{version = 13 : i64, axis = -1 : i64, keepdims = 0 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3xi64>
  func.return %a : tensor<2x3xi64>
}

// -----

// CumSum takes its axis as a scalar; ReverseSequence's time_axis is seq_axis.

// CHECK-LABEL: func.func @cum_sum_reverse_sequence
// CHECK-SAME:    (%[[X:.*]]: tensor<4x3xf32>, %[[AXIS:.*]]: tensor<1xi32>, %[[L:.*]]: tensor<3xi64>)
// CHECK-NEXT:    %[[SCALAR:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[A1:.*]] = ov.Reshape.v1 %[[AXIS]], %[[SCALAR]] {special_zero = false} : (tensor<1xi32>, tensor<0xi64>) -> tensor<i32>
// CHECK-NEXT:    %[[A:.*]] = ov.CumSum.v0 %[[X]], %[[A1]] {exclusive = true} : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.ReverseSequence.v0 %[[X]], %[[L]] {batch_axis = 1 : i64, seq_axis = 0 : i64} : (tensor<4x3xf32>, tensor<3xi64>) -> tensor<4x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @cum_sum_reverse_sequence(%x: tensor<4x3xf32>, %axis: tensor<1xi32>, %l: tensor<3xi64>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %a = "onnx.CumSum"(%x, %axis) <{version = 14 : i64, exclusive = 1 : i64}> : (tensor<4x3xf32>, tensor<1xi32>) -> tensor<4x3xf32>
  %b = "onnx.ReverseSequence"(%x, %l) <{version = 10 : i64, batch_axis = 1 : i64, time_axis = 0 : i64}> : (tensor<4x3xf32>, tensor<3xi64>) -> tensor<4x3xf32>
  func.return %a, %b : tensor<4x3xf32>, tensor<4x3xf32>
}
