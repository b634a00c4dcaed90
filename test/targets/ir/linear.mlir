// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// MatMul-1 (transpose_a / transpose_b as "true" / "false"), and a Gemm's lowering:
// MatMul, Multiply by a scalar alpha constant (shape ""), Add of C.

func.func @main(%a: tensor<3x2xf32> {ovopt.name = "a"}, %b: tensor<4x3xf32> {ovopt.name = "b"}, %c: tensor<4xf32> {ovopt.name = "c"}, %v: tensor<2xf32> {ovopt.name = "v"}) -> (tensor<2x4xf32> {ovopt.name = "y"}, tensor<3xf32> {ovopt.name = "z"}) {
  %mm = ov.MatMul.v0 %a, %b {transpose_a = true, transpose_b = true} : (tensor<3x2xf32>, tensor<4x3xf32>) -> tensor<2x4xf32> loc("gemm/MatMul")
  %alpha = ov.Constant.v0 dense<2.5e-01> : tensor<f32> loc("gemm/Const")
  %scaled = ov.Multiply.v1 %mm, %alpha : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32> loc("gemm/Multiply")
  %y = ov.Add.v1 %scaled, %c : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32> loc("gemm")
  %z = ov.MatMul.v0 %a, %v : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3xf32> loc("mv")
  func.return %y, %z : tensor<2x4xf32>, tensor<3xf32>
}

// CHECK:      <layer id="4" name="gemm/MatMul" type="MatMul" version="opset1">
// CHECK-NEXT:   <data transpose_a="true" transpose_b="true"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>
// CHECK:      <layer id="5" name="gemm/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="" offset="0" size="4"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="FP32"/>
// CHECK-NEXT:   </output>
// CHECK:      <layer id="6" name="gemm/Multiply" type="Multiply" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="7" name="gemm" type="Add" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="8" name="mv" type="MatMul" version="opset1">
// CHECK-NEXT:   <data transpose_a="false" transpose_b="false"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="2" precision="FP32" names="z">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="4" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="4" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="4" from-port="2" to-layer="6" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="5" from-port="0" to-layer="6" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="6" from-port="2" to-layer="7" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="0" to-layer="7" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="8" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="3" from-port="0" to-layer="8" to-port="1"/>
