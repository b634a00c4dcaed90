// RUN: ov-opt %s -p ov-cut-outputs | filecheck %s --check-prefix=SAME
// RUN: ov-opt %s -p 'ov-cut-outputs{outputs="pixels,y"}' | filecheck %s --check-prefix=INPUT

// No --output: nothing changes. An output may be a model input, named by a tensor name it has
// besides its input name.

// SAME:      func.func @main(%x: tensor<2xf32> {{{.*}}}) -> (tensor<2xf32> {ovopt.name = "y"}) {
// SAME-NEXT:   %y = ov.Exp.v0 %x : tensor<2xf32>
// SAME-NEXT:   func.return %y : tensor<2xf32>

// INPUT:      func.func @main(%x: tensor<2xf32> {{{.*}}}) -> (tensor<2xf32> {ovopt.name = "pixels"}, tensor<2xf32> {ovopt.name = "y"}) {
// INPUT-NEXT:   %y = ov.Exp.v0 %x : tensor<2xf32>
// INPUT-NEXT:   func.return %x, %y : tensor<2xf32>, tensor<2xf32>
func.func @main(%x: tensor<2xf32> {ovopt.name = "x", ovopt.tensor_names = ["pixels"]}) -> (tensor<2xf32> {ovopt.name = "y"}) {
  %y = ov.Exp.v0 %x : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
