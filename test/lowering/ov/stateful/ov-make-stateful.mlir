// RUN: ov-opt %s --split-input-file -p "ov-make-stateful{param-res-names=\"{'h_in':'h_out','c_in':'c_out'}\"}" | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'ov-make-stateful' | filecheck %s --check-prefix=NONE

// Each input/output pair becomes a variable named input + output: the input's uses read it (a
// ReadValue of the input's type and shape, which starts at zeros), the output's value is
// assigned to it at the end, and both leave the signature; other inputs and outputs stay.

// CHECK-LABEL: func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}) -> (tensor<1x4xf32> {ovopt.name = "y"})
// CHECK-NEXT:    %[[H:.*]] = ov.ReadValue.v6 {variable_id = "h_inh_out", variable_type = "f32", variable_shape = "1,4"} : () -> tensor<1x4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.ReadValue.v6 {variable_id = "c_inc_out", variable_type = "f32", variable_shape = "1,4"} : () -> tensor<1x4xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x, %[[H]]
// CHECK-NEXT:    %[[T:.*]] = ov.Tanh.v0 %[[S]]
// CHECK-NEXT:    %[[D:.*]] = ov.Multiply.v1 %[[C]], %[[S]]
// CHECK-NEXT:    ov.Assign.v6 %[[S]] {variable_id = "h_inh_out"}
// CHECK-NEXT:    ov.Assign.v6 %[[D]] {variable_id = "c_inc_out"}
// CHECK-NEXT:    func.return %[[T]] : tensor<1x4xf32>

// Must not fire without pairs.
// NONE-LABEL: func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}, %h: tensor<1x4xf32> {ovopt.name = "h_in"}, %c: tensor<1x4xf32> {ovopt.name = "c_in"})
// NONE-NOT:     ov.ReadValue.v6
func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}, %h: tensor<1x4xf32> {ovopt.name = "h_in"}, %c: tensor<1x4xf32> {ovopt.name = "c_in"}) -> (tensor<1x4xf32> {ovopt.name = "h_out"}, tensor<1x4xf32> {ovopt.name = "y"}, tensor<1x4xf32> {ovopt.name = "c_out"}) {
  %s = ov.Add.v1 %x, %h : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %t = ov.Tanh.v0 %s : tensor<1x4xf32>
  %d = ov.Multiply.v1 %c, %s : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  func.return %s, %t, %d : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>
}

// -----

// An output found by a tensor name its value keeps; an input passed straight to the output of
// its pair (the state stays as it is); a range --input gave is the variable's shape.

// CHECK-LABEL: func.func @main(%x: tensor<?x4xf32> {ovopt.name = "x"}) -> (tensor<?x4xf32> {ovopt.name = "y"})
// CHECK-NEXT:    %[[H:.*]] = ov.ReadValue.v6 {variable_id = "h_inh_out", variable_type = "f32", variable_shape = "1..8,4"} : () -> tensor<?x4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.ReadValue.v6 {variable_id = "c_inc_out", variable_type = "i64", variable_shape = ""} : () -> tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x, %[[H]]
// CHECK-NEXT:    %[[T:.*]] = ov.Tanh.v0 %[[S]]
// CHECK-NEXT:    ov.Assign.v6 %[[S]] {variable_id = "h_inh_out"}
// CHECK-NEXT:    ov.Assign.v6 %[[C]] {variable_id = "c_inc_out"}
// CHECK-NEXT:    func.return %[[T]] : tensor<?x4xf32>
func.func @main(%x: tensor<?x4xf32> {ovopt.name = "x"}, %h: tensor<?x4xf32> {ovopt.name = "h_in", ovopt.input_shape = "1..8,4"}, %c: tensor<i64> {ovopt.name = "c_in"}) -> (tensor<?x4xf32> {ovopt.name = "y"}, tensor<?x4xf32>, tensor<i64> {ovopt.name = "c_out"}) {
  %s = ov.Add.v1 %x, %h {ovopt.tensor_names = [["h_out"]]} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %t = ov.Tanh.v0 %s : tensor<?x4xf32>
  func.return %t, %s, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<i64>
}

// -----

// An input found by a tensor name it keeps (h_in), not its own name (hidden).
// CHECK-LABEL: func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}) {
// CHECK-NEXT:    %[[H:.*]] = ov.ReadValue.v6 {variable_id = "h_inh_out", variable_type = "f32", variable_shape = "1,4"} : () -> tensor<1x4xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.ReadValue.v6 {variable_id = "c_inc_out", variable_type = "f32", variable_shape = "1,4"} : () -> tensor<1x4xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x, %[[H]]
// CHECK-NEXT:    %[[D:.*]] = ov.Multiply.v1 %[[C]], %[[S]]
// CHECK-NEXT:    ov.Assign.v6 %[[S]] {variable_id = "h_inh_out"}
// CHECK-NEXT:    ov.Assign.v6 %[[D]] {variable_id = "c_inc_out"}
// CHECK-NEXT:    func.return
func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}, %h: tensor<1x4xf32> {ovopt.name = "hidden", ovopt.tensor_names = ["h_in"]}, %c: tensor<1x4xf32> {ovopt.name = "c_in"}) -> (tensor<1x4xf32> {ovopt.name = "h_out"}, tensor<1x4xf32> {ovopt.name = "c_out"}) {
  %s = ov.Add.v1 %x, %h : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %d = ov.Multiply.v1 %c, %s : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  func.return %s, %d : tensor<1x4xf32>, tensor<1x4xf32>
}
