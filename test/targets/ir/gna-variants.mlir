// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The gna layers' other forms (targets/ir/gna.py): a rank-3 average pool with exclude-pad
// and its [N,W,C] layout; an affine with its own bias writes no zero bias, and its frames are
// the data's columns; an eltwise sum; a PWL's error as written; a crop's axes and offsets;
// ND data carries no layout in rt_info.

func.func @main(%x: tensor<1x6x4xf32> {ovopt.name = "x"}, %v: tensor<8x4xf32> {ovopt.name = "v"}) -> (tensor<1x3x4xf32> {ovopt.name = "y"}, tensor<8x4xf32> {ovopt.name = "z"}, tensor<2x3xf32> {ovopt.name = "n"}) {
  %g = gna.layout_cast %x : tensor<1x6x4xf32> to !gna.tensor<1x6x4xf32, NWC>
  %a = gna.avg_pool %g {strides = array<i64: 2>, pads_begin = array<i64: 1>, pads_end = array<i64: 0>, kernel = array<i64: 2>, "exclude-pad" = true} : (!gna.tensor<1x6x4xf32, NWC>) -> !gna.tensor<1x3x4xf32, NWC> loc("avgpool")
  %y = gna.layout_cast %a : !gna.tensor<1x3x4xf32, NWC> to tensor<1x3x4xf32> loc("y")
  %w = ov.Constant.v0 dense<0.5> : tensor<8x8xf32> loc("fc/weights")
  %b = ov.Constant.v0 dense<1.0> : tensor<8xf32> loc("fc/bias")
  %h = gna.layout_cast %v : tensor<8x4xf32> to !gna.tensor<8x4xf32, CN>
  %fc = gna.affine %h, %w, %b : (!gna.tensor<8x4xf32, CN>, tensor<8x8xf32>, tensor<8xf32>) -> !gna.tensor<8x4xf32, CN> loc("fc")
  %s = gna.eltwise %fc, %h {operation = "sum"} : (!gna.tensor<8x4xf32, CN>, !gna.tensor<8x4xf32, CN>) -> !gna.tensor<8x4xf32, CN> loc("sum")
  %p = gna.pwl %s {slopes = array<f32: 1.0>, intercepts = array<f32: 0.0>, knots = array<f32: -1.0, 1.0>, approximates = "identity", error_percent = 0.25 : f64} : (!gna.tensor<8x4xf32, CN>) -> !gna.tensor<8x4xf32, CN> loc("act")
  %z = gna.layout_cast %p : !gna.tensor<8x4xf32, CN> to tensor<8x4xf32> loc("z")
  %c = gna.crop %h {offsets = array<i64: 1, 0>, sizes = array<i64: 2, 3>} : (!gna.tensor<8x4xf32, CN>) -> !gna.tensor<2x3xf32, CN> loc("crop")
  %nd = gna.layout_cast %c : !gna.tensor<2x3xf32, CN> to !gna.tensor<2x3xf32, ND> loc("nd")
  %k = gna.copy %nd : (!gna.tensor<2x3xf32, ND>) -> !gna.tensor<2x3xf32, ND> loc("copy")
  %n = gna.layout_cast %k : !gna.tensor<2x3xf32, ND> to tensor<2x3xf32> loc("n")
  func.return %y, %z, %n : tensor<1x3x4xf32>, tensor<8x4xf32>, tensor<2x3xf32>
}

// CHECK:      <layer id="2" name="avgpool" type="GNAAvgPool" version="intel_gna">
// CHECK-NEXT:   <data strides="2" pads_begin="1" pads_end="0" kernel="2" rounding_type="floor" exclude-pad="true" auto_pad="explicit"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="1" precision="FP32" names="y">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <rt_info>
// CHECK-NEXT:         <attribute name="layout" version="0" layout="[N,W,C]"/>

// The model's bias is the only one: ports 0..2 in, 3 out.
// CHECK:      <layer id="4" name="fc/bias" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="8" offset="256" size="32"/>
// CHECK-NOT:    type="Const"
// CHECK:      <layer id="5" name="fc" type="FullyConnected" version="legacy">
// CHECK-NEXT:   <data out-size="8" frames="4"/>
// CHECK:          <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>8</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="3" precision="FP32">
// CHECK:      <layer id="6" name="sum" type="Eltwise" version="legacy">
// CHECK-NEXT:   <data operation="sum"/>

// CHECK:      <layer id="7" name="act/slopes" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f64" shape="1" offset="288" size="8"/>
// CHECK:      <layer id="9" name="act/knots" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f64" shape="2" offset="304" size="16"/>
// CHECK:      <layer id="10" name="act" type="Pwl" version="intel_gna">
// CHECK-NEXT:   <data activation="identity" error_percent="0.25"/>

// CHECK:      <layer id="11" name="crop" type="Crop" version="legacy">
// CHECK-NEXT:   <data axis="0, 1" offset="1, 0" dim="2, 3"/>
// CHECK:            <attribute name="layout" version="0" layout="[C,N]"/>

// The CN -> ND cast keeps the shape: no layer; the copy's ND output has no rt_info.
// CHECK-NOT:  name="nd"
// CHECK:      <layer id="12" name="copy" type="Copy" version="intel_gna">
// CHECK:          <port id="1" precision="FP32" names="n">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>
// CHECK-NEXT: </layer>
// CHECK:      <edge from-layer="1" from-port="0" to-layer="11" to-port="0"/>
// CHECK-NEXT: <edge from-layer="11" from-port="1" to-layer="12" to-port="0"/>
