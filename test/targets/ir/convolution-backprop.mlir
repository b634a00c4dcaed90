// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// The transposed convolutions with OpenVINO's attribute names, output_padding included.

func.func @main(%x: tensor<1x4x3x3xf32> {ovopt.name = "x"}) -> (tensor<1x2x7x8xf32> {ovopt.name = "deconv"}, tensor<1x6x5x5xf32> {ovopt.name = "grouped"}) {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x2x3x3xf32> loc("w")
  %deconv = ov.ConvolutionBackpropData.v1 %x, %w {strides = array<i64: 2, 3>, pads_begin = array<i64: 0, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<1x4x3x3xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x7x8xf32> loc("deconv")
  %g = ov.Constant.v0 dense<0.25> : tensor<2x2x3x3x3xf32> loc("g")
  %grouped = ov.GroupConvolutionBackpropData.v1 %x, %g {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : (tensor<1x4x3x3xf32>, tensor<2x2x3x3x3xf32>) -> tensor<1x6x5x5xf32> loc("grouped")
  func.return %deconv, %grouped : tensor<1x2x7x8xf32>, tensor<1x6x5x5xf32>
}

// CHECK:      <layer id="2" name="deconv" type="ConvolutionBackpropData" version="opset1">
// CHECK-NEXT:   <data strides="2, 3" pads_begin="0, 1" pads_end="1, 1" dilations="1, 1" auto_pad="explicit" output_padding="1, 1"/>
// CHECK:          <port id="2" precision="FP32" names="deconv">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>7</dim>
// CHECK-NEXT:       <dim>8</dim>
// CHECK:      <layer id="4" name="grouped" type="GroupConvolutionBackpropData" version="opset1">
// CHECK-NEXT:   <data strides="1, 1" pads_begin="0, 0" pads_end="0, 0" dilations="1, 1" auto_pad="explicit" output_padding="0, 0"/>
