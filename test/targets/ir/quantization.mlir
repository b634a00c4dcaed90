// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// FakeQuantize as OpenVINO writes it: an opset1 layer with `levels` and `auto_broadcast` in
// <data>, its four limits as inputs (here rank-0 constants, per tensor).

func.func @main(%x: tensor<1x3x2x2xf32> {ovopt.name = "x"}) -> (tensor<1x3x2x2xf32> {ovopt.name = "y"}) {
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32> loc("low")
  %hi = ov.Constant.v0 dense<3.0> : tensor<f32> loc("high")
  %y = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<1x3x2x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x3x2x2xf32> loc("fq")
  func.return %y : tensor<1x3x2x2xf32>
}
// CHECK:      <layer id="{{[0-9]+}}" name="fq" type="FakeQuantize" version="opset1">
// CHECK-NEXT:   <data levels="256" auto_broadcast="numpy"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK:          <port id="4" precision="FP32"/>
// CHECK-NEXT:   </input>
