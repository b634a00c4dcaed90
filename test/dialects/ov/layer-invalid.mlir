// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of ov.layer: what IR XML could not spell.

func.func @type_name(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.layer %x {type = "My Op", version = "opset1"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: layer type 'My Op' is not a name IR can spell

// -----

func.func @version(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.layer %x {type = "MyOp", version = ""} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: layer version '' is not an opset name

// -----

func.func @attribute_value(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.layer %x {type = "MyOp", version = "opset1", data = {alpha = 1.5 : f32}} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: attribute alpha is 1.500000e+00 : f32: a layer's attributes are strings, as IR has them

// -----

func.func @attribute_name(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.layer %x {type = "MyOp", version = "opset1", data = {"a b" = "1"}} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: attribute name 'a b' is not a name IR can spell
