// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// MaxPool-8 / -14 (two outputs: values, then indices of index_element_type), AvgPool-1 /
// -14 ("exclude-pad" with a hyphen), and GlobalAveragePool's ReduceMean-1 (keep_dims);
// spellings as openvino serialises these ops.

func.func @main(%x: tensor<1x3x8x9xf32> {ovopt.name = "x"}) -> (tensor<1x3x4x4xf32> {ovopt.name = "m"}, tensor<1x3x4x4xi64> {ovopt.name = "mi"}, tensor<1x3x5x5xf32> {ovopt.name = "mc"}, tensor<1x3x8x9xf32> {ovopt.name = "a"}, tensor<1x3x4x5xf32> {ovopt.name = "ac"}, tensor<1x3x1x1xf32> {ovopt.name = "g"}) {
  %m, %mi = ov.MaxPool.v8 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>) loc("max")
  %mc, %mci = ov.MaxPool.v14 %x {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil_torch", index_element_type = i32} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xi32>) loc("max_ceil")
  %a = ov.AvgPool.v1 %x {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>, "exclude-pad" = true} : (tensor<1x3x8x9xf32>) -> tensor<1x3x8x9xf32> loc("avg")
  %ac = ov.AvgPool.v14 %x {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>, kernel = array<i64: 3, 3>, "exclude-pad" = false, rounding_type = "ceil_torch"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32> loc("avg_ceil")
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64> loc("gap/Const")
  %g = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<1x3x8x9xf32>, tensor<2xi64>) -> tensor<1x3x1x1xf32> loc("gap")
  func.return %m, %mi, %mc, %a, %ac, %g : tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>, tensor<1x3x5x5xf32>, tensor<1x3x8x9xf32>, tensor<1x3x4x5xf32>, tensor<1x3x1x1xf32>
}

// CHECK:      <layer id="1" name="max" type="MaxPool" version="opset8">
// CHECK-NEXT:   <data dilations="1, 1" kernel="2, 2" rounding_type="floor" index_element_type="i64" axis="0" strides="2, 2" pads_begin="0, 0" pads_end="0, 0" auto_pad="explicit"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK:        <output>
// CHECK-NEXT:     <port id="1" precision="FP32" names="m">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:     <port id="2" precision="I64" names="mi">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </output>
// CHECK:      <layer id="2" name="max_ceil" type="MaxPool" version="opset14">
// CHECK-NEXT:   <data dilations="1, 1" kernel="2, 2" rounding_type="ceil_torch" index_element_type="i32" axis="0" strides="2, 2" pads_begin="1, 1" pads_end="1, 1" auto_pad="explicit"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="1" precision="FP32" names="mc">
// CHECK:          <port id="2" precision="I32">
// CHECK:      <layer id="3" name="avg" type="AvgPool" version="opset1">
// CHECK-NEXT:   <data kernel="3, 3" exclude-pad="true" rounding_type="floor" strides="1, 1" pads_begin="1, 1" pads_end="1, 1" auto_pad="explicit"/>
// CHECK:      <layer id="4" name="avg_ceil" type="AvgPool" version="opset14">
// CHECK-NEXT:   <data kernel="3, 3" exclude-pad="false" rounding_type="ceil_torch" strides="2, 2" pads_begin="0, 0" pads_end="1, 1" auto_pad="explicit"/>
// CHECK:          <port id="1" precision="FP32" names="ac">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>3</dim>
// CHECK-NEXT:       <dim>4</dim>
// CHECK-NEXT:       <dim>5</dim>
// CHECK:      <layer id="5" name="gap/Const" type="Const" version="opset1">
// CHECK-NEXT:   <data element_type="i64" shape="2" offset="0" size="16"/>
// CHECK:      <layer id="6" name="gap" type="ReduceMean" version="opset1">
// CHECK-NEXT:   <data keep_dims="true"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK:          <port id="1" precision="I64">
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:     </port>
// CHECK-NEXT:   </input>
// CHECK-NEXT:   <output>
// CHECK-NEXT:     <port id="2" precision="FP32" names="g">
// CHECK:      <edges>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="1" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="2" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="3" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="4" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="0" from-port="0" to-layer="6" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="5" from-port="0" to-layer="6" to-port="1"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="1" to-layer="7" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="1" from-port="2" to-layer="8" to-port="0"/>
// CHECK-NEXT:   <edge from-layer="2" from-port="1" to-layer="9" to-port="0"/>
