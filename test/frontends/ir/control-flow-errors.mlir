// A body that cannot be read is one line naming the layer that holds it (id, name, type-opset),
// the body, and the layer or entry in it, exit status 1, and no output file. Each case is
// Inputs/loop.xml (a Loop whose body holds an If) with one edit; drop.py removes an element.
//
// RUN: rm -rf %t && mkdir -p %t

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/map-layer.xml 'external_port_id="3" internal_layer_id="2"' 'external_port_id="3" internal_layer_id="20"'
// RUN: not ov-opt %t/map-layer.xml -t ir -o %t/out.xml 2>&1 | filecheck %s --check-prefix=MAP-LAYER
// RUN: not ls %t/out.xml
// RUN: not ls %t/out.bin
// MAP-LAYER: ov-opt: error: {{.*}}map-layer.xml: layer 4 'loop' (Loop-opset5): the port_map entry <input external_port_id="3" internal_layer_id="20"> names layer 20, which the body does not have

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/map-port.xml 'external_port_id="3" internal_layer_id="2"' 'external_port_id="9" internal_layer_id="2"'
// RUN: not ov-opt %t/map-port.xml 2>&1 | filecheck %s --check-prefix=MAP-PORT
// MAP-PORT: ov-opt: error: {{.*}}map-port.xml: layer 4 'loop' (Loop-opset5): the port_map entry <input external_port_id="9" internal_layer_id="2">: the layer has no input port 9

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/map-kind.xml 'external_port_id="3" internal_layer_id="2"' 'external_port_id="3" internal_layer_id="12"'
// RUN: not ov-opt %t/map-kind.xml 2>&1 | filecheck %s --check-prefix=MAP-KIND
// MAP-KIND: ov-opt: error: {{.*}}map-kind.xml: layer 4 'loop' (Loop-opset5): the port_map entry <input external_port_id="3" internal_layer_id="12"> names layer 12 'loop/body/output_1' (Result-opset1) of the body, not a Parameter

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/if-map.xml '<output external_port_id="3" internal_layer_id="4"/>' '<output external_port_id="3" internal_layer_id="7"/>'
// RUN: not ov-opt %t/if-map.xml 2>&1 | filecheck %s --check-prefix=IF-MAP
// IF-MAP: ov-opt: error: {{.*}}if-map.xml: layer 4 'loop' (Loop-opset5), body: layer 7 'choose' (If-opset8): the else_port_map entry <output external_port_id="3" internal_layer_id="7"> names layer 7, which the else_body does not have

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/back-to.xml '<edge from-layer="12" to-layer="1"/>' '<edge from-layer="12" to-layer="6"/>'
// RUN: not ov-opt %t/back-to.xml -t ir -o %t/out.xml 2>&1 | filecheck %s --check-prefix=BACK-TO
// RUN: not ls %t/out.xml
// BACK-TO: ov-opt: error: {{.*}}back-to.xml: layer 4 'loop' (Loop-opset5): the back edge <edge from-layer="12" to-layer="6"> names layer 6 'big' (Greater-opset1) of the body as its to-layer, not a Parameter

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/back-none.xml '<edge from-layer="12" to-layer="1"/>' '<edge from-layer="30" to-layer="1"/>'
// RUN: not ov-opt %t/back-none.xml 2>&1 | filecheck %s --check-prefix=BACK-NONE
// BACK-NONE: ov-opt: error: {{.*}}back-none.xml: layer 4 'loop' (Loop-opset5): the back edge <edge from-layer="30" to-layer="1"> names layer 30, which the body does not have

// RUN: %python %S/Inputs/drop.py %S/Inputs/loop.xml %t/no-else.xml else_body
// RUN: not ov-opt %t/no-else.xml -t ir -o %t/out.xml 2>&1 | filecheck %s --check-prefix=NO-ELSE
// RUN: not ls %t/out.xml
// NO-ELSE: ov-opt: error: {{.*}}no-else.xml: layer 4 'loop' (Loop-opset5), body: layer 7 'choose' (If-opset8) has no <else_body>

// RUN: %python %S/Inputs/drop.py %S/Inputs/loop.xml %t/no-body.xml body
// RUN: not ov-opt %t/no-body.xml 2>&1 | filecheck %s --check-prefix=NO-BODY
// NO-BODY: ov-opt: error: {{.*}}no-body.xml: layer 4 'loop' (Loop-opset5) has no <body>

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/unfed.xml '<input external_port_id="3" internal_layer_id="2"/>' ''
// RUN: not ov-opt %t/unfed.xml 2>&1 | filecheck %s --check-prefix=UNFED
// UNFED: ov-opt: error: {{.*}}unfed.xml: layer 4 'loop' (Loop-opset5), body: layer 2 'loop/body/input_2' (Parameter-opset1) is fed by no port_map entry

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/fed-twice.xml '<input external_port_id="3" internal_layer_id="2"/>' '<input external_port_id="3" internal_layer_id="2"/><input external_port_id="2" internal_layer_id="2"/>'
// RUN: not ov-opt %t/fed-twice.xml 2>&1 | filecheck %s --check-prefix=FED-TWICE
// FED-TWICE: ov-opt: error: {{.*}}fed-twice.xml: layer 4 'loop' (Loop-opset5), body: layer 2 'loop/body/input_2' (Parameter-opset1) is fed by two port_map entries, <input external_port_id="3" internal_layer_id="2"> and <input external_port_id="2" internal_layer_id="2">

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/cycle.xml '<edge from-layer="1" from-port="0" to-layer="4" to-port="0"/>' '<edge from-layer="9" from-port="2" to-layer="4" to-port="0"/>'
// RUN: not ov-opt %t/cycle.xml 2>&1 | filecheck %s --check-prefix=CYCLE
// CYCLE: ov-opt: error: {{.*}}cycle.xml: layer 4 'loop' (Loop-opset5), body: the graph has a cycle through layer 4 'total' (ReduceSum-opset1)

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/body-edge.xml '<edge from-layer="2" from-port="0" to-layer="3" to-port="1"/>' '<edge from-layer="5" from-port="0" to-layer="3" to-port="1"/>'
// RUN: not ov-opt %t/body-edge.xml 2>&1 | filecheck %s --check-prefix=BODY-EDGE
// BODY-EDGE: ov-opt: error: {{.*}}body-edge.xml: layer 4 'loop' (Loop-opset5), body: layer 7 'choose' (If-opset8), else_body: the edge from-layer="5" from-port="0" to-layer="3" to-port="1" points to layer 5, which does not exist

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/body-const.xml 'offset="13" size="4"' 'offset="40" size="4"'
// RUN: not ov-opt %t/body-const.xml -t ir -o %t/out.xml 2>&1 | filecheck %s --check-prefix=BODY-CONST
// RUN: not ls %t/out.xml
// BODY-CONST: ov-opt: error: {{.*}}body-const.xml: layer 4 'loop' (Loop-opset5), body: layer 7 'choose' (If-opset8), else_body: layer 2 'k' (Const-opset1): bytes 40..44 are beyond the end of {{.*}}body-const.bin (21 bytes)

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/not-carried.xml '<edge from-layer="12" to-layer="1"/>' ''
// RUN: not ov-opt %t/not-carried.xml 2>&1 | filecheck %s --check-prefix=NOT-CARRIED
// NOT-CARRIED: ov-opt: error: {{.*}}not-carried.xml: layer 4 'loop' (Loop-opset5), body: output port 4 is the last value of layer 12 'loop/body/output_1' (Result-opset1), which no back edge carries: Loop-5 is read with carried values and concatenations as its outputs

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/slice.xml 'start="0" end="-1"' 'start="0" end="2"'
// RUN: not ov-opt %t/slice.xml 2>&1 | filecheck %s --check-prefix=SLICE
// SLICE: ov-opt: error: {{.*}}slice.xml: layer 4 'loop' (Loop-opset5), body: the port_map entry <output external_port_id="5" internal_layer_id="13"> takes a slice of the iterations (end=2): Loop-5 is read with whole concatenations (start 0, end -1, stride 1, part_size 1)

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/no-condition.xml '<output purpose="execution_condition" external_port_id="-1" internal_layer_id="11"/>' ''
// RUN: not ov-opt %t/no-condition.xml 2>&1 | filecheck %s --check-prefix=NO-CONDITION
// NO-CONDITION: ov-opt: error: {{.*}}no-condition.xml: layer 4 'loop' (Loop-opset5), body: the port_map has no <output> of purpose 'execution_condition': the body gives no execution condition

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/iteration-back.xml '<edge from-layer="12" to-layer="1"/>' '<edge from-layer="12" to-layer="1"/><edge from-layer="11" to-layer="0"/>'
// RUN: not ov-opt %t/iteration-back.xml 2>&1 | filecheck %s --check-prefix=ITERATION-BACK
// ITERATION-BACK: ov-opt: error: {{.*}}iteration-back.xml: layer 4 'loop' (Loop-opset5), body: layer 0 'loop/body/input_0' (Parameter-opset1) is the current iteration: no back edge goes to it

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/else-output.xml '<output external_port_id="3" internal_layer_id="4"/>' ''
// RUN: not ov-opt %t/else-output.xml 2>&1 | filecheck %s --check-prefix=ELSE-OUTPUT
// ELSE-OUTPUT: ov-opt: error: {{.*}}else-output.xml: layer 4 'loop' (Loop-opset5), body: layer 7 'choose' (If-opset8), else_body: output port 3 is given by no else_port_map entry

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/iterator.xml 'type="Loop" version="opset5"' 'type="TensorIterator" version="opset1"'
// RUN: not ov-opt %t/iterator.xml 2>&1 | filecheck %s --check-prefix=ITERATOR
// ITERATOR: ov-opt: error: {{.*}}iterator.xml: layer 4 'loop' (TensorIterator-opset1) has a <port_map>, and TensorIterator layers are not read: the ov dialect has no op for them (If-8 and Loop-5 are read)

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/opset.xml 'type="Loop" version="opset5"' 'type="Loop" version="opset1"'
// RUN: not ov-opt %t/opset.xml 2>&1 | filecheck %s --check-prefix=OPSET
// OPSET: ov-opt: error: {{.*}}opset.xml: layer 4 'loop' (Loop-opset1) has no op in the ov dialect: If-8 (opset8) and Loop-5 (opset5) are read

// RUN: %python %S/Inputs/variant.py %S/Inputs/loop.xml %t/stray.xml 'type="ReduceSum" version="opset1">' 'type="ReduceSum" version="opset1"><body/>'
// RUN: not ov-opt %t/stray.xml 2>&1 | filecheck %s --check-prefix=STRAY
// STRAY: ov-opt: error: {{.*}}stray.xml: layer 4 'loop' (Loop-opset5), body: layer 4 'total' (ReduceSum-opset1) has a <body>, which a ReduceSum layer does not have: only If and Loop layers with bodies are read
