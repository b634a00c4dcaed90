// RUN: ov-opt %s --split-input-file -p gna-fold-weights-dequantization | filecheck %s

// Negative cases, one per condition of FoldWeightsDequantizationPass (only it fails; nothing
// more is folded). Condition -> case:
//   fold.marked               @unmarked_constant (no mark, no folding at all)
//   fold.not-fake-quantize    @kept_fake_quantize (a kept weights' FakeQuantize keeps its mark)
// Each removed in turn fails this file (2 of 2).

// 8-bit weights dequantised by a Convert marked to stay for OpenVINO's CPU, times a scale per
// row: folded to the f32 weights GNA quantises itself ([2, -4] * 0.5 and [127, 1] * 0.25).
// CHECK-LABEL: func.func @marked_weights
// CHECK:         %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, -2.000000e+00], [3.175000e+01, 2.500000e-01]]> : tensor<2x2xf32>
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[W]]
// CHECK-NOT:     keep_unfolded
func.func @marked_weights(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %q = ov.Constant.v0 dense<[[2, -4], [127, 1]]> : tensor<2x2xi8>
  %s = ov.Constant.v0 dense<[[0.5], [0.25]]> : tensor<2x1xf32>
  %c = ov.Convert.v0 %q {ovopt.keep_unfolded, destination_type = f32} : (tensor<2x2xi8>) -> tensor<2x2xf32>
  %w = ov.Multiply.v1 %c, %s : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  %y = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// No mark: nothing to do (a Convert of data stays).
// CHECK-LABEL: func.func @no_marks
// CHECK:         ov.Convert.v0 %x
func.func @no_marks(%x: tensor<2xi8>) -> tensor<2xf32> {
  %c = ov.Convert.v0 %x {destination_type = f32} : (tensor<2xi8>) -> tensor<2xf32>
  func.return %c : tensor<2xf32>
}

// -----

// An unmarked Convert of a constant: no mark, so no folding either (ov-fold-constants left it).
// CHECK-LABEL: func.func @unmarked_constant
// CHECK:         ov.Convert.v0 %q
func.func @unmarked_constant() -> tensor<2xf32> {
  %q = ov.Constant.v0 dense<[2, -4]> : tensor<2xi8>
  %c = ov.Convert.v0 %q {destination_type = f32} : (tensor<2xi8>) -> tensor<2xf32>
  func.return %c : tensor<2xf32>
}

// -----

// A weights' FakeQuantize gna-keep-weights-fake-quantize kept stays kept (convert-ov-to-gna
// fuses it), while the marked Convert beside it folds.
// CHECK-LABEL: func.func @kept_fake_quantize
// CHECK:         ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded
// CHECK-NOT:     ov.Convert.v0
func.func @kept_fake_quantize() -> (tensor<2xf32>, tensor<2xf32>) {
  %w = ov.Constant.v0 dense<[0.5, -0.25]> : tensor<2xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %f = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
  %q = ov.Constant.v0 dense<[2, -4]> : tensor<2xi8>
  %c = ov.Convert.v0 %q {ovopt.keep_unfolded, destination_type = f32} : (tensor<2xi8>) -> tensor<2xf32>
  func.return %f, %c : tensor<2xf32>, tensor<2xf32>
}
