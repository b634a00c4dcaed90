// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// TensorListSetItem(buf, i, item) as the TFLite converter writes it (a Keras RNN that returns
// sequences does so in its WHILE's body): the rows before i, the item, the rows after it, the
// two SLICEs of a size and a begin computed from i. Together: buf with row i replaced, one
// ScatterNDUpdate at [[i]] of static shape, the SLICEs gone with the CONCATENATION.

// CHECK-LABEL: func.func @row_write
// CHECK-NOT:     SLICE
// CHECK:         %[[ITEM:.*]] = ov.Reshape.v1 %h
// CHECK:         %[[AT:.*]] = ov.Reshape.v1 %i, %{{.*}} {special_zero = false} : (tensor<i32>, tensor<2xi64>) -> tensor<1x1xi32>
// CHECK-NEXT:    %[[W:.*]] = ov.ScatterNDUpdate.v15 %buf, %[[AT]], %[[ITEM]] : (tensor<5x1x6xf32>, tensor<1x1xi32>, tensor<1x1x6xf32>) -> tensor<5x1x6xf32>
// CHECK-NEXT:    func.return %[[W]]
func.func @row_write(%buf: tensor<5x1x6xf32>, %i: tensor<i32>, %h: tensor<1x6xf32>) -> tensor<5x1x6xf32> {
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
  %item_shape = tflite.const dense<[1, 1, 6]> : tensor<3xi32> : tensor<3xi32>
  %item = tflite.RESHAPE %h, %item_shape : (tensor<1x6xf32>, tensor<3xi32>) -> tensor<1x1x6xf32>
  %written = tflite.CONCATENATION %before, %item, %after : (tensor<?x1x6xf32>, tensor<1x1x6xf32>, tensor<?x1x6xf32>) -> tensor<5x1x6xf32>
  func.return %written : tensor<5x1x6xf32>
}
