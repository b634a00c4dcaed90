// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read().hex())" %t.bin | filecheck %s --check-prefix=BIN

// Const layers: element_type, shape (", "-separated, "" for a scalar), offset and size of
// their bytes in the .bin. Identical byte strings are stored once: `a` and `b` share
// offset 0. Booleans take a byte each, 0 or 1, and 4-bit types two a byte (the first in the
// low nibble), as OpenVINO reads them; an empty constant is one zero byte, as OpenVINO writes it
// (its reader gives a constant of size 0 no data, which compile_model refuses).

func.func @main(%x: tensor<?x3xf32> {ovopt.name = "x"}) -> (tensor<?x3xf32> {ovopt.name = "y"}, tensor<3xi1> {ovopt.name = "mask"}, tensor<2xf16> {ovopt.name = "h"}, tensor<0xi64> {ovopt.name = "empty"}, tensor<f32> {ovopt.name = "two"}, tensor<2x2xi64> {ovopt.name = "k"}, tensor<5xui4> {ovopt.name = "u"}, tensor<3xi4> {ovopt.name = "n"}) {
  %a = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32> loc("a")
  %b = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32> loc("b")
  %y0 = ov.Add.v1 %x, %a : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32> loc("add_a")
  %y = ov.Add.v1 %y0, %b : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32> loc("add_b")
  %m = ov.Constant.v0 dense<[true, false, true]> : tensor<3xi1> loc("m")
  %h = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf16> loc("h")
  %e = ov.Constant.v0 dense<> : tensor<0xi64> loc("e")
  %s = ov.Constant.v0 dense<2.0> : tensor<f32> loc("s")
  %k = ov.Constant.v0 dense<[[1, 2], [3, 4]]> : tensor<2x2xi64> loc("k")
  %u = ov.Constant.v0 dense<[1, 2, 3, 4, 15]> : tensor<5xui4> loc("u")
  %n = ov.Constant.v0 dense<[-1, 2, -8]> : tensor<3xi4> loc("n")
  func.return %y, %m, %h, %e, %s, %k, %u, %n : tensor<?x3xf32>, tensor<3xi1>, tensor<2xf16>, tensor<0xi64>, tensor<f32>, tensor<2x2xi64>, tensor<5xui4>, tensor<3xi4>
}

// CHECK:      <layer id="1" name="a" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="3" offset="0" size="12"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>
// CHECK-NEXT: </layer>
// CHECK-NEXT: <layer id="2" name="b" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="3" offset="0" size="12"/>
// CHECK:      <layer id="5" name="m" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="boolean" shape="3" offset="12" size="3"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="BOOL" names="mask">
// CHECK:      <layer id="6" name="h" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f16" shape="2" offset="15" size="4"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="FP16" names="h">
// CHECK:      <layer id="7" name="e" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="0" offset="19" size="1"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="I64" names="empty">
// CHECK-NEXT:       <dim>0</dim>
// CHECK:      <layer id="8" name="s" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="f32" shape="" offset="20" size="4"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="FP32" names="two"/>
// CHECK-NEXT:   </output>
// CHECK:      <layer id="9" name="k" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="2, 2" offset="24" size="32"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="I64" names="k">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>2</dim>
// CHECK:      <layer id="10" name="u" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="u4" shape="5" offset="56" size="3"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="U4" names="u">
// CHECK:      <layer id="11" name="n" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i4" shape="3" offset="59" size="2"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="I4" names="n">
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="3" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="0" to-layer="3" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="3" from-port="2" to-layer="4" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="0" to-layer="4" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="4" from-port="2" to-layer="12" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="5" from-port="0" to-layer="13" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="6" from-port="0" to-layer="14" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="7" from-port="0" to-layer="15" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="8" from-port="0" to-layer="16" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="9" from-port="0" to-layer="17" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="10" from-port="0" to-layer="18" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="11" from-port="0" to-layer="19" to-port="0"/>
// CHECK-NEXT: </edges>

// f32 1, 2, 3 once; true, false, true; f16 1, 2; the empty i64 as one zero byte; f32 2; i64 1, 2, 3, 4; u4 1, 2 | 3, 4 |
// 15, 0; i4 -1, 2 | -8, 0.
// BIN: {{^}}0000803f0000004000004040010001003c00400000000040010000000000000002000000000000000300000000000000040000000000000021430f2f08{{$}}
