// RUN: ov-opt %s -p ov-infer-shapes | filecheck %s

// A Reshape to a shape of unknown length infers no rank; the rank the model gives its result
// is more precise and stays.
// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3xf32>, tensor<?xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<?x?xf32>
func.func @main(%x: tensor<2x3xf32>, %s: tensor<?xi64>) -> tensor<?x?xf32> {
  %r = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  func.return %r : tensor<?x?xf32>
}
