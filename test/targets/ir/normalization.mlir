// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// BatchNormInference-5 (epsilon as a decimal: the f32 attribute's exact value) and
// Softmax-8, whose IR type is spelled SoftMax.

func.func @main(%x: tensor<?x3x4x4xf32> {ovopt.name = "x"}) -> (tensor<?x3x4x4xf32> {ovopt.name = "bn"}, tensor<?x3x4x4xf32> {ovopt.name = "sm"}, tensor<?x3x4x4xf32> {ovopt.name = "sm1"}) {
  %gamma = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32> loc("gamma")
  %beta = ov.Constant.v0 dense<[0.0, 0.5, 1.0]> : tensor<3xf32> loc("beta")
  %mean = ov.Constant.v0 dense<[0.5, 0.5, 0.5]> : tensor<3xf32> loc("mean")
  %var = ov.Constant.v0 dense<[2.0, 2.0, 2.0]> : tensor<3xf32> loc("var")
  %bn = ov.BatchNormInference.v5 %x, %gamma, %beta, %mean, %var {epsilon = 0.5 : f32} : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3x4x4xf32> loc("bn")
  %sm = ov.Softmax.v8 %x {axis = -1 : i64} : tensor<?x3x4x4xf32> loc("sm")
  %sm1 = ov.Softmax.v8 %x : tensor<?x3x4x4xf32> loc("sm1")
  func.return %bn, %sm, %sm1 : tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>
}

// CHECK:      <layer id="1" name="gamma" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="3" offset="0" size="12"/>
// CHECK:      <layer id="2" name="beta" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="3" offset="12" size="12"/>
// CHECK:      <layer id="3" name="mean" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="3" offset="24" size="12"/>
// CHECK:      <layer id="4" name="var" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="3" offset="36" size="12"/>
// CHECK:      <layer id="5" name="bn" type="BatchNormInference" version="opset5">
// CHECK-NEXT:   <data epsilon="0.5"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="3" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="4" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="5" precision="FP32" names="bn">
// CHECK:      <layer id="6" name="sm" type="SoftMax" version="opset8">
// CHECK-NEXT:   <data axis="-1"/>
// CHECK:      <layer id="7" name="sm1" type="SoftMax" version="opset8">
// CHECK-NEXT:   <data axis="1"/>
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="5" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="5" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="0" to-layer="5" to-port="2"/>
// CHECK-NEXT:   <edge from-layer="3" from-port="0" to-layer="5" to-port="3"/>
// CHECK-NEXT:   <edge from-layer="4" from-port="0" to-layer="5" to-port="4"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="6" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="7" to-port="0"/>
