// RUN: not ov-opt %s -p 'ov-set-layout{source-layout="x(nchw->nhwc)"}' 2>&1 | filecheck %s --check-prefix=ARROW
// RUN: not ov-opt %s -p 'ov-set-layout{target-layout="x(nhwc)"}' 2>&1 | filecheck %s --check-prefix=SOURCE
// RUN: ov-opt %s -p ov-set-layout | filecheck %s --check-prefix=SAME
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="x{u8}"},ov-set-layout{layout="x(nchw->nhwc)"}' | filecheck %s --check-prefix=CONVERTED

// --source-layout and --target-layout take one layout per input, and a target needs a source.
// ARROW: ov-opt: error: --source-layout: give one layout per input; '->' belongs to --layout
// SOURCE: ov-opt: error: --target-layout: input 'x' needs its source layout too (--source-layout)

// No layout given: nothing changes.
// SAME:      func.func @main(%x: tensor<1x3x8x8xf32> {ovopt.name = "x"}) -> tensor<1x3x8x8xf32> {
// SAME-NEXT:   %r = ov.Relu.v0 %x

// A u8 input (--input's Convert after it) taking the NHWC layout: the input and its Convert
// take the NHWC shape, and the Transpose back to NCHW reads the Convert.
// CONVERTED:      func.func @main(%x: tensor<1x8x8x3xui8> {ovopt.name = "x", ovopt.rt_info = {layout = {layout = "[N,H,W,C]"}}}) -> tensor<1x3x8x8xf32> {
// CONVERTED-NEXT:   %[[C:.*]] = ov.Convert.v0 %x {ovopt.input_conversion, destination_type = f32} : (tensor<1x8x8x3xui8>) -> tensor<1x8x8x3xf32>
// CONVERTED-NEXT:   %[[P:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
// CONVERTED-NEXT:   %[[T:.*]] = ov.Transpose.v1 %[[C]], %[[P]] : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// CONVERTED-NEXT:   ov.Relu.v0 %[[T]]
func.func @main(%x: tensor<1x3x8x8xf32> {ovopt.name = "x"}) -> tensor<1x3x8x8xf32> {
  %r = ov.Relu.v0 %x : tensor<1x3x8x8xf32>
  func.return %r : tensor<1x3x8x8xf32>
}
