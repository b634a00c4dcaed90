func.func @main(%x: tensor<?x4xf32> {ovopt.name = "x"}, %s: tensor<f32> {ovopt.name = "s"}) -> tensor<?x4xf32> {
  %y = ov.Multiply.v1 %x, %s : (tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  func.return %y : tensor<?x4xf32>
}
