// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The norm reductions are opset4 layers, the logical ones opset1; keep_dims is written always.

func.func @main(%x: tensor<2x3xf32> {ovopt.name = "x"}, %b: tensor<2x3xi1> {ovopt.name = "b"}) -> (tensor<2x1xf32> {ovopt.name = "l1"}, tensor<2xf32> {ovopt.name = "l2"}, tensor<2xi1> {ovopt.name = "all"}, tensor<2x1xi1> {ovopt.name = "any"}) {
  %axis = ov.Constant.v0 dense<1> : tensor<1xi64> loc("axis")
  %l1 = ov.ReduceL1.v4 %x, %axis {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32> loc("l1")
  %l2 = ov.ReduceL2.v4 %x, %axis : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32> loc("l2")
  %all = ov.ReduceLogicalAnd.v1 %b, %axis : (tensor<2x3xi1>, tensor<1xi64>) -> tensor<2xi1> loc("all")
  %any = ov.ReduceLogicalOr.v1 %b, %axis {keep_dims = true} : (tensor<2x3xi1>, tensor<1xi64>) -> tensor<2x1xi1> loc("any")
  func.return %l1, %l2, %all, %any : tensor<2x1xf32>, tensor<2xf32>, tensor<2xi1>, tensor<2x1xi1>
}

// CHECK:      <layer id="3" name="l1" type="ReduceL1" version="opset4">
// CHECK-NEXT:   <data keep_dims="true"/>
// CHECK:      <layer id="4" name="l2" type="ReduceL2" version="opset4">
// CHECK-NEXT:   <data keep_dims="false"/>
// CHECK:      <layer id="5" name="all" type="ReduceLogicalAnd" version="opset1">
// CHECK-NEXT:   <data keep_dims="false"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="BOOL">
// CHECK:      <layer id="6" name="any" type="ReduceLogicalOr" version="opset1">
// CHECK-NEXT:   <data keep_dims="true"/>
