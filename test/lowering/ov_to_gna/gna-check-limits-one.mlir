// RUN: not ov-opt %s -p 'gna-check-limits{target=3.5 strict=true}' 2>&1 | filecheck %s
// RUN: ov-opt %s -p 'gna-check-limits{target=3.5 report="%t.tsv"}' -o /dev/null && filecheck %s --check-prefix=REPORT < %t.tsv

// One node over the limits, named by its location: strict names it and counts no others; the
// report's first column is its name.

// CHECK:      ov-opt: error: node 'dense1' (ov.MatMul.v0) does not fit GNA 3.5: affine batch 16 exceeds 8 (gna-convert-matmul-to-pointwise-conv turns it into a 1x1 convolution in models without one); drop strict to leave such nodes on the CPU
// CHECK-NOT:  more

// REPORT:      node{{\t}}op{{\t}}target{{\t}}limit
// REPORT-NEXT: dense1{{\t}}ov.MatMul.v0{{\t}}GNA 3.5{{\t}}affine batch 16 exceeds 8 (gna-convert-matmul-to-pointwise-conv turns it into a 1x1 convolution in models without one)
// REPORT-NOT:  {{.}}

func.func @main(%x: tensor<16x16xf32>) -> tensor<16x8xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<16x8xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32> loc("dense1")
  func.return %m : tensor<16x8xf32>
}
