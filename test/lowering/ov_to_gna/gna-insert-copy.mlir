// RUN: ov-opt %s --split-input-file -p gna-insert-copy | filecheck %s

// A split output (a view of %x's buffer) and the second use of %r get a buffer of their own
// before the concat writes them; the first use of %r is written directly.

// CHECK-LABEL: func.func @views
// CHECK:         %[[R:.*]] = gna.pwl %[[B:[^ ]*]]
// CHECK-NEXT:    %[[C1:.*]] = gna.copy %[[A:[^ ]*]] :
// CHECK-NEXT:    %[[C2:.*]] = gna.copy %[[R]] :
// CHECK-NEXT:    gna.concat %[[C1]], %[[R]], %[[C2]] {axis = 1 : i64}
func.func @views(%x: tensor<1x64xf32>) -> tensor<1x96xf32> {
  %0 = gna.layout_cast %x : tensor<1x64xf32> to !gna.tensor<1x64xf32, NC>
  %1, %2 = gna.split %0 {axis = 1 : i64, sizes = array<i64: 32, 32>} : (!gna.tensor<1x64xf32, NC>) -> (!gna.tensor<1x32xf32, NC>, !gna.tensor<1x32xf32, NC>)
  %r = gna.pwl %2 {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<1x32xf32, NC>) -> !gna.tensor<1x32xf32, NC>
  %y = gna.concat %1, %r, %r {axis = 1 : i64} : (!gna.tensor<1x32xf32, NC>, !gna.tensor<1x32xf32, NC>, !gna.tensor<1x32xf32, NC>) -> !gna.tensor<1x96xf32, NC>
  %y_1 = gna.layout_cast %y : !gna.tensor<1x96xf32, NC> to tensor<1x96xf32>
  func.return %y_1 : tensor<1x96xf32>
}

// -----

// Not fired: a concat of two computed values, each once; a split that feeds no concat.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     gna.copy
func.func @stays(%x: tensor<1x64xf32>) -> (tensor<1x64xf32>, tensor<1x32xf32>) {
  %0 = gna.layout_cast %x : tensor<1x64xf32> to !gna.tensor<1x64xf32, NC>
  %1, %2 = gna.split %0 {axis = 1 : i64, sizes = array<i64: 32, 32>} : (!gna.tensor<1x64xf32, NC>) -> (!gna.tensor<1x32xf32, NC>, !gna.tensor<1x32xf32, NC>)
  %a = gna.pwl %1 {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<1x32xf32, NC>) -> !gna.tensor<1x32xf32, NC>
  %b = gna.pwl %2 {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<1x32xf32, NC>) -> !gna.tensor<1x32xf32, NC>
  %y = gna.concat %a, %b {axis = 1 : i64} : (!gna.tensor<1x32xf32, NC>, !gna.tensor<1x32xf32, NC>) -> !gna.tensor<1x64xf32, NC>
  %y_1 = gna.layout_cast %y : !gna.tensor<1x64xf32, NC> to tensor<1x64xf32>
  %z = gna.layout_cast %1 : !gna.tensor<1x32xf32, NC> to tensor<1x32xf32>
  func.return %y_1, %z : tensor<1x64xf32>, tensor<1x32xf32>
}
