// RUN: ov-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Indexing the lowering refuses, each error naming the node.

// An index of unknown rank gives a result of unknown rank.
func.func @index_unranked(%x: tensor<3x4xf32>, %i: tensor<*xi64>) -> tensor<*xf32> {
  %y = "torch.aten.index.Tensor"(%x, %i, %i) : (tensor<3x4xf32>, tensor<*xi64>, tensor<*xi64>) -> tensor<*xf32> loc("index")
  func.return %y : tensor<*xf32>
}
// CHECK: node 'index' (aten::index.Tensor): an index of unknown rank (tensor<*xi64>) gives a result of unknown rank

// -----

// x[True] (a 0-d mask) adds a dim; not supported.
func.func @index_scalar_mask(%x: tensor<3xf32>, %m: tensor<i1>) -> tensor<?x3xf32> {
  %y = "torch.aten.index.Tensor"(%x, %m) : (tensor<3xf32>, tensor<i1>) -> tensor<?x3xf32> loc("index")
  func.return %y : tensor<?x3xf32>
}
// CHECK-NEXT: node 'index' (aten::index.Tensor): a 0-d boolean index (x[True]) is not supported

// -----

// More indexed dims than the data has.
func.func @index_too_many(%x: tensor<3xf32>, %m: tensor<3x2xi1>) -> tensor<?xf32> {
  %y = "torch.aten.index_put"(%x, %m, %x) <{accumulate = false}> : (tensor<3xf32>, tensor<3x2xi1>, tensor<3xf32>) -> tensor<?xf32> loc("index_put")
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: node 'index_put' (aten::index_put): 2 indexed dims for the 1 dims of tensor<3xf32>

// -----

// scatter_reduce's reductions are sum, prod, mean, amax and amin.
func.func @scatter_reduce_unknown(%x: tensor<3xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %y = "torch.aten.scatter_reduce.two"(%x, %i, %x) <{dim = 0 : i64, reduce = "median", include_self = true}> : (tensor<3xf32>, tensor<3xi64>, tensor<3xf32>) -> tensor<3xf32> loc("scatter_reduce")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'scatter_reduce' (aten::scatter_reduce.two): scatter_reduce 'median' is unknown: sum, prod, mean, amax, amin

// -----

// A dim out of range.
func.func @gather_bad_dim(%x: tensor<3x4xf32>, %i: tensor<3x4xi64>) -> tensor<3x4xf32> {
  %y = "torch.aten.gather"(%x, %i) <{dim = 2 : i64, sparse_grad = false}> : (tensor<3x4xf32>, tensor<3x4xi64>) -> tensor<3x4xf32> loc("gather")
  func.return %y : tensor<3x4xf32>
}
// CHECK-NEXT: node 'gather' (aten::gather): axis 2 is out of range for rank 2

// -----

// Must not fire while the value comes from an op nothing converts: the scatter waits, and the
// conversion names what is left.
func.func @scatter_value_waits(%x: tensor<3xf32>, %i: tensor<2xi64>) -> tensor<3xf32> {
  %v = "test.op"() : () -> f64
  %y = "torch.aten.scatter.value"(%x, %i, %v) <{dim = 0 : i64}> : (tensor<3xf32>, tensor<2xi64>, f64) -> tensor<3xf32> loc("scatter")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'scatter' (aten::scatter.value)
