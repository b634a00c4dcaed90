// RUN: ov-opt %s --split-input-file --verify-diagnostics -p gna-compose-pre-post | filecheck %s

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

// -----

// A model function of more than one block (written by hand) is refused with a message, not an
// assertion.

// CHECK: @main has 2 blocks; pre/post-processing composes into one block
func.func @main(%a: tensor<1x8xf32> {ovopt.name = "x"}) -> tensor<1x8xf32> attributes {ovopt.main} {
  cf.br ^next
^next:
  func.return %a : tensor<1x8xf32>
}
func.func @pre_x(%0: tensor<8xf32> {ovopt.name = "x"}) -> tensor<1x8xf32> attributes {ovopt.pre_processing_of = "x"} {
  %s = ov.Constant.v0 dense<[1, 8]> : tensor<2xi64>
  %a = ov.Reshape.v1 %0, %s {special_zero = false} : (tensor<8xf32>, tensor<2xi64>) -> tensor<1x8xf32>
  func.return %a : tensor<1x8xf32>
}
