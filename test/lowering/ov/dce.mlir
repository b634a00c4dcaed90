// RUN: ov-opt %s --split-input-file -p dce | filecheck %s

// Ops whose results nothing reads go, and then the ops only they read: a chain dies from its end.

// CHECK-LABEL: func.func @dead_chain
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    func.return %[[R]]
func.func @dead_chain(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = ov.Relu.v0 %x : tensor<2xf32>
  %c = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %a = ov.Add.v1 %r, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %s = ov.Sigmoid.v0 %a : tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// Nothing dead: the module is as it was.

// CHECK-LABEL: func.func @all_live
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Add.v1
// CHECK-NEXT:    func.return
func.func @all_live(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %a = ov.Add.v1 %x, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %a : tensor<2xf32>
}
