// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Reductions the lowering refuses, each error naming the node.

// Every axis of an input of unknown rank cannot be listed.
func.func @sum_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "torch.aten.sum.dim_IntList"(%x) <{dim = array<i64>, keepdim = false}> : (tensor<*xf32>) -> tensor<*xf32> loc("sum")
  func.return %y : tensor<*xf32>
}
// CHECK: node 'sum' (aten::sum.dim_IntList): aten::sum.dim_IntList needs an input of known rank, got tensor<*xf32>

// -----

// A dim out of range.
func.func @argmax_bad_dim(%x: tensor<3x4xf32>) -> tensor<3xi64> {
  %y = "torch.aten.argmax"(%x) <{dim = 2 : i64, keepdim = false}> : (tensor<3x4xf32>) -> tensor<3xi64> loc("argmax")
  func.return %y : tensor<3xi64>
}
// CHECK-NEXT: node 'argmax' (aten::argmax): dim 2 is out of range for rank 2

// -----

// A rank-0 tensor has dims 0 and -1 only.
func.func @cumsum_rank0_bad_dim(%x: tensor<f32>) -> tensor<f32> {
  %y = "torch.aten.cumsum"(%x) <{dim = 1 : i64}> : (tensor<f32>) -> tensor<f32> loc("cumsum")
  func.return %y : tensor<f32>
}
// CHECK-NEXT: node 'cumsum' (aten::cumsum): dim 1 is out of range for a rank-0 tensor

// -----

// A sum kept boolean has no ov reduction (torch sums booleans as i64).
func.func @sum_to_bool(%x: tensor<3xi1>) -> tensor<i1> {
  %y = "torch.aten.sum.dim_IntList"(%x) <{dim = array<i64: 0>, keepdim = false}> : (tensor<3xi1>) -> tensor<i1> loc("sum")
  func.return %y : tensor<i1>
}
// CHECK-NEXT: node 'sum' (aten::sum.dim_IntList): aten::sum.dim_IntList of booleans gives booleans here: cast the input first

// -----

// A torch.custom that is not aten::sort.stable is not taken for a sort: it stays, and the
// conversion names it.
func.func @custom_not_sort(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = torch.custom %x {target = "mylib::sort", schema = "mylib::sort(Tensor self) -> Tensor", operand_names = {self = 0 : i64}, arguments = {}} : (tensor<3xf32>) -> tensor<3xf32> loc("sort")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: no lowering to OpenVINO for node 'sort' (mylib::sort)
