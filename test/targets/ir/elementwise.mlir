// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Element-wise layers as OpenVINO writes them (checked against openvino's own
// serialisation): ReLU (not Relu), Sigmoid and Tanh of opset1 have no <data>; the binary
// ops carry auto_broadcast, Divide also m_pythondiv.

func.func @main(%a: tensor<2x3xf32> {ovopt.name = "a"}, %b: tensor<3xf32> {ovopt.name = "b"}, %i: tensor<4xi32> {ovopt.name = "i"}) -> (tensor<2x3xf32> {ovopt.name = "y"}, tensor<4xi32> {ovopt.name = "q"}) {
  %r = ov.Relu.v0 %a : tensor<2x3xf32> loc("relu")
  %s = ov.Sigmoid.v0 %r : tensor<2x3xf32> loc("sigmoid")
  %t = ov.Tanh.v0 %s : tensor<2x3xf32> loc("tanh")
  %add = ov.Add.v1 %t, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("add")
  %sub = ov.Subtract.v1 %add, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("sub")
  %mul = ov.Multiply.v1 %sub, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("mul")
  %div = ov.Divide.v1 %mul, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("div")
  %q = ov.Divide.v1 %i, %i {m_pythondiv = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("int_div")
  func.return %div, %q : tensor<2x3xf32>, tensor<4xi32>
}

// CHECK:      <net name="{{.*}}" version="11">
// CHECK:      <layer id="3" name="relu" type="ReLU" version="opset1">
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="1" precision="FP32">
// CHECK:      <layer id="4" name="sigmoid" type="Sigmoid" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="5" name="tanh" type="Tanh" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="6" name="add" type="Add" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>
// CHECK:      <layer id="7" name="sub" type="Subtract" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="8" name="mul" type="Multiply" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="9" name="div" type="Divide" version="opset1">
// CHECK-NEXT:   <data m_pythondiv="true" auto_broadcast="numpy"/>
// CHECK:            <port id="2" precision="FP32" names="y">
// CHECK:      <layer id="10" name="int_div" type="Divide" version="opset1">
// CHECK-NEXT:   <data m_pythondiv="false" auto_broadcast="numpy"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="I32">
// CHECK:          <port id="2" precision="I32" names="q">
// CHECK:      <layer id="11" name="y/sink_port_0" type="Result" version="opset1">
// CHECK:      <layer id="12" name="q/sink_port_0" type="Result" version="opset1">
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="3" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="3" from-port="1" to-layer="4" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="4" from-port="1" to-layer="5" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="5" from-port="1" to-layer="6" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="6" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="6" from-port="2" to-layer="7" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="7" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="7" from-port="2" to-layer="8" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="8" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="8" from-port="2" to-layer="9" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="9" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="0" to-layer="10" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="0" to-layer="10" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="9" from-port="2" to-layer="11" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="10" from-port="2" to-layer="12" to-port="0"/>
// CHECK-NEXT: </edges>
