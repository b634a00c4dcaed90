// RUN: ov-opt %s --split-input-file -p 'ov-cut-outputs{outputs="c"}' --print-debuginfo | filecheck %s --check-prefix=CUT
// RUN: ov-opt %s --split-input-file -p 'ov-cut-outputs{outputs="y"}' | filecheck %s --check-prefix=SAME
// RUN: ov-opt %s -p 'ov-cut-outputs{outputs="y,c"}' | filecheck %s --check-prefix=TWO
// RUN: ov-opt %s -p 'ov-cut-outputs{outputs="c,x"}' | filecheck %s --check-prefix=INPUT
// RUN: not ov-opt %s -p 'ov-cut-outputs{outputs="cc"}' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not ov-opt %s -p 'ov-cut-outputs{outputs="cc,yy"}' 2>&1 | filecheck %s --check-prefix=UNKNOWN

// The function returns the value named `c` (a tensor name the frontend kept), and the ops only
// the old output needed go. Naming the model's own output changes nothing.

// CUT-LABEL: func.func @main(%x: tensor<2xf32> {ovopt.name = "x"} loc(unknown)) -> (tensor<2xf32> {ovopt.name = "c"})
// CUT-NEXT:    %[[C:.*]] = ov.Relu.v0 %x {ovopt.tensor_names = {{\[\[}}"c"]]}
// CUT-NEXT:    func.return %[[C]]

// SAME-LABEL: func.func @main
// SAME:          ov.Relu.v0
// SAME-NEXT:     ov.Exp.v0
// SAME-NEXT:     func.return

// Several names are the outputs in the order given, each named as asked; an input may be one.
// TWO-LABEL: func.func @main(%x: tensor<2xf32> {ovopt.name = "x"}) -> (tensor<2xf32> {ovopt.name = "y"}, tensor<2xf32> {ovopt.name = "c"})
// TWO-NEXT:    %[[C:.*]] = ov.Relu.v0 %x
// TWO-NEXT:    %[[Y:.*]] = ov.Exp.v0 %[[C]]
// TWO-NEXT:    func.return %[[Y]], %[[C]]
// INPUT-LABEL: func.func @main(%x: tensor<2xf32> {ovopt.name = "x"}) -> (tensor<2xf32> {ovopt.name = "c"}, tensor<2xf32> {ovopt.name = "x"})
// INPUT-NEXT:    %[[C:.*]] = ov.Relu.v0 %x
// INPUT-NEXT:    func.return %[[C]], %x

// Of two unknown names, the error (and its suggestion) is about the first.
// UNKNOWN: ov-opt: error: --output: the model has no tensor 'cc'; did you mean c? (its outputs: y)
func.func @main(%x: tensor<2xf32> {ovopt.name = "x"}) -> (tensor<2xf32> {ovopt.name = "y"}) {
  %c = ov.Relu.v0 %x {ovopt.tensor_names = [["c"]]} : tensor<2xf32>
  %y = ov.Exp.v0 %c : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
