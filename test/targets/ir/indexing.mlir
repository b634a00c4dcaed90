// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The indexing ops in IR XML, with the attribute names and versions OpenVINO's own serializer
// writes (checked against openvino.save_model); the file loads and runs in OpenVINO 2026.4.
// Slice-8 and VariadicSplit-1 have no attributes: no <data>. NonZero's count is dynamic: -1.

func.func @main(%x: tensor<2x6xf32> {ovopt.name = "x"}, %i: tensor<2x3xi64> {ovopt.name = "i"}, %t: tensor<2x1xi64> {ovopt.name = "t"}) -> (tensor<2x2xf32> {ovopt.name = "sliced"}, tensor<2x3xf32> {ovopt.name = "half"}, tensor<2x1xf32> {ovopt.name = "first"}, tensor<2x5xf32> {ovopt.name = "rest"}, tensor<2x3xf32> {ovopt.name = "ge"}, tensor<2xf32> {ovopt.name = "nd"}, tensor<2x6xf32> {ovopt.name = "se"}, tensor<2x6xf32> {ovopt.name = "snd"}, tensor<2x3x4xf32> {ovopt.name = "hot"}, tensor<2x?xi64> {ovopt.name = "nz"}) {
  %start = ov.Constant.v0 dense<1> : tensor<1xi64> loc("sliced/start")
  %stop = ov.Constant.v0 dense<5> : tensor<1xi64> loc("sliced/stop")
  %step = ov.Constant.v0 dense<2> : tensor<1xi64> loc("sliced/step")
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64> loc("sliced/axes")
  %sliced = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<2x6xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x2xf32> loc("sliced")
  %axis = ov.Constant.v0 dense<1> : tensor<i64> loc("half/axis")
  %half:2 = ov.Split.v1 %x, %axis {num_splits = 2 : i64} : (tensor<2x6xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>) loc("half")
  %lengths = ov.Constant.v0 dense<[1, -1]> : tensor<2xi64> loc("parts/lengths")
  %parts:2 = ov.VariadicSplit.v1 %x, %axis, %lengths : (tensor<2x6xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<2x1xf32>, tensor<2x5xf32>) loc("parts")
  %ge = ov.GatherElements.v6 %x, %i {axis = 1 : i64} : (tensor<2x6xf32>, tensor<2x3xi64>) -> tensor<2x3xf32> loc("ge")
  %nd = ov.GatherND.v8 %x, %t {batch_dims = 1 : i64} : (tensor<2x6xf32>, tensor<2x1xi64>) -> tensor<2xf32> loc("nd")
  %u = ov.Constant.v0 dense<1.0> : tensor<2x3xf32> loc("se/updates")
  %se = ov.ScatterElementsUpdate.v12 %x, %i, %u, %axis {reduction = "sum"} : (tensor<2x6xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<2x6xf32> loc("se")
  %v = ov.Constant.v0 dense<2.0> : tensor<2x6xf32> loc("snd/updates")
  %snd = ov.ScatterNDUpdate.v15 %x, %t, %v {reduction = "max"} : (tensor<2x6xf32>, tensor<2x1xi64>, tensor<2x6xf32>) -> tensor<2x6xf32> loc("snd")
  %depth = ov.Constant.v0 dense<4> : tensor<i64> loc("hot/depth")
  %on = ov.Constant.v0 dense<1.0> : tensor<f32> loc("hot/on")
  %off = ov.Constant.v0 dense<0.0> : tensor<f32> loc("hot/off")
  %hot = ov.OneHot.v16 %i, %depth, %on, %off {axis = -1 : i64, negative_indices_mode = "normalize"} : (tensor<2x3xi64>, tensor<i64>, tensor<f32>, tensor<f32>) -> tensor<2x3x4xf32> loc("hot")
  %nz = ov.NonZero.v3 %x : (tensor<2x6xf32>) -> tensor<2x?xi64> loc("nz")
  func.return %sliced, %half#0, %parts#0, %parts#1, %ge, %nd, %se, %snd, %hot, %nz : tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x5xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3x4xf32>, tensor<2x?xi64>
}

// CHECK:      <layer id="7" name="sliced" type="Slice" version="opset8">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="9" name="half" type="Split" version="opset1">
// CHECK-NEXT:   <data num_splits="2"/>
// CHECK-NEXT:   <input>
// CHECK:        <output>
// CHECK-NEXT:     <port id="2" precision="FP32" names="half">
// CHECK:          <port id="3" precision="FP32">
// CHECK:      <layer id="11" name="parts" type="VariadicSplit" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="12" name="ge" type="GatherElements" version="opset6">
// CHECK-NEXT:   <data axis="1"/>
// CHECK:      <layer id="13" name="nd" type="GatherND" version="opset8">
// CHECK-NEXT:   <data batch_dims="1"/>
// CHECK:      <layer id="15" name="se" type="ScatterElementsUpdate" version="opset12">
// CHECK-NEXT:   <data reduction="sum" use_init_val="true"/>
// CHECK:      <layer id="17" name="snd" type="ScatterNDUpdate" version="opset15">
// CHECK-NEXT:   <data reduction="max"/>
// CHECK:      <layer id="21" name="hot" type="OneHot" version="opset16">
// CHECK-NEXT:   <data axis="-1" negative_indices_mode="normalize"/>
// CHECK:      <layer id="22" name="nz" type="NonZero" version="opset3">
// CHECK-NEXT:   <data output_type="i64"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="1" precision="I64" names="nz">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>-1</dim>
