// RUN: ov-opt %s --split-input-file --verify-diagnostics -p onnx-resolve-sequences | filecheck %s

// A sequence input of the model: no IR can carry it.
func.func @sequence_input(%s: !onnx.seq<tensor<2xf32>> {ovopt.name = "xs"}) -> tensor<i64> {
  %n = "onnx.SequenceLength"(%s) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>) -> tensor<i64>
  func.return %n : tensor<i64>
}
// CHECK: model input 'xs' is a sequence (!onnx.seq<tensor<2xf32>>); OpenVINO has no sequence type, so ovopt takes sequences only inside a model

// -----

// A sequence output of the model, though the compiler knows its elements.
func.func @sequence_output(%x: tensor<2xf32>) -> (!onnx.seq<tensor<2xf32>> {ovopt.name = "ys"}) {
  %s = "onnx.SequenceConstruct"(%x, %x) <{version = 11 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  func.return %s : !onnx.seq<tensor<2xf32>>
}
// CHECK-NEXT: model output 'ys' is a sequence (!onnx.seq<tensor<2xf32>>); OpenVINO has no sequence type, so ovopt takes sequences only inside a model

// -----

// A position computed at run time.
func.func @run_time_position(%x: tensor<2xf32>, %idx: tensor<i64> {ovopt.name = "idx"}) -> tensor<2xf32> {
  %s = "onnx.SequenceConstruct"(%x, %x) <{version = 11 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %a = "onnx.SequenceAt"(%s, %idx) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32> loc("pick")
  func.return %a : tensor<2xf32>
}
// CHECK-NEXT: node 'pick' (SequenceAt-11): its position comes from model input 'idx', computed at run time; ovopt needs sequence positions known at compile time

// -----

// An insert at a run-time position makes the length known but not the order: the insert is named.
func.func @run_time_insert(%x: tensor<2xf32>, %i: tensor<i64>) -> tensor<2xf32> {
  %zero = "onnx.Constant"() <{value = dense<0> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %p = "onnx.Abs"(%i) <{version = 13 : i64}> : (tensor<i64>) -> tensor<i64> loc("where")
  %s = "onnx.SequenceConstruct"(%x, %x) <{version = 11 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %t = "onnx.SequenceInsert"(%s, %x, %p) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>) -> !onnx.seq<tensor<2xf32>> loc("put")
  %a = "onnx.SequenceAt"(%t, %zero) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  func.return %a : tensor<2xf32>
}
// CHECK-NEXT: node 'put' (SequenceInsert-11): its position comes from node 'where', computed at run time; ovopt needs sequence positions known at compile time

// -----

// Without `split`, the number of parts is the axis' length, known here only at run time.
func.func @run_time_count(%x: tensor<?x3xf32> {ovopt.name = "x"}) -> tensor<i64> {
  %s = "onnx.SplitToSequence"(%x) <{version = 11 : i64}> : (tensor<?x3xf32>) -> !onnx.seq<tensor<1x3xf32>> loc("parts")
  %n = "onnx.SequenceLength"(%s) <{version = 11 : i64}> : (!onnx.seq<tensor<1x3xf32>>) -> tensor<i64>
  func.return %n : tensor<i64>
}
// CHECK-NEXT: node 'parts' (SplitToSequence-11): splits model input 'x' (tensor<?x3xf32>) along axis 0, whose length is known only at run time; ovopt needs the number of parts known at compile time

// -----

// A scalar `split` computed at run time: the number of parts is unknown.
func.func @run_time_chunk(%x: tensor<6xf32>, %k: tensor<i64> {ovopt.name = "k"}) -> tensor<i64> {
  %s = "onnx.SplitToSequence"(%x, %k) <{version = 11 : i64}> : (tensor<6xf32>, tensor<i64>) -> !onnx.seq<tensor<?xf32>> loc("chunks")
  %n = "onnx.SequenceLength"(%s) <{version = 11 : i64}> : (!onnx.seq<tensor<?xf32>>) -> tensor<i64>
  func.return %n : tensor<i64>
}
// CHECK-NEXT: node 'chunks' (SplitToSequence-11): its split comes from model input 'k', computed at run time, and is no 1-D tensor of a known length; ovopt needs the number of parts known at compile time

// -----

// A sequence from an op the pass cannot follow.
func.func @opaque_producer(%x: tensor<2xf32>) -> tensor<i64> {
  %s = "onnx.Custom"(%x) <{domain = "com.example", op_type = "MakeList", node_attributes = {}}> : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>> loc("make")
  %n = "onnx.SequenceLength"(%s) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>) -> tensor<i64>
  func.return %n : tensor<i64>
}
// CHECK-NEXT: node 'make' (com.example.MakeList) takes or makes a sequence that ovopt cannot follow at compile time; OpenVINO has no sequence type, and ovopt resolves sequences of a known length through SequenceConstruct/Empty/At/Insert/Erase/Length, SplitToSequence, ConcatFromSequence, SequenceMap only

// -----

// A constant position outside the sequence.
func.func @out_of_range(%x: tensor<2xf32>) -> tensor<2xf32> {
  %two = "onnx.Constant"() <{value = dense<2> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %s = "onnx.SequenceConstruct"(%x, %x) <{version = 11 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %a = "onnx.SequenceAt"(%s, %two) <{version = 11 : i64}> : (!onnx.seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32> loc("at")
  func.return %a : tensor<2xf32>
}
// CHECK-NEXT: node 'at' (SequenceAt-11): position 2 is outside a sequence of 2 tensors

// -----

// ConcatFromSequence of an empty sequence.
func.func @concat_empty() -> tensor<*xf32> {
  %e = "onnx.SequenceEmpty"() <{version = 11 : i64}> : () -> !onnx.seq<tensor<*xf32>>
  %c = "onnx.ConcatFromSequence"(%e) <{axis = 0 : i64, version = 11 : i64}> : (!onnx.seq<tensor<*xf32>>) -> tensor<*xf32> loc("cat")
  func.return %c : tensor<*xf32>
}
// CHECK-NEXT: node 'cat' (ConcatFromSequence-11): concatenates an empty sequence; ONNX needs at least one tensor

// -----

// SequenceMap over sequences of different lengths.
func.func @map_lengths(%x: tensor<3xf32>) -> tensor<i64> {
  %a = "onnx.SequenceConstruct"(%x, %x) <{version = 11 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> !onnx.seq<tensor<3xf32>>
  %b = "onnx.SequenceConstruct"(%x) <{version = 11 : i64}> : (tensor<3xf32>) -> !onnx.seq<tensor<3xf32>>
  %m = "onnx.SequenceMap"(%a, %b) <{version = 17 : i64}> ({
  ^bb0(%e: tensor<3xf32>, %f: tensor<3xf32>):
    %r = "onnx.Add"(%e, %f) <{version = 14 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    onnx.Yield %r : tensor<3xf32>
  }) : (!onnx.seq<tensor<3xf32>>, !onnx.seq<tensor<3xf32>>) -> !onnx.seq<tensor<3xf32>> loc("map")
  %n = "onnx.SequenceLength"(%m) <{version = 11 : i64}> : (!onnx.seq<tensor<3xf32>>) -> tensor<i64>
  func.return %n : tensor<i64>
}
// CHECK-NEXT: node 'map' (SequenceMap-17): maps sequences of different lengths (1, 2)
