// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// MVN-6 and GroupNormalization-12 as OpenVINO's serializer writes them (attribute order aside;
// OpenVINO reads eps_mode in either case).

func.func @main(%x: tensor<2x4x3xf32> {ovopt.name = "x"}) -> (tensor<2x4x3xf32> {ovopt.name = "mvn"}, tensor<2x4x3xf32> {ovopt.name = "gn"}) {
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64> loc("axes")
  %mvn = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-03 : f32, eps_mode = "outside_sqrt"} : (tensor<2x4x3xf32>, tensor<2xi64>) -> tensor<2x4x3xf32> loc("mvn")
  %scale = ov.Constant.v0 dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32> loc("scale")
  %bias = ov.Constant.v0 dense<[0.0, 0.5, 1.0, 1.5]> : tensor<4xf32> loc("bias")
  %gn = ov.GroupNormalization.v12 %x, %scale, %bias {num_groups = 2 : i64, epsilon = 0.5 : f32} : (tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4x3xf32> loc("gn")
  func.return %mvn, %gn : tensor<2x4x3xf32>, tensor<2x4x3xf32>
}

// CHECK:      <layer id="2" name="mvn" type="MVN" version="opset6">
// CHECK-NEXT:   <data normalize_variance="true" eps="0.0010000000474974513" eps_mode="outside_sqrt"/>
// CHECK:      <layer id="5" name="gn" type="GroupNormalization" version="opset12">
// CHECK-NEXT:   <data num_groups="2" epsilon="0.5"/>
// CHECK-NEXT:   <input>
// CHECK-NEXT:     <port id="0" precision="FP32">
// CHECK:          <port id="1" precision="FP32">
// CHECK-NEXT:       <dim>4</dim>
// CHECK:          <port id="2" precision="FP32">
// CHECK-NEXT:       <dim>4</dim>
