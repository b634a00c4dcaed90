// RUN: ov-opt %s --split-input-file -p onnx-resolve-sequences --print-debuginfo | filecheck %s

// Construct, insert, erase at constant positions (negative ones count from the back): the
// sequence is a list the compiler follows, and SequenceAt is the element it names.
// [x, y, z] erase -3 -> [y, z]; insert x at -1 -> [y, x, z]; at 1 -> x.

// CHECK-LABEL: func.func @construct_erase_insert_at
// CHECK-SAME:    (%[[X:[^:]*]]: tensor<2x3xf32>
// CHECK-NOT:     onnx.Sequence
// CHECK:         func.return %[[X]] : tensor<2x3xf32>
func.func @construct_erase_insert_at(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %z: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %m3 = "onnx.Constant"() <{value = dense<-3> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %m1 = "onnx.Constant"() <{value = dense<-1> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %one = "onnx.Constant"() <{value = dense<1> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %s = "onnx.SequenceConstruct"(%x, %y, %z) <{version = 11 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> !onnx.seq<tensor<2x3xf32>>
  %e = "onnx.SequenceErase"(%s, %m3) <{version = 11 : i64}> : (!onnx.seq<tensor<2x3xf32>>, tensor<i64>) -> !onnx.seq<tensor<2x3xf32>>
  %i = "onnx.SequenceInsert"(%e, %x, %m1) <{version = 11 : i64}> : (!onnx.seq<tensor<2x3xf32>>, tensor<2x3xf32>, tensor<i64>) -> !onnx.seq<tensor<2x3xf32>>
  %a = "onnx.SequenceAt"(%i, %one) <{version = 11 : i64}> : (!onnx.seq<tensor<2x3xf32>>, tensor<i64>) -> tensor<2x3xf32> loc("at")
  func.return %a : tensor<2x3xf32>
}

// -----

// SequenceEmpty, inserts at the back (no position), an erase of the last element, through an
// Identity: the length is a constant, the element at 0 the first insert.

// CHECK-LABEL: func.func @empty_insert_length
// CHECK-SAME:    (%[[X:[^:]*]]: tensor<4xf32> {{.*}}) -> (tensor<4xf32>, tensor<i64>)
// CHECK-NOT:     onnx.Sequence
// CHECK:         %[[N:.*]] = "onnx.Constant"() <{value = dense<1> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64> loc("n")
// CHECK-NEXT:    func.return %[[X]], %[[N]] : tensor<4xf32>, tensor<i64>
func.func @empty_insert_length(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<*xf32>, tensor<i64>) {
  %zero = "onnx.Constant"() <{value = dense<0> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %e = "onnx.SequenceEmpty"() <{version = 11 : i64}> : () -> !onnx.seq<tensor<*xf32>>
  %s1 = "onnx.SequenceInsert"(%e, %x) <{version = 11 : i64}> : (!onnx.seq<tensor<*xf32>>, tensor<4xf32>) -> !onnx.seq<tensor<*xf32>>
  %s2 = "onnx.SequenceInsert"(%s1, %y) <{version = 11 : i64}> : (!onnx.seq<tensor<*xf32>>, tensor<4xf32>) -> !onnx.seq<tensor<*xf32>>
  %s3 = "onnx.SequenceErase"(%s2) <{version = 11 : i64}> : (!onnx.seq<tensor<*xf32>>) -> !onnx.seq<tensor<*xf32>>
  %s4 = "onnx.Identity"(%s3) <{version = 16 : i64}> : (!onnx.seq<tensor<*xf32>>) -> !onnx.seq<tensor<*xf32>>
  %a = "onnx.SequenceAt"(%s4, %zero) <{version = 11 : i64}> : (!onnx.seq<tensor<*xf32>>, tensor<i64>) -> tensor<*xf32>
  %n = "onnx.SequenceLength"(%s4) <{version = 11 : i64}> : (!onnx.seq<tensor<*xf32>>) -> tensor<i64> loc("n")
  func.return %a, %n : tensor<*xf32>, tensor<i64>
}

// -----

// SplitToSequence without `split`, keepdims=0: parts of length 1, each squeezed.

// CHECK-LABEL: func.func @split_no_keepdims
// CHECK:         %[[L:.*]] = "onnx.Constant"() <{value = dense<1> : tensor<3xi64>, version = 13 : i64}>
// CHECK-NEXT:    %[[P0:[^,]*]], %[[P1:[^,]*]], %[[P2:[^ ]*]] = "onnx.Split"(%{{.*}}, %[[L]]) <{axis = 1 : i64, version = 13 : i64}> : (tensor<2x3xf32>, tensor<3xi64>) -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>)
// CHECK-NEXT:    %[[AX:.*]] = "onnx.Constant"() <{value = dense<1> : tensor<1xi64>, version = 13 : i64}>
// CHECK-NEXT:    "onnx.Squeeze"(%[[P0]], %[[AX]]) <{version = 13 : i64}> : (tensor<2x1xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT:    "onnx.Squeeze"(%[[P1]], %[[AX]])
// CHECK-NEXT:    %[[LAST:.*]] = "onnx.Squeeze"(%[[P2]], %[[AX]])
// CHECK-NOT:     onnx.Sequence
// CHECK:         func.return %[[LAST]] : tensor<2xf32>
func.func @split_no_keepdims(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %m1 = "onnx.Constant"() <{value = dense<-1> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %s = "onnx.SplitToSequence"(%x) <{axis = -1 : i64, keepdims = 0 : i64, version = 11 : i64}> : (tensor<2x3xf32>) -> !onnx.seq<tensor<2xf32>>
  %a = "onnx.SequenceAt"(%s, %m1) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  func.return %a : tensor<2xf32>
}

// -----

// A scalar `split` cuts parts of that length, the last one shorter; keepdims does not apply.

// CHECK-LABEL: func.func @split_scalar
// CHECK:         %[[L:.*]] = "onnx.Constant"() <{value = dense<[2, 2, 1]> : tensor<3xi64>, version = 13 : i64}>
// CHECK-NEXT:    %[[P0:[^,]*]], %[[P1:[^,]*]], %[[P2:[^ ]*]] = "onnx.Split"(%{{.*}}, %[[L]]) <{axis = 0 : i64, version = 13 : i64}> : (tensor<5x2xf32>, tensor<3xi64>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>)
// CHECK-NOT:     onnx.Squeeze
// CHECK:         func.return %[[P2]] : tensor<1x2xf32>
func.func @split_scalar(%x: tensor<5x2xf32>) -> tensor<?x2xf32> {
  %two = "onnx.Constant"() <{value = dense<2> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %s = "onnx.SplitToSequence"(%x, %two) <{keepdims = 0 : i64, version = 11 : i64}> : (tensor<5x2xf32>, tensor<i64>) -> !onnx.seq<tensor<?x2xf32>>
  %a = "onnx.SequenceAt"(%s, %two) <{version = 11 : i64}> : (!onnx.seq<tensor<?x2xf32>>, tensor<i64>) -> tensor<?x2xf32>
  func.return %a : tensor<?x2xf32>
}

// -----

// Part lengths computed at run time: a 1-D `split` of static length still fixes the number of
// parts, so the sequence has 3 elements, each of a length OpenVINO computes.

// CHECK-LABEL: func.func @split_run_time_lengths
// CHECK-SAME:    (%[[X:[^:]*]]: tensor<?x4xf32> {{.*}}, %[[L:[^:]*]]: tensor<3xi64>
// CHECK:         %[[P0:[^,]*]], %[[P1:[^,]*]], %[[P2:[^ ]*]] = "onnx.Split"(%[[X]], %[[L]]) <{axis = 0 : i64, version = 13 : i64}> : (tensor<?x4xf32>, tensor<3xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>)
// CHECK:         %[[N:.*]] = "onnx.Constant"() <{value = dense<3> : tensor<i64>, version = 13 : i64}>
// CHECK-NEXT:    func.return %[[P1]], %[[N]]
func.func @split_run_time_lengths(%x: tensor<?x4xf32>, %lengths: tensor<3xi64>) -> (tensor<?x4xf32>, tensor<i64>) {
  %one = "onnx.Constant"() <{value = dense<1> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %s = "onnx.SplitToSequence"(%x, %lengths) <{version = 11 : i64}> : (tensor<?x4xf32>, tensor<3xi64>) -> !onnx.seq<tensor<?x4xf32>>
  %a = "onnx.SequenceAt"(%s, %one) <{version = 11 : i64}> : (!onnx.seq<tensor<?x4xf32>>, tensor<i64>) -> tensor<?x4xf32>
  %n = "onnx.SequenceLength"(%s) <{version = 11 : i64}> : (!onnx.seq<tensor<?x4xf32>>) -> tensor<i64>
  func.return %a, %n : tensor<?x4xf32>, tensor<i64>
}

// -----

// ConcatFromSequence is Concat; with new_axis=1 each element is unsqueezed first, at the axis
// counted in the stacked rank (-1 of a rank-2 element is 2).

// CHECK-LABEL: func.func @concat_from_sequence
// CHECK-SAME:    (%[[X:[^:]*]]: tensor<2x3xf32> {{.*}}, %[[Y:[^:]*]]: tensor<2x3xf32>
// CHECK:         %[[C:.*]] = "onnx.Concat"(%[[X]], %[[Y]]) <{axis = 0 : i64, version = 13 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32> loc("cat")
// CHECK:         %[[AX:.*]] = "onnx.Constant"() <{value = dense<2> : tensor<1xi64>, version = 13 : i64}> : () -> tensor<1xi64> loc("stack/onnx.Constant")
// CHECK-NEXT:    %[[UX:.*]] = "onnx.Unsqueeze"(%[[X]], %[[AX]]) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
// CHECK-NEXT:    %[[UY:.*]] = "onnx.Unsqueeze"(%[[Y]], %[[AX]])
// CHECK-NEXT:    %[[S:.*]] = "onnx.Concat"(%[[UX]], %[[UY]]) <{axis = 2 : i64, version = 13 : i64}> : (tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x2xf32> loc("stack")
// CHECK-NEXT:    func.return %[[C]], %[[S]]
func.func @concat_from_sequence(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<2x3x2xf32>) {
  %s = "onnx.SequenceConstruct"(%x, %y) <{version = 11 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> !onnx.seq<tensor<2x3xf32>>
  %c = "onnx.ConcatFromSequence"(%s) <{axis = 0 : i64, version = 11 : i64}> : (!onnx.seq<tensor<2x3xf32>>) -> tensor<4x3xf32> loc("cat")
  %t = "onnx.ConcatFromSequence"(%s) <{axis = -1 : i64, new_axis = 1 : i64, version = 11 : i64}> : (!onnx.seq<tensor<2x3xf32>>) -> tensor<2x3x2xf32> loc("stack")
  func.return %c, %t : tensor<4x3xf32>, tensor<2x3x2xf32>
}

// -----

// SequenceMap over a known sequence and a tensor: the body once per element, each copy located
// in the unrolling of node 'map'; the outputs gather into a known sequence again.

// CHECK-LABEL: func.func @sequence_map
// CHECK-SAME:    (%[[X:[^:]*]]: tensor<3xf32> {{.*}}, %[[Y:[^:]*]]: tensor<3xf32> {{.*}}, %[[B:[^:]*]]: tensor<3xf32>
// CHECK:         %[[A0:.*]] = "onnx.Add"(%[[X]], %[[B]]) {{.*}} loc(callsite("map/0/add" at fused<"SequenceMap-17">["map"]))
// CHECK-NEXT:    %[[A1:.*]] = "onnx.Add"(%[[Y]], %[[B]]) {{.*}} loc(callsite("map/1/add" at fused<"SequenceMap-17">["map"]))
// CHECK-NEXT:    %[[C:.*]] = "onnx.Concat"(%[[A0]], %[[A1]]) <{axis = 0 : i64, version = 13 : i64}>
// CHECK-NEXT:    func.return %[[C]]
func.func @sequence_map(%x: tensor<3xf32>, %y: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<6xf32> {
  %s = "onnx.SequenceConstruct"(%x, %y) <{version = 11 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> !onnx.seq<tensor<3xf32>>
  %m = "onnx.SequenceMap"(%s, %b) <{version = 17 : i64}> ({
  ^bb0(%e: tensor<3xf32>, %t: tensor<3xf32>):
    %r = "onnx.Add"(%e, %t) <{version = 14 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32> loc("add")
    onnx.Yield %r : tensor<3xf32>
  }) : (!onnx.seq<tensor<3xf32>>, tensor<3xf32>) -> !onnx.seq<tensor<3xf32>> loc("map")
  %c = "onnx.ConcatFromSequence"(%m) <{axis = 0 : i64, version = 11 : i64}> : (!onnx.seq<tensor<3xf32>>) -> tensor<6xf32>
  func.return %c : tensor<6xf32>
}

// -----

// No sequence: the pass leaves the function as it is.

// CHECK-LABEL: func.func @no_sequence
// CHECK-NEXT:    %[[Y:.*]] = "onnx.Relu"
// CHECK-NEXT:    func.return %[[Y]]
func.func @no_sequence(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
