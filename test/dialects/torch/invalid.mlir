// RUN: ov-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect | filecheck %s

// A tensor argument given a scalar.
%c = torch.constant {value = 1 : i64} : i64
%y = "torch.aten.relu"(%c) : (i64) -> tensor<2xf32>
// CHECK: aten::relu op: operand 'self' at position 0 does not verify

// -----

// A SymInt given a float.
%x = "test.op"() : () -> tensor<2x3xf32>
%f = torch.constant {value = 1.5 : f64} : f64
%y = "torch.aten.view"(%x, %f) : (tensor<2x3xf32>, f64) -> tensor<6xf32>
// CHECK: aten::view op: operand 'size' at position 1 does not verify

// -----

// A constant's type is its value's.
%c = torch.constant {value = 1 : i64} : f64
// CHECK: a torch.constant of 1 : i64 has type i64, not f64

// -----

// torch.sym knows Python's operators on sizes.
%a = torch.constant {value = 1 : i64} : i64
%s = torch.sym %a, %a {operator = "matmul"} : (i64, i64) -> i64
// CHECK: torch.sym has no operator 'matmul'

// -----

// A property of the wrong kind: keepdim is a bool.
%x = "test.op"() : () -> tensor<2xf32>
%s = "torch.aten.sum.dim_IntList"(%x) <{dim = array<i64: 0>, keepdim = 1 : i64}> : (tensor<2xf32>) -> tensor<1xf32>
// CHECK: aten::sum.dim_IntList op: Expected attribute i1 but got i64
