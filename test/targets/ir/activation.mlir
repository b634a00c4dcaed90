// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Activation layers as OpenVINO writes them (checked against openvino's own serialisation):
// PReLU (not PRelu), SoftPlus and SoftSign spelled as OpenVINO does, Elu's alpha and Gelu's
// approximation_mode as <data>, the other parameters as inputs. The model loads and runs in
// OpenVINO.

func.func @main(%x: tensor<2x3x4xf32> {ovopt.name = "x"}, %h: tensor<2x3xf32> {ovopt.name = "h"}, %i: tensor<4xi64> {ovopt.name = "i"}) -> (tensor<2x3x4xf32> {ovopt.name = "y"}, tensor<2x3xf32> {ovopt.name = "z"}, tensor<4xf32> {ovopt.name = "w"}) {
  %a = ov.Elu.v0 %x {alpha = 0.5 : f64} : tensor<2x3x4xf32> loc("elu")
  %alpha = ov.Constant.v0 dense<1.67326319> : tensor<f32> loc("alpha")
  %gamma = ov.Constant.v0 dense<1.05070102> : tensor<f32> loc("gamma")
  %b = ov.Selu.v0 %a, %alpha, %gamma : (tensor<2x3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3x4xf32> loc("selu")
  %slope = ov.Constant.v0 dense<[[[0.1], [0.2], [0.3]]]> : tensor<1x3x1xf32> loc("slope")
  %c = ov.PRelu.v0 %b, %slope : (tensor<2x3x4xf32>, tensor<1x3x1xf32>) -> tensor<2x3x4xf32> loc("prelu")
  %ha = ov.Constant.v0 dense<0.2> : tensor<f32> loc("hard_alpha")
  %hb = ov.Constant.v0 dense<0.5> : tensor<f32> loc("hard_beta")
  %d = ov.HardSigmoid.v0 %c, %ha, %hb : (tensor<2x3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3x4xf32> loc("hard_sigmoid")
  %e = ov.HSwish.v4 %x : tensor<2x3x4xf32> loc("hswish")
  %f = ov.SoftPlus.v4 %e : tensor<2x3x4xf32> loc("softplus")
  %g = ov.SoftSign.v9 %f : tensor<2x3x4xf32> loc("softsign")
  %m = ov.Mish.v4 %g : tensor<2x3x4xf32> loc("mish")
  %ge = ov.Gelu.v7 %x : tensor<2x3x4xf32> loc("gelu")
  %gt = ov.Gelu.v7 %ge {approximation_mode = "TANH"} : tensor<2x3x4xf32> loc("gelu_tanh")
  %sw = ov.Swish.v4 %gt : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("swish")
  %beta = ov.Constant.v0 dense<2.0> : tensor<f32> loc("beta")
  %sw2 = ov.Swish.v4 %sw, %beta : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32> loc("swish_beta")
  %s1 = ov.Add.v1 %d, %m : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("s1")
  %y = ov.Add.v1 %s1, %sw2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> loc("y")
  %ls = ov.LogSoftmax.v5 %h {axis = -1 : i64} : tensor<2x3xf32> loc("log_softmax")
  %z = ov.HSigmoid.v5 %ls : tensor<2x3xf32> loc("hsigmoid")
  %w = ov.ConvertLike.v1 %i, %h : (tensor<4xi64>, tensor<2x3xf32>) -> tensor<4xf32> loc("convert_like")
  func.return %y, %z, %w : tensor<2x3x4xf32>, tensor<2x3xf32>, tensor<4xf32>
}

// CHECK:      <net name="{{.*}}" version="11">
// CHECK:      <layer id="3" name="elu" type="Elu" version="opset1">
// CHECK-NEXT:   <data alpha="0.5"/>
// CHECK:      <layer id="6" name="selu" type="Selu" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="8" name="prelu" type="PReLU" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="11" name="hard_sigmoid" type="HardSigmoid" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="12" name="hswish" type="HSwish" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="13" name="softplus" type="SoftPlus" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="14" name="softsign" type="SoftSign" version="opset9">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="15" name="mish" type="Mish" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="16" name="gelu" type="Gelu" version="opset7">
// CHECK-NEXT:   <data approximation_mode="ERF"/>
// CHECK:      <layer id="17" name="gelu_tanh" type="Gelu" version="opset7">
// CHECK-NEXT:   <data approximation_mode="TANH"/>
// CHECK:      <layer id="18" name="swish" type="Swish" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="20" name="swish_beta" type="Swish" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="23" name="log_softmax" type="LogSoftmax" version="opset5">
// CHECK-NEXT:   <data axis="-1"/>
// CHECK:      <layer id="24" name="hsigmoid" type="HSigmoid" version="opset5">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="25" name="convert_like" type="ConvertLike" version="opset1">
// CHECK-NEXT:   <input>

