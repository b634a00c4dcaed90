// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Activations become the ov op of the same function; Add, Sub, Mul and Div broadcast as
// numpy does, which is the ov ops' default auto_broadcast (numpy, not printed).

// CHECK-LABEL: func.func @activations
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[X]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Sigmoid.v0 %[[R]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Tanh.v0 %[[S]] : tensor<?x3xf32>
// CHECK-NEXT:    func.return %[[T]] : tensor<?x3xf32>
func.func @activations(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %r = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %s = "onnx.Sigmoid"(%r) <{version = 13 : i64}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %t = "onnx.Tanh"(%s) <{version = 13 : i64}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return %t : tensor<?x3xf32>
}

// -----

// Old versions of the activations lower the same way.

// CHECK-LABEL: func.func @relu_6
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %{{.*}} : tensor<2xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @relu_6(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.Relu"(%x) <{version = 6 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @arithmetic
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<4x1x1xf32>)
// CHECK-NEXT:    %[[ADD:.*]] = ov.Add.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[SUB:.*]] = ov.Subtract.v1 %[[B]], %[[ADD]] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[MUL:.*]] = ov.Multiply.v1 %[[SUB]], %[[C]] : (tensor<2x3xf32>, tensor<4x1x1xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT:    %[[DIV:.*]] = ov.Divide.v1 %[[MUL]], %[[B]] : (tensor<4x2x3xf32>, tensor<3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT:    func.return %[[DIV]] : tensor<4x2x3xf32>
func.func @arithmetic(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<4x1x1xf32>) -> tensor<4x2x3xf32> {
  %add = "onnx.Add"(%a, %b) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %sub = "onnx.Sub"(%b, %add) <{version = 14 : i64}> : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %mul = "onnx.Mul"(%sub, %c) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<4x1x1xf32>) -> tensor<4x2x3xf32>
  %div = "onnx.Div"(%mul, %b) <{version = 14 : i64}> : (tensor<4x2x3xf32>, tensor<3xf32>) -> tensor<4x2x3xf32>
  func.return %div : tensor<4x2x3xf32>
}

// -----

// Dynamic dims broadcast against 1 and against static dims.

// CHECK-LABEL: func.func @dynamic_broadcast
// CHECK-NEXT:    %[[ADD:.*]] = ov.Add.v1 %{{.*}}, %{{.*}} : (tensor<?x1x5xf32>, tensor<3x?xf32>) -> tensor<?x3x5xf32>
// CHECK-NEXT:    func.return %[[ADD]] : tensor<?x3x5xf32>
func.func @dynamic_broadcast(%a: tensor<?x1x5xf32>, %b: tensor<3x?xf32>) -> tensor<?x3x5xf32> {
  %y = "onnx.Add"(%a, %b) <{version = 14 : i64}> : (tensor<?x1x5xf32>, tensor<3x?xf32>) -> tensor<?x3x5xf32>
  func.return %y : tensor<?x3x5xf32>
}

// -----

// ONNX integer division truncates toward zero (-7 / 2 = -3); OpenVINO's default rounds
// down (Python's -4), so integer Div turns m_pythondiv off. Float Div keeps the default.

// CHECK-LABEL: func.func @divide_integers
// CHECK-NEXT:    %[[I:.*]] = ov.Divide.v1 %{{.*}}, %{{.*}} {m_pythondiv = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[L:.*]] = ov.Divide.v1 %{{.*}}, %{{.*}} {m_pythondiv = false} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
// CHECK-NEXT:    %[[F:.*]] = ov.Divide.v1 %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    func.return %[[I]], %[[L]], %[[F]]
func.func @divide_integers(%a: tensor<4xi32>, %b: tensor<4xi32>, %c: tensor<4xi64>, %d: tensor<i64>, %e: tensor<4xf16>) -> (tensor<4xi32>, tensor<4xi64>, tensor<4xf16>) {
  %i = "onnx.Div"(%a, %b) <{version = 14 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %l = "onnx.Div"(%c, %d) <{version = 14 : i64}> : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  %f = "onnx.Div"(%e, %e) <{version = 14 : i64}> : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  func.return %i, %l, %f : tensor<4xi32>, tensor<4xi64>, tensor<4xf16>
}

// -----

// Pow's base and exponent may differ in type, Power's may not. An integer exponent of a
// float base is converted; a float power of an integer base is taken in float and
// converted back (truncating, as onnxruntime does).

// CHECK-LABEL: func.func @power_mixed_types
// CHECK-NEXT:    %[[E:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<3xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Power.v1 %{{.*}}, %[[E]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<2x3xi32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Q:.*]] = ov.Power.v1 %[[B]], %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Convert.v0 %[[Q]] {destination_type = i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK-NEXT:    func.return %[[P]], %[[I]]
func.func @power_mixed_types(%a: tensor<2x3xf32>, %b: tensor<3xi64>, %c: tensor<2x3xi32>, %d: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %p = "onnx.Pow"(%a, %b) <{version = 15 : i64}> : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<2x3xf32>
  %i = "onnx.Pow"(%c, %d) <{version = 15 : i64}> : (tensor<2x3xi32>, tensor<3xf32>) -> tensor<2x3xi32>
  func.return %p, %i : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

// Before opset 7, `broadcast = 1, axis = k` aligned B with A from axis k: B [3] against A
// [2,3,4] at axis 1 is reshaped to [1,3,1] first.

// CHECK-LABEL: func.func @legacy_broadcast
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[1, 3, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[B3:.*]] = ov.Reshape.v1 %[[B]], %[[SHAPE]] {special_zero = false} : (tensor<3xf32>, tensor<3xi64>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[MUL:.*]] = ov.Multiply.v1 %[[A]], %[[B3]] : (tensor<2x3x4xf32>, tensor<1x3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[MUL]]
func.func @legacy_broadcast(%a: tensor<2x3x4xf32>, %b: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %y = "onnx.Mul"(%a, %b) <{version = 6 : i64, broadcast = 1 : i64, axis = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// From opset 7 on, the broadcast attributes are gone: numpy rules, no reshape.

// CHECK-LABEL: func.func @numpy_broadcast_opset7
// CHECK-NOT:     ov.Reshape.v1
// CHECK:         ov.Sub{{.*}} : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
func.func @numpy_broadcast_opset7(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) -> tensor<2x3x4xf32> {
  %y = "onnx.Sub"(%a, %b) <{version = 7 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// Sum of n inputs is a chain of n - 1 Adds, broadcasting at each step.

// CHECK-LABEL: func.func @sum
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<2x1xf32>)
// CHECK-NEXT:    %[[S1:.*]] = ov.Add.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[S2:.*]] = ov.Add.v1 %[[S1]], %[[C]] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[S2]] : tensor<2x3xf32>
func.func @sum(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2x1xf32>) -> tensor<2x3xf32> {
  %y = "onnx.Sum"(%a, %b, %c) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Sum of one input is that input: nothing is left of it.

// CHECK-LABEL: func.func @sum_of_one
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    func.return %[[A]] : tensor<2x3xf32>
func.func @sum_of_one(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.Sum"(%a) <{version = 13 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Max and Min chain Maximums and Minimums as Sum chains Adds; Mean divides the Sum by n,
// except Mean of one input, which is that input (no Divide).

// CHECK-LABEL: func.func @max_min_mean
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<2x1xf32>)
// CHECK-NEXT:    %[[MAX1:.*]] = ov.Maximum.v1 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[MAX:.*]] = ov.Maximum.v1 %[[MAX1]], %[[C]] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[MIN:.*]] = ov.Minimum.v1 %[[B]], %[[C]] : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %[[A]], %[[C]] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[MEAN:.*]] = ov.Divide.v1 %[[SUM]], %[[TWO]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[MAX]], %[[MIN]], %[[MEAN]], %[[B]]
func.func @max_min_mean(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2x1xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>) {
  %max = "onnx.Max"(%a, %b, %c) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %min = "onnx.Min"(%b, %c) <{version = 8 : i64}> : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %mean = "onnx.Mean"(%a, %c) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %one = "onnx.Mean"(%b) <{version = 13 : i64}> : (tensor<3xf32>) -> tensor<3xf32>
  func.return %max, %min, %mean, %one : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>
}

// -----

// ov ops already lowered are left as they are.

// CHECK-LABEL: func.func @already_ov
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %{{.*}} : tensor<2xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @already_ov(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = ov.Relu.v0 %x : tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// The ov ops infer their result types: shapes ONNX left dynamic become static, and the
// function's signature follows what it returns.

// CHECK-LABEL: func.func @refined_types
// CHECK-SAME:    -> tensor<2x3xf32>
// CHECK-NEXT:    %[[ADD:.*]] = ov.Add.v1 %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[ADD]] : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<2x3xf32>
func.func @refined_types(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<?x?xf32> {
  %add = "onnx.Add"(%a, %b) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?x?xf32>
  %r = "onnx.Relu"(%add) <{version = 14 : i64}> : (tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %r : tensor<?x?xf32>
}
