// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Nodes the lowering must refuse, each error naming the node (its location) and operator.

func.func @no_lowering(%x: tensor<3x3xf32>) -> tensor<f32> {
  %y = "onnx.Det"(%x) <{version = 11 : i64}> : (tensor<3x3xf32>) -> tensor<f32> loc("det_of_x")
  func.return %y : tensor<f32>
}
// CHECK: no lowering to OpenVINO for node 'det_of_x' (Det-11)

// -----

// Several nodes without a lowering are all named; the ones that lower do not appear.
func.func @no_lowering_twice(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %r = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32> loc("relu")
  %s = "onnx.Det"(%r) <{version = 11 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32> loc("first")
  %c = "onnx.Det"(%r) <{version = 11 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32> loc("second")
  func.return %s, %c : tensor<2x3xf32>, tensor<2x3xf32>
}
// CHECK-NEXT: no lowering to OpenVINO for node 'first' (Det-11), node 'second' (Det-11)

// -----


func.func @batch_norm_running_statistics(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
  %y, %rm, %rv = "onnx.BatchNormalization"(%x, %c, %c, %c, %c) <{version = 15 : i64, resultSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) loc("bn2")
  func.return %y, %rm : tensor<2x3xf32>, tensor<3xf32>
}
// CHECK-NEXT: node 'bn2' (BatchNormalization-15): the running statistics outputs exist only in training

// -----

func.func @batch_norm_per_activation(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.BatchNormalizationV9"(%x, %c, %c, %c, %c) <{version = 7 : i64, spatial = 0 : i64, resultSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc("bn3")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'bn3' (BatchNormalization-7): spatial=0 (per-activation statistics) is not supported

// -----

func.func @average_pool_dilations_dynamic(%x: tensor<1x3x?x8xf32>) -> tensor<*xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 2, 2>, dilations = array<i64: 2, 2>}> : (tensor<1x3x?x8xf32>) -> tensor<*xf32> loc("pool1")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'pool1' (AveragePool-19): AveragePool with dilations needs static channel and spatial dims, got tensor<1x3x?x8xf32>: it becomes a convolution by ones whose divisors are computed here

// -----

// count_include_pad = 0 with pads as large as the kernel: a window in the padding only.
func.func @average_pool_window_in_padding(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 2, 2>}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> loc("pool2")
  func.return %y : tensor<1x3x5x5xf32>
}
// CHECK-NEXT: node 'pool2' (AveragePool-11): with exclude-pad, pads must be smaller than the kernel: axis 0 has kernel 2, pads 0 and 2

// -----

func.func @max_pool_column_major_indices(%x: tensor<1x3x?x8xf32>) -> (tensor<1x3x?x4xf32>, tensor<1x3x?x4xi64>) {
  %y, %i = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, storage_order = 1 : i64}> : (tensor<1x3x?x8xf32>) -> (tensor<1x3x?x4xf32>, tensor<1x3x?x4xi64>) loc("pool3")
  func.return %y, %i : tensor<1x3x?x4xf32>, tensor<1x3x?x4xi64>
}
// CHECK-NEXT: node 'pool3' (MaxPool-12): column-major indices (storage_order=1) need static spatial dims, got tensor<1x3x?x8xf32>

// -----

func.func @conv_auto_pad(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64, auto_pad = "SAME"}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> loc("conv1")
  func.return %y : tensor<1x4x8x8xf32>
}
// CHECK-NEXT: node 'conv1' (Conv-11): auto_pad 'SAME' is not one of NOTSET, SAME_UPPER, SAME_LOWER, VALID

// -----

func.func @conv_kernel_shape(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x7x7xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64, kernel_shape = array<i64: 2, 2>}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x7x7xf32> loc("conv2")
  func.return %y : tensor<1x4x7x7xf32>
}
// CHECK-NEXT: node 'conv2' (Conv-11): kernel_shape [2, 2] does not match the weights [4, 3, 3, 3]

// -----

func.func @conv_dynamic_kernel(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x?x?xf32>) -> tensor<1x4x?x?xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x3x?x?xf32>) -> tensor<1x4x?x?xf32> loc("conv3")
  func.return %y : tensor<1x4x?x?xf32>
}
// CHECK-NEXT: node 'conv3' (Conv-11): the weights need a known rank and kernel size, got tensor<4x3x?x?xf32>

// -----

func.func @conv_dynamic_kernel_height(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x?x3xf32>) -> tensor<1x4x?x6xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x3x?x3xf32>) -> tensor<1x4x?x6xf32> loc("conv4")
  func.return %y : tensor<1x4x?x6xf32>
}
// CHECK-NEXT: node 'conv4' (Conv-11): the weights need a known rank and kernel size, got tensor<4x3x?x3xf32>

// -----

func.func @conv_pads_length(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64, pads = array<i64: 1, 1>}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> loc("conv4")
  func.return %y : tensor<1x4x8x8xf32>
}
// CHECK-NEXT: node 'conv4' (Conv-11): strides, dilations and pads must cover 2 spatial axes

// -----

// A shape the ov op refuses (here the channels) fails naming the node too.
func.func @conv_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %y = "onnx.Conv"(%x, %w) <{version = 11 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x6x6xf32> loc("conv5")
  func.return %y : tensor<1x4x6x6xf32>
}
// CHECK-NEXT: node 'conv5' (Conv-11): data has 3 channels, filters expect 2

// -----

func.func @add_no_broadcast(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  %y = "onnx.Add"(%a, %b) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32> loc("add1")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'add1' (Add-14): shapes [2,3] and [1,4] do not broadcast

// -----

func.func @legacy_broadcast_unranked(%a: tensor<*xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  %y = "onnx.Add"(%a, %b) <{version = 6 : i64, broadcast = 1 : i64, axis = 1 : i64}> : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32> loc("add2")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'add2' (Add-6): legacy broadcasting with an axis needs known ranks

// -----

func.func @gemm_inner_dims(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %y = "onnx.Gemm"(%a, %b) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32> loc("fc")
  func.return %y : tensor<2x5xf32>
}
// CHECK-NEXT: node 'fc' (Gemm-13): MatMul cannot multiply [2,3] by [4,5]

// -----

func.func @softmax_11_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "onnx.Softmax"(%x) <{version = 11 : i64}> : (tensor<*xf32>) -> tensor<*xf32> loc("sm")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'sm' (Softmax-11): Softmax before opset 13 needs a known rank, got tensor<*xf32>

// -----

func.func @flatten_axis(%x: tensor<2x3xf32>) -> tensor<6x1xf32> {
  %y = "onnx.Flatten"(%x) <{version = 13 : i64, axis = 3 : i64}> : (tensor<2x3xf32>) -> tensor<6x1xf32> loc("flat")
  func.return %y : tensor<6x1xf32>
}
// CHECK-NEXT: node 'flat' (Flatten-13): axis 3 is out of range for rank 2

// -----

func.func @transpose_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = "onnx.Transpose"(%x) <{version = 13 : i64}> : (tensor<*xf32>) -> tensor<*xf32> loc("tr")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'tr' (Transpose-13): Transpose without perm needs a known rank, got tensor<*xf32>

// -----

func.func @reshape_count(%x: tensor<2x3xf32>) -> tensor<4x2xf32> {
  %s = "onnx.Constant"() <{value = dense<[4, 2]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64>
  %y = "onnx.Reshape"(%x, %s) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<4x2xf32> loc("rs")
  func.return %y : tensor<4x2xf32>
}
// CHECK-NEXT: node 'rs' (Reshape-14): cannot reshape [2,3] into [4, 2]

// -----

func.func @concat_dims(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>) -> tensor<2x6xf32> {
  %y = "onnx.Concat"(%a, %b) <{version = 13 : i64, axis = 1 : i64}> : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x6xf32> loc("cat")
  func.return %y : tensor<2x6xf32>
}
// CHECK-NEXT: node 'cat' (Concat-13): Concat inputs differ on axis 0: 2 and 3

// -----

func.func @constant_string() -> tensor<!onnx.string> {
  %s = "onnx.Constant"() <{value_string = "hello", version = 13 : i64}> : () -> tensor<!onnx.string> loc("greeting")
  func.return %s : tensor<!onnx.string>
}
// CHECK-NEXT: node 'greeting' (Constant-13): OpenVINO IR has no string constants yet

// -----

func.func @constant_of_shape_fill(%s: tensor<2xi64>) -> tensor<?x?xf32> {
  %y = "onnx.ConstantOfShape"(%s) <{version = 9 : i64, value = dense<[1.0, 2.0]> : tensor<2xf32>}> : (tensor<2xi64>) -> tensor<?x?xf32> loc("fill")
  func.return %y : tensor<?x?xf32>
}
// CHECK-NEXT: node 'fill' (ConstantOfShape-9): the fill value must hold one element, it holds 2

// -----

func.func @dropout_training_mode(%x: tensor<2x3xf32>, %r: tensor<f32>, %t: tensor<i1>) -> tensor<2x3xf32> {
  %y = "onnx.Dropout"(%x, %r, %t) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, tensor<f32>, tensor<i1>) -> tensor<2x3xf32> loc("drop")
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: node 'drop' (Dropout-13): Dropout with a training_mode input is not supported

// -----

func.func @squeeze_dynamic_without_axes(%x: tensor<?x1x?xf32>) -> tensor<*xf32> {
  %y = "onnx.Squeeze"(%x) <{version = 13 : i64}> : (tensor<?x1x?xf32>) -> tensor<*xf32> loc("squeeze")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'squeeze' (Squeeze-13): Squeeze without axes on tensor<?x1x?xf32>: which dims are 1 is known only at run time; give axes or static input shapes

// -----

func.func @unsqueeze_runtime_axes_of_unknown_length(%x: tensor<2x3xf32>, %axes: tensor<?xi64>) -> tensor<*xf32> {
  %y = "onnx.Unsqueeze"(%x, %axes) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<?xi64>) -> tensor<*xf32> loc("unsqueeze")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'unsqueeze' (Unsqueeze-13): Unsqueeze axes known only at run time and of unknown length (tensor<?xi64>) give a result of unknown rank, which OpenVINO cannot compile; make the axes constant or of static length

// -----

func.func @squeeze_runtime_axes_of_unknown_length(%x: tensor<2x1xf32>, %axes: tensor<?xi64>) -> tensor<*xf32> {
  %y = "onnx.Squeeze"(%x, %axes) <{version = 13 : i64}> : (tensor<2x1xf32>, tensor<?xi64>) -> tensor<*xf32> loc("squeeze")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'squeeze' (Squeeze-13): Squeeze axes known only at run time and of unknown length (tensor<?xi64>) give a result of unknown rank, which OpenVINO cannot compile; make the axes constant or of static length

// -----

// A window longer than the padded input leaves ONNX's output empty (with ceil_mode, when it runs
// past by a stride or more).
func.func @pool_empty_output(%x: tensor<1x2x4x6xf32>) -> tensor<1x2x0x5xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 3, 2>, dilations = array<i64: 4, 1>}> : (tensor<1x2x4x6xf32>) -> tensor<1x2x0x5xf32> loc("pool4")
  func.return %y : tensor<1x2x0x5xf32>
}
// CHECK-NEXT: node 'pool4' (AveragePool-19): along spatial axis 0 the window of 9 is longer than the input padded to 4: ONNX's output is empty, which OpenVINO's pooling does not make
