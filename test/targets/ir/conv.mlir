// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Convolution-1 and GroupConvolution-1 (attribute spellings as openvino serialises them:
// strides, dilations, pads_begin, pads_end as ", "-separated lists, auto_pad lower case),
// with the bias of an ONNX Conv as Reshape + Add.

func.func @main(%x: tensor<?x3x8x9xf32> {ovopt.name = "x"}, %x4: tensor<1x4x8x8xf32> {ovopt.name = "x4"}) -> (tensor<?x4x4x8xf32> {ovopt.name = "y"}, tensor<1x6x8x8xf32> {ovopt.name = "g"}) {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3x3x3xf32> loc("conv/weights")
  %conv = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 2>, strides = array<i64: 2, 1>, pads_begin = array<i64: 1, 2>, pads_end = array<i64: 0, 1>} : (tensor<?x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x4x8xf32> loc("conv/Convolution")
  %b = ov.Constant.v0 dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32> loc("conv/bias")
  %bs = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64> loc("conv/Const")
  %bias = ov.Reshape.v1 %b, %bs {special_zero = false} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32> loc("conv/Reshape")
  %y = ov.Add.v1 %conv, %bias : (tensor<?x4x4x8xf32>, tensor<1x4x1x1xf32>) -> tensor<?x4x4x8xf32> loc("conv")
  %gw = ov.Constant.v0 dense<0.25> : tensor<2x3x2x3x3xf32> loc("gconv/weights")
  %g = ov.GroupConvolution.v1 %x4, %gw {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x4x8x8xf32>, tensor<2x3x2x3x3xf32>) -> tensor<1x6x8x8xf32> loc("gconv")
  func.return %y, %g : tensor<?x4x4x8xf32>, tensor<1x6x8x8xf32>
}

// CHECK:      <layer id="2" name="conv/weights" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="4, 3, 3, 3" offset="0" size="432"/>
// CHECK:      <layer id="3" name="conv/Convolution" type="Convolution" version="opset1">
// CHECK-NEXT:   <data dilations="1, 2" strides="2, 1" pads_begin="1, 2" pads_end="0, 1" auto_pad="explicit"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK-NEXT:       <dim>9</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>
// CHECK:      <layer id="4" name="conv/bias" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="4" offset="432" size="16"/>
// CHECK:      <layer id="5" name="conv/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="4" offset="448" size="32"/>
// CHECK:      <layer id="6" name="conv/Reshape" type="Reshape" version="opset1">
// CHECK-NEXT:   <data special_zero="false"/>
// CHECK:      <layer id="7" name="conv" type="Add" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:          <port id="2" precision="FP32" names="y">
// CHECK:      <layer id="8" name="gconv/weights" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="2, 3, 2, 3, 3" offset="480" size="432"/>
// CHECK:      <layer id="9" name="gconv" type="GroupConvolution" version="opset1">
// CHECK-NEXT:   <data dilations="1, 1" strides="1, 1" pads_begin="0, 0" pads_end="0, 0" auto_pad="same_upper"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK:          <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="2" precision="FP32" names="g">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>6</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="3" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="0" to-layer="3" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="4" from-port="0" to-layer="6" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="5" from-port="0" to-layer="6" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="3" from-port="2" to-layer="7" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="6" from-port="2" to-layer="7" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="9" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="8" from-port="0" to-layer="9" to-port="1"/>
