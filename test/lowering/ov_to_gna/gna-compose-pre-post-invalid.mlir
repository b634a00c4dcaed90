// RUN: ov-opt %s --verify-diagnostics -p gna-compose-pre-post | filecheck %s

// A pre-processing function for an input @main does not have is an error naming it.

// CHECK: @main has no input named 'nope'
func.func @main(%a: tensor<1x8xf32> {ovopt.name = "x"}) -> tensor<1x8xf32> attributes {ovopt.main} {
  func.return %a : tensor<1x8xf32>
}
func.func @pre_nope(%0: tensor<8xf32> {ovopt.name = "nope"}) -> tensor<1x8xf32> attributes {ovopt.pre_processing_of = "nope"} {
  %s = ov.Constant.v0 dense<[1, 8]> : tensor<2xi64>
  %a = ov.Reshape.v1 %0, %s {special_zero = false} : (tensor<8xf32>, tensor<2xi64>) -> tensor<1x8xf32>
  func.return %a : tensor<1x8xf32>
}
