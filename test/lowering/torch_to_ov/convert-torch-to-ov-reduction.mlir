// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// sum over dims (negative ones count from the back) is a ReduceSum over them, from the front.
// CHECK-LABEL: func.func @sum_dims
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.ReduceSum.v1 %x, %[[A]] : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @sum_dims(%x: tensor<2x3x4xf32>) -> tensor<2xf32> {
  %y = "torch.aten.sum.dim_IntList"(%x) <{dim = array<i64: -1, 1>, keepdim = false}> : (tensor<2x3x4xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}

// -----

// An empty dim list sums every axis; booleans are summed as the result's i64.
// CHECK-LABEL: func.func @sum_all_bool
// CHECK-NEXT:    %[[X:.*]] = ov.Convert.v0 %x {destination_type = i64}
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    ov.ReduceSum.v1 %[[X]], %[[A]] : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<i64>
func.func @sum_all_bool(%x: tensor<2x3xi1>) -> tensor<i64> {
  %y = "torch.aten.sum.dim_IntList"(%x) <{dim = array<i64>, keepdim = false}> : (tensor<2x3xi1>) -> tensor<i64>
  func.return %y : tensor<i64>
}

// -----

// mean.dim with keepdim and a dtype: the input converted to it first.
// CHECK-LABEL: func.func @mean_dtype
// CHECK-NEXT:    %[[X:.*]] = ov.Convert.v0 %x {destination_type = f32}
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    ov.ReduceMean.v1 %[[X]], %[[A]] {keep_dims = true} : (tensor<4x3xf32>, tensor<1xi64>) -> tensor<1x3xf32>
func.func @mean_dtype(%x: tensor<4x3xf16>) -> tensor<1x3xf32> {
  %y = "torch.aten.mean.dim"(%x) <{dim = array<i64: 0>, keepdim = true, dtype = f32}> : (tensor<4x3xf16>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}

// -----

// mean and prod without dims reduce everything; prod.dim_int one dim.
// CHECK-LABEL: func.func @mean_prod
// CHECK:         ov.ReduceMean.v1 %x, %{{.*}} : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<f32>
// CHECK:         ov.ReduceProd.v1 %x, %{{.*}} : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<f32>
// CHECK:         %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    ov.ReduceProd.v1 %x, %[[A]] : (tensor<4x3xf32>, tensor<1xi64>) -> tensor<4xf32>
func.func @mean_prod(%x: tensor<4x3xf32>) -> (tensor<f32>, tensor<f32>, tensor<4xf32>) {
  %m = "torch.aten.mean"(%x) : (tensor<4x3xf32>) -> tensor<f32>
  %p = "torch.aten.prod"(%x) : (tensor<4x3xf32>) -> tensor<f32>
  %q = "torch.aten.prod.dim_int"(%x) <{dim = -1 : i64, keepdim = false}> : (tensor<4x3xf32>) -> tensor<4xf32>
  func.return %m, %p, %q : tensor<f32>, tensor<f32>, tensor<4xf32>
}

// -----

// amax and amin of numbers are ReduceMax / ReduceMin; of booleans ReduceLogicalOr / And.
// CHECK-LABEL: func.func @amax_amin
// CHECK:         ov.ReduceMax.v1 %x, %{{.*}} {keep_dims = true} : (tensor<4x3xf32>, tensor<1xi64>) -> tensor<4x1xf32>
// CHECK:         ov.ReduceMin.v1 %x, %{{.*}} : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<f32>
// CHECK:         ov.ReduceLogicalOr.v1 %b, %{{.*}} : (tensor<4x3xi1>, tensor<1xi64>) -> tensor<3xi1>
// CHECK:         ov.ReduceLogicalAnd.v1 %b, %{{.*}} : (tensor<4x3xi1>, tensor<1xi64>) -> tensor<3xi1>
func.func @amax_amin(%x: tensor<4x3xf32>, %b: tensor<4x3xi1>) -> (tensor<4x1xf32>, tensor<f32>, tensor<3xi1>, tensor<3xi1>) {
  %a = "torch.aten.amax"(%x) <{dim = array<i64: 1>, keepdim = true}> : (tensor<4x3xf32>) -> tensor<4x1xf32>
  %i = "torch.aten.amin"(%x) <{dim = array<i64>, keepdim = false}> : (tensor<4x3xf32>) -> tensor<f32>
  %o = "torch.aten.amax"(%b) <{dim = array<i64: 0>, keepdim = false}> : (tensor<4x3xi1>) -> tensor<3xi1>
  %n = "torch.aten.amin"(%b) <{dim = array<i64: 0>, keepdim = false}> : (tensor<4x3xi1>) -> tensor<3xi1>
  func.return %a, %i, %o, %n : tensor<4x1xf32>, tensor<f32>, tensor<3xi1>, tensor<3xi1>
}

// -----

// A reduction of a rank-0 tensor over dim 0 reduces no axis.
// CHECK-LABEL: func.func @sum_rank0
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    ov.ReduceSum.v1 %x, %[[A]] : (tensor<f32>, tensor<0xi64>) -> tensor<f32>
func.func @sum_rank0(%x: tensor<f32>) -> tensor<f32> {
  %y = "torch.aten.sum.dim_IntList"(%x) <{dim = array<i64: 0>, keepdim = false}> : (tensor<f32>) -> tensor<f32>
  func.return %y : tensor<f32>
}

// -----

// any of numbers: x != 0, then ReduceLogicalOr; of booleans, the input itself.
// CHECK-LABEL: func.func @any
// CHECK:         %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[T:.*]] = ov.NotEqual.v1 %x, %[[Z]]
// CHECK:         ov.ReduceLogicalOr.v1 %[[T]], %{{.*}} : (tensor<4x3xi1>, tensor<2xi64>) -> tensor<i1>
// CHECK:         ov.ReduceLogicalOr.v1 %b, %{{.*}} {keep_dims = true} : (tensor<4x3xi1>, tensor<1xi64>) -> tensor<4x1xi1>
// CHECK:         ov.ReduceLogicalOr.v1 %{{.*}}, %{{.*}} : (tensor<4x3xi1>, tensor<2xi64>) -> tensor<i1>
func.func @any(%x: tensor<4x3xf32>, %b: tensor<4x3xi1>) -> (tensor<i1>, tensor<4x1xi1>, tensor<i1>) {
  %a = "torch.aten.any"(%x) : (tensor<4x3xf32>) -> tensor<i1>
  %d = "torch.aten.any.dim"(%b) <{dim = -1 : i64, keepdim = true}> : (tensor<4x3xi1>) -> tensor<4x1xi1>
  %s = "torch.aten.any.dims"(%x) <{dim = array<i64: 0, 1>, keepdim = false}> : (tensor<4x3xf32>) -> tensor<i1>
  func.return %a, %d, %s : tensor<i1>, tensor<4x1xi1>, tensor<i1>
}

// -----

// any of uint8 gives uint8, as in torch.
// CHECK-LABEL: func.func @any_u8
// CHECK:         %[[R:.*]] = ov.ReduceLogicalOr.v1
// CHECK-NEXT:    ov.Convert.v0 %[[R]] {destination_type = ui8} : (tensor<3xi1>) -> tensor<3xui8>
func.func @any_u8(%x: tensor<3x2xui8>) -> tensor<3xui8> {
  %y = "torch.aten.any.dim"(%x) <{dim = 1 : i64, keepdim = false}> : (tensor<3x2xui8>) -> tensor<3xui8>
  func.return %y : tensor<3xui8>
}

// -----

// var with correction 1 over a static dim: the squared deviations summed and divided by N - 1.
// CHECK-LABEL: func.func @var_static
// CHECK:         %[[M:.*]] = ov.ReduceMean.v1 %x, %{{.*}} {keep_dims = true} : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?x1xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %x, %[[M]]
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %[[D]], %[[D]]
// CHECK:         %[[T:.*]] = ov.ReduceSum.v1 %[[S]], %{{.*}} {keep_dims = true}
// CHECK-NEXT:    %[[N:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    ov.Divide.v1 %[[T]], %[[N]]
func.func @var_static(%x: tensor<?x4xf32>) -> tensor<?x1xf32> {
  %c = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.var.correction"(%x, %c) <{dim = array<i64: 1>, keepdim = true}> : (tensor<?x4xf32>, i64) -> tensor<?x1xf32>
  func.return %y : tensor<?x1xf32>
}

// -----

// var.dim over a dynamic dim: N from the shape, max(N - 1, 0) as the divisor.
// CHECK-LABEL: func.func @var_dynamic
// CHECK:         %[[T:.*]] = ov.ReduceSum.v1
// CHECK:         %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK:         %[[G:.*]] = ov.Gather.v8 %[[S]]
// CHECK:         %[[P:.*]] = ov.ReduceProd.v1 %[[G]]
// CHECK-NEXT:    %[[F:.*]] = ov.Convert.v0 %[[P]] {destination_type = f32}
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[C:.*]] = ov.Subtract.v1 %[[F]], %[[ONE]]
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[DIV:.*]] = ov.Maximum.v1 %[[C]], %[[Z]]
// CHECK-NEXT:    ov.Divide.v1 %[[T]], %[[DIV]] : (tensor<f32>, tensor<f32>) -> tensor<f32>
func.func @var_dynamic(%x: tensor<?x4xf32>) -> tensor<f32> {
  %y = "torch.aten.var.dim"(%x) <{dim = array<i64: 0, 1>, unbiased = true, keepdim = false}> : (tensor<?x4xf32>) -> tensor<f32>
  func.return %y : tensor<f32>
}

// -----

// var without a correction operand corrects by 1; var.dim biased by 0 (N itself).
// CHECK-LABEL: func.func @var_defaults
// CHECK:         ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK:         ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
func.func @var_defaults(%x: tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %a = "torch.aten.var.correction"(%x) <{dim = array<i64: 0>, keepdim = false}> : (tensor<3x3xf32>) -> tensor<3xf32>
  %b = "torch.aten.var.dim"(%x) <{dim = array<i64: 0>, unbiased = false, keepdim = false}> : (tensor<3x3xf32>) -> tensor<3xf32>
  func.return %a, %b : tensor<3xf32>, tensor<3xf32>
}

// -----

// argmax without a dim: TopK of 1 over the flattened input, stable (the first of equal
// values), reshaped to keepdim's all-ones shape.
// CHECK-LABEL: func.func @argmax_flat
// CHECK:         %[[F:.*]] = ov.Reshape.v1 %x, %{{.*}} {special_zero = false} : (tensor<3x4xf32>, tensor<1xi64>) -> tensor<12xf32>
// CHECK-NEXT:    %{{.*}}, %[[I:.*]] = ov.TopK.v11 %[[F]], %{{.*}} {axis = 0 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true}
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    ov.Reshape.v1 %[[I]], %[[S]] {special_zero = false} : (tensor<1xi64>, tensor<2xi64>) -> tensor<1x1xi64>
func.func @argmax_flat(%x: tensor<3x4xf32>) -> tensor<1x1xi64> {
  %y = "torch.aten.argmax"(%x) <{keepdim = true}> : (tensor<3x4xf32>) -> tensor<1x1xi64>
  func.return %y : tensor<1x1xi64>
}

// -----

// argmin along a dim: TopK min, the dim squeezed.
// CHECK-LABEL: func.func @argmin_dim
// CHECK:         %{{.*}}, %[[I:.*]] = ov.TopK.v11 %x, %{{.*}} {axis = 0 : i64, mode = "min", sort = "value", index_element_type = i64, stable = true} : (tensor<3x4xf32>, tensor<i64>) -> (tensor<1x4xf32>, tensor<1x4xi64>)
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    ov.Squeeze.v0 %[[I]], %[[A]] : (tensor<1x4xi64>, tensor<1xi64>) -> tensor<4xi64>
func.func @argmin_dim(%x: tensor<3x4xf32>) -> tensor<4xi64> {
  %y = "torch.aten.argmin"(%x) <{dim = -2 : i64, keepdim = false}> : (tensor<3x4xf32>) -> tensor<4xi64>
  func.return %y : tensor<4xi64>
}

// -----

// max.dim: both results of one TopK, squeezed; min.dim with keepdim keeps them as they are.
// CHECK-LABEL: func.func @max_min_dim
// CHECK:         %[[V:.*]], %[[I:.*]] = ov.TopK.v11 %x, %{{.*}} {axis = 1 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true}
// CHECK:         ov.Squeeze.v0 %[[V]]
// CHECK:         ov.Squeeze.v0 %[[I]]
// CHECK:         %[[W:.*]], %[[J:.*]] = ov.TopK.v11 %x, %{{.*}} {axis = 1 : i64, mode = "min", sort = "value", index_element_type = i64, stable = true}
// CHECK-NEXT:    func.return %{{.*}}, %{{.*}}, %[[W]], %[[J]]
func.func @max_min_dim(%x: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3xi64>, tensor<3x1xf32>, tensor<3x1xi64>) {
  %v, %i = "torch.aten.max.dim"(%x) <{dim = 1 : i64, keepdim = false}> : (tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3xi64>)
  %w, %j = "torch.aten.min.dim"(%x) <{dim = 1 : i64, keepdim = true}> : (tensor<3x4xf32>) -> (tensor<3x1xf32>, tensor<3x1xi64>)
  func.return %v, %i, %w, %j : tensor<3xf32>, tensor<3xi64>, tensor<3x1xf32>, tensor<3x1xi64>
}

// -----

// max.dim of booleans: TopK of them as i32 0 and 1 (a Select), the values back as != 0 (the CPU
// plugin cannot compile a Convert to boolean of TopK's values).
// CHECK-LABEL: func.func @max_dim_bool
// CHECK:         %[[X:.*]] = ov.Select.v1 %x, %{{.*}}, %{{.*}} : (tensor<3x4xi1>, tensor<i32>, tensor<i32>) -> tensor<3x4xi32>
// CHECK:         %[[V:.*]], %{{.*}} = ov.TopK.v11 %[[X]]
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0> : tensor<i32>
// CHECK-NEXT:    ov.NotEqual.v1 %[[V]], %[[Z]] : (tensor<3x1xi32>, tensor<i32>) -> tensor<3x1xi1>
func.func @max_dim_bool(%x: tensor<3x4xi1>) -> (tensor<3xi1>, tensor<3xi64>) {
  %v, %i = "torch.aten.max.dim"(%x) <{dim = 1 : i64, keepdim = false}> : (tensor<3x4xi1>) -> (tensor<3xi1>, tensor<3xi64>)
  func.return %v, %i : tensor<3xi1>, tensor<3xi64>
}

// -----

// sort of a dynamic axis: k is the axis length from ShapeOf; descending is TopK max.
// CHECK-LABEL: func.func @sort_dynamic
// CHECK:         %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK:         %[[K:.*]] = ov.Gather.v8 %[[S]], %{{.*}}, %{{.*}} : (tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    %[[V:.*]], %[[I:.*]] = ov.TopK.v11 %x, %[[K]] {axis = 1 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true}
// CHECK-NEXT:    func.return %[[V]], %[[I]]
func.func @sort_dynamic(%x: tensor<3x?xf32>) -> (tensor<3x?xf32>, tensor<3x?xi64>) {
  %v, %i = "torch.aten.sort"(%x) <{dim = -1 : i64, descending = true}> : (tensor<3x?xf32>) -> (tensor<3x?xf32>, tensor<3x?xi64>)
  func.return %v, %i : tensor<3x?xf32>, tensor<3x?xi64>
}

// -----

// sort.stable (a torch.custom: not in the core op set) is the same stable TopK, ascending: min.
// CHECK-LABEL: func.func @sort_stable
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// CHECK-NEXT:    %[[V:.*]], %[[I:.*]] = ov.TopK.v11 %x, %[[K]] {axis = 0 : i64, mode = "min", sort = "value", index_element_type = i64, stable = true}
// CHECK-NEXT:    func.return %[[V]], %[[I]]
func.func @sort_stable(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi64>) {
  %v, %i = torch.custom %x {target = "aten::sort.stable", schema = "aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)", operand_names = {self = 0 : i64}, arguments = {stable = true, dim = 0 : i64, descending = false}} : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi64>)
  func.return %v, %i : tensor<3x4xf32>, tensor<3x4xi64>
}

// -----

// topk with a symbolic k (converted first: the pattern waits for it), smallest first.
// CHECK-LABEL: func.func @topk_symbolic
// CHECK:         %[[K:.*]] = ov.Gather.v8
// CHECK-NEXT:    %[[V:.*]], %[[I:.*]] = ov.TopK.v11 %x, %[[K]] {axis = 0 : i64, mode = "min", sort = "value", index_element_type = i64, stable = true} : (tensor<?xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xi64>)
func.func @topk_symbolic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi64>) {
  %k = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?xf32>) -> i64
  %v, %i = "torch.aten.topk"(%x, %k) <{dim = -1 : i64, largest = false, sorted = true}> : (tensor<?xf32>, i64) -> (tensor<?xf32>, tensor<?xi64>)
  func.return %v, %i : tensor<?xf32>, tensor<?xi64>
}

// -----

// cumsum along dim (from the front) in the result's element type (booleans sum as i64).
// CHECK-LABEL: func.func @cumsum
// CHECK:         %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.CumSum.v0 %x, %[[A]] : (tensor<2x3xf32>, tensor<i64>) -> tensor<2x3xf32>
// CHECK:         %[[B:.*]] = ov.Convert.v0 %b {destination_type = i64}
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    ov.CumSum.v0 %[[B]], %[[Z]] : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x3xi64>
func.func @cumsum(%x: tensor<2x3xf32>, %b: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xi64>) {
  %y = "torch.aten.cumsum"(%x) <{dim = -1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %z = "torch.aten.cumsum"(%b) <{dim = 0 : i64}> : (tensor<2x3xi1>) -> tensor<2x3xi64>
  func.return %y, %z : tensor<2x3xf32>, tensor<2x3xi64>
}

// -----

// linalg_vector_norm: ord 2 is ReduceL2; another p is (sum |x|^p)^(1/p).
// CHECK-LABEL: func.func @vector_norm
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[L2:.*]] = ov.ReduceL2.v4 %x, %[[AXES]] : (tensor<3x4xf32>, tensor<1xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %[[ALL:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[ABS:.*]] = ov.Abs.v0 %x
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[POW:.*]] = ov.Power.v1 %[[ABS]], %[[P]]
// CHECK-NEXT:    %[[SUM:.*]] = ov.ReduceSum.v1 %[[POW]], %[[ALL]] {keep_dims = true}
// CHECK-NEXT:    %[[ROOT:.*]] = ov.Constant.v0 dense<0.333333343> : tensor<f32>
// CHECK-NEXT:    %[[N3:.*]] = ov.Power.v1 %[[SUM]], %[[ROOT]]
// CHECK-NEXT:    func.return %[[L2]], %[[N3]]
func.func @vector_norm(%x: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<1x1xf32>) {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3.000000e+00 : f64} : f64
  %a = "torch.aten.linalg_vector_norm"(%x, %two) <{dim = array<i64: 1>, keepdim = false}> : (tensor<3x4xf32>, i64) -> tensor<3xf32>
  %b = "torch.aten.linalg_vector_norm"(%x, %three) <{keepdim = true}> : (tensor<3x4xf32>, f64) -> tensor<1x1xf32>
  func.return %a, %b : tensor<3xf32>, tensor<1x1xf32>
}
