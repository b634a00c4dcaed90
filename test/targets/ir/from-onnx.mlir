// RUN: ov-opt %s -p convert-onnx-to-ov,ov-fold-constants -t ir -o %t.xml && filecheck %s < %t.xml

// The spine ops that leave no layer of their own, as they reach the IR: Identity and
// Dropout vanish (a model input returned as is goes straight to its Result), Constant and
// ConstantOfShape of a constant shape are Const layers, Sum is Adds, and Flatten a Reshape.

func.func @main(%x: tensor<2x3x4xf32> {ovopt.name = "x"}) -> (tensor<2x3x4xf32> {ovopt.name = "same"}, tensor<2x12xf32> {ovopt.name = "flat"}, tensor<2x3xf32> {ovopt.name = "ones"}) {
  %i = "onnx.Identity"(%x) <{version = 16 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("identity")
  %d = "onnx.Dropout"(%i) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("dropout")
  %c = "onnx.Constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>, version = 13 : i64}> : () -> tensor<4xf32> loc("c")
  %sum = "onnx.Sum"(%x, %c, %c) <{version = 13 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32> loc("sum")
  %flat = "onnx.Flatten"(%sum) <{version = 13 : i64}> : (tensor<2x3x4xf32>) -> tensor<2x12xf32> loc("flatten")
  %s = "onnx.Constant"() <{value = dense<[2, 3]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64> loc("s")
  %ones = "onnx.ConstantOfShape"(%s) <{version = 9 : i64, value = dense<1.0> : tensor<1xf32>}> : (tensor<2xi64>) -> tensor<2x3xf32> loc("ones")
  func.return %d, %flat, %ones : tensor<2x3x4xf32>, tensor<2x12xf32>, tensor<2x3xf32>
}

// CHECK:      <layer id="0" name="x" type="Parameter" version="opset1">
// CHECK-NEXT:   <data shape="2,3,4" element_type="f32"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="FP32" names="x,same">
// CHECK:      <layer id="1" name="c" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="4" offset="0" size="16"/>
// CHECK:      <layer id="2" name="sum/Add" type="Add" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="3" name="sum" type="Add" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="4" name="flatten/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="2" offset="16" size="16"/>
// CHECK:      <layer id="5" name="flatten" type="Reshape" version="opset1">
// CHECK-NEXT:   <data special_zero="false"/>
// CHECK:          <port id="2" precision="FP32" names="flat">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>12</dim>
// CHECK:      <layer id="6" name="ones" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="2, 3" offset="32" size="24"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="FP32" names="ones">
// CHECK:      <layer id="7" name="same/sink_port_0" type="Result" version="opset1">
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="2" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="2" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="2" to-layer="3" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="3" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="3" from-port="2" to-layer="5" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="4" from-port="0" to-layer="5" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="7" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="5" from-port="2" to-layer="8" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="6" from-port="0" to-layer="9" to-port="0"/>
// CHECK-NEXT: </edges>
