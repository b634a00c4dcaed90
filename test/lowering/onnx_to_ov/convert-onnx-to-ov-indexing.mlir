// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Gather is Gather-8 with the axis as a constant (negative indices work as in ONNX).

// CHECK-LABEL: func.func @gather
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>, %[[I:.*]]: tensor<2x2xi32>)
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]] = ov.Gather.v8 %[[X]], %[[I]], %[[AXIS]] : (tensor<3x4xf32>, tensor<2x2xi32>, tensor<i64>) -> tensor<3x2x2xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK-NEXT:    %[[AXIS0:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[B:.*]] = ov.Gather.v8 %[[X]], %[[K]], %[[AXIS0]] : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @gather(%x: tensor<3x4xf32>, %i: tensor<2x2xi32>) -> (tensor<3x2x2xf32>, tensor<4xf32>) {
  %a = "onnx.Gather"(%x, %i) <{version = 13 : i64, axis = 1 : i64}> : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<3x2x2xf32>
  %k = "onnx.Constant"() <{value = dense<-1> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %b = "onnx.Gather"(%x, %k) <{version = 13 : i64}> : (tensor<3x4xf32>, tensor<i64>) -> tensor<4xf32>
  func.return %a, %b : tensor<3x2x2xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @gather_elements_nd
// CHECK-NEXT:    %[[A:.*]] = ov.GatherElements.v6 %{{.*}}, %{{.*}} {axis = -1 : i64} : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3x2xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.GatherND.v8 %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<3x4xf32>, tensor<3x1xi64>) -> tensor<3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @gather_elements_nd(%x: tensor<3x4xf32>, %i: tensor<3x2xi64>, %t: tensor<3x1xi64>) -> (tensor<3x2xf32>, tensor<3xf32>) {
  %a = "onnx.GatherElements"(%x, %i) <{version = 13 : i64, axis = -1 : i64}> : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3x2xf32>
  %b = "onnx.GatherND"(%x, %t) <{version = 13 : i64, batch_dims = 1 : i64}> : (tensor<3x4xf32>, tensor<3x1xi64>) -> tensor<3xf32>
  func.return %a, %b : tensor<3x2xf32>, tensor<3xf32>
}

// -----

// ONNX's reductions add and mul are sum and prod; the deprecated Scatter is ScatterElements
// without one.

// CHECK-LABEL: func.func @scatter
// CHECK-SAME:    (%[[X:.*]]: tensor<3x3xf32>, %[[I:.*]]: tensor<2x3xi64>, %[[U:.*]]: tensor<2x3xf32>, %[[T:.*]]: tensor<2x1xi64>, %[[V:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]] = ov.ScatterElementsUpdate.v12 %[[X]], %[[I]], %[[U]], %[[AXIS]] {reduction = "prod"} : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<3x3xf32>
// CHECK-NEXT:    %[[AXIS0:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[B:.*]] = ov.ScatterElementsUpdate.v12 %[[X]], %[[I]], %[[U]], %[[AXIS0]] : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>, tensor<i64>) -> tensor<3x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.ScatterNDUpdate.v15 %[[X]], %[[T]], %[[V]] {reduction = "sum"} : (tensor<3x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @scatter(%x: tensor<3x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2x3xf32>, %t: tensor<2x1xi64>, %v: tensor<2x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>) {
  %a = "onnx.ScatterElements"(%x, %i, %u) <{version = 18 : i64, axis = 1 : i64, reduction = "mul"}> : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %b = "onnx.Scatter"(%x, %i, %u) <{version = 9 : i64}> : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %c = "onnx.ScatterND"(%x, %t, %v) <{version = 18 : i64, reduction = "add"}> : (tensor<3x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  func.return %a, %b, %c : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
}

// -----

// OneHot-16 normalizes negative indices; float indices and depth become i64, and the values
// [off, on] are gathered apart.

// CHECK-LABEL: func.func @one_hot
// CHECK-SAME:    (%[[I:.*]]: tensor<2x2xf32>, %[[D:.*]]: tensor<f32>, %[[V:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[INDICES:.*]] = ov.Convert.v0 %[[I]] {destination_type = i64} : (tensor<2x2xf32>) -> tensor<2x2xi64>
// CHECK-NEXT:    %[[DEPTH:.*]] = ov.Convert.v0 %[[D]] {destination_type = i64} : (tensor<f32>) -> tensor<i64>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[OFF:.*]] = ov.Gather.v8 %[[V]], %[[ZERO]], %[[AXIS]] : (tensor<2xf32>, tensor<i64>, tensor<i64>) -> tensor<f32>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[AXIS2:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[ON:.*]] = ov.Gather.v8 %[[V]], %[[ONE]], %[[AXIS2]] : (tensor<2xf32>, tensor<i64>, tensor<i64>) -> tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.OneHot.v16 %[[INDICES]], %[[DEPTH]], %[[ON]], %[[OFF]] {axis = 1 : i64, negative_indices_mode = "normalize"} : (tensor<2x2xi64>, tensor<i64>, tensor<f32>, tensor<f32>) -> tensor<2x?x2xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @one_hot(%i: tensor<2x2xf32>, %d: tensor<f32>, %v: tensor<2xf32>) -> tensor<2x?x2xf32> {
  %y = "onnx.OneHot"(%i, %d, %v) <{version = 11 : i64, axis = 1 : i64}> : (tensor<2x2xf32>, tensor<f32>, tensor<2xf32>) -> tensor<2x?x2xf32>
  func.return %y : tensor<2x?x2xf32>
}

// -----

// Compress gathers the indices NonZero finds in the condition; without an axis, from the
// flattened input.

// CHECK-LABEL: func.func @non_zero_compress
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[C:.*]]: tensor<2xi1>)
// CHECK-NEXT:    %[[A:.*]] = ov.NonZero.v3 %[[X]] : (tensor<2x3xf32>) -> tensor<2x?xi64>
// CHECK-NEXT:    %[[NZ:.*]] = ov.NonZero.v3 %[[C]] : (tensor<2xi1>) -> tensor<1x?xi64>
// CHECK-NEXT:    %[[FLAT:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[IDX:.*]] = ov.Reshape.v1 %[[NZ]], %[[FLAT]] {special_zero = false} : (tensor<1x?xi64>, tensor<1xi64>) -> tensor<?xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[B:.*]] = ov.Gather.v8 %[[X]], %[[IDX]], %[[AXIS]] : (tensor<2x3xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?x3xf32>
// CHECK:         %[[XFLAT:.*]] = ov.Reshape.v1 %[[X]], %{{.*}} {special_zero = false} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
// CHECK-NEXT:    %[[AXIS2:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[D:.*]] = ov.Gather.v8 %[[XFLAT]], %{{.*}}, %[[AXIS2]] : (tensor<6xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[D]]
func.func @non_zero_compress(%x: tensor<2x3xf32>, %c: tensor<2xi1>) -> (tensor<2x?xi64>, tensor<?x3xf32>, tensor<?xf32>) {
  %a = "onnx.NonZero"(%x) <{version = 13 : i64}> : (tensor<2x3xf32>) -> tensor<2x?xi64>
  %b = "onnx.Compress"(%x, %c) <{version = 11 : i64, axis = 0 : i64}> : (tensor<2x3xf32>, tensor<2xi1>) -> tensor<?x3xf32>
  %d = "onnx.Compress"(%x, %c) <{version = 11 : i64}> : (tensor<2x3xf32>, tensor<2xi1>) -> tensor<?xf32>
  func.return %a, %b, %d : tensor<2x?xi64>, tensor<?x3xf32>, tensor<?xf32>
}
