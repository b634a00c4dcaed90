// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read().hex())" %t.bin | filecheck %s --check-prefix=BIN

// u2 constants are packed four to a byte, the first in the lowest bits, as OpenVINO reads
// them (the 4-bit types two to a byte: constants.mlir). Ports of u2 values are U2.

func.func @main(%x: tensor<5xui2> {ovopt.name = "x"}) -> (tensor<5xui2> {ovopt.name = "y"}) {
  %c = ov.Constant.v0 dense<[0, 1, 2, 3, 3]> : tensor<5xui2> loc("c")
  %y = ov.BitwiseXor.v13 %x, %c : (tensor<5xui2>, tensor<5xui2>) -> tensor<5xui2> loc("y")
  func.return %y : tensor<5xui2>
}

// CHECK:      <layer id="0" name="x" type="Parameter" version="opset1">
// CHECK-NEXT:   <data shape="5" element_type="u2"/>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="0" precision="U2" names="x">
// CHECK:      <layer id="1" name="c" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="u2" shape="5" offset="0" size="2"/>

// 0, 1, 2, 3 | 3, 0, 0, 0
// BIN: {{^}}e403{{$}}
