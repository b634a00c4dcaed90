// RUN: ov-opt %s -p ov-set-inputs | filecheck %s --check-prefix=SAME
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="y{f32}"}' | filecheck %s --check-prefix=SAME
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="x->[1 2 3]"}' | filecheck %s --check-prefix=UNRANKED
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="y[1,3]{i32}->[4 5 6]"}' | filecheck %s --check-prefix=TYPED
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="y->[7]"}' | filecheck %s --check-prefix=ONE
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="y[?,3]->[4 5 6]"}' | filecheck %s --check-prefix=DYNAMIC
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="y[?,3]->[1 2 3 4 5 6]"}' | filecheck %s --check-prefix=ROWS
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="y[3,?]->[1 2 3 4 5 6]"}' | filecheck %s --check-prefix=COLUMNS
// RUN: not ov-opt %s -p 'ov-set-inputs{inputs="y[?,3]->[4 5]"}' 2>&1 | filecheck %s --check-prefix=SHORT

// No --input, or the element type the input has already: the model is unchanged (no Convert).
// SAME:      func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}, %y: tensor<1x3xf32> {ovopt.name = "y"}) -> (tensor<*xf32>, tensor<1x3xf32>) {
// SAME-NEXT:   %r = ov.Relu.v0 %y : tensor<1x3xf32>
// SAME-NEXT:   func.return %x, %r

// An input of unknown rank frozen to three values is a 1-D constant of them.
// UNRANKED:      func.func @main(%y: tensor<1x3xf32> {ovopt.name = "y"}) -> (tensor<3xf32>, tensor<1x3xf32>) {
// UNRANKED-NEXT:   %[[X:.*]] = ov.Constant.v0 dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// UNRANKED-NEXT:   %r = ov.Relu.v0 %y
// UNRANKED-NEXT:   func.return %[[X]], %r

// Frozen with another element type than the input's: a constant of that type, converted to the
// type the model computes in.
// TYPED:      func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}) -> (tensor<*xf32>, tensor<1x3xf32>) {
// TYPED-NEXT:   %[[C:.*]] = ov.Constant.v0 dense<{{\[\[}}4, 5, 6]]> : tensor<1x3xi32>
// TYPED-NEXT:   %[[Y:.*]] = ov.Convert.v0 %[[C]] {destination_type = f32} : (tensor<1x3xi32>) -> tensor<1x3xf32>
// TYPED-NEXT:   %r = ov.Relu.v0 %[[Y]] : tensor<1x3xf32>
// One value fills the whole input.
// ONE:      func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}) -> (tensor<*xf32>, tensor<1x3xf32>) {
// ONE-NEXT:   %[[Y:.*]] = ov.Constant.v0 dense<7.000000e+00> : tensor<1x3xf32>
// ONE-NEXT:   %r = ov.Relu.v0 %[[Y]] : tensor<1x3xf32>

// An input of a dynamic dim keeps its static dims; the dynamic one takes what they leave of the
// values (one row of three, two rows of three, three rows of two); values that fill no whole
// number of rows are refused, naming the shape given.
// DYNAMIC:      func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}) -> (tensor<*xf32>, tensor<1x3xf32>) {
// DYNAMIC-NEXT:   %[[Y:.*]] = ov.Constant.v0 dense<{{\[\[}}4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<1x3xf32>
// DYNAMIC-NEXT:   %r = ov.Relu.v0 %[[Y]] : tensor<1x3xf32>
// ROWS:         %[[Y:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// ROWS-NEXT:    %r = ov.Relu.v0 %[[Y]] : tensor<2x3xf32>
// COLUMNS:      %[[Y:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
// COLUMNS-NEXT: %r = ov.Relu.v0 %[[Y]] : tensor<3x2xf32>
// SHORT: ov-opt: error: --input: 2 values for input 'y' of shape [?,3]
func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}, %y: tensor<1x3xf32> {ovopt.name = "y"}) -> (tensor<*xf32>, tensor<1x3xf32>) {
  %r = ov.Relu.v0 %y : tensor<1x3xf32>
  func.return %x, %r : tensor<*xf32>, tensor<1x3xf32>
}
