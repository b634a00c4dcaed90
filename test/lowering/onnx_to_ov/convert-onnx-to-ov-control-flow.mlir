// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// If -> If-8: the branches read x, y and a constant of the outer graph by name; x and y become
// inputs of the If and arguments of both bodies, the constant is copied into the body.

// CHECK-LABEL: func.func @if
// CHECK-SAME:    (%[[C:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<2xf32>)
// CHECK:         %{{.*}} = ov.If.v8 %[[C]], %[[X]], %[[Y]] : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:    ^{{.*}}(%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>):
// CHECK-NEXT:      %[[K:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<2xf32>
// CHECK-NEXT:      %[[S:.*]] = ov.Add.v1 %[[A]], %[[K]]
// CHECK-NEXT:      ov.yield %[[S]] : tensor<2xf32>
// CHECK-NEXT:    } {
// CHECK-NEXT:    ^{{.*}}(%[[A2:.*]]: tensor<2xf32>, %[[B2:.*]]: tensor<2xf32>):
// CHECK-NEXT:      %[[D:.*]] = ov.Subtract.v1 %[[A2]], %[[B2]]
// CHECK-NEXT:      ov.yield %[[D]] : tensor<2xf32>
// CHECK-NEXT:    }
func.func @if(%c: tensor<i1>, %x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %k = "onnx.Constant"() <{version = 13 : i64, value = dense<2.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %z = "onnx.If"(%c) <{version = 16 : i64}> ({
    %e = "onnx.Sub"(%x, %y) <{version = 14 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%e) : (tensor<2xf32>) -> ()
  }, {
    %t = "onnx.Add"(%x, %k) <{version = 14 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%t) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %z : tensor<2xf32>
}

// -----

// Loop -> Loop-5: no condition input (true), cond_in is true in a running body, the scan
// output gets a leading axis of 1 and concatenates along it; y is read from outside.

// CHECK-LABEL: func.func @loop
// CHECK-SAME:    (%[[M:.*]]: tensor<i64>, %[[S0:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<2xf32>)
// CHECK:         %[[TRUE:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.Loop.v5 %[[M]], %[[TRUE]], %[[S0]], %[[Y]] {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
// CHECK-NEXT:    ^{{.*}}(%{{.*}}: tensor<i64>, %[[S:.*]]: tensor<2xf32>, %[[YA:.*]]: tensor<2xf32>):
// CHECK-NEXT:      %[[CIN:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:      %[[N:.*]] = ov.Add.v1 %[[S]], %[[YA]]
// CHECK-NEXT:      %[[AX:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:      %[[U:.*]] = ov.Unsqueeze.v0 %[[N]], %[[AX]]
// CHECK-NEXT:      ov.yield %[[CIN]], %[[N]], %[[U]] : tensor<i1>, tensor<2xf32>, tensor<1x2xf32>
func.func @loop(%m: tensor<i64>, %s0: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  %none = "onnx.NoValue"() : () -> none
  %f, %sc = "onnx.Loop"(%m, %s0) <{version = 16 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> ({
  ^bb0(%i: tensor<i64>, %cond: tensor<i1>, %s: tensor<2xf32>):
    %n = "onnx.Add"(%s, %y) <{version = 14 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%cond, %n, %n) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>)
  func.return %f, %sc : tensor<2xf32>, tensor<?x2xf32>
}

// -----

// Scan -> Loop-5 over the scan length (4, known): the body gathers element i of the whole input.

// CHECK-LABEL: func.func @scan
// CHECK:         ov.Loop.v5 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {concat_axes = array<i64: 0>} : (tensor<i64>, tensor<i1>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<3xf32>, tensor<?x3xf32>) {
// CHECK-NEXT:    ^{{.*}}(%[[I:.*]]: tensor<i64>, %[[ACC:.*]]: tensor<3xf32>, %[[X:.*]]: tensor<4x3xf32>):
// CHECK:           %[[ROW:.*]] = ov.Gather.v8 %[[X]], %[[I]], %{{.*}} : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<3xf32>
// CHECK-NEXT:      %{{.*}} = ov.Add.v1 %[[ACC]], %[[ROW]]
func.func @scan(%init: tensor<3xf32>, %x: tensor<4x3xf32>) -> (tensor<3xf32>, tensor<4x3xf32>) {
  %f, %ys = "onnx.Scan"(%init, %x) <{version = 11 : i64, num_scan_inputs = 1 : i64}> ({
  ^bb0(%acc: tensor<3xf32>, %row: tensor<3xf32>):
    %n = "onnx.Add"(%acc, %row) <{version = 14 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%n, %n) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : (tensor<3xf32>, tensor<4x3xf32>) -> (tensor<3xf32>, tensor<4x3xf32>)
  func.return %f, %ys : tensor<3xf32>, tensor<4x3xf32>
}

// -----

// A scan output ONNX left untyped: the Transpose after the Scan is converted before the Scan
// (its body first), from an unranked operand; the conversion then gives it the Loop's type.
// CHECK-LABEL: func.func @untyped_scan_output
// CHECK:         %{{.*}}, %[[YS:.*]] = ov.Loop.v5 {{.*}} -> (tensor<3xf32>, tensor<?x3xf32>)
// CHECK:         ov.Transpose.v1 %[[YS]], %{{.*}} : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<3x?xf32>
func.func @untyped_scan_output(%init: tensor<3xf32>, %x: tensor<4x3xf32>) -> tensor<*xf32> {
  %f, %ys = "onnx.Scan"(%init, %x) <{version = 11 : i64, num_scan_inputs = 1 : i64}> ({
  ^bb0(%acc: tensor<3xf32>, %row: tensor<3xf32>):
    %n = "onnx.Add"(%acc, %row) <{version = 14 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
    "onnx.Yield"(%n, %n) : (tensor<*xf32>, tensor<*xf32>) -> ()
  }) : (tensor<3xf32>, tensor<4x3xf32>) -> (tensor<3xf32>, tensor<*xf32>)
  %t = "onnx.Transpose"(%ys) <{version = 21 : i64, perm = array<i64: 1, 0>}> : (tensor<*xf32>) -> tensor<*xf32>
  func.return %t : tensor<*xf32>
}

// -----

// Scan-8 over a batch of 2: one Loop-5 per batch element on its Gathered slices, the results
// stacked back along the batch axis.
// CHECK-LABEL: func.func @scan8_batch
// CHECK-COUNT-2: ov.Loop.v5
// CHECK:         ov.Concat.v0 {{.*}} {axis = 0 : i64} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
// CHECK:         ov.Concat.v0 {{.*}} {axis = 0 : i64} : (tensor<1x?x2xf32>, tensor<1x?x2xf32>) -> tensor<2x?x2xf32>
func.func @scan8_batch(%init: tensor<2x2xf32>, %x: tensor<2x3x2xf32>) -> (tensor<2x2xf32>, tensor<2x3x2xf32>) {
  %f, %ys = "onnx.ScanV8"(%init, %x) <{version = 8 : i64, num_scan_inputs = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
  ^bb0(%acc: tensor<2xf32>, %row: tensor<2xf32>):
    %n = "onnx.Add"(%acc, %row) <{version = 7 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%n, %n) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (tensor<2x2xf32>, tensor<2x3x2xf32>) -> (tensor<2x2xf32>, tensor<2x3x2xf32>)
  func.return %f, %ys : tensor<2x2xf32>, tensor<2x3x2xf32>
}
