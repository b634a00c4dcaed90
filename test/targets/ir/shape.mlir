// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Data movement: Reshape-1 (special_zero), Transpose-1 (no attributes: no <data>),
// Concat-1 (axis), and the run-time flattening of a Flatten with dynamic dims: ShapeOf-3
// (output_type), Gather-8 (batch_dims), ReduceProd-1, Concat. Also ConstantOfShape's
// Broadcast-3 (mode) and Unsqueeze / Squeeze (no attributes).

func.func @main(%x: tensor<?x3x?xf32> {ovopt.name = "x"}, %a: tensor<2x3xf32> {ovopt.name = "a"}, %b: tensor<2x5xf32> {ovopt.name = "b"}) -> (tensor<?x?xf32> {ovopt.name = "flat"}, tensor<?x?x3xf32> {ovopt.name = "t"}, tensor<2x8xf32> {ovopt.name = "cat"}, tensor<2x4xf32> {ovopt.name = "fill"}, tensor<2x3xf32> {ovopt.name = "r"}, tensor<1x2x3xf32> {ovopt.name = "u"}) {
  %shape = ov.ShapeOf.v3 %x : (tensor<?x3x?xf32>) -> tensor<3xi64> loc("flat/ShapeOf")
  %idx = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64> loc("flat/Const")
  %axis = ov.Constant.v0 dense<0> : tensor<i64> loc("flat/Const")
  %head = ov.Gather.v8 %shape, %idx, %axis : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<2xi64> loc("flat/Gather")
  %raxes = ov.Constant.v0 dense<0> : tensor<1xi64> loc("flat/Const")
  %prod = ov.ReduceProd.v1 %head, %raxes {keep_dims = true} : (tensor<2xi64>, tensor<1xi64>) -> tensor<1xi64> loc("flat/ReduceProd")
  %rest = ov.Constant.v0 dense<-1> : tensor<1xi64> loc("flat/Const")
  %target = ov.Concat.v0 %prod, %rest {axis = 0 : i64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64> loc("flat/Concat")
  %flat = ov.Reshape.v1 %x, %target {special_zero = false} : (tensor<?x3x?xf32>, tensor<2xi64>) -> tensor<?x?xf32> loc("flat")
  %perm = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64> loc("t/Const")
  %t = ov.Transpose.v1 %x, %perm : (tensor<?x3x?xf32>, tensor<3xi64>) -> tensor<?x?x3xf32> loc("t")
  %cat = ov.Concat.v0 %a, %b {axis = -1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32> loc("cat")
  %one = ov.Constant.v0 dense<1.0> : tensor<f32> loc("fill/Const")
  %s24 = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64> loc("fill/shape")
  %fill = ov.Broadcast.v3 %one, %s24 : (tensor<f32>, tensor<2xi64>) -> tensor<2x4xf32> loc("fill")
  %s0 = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64> loc("r/Const")
  %r = ov.Reshape.v1 %a, %s0 {special_zero = true} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32> loc("r")
  %ax0 = ov.Constant.v0 dense<0> : tensor<1xi64> loc("u/Const")
  %u = ov.Unsqueeze.v0 %a, %ax0 : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<1x2x3xf32> loc("u")
  func.return %flat, %t, %cat, %fill, %r, %u : tensor<?x?xf32>, tensor<?x?x3xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>
}

// CHECK:      <layer id="3" name="flat/ShapeOf" type="ShapeOf" version="opset3">
// CHECK-NEXT:   <data output_type="i64"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="1" precision="I64">
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>

// Layer names stay unique: the helpers all called flat/Const get /1, /2, ... The scalar 0
// and the 1-D [0] are the same 8 bytes: stored once, at 16.
// CHECK:      <layer id="4" name="flat/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="2" offset="0" size="16"/>
// CHECK:      <layer id="5" name="flat/Const/1" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="" offset="16" size="8"/>
// CHECK:      <layer id="6" name="flat/Gather" type="Gather" version="opset8">
// CHECK-NEXT:   <data batch_dims="0"/>
// CHECK:      <layer id="7" name="flat/Const/2" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="1" offset="16" size="8"/>
// CHECK:      <layer id="8" name="flat/ReduceProd" type="ReduceProd" version="opset1">
// CHECK-NEXT:   <data keep_dims="true"/>
// CHECK:      <layer id="9" name="flat/Const/3" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="1" offset="24" size="8"/>
// CHECK:      <layer id="10" name="flat/Concat" type="Concat" version="opset1">
// CHECK-NEXT:   <data axis="0"/>
// CHECK:      <layer id="11" name="flat" type="Reshape" version="opset1">
// CHECK-NEXT:   <data special_zero="false"/>
// CHECK:          <port id="2" precision="FP32" names="flat">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:     </port>
// CHECK:      <layer id="12" name="t/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="3" offset="32" size="24"/>
// CHECK:      <layer id="13" name="t" type="Transpose" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:          <port id="2" precision="FP32" names="t">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK:      <layer id="14" name="cat" type="Concat" version="opset1">
// CHECK-NEXT:   <data axis="-1"/>
// CHECK:          <port id="2" precision="FP32" names="cat">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK:      <layer id="17" name="fill" type="Broadcast" version="opset3">
// CHECK-NEXT:   <data mode="numpy"/>
// CHECK:      <layer id="19" name="r" type="Reshape" version="opset1">
// CHECK-NEXT:   <data special_zero="true"/>
// CHECK:      <layer id="20" name="u/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="1" offset="16" size="8"/>
// CHECK:      <layer id="21" name="u" type="Unsqueeze" version="opset1">
// CHECK-NEXT:   <input>
