// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Shape is ShapeOf; its start and end slice the shape (Slice-8 clamps as ONNX does), and the
// slice of a dynamic shape keeps a static length. start > end gives an empty shape.

// CHECK-LABEL: func.func @shape
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.ShapeOf.v3 %[[X]] : (tensor<?x3x4xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %[[X]] : (tensor<?x3x4xf32>) -> tensor<3xi64>
// CHECK-NEXT:    %[[START:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Slice.v8 %[[S]], %[[START]], %[[END]], %[[STEP]], %[[AXIS]] : (tensor<3xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK:         %[[C:.*]] = ov.Slice.v8 {{.*}} -> tensor<0xi64>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @shape(%x: tensor<?x3x4xf32>) -> (tensor<3xi64>, tensor<1xi64>, tensor<0xi64>) {
  %a = "onnx.Shape"(%x) <{version = 15 : i64}> : (tensor<?x3x4xf32>) -> tensor<3xi64>
  %b = "onnx.Shape"(%x) <{version = 15 : i64, start = 1 : i64, end = -1 : i64}> : (tensor<?x3x4xf32>) -> tensor<1xi64>
  %c = "onnx.Shape"(%x) <{version = 15 : i64, start = 2 : i64, end = 1 : i64}> : (tensor<?x3x4xf32>) -> tensor<0xi64>
  func.return %a, %b, %c : tensor<3xi64>, tensor<1xi64>, tensor<0xi64>
}

// -----

// Size is the product of the shape.

// CHECK-LABEL: func.func @size
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %{{.*}} : (tensor<?x3xf32>) -> tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[P:.*]] = ov.ReduceProd.v1 %[[S]], %[[AXES]] : (tensor<2xi64>, tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT:    func.return %[[P]] : tensor<i64>
func.func @size(%x: tensor<?x3xf32>) -> tensor<i64> {
  %y = "onnx.Size"(%x) <{version = 13 : i64}> : (tensor<?x3xf32>) -> tensor<i64>
  func.return %y : tensor<i64>
}

// -----

// Slice-13's inputs become Slice-8's; missing steps are ones as long as the starts. Constant
// bounds give a static result, run-time starts `?` on the axes they slice.

// CHECK-LABEL: func.func @slice
// CHECK-SAME:    (%[[X:.*]]: tensor<20x10x5xf32>, %[[S:.*]]: tensor<2xi64>)
// CHECK:         %[[ENDS:.*]] = ov.Constant.v0 dense<[3, 10]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[STEPS:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.Slice.v8 %[[X]], %{{.*}}, %[[ENDS]], %[[STEPS]], %[[AXES]] : {{.*}} -> tensor<3x10x5xf32>
// CHECK-NEXT:    %[[STEPS2:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.Slice.v8 %[[X]], %[[S]], %[[ENDS]], %[[STEPS2]] : (tensor<20x10x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?x5xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @slice(%x: tensor<20x10x5xf32>, %s: tensor<2xi64>) -> (tensor<3x10x5xf32>, tensor<?x?x5xf32>) {
  %starts = "onnx.Constant"() <{value = dense<[0, 0]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %ends = "onnx.Constant"() <{value = dense<[3, 10]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %axes = "onnx.Constant"() <{value = dense<[0, 1]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %a = "onnx.Slice"(%x, %starts, %ends, %axes) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (tensor<20x10x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x10x5xf32>
  %b = "onnx.Slice"(%x, %s, %ends) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<20x10x5xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?x5xf32>
  func.return %a, %b : tensor<3x10x5xf32>, tensor<?x?x5xf32>
}

// -----

// Slice-1 has its bounds as attributes; an end of INT64_MAX clamps to the dim.

// CHECK-LABEL: func.func @slice_1
// CHECK-NEXT:    %[[START:.*]] = ov.Constant.v0 dense<-2> : tensor<1xi64>
// CHECK-NEXT:    %[[END:.*]] = ov.Constant.v0 dense<9223372036854775807> : tensor<1xi64>
// CHECK-NEXT:    %[[STEP:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Slice.v8 %{{.*}}, %[[START]], %[[END]], %[[STEP]], %[[AXES]] : {{.*}} -> tensor<20x10x2xf32>
func.func @slice_1(%x: tensor<20x10x5xf32>) -> tensor<20x10x2xf32> {
  %y = "onnx.SliceV1"(%x) <{version = 1 : i64, starts = array<i64: -2>, ends = array<i64: 9223372036854775807>, axes = array<i64: 2>}> : (tensor<20x10x5xf32>) -> tensor<20x10x2xf32>
  func.return %y : tensor<20x10x2xf32>
}

// -----

// Split into equal parts is Split-1; lengths (an input since opset 13, an attribute before)
// make it VariadicSplit-1.

// CHECK-LABEL: func.func @split
// CHECK-SAME:    (%[[X:.*]]: tensor<2x6xf32>, %[[L:.*]]: tensor<2xi64>)
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[A:.*]], %[[A1:.*]] = ov.Split.v1 %[[X]], %[[AXIS]] {num_splits = 2 : i64} : (tensor<2x6xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
// CHECK-NEXT:    %[[LAST:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK-NEXT:    %[[B:.*]], %[[B1:.*]] = ov.VariadicSplit.v1 %[[X]], %[[LAST]], %[[L]] : (tensor<2x6xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<2x?xf32>, tensor<2x?xf32>)
// CHECK-NEXT:    %[[LENGTHS:.*]] = ov.Constant.v0 dense<[1, 5]> : tensor<2xi64>
// CHECK-NEXT:    %[[AXIS2:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[C:.*]], %[[C1:.*]] = ov.VariadicSplit.v1 %[[X]], %[[AXIS2]], %[[LENGTHS]] : (tensor<2x6xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<2x1xf32>, tensor<2x5xf32>)
// CHECK-NEXT:    func.return %[[A]], %[[A1]], %[[B]], %[[B1]], %[[C]], %[[C1]]
func.func @split(%x: tensor<2x6xf32>, %l: tensor<2xi64>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x1xf32>, tensor<2x5xf32>) {
  %a:2 = "onnx.Split"(%x) <{version = 13 : i64, axis = 1 : i64}> : (tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %b:2 = "onnx.Split"(%x, %l) <{version = 13 : i64, axis = -1 : i64}> : (tensor<2x6xf32>, tensor<2xi64>) -> (tensor<2x?xf32>, tensor<2x?xf32>)
  %c:2 = "onnx.SplitV11"(%x) <{version = 11 : i64, axis = 1 : i64, split = array<i64: 1, 5>}> : (tensor<2x6xf32>) -> (tensor<2x1xf32>, tensor<2x5xf32>)
  func.return %a#0, %a#1, %b#0, %b#1, %c#0, %c#1 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x1xf32>, tensor<2x5xf32>
}

// -----

// Opset 18's num_outputs: 7 in 3 parts is 3, 3, 1. A dynamic dim gets its lengths computed:
// min(max(dim - i * chunk, 0), chunk) with chunk = (dim + n - 1) / n.

// CHECK-LABEL: func.func @split_num_outputs
// CHECK-NEXT:    %[[LENGTHS:.*]] = ov.Constant.v0 dense<[3, 3, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}} = ov.VariadicSplit.v1 %{{.*}}, %[[AXIS]], %[[LENGTHS]] : (tensor<7xf32>, tensor<i64>, tensor<3xi64>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>)
// CHECK:         %[[DIM:.*]] = ov.Gather.v8
// CHECK:         %[[SUM:.*]] = ov.Add.v1 %[[DIM]]
// CHECK:         %[[CHUNK:.*]] = ov.Divide.v1 %[[SUM]]
// CHECK:         %[[OFFSETS:.*]] = ov.Multiply.v1 %[[CHUNK]]
// CHECK-NEXT:    %[[LEFT:.*]] = ov.Subtract.v1 %[[DIM]], %[[OFFSETS]]
// CHECK:         %[[ATLEAST:.*]] = ov.Maximum.v1 %[[LEFT]]
// CHECK-NEXT:    %[[PARTS:.*]] = ov.Minimum.v1 %[[ATLEAST]], %[[CHUNK]]
// CHECK:         %{{.*}}, %{{.*}} = ov.VariadicSplit.v1 %{{.*}}, %{{.*}}, %[[PARTS]] : (tensor<?x2xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<?x2xf32>, tensor<?x2xf32>)
func.func @split_num_outputs(%x: tensor<7xf32>, %d: tensor<?x2xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<?x2xf32>, tensor<?x2xf32>) {
  %a:3 = "onnx.Split"(%x) <{version = 18 : i64, num_outputs = 3 : i64}> : (tensor<7xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>)
  %b:2 = "onnx.Split"(%d) <{version = 18 : i64, num_outputs = 2 : i64}> : (tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?x2xf32>)
  func.return %a#0, %a#1, %a#2, %b#0, %b#1 : tensor<3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<?x2xf32>, tensor<?x2xf32>
}

// -----

// num_outputs that divide the dim evenly: Split-1, no lengths.

// CHECK-LABEL: func.func @split_num_outputs_evenly
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}} = ov.Split.v1 %{{.*}}, %[[AXIS]] {num_splits = 3 : i64} : (tensor<6xf32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
// CHECK-NOT:     ov.VariadicSplit
func.func @split_num_outputs_evenly(%x: tensor<6xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %a:3 = "onnx.Split"(%x) <{version = 18 : i64, num_outputs = 3 : i64}> : (tensor<6xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return %a#0, %a#1, %a#2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

