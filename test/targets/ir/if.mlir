// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// If-8: each input port feeds the Parameter of that index in both bodies; the port maps come
// first (else, then, as ovc writes them), the bodies last.

func.func @main(%c: tensor<i1> {ovopt.name = "c"}, %x: tensor<2xf32> {ovopt.name = "x"}) -> (tensor<2xf32> {ovopt.name = "z"}) {
  %z = ov.If.v8 %c, %x : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<2xf32>):
    %n = "ov.Negative.v0"(%a) : (tensor<2xf32>) -> tensor<2xf32>
    ov.yield %n : tensor<2xf32>
  } {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  } loc("if")
  func.return %z : tensor<2xf32>
}

// CHECK:      <layer id="2" name="if" type="If" version="opset8">
// CHECK-NEXT:   <else_port_map>
// CHECK-NEXT:     <input external_port_id="1" internal_layer_id="0"/>
// CHECK-NEXT:     <output external_port_id="2" internal_layer_id="1"/>
// CHECK-NEXT:   </else_port_map>
// CHECK-NEXT:   <then_port_map>
// CHECK-NEXT:     <input external_port_id="1" internal_layer_id="0"/>
// CHECK-NEXT:     <output external_port_id="2" internal_layer_id="2"/>
// CHECK-NEXT:   </then_port_map>
// CHECK:        <then_body>
// CHECK:            <layer id="1" name="{{.*}}" type="Negative" version="opset1">
// CHECK:        </then_body>
// CHECK-NEXT:   <else_body>
// CHECK:            <edge from-layer="0" from-port="0" to-layer="1" to-port="0"/>
// CHECK:        </else_body>
// CHECK-NEXT: </layer>
