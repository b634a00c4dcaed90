// RUN: ov-opt %s -p gna-check-limits -o /dev/null 2>&1 | filecheck %s
// RUN: ov-opt %s -p 'gna-check-limits{precision=i8}' -o /dev/null 2>&1 | filecheck %s --check-prefix=I8 --allow-empty
// RUN: ov-opt %s -p 'gna-check-limits{target=3}' -o /dev/null 2>&1 | filecheck %s --check-prefix=GNA30

// The options' defaults: GNA 3.5 and int16 weights, whose 1-D kernels are at most 2048 wide;
// with precision=i8 the kernel of 2049 fits. `target=3` names GNA 3.0.

// CHECK:      ov-opt: note: 1 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   node 'conv' (ov.Convolution.v1): int16 kernel width 2049 is outside 1..2048

// I8-NOT:     {{.}}

// GNA30:      ov-opt: note: 1 node(s) stay on the CPU for GNA 3.0:

func.func @main(%x: tensor<1x1x4000xf32>) -> tensor<1x8x1952xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<8x1x2049xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1>, dilations = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x1x4000xf32>, tensor<8x1x2049xf32>) -> tensor<1x8x1952xf32> loc("conv")
  func.return %c : tensor<1x8x1952xf32>
}
