func.func @main(%x: tensor<10x34xf32> {ovopt.name = "x"}) -> tensor<10x34xf32> {
  %y = ov.Relu.v0 %x : tensor<10x34xf32>
  func.return %y : tensor<10x34xf32>
}
