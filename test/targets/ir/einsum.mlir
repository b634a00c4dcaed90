// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Einsum-7 writes its equation as it is.

func.func @main(%a: tensor<5x2x3xf32> {ovopt.name = "a"}, %b: tensor<5x3x4xf32> {ovopt.name = "b"}) -> (tensor<5x2x4xf32> {ovopt.name = "y"}) {
  %y = ov.Einsum.v7 %a, %b {equation = "bij,bjk->bik"} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32> loc("y")
  func.return %y : tensor<5x2x4xf32>
}

// CHECK:      <layer id="2" name="y" type="Einsum" version="opset7">
// CHECK-NEXT:   <data equation="bij,bjk-&gt;bik"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK:          <port id="1" precision="FP32">
