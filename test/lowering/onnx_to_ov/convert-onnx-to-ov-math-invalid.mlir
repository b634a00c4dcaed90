// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Element-wise mathematics the lowering must refuse, each error naming the node.

func.func @bit_shift_direction(%x: tensor<4xui8>) -> tensor<4xui8> {
  %y = "onnx.BitShift"(%x, %x) <{version = 11 : i64, direction = "UP"}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8> loc("shift")
  func.return %y : tensor<4xui8>
}
// CHECK: node 'shift' (BitShift-11): direction must be LEFT or RIGHT, not 'UP'

// -----

func.func @mod_no_broadcast(%a: tensor<3xi32>, %b: tensor<2xi32>) -> tensor<3xi32> {
  %y = "onnx.Mod"(%a, %b) <{version = 13 : i64}> : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32> loc("mod")
  func.return %y : tensor<3xi32>
}
// CHECK-NEXT: node 'mod' (Mod-13): shapes [3] and [2] do not broadcast
