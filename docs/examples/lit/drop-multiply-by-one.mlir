// RUN: ov-opt %s --split-input-file -p example-drop-multiply-by-one | filecheck %s

// x * 1 is x (the unused constant is dce's to remove).
// CHECK-LABEL: func.func @by_one
// CHECK-NOT:     ov.Multiply
// CHECK:         func.return %x : tensor<2x3xf32>
func.func @by_one(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %y = ov.Multiply.v1 %x, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Not when the one broadcasts x to a larger shape: the product is not x.
// CHECK-LABEL: func.func @broadcasting_one
// CHECK:         ov.Multiply.v1
func.func @broadcasting_one(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %one = ov.Constant.v0 dense<1.0> : tensor<2x3xf32>
  %y = ov.Multiply.v1 %x, %one : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Not by two.
// CHECK-LABEL: func.func @by_two
// CHECK:         ov.Multiply.v1
func.func @by_two(%x: tensor<2xf32>) -> tensor<2xf32> {
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %y = ov.Multiply.v1 %x, %two : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
