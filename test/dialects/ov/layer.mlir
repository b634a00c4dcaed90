// RUN: OV_ROUNDTRIP

// ov.layer, an IR layer the dialect has no op for, printed generic, parsed back and printed
// in its custom form: any number of operands and results, a sink with none.

// CHECK-LABEL: func.func @layers
// CHECK-SAME:    (%[[X:.*]]: tensor<2x?xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.layer %[[X]] {type = "MyGelu", version = "custom_opset", data = {approximation = "tanh", "exclude-pad" = "true"}} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[B:.*]], %[[C:.*]] = ov.layer %[[A]], %[[X]] {type = "TwoWay", version = "opset99"} : (tensor<2x?xf32>, tensor<2x?xf32>) -> (tensor<2xi64>, tensor<f32>)
// CHECK-NEXT:    ov.layer %[[C]] {type = "Assign", version = "opset6", data = {variable_id = "v"}} : (tensor<f32>) -> ()
// CHECK-NEXT:    func.return %[[B]] : tensor<2xi64>
func.func @layers(%x: tensor<2x?xf32>) -> tensor<2xi64> {
  %a = ov.layer %x {type = "MyGelu", version = "custom_opset", data = {approximation = "tanh", "exclude-pad" = "true"}} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %b, %c = ov.layer %a, %x {type = "TwoWay", version = "opset99"} : (tensor<2x?xf32>, tensor<2x?xf32>) -> (tensor<2xi64>, tensor<f32>)
  ov.layer %c {type = "Assign", version = "opset6", data = {variable_id = "v"}} : (tensor<f32>) -> ()
  func.return %b : tensor<2xi64>
}
