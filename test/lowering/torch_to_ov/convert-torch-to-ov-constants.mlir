// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// A program's tensor is a Constant of the same value.
// CHECK-LABEL: func.func @weights
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    func.return %[[W]]
func.func @weights() -> tensor<2xf32> {
  %w = torch.tensor {value = dense<[1.5, -2.0]> : tensor<2xf32>} : tensor<2xf32>
  func.return %w : tensor<2xf32>
}

// -----

// Sizes: sym_size of a dynamic dim gathers it from ShapeOf; Python's floor division of sizes is
// (a - a mod b) / b, exact, since OpenVINO's CPU plugin truncates an integer Divide (the
// negated size would round toward zero); true division is in f64; sym_numel is the product of
// the shape.
// CHECK-LABEL: func.func @sizes
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %x : (tensor<?x4xf32>) -> tensor<2xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[N:.*]] = ov.Gather.v8 %[[SHAPE]], %[[AXIS]], %[[ZERO]] : (tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[NEG:.*]] = ov.Negative.v0 %[[N]] : tensor<i64>
// CHECK-NEXT:    %[[THREE:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// CHECK-NEXT:    %[[MOD:.*]] = ov.FloorMod.v1 %[[NEG]], %[[THREE]] : (tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[EXACT:.*]] = ov.Subtract.v1 %[[NEG]], %[[MOD]] : (tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[Q:.*]] = ov.Divide.v1 %[[EXACT]], %[[THREE]] {m_pythondiv = false} : (tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[NF:.*]] = ov.Convert.v0 %[[N]] {destination_type = f64} : (tensor<i64>) -> tensor<f64>
// CHECK-NEXT:    %[[THREEF:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f64>
// CHECK-NEXT:    %[[H:.*]] = ov.Divide.v1 %[[NF]], %[[THREEF]] : (tensor<f64>, tensor<f64>) -> tensor<f64>
// CHECK-NEXT:    %[[SHAPE2:.*]] = ov.ShapeOf.v3 %x : (tensor<?x4xf32>) -> tensor<2xi64>
// CHECK-NEXT:    %[[ALL:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.ReduceProd.v1 %[[SHAPE2]], %[[ALL]] : (tensor<2xi64>, tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT:    %[[HT:.*]] = ov.Convert.v0 %[[H]] {destination_type = f32} : (tensor<f64>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[Q]], %[[HT]], %[[E]]
func.func @sizes(%x: tensor<?x4xf32>) -> (tensor<i64>, tensor<f32>, tensor<i64>) {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
  %neg = torch.sym %n {operator = "neg"} : (i64) -> i64
  %three = torch.constant {value = 3 : i64} : i64
  %q = torch.sym %neg, %three {operator = "floordiv"} : (i64, i64) -> i64
  %h = torch.sym %n, %three {operator = "truediv"} : (i64, i64) -> f64
  %e = "torch.aten.sym_numel"(%x) : (tensor<?x4xf32>) -> i64
  %qt = "torch.aten.scalar_tensor"(%q) <{dtype = i64}> : (i64) -> tensor<i64>
  %ht = "torch.aten.scalar_tensor"(%h) <{dtype = f32}> : (f64) -> tensor<f32>
  %et = "torch.aten.scalar_tensor"(%e) <{dtype = i64}> : (i64) -> tensor<i64>
  func.return %qt, %ht, %et : tensor<i64>, tensor<f32>, tensor<i64>
}

// -----

// A static size is a constant.
// CHECK-LABEL: func.func @static_size
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<4> : tensor<i64>
// CHECK-NEXT:    func.return %[[C]]
func.func @static_size(%x: tensor<?x4xf32>) -> tensor<i64> {
  %c = "torch.aten.sym_size.int"(%x) <{dim = -1 : i64}> : (tensor<?x4xf32>) -> i64
  %ct = "torch.aten.scalar_tensor"(%c) <{dtype = i64}> : (i64) -> tensor<i64>
  func.return %ct : tensor<i64>
}
