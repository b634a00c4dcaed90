// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The model around the layers: a Parameter per function argument (in order, ids from 0),
// a Result per returned value (after the layers), tensor names on the output ports that
// carry them (from {ovopt.name}), dynamic dims ("?" in a Parameter's shape, -1 in port
// dims), sequential ids, unique layer names, and the edges.

func.func @main(%x: tensor<?x3x?xf32> {ovopt.name = "x"}, %u: tensor<2xf32>, %c: tensor<2xf32> {ovopt.name = "a,b"}) -> (tensor<?x3x?xf32> {ovopt.name = "r"}, tensor<?x3x?xf32> {ovopt.name = "r2"}, tensor<2xf32> {ovopt.name = "x_copy"}, tensor<2xf32>, tensor<2xf32> {ovopt.name = "s"}) {
  %r = ov.Relu.v0 %x : tensor<?x3x?xf32> loc("act")
  %s = ov.Sigmoid.v0 %u : tensor<2xf32> loc("act")
  %t = ov.Tanh.v0 %s : tensor<2xf32>
  func.return %r, %r, %u, %t, %c : tensor<?x3x?xf32>, tensor<?x3x?xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// CHECK:      <?xml version='1.0' encoding='utf-8'?>
// CHECK-NEXT: <net name="{{.*}}" version="11">
// CHECK-NEXT:   <layers>
// CHECK-NEXT:     <layer id="0" name="x" type="Parameter" version="opset1">
// CHECK-NEXT:       <data shape="?,3,?" element_type="f32"/>
// CHECK-NEXT:       <output>
// CHECK-NEXT:         <port id="0" precision="FP32" names="x">
// CHECK-NEXT:           <dim>-1</dim>
// CHECK-NEXT:           <dim>3</dim>
// CHECK-NEXT:           <dim>-1</dim>
// CHECK-NEXT:         </port>
// CHECK-NEXT:       </output>
// CHECK-NEXT:     </layer>

// An argument without a name is input_<index>; returned as an output, it gets that name too.
// CHECK-NEXT:     <layer id="1" name="input_1" type="Parameter" version="opset1">
// CHECK-NEXT:       <data shape="2" element_type="f32"/>
// CHECK-NEXT:       <output>
// CHECK-NEXT:         <port id="0" precision="FP32" names="input_1,x_copy">

// A comma inside a name is escaped, as OpenVINO does.
// CHECK:          <layer id="2" name="a,b" type="Parameter" version="opset1">
// CHECK:              <port id="0" precision="FP32" names="a\,b,s">

// Two ops named "act": the second layer becomes "act/1". An op without a name is
// <type>_<id>. The value returned twice carries both names.
// CHECK:          <layer id="3" name="act" type="ReLU" version="opset1">
// CHECK-NEXT:       <input>
// CHECK-NEXT:         <port id="0" precision="FP32">
// CHECK-NEXT:           <dim>-1</dim>
// CHECK-NEXT:           <dim>3</dim>
// CHECK-NEXT:           <dim>-1</dim>
// CHECK-NEXT:         </port>
// CHECK-NEXT:       </input>
// CHECK-NEXT:       <output>
// CHECK-NEXT:         <port id="1" precision="FP32" names="r,r2">
// CHECK:          <layer id="4" name="act/1" type="Sigmoid" version="opset1">
// CHECK:          <layer id="5" name="Tanh_5" type="Tanh" version="opset1">
// CHECK:              <port id="1" precision="FP32">

// The Results: one per returned value, named after the output (output_<index> if none).
// CHECK:          <layer id="6" name="r/sink_port_0" type="Result" version="opset1">
// CHECK-NEXT:       <input>
// CHECK-NEXT:         <port id="0" precision="FP32">
// CHECK-NEXT:           <dim>-1</dim>
// CHECK-NEXT:           <dim>3</dim>
// CHECK-NEXT:           <dim>-1</dim>
// CHECK-NEXT:         </port>
// CHECK-NEXT:       </input>
// CHECK-NEXT:     </layer>
// CHECK-NEXT:     <layer id="7" name="r2/sink_port_0" type="Result" version="opset1">
// CHECK:          <layer id="8" name="x_copy/sink_port_0" type="Result" version="opset1">
// CHECK:          <layer id="9" name="output_3/sink_port_0" type="Result" version="opset1">
// CHECK:          <layer id="10" name="s/sink_port_0" type="Result" version="opset1">
// CHECK:        </layers>
// CHECK-NEXT:   <edges>
// CHECK-NEXT:     <edge from-layer="0" from-port="0" to-layer="3" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="1" from-port="0" to-layer="4" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="4" from-port="1" to-layer="5" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="3" from-port="1" to-layer="6" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="3" from-port="1" to-layer="7" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="1" from-port="0" to-layer="8" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="5" from-port="1" to-layer="9" to-port="0"/>
// CHECK-NEXT:     <edge from-layer="2" from-port="0" to-layer="10" to-port="0"/>
// CHECK-NEXT:   </edges>
// CHECK-NEXT:   <rt_info>
// CHECK-NEXT:     <ovopt_version value="{{.*}}"/>
// CHECK-NEXT:     <conversion_parameters>
// CHECK-NEXT:       <input_model value="{{.*}}model.mlir"/>
// CHECK-NEXT:       <command value="ov-opt {{.*}}model.mlir -t ir -o {{.*}}.xml"/>
// CHECK-NEXT:     </conversion_parameters>
// CHECK-NEXT:   </rt_info>
// CHECK-NEXT: </net>
