// RUN: ov-opt %s -p 'convert-ov-to-gna{target=3.5}' 2>&1 | filecheck %s

// GNA has no grouped convolution. The plugin's ConvertDWSCToScaleShifts (gna-convert-dwsc-to-
// scaleshifts, run before in gna-default) turns depthwise ones into scale-shifts; a
// GroupConvolution that reaches convert-ov-to-gna stays on the CPU, named in the report.

// CHECK:      ov-opt: note: 2 node(s) stay on the CPU for GNA 3.5:
// CHECK-NEXT:   node 'grouped' (ov.GroupConvolution.v1): GNA has no grouped convolution
// CHECK-NEXT:   node 'depthwise' (ov.GroupConvolution.v1): GNA has no grouped convolution
// CHECK:      ov.GroupConvolution.v1
// CHECK:      ov.GroupConvolution.v1
// The ordinary convolution beside them goes to GNA.
// CHECK:      gna.convolution
func.func @main(%x: tensor<1x8x16x16xf32> {ovopt.name = "x"}) -> (tensor<1x8x14x14xf32>, tensor<1x8x14x14xf32>, tensor<1x8x14x14xf32>) {
  %g = ov.Constant.v0 dense<0.5> : tensor<2x4x4x3x3xf32>
  %y1 = ov.GroupConvolution.v1 %x, %g {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x16x16xf32>, tensor<2x4x4x3x3xf32>) -> tensor<1x8x14x14xf32> loc("grouped")
  %d = ov.Constant.v0 dense<0.5> : tensor<8x1x1x3x3xf32>
  %y2 = ov.GroupConvolution.v1 %x, %d {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x16x16xf32>, tensor<8x1x1x3x3xf32>) -> tensor<1x8x14x14xf32> loc("depthwise")
  %w = ov.Constant.v0 dense<0.5> : tensor<8x8x3x3xf32>
  %y3 = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<1x8x14x14xf32> loc("conv")
  func.return %y1, %y2, %y3 : tensor<1x8x14x14xf32>, tensor<1x8x14x14xf32>, tensor<1x8x14x14xf32>
}
