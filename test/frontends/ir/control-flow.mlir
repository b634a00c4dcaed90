// RUN: rm -rf %t && mkdir -p %t
// RUN: ov-opt %S/Inputs/loop.xml --print-debuginfo | filecheck %s
// RUN: ov-opt %S/Inputs/loop.xml -t ir -o %t/again.xml
// RUN: filecheck %s --check-prefix=XML < %t/again.xml
// RUN: ov-opt %t/again.xml --print-debuginfo | filecheck %s
// RUN: ov-opt %S/Inputs/if_shapes.xml --print-debuginfo | filecheck %s --check-prefix=IF
// RUN: ov-opt %S/Inputs/if_shapes.xml -t ir -o %t/if.xml
// RUN: filecheck %s --check-prefix=IF-XML < %t/if.xml
// RUN: ov-opt %t/if.xml --print-debuginfo | filecheck %s --check-prefix=IF
//
// If and Loop layers read into ov.If.v8 and ov.Loop.v5, their bodies regions. Inputs/loop.xml
// is ovopt's IR of an ONNX Loop (trip count M, a condition the body computes, s carried by a
// back edge, every s concatenated) whose body holds an If; the Consts of both bodies are read
// from loop.bin. Body Parameters become block arguments in the order the op takes them (the
// current iteration, the carried s, the invariant y), the Results the ov.yield operands (the
// condition, the carried value, the concatenated one). Written again, the port maps and back
// edges are those of the input, and that IR reads back to the same module.

// CHECK:      func.func @main(%0: tensor<i64> {ovopt.name = "M"} loc(unknown), %1: tensor<2xf32> {ovopt.name = "s0"} loc(unknown), %2: tensor<2xf32> {ovopt.name = "y"} loc(unknown)) -> (tensor<2xf32> {ovopt.name = "s_final"}, tensor<?x2xf32> {ovopt.name = "scans"}) {
// CHECK-NEXT:   %[[TRUE:.*]] = ov.Constant.v0 dense<true> : tensor<i1> loc("loop/Const")
// CHECK-NEXT:   %[[FINAL:.*]], %[[SCANS:.*]] = ov.Loop.v5 %0, %[[TRUE]], %1, %2 {ovopt.tensor_names = {{\[\[}}"s_final"], ["scans"]], concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
// CHECK-NEXT:   ^bb0(%[[I:.*]]: tensor<i64> loc(unknown), %[[S:.*]]: tensor<2xf32> loc(unknown), %[[Y:.*]]: tensor<2xf32> loc(unknown)):
// CHECK-NEXT:     %[[AXES:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64> loc("total/Const")
// CHECK-NEXT:     %[[TOTAL:.*]] = ov.ReduceSum.v1 %[[S]], %[[AXES]] {ovopt.tensor_names = {{\[\[}}"total"]]} : (tensor<2xf32>, tensor<1xi64>) -> tensor<f32> loc("total")
// CHECK-NEXT:     %[[LIMIT:.*]] = ov.Constant.v0 dense<1.000000e+01> : tensor<f32> {ovopt.tensor_names = {{\[\[}}"limit"]]} loc("limit")
// CHECK-NEXT:     %[[BIG:.*]] = ov.Greater.v1 %[[TOTAL]], %[[LIMIT]] {{.*}} loc("big")
// CHECK-NEXT:     %[[OUT:.*]] = ov.If.v8 %[[BIG]], %[[S]], %[[Y]] {ovopt.tensor_names = {{\[\[}}"s_out", "sc"]]} : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:     ^bb0(%[[TS:.*]]: tensor<2xf32> loc(unknown), %[[TY:.*]]: tensor<2xf32> loc(unknown)):
// CHECK-NEXT:       %[[SUB:.*]] = ov.Subtract.v1 %[[TS]], %[[TY]] {{.*}} loc("sub")
// CHECK-NEXT:       ov.yield %[[SUB]] : tensor<2xf32>
// CHECK-NEXT:     } {
// CHECK-NEXT:     ^bb0(%[[ES:.*]]: tensor<2xf32> loc(unknown), %{{.*}}: tensor<2xf32> loc(unknown)):
// CHECK-NEXT:       %[[K:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32> {{.*}} loc("k")
// CHECK-NEXT:       %[[MUL:.*]] = ov.Multiply.v1 %[[ES]], %[[K]] {{.*}} loc("mul")
// CHECK-NEXT:       ov.yield %[[MUL]] : tensor<2xf32>
// CHECK-NEXT:     } loc("choose")
// CHECK-NEXT:     %[[STOP:.*]] = ov.Constant.v0 dense<1.000000e+02> : tensor<f32> {{.*}} loc("stop")
// CHECK-NEXT:     %[[GO:.*]] = ov.Less.v1 %[[TOTAL]], %[[STOP]] {{.*}} loc("go_on")
// CHECK-NEXT:     %[[ROW:.*]] = ov.Unsqueeze.v0 %[[OUT]], %[[AXES]] : (tensor<2xf32>, tensor<1xi64>) -> tensor<1x2xf32> loc("loop")
// CHECK-NEXT:     ov.yield %[[GO]], %[[OUT]], %[[ROW]] : tensor<i1>, tensor<2xf32>, tensor<1x2xf32>
// CHECK-NEXT:   } loc("loop")
// CHECK-NEXT:   func.return %[[FINAL]], %[[SCANS]] : tensor<2xf32>, tensor<?x2xf32>

// XML:      <layer id="4" name="loop" type="Loop" version="opset5">
// XML-NEXT:   <port_map>
// XML-NEXT:     <input external_port_id="2" internal_layer_id="1"/>
// XML-NEXT:     <input external_port_id="3" internal_layer_id="2"/>
// XML-NEXT:     <output external_port_id="4" internal_layer_id="12"/>
// XML-NEXT:     <output axis="0" start="0" end="-1" stride="1" part_size="1" external_port_id="5" internal_layer_id="13"/>
// XML-NEXT:     <input purpose="current_iteration" external_port_id="-1" internal_layer_id="0"/>
// XML-NEXT:     <output purpose="execution_condition" external_port_id="-1" internal_layer_id="11"/>
// XML-NEXT:   </port_map>
// XML-NEXT:   <back_edges>
// XML-NEXT:     <edge from-layer="12" to-layer="1"/>
// XML-NEXT:   </back_edges>
// XML:        <body>
// XML:            <layer id="3" name="total/Const" type="Const" version="opset1">
// XML-NEXT:         <data element_type="i64" shape="1" offset="1" size="8"/>
// XML:            <layer id="7" name="choose" type="If" version="opset8">
// XML-NEXT:         <else_port_map>
// XML-NEXT:           <input external_port_id="1" internal_layer_id="0"/>
// XML-NEXT:           <input external_port_id="2" internal_layer_id="1"/>
// XML-NEXT:           <output external_port_id="3" internal_layer_id="4"/>
// XML-NEXT:         </else_port_map>
// XML-NEXT:         <then_port_map>
// XML-NEXT:           <input external_port_id="1" internal_layer_id="0"/>
// XML-NEXT:           <input external_port_id="2" internal_layer_id="1"/>
// XML-NEXT:           <output external_port_id="3" internal_layer_id="3"/>
// XML-NEXT:         </then_port_map>
// XML:                <layer id="2" name="k" type="Const" version="opset1">
// XML-NEXT:             <data element_type="f32" shape="" offset="13" size="4"/>
// XML:            <layer id="13" name="loop/body/output_2" type="Result" version="opset1">
// XML:        </body>

// Inputs/if_shapes.xml is OpenVINO's IR of an ONNX If whose branches give [2, 3] and [4, 3]:
// the If's output is [?, 3]. OpenVINO gives each body an input of its own (x on ports 1 and 2);
// the op gives both bodies every input, and both of OpenVINO's read the same x: one operand.

// IF:      func.func @main(%0: tensor<i1> {ovopt.name = "c"} loc(unknown), %1: tensor<2x3xf32> {ovopt.name = "x"} loc(unknown)) -> (tensor<?x3xf32> {ovopt.name = "z"}) {
// IF-NEXT:   %[[Z:.*]] = ov.If.v8 %0, %1 {ovopt.tensor_names = {{\[\[}}"z"]]} : (tensor<i1>, tensor<2x3xf32>) -> tensor<?x3xf32> {
// IF-NEXT:   ^bb0(%[[T:.*]]: tensor<2x3xf32> loc(unknown)):
// IF-NEXT:     %[[ADD:.*]] = ov.Add.v1 %[[T]], %[[T]] {{.*}} -> tensor<2x3xf32> loc("t")
// IF-NEXT:     ov.yield %[[ADD]] : tensor<2x3xf32>
// IF-NEXT:   } {
// IF-NEXT:   ^bb0(%[[E:.*]]: tensor<2x3xf32> loc(unknown)):
// IF-NEXT:     %[[CAT:.*]] = ov.Concat.v0 %[[E]], %[[E]] {{.*}} -> tensor<4x3xf32> loc("e")
// IF-NEXT:     ov.yield %[[CAT]] : tensor<4x3xf32>
// IF-NEXT:   } loc("z")
// IF-NEXT:   func.return %[[Z]] : tensor<?x3xf32>

// IF-XML:      <layer id="2" name="z" type="If" version="opset8">
// IF-XML-NEXT:   <else_port_map>
// IF-XML-NEXT:     <input external_port_id="1" internal_layer_id="0"/>
// IF-XML-NEXT:     <output external_port_id="2" internal_layer_id="2"/>
// IF-XML-NEXT:   </else_port_map>
// IF-XML-NEXT:   <then_port_map>
// IF-XML-NEXT:     <input external_port_id="1" internal_layer_id="0"/>
// IF-XML-NEXT:     <output external_port_id="2" internal_layer_id="2"/>
// IF-XML-NEXT:   </then_port_map>
// IF-XML-NEXT:   <input>
// IF-XML-NEXT:     <port id="0" precision="BOOL"/>
// IF-XML-NEXT:     <port id="1" precision="FP32">
// IF-XML:        </input>
// IF-XML-NEXT:   <output>
// IF-XML-NEXT:     <port id="2" precision="FP32" names="z">
// IF-XML-NEXT:       <dim>-1</dim>
// IF-XML-NEXT:       <dim>3</dim>
