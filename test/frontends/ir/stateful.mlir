// RUN: ov-opt %S/Inputs/stateful.xml | filecheck %s
// RUN: ov-opt %S/Inputs/stateful.xml -p ov-default -t ir -o %t.xml
// RUN: filecheck %s --check-prefix=XML < %t.xml
//
// A stateful IR as OpenVINO writes it (ReadValue initialised from the input h, the sum
// assigned back): ReadValue-6 and Assign-6 are ops of the dialect, their variable's attributes
// read back; ov-default keeps them (nothing reads the Assign, it has effects) and the IR
// target writes them as OpenVINO does, Assign with its output port.

// CHECK:      func.func @main(%0: tensor<?x4xf32> {ovopt.name = "x"}, %1: tensor<?x4xf32> {ovopt.name = "h"})
// CHECK-NEXT:   %[[R:.*]] = ov.ReadValue.v6 %1 {variable_id = "v0"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:   %[[S:.*]] = ov.Add.v1 %[[R]], %0
// CHECK-NEXT:   %{{.*}} = ov.Assign.v6 %[[S]] {variable_id = "v0"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:   func.return %[[S]]

// XML:      <layer id="2" name="ReadValue_3" type="ReadValue" version="opset6">
// XML-NEXT:   <data variable_id="v0" variable_type="dynamic" variable_shape="..."/>
// XML:      <layer id="4" name="Assign_5" type="Assign" version="opset6">
// XML-NEXT:   <data variable_id="v0"/>
// XML-NEXT:   <input>
// XML:        <output>
// XML-NEXT:     <port id="1" precision="FP32">
