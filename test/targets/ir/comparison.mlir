// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Comparison, logical and Select layers as OpenVINO writes them (checked against openvino's
// own serialisation): boolean ports are BOOL; LogicalXor-1 is filed under opset2, as
// OpenVINO's serializer files it. The model loads and runs in OpenVINO.

func.func @main(%a: tensor<2x3xf32> {ovopt.name = "a"}, %b: tensor<3xf32> {ovopt.name = "b"}, %p: tensor<2x3xi1> {ovopt.name = "p"}) -> (tensor<2x3xf32> {ovopt.name = "y"}, tensor<2x3xi1> {ovopt.name = "q"}) {
  %eq = ov.Equal.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1> loc("eq")
  %ne = ov.NotEqual.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1> loc("ne")
  %lt = ov.Less.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1> loc("lt")
  %gt = ov.Greater.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1> loc("gt")
  %le = ov.LessEqual.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1> loc("le")
  %ge = ov.GreaterEqual.v1 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1> loc("ge")
  %and = ov.LogicalAnd.v1 %eq, %ne : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("and")
  %or = ov.LogicalOr.v1 %and, %lt : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("or")
  %xor = ov.LogicalXor.v1 %or, %gt : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("xor")
  %both = ov.LogicalAnd.v1 %le, %ge : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("both")
  %any = ov.LogicalOr.v1 %xor, %both : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("any")
  %not = ov.LogicalNot.v1 %any : tensor<2x3xi1> loc("not")
  %sel = ov.Select.v1 %not, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("select")
  %q = ov.LogicalXor.v1 %not, %p : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("q")
  func.return %sel, %q : tensor<2x3xf32>, tensor<2x3xi1>
}

// CHECK:      <net name="{{.*}}" version="11">
// CHECK:      <layer id="3" name="eq" type="Equal" version="opset1">
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
// CHECK-NEXT:     <port id="2" precision="BOOL">
// CHECK:      <layer id="4" name="ne" type="NotEqual" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="5" name="lt" type="Less" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="6" name="gt" type="Greater" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="7" name="le" type="LessEqual" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="8" name="ge" type="GreaterEqual" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="9" name="and" type="LogicalAnd" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="10" name="or" type="LogicalOr" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="11" name="xor" type="LogicalXor" version="opset2">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="12" name="both" type="LogicalAnd" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="13" name="any" type="LogicalOr" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="14" name="not" type="LogicalNot" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="15" name="select" type="Select" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="16" name="q" type="LogicalXor" version="opset2">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>

