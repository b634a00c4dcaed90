// RUN: ov-opt %s -p 'gna-check-limits{target=3.5}' -o /dev/null 2> %t.err && filecheck %s --allow-empty < %t.err
// RUN: ov-opt %s -p 'gna-check-limits{target=3.5 strict=true}' -o /dev/null
// RUN: ov-opt %s -p 'gna-check-limits{target=3.5 report="%t.tsv"}' -o /dev/null && filecheck %s --check-prefix=REPORT < %t.tsv

// A model every node of which fits GNA 3.5: nothing on stderr, strict passes, the report is its
// header alone. The transposes around the convolution move more than two dims over 1, which no
// GNA transpose does, but they are pinned to it (convert-ov-to-gna folds them into the
// channels-last gna.convolution): they are no CPU nodes; neither are the constants.

// CHECK-NOT:   {{.}}

// REPORT:      node{{\t}}op{{\t}}target{{\t}}limit
// REPORT-NOT:  {{.}}

func.func @main(%x: tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32> {
  %to_nchw = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %to_nhwc = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<0.5> : tensor<8x8x1x1xf32>
  %r = ov.Relu.v0 %x : tensor<1x5x5x8xf32>
  %t = ov.Transpose.v1 %r, %to_nchw : (tensor<1x5x5x8xf32>, tensor<4xi64>) -> tensor<1x8x5x5xf32>
  %c = ov.Convolution.v1 %t, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x5x5xf32>, tensor<8x8x1x1xf32>) -> tensor<1x8x5x5xf32>
  %y = ov.Transpose.v1 %c, %to_nhwc : (tensor<1x8x5x5xf32>, tensor<4xi64>) -> tensor<1x5x5x8xf32>
  func.return %y : tensor<1x5x5x8xf32>
}
