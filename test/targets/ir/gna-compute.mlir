// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The gna compute ops as the GNA plugin's layers (targets/ir/gna.py): GNAConvolution and the
// pooling layers in version intel_gna, Pwl with its segments as f64 Const inputs,
// FullyConnected / ScaleShift / Eltwise as the legacy layer types; every gna output port
// carries its layout. The layout casts with an unchanged shape write no layer; ov ops stay
// opset layers.

func.func @main(%x: tensor<1x8x10x4xf32> {ovopt.name = "x"}) -> (tensor<1x96xf32> {ovopt.name = "y"}) {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x3x3x4xf32> loc("conv/filters")
  %b = ov.Constant.v0 dense<0.5> : tensor<8xf32> loc("conv/bias")
  %g = gna.layout_cast %x : tensor<1x8x10x4xf32> to !gna.tensor<1x8x10x4xf32, NHWC>
  %c = gna.convolution %g, %w, %b {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>, tensor<8xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC> loc("conv")
  %m = gna.max_pool %c {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (!gna.tensor<1x8x10x8xf32, NHWC>) -> !gna.tensor<1x4x5x8xf32, NHWC> loc("maxpool")
  %a = gna.avg_pool %m {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, rounding_type = "ceil"} : (!gna.tensor<1x4x5x8xf32, NHWC>) -> !gna.tensor<1x3x4x8xf32, NHWC> loc("avgpool")
  %p = gna.pwl %a {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.5>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<1x3x4x8xf32, NHWC>) -> !gna.tensor<1x3x4x8xf32, NHWC> loc("relu")
  %f = gna.layout_cast %p : !gna.tensor<1x3x4x8xf32, NHWC> to !gna.tensor<96x1xf32, CN> loc("flatten")
  %fw = ov.Constant.v0 dense<0.25> : tensor<96x96xf32> loc("fc/weights")
  %fc = gna.affine %f, %fw : (!gna.tensor<96x1xf32, CN>, tensor<96x96xf32>) -> !gna.tensor<96x1xf32, CN> loc("fc")
  %s = ov.Constant.v0 dense<2.0> : tensor<96x1xf32> loc("scale/weights")
  %z = ov.Constant.v0 dense<0.0> : tensor<f32> loc("scale/bias")
  %d = gna.diagonal %fc, %s, %z : (!gna.tensor<96x1xf32, CN>, tensor<96x1xf32>, tensor<f32>) -> !gna.tensor<96x1xf32, CN> loc("scale")
  %e = gna.eltwise %fc, %d {operation = "prod"} : (!gna.tensor<96x1xf32, CN>, !gna.tensor<96x1xf32, CN>) -> !gna.tensor<96x1xf32, CN> loc("square")
  %o = gna.layout_cast %e : !gna.tensor<96x1xf32, CN> to tensor<96x1xf32> loc("out")
  %shape = ov.Constant.v0 dense<[1, 96]> : tensor<2xi64> loc("y/shape")
  %y = ov.Reshape.v1 %o, %shape {special_zero = false} : (tensor<96x1xf32>, tensor<2xi64>) -> tensor<1x96xf32> loc("y")
  func.return %y : tensor<1x96xf32>
}

// The input cast writes no layer: the convolution reads the Parameter.
// CHECK:      <layer id="0" name="x" type="Parameter" version="opset1">
// CHECK-NOT:  type="Reshape"
// CHECK:      <layer id="1" name="conv/filters" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="8, 3, 3, 4" offset="0" size="1152"/>
// CHECK:      <layer id="3" name="conv" type="GNAConvolution" version="intel_gna">
// CHECK-NEXT:   <data strides="1, 1" dilations="1, 1" pads_begin="1, 1" pads_end="1, 1" auto_pad="explicit"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="3" precision="FP32">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK-NEXT:       <dim>10</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK-NEXT:       <rt_info>
// CHECK-NEXT:         <attribute name="layout" version="0" layout="[N,H,W,C]"/>
// CHECK:      <layer id="4" name="maxpool" type="GNAMaxPool" version="intel_gna">
// CHECK-NEXT:   <data strides="2, 2" pads_begin="0, 0" pads_end="0, 0" kernel="2, 2" rounding_type="floor" auto_pad="explicit"/>
// CHECK:      <layer id="5" name="avgpool" type="GNAAvgPool" version="intel_gna">
// CHECK-NEXT:   <data strides="1, 1" pads_begin="0, 0" pads_end="0, 0" kernel="2, 2" rounding_type="ceil" exclude-pad="false" auto_pad="explicit"/>

// The PWL segments: three f64 Const layers (slopes, intercepts, knots) wired to ports 1..3.
// CHECK:      <layer id="6" name="relu/slopes" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f64" shape="2" offset="[[SLOPES:[0-9]+]]" size="16"/>
// CHECK:      <layer id="7" name="relu/intercepts" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f64" shape="2" offset="{{[0-9]+}}" size="16"/>
// CHECK:      <layer id="8" name="relu/knots" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f64" shape="3" offset="{{[0-9]+}}" size="24"/>
// CHECK:      <layer id="9" name="relu" type="Pwl" version="intel_gna">
// CHECK-NEXT:   <data activation="relu" error_percent="0.0"/>
// CHECK:          <port id="3" precision="FP64">
// CHECK-NEXT:       <dim>3</dim>

// A cast that changes the shape is a Reshape to a constant shape.
// CHECK:      <layer id="10" name="flatten/shape" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="2"
// CHECK:      <layer id="11" name="flatten" type="Reshape" version="opset1">
// CHECK-NEXT:   <data special_zero="false"/>
// CHECK:            <attribute name="layout" version="0" layout="[C,N]"/>

// An affine without a bias gets the zero bias the plugin always had.
// CHECK:      <layer id="12" name="fc/weights" type="Const" version="opset1">
// CHECK:      <layer id="13" name="fc/bias" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="96" offset="{{[0-9]+}}" size="384"/>
// CHECK:      <layer id="14" name="fc" type="FullyConnected" version="legacy">
// CHECK-NEXT:   <data out-size="96" frames="1"/>
// CHECK:      <layer id="17" name="scale" type="ScaleShift" version="legacy">
// CHECK-NOT:    <data
// CHECK:      <layer id="18" name="square" type="Eltwise" version="legacy">
// CHECK-NEXT:   <data operation="prod"/>

// The output cast keeps the shape: no layer; the ov Reshape stays an opset layer.
// CHECK-NOT:  name="out"
// CHECK:      <layer id="20" name="y" type="Reshape" version="opset1">
// CHECK:      <edge from-layer="0" from-port="0" to-layer="3" to-port="0"/>
// CHECK:      <edge from-layer="18" from-port="2" to-layer="20" to-port="0"/>
