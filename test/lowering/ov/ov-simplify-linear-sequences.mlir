// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Negative cases, one per condition of FuseLinearSequence (only it fails; nothing re-associated):
//   linear.single-use   @second_user
//   linear.float        @integers
//   linear.kinds        @scale_then_shift (x * a + b is the form the others reach)
//   linear.kept-shape   @less_static_result
//   (the numpy-broadcast check has no case: an explicit-broadcast op has equal shapes)

// Constant scales and shifts in a row become one of each: (x + a) * b = x * b + a * b.
// ((x + a) * b) * c + a = x * (b c) + (a b c + a) = x * [30, 40] + [31, 82].

// CHECK-LABEL: func.func @shift_then_scale
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[3.000000e+01, 4.000000e+01]> : tensor<2xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.Multiply.v1 %x, %[[S]] : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[3.100000e+01, 8.200000e+01]> : tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[M]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]]

func.func @shift_then_scale(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %a = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %b = ov.Constant.v0 dense<[3.0, 4.0]> : tensor<2xf32>
  %c = ov.Constant.v0 dense<10.0> : tensor<f32>
  %s = ov.Add.v1 %x, %a : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  %t = ov.Multiply.v1 %b, %s : (tensor<2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %u = ov.Multiply.v1 %t, %c : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x2xf32>
  %v = ov.Add.v1 %u, %a : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  func.return %v : tensor<?x2xf32>
}

// -----

// [linear.single-use] A value in the middle that something else reads stays.

// CHECK-LABEL: func.func @second_user
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x
// CHECK-NEXT:    %[[T:.*]] = ov.Add.v1 %[[S]]
// CHECK-NEXT:    func.return %[[S]], %[[T]]
func.func @second_user(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %s = ov.Add.v1 %x, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %t = ov.Add.v1 %s, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %s, %t : tensor<2xf32>, tensor<2xf32>
}

// -----

// [linear.float] Integers wrap around: they are not re-associated.

// CHECK-LABEL: func.func @integers
// CHECK:         ov.Multiply.v1
// CHECK-NEXT:    ov.Multiply.v1
func.func @integers(%x: tensor<2xi32>) -> tensor<2xi32> {
  %a = ov.Constant.v0 dense<[1, 2]> : tensor<2xi32>
  %s = ov.Multiply.v1 %x, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %t = ov.Multiply.v1 %s, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %t : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @scale_then_shift
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %x
// CHECK-NEXT:    %[[T:.*]] = ov.Add.v1 %[[S]]
// CHECK-NEXT:    func.return %[[T]]
func.func @scale_then_shift(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %b = ov.Constant.v0 dense<[3.0, 4.0]> : tensor<2xf32>
  %s = ov.Multiply.v1 %x, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %t = ov.Add.v1 %s, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %t : tensor<2xf32>
}

// -----

// [linear.kept-shape] The ops' results say less than their operands do (?x2 of a 3x2 input):
// the fused ops would make a 3x2, another type than the one the function returns, so the
// sequence stays.

// CHECK-LABEL: func.func @less_static_result
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %x, %{{.*}} : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Add.v1 %[[S]], %{{.*}} : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:    func.return %[[T]]
func.func @less_static_result(%x: tensor<3x2xf32>) -> tensor<?x2xf32> {
  %a = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %b = ov.Constant.v0 dense<[3.0, 4.0]> : tensor<2xf32>
  %s = ov.Add.v1 %x, %a : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  %t = ov.Add.v1 %s, %b : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  func.return %t : tensor<?x2xf32>
}
