// RUN: ov-opt %s --split-input-file -p 'ov-set-batch{batch=4}' | filecheck %s

// --batch sets the batch of every input: its first dimension when the model leaves it dynamic
// or 1, or the dimension its layout (as --layout records it) names N; the types below are
// inferred again.

// CHECK-LABEL: func.func @main(%x: tensor<4x3x2x2xf32> {ovopt.name = "x"}, %y: tensor<4x12xf32> {ovopt.name = "y"}) -> tensor<4x12xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = true} : (tensor<4x3x2x2xf32>, tensor<2xi64>) -> tensor<4x12xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[F]], %y : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xf32>
// CHECK-NEXT:    func.return %[[A]] : tensor<4x12xf32>
func.func @main(%x: tensor<?x3x2x2xf32> {ovopt.name = "x"}, %y: tensor<1x12xf32> {ovopt.name = "y"}) -> tensor<?x12xf32> {
  %s = ov.Constant.v0 dense<[0, -1]> : tensor<2xi64>
  %f = ov.Reshape.v1 %x, %s {special_zero = true} : (tensor<?x3x2x2xf32>, tensor<2xi64>) -> tensor<?x12xf32>
  %a = ov.Add.v1 %f, %y : (tensor<?x12xf32>, tensor<1x12xf32>) -> tensor<?x12xf32>
  func.return %a : tensor<?x12xf32>
}

// -----

// The layout names N: x's is its second dimension, whatever the model had there; y's layout
// has no N, so y keeps its shape, as Model Optimizer keeps it (must not fire). A first
// dimension that is already the batch stays.

// CHECK-LABEL: func.func @main(%x: tensor<3x4x2xf32> {{.*}}layout = "[C,N,H]"{{.*}}, %y: tensor<3x2xf32> {{.*}}layout = "[C,H]"{{.*}}, %z: tensor<4x2xf32> {ovopt.name = "z"})
// CHECK-NEXT:    ov.Relu.v0 %x : tensor<3x4x2xf32>
// CHECK-NEXT:    ov.Relu.v0 %y : tensor<3x2xf32>
// CHECK-NEXT:    ov.Relu.v0 %z : tensor<4x2xf32>
func.func @main(%x: tensor<3x7x2xf32> {ovopt.name = "x", ovopt.rt_info = {layout = {layout = "[C,N,H]"}}}, %y: tensor<3x2xf32> {ovopt.name = "y", ovopt.rt_info = {layout = {layout = "[C,H]"}}}, %z: tensor<4x2xf32> {ovopt.name = "z"}) -> (tensor<3x7x2xf32>, tensor<3x2xf32>, tensor<4x2xf32>) {
  %a = ov.Relu.v0 %x : tensor<3x7x2xf32>
  %b = ov.Relu.v0 %y : tensor<3x2xf32>
  %c = ov.Relu.v0 %z : tensor<4x2xf32>
  func.return %a, %b, %c : tensor<3x7x2xf32>, tensor<3x2xf32>, tensor<4x2xf32>
}

// -----

// An input --input gave ranges to: the Parameter's shape keeps the other ranges, the batch is
// no longer one (with no range left, the types say it all). --input's Convert after an input
// takes the new shape too.

// CHECK-LABEL: func.func @main(%x: tensor<4x?xf32> {ovopt.name = "x", ovopt.input_shape = "4,1..8"}, %z: tensor<4x3xui8> {ovopt.name = "z"}) -> (tensor<4x?xf32>, tensor<4x3xf32>)
// CHECK-NEXT:    %[[C:.*]] = ov.Convert.v0 %z {ovopt.input_conversion, destination_type = f32} : (tensor<4x3xui8>) -> tensor<4x3xf32>
func.func @main(%x: tensor<?x?xf32> {ovopt.name = "x", ovopt.input_shape = "1..2,1..8"}, %z: tensor<?x3xui8> {ovopt.name = "z", ovopt.input_shape = "1..8,3"}) -> (tensor<?x?xf32>, tensor<?x3xf32>) {
  %c = ov.Convert.v0 %z {ovopt.input_conversion, destination_type = f32} : (tensor<?x3xui8>) -> tensor<?x3xf32>
  func.return %x, %c : tensor<?x?xf32>, tensor<?x3xf32>
}
