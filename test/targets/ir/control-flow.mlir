// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Loop-5 as OpenVINO's serializer writes it: the port map (inputs from external port 2, the
// carried output, the concatenated output with its axis, the current iteration and the
// execution condition by purpose), the back edges, then the body as a graph of its own.

func.func @main(%n: tensor<i64> {ovopt.name = "n"}, %c: tensor<i1> {ovopt.name = "c"}, %x: tensor<2xf32> {ovopt.name = "x"}, %y: tensor<2xf32> {ovopt.name = "y"}) -> (tensor<2xf32> {ovopt.name = "s"}, tensor<?x2xf32> {ovopt.name = "t"}) {
  %s, %t = ov.Loop.v5 %n, %c, %x, %y {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  ^bb0(%i: tensor<i64>, %a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = ov.Add.v1 %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("sum")
    %ax = ov.Constant.v0 dense<0> : tensor<1xi64>
    %u = ov.Unsqueeze.v0 %s, %ax : (tensor<2xf32>, tensor<1xi64>) -> tensor<1x2xf32>
    %t = ov.Constant.v0 dense<true> : tensor<i1>
    ov.yield %t, %s, %u : tensor<i1>, tensor<2xf32>, tensor<1x2xf32>
  } loc("loop")
  func.return %s, %t : tensor<2xf32>, tensor<?x2xf32>
}

// CHECK:      <layer id="4" name="loop" type="Loop" version="opset5">
// CHECK-NEXT:   <port_map>
// CHECK-NEXT:     <input external_port_id="2" internal_layer_id="1"/>
// CHECK-NEXT:     <input external_port_id="3" internal_layer_id="2"/>
// CHECK-NEXT:     <output external_port_id="4" internal_layer_id="8"/>
// CHECK-NEXT:     <output axis="0" start="0" end="-1" stride="1" part_size="1" external_port_id="5" internal_layer_id="9"/>
// CHECK-NEXT:     <input purpose="current_iteration" external_port_id="-1" internal_layer_id="0"/>
// CHECK-NEXT:     <output purpose="execution_condition" external_port_id="-1" internal_layer_id="7"/>
// CHECK-NEXT:   </port_map>
// CHECK-NEXT:   <back_edges>
// CHECK-NEXT:     <edge from-layer="8" to-layer="1"/>
// CHECK-NEXT:   </back_edges>
// CHECK-NEXT:   <input>
// CHECK:        <output>
// CHECK-NEXT:     <port id="4" precision="FP32" names="s">
// CHECK:          <port id="5" precision="FP32" names="t">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK:        <body>
// CHECK-NEXT:     <layers>
// CHECK-NEXT:       <layer id="0" name="loop/body/input_0" type="Parameter" version="opset1">
// CHECK-NEXT:         <data shape="" element_type="i64"/>
// CHECK:            <layer id="3" name="sum" type="Add" version="opset1">
// CHECK:            <layer id="7" name="loop/body/output_0" type="Result" version="opset1">
// CHECK:          <edges>
// CHECK-NEXT:       <edge from-layer="1" from-port="0" to-layer="3" to-port="0"/>
// CHECK-NEXT:       <edge from-layer="2" from-port="0" to-layer="3" to-port="1"/>
// CHECK:        </body>
// CHECK-NEXT: </layer>
