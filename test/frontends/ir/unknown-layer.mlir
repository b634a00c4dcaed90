// RUN: ov-opt %S/Inputs/custom.xml | filecheck %s
// RUN: ov-opt %S/Inputs/custom.xml -p ov-default -t ir -o %t.xml
// RUN: filecheck %s --check-prefix=XML < %t.xml
//
// A layer the ov dialect has no op for (an extension's type, an opset it lacks) or that does
// not fit the op its type names (here a ReLU with an attribute ReLU does not have) is an
// `ov.layer` holding its type, opset, attributes and port types as written. Passes leave it
// alone (dce keeps the Assign, which nothing reads) and the IR target writes it back as it was.

// CHECK:      func.func @main(%0: tensor<2x3xf32> {ovopt.name = "x"}) -> (tensor<2x3xf32> {ovopt.name = "r"}, tensor<2x2xi64> {ovopt.name = "s1"}) {
// CHECK-NEXT:   %[[G:.*]] = ov.layer %0 {type = "MyGelu", version = "custom_opset", data = {approximation = "tanh", alpha = "1.5"}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:   %[[R:.*]] = ov.layer %[[G]] {type = "ReLU", version = "opset1", data = {extra = "1"}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:   %[[S0:.*]], %[[S1:.*]] = ov.layer %[[R]] {type = "TwoWay", version = "custom_opset"} : (tensor<2x3xf32>) -> (tensor<2x1xf32>, tensor<2x2xi64>)
// CHECK-NEXT:   ov.layer %[[S0]] {type = "Assign", version = "opset6", data = {variable_id = "v"}} : (tensor<2x1xf32>) -> ()
// CHECK-NEXT:   func.return %[[R]], %[[S1]] : tensor<2x3xf32>, tensor<2x2xi64>

// XML:      <layer id="1" name="gelu" type="MyGelu" version="custom_opset">
// XML-NEXT:   <data approximation="tanh" alpha="1.5"/>
// XML:          <port id="1" precision="FP32" names="g">
// XML:      <layer id="2" name="relu" type="ReLU" version="opset1">
// XML-NEXT:   <data extra="1"/>
// XML:      <layer id="3" name="split" type="TwoWay" version="custom_opset">
// XML-NEXT:   <input>
// XML:          <port id="1" precision="FP32" names="s0">
// XML-NEXT:       <dim>2</dim>
// XML-NEXT:       <dim>1</dim>
// XML:          <port id="2" precision="I64" names="s1">
// XML:      <layer id="4" name="save" type="Assign" version="opset6">
// XML-NEXT:   <data variable_id="v"/>
// XML-NEXT:   <input>
// XML-NEXT:     <port id="0" precision="FP32">
// XML-NEXT:       <dim>2</dim>
// XML-NEXT:       <dim>1</dim>
// XML-NEXT:     </port>
// XML-NEXT:   </input>
// XML-NEXT: </layer>
// XML:      <edge from-layer="3" from-port="1" to-layer="4" to-port="0"/>
