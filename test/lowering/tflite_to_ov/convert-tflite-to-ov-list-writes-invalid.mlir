// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tflite-to-ov | filecheck %s

// Must not fire: the rows after i + 2, not i + 1 (row i + 1 dropped); the SLICEs of run-time
// begin and size stay refused, named.

func.func @skips_a_row(%buf: tensor<5x1x6xf32>, %i: tensor<i32>, %h: tensor<1x6xf32>) -> tensor<4x1x6xf32> {
  %two = tflite.const dense<2> : tensor<i32> : tensor<i32>
  %next = tflite.ADD %i, %two : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %to_vector = tflite.const dense<1> : tensor<1xi32> : tensor<1xi32>
  %i_vector = tflite.RESHAPE %i, %to_vector : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
  %whole = tflite.const dense<-1> : tensor<2xi32> : tensor<2xi32>
  %size = tflite.CONCATENATION %i_vector, %whole : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %origin = tflite.const dense<0> : tensor<3xi32> : tensor<3xi32>
  %before = tflite.SLICE %buf, %origin, %size : (tensor<5x1x6xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x1x6xf32>
  %next_vector = tflite.RESHAPE %next, %to_vector : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
  %zeros = tflite.const dense<0> : tensor<2xi32> : tensor<2xi32>
  %begin = tflite.CONCATENATION %next_vector, %zeros : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %rest = tflite.const dense<-1> : tensor<3xi32> : tensor<3xi32>
  %after = tflite.SLICE %buf, %begin, %rest : (tensor<5x1x6xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x1x6xf32>
  %item_shape = tflite.const dense<[1, 1, 6]> : tensor<3xi32> : tensor<3xi32>
  %item = tflite.RESHAPE %h, %item_shape : (tensor<1x6xf32>, tensor<3xi32>) -> tensor<1x1x6xf32>
  %written = tflite.CONCATENATION %before, %item, %after : (tensor<?x1x6xf32>, tensor<1x1x6xf32>, tensor<?x1x6xf32>) -> tensor<4x1x6xf32>
  func.return %written : tensor<4x1x6xf32>
}
// CHECK: 3 nodes have no lowering to OpenVINO for a SLICE op: its size must be a constant, not computed at run time, a SLICE op: its begin must be a constant, not computed at run time, a CONCATENATION op

// -----

// Must not fire: an item of two rows, written over one.

func.func @item_of_two_rows(%buf: tensor<5x1x6xf32>, %i: tensor<i32>, %h: tensor<2x6xf32>) -> tensor<6x1x6xf32> {
  %one = tflite.const dense<1> : tensor<i32> : tensor<i32>
  %next = tflite.ADD %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %to_vector = tflite.const dense<1> : tensor<1xi32> : tensor<1xi32>
  %i_vector = tflite.RESHAPE %i, %to_vector : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
  %whole = tflite.const dense<-1> : tensor<2xi32> : tensor<2xi32>
  %size = tflite.CONCATENATION %i_vector, %whole : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %origin = tflite.const dense<0> : tensor<3xi32> : tensor<3xi32>
  %before = tflite.SLICE %buf, %origin, %size : (tensor<5x1x6xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x1x6xf32>
  %next_vector = tflite.RESHAPE %next, %to_vector : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
  %zeros = tflite.const dense<0> : tensor<2xi32> : tensor<2xi32>
  %begin = tflite.CONCATENATION %next_vector, %zeros : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %rest = tflite.const dense<-1> : tensor<3xi32> : tensor<3xi32>
  %after = tflite.SLICE %buf, %begin, %rest : (tensor<5x1x6xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x1x6xf32>
  %item_shape = tflite.const dense<[2, 1, 6]> : tensor<3xi32> : tensor<3xi32>
  %item = tflite.RESHAPE %h, %item_shape : (tensor<2x6xf32>, tensor<3xi32>) -> tensor<2x1x6xf32>
  %written = tflite.CONCATENATION %before, %item, %after : (tensor<?x1x6xf32>, tensor<2x1x6xf32>, tensor<?x1x6xf32>) -> tensor<6x1x6xf32>
  func.return %written : tensor<6x1x6xf32>
}
// CHECK: 3 nodes have no lowering to OpenVINO for a SLICE op: its size must be a constant, not computed at run time, a SLICE op: its begin must be a constant, not computed at run time, a CONCATENATION op
