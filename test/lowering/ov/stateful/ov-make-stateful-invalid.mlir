// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h':'h_out'}\"}" 2>&1 | filecheck %s --check-prefix=INPUT
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h_in':'hout'}\"}" 2>&1 | filecheck %s --check-prefix=OUTPUT
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h_in':'y','x':'y'}\"}" 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"h_in:h_out\"}" 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h_in':'wide'}\"}" 2>&1 | filecheck %s --check-prefix=SHAPE
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h_in':3}\"}" 2>&1 | filecheck %s --check-prefix=NUMBER
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{3:'h_out'}\"}" 2>&1 | filecheck %s --check-prefix=NUMBER-KEY
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"['h_in']\"}" 2>&1 | filecheck %s --check-prefix=LIST
// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h_in':'ints'}\"}" 2>&1 | filecheck %s --check-prefix=TYPE

// What MakeStateful refuses: names the model has no input or output of (the closest named),
// an output two pairs would take, pairs not written as Model Optimizer's dict, an output of
// another shape or element type than its input (it would be the input's next value).

// INPUT: ov-opt: error: MakeStateful: the model has no input 'h'; its inputs: x, h_in
// OUTPUT: ov-opt: error: MakeStateful: the model has no output 'hout'; did you mean h_out?; its outputs: y, h_out, wide, ints
// TWICE: ov-opt: error: MakeStateful: output 'y' is already the new value of another state
// SYNTAX: ov-opt: error: MakeStateful: param_res_names 'h_in:h_out' is not a dict of input names to output names, like {'h_in':'h_out'}
// NUMBER: ov-opt: error: MakeStateful: param_res_names "{'h_in':3}" is not a dict of input names to output names, like {'h_in':'h_out'}
// NUMBER-KEY: ov-opt: error: MakeStateful: param_res_names "{3:'h_out'}" is not a dict of input names to output names, like {'h_in':'h_out'}
// LIST: ov-opt: error: MakeStateful: param_res_names "['h_in']" is not a dict of input names to output names, like {'h_in':'h_out'}
// SHAPE: ov-opt: error: MakeStateful: input 'h_in' is f32 [1,4] but output 'wide' is f32 [1,8]: the output is the state's next value, so the two must be of one type and shape; pair the input with the output that is its next value
// TYPE: ov-opt: error: MakeStateful: input 'h_in' is f32 [1,4] but output 'ints' is i32 [1,4]:
func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}, %h: tensor<1x4xf32> {ovopt.name = "h_in"}) -> (tensor<1x4xf32> {ovopt.name = "y"}, tensor<1x4xf32> {ovopt.name = "h_out"}, tensor<1x8xf32> {ovopt.name = "wide"}, tensor<1x4xi32> {ovopt.name = "ints"}) {
  %s = ov.Add.v1 %x, %h : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %w = ov.Concat.v0 %s, %s {axis = 1 : i64} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x8xf32>
  %c = ov.Convert.v0 %s {destination_type = i32} : (tensor<1x4xf32>) -> tensor<1x4xi32>
  func.return %s, %s, %w, %c : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x8xf32>, tensor<1x4xi32>
}
