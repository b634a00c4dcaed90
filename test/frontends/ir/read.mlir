// RUN: ov-opt %S/Inputs/conv.xml --print-debuginfo | filecheck %s
// RUN: ov-opt %S/Inputs/conv.xml -f xml --print-debuginfo | filecheck %s
// RUN: %python %S/Inputs/variant.py %S/Inputs/conv.xml %t/conv.model
// RUN: ov-opt %t/conv.model -f xml | filecheck %s --check-prefix=BIN-NAME
// RUN: ov-opt %S/Inputs/conv.xml -t ir -o %t/again.xml
// RUN: filecheck %s --check-prefix=XML < %t/again.xml
// RUN: ov-opt %t/again.xml --print-debuginfo | filecheck %s
//
// IR XML reads into the ov dialect: each layer the op its type and opset declare, located at
// the layer's name; port names are tensor names (`\,` is a comma in a name); a Parameter's
// first name and a Result's are the function's argument and result names; `?` and -1 are
// dynamic dims; the net's name and <rt_info> are module attributes. A file not named .xml
// takes its weights from NAME.bin, as OpenVINO does. The IR target writes it back as it was
// (ovopt's conversion parameters replace the IR's), and that IR reads back to the same module.

// CHECK:      builtin.module attributes {ovopt.model_name = "tiny_conv", ovopt.rt_info = {"OpenVINO Runtime" = "2026.4.1", conversion_parameters = {
// CHECK-NEXT:   func.func @main(%0: tensor<1x2x4x?xf32> {ovopt.name = "x"} loc(unknown)) -> (tensor<1x3x4x?xf32> {ovopt.name = "relu_out"}, tensor<1x3x4x?xf32> {ovopt.name = "y"}) {
// CHECK-NEXT:     %[[W:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}5.000000e-01]], {{\[\[}}1.000000e+00]]], {{\[\[\[}}1.500000e+00]], {{\[\[}}2.000000e+00]]], {{\[\[\[}}2.500000e+00]], {{\[\[}}3.000000e+00]]]]> : tensor<3x2x1x1xf32> {ovopt.tensor_names = {{\[\[}}"w"]]} loc("w")
// CHECK-NEXT:     %[[C:.*]] = ov.Convolution.v1 %0, %[[W]] {ovopt.tensor_names = {{\[\[}}"conv_out"]], dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x4x?xf32>, tensor<3x2x1x1xf32>) -> tensor<1x3x4x?xf32> loc("conv")
// CHECK-NEXT:     %[[B:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}5.000000e-01]], {{\[\[}}-1.000000e+00]], {{\[\[}}2.000000e+00]]]]> : tensor<1x3x1x1xf32> loc("b")
// CHECK-NEXT:     %[[A:.*]] = ov.Add.v1 %[[C]], %[[B]] {ovopt.tensor_names = {{\[\[}}"y", "y,alias"]]} : (tensor<1x3x4x?xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x4x?xf32> loc("add")
// CHECK-NEXT:     %[[R:.*]] = ov.Relu.v0 %[[A]] {ovopt.tensor_names = {{\[\[}}"relu_out"]]} : tensor<1x3x4x?xf32> loc("relu")
// CHECK-NEXT:     func.return %[[R]], %[[A]] : tensor<1x3x4x?xf32>, tensor<1x3x4x?xf32>

// BIN-NAME: conversion_parameters = {framework = "onnx"}
// BIN-NAME: ov.Constant.v0 dense<{{.*}}5.000000e-01

// XML:      <net name="tiny_conv" version="11">
// XML:        <layer id="0" name="x" type="Parameter" version="opset1">
// XML-NEXT:     <data shape="1,2,4,?" element_type="f32"/>
// XML:          <port id="0" precision="FP32" names="x">
// XML:        <layer id="1" name="w" type="Const" version="opset1">
// XML-NEXT:     <data element_type="f32" shape="3, 2, 1, 1" offset="0" size="24"/>
// XML:        <layer id="2" name="conv" type="Convolution" version="opset1">
// XML-NEXT:     <data dilations="1, 1" strides="1, 1" pads_begin="0, 0" pads_end="0, 0" auto_pad="explicit"/>
// XML:        <layer id="3" name="b" type="Const" version="opset1">
// XML-NEXT:     <data element_type="f32" shape="1, 3, 1, 1" offset="24" size="12"/>
// XML:        <layer id="4" name="add" type="Add" version="opset1">
// XML-NEXT:     <data auto_broadcast="numpy"/>
// XML:          <port id="2" precision="FP32" names="y,y\,alias">
// XML:        <layer id="5" name="relu" type="ReLU" version="opset1">
// XML:        <layer id="6" name="relu_out/sink_port_0" type="Result" version="opset1">
// XML:        <layer id="7" name="y/sink_port_0" type="Result" version="opset1">
// XML:      <rt_info>
// XML-NEXT:   <info name="OpenVINO Runtime" value="2026.4.1"/>
// XML-NEXT:   <conversion_parameters>
// XML-NEXT:     <input_model value="{{.*}}conv.xml"/>
