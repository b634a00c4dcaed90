// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Interpolate-11 writes every attribute, defaults included, as OpenVINO's serializer does.

func.func @main(%x: tensor<1x2x3x4xf32> {ovopt.name = "x"}, %scales: tensor<2xf32> {ovopt.name = "scales"}) -> (tensor<1x2x?x?xf32> {ovopt.name = "y"}, tensor<1x2x5x7xf32> {ovopt.name = "z"}) {
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64> loc("axes")
  %y = ov.Interpolate.v11 %x, %scales, %axes {mode = "linear_onnx", shape_calculation_mode = "scales", coordinate_transformation_mode = "asymmetric", pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x2x3x4xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<1x2x?x?xf32> loc("y")
  %sizes = ov.Constant.v0 dense<[5, 7]> : tensor<2xi64> loc("sizes")
  %z = ov.Interpolate.v11 %x, %sizes, %axes {mode = "cubic", shape_calculation_mode = "sizes", nearest_mode = "floor", cube_coeff = -0.5 : f32, pads_begin = array<i64: 0, 0, 0, 0>, pads_end = array<i64: 0, 0, 0, 0>} : (tensor<1x2x3x4xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2x5x7xf32> loc("z")
  func.return %y, %z : tensor<1x2x?x?xf32>, tensor<1x2x5x7xf32>
}

// CHECK:      <layer id="3" name="y" type="Interpolate" version="opset11">
// CHECK-NEXT:   <data mode="linear_onnx" shape_calculation_mode="scales" coordinate_transformation_mode="asymmetric" nearest_mode="round_prefer_floor" antialias="false" pads_begin="0, 0, 0, 0" pads_end="0, 0, 0, 0" cube_coeff="-0.75"/>
// CHECK-NEXT:   <input>
// CHECK:          <port id="3" precision="FP32" names="y">
// CHECK-NEXT:       <dim>1</dim>
// CHECK-NEXT:       <dim>2</dim>
// CHECK-NEXT:       <dim>-1</dim>
// CHECK-NEXT:       <dim>-1</dim>
// CHECK:      <layer id="5" name="z" type="Interpolate" version="opset11">
// CHECK-NEXT:   <data mode="cubic" shape_calculation_mode="sizes" coordinate_transformation_mode="half_pixel" nearest_mode="floor" antialias="false" pads_begin="0, 0, 0, 0" pads_end="0, 0, 0, 0" cube_coeff="-0.5"/>
