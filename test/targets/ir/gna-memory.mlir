// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The gna memory ops as the legacy layer types the GNA plugin's graph compiler took: Split,
// Crop (every axis, its offset and kept size), Concat, Permute (the 2-D transpose), and Copy /
// Identity in version intel_gna. A layout cast that keeps the shape writes no layer, and the
// model output name moves to the port it aliases.

func.func @main(%x: tensor<2x48xf32> {ovopt.name = "x"}) -> (tensor<32x2xf32> {ovopt.name = "y"}) {
  %g = gna.layout_cast %x : tensor<2x48xf32> to !gna.tensor<2x48xf32, NC>
  %p:2 = gna.split %g {axis = 1 : i64, sizes = array<i64: 32, 16>} : (!gna.tensor<2x48xf32, NC>) -> (!gna.tensor<2x32xf32, NC>, !gna.tensor<2x16xf32, NC>) loc("split")
  %c = gna.crop %p#0 {offsets = array<i64: 0, 8>, sizes = array<i64: 2, 16>} : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<2x16xf32, NC> loc("crop")
  %k = gna.copy %c : (!gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x16xf32, NC> loc("copy")
  %i = gna.identity %p#1 : (!gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x16xf32, NC> loc("identity")
  %j = gna.concat %k, %i {axis = 1 : i64} : (!gna.tensor<2x16xf32, NC>, !gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x32xf32, NC> loc("concat")
  %t = gna.transpose %j : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<32x2xf32, CN> loc("transpose")
  %y = gna.layout_cast %t : !gna.tensor<32x2xf32, CN> to tensor<32x2xf32> loc("y")
  func.return %y : tensor<32x2xf32>
}

// CHECK:      <layer id="0" name="x" type="Parameter" version="opset1">
// CHECK:      <layer id="1" name="split" type="Split" version="legacy">
// CHECK-NEXT:   <data axis="1" split_lengths="32, 16"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>32</dim>
// CHECK-NEXT:       <rt_info>
// CHECK-NEXT:         <attribute name="layout" version="0" layout="[N,C]"/>
// CHECK:          <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>16</dim>
// CHECK:      <layer id="2" name="crop" type="Crop" version="legacy">
// CHECK-NEXT:   <data axis="0, 1" offset="0, 8" dim="2, 16"/>
// CHECK:      <layer id="3" name="copy" type="Copy" version="intel_gna">
// CHECK-NOT:    <data
// CHECK:      <layer id="4" name="identity" type="Identity" version="intel_gna">
// CHECK-NOT:    <data
// CHECK:      <layer id="5" name="concat" type="Concat" version="legacy">
// CHECK-NEXT:   <data axis="1"/>
// CHECK:      <layer id="6" name="transpose" type="Permute" version="legacy">
// CHECK-NEXT:   <data order="1, 0"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="1" precision="FP32" names="y">
// CHECK-NEXT:       <dim>32</dim>
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <rt_info>
// CHECK-NEXT:         <attribute name="layout" version="0" layout="[C,N]"/>
// CHECK:      <layer id="7" name="y/sink_port_0" type="Result" version="opset1">
// CHECK-NOT:  <layer
// CHECK:      <edge from-layer="0" from-port="0" to-layer="1" to-port="0"/>
// CHECK:      <edge from-layer="6" from-port="1" to-layer="7" to-port="0"/>
