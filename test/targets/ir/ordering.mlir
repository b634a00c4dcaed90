// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// TopK-11, CumSum-3 and ReverseSequence-1 in IR XML, attributes as OpenVINO's serializer spells
// them (defaults written out); the file loads and runs in OpenVINO 2026.4.

func.func @main(%x: tensor<3x5xf32> {ovopt.name = "x"}, %l: tensor<3xi64> {ovopt.name = "lengths"}) -> (tensor<3x2xf32> {ovopt.name = "values"}, tensor<3x2xi64> {ovopt.name = "indices"}, tensor<3x5xf32> {ovopt.name = "sums"}, tensor<3x5xf32> {ovopt.name = "reversed"}) {
  %k = ov.Constant.v0 dense<2> : tensor<i64> loc("top/k")
  %v, %i = ov.TopK.v11 %x, %k {axis = 1 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<3x2xf32>, tensor<3x2xi64>) loc("top")
  %axis = ov.Constant.v0 dense<1> : tensor<i64> loc("sums/axis")
  %sums = ov.CumSum.v0 %x, %axis {exclusive = true} : (tensor<3x5xf32>, tensor<i64>) -> tensor<3x5xf32> loc("sums")
  %reversed = ov.ReverseSequence.v0 %x, %l : (tensor<3x5xf32>, tensor<3xi64>) -> tensor<3x5xf32> loc("reversed")
  func.return %v, %i, %sums, %reversed : tensor<3x2xf32>, tensor<3x2xi64>, tensor<3x5xf32>, tensor<3x5xf32>
}

// CHECK:      <layer id="3" name="top" type="TopK" version="opset11">
// CHECK-NEXT:   <data axis="1" mode="max" sort="value" index_element_type="i64" stable="true"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="2" precision="FP32" names="values">
// CHECK:          <port id="3" precision="I64" names="indices">
// CHECK:      <layer id="5" name="sums" type="CumSum" version="opset3">
// CHECK-NEXT:   <data exclusive="true" reverse="false"/>
// CHECK:      <layer id="6" name="reversed" type="ReverseSequence" version="opset1">
// CHECK-NEXT:   <data batch_axis="0" seq_axis="1"/>
