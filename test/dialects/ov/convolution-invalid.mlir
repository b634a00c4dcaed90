// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the convolution ops.

// With exclude-pad, AvgPool-14 refuses pads as large as the kernel: such a window counts nothing.
func.func @avgpool14_pad_as_large_as_kernel(%x: tensor<1x3x8x8xf32>) {
  %y = "ov.AvgPool.v14"(%x) <{kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, pads_begin = array<i64: 2, 0>, pads_end = array<i64: 0, 0>, "exclude-pad" = true}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x9x7xf32>
  func.return
}
// CHECK: a ov.AvgPool.v14 op: with exclude-pad, pads must be smaller than the kernel: axis 0 has kernel 2, pads 2 and 0
