// RUN: ov-opt %s --split-input-file -p gna-remove-extra-reshapes | filecheck %s

// The pattern is ov-simplify's CollapseReshapes: its negative cases, one per condition, and
// their checklist are in test/lowering/ov/ov-simplify-reshapes.mlir.

// A Reshape to its own shape goes; a chain Reshape -> Squeeze becomes one Reshape.

// CHECK-LABEL: func.func @extra
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[4, 6]>
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %x, %[[S]] {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT:    func.return %x, %[[R]]
func.func @extra(%x: tensor<1x4x6xf32>) -> (tensor<1x4x6xf32>, tensor<4x6xf32>) {
  %same = ov.Constant.v0 dense<[1, 4, 6]> : tensor<3xi64>
  %flat = ov.Constant.v0 dense<[1, 24]> : tensor<2xi64>
  %s = ov.Constant.v0 dense<[4, 6]> : tensor<2xi64>
  %r = ov.Reshape.v1 %x, %same {special_zero = false} : (tensor<1x4x6xf32>, tensor<3xi64>) -> tensor<1x4x6xf32>
  %f = ov.Reshape.v1 %x, %flat {special_zero = false} : (tensor<1x4x6xf32>, tensor<2xi64>) -> tensor<1x24xf32>
  %y = ov.Reshape.v1 %f, %s {special_zero = false} : (tensor<1x24xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  func.return %r, %y : tensor<1x4x6xf32>, tensor<4x6xf32>
}

// -----

// Not fired: one Reshape that changes the shape, and a chain whose middle value has another user.

// CHECK-LABEL: func.func @stays
// CHECK-COUNT-3: ov.Reshape.v1
func.func @stays(%x: tensor<1x4x6xf32>) -> (tensor<1x24xf32>, tensor<4x6xf32>, tensor<24xf32>) {
  %flat = ov.Constant.v0 dense<[1, 24]> : tensor<2xi64>
  %s = ov.Constant.v0 dense<[4, 6]> : tensor<2xi64>
  %v = ov.Constant.v0 dense<[24]> : tensor<1xi64>
  %f = ov.Reshape.v1 %x, %flat {special_zero = false} : (tensor<1x4x6xf32>, tensor<2xi64>) -> tensor<1x24xf32>
  %y = ov.Reshape.v1 %f, %s {special_zero = false} : (tensor<1x24xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %r = ov.Relu.v0 %f : tensor<1x24xf32>
  %z = ov.Reshape.v1 %r, %v {special_zero = false} : (tensor<1x24xf32>, tensor<1xi64>) -> tensor<24xf32>
  func.return %f, %y, %z : tensor<1x24xf32>, tensor<4x6xf32>, tensor<24xf32>
}

// -----

// A Reshape pair nothing reads is erased with its shape constants.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x4x6xf32>) -> tensor<1x4x6xf32> {
  %flat = ov.Constant.v0 dense<[1, 24]> : tensor<2xi64>
  %s = ov.Constant.v0 dense<[4, 6]> : tensor<2xi64>
  %f = ov.Reshape.v1 %x, %flat {special_zero = false} : (tensor<1x4x6xf32>, tensor<2xi64>) -> tensor<1x24xf32>
  %y = ov.Reshape.v1 %f, %s {special_zero = false} : (tensor<1x24xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  func.return %x : tensor<1x4x6xf32>
}
