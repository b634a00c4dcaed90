// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// StridedSlice-1 in IR XML: every mask is written, the unset ones empty (OpenVINO reads an empty
// mask as all 0s, and rejects masks of different non-zero lengths); the strides are port 3.

func.func @main(%x: tensor<2x10x5xf32> {ovopt.name = "x"}) -> (tensor<1x1x10x5xf32> {ovopt.name = "y"}) {
  %begin = ov.Constant.v0 dense<[0, 1, -1]> : tensor<3xi64> loc("y/begin")
  %end = ov.Constant.v0 dense<[0, 9, 0]> : tensor<3xi64> loc("y/end")
  %strides = ov.Constant.v0 dense<[1, 2, -1]> : tensor<3xi64> loc("y/strides")
  %y = ov.StridedSlice.v1 %x, %begin, %end, %strides {begin_mask = array<i64: 0, 0, 1>, end_mask = array<i64: 0, 0, 1>, new_axis_mask = array<i64: 1, 0, 0>} : (tensor<2x10x5xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<1x1x10x5xf32> loc("y")
  func.return %y : tensor<1x1x10x5xf32>
}

// CHECK:      <layer id="4" name="y" type="StridedSlice" version="opset1">
// CHECK-NEXT:   <data begin_mask="0, 0, 1" end_mask="0, 0, 1" new_axis_mask="1, 0, 0" shrink_axis_mask="" ellipsis_mask=""/>
// CHECK-NEXT:   <input>
// CHECK:          <port id="3" precision="I64">
// CHECK:        <output>
// CHECK-NEXT:     <port id="4" precision="FP32" names="y">
