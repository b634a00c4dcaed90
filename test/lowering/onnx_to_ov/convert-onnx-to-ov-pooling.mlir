// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// MaxPool is MaxPool-8 (floor rounding) or, with ceil_mode, MaxPool-14 with ceil_torch
// rounding: ONNX, like PyTorch, drops a last window that would start in the end padding.

// CHECK-LABEL: func.func @max_pool
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x8x9xf32>)
// CHECK-NEXT:    %[[Y:.*]], %{{.*}} = ov.MaxPool.v8 %[[X]] {dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<?x3x8x9xf32>) -> (tensor<?x3x4x4xf32>, tensor<?x3x4x4xi64>)
// CHECK-NEXT:    func.return %[[Y]] : tensor<?x3x4x4xf32>
func.func @max_pool(%x: tensor<?x3x8x9xf32>) -> tensor<?x3x4x4xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>}> : (tensor<?x3x8x9xf32>) -> tensor<?x3x4x4xf32>
  func.return %y : tensor<?x3x4x4xf32>
}

// -----

// Pads [1, 0, 1, 2] split into begin [1, 0] and end [1, 2]; kernel 3 at dilation 2 spans 5:
// H (8 + 2 - 5) / 1 + 1 = 6, W (9 + 2 - 5) / 1 + 1 = 7. Indices (flattened over N, C, H, W
// as ONNX defines them: axis 0) are the second result.

// CHECK-LABEL: func.func @max_pool_indices
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x8x9xf32>)
// CHECK-NEXT:    %[[Y:.*]], %[[I:.*]] = ov.MaxPool.v8 %[[X]] {dilations = array<i64: 2, 2>, kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 2>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x6x7xf32>, tensor<1x3x6x7xi64>)
// CHECK-NEXT:    func.return %[[Y]], %[[I]] : tensor<1x3x6x7xf32>, tensor<1x3x6x7xi64>
func.func @max_pool_indices(%x: tensor<1x3x8x9xf32>) -> (tensor<1x3x6x7xf32>, tensor<1x3x6x7xi64>) {
  %y, %i = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 3, 3>, dilations = array<i64: 2, 2>, pads = array<i64: 1, 0, 1, 2>}> : (tensor<1x3x8x9xf32>) -> (tensor<1x3x6x7xf32>, tensor<1x3x6x7xi64>)
  func.return %y, %i : tensor<1x3x6x7xf32>, tensor<1x3x6x7xi64>
}

// -----

// ceil_mode on W = 9, kernel 2, stride 2, pads 1: ceil gives 6 windows, the 6th starting at
// 10 = 9 + 1 (in the end padding), so ONNX and ceil_torch give 5.

// CHECK-LABEL: func.func @max_pool_ceil
// CHECK-NEXT:    %[[Y:.*]], %{{.*}} = ov.MaxPool.v14 %{{.*}} {dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, rounding_type = "ceil_torch", strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xi64>)
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x3x5x5xf32>
func.func @max_pool_ceil(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x5x5xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>, ceil_mode = 1 : i64}> : (tensor<1x3x8x9xf32>) -> tensor<1x3x5x5xf32>
  func.return %y : tensor<1x3x5x5xf32>
}

// -----

// CHECK-LABEL: func.func @max_pool_same_upper
// CHECK-NEXT:    %[[Y:.*]], %{{.*}} = ov.MaxPool.v8 %{{.*}} {dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x3x8x9xf32>) -> (tensor<1x3x4x5xf32>, tensor<1x3x4x5xi64>)
// CHECK-NEXT:    func.return %[[Y]]
func.func @max_pool_same_upper(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, auto_pad = "SAME_UPPER"}> : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32>
  func.return %y : tensor<1x3x4x5xf32>
}

// -----

// MaxPool-8 (ONNX opset 8, before ceil_mode and dilations) lowers the same way.

// CHECK-LABEL: func.func @max_pool_8
// CHECK-NEXT:    %[[Y:.*]], %{{.*}} = ov.MaxPool.v8 %{{.*}} {dilations = array<i64: 1>, kernel = array<i64: 2>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>} : (tensor<1x3x8xf32>) -> (tensor<1x3x7xf32>, tensor<1x3x7xi64>)
// CHECK-NEXT:    func.return %[[Y]]
func.func @max_pool_8(%x: tensor<1x3x8xf32>) -> tensor<1x3x7xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 8 : i64, kernel_shape = array<i64: 2>}> : (tensor<1x3x8xf32>) -> tensor<1x3x7xf32>
  func.return %y : tensor<1x3x7xf32>
}

// -----

// AveragePool: count_include_pad = 0 (the default) is exclude-pad.

// CHECK-LABEL: func.func @average_pool
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x8x9xf32>)
// CHECK-NEXT:    %[[E:.*]] = ov.AvgPool.v1 %[[X]] {kernel = array<i64: 3, 3>, "exclude-pad" = true, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<?x3x8x9xf32>) -> tensor<?x3x8x9xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.AvgPool.v1 %[[X]] {kernel = array<i64: 3, 3>, "exclude-pad" = false, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>} : (tensor<?x3x8x9xf32>) -> tensor<?x3x8x9xf32>
// CHECK-NEXT:    func.return %[[E]], %[[I]]
func.func @average_pool(%x: tensor<?x3x8x9xf32>) -> (tensor<?x3x8x9xf32>, tensor<?x3x8x9xf32>) {
  %e = "onnx.AveragePool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>}> : (tensor<?x3x8x9xf32>) -> tensor<?x3x8x9xf32>
  %i = "onnx.AveragePool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>, count_include_pad = 1 : i64}> : (tensor<?x3x8x9xf32>) -> tensor<?x3x8x9xf32>
  func.return %e, %i : tensor<?x3x8x9xf32>, tensor<?x3x8x9xf32>
}

// -----

// ceil_mode: AvgPool-14 with ceil_torch. W: (9 + 0 - 3) / 2 = 3 rounds up to 3, plus 1 = 4;
// H: (8 - 3) / 2 = 2.5 rounds up to 3, plus 1 = 4.

// CHECK-LABEL: func.func @average_pool_ceil
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %{{.*}} {kernel = array<i64: 3, 3>, "exclude-pad" = true, rounding_type = "ceil_torch", strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @average_pool_ceil(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = 1 : i64}> : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @average_pool_valid
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v1 %{{.*}} {kernel = array<i64: 2, 2>, "exclude-pad" = true, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "valid"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @average_pool_valid(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, auto_pad = "VALID"}> : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// AveragePool-19 has dilations; all-ones dilations are what AvgPool computes.

// CHECK-LABEL: func.func @average_pool_19
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v1 %{{.*}} {kernel = array<i64: 2, 2>, "exclude-pad" = true, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x9xf32>) -> tensor<1x3x7x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @average_pool_19(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x7x8xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 2, 2>, dilations = array<i64: 1, 1>}> : (tensor<1x3x8x9xf32>) -> tensor<1x3x7x8xf32>
  func.return %y : tensor<1x3x7x8xf32>
}

// -----

// GlobalAveragePool is ReduceMean over every spatial axis (2 and on), keeping them as 1.

// CHECK-LABEL: func.func @global_average_pool
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x8x9xf32>, %[[V:.*]]: tensor<2x5x4x3x2xf32>)
// CHECK-NEXT:    %[[HW:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.ReduceMean.v1 %[[X]], %[[HW]] {keep_dims = true} : (tensor<?x3x8x9xf32>, tensor<2xi64>) -> tensor<?x3x1x1xf32>
// CHECK-NEXT:    %[[DHW:.*]] = ov.Constant.v0 dense<[2, 3, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[Z:.*]] = ov.ReduceMean.v1 %[[V]], %[[DHW]] {keep_dims = true} : (tensor<2x5x4x3x2xf32>, tensor<3xi64>) -> tensor<2x5x1x1x1xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @global_average_pool(%x: tensor<?x3x8x9xf32>, %v: tensor<2x5x4x3x2xf32>) -> (tensor<?x3x1x1xf32>, tensor<2x5x1x1x1xf32>) {
  %y = "onnx.GlobalAveragePool"(%x) <{version = 1 : i64}> : (tensor<?x3x8x9xf32>) -> tensor<?x3x1x1xf32>
  %z = "onnx.GlobalAveragePool"(%v) <{version = 22 : i64}> : (tensor<2x5x4x3x2xf32>) -> tensor<2x5x1x1x1xf32>
  func.return %y, %z : tensor<?x3x1x1xf32>, tensor<2x5x1x1x1xf32>
}

// -----

// OpenVINO's AvgPool has no dilations: a dilated AveragePool sums each window with a depthwise
// GroupConvolution by ones and divides by its count of taps inside the input (count_include_pad
// = 0), worked out here. A 4-wide axis, kernel 2, dilation 2, pads 1+1: the windows take input
// positions {-1, 1}, {0, 2}, {1, 3}, {2, 4}, so 1, 2, 2, 1 of their taps are real.

// CHECK-LABEL: func.func @average_pool_dilations
// CHECK-SAME:    (%[[X:.*]]: tensor<?x2x4x4xf32>)
// CHECK-NEXT:    %[[ONES:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<2x1x1x2x2xf32>
// CHECK-NEXT:    %[[SUMS:.*]] = ov.GroupConvolution.v1 %[[X]], %[[ONES]] {dilations = array<i64: 2, 2>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>{{.*}}} : (tensor<?x2x4x4xf32>, tensor<2x1x1x2x2xf32>) -> tensor<?x2x4x4xf32>
// CHECK-NEXT:    %[[COUNTS:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00], [2.000000e+00, 4.000000e+00, 4.000000e+00, 2.000000e+00], [2.000000e+00, 4.000000e+00, 4.000000e+00, 2.000000e+00], [1.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00]]]]> : tensor<1x1x4x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Divide.v1 %[[SUMS]], %[[COUNTS]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @average_pool_dilations(%x: tensor<?x2x4x4xf32>) -> tensor<?x2x4x4xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 2, 2>, dilations = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>}> : (tensor<?x2x4x4xf32>) -> tensor<?x2x4x4xf32>
  func.return %y : tensor<?x2x4x4xf32>
}

// -----

// storage_order=1: MaxPool-8's row-major indices recounted column by column within each image
// (H = 8, W = 6): start of the image + (i mod W) * H + (i mod HW) / W.

// CHECK-LABEL: func.func @max_pool_column_major
// CHECK:         %[[Y:.*]], %[[I:.*]] = ov.MaxPool.v8
// CHECK:         %[[WITHIN:.*]] = ov.FloorMod.v1 %[[I]], %{{.*}}
// CHECK-NEXT:    %[[START:.*]] = ov.Subtract.v1 %[[I]], %[[WITHIN]]
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<6> : tensor<i64>
// CHECK-NEXT:    %[[ROW:.*]] = ov.Divide.v1 %[[WITHIN]]
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<6> : tensor<i64>
// CHECK-NEXT:    %[[COLUMN:.*]] = ov.FloorMod.v1 %[[WITHIN]]
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0 dense<8> : tensor<i64>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Multiply.v1 %[[COLUMN]]
// CHECK-NEXT:    %[[MOVED:.*]] = ov.Add.v1 %[[SCALED]], %[[ROW]]
// CHECK-NEXT:    %[[J:.*]] = ov.Add.v1 %[[START]], %[[MOVED]]
// CHECK-NEXT:    func.return %[[Y]], %[[J]]
func.func @max_pool_column_major(%x: tensor<1x3x8x6xf32>) -> (tensor<1x3x4x3xf32>, tensor<1x3x4x3xi64>) {
  %y, %i = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, storage_order = 1 : i64}> : (tensor<1x3x8x6xf32>) -> (tensor<1x3x4x3xf32>, tensor<1x3x4x3xi64>)
  func.return %y, %i : tensor<1x3x4x3xf32>, tensor<1x3x4x3xi64>
}

// -----

// storage_order=1 on a 3-D pool (D, H, W = 4, 5, 6; issue 30): the position (d, h, w) within the
// image, row-major d 30 + h 6 + w, is recounted d + h 4 + w 20. A 1-D pool's indices are the
// same either way, whatever its length.

// CHECK-LABEL: func.func @max_pool_column_major_3d
// CHECK:         %{{.*}}, %[[I:.*]] = ov.MaxPool.v8 %{{.*}} {{.*}} -> (tensor<1x2x2x4x3xf32>, tensor<1x2x2x4x3xi64>)
// CHECK-NEXT:    %[[IMAGE:.*]] = ov.Constant.v0 dense<120> : tensor<i64>
// CHECK-NEXT:    %[[WITHIN:.*]] = ov.FloorMod.v1 %[[I]], %[[IMAGE]]
// CHECK-NEXT:    %[[START:.*]] = ov.Subtract.v1 %[[I]], %[[WITHIN]]
// CHECK-NEXT:    %[[HW:.*]] = ov.Constant.v0 dense<30> : tensor<i64>
// CHECK-NEXT:    %[[D:.*]] = ov.Divide.v1 %[[WITHIN]], %[[HW]]
// CHECK-NEXT:    %[[W1:.*]] = ov.Constant.v0 dense<6> : tensor<i64>
// CHECK-NEXT:    %[[DH:.*]] = ov.Divide.v1 %[[WITHIN]], %[[W1]]
// CHECK-NEXT:    %[[H1:.*]] = ov.Constant.v0 dense<5> : tensor<i64>
// CHECK-NEXT:    %[[H:.*]] = ov.FloorMod.v1 %[[DH]], %[[H1]]
// CHECK-NEXT:    %[[D1:.*]] = ov.Constant.v0 dense<4> : tensor<i64>
// CHECK-NEXT:    %[[HD:.*]] = ov.Multiply.v1 %[[H]], %[[D1]]
// CHECK-NEXT:    %[[W2:.*]] = ov.Constant.v0 dense<6> : tensor<i64>
// CHECK-NEXT:    %[[W:.*]] = ov.FloorMod.v1 %[[WITHIN]], %[[W2]]
// CHECK-NEXT:    %[[DH2:.*]] = ov.Constant.v0 dense<20> : tensor<i64>
// CHECK-NEXT:    %[[WDH:.*]] = ov.Multiply.v1 %[[W]], %[[DH2]]
// CHECK-NEXT:    %[[SUM:.*]] = ov.Add.v1 %[[WDH]], %[[HD]]
// CHECK-NEXT:    %[[MOVED:.*]] = ov.Add.v1 %[[SUM]], %[[D]]
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[START]], %[[MOVED]]
// CHECK-NEXT:    %{{.*}}, %[[B:.*]] = ov.MaxPool.v8 %{{.*}} {{.*}} : (tensor<1x2x?xf32>) -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @max_pool_column_major_3d(%x: tensor<1x2x4x5x6xf32>, %z: tensor<1x2x?xf32>) -> (tensor<1x2x2x4x3xi64>, tensor<1x2x?xi64>) {
  %y, %i = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 2, 2, 2>, strides = array<i64: 2, 1, 2>, storage_order = 1 : i64}> : (tensor<1x2x4x5x6xf32>) -> (tensor<1x2x2x4x3xf32>, tensor<1x2x2x4x3xi64>)
  %v, %j = "onnx.MaxPool"(%z) <{version = 12 : i64, kernel_shape = array<i64: 2>, storage_order = 1 : i64}> : (tensor<1x2x?xf32>) -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
  func.return %i, %j : tensor<1x2x2x4x3xi64>, tensor<1x2x?xi64>
}

// -----

// A window longer than the padded input, which ceil_mode keeps when it runs past by less than a
// stride (issue 30) and OpenVINO's pools refuse: the end pad grows to make it whole, with floor
// rounding. MaxPool's window of 7 along H on 4 + 1 + 1: pads_end 2; AveragePool's 6 on 4 + 1:
// pads_end 1, the pads excluded, or with count_include_pad divided by the 5 taps inside the
// padded input (AvgPool divides by 6: times 6 / 5).

// CHECK-LABEL: func.func @pool_window_longer_than_padded_input
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.MaxPool.v8 %{{.*}} {dilations = array<i64: 3, 1>, kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 2, 0>} : (tensor<1x2x4x7xf32>) -> (tensor<1x2x1x3xf32>, tensor<1x2x1x3xi64>)
// CHECK-NEXT:    %{{.*}} = ov.AvgPool.v1 %{{.*}} {kernel = array<i64: 6, 2>, "exclude-pad" = true, strides = array<i64: 4, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 1>} : (tensor<1x2x4x7xf32>) -> tensor<1x2x1x4xf32>
// CHECK-NEXT:    %[[SUM:.*]] = ov.AvgPool.v1 %{{.*}} {kernel = array<i64: 6, 2>, "exclude-pad" = false, strides = array<i64: 4, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 1>}
// CHECK-NEXT:    %[[SCALE:.*]] = ov.Constant.v0 dense<1.200000e+00> : tensor<1x1x1x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.Multiply.v1 %[[SUM]], %[[SCALE]]
func.func @pool_window_longer_than_padded_input(%x: tensor<1x2x4x7xf32>) -> (tensor<1x2x1x3xf32>, tensor<1x2x1x3xi64>, tensor<1x2x1x4xf32>, tensor<1x2x1x4xf32>) {
  %y, %i = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 3, 3>, dilations = array<i64: 3, 1>, pads = array<i64: 1, 0, 1, 0>, strides = array<i64: 2, 2>, ceil_mode = 1 : i64}> : (tensor<1x2x4x7xf32>) -> (tensor<1x2x1x3xf32>, tensor<1x2x1x3xi64>)
  %a = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 6, 2>, pads = array<i64: 1, 0, 0, 1>, strides = array<i64: 4, 2>, ceil_mode = 1 : i64}> : (tensor<1x2x4x7xf32>) -> tensor<1x2x1x4xf32>
  %c = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 6, 2>, pads = array<i64: 1, 0, 0, 1>, strides = array<i64: 4, 2>, ceil_mode = 1 : i64, count_include_pad = 1 : i64}> : (tensor<1x2x4x7xf32>) -> tensor<1x2x1x4xf32>
  func.return %y, %i, %a, %c : tensor<1x2x1x3xf32>, tensor<1x2x1x3xi64>, tensor<1x2x1x4xf32>, tensor<1x2x1x4xf32>
}

// -----

// SAME pads fit any window, one longer than the input too (3 over 2): the pool keeps auto_pad and
// its padding is OpenVINO's, not the explicit pads of windows longer than the padded input.

// CHECK-LABEL: func.func @max_pool_same_window_over_the_input
// CHECK-NEXT:    ov.MaxPool.v8 %{{.*}} {{{.*}}kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x1x2x2xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>)
func.func @max_pool_same_window_over_the_input(%x: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i64: 3, 3>, auto_pad = "SAME_UPPER"}> : (tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}

// -----

// ceil_mode with count_include_pad and SAME pads: the pads fit the windows (none runs past
// them), so AvgPool's own auto_pad is exact and no window is rescaled.

// CHECK-LABEL: func.func @same_upper_ceil_include_pad
// CHECK-NEXT:    %[[Y:.*]] = ov.AvgPool.v14 %{{.*}} {kernel = array<i64: 3, 3>, "exclude-pad" = false, rounding_type = "ceil_torch", strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @same_upper_ceil_include_pad(%x: tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32> {
  %y = "onnx.AveragePool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, auto_pad = "SAME_UPPER", ceil_mode = 1 : i64, count_include_pad = 1 : i64}> : (tensor<1x3x8x9xf32>) -> tensor<1x3x4x5xf32>
  func.return %y : tensor<1x3x4x5xf32>
}
