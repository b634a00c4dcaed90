// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of ReadValue-6 and Assign-6: what OpenVINO's plugins refuse or could not
// keep from one inference to the next.

func.func @no_assign(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK: variable 'v' has no Assign after its ReadValue: nothing would keep its state (OpenVINO's CPU plugin refuses such a ReadValue)

// -----

func.func @assigned_first(%h: tensor<4xf32>) -> tensor<4xf32> {
  %a = ov.Assign.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  %r = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: variable 'v' is assigned before its ReadValue reads it

// -----

func.func @read_twice(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  %s = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %s {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: variable 'v' is read by 2 ReadValue ops: a graph reads it once

// -----

func.func @assigned_twice(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  %b = ov.Assign.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: variable 'v' is assigned by 2 Assign ops: a graph writes it once

// -----

func.func @other_type(%h: tensor<4xf32>, %y: tensor<5xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %y {variable_id = "v"} : (tensor<5xf32>) -> tensor<5xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: variable 'v' is read as tensor<4xf32> but assigned tensor<5xf32>: the next inference would read a value of another type

// -----

func.func @no_initial_type() -> tensor<4xf32> {
  %r = ov.ReadValue.v6 {variable_id = "v"} : () -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: a ReadValue without an initial value needs the variable's type and rank (variable_type, variable_shape): the runtime starts it as zeros of them

// -----

func.func @initial_type(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v", variable_type = "f16"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: the initial value is f32, the variable f16

// -----

func.func @initial_shape(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v", variable_shape = "5"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: the initial value's shape [4] is not one the variable's (5) allows

// -----

func.func @bad_shape(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v", variable_shape = "4x"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: variable_shape '4x' is not a shape (like 1,4 or ?,4, or ... for any)

// -----

func.func @bad_type(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v", variable_type = "float"} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: variable_type 'float' is not an OpenVINO element type or 'dynamic'

// -----

func.func @no_name(%h: tensor<4xf32>) -> tensor<4xf32> {
  %a = ov.Assign.v6 %h {variable_id = ""} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %h : tensor<4xf32>
}
// CHECK-NEXT: variable_id must name the variable

// -----

func.func @result_type(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<5xf32>
  %a = ov.Assign.v6 %h {variable_id = "v"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %h : tensor<4xf32>
}
// CHECK-NEXT: result 0 has type tensor<5xf32>, but its operands give tensor<4xf32>

// -----

func.func @unnamed_variable(%h: tensor<4xf32>) -> tensor<4xf32> {
  %r = ov.ReadValue.v6 %h {variable_id = ""} : (tensor<4xf32>) -> tensor<4xf32>
  %a = ov.Assign.v6 %r {variable_id = ""} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %h : tensor<4xf32>
}
// CHECK-NEXT: variable_id must name the variable
