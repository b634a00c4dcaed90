// RUN: ov-opt %s --split-input-file -p 'ov-set-inputs{inputs="x[2,3,8,8]{u8}"}' | filecheck %s --check-prefix=TYPED
// RUN: ov-opt %s --split-input-file -p 'ov-set-inputs{inputs="x[1..4,3,8,8]"}' | filecheck %s --check-prefix=RANGE
// RUN: ov-opt %s --split-input-file -p 'ov-set-inputs{inputs="x"}' | filecheck %s --check-prefix=SAME
// RUN: ov-opt %s --split-input-file -p 'ov-set-inputs{inputs="relu:0[2,3,8,8]"}' | filecheck %s --check-prefix=NODE
// RUN: ov-opt %s --split-input-file -p 'ov-set-inputs{inputs="x[1,3,1,1]->0.5"}' | filecheck %s --check-prefix=FROZEN_ONE
// RUN: ov-opt %s --split-input-file -p 'ov-set-inputs{inputs="x[1,3,1,2]->[1 2 3 4 5 6]"}' | filecheck %s --check-prefix=FROZEN

// A shape re-specialises the signature and the types below it; an element type re-types the
// input and a Convert back to the model's type follows it. A range is dynamic in the types and
// kept for the Parameter, and the input records the --input item that gave its shape (for
// --batch to respect it). A name alone changes nothing. An output port of a node (node:port,
// the node named by its ops' location) becomes the input, the ops before it gone.

// TYPED-LABEL: func.func @main(%x: tensor<2x3x8x8xui8> {ovopt.name = "x", ovopt.shape_option = "x[2,3,8,8]"}) -> tensor<2x3x8x8xf32>
// TYPED-NEXT:    %[[C:.*]] = ov.Convert.v0 %x {ovopt.input_conversion, destination_type = f32} : (tensor<2x3x8x8xui8>) -> tensor<2x3x8x8xf32>
// TYPED-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[C]] : tensor<2x3x8x8xf32>
// TYPED-NEXT:    func.return %[[R]]

// RANGE-LABEL: func.func @main(%x: tensor<?x3x8x8xf32> {ovopt.name = "x", ovopt.input_shape = "1..4,3,8,8", ovopt.shape_option = "x[1..4,3,8,8]"}) -> tensor<?x3x8x8xf32>
// RANGE-NEXT:    ov.Relu.v0 %x : tensor<?x3x8x8xf32>

// SAME-LABEL: func.func @main(%x: tensor<?x3x8x8xf32> {ovopt.name = "x"}) -> tensor<?x3x8x8xf32>
// SAME-NEXT:    ov.Relu.v0 %x : tensor<?x3x8x8xf32>

// NODE-LABEL: func.func @main(%0: tensor<2x3x8x8xf32> {ovopt.name = "relu:0", ovopt.shape_option = "relu:0[2,3,8,8]"}) -> tensor<2x3x8x8xf32>
// NODE-NEXT:    func.return %0

// A frozen input of a given shape: one value fills it, as many values as it has fill it in order.

// FROZEN_ONE-LABEL: func.func @main() -> tensor<1x3x1x1xf32>
// FROZEN_ONE-NEXT:    %x = ov.Constant.v0 dense<5.000000e-01> : tensor<1x3x1x1xf32>
// FROZEN_ONE-NEXT:    ov.Relu.v0 %x : tensor<1x3x1x1xf32>

// FROZEN-LABEL: func.func @main() -> tensor<1x3x1x2xf32>
// FROZEN-NEXT:    %x = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00]], {{\[\[}}3.000000e+00, 4.000000e+00]], {{\[\[}}5.000000e+00, 6.000000e+00]]]]> : tensor<1x3x1x2xf32>
// FROZEN-NEXT:    ov.Relu.v0 %x : tensor<1x3x1x2xf32>
func.func @main(%x: tensor<?x3x8x8xf32> {ovopt.name = "x"}) -> tensor<?x3x8x8xf32> {
  %r = ov.Relu.v0 %x : tensor<?x3x8x8xf32> loc("relu")
  func.return %r : tensor<?x3x8x8xf32>
}
