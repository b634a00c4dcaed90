// An IR that cannot be read is one line naming the layer (id, name, type-opset) and what is
// wrong, exit status 1, and no output file. Each case is Inputs/conv.xml with one edit.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/v10.xml 'version="11"' 'version="10"'
// RUN: ov-opt %t/v10.xml | filecheck %s --check-prefix=V10
// V10: ov.Relu.v0

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/nobin.xml
// RUN: rm %t/nobin.bin
// RUN: not ov-opt %t/nobin.xml -t ir -o %t/out.xml 2>&1 | filecheck %s --check-prefix=NO-BIN
// RUN: not ls %t/out.xml
// RUN: not ls %t/out.bin
// NO-BIN: ov-opt: error: {{.*}}nobin.xml: layer 1 'w' (Const-opset1) needs the weights file {{.*}}nobin.bin: No such file or directory (the .bin must sit beside the .xml, with the same name)

// RUN: not ov-opt -f xml < %S/Inputs/conv.xml 2>&1 | filecheck %s --check-prefix=STDIN
// STDIN: ov-opt: error: <stdin>: layer 1 'w' (Const-opset1) needs the weights file, but the IR came from standard input: give the .xml's path

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/dtd.xml '<net name' '<!DOCTYPE net [<!ENTITY a "aa">]><net name'
// RUN: not ov-opt %t/dtd.xml -o %t/out.mlir 2>&1 | filecheck %s --check-prefix=DTD
// RUN: not ls %t/out.mlir
// DTD: ov-opt: error: {{.*}}dtd.xml has a DTD (<!DOCTYPE>/<!ENTITY>), which IR never has: refused

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/malformed.xml '</layers>' '</layer>'
// RUN: not ov-opt %t/malformed.xml 2>&1 | filecheck %s --check-prefix=MALFORMED
// MALFORMED: ov-opt: error: {{.*}}malformed.xml is not well-formed XML: Opening and ending tag mismatch: layers line 3 and layer

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/version.xml 'version="11"' 'version="7"'
// RUN: not ov-opt %t/version.xml 2>&1 | filecheck %s --check-prefix=VERSION
// VERSION: ov-opt: error: {{.*}}version.xml is IR version '7': ovopt reads IR v10 and v11 (convert older IR with OpenVINO 2022)

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/precision.xml 'precision="FP32" names="w"' 'precision="FP99" names="w"'
// RUN: not ov-opt %t/precision.xml 2>&1 | filecheck %s --check-prefix=PRECISION
// PRECISION: ov-opt: error: {{.*}}precision.xml: layer 1 'w' (Const-opset1), port 0: unknown element type (precision 'FP99')

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/element.xml 'element_type="f32" shape="3' 'element_type="string" shape="3'
// RUN: not ov-opt %t/element.xml 2>&1 | filecheck %s --check-prefix=ELEMENT
// ELEMENT: ov-opt: error: {{.*}}element.xml: layer 1 'w' (Const-opset1): unknown element type 'string'

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/edge-layer.xml 'from-layer="3"' 'from-layer="30"'
// RUN: not ov-opt %t/edge-layer.xml 2>&1 | filecheck %s --check-prefix=EDGE-LAYER
// EDGE-LAYER: ov-opt: error: {{.*}}edge-layer.xml: the edge from-layer="30" from-port="0" to-layer="4" to-port="1" points to layer 30, which does not exist

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/edge-port.xml 'to-layer="4" to-port="1"' 'to-layer="4" to-port="5"'
// RUN: not ov-opt %t/edge-port.xml 2>&1 | filecheck %s --check-prefix=EDGE-PORT
// EDGE-PORT: ov-opt: error: {{.*}}edge-port.xml: the edge from-layer="3" from-port="0" to-layer="4" to-port="5": layer 4 'add' (Add-opset1) has no input port 5

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/no-edge.xml '<edge from-layer="3" from-port="0" to-layer="4" to-port="1" />' ''
// RUN: not ov-opt %t/no-edge.xml 2>&1 | filecheck %s --check-prefix=NO-EDGE
// NO-EDGE: ov-opt: error: {{.*}}no-edge.xml: layer 4 'add' (Add-opset1): input port 1 has no edge

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/cycle.xml '<edge from-layer="0" from-port="0"' '<edge from-layer="5" from-port="1"'
// RUN: not ov-opt %t/cycle.xml 2>&1 | filecheck %s --check-prefix=CYCLE
// CYCLE: ov-opt: error: {{.*}}cycle.xml: the graph has a cycle through layer 2 'conv' (Convolution-opset1)

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/duplicate.xml 'id="3" name="b"' 'id="2" name="b"'
// RUN: not ov-opt %t/duplicate.xml 2>&1 | filecheck %s --check-prefix=DUPLICATE
// DUPLICATE: ov-opt: error: {{.*}}duplicate.xml: two layers have id 2 ('conv', 'b')

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/beyond.xml 'offset="24"' 'offset="30"'
// RUN: not ov-opt %t/beyond.xml 2>&1 | filecheck %s --check-prefix=BEYOND
// BEYOND: ov-opt: error: {{.*}}beyond.xml: layer 3 'b' (Const-opset1): bytes 30..42 are beyond the end of {{.*}}beyond.bin (36 bytes)

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/negative.xml 'offset="0"' 'offset="-8"'
// RUN: not ov-opt %t/negative.xml 2>&1 | filecheck %s --check-prefix=NEGATIVE
// NEGATIVE: ov-opt: error: {{.*}}negative.xml: layer 1 'w' (Const-opset1): offset -8 is negative

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/size.xml 'size="24"' 'size="20"'
// RUN: not ov-opt %t/size.xml 2>&1 | filecheck %s --check-prefix=SIZE
// SIZE: ov-opt: error: {{.*}}size.xml: layer 1 'w' (Const-opset1): size 20 does not match its shape [3, 2, 1, 1] of f32 (24 bytes)

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/const-port.xml 'shape="1, 3, 1, 1"' 'shape="3, 1, 1, 1"'
// RUN: not ov-opt %t/const-port.xml 2>&1 | filecheck %s --check-prefix=CONST-PORT
// CONST-PORT: ov-opt: error: {{.*}}const-port.xml: layer 3 'b' (Const-opset1): its data is tensor<3x1x1x1xf32>, its port says tensor<1x3x1x1xf32>

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/attribute.xml 'strides="1, 1"' 'strides="1, x"'
// RUN: not ov-opt %t/attribute.xml 2>&1 | filecheck %s --check-prefix=ATTRIBUTE
// ATTRIBUTE: ov-opt: error: {{.*}}attribute.xml: layer 2 'conv' (Convolution-opset1): attribute strides='1, x' is not integers (invalid literal for int() with base 10: 'x')

// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/dim.xml '<dim>4</dim>' '<dim>four</dim>'
// RUN: not ov-opt %t/dim.xml 2>&1 | filecheck %s --check-prefix=DIM
// DIM: ov-opt: error: {{.*}}dim.xml: layer 0 'x' (Parameter-opset1), port 0: a dimension is 'four', not an integer
