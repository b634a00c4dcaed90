// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Constant pads [begin..., end...] become Pad-12's pads_begin and pads_end constants, and the
// result is static.

// CHECK-LABEL: func.func @pad_constant
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK:         %[[V:.*]] = ov.Constant.v0 dense<2.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[BEGIN:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Pad.v12 %[[X]], %[[BEGIN]], %[[END]], %[[V]] : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<3x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @pad_constant(%x: tensor<2x3xf32>) -> tensor<3x6xf32> {
  %pads = "onnx.Constant"() <{value = dense<[1, 2, 0, 1]> : tensor<4xi64>, version = 13 : i64}> : () -> tensor<4xi64>
  %v = "onnx.Constant"() <{value = dense<2.5> : tensor<f32>, version = 13 : i64}> : () -> tensor<f32>
  %y = "onnx.Pad"(%x, %pads, %v) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<2x3xf32>, tensor<4xi64>, tensor<f32>) -> tensor<3x6xf32>
  func.return %y : tensor<3x6xf32>
}

// -----

// Pads known only at run time are sliced into halves.

// CHECK-LABEL: func.func @pad_runtime
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<4xi64>)
// CHECK:         %[[BEGIN:.*]] = ov.Slice.v8 %[[P]], {{.*}} -> tensor<2xi64>
// CHECK:         %[[END:.*]] = ov.Slice.v8 %[[P]], {{.*}} -> tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Pad.v12 %[[X]], %[[BEGIN]], %[[END]] {pad_mode = "reflect"} : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @pad_runtime(%x: tensor<2x3xf32>, %pads: tensor<4xi64>) -> tensor<?x?xf32> {
  %y = "onnx.Pad"(%x, %pads) <{version = 13 : i64, mode = "reflect", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}

// -----

// Pad-18's axes: constant pads land on their axes at compile time; run-time pads are scattered
// into zeros for every axis (ScatterElementsUpdate takes the negative axes as they are).

// CHECK-LABEL: func.func @pad_axes
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[P:.*]]: tensor<2xi64>)
// CHECK:         %[[AXES:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[BEGIN:.*]] = ov.Constant.v0 dense<[0, 0, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[0, 0, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Pad.v12 %[[X]], %[[BEGIN]], %[[END]] {pad_mode = "edge"} : (tensor<2x3x4xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<2x3x7xf32>
// CHECK-NEXT:    %[[ZEROS:.*]] = ov.Constant.v0 dense<0> : tensor<3xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK:         %[[B0:.*]] = ov.Slice.v8 %[[P]], {{.*}} -> tensor<1xi64>
// CHECK:         %[[E0:.*]] = ov.Slice.v8 %[[P]], {{.*}} -> tensor<1xi64>
// CHECK-NEXT:    %[[BEGIN2:.*]] = ov.ScatterElementsUpdate.v12 %[[ZEROS]], %[[AXES]], %[[B0]], %[[AXIS]] : (tensor<3xi64>, tensor<1xi64>, tensor<1xi64>, tensor<i64>) -> tensor<3xi64>
// CHECK-NEXT:    %[[END2:.*]] = ov.ScatterElementsUpdate.v12 %[[ZEROS]], %[[AXES]], %[[E0]], %[[AXIS]] : (tensor<3xi64>, tensor<1xi64>, tensor<1xi64>, tensor<i64>) -> tensor<3xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Pad.v12 %[[X]], %[[BEGIN2]], %[[END2]] : (tensor<2x3x4xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @pad_axes(%x: tensor<2x3x4xf32>, %p: tensor<2xi64>) -> (tensor<2x3x7xf32>, tensor<?x?x?xf32>) {
  %pads = "onnx.Constant"() <{value = dense<[1, 2]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %axes = "onnx.Constant"() <{value = dense<-1> : tensor<1xi64>, version = 13 : i64}> : () -> tensor<1xi64>
  %a = "onnx.Pad"(%x, %pads, %axes) <{version = 18 : i64, mode = "edge", operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<2x3x4xf32>, tensor<2xi64>, tensor<1xi64>) -> tensor<2x3x7xf32>
  %b = "onnx.Pad"(%x, %p, %axes) <{version = 18 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<2x3x4xf32>, tensor<2xi64>, tensor<1xi64>) -> tensor<?x?x?xf32>
  func.return %a, %b : tensor<2x3x7xf32>, tensor<?x?x?xf32>
}

// -----

// OpenVINO's Pad has no wrap mode: gather the wrapped positions (-2 .. 3 + 1 modulo 3).

// CHECK-LABEL: func.func @pad_wrap
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK:         %[[POSITIONS:.*]] = ov.Constant.v0 dense<[1, 2, 0, 1, 2, 0]> : tensor<6xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Gather.v8 %[[X]], %[[POSITIONS]], %[[AXIS]] : (tensor<2x3xf32>, tensor<6xi64>, tensor<i64>) -> tensor<2x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @pad_wrap(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %pads = "onnx.Constant"() <{value = dense<[0, 2, 0, 1]> : tensor<4xi64>, version = 19 : i64}> : () -> tensor<4xi64>
  %y = "onnx.Pad"(%x, %pads) <{version = 19 : i64, mode = "wrap", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<2x6xf32>
  func.return %y : tensor<2x6xf32>
}

// -----

// Pad-2 holds pads and value as attributes.

// CHECK-LABEL: func.func @pad_2
// CHECK-NEXT:    %[[BEGIN:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Pad.v12 %{{.*}}, %[[BEGIN]], %[[END]], %[[V]] : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<f32>) -> tensor<2x5xf32>
func.func @pad_2(%x: tensor<2x3xf32>) -> tensor<2x5xf32> {
  %y = "onnx.PadV2"(%x) <{version = 2 : i64, pads = array<i64: 0, 1, 0, 1>, value = 1.5 : f32}> : (tensor<2x3xf32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}

// -----

// A pad value known only at run time with constant pads: OpenVINO's CPU Pad would pad with 0,
// so pad with 0 and select the value outside a padded mask of x's shape.

// CHECK-LABEL: func.func @pad_runtime_value
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<f32>)
// CHECK:         %[[BEGIN:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[TRUE:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.ShapeOf.v3 %[[X]]
// CHECK-NEXT:    %[[INSIDE:.*]] = ov.Broadcast.v3 %[[TRUE]], %[[SHAPE]] : (tensor<i1>, tensor<2xi64>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[FALSE:.*]] = ov.Constant.v0 dense<false> : tensor<i1>
// CHECK-NEXT:    %[[MASK:.*]] = ov.Pad.v12 %[[INSIDE]], %[[BEGIN]], %[[END]], %[[FALSE]] : (tensor<2x3xi1>, tensor<2xi64>, tensor<2xi64>, tensor<i1>) -> tensor<2x5xi1>
// CHECK-NEXT:    %[[PADDED:.*]] = ov.Pad.v12 %[[X]], %[[BEGIN]], %[[END]] : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x5xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %[[MASK]], %[[PADDED]], %[[V]] : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @pad_runtime_value(%x: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x5xf32> {
  %pads = "onnx.Constant"() <{value = dense<[0, 1, 0, 1]> : tensor<4xi64>, version = 13 : i64}> : () -> tensor<4xi64>
  %y = "onnx.Pad"(%x, %pads, %v) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<2x3xf32>, tensor<4xi64>, tensor<f32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}

// -----

// Rank 3: six pads, two per axis (the check of the pads' count reads 2 * rank, not 2 ** rank).

// CHECK-LABEL: func.func @pad_rank_3
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x3xf32>)
// CHECK:         %[[BEGIN:.*]] = ov.Constant.v0 dense<[0, 1, 2]> : tensor<3xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<[1, 0, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Pad.v12 %[[X]], %[[BEGIN]], %[[END]] {pad_mode = "edge"} : (tensor<1x2x3xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<2x3x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @pad_rank_3(%x: tensor<1x2x3xf32>) -> tensor<2x3x6xf32> {
  %pads = "onnx.Constant"() <{value = dense<[0, 1, 2, 1, 0, 1]> : tensor<6xi64>, version = 13 : i64}> : () -> tensor<6xi64>
  %y = "onnx.Pad"(%x, %pads) <{version = 13 : i64, mode = "edge", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<1x2x3xf32>, tensor<6xi64>) -> tensor<2x3x6xf32>
  func.return %y : tensor<2x3x6xf32>
}
