// RUN: not ov-opt %s 2>&1 | filecheck %s

// ov.Constant.v0's custom form takes a dense elements attribute only.

func.func @scalar_value() -> tensor<f32> {
  %c = ov.Constant.v0 1.0 : f32
  func.return %c : tensor<f32>
}
// CHECK: ov.Constant.v0 takes a dense<...> : tensor<...> value
