// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// An If whose body holds a node without a lowering is not converted: the pass names that node.

func.func @body_left(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<?xf32> {
  %z = "onnx.If"(%c) <{version = 16 : i64}> ({
    %u = "onnx.Bernoulli"(%x) <{version = 15 : i64}> : (tensor<4xf32>) -> tensor<?xf32> loc("coin")
    "onnx.Yield"(%u) : (tensor<?xf32>) -> ()
  }, {
    "onnx.Yield"(%x) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>) -> tensor<?xf32> loc("if")
  func.return %z : tensor<?xf32>
}
// CHECK: no lowering to OpenVINO for node 'if' (If-16), node 'coin' (Bernoulli-15)

// -----

// Scan-8 with sequence lengths (sequences shorter than the scan axis) is refused.

func.func @scan8(%lens: tensor<1xi64>, %s: tensor<1x2xf32>, %x: tensor<1x3x2xf32>) -> tensor<1x2xf32> {
  %f = "onnx.ScanV8"(%lens, %s, %x) <{version = 8 : i64, num_scan_inputs = 1 : i64, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %n = "onnx.Add"(%a, %b) <{version = 7 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi64>, tensor<1x2xf32>, tensor<1x3x2xf32>) -> tensor<1x2xf32> loc("scan")
  func.return %f : tensor<1x2xf32>
}
// CHECK: node 'scan' (Scan-8): sequence_lens is not supported: every sequence must have the full length

// -----

// An If that yields a sequence: OpenVINO's If carries tensors only.

func.func @if_yields_sequence(%c: tensor<i1>, %s: !onnx.seq<tensor<2xf32>>) -> !onnx.seq<tensor<2xf32>> {
  %z = "onnx.If"(%c) <{version = 16 : i64}> ({
    "onnx.Yield"(%s) : (!onnx.seq<tensor<2xf32>>) -> ()
  }, {
    "onnx.Yield"(%s) : (!onnx.seq<tensor<2xf32>>) -> ()
  }) : (tensor<i1>) -> !onnx.seq<tensor<2xf32>> loc("ifseq")
  func.return %z : !onnx.seq<tensor<2xf32>>
}
// CHECK: node 'ifseq' (If-16): OpenVINO control flow carries tensors only, not !onnx.seq<tensor<2xf32>>

// -----

// Scan-8 scans each element of the batch axis on its own: the batch must be static and shared.

func.func @scan8_dynamic_batch(%s: tensor<?x2xf32>, %x: tensor<?x3x2xf32>) -> tensor<?x2xf32> {
  %f = "onnx.ScanV8"(%s, %x) <{version = 8 : i64, num_scan_inputs = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %n = "onnx.Add"(%a, %b) <{version = 7 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<?x2xf32>, tensor<?x3x2xf32>) -> tensor<?x2xf32> loc("dynbatch")
  func.return %f : tensor<?x2xf32>
}
// CHECK: node 'dynbatch' (Scan-8): the batch axis (axis 0 of every input) needs one static size

// -----

func.func @scan8_two_batches(%s: tensor<1x2xf32>, %x: tensor<2x3x2xf32>) -> tensor<1x2xf32> {
  %f = "onnx.ScanV8"(%s, %x) <{version = 8 : i64, num_scan_inputs = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %n = "onnx.Add"(%a, %b) <{version = 7 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<1x2xf32>, tensor<2x3x2xf32>) -> tensor<1x2xf32> loc("twobatch")
  func.return %f : tensor<1x2xf32>
}
// CHECK: node 'twobatch' (Scan-8): the batch axis (axis 0 of every input) needs one static size

// -----

func.func @scan_input_of_unknown_rank(%init: tensor<3xf32>, %x: tensor<*xf32>) -> tensor<3xf32> {
  %f = "onnx.Scan"(%init, %x) <{version = 11 : i64, num_scan_inputs = 1 : i64}> ({
  ^bb0(%acc: tensor<3xf32>, %row: tensor<3xf32>):
    %n = "onnx.Add"(%acc, %row) <{version = 14 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%n) : (tensor<3xf32>) -> ()
  }) : (tensor<3xf32>, tensor<*xf32>) -> tensor<3xf32> loc("unranked")
  func.return %f : tensor<3xf32>
}
// CHECK: node 'unranked' (Scan-11): the scan inputs need a known rank
