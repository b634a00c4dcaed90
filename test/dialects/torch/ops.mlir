// RUN: OV_ROUNDTRIP

// CHECK-LABEL: func.func @aten
// CHECK:         %[[C:.*]] = torch.constant {value = 1 : i64} : i64
// CHECK-NEXT:    %[[W:.*]] = torch.tensor {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : tensor<2xf32>
// CHECK-NEXT:    %[[A:.*]] = "torch.aten.add.Tensor"(%x, %[[W]], %[[C]]) : (tensor<2xf32>, tensor<2xf32>, i64) -> tensor<2xf32>
// CHECK-NEXT:    %[[S:.*]] = "torch.aten.sum.dim_IntList"(%[[A]]) <{dim = array<i64: 0>, keepdim = true}> : (tensor<2xf32>) -> tensor<1xf32>
func.func @aten(%x: tensor<2xf32>) -> tensor<1xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %w = torch.tensor {value = dense<[1.0, 2.0]> : tensor<2xf32>} : tensor<2xf32>
  %a = "torch.aten.add.Tensor"(%x, %w, %one) : (tensor<2xf32>, tensor<2xf32>, i64) -> tensor<2xf32>
  %s = "torch.aten.sum.dim_IntList"(%a) <{dim = array<i64: 0>, keepdim = true}> : (tensor<2xf32>) -> tensor<1xf32>
  func.return %s : tensor<1xf32>
}

// -----

// Symbolic sizes: sym_size, Python arithmetic on it, a view to it.
// CHECK-LABEL: func.func @symbolic
// CHECK:         %[[N:.*]] = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
// CHECK:         %[[H:.*]] = torch.sym %[[N]], %{{.*}} {operator = "floordiv"} : (i64, i64) -> i64
// CHECK:         "torch.aten.view"(%x, %[[H]], %{{.*}}) : (tensor<?x4xf32>, i64, i64) -> tensor<?x8xf32>
func.func @symbolic(%x: tensor<?x4xf32>) -> tensor<?x8xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
  %two = torch.constant {value = 2 : i64} : i64
  %h = torch.sym %n, %two {operator = "floordiv"} : (i64, i64) -> i64
  %eight = torch.constant {value = 8 : i64} : i64
  %v = "torch.aten.view"(%x, %h, %eight) : (tensor<?x4xf32>, i64, i64) -> tensor<?x8xf32>
  func.return %v : tensor<?x8xf32>
}

// -----

// A call of an operator the dialect has no op for, kept whole.
// CHECK-LABEL: func.func @custom
// CHECK:         torch.custom %x {arguments = {scale = 2.000000e+00 : f64}, operand_names = {input = 0 : i64}, schema = "mylib::scaled_tanh(Tensor input, float scale) -> Tensor", target = "mylib::scaled_tanh.default"} : (tensor<3xf32>) -> tensor<3xf32>
func.func @custom(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = torch.custom %x {arguments = {scale = 2.0 : f64}, operand_names = {input = 0 : i64}, schema = "mylib::scaled_tanh(Tensor input, float scale) -> Tensor", target = "mylib::scaled_tanh.default"} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}

// -----

// None, as a list of optional tensors holds it (index.Tensor's `x[:, idx]`), round-trips.
// CHECK-LABEL: func.func @none_index
// CHECK-NEXT:    %[[N:.*]] = torch.constant {value} : none
// CHECK-NEXT:    %{{.*}} = "torch.aten.index.Tensor"(%x, %[[N]], %i)
func.func @none_index(%x: tensor<2x3xf32>, %i: tensor<2xi64>) -> tensor<2x2xf32> {
  %n = torch.constant {value} : none
  %y = "torch.aten.index.Tensor"(%x, %n, %i) : (tensor<2x3xf32>, none, tensor<2xi64>) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}
