// RUN: not ov-opt %s -p ov-low-latency2 2>&1 | filecheck %s

// What LowLatency2 refuses, naming the node: a sequence that runs in reverse (or both ways),
// whose state cannot go on from one chunk of the sequence to the next. Nothing is changed first.

// CHECK: ov-opt: error: LowLatency2: node 'back' (ov.RNNSequence.v5) runs reverse: its reverse direction starts at the end of the sequence, so its state cannot be carried from one inference to the next; convert the model without --transform LowLatency2, or export that layer forward only
func.func @reverse(%x: tensor<2x1x3xf32>, %h0: tensor<2x1x4xf32>) -> tensor<2x1x1x4xf32> {
  %len = ov.Constant.v0 dense<1> : tensor<2xi64>
  %w = ov.Constant.v0 dense<0.5> : tensor<1x4x3xf32>
  %r = ov.Constant.v0 dense<0.25> : tensor<1x4x4xf32>
  %b = ov.Constant.v0 dense<0.125> : tensor<1x4xf32>
  %y, %ho = ov.RNNSequence.v5 %x, %h0, %len, %w, %r, %b {hidden_size = 4 : i64, direction = "reverse"} : (tensor<2x1x3xf32>, tensor<2x1x4xf32>, tensor<2xi64>, tensor<1x4x3xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>) -> (tensor<2x1x1x4xf32>, tensor<2x1x4xf32>) loc("back")
  func.return %y : tensor<2x1x1x4xf32>
}
