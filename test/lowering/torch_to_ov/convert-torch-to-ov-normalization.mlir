// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// Batch norm in inference: BatchNormInference; a missing weight is ones, a missing bias zeros.
// CHECK-LABEL: func.func @batch_norm
// CHECK-NEXT:    %[[G:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.BatchNormInference.v5 %x, %[[G]], %[[B]], %m, %v {epsilon = 1.000000e-05 : f32}
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_norm(%x: tensor<2x3x4xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %y, %a, %b = "torch.aten._native_batch_norm_legit_no_training"(%x, %m, %v) <{momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<0xf32>, tensor<0xf32>)
  func.return %y : tensor<2x3x4xf32>
}

// -----

// Batch statistics (instance norm's view): MVN over every axis but the channels, then the
// weight along axis 1.
// CHECK-LABEL: func.func @batch_statistics
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[0, 2, 3]> : tensor<3xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[A]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[-1, 1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[W:.*]] = ov.Reshape.v1 %w, %[[S]] {special_zero = false} : (tensor<8xf32>, tensor<3xi64>) -> tensor<8x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[N]], %[[W]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_statistics(%x: tensor<1x8x5x5xf32>, %w: tensor<8xf32>) -> tensor<1x8x5x5xf32> {
  %y, %a, %b = "torch.aten._native_batch_norm_legit.no_stats"(%x, %w) <{training = true, momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<1x8x5x5xf32>, tensor<8xf32>) -> (tensor<1x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>)
  func.return %y : tensor<1x8x5x5xf32>
}

// -----

// Layer norm over the last len(normalized_shape) axes, the weight and bias of that shape.
// CHECK-LABEL: func.func @layer_norm
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[A]] {normalize_variance = true, eps = 1.000000e-06 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    %[[M:.*]] = ov.Multiply.v1 %[[N]], %w : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[M]], %b
// CHECK-NEXT:    func.return %[[Y]]
func.func @layer_norm(%x: tensor<2x3x4xf32>, %w: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  %three = torch.constant {value = 3 : i64} : i64
  %four = torch.constant {value = 4 : i64} : i64
  %y, %m, %r = "torch.aten.native_layer_norm"(%x, %three, %four, %w, %b) <{eps = 1.000000e-06 : f64, operandSegmentSizes = array<i32: 1, 2, 1, 1>}> : (tensor<2x3x4xf32>, i64, i64, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x1x1xf32>, tensor<2x1x1xf32>)
  func.return %y : tensor<2x3x4xf32>
}

// -----

// Layer norm without weight and bias: the MVN alone.
// CHECK-LABEL: func.func @layer_norm_plain
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[A]]
// CHECK-NEXT:    func.return %[[N]]
func.func @layer_norm_plain(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %four = torch.constant {value = 4 : i64} : i64
  %y, %m, %r = "torch.aten.native_layer_norm"(%x, %four) <{eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x3x4xf32>, i64) -> (tensor<2x3x4xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>)
  func.return %y : tensor<2x3x4xf32>
}

// -----

// Group norm: GroupNormalization of `group` groups, ones and zeros for a missing weight and bias.
// CHECK-LABEL: func.func @group_norm
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupNormalization.v12 %x, %[[W]], %[[B]] {num_groups = 2 : i64, epsilon = 1.000000e-05 : f32}
// CHECK-NEXT:    func.return %[[Y]]
func.func @group_norm(%x: tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32> {
  %n = torch.constant {value = 2 : i64} : i64
  %c = torch.constant {value = 4 : i64} : i64
  %hw = torch.constant {value = 25 : i64} : i64
  %y, %a, %b = "torch.aten.native_group_norm"(%x, %n, %c, %hw) <{group = 2 : i64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1, 1>}> : (tensor<2x4x5x5xf32>, i64, i64, i64) -> (tensor<2x4x5x5xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  func.return %y : tensor<2x4x5x5xf32>
}

// -----

// Dynamic channels: the missing bias is zeros broadcast to the channel count from the shape.
// CHECK-LABEL: func.func @group_norm_dynamic
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK:         %[[C:.*]] = ov.Gather.v8 %[[S]]
// CHECK-NEXT:    %[[B:.*]] = ov.Broadcast.v3 %[[Z]], %[[C]] : (tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
// CHECK-NEXT:    ov.GroupNormalization.v12 %x, %w, %[[B]] {num_groups = 2 : i64, epsilon = 1.000000e-05 : f32}
func.func @group_norm_dynamic(%x: tensor<2x?x5xf32>, %w: tensor<?xf32>) -> tensor<2x?x5xf32> {
  %c = "torch.aten.sym_size.int"(%x) <{dim = 1 : i64}> : (tensor<2x?x5xf32>) -> i64
  %hw = torch.constant {value = 5 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y, %a, %b = "torch.aten.native_group_norm"(%x, %w, %two, %c, %hw) <{group = 2 : i64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1>}> : (tensor<2x?x5xf32>, tensor<?xf32>, i64, i64, i64) -> (tensor<2x?x5xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  func.return %y : tensor<2x?x5xf32>
}

// -----

// softmax and log-softmax keep a negative dim; a rank-0 softmax is 1 (the shape of a rank-0
// tensor, statically empty, is an empty constant).
// CHECK-LABEL: func.func @softmax
// CHECK-NEXT:    %[[S:.*]] = ov.Softmax.v8 %x {axis = -1 : i64} : tensor<2x3xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.LogSoftmax.v5 %x {axis = -2 : i64} : tensor<2x3xf32>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SH:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[R:.*]] = ov.Broadcast.v3 %[[ONE]], %[[SH]]
// CHECK-NEXT:    func.return %[[S]], %[[L]], %[[R]]
func.func @softmax(%x: tensor<2x3xf32>, %s: tensor<f32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>) {
  %a = "torch.aten._softmax"(%x) <{dim = -1 : i64, half_to_float = false}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "torch.aten._log_softmax"(%x) <{dim = -2 : i64, half_to_float = false}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = "torch.aten._softmax"(%s) <{dim = 0 : i64, half_to_float = false}> : (tensor<f32>) -> tensor<f32>
  func.return %a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>
}

// -----

// Dropout not in training: the input, and the mask of ones it reads.
// CHECK-LABEL: func.func @dropout_eval
// CHECK-NEXT:    %[[T:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[M:.*]] = ov.Broadcast.v3 %[[T]], %[[S]] : (tensor<i1>, tensor<2xi64>) -> tensor<3x4xi1>
// CHECK-NEXT:    func.return %x, %[[M]]
func.func @dropout_eval(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi1>) {
  %y, %m = "torch.aten.native_dropout"(%x) <{p = 5.000000e-01 : f64, train = false}> : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi1>)
  func.return %y, %m : tensor<3x4xf32>, tensor<3x4xi1>
}

// -----

// Training dropout with p = 0 drops nothing; an unread mask is not built.
// CHECK-LABEL: func.func @dropout_p0
// CHECK-NEXT:    func.return %x
func.func @dropout_p0(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %y, %m = "torch.aten.native_dropout"(%x) <{p = 0.000000e+00 : f64, train = true}> : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi1>)
  func.return %y : tensor<3x4xf32>
}

// -----

// Training dropout with p = 1 (train None means training) drops everything: zeros.
// CHECK-LABEL: func.func @dropout_p1
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3 %[[Z]], %[[S]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @dropout_p1(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %y, %m = "torch.aten.native_dropout"(%x) <{p = 1.000000e+00 : f64}> : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi1>)
  func.return %y : tensor<3x4xf32>
}

// -----

// item(): the one element as a rank-0 tensor; the function's result type follows.
// CHECK-LABEL: func.func @item
// CHECK-SAME:    -> tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<> : tensor<0xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {special_zero = false} : (tensor<1x1xf32>, tensor<0xi64>) -> tensor<f32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<f32>
func.func @item(%x: tensor<1x1xf32>) -> f64 {
  %y = "torch.aten._local_scalar_dense"(%x) : (tensor<1x1xf32>) -> f64
  func.return %y : f64
}

// -----

// item() of a rank-0 tensor is the tensor; the op that reads the scalar converts it.
// CHECK-LABEL: func.func @item_rank0
// CHECK-NEXT:    %[[X:.*]] = ov.Convert.v0 %s {destination_type = f32} : (tensor<i64>) -> tensor<f32>
// CHECK-NEXT:    ov.Add.v1 %x, %[[X]]
func.func @item_rank0(%x: tensor<3xf32>, %s: tensor<i64>) -> tensor<3xf32> {
  %n = "torch.aten._local_scalar_dense"(%s) : (tensor<i64>) -> i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.add.Scalar"(%x, %n, %one) : (tensor<3xf32>, i64, i64) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}

// -----

// layer_norm (nn.LayerNorm as torch.export leaves it): the same MVN, one result; no bias here.
// CHECK-LABEL: func.func @layer_norm_undecomposed
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[A]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[N]], %w : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @layer_norm_undecomposed(%x: tensor<2x8xf32>, %w: tensor<8xf32>) -> tensor<2x8xf32> {
  %eight = torch.constant {value = 8 : i64} : i64
  %y = "torch.aten.layer_norm"(%x, %eight, %w) <{eps = 1.000000e-05 : f64, cudnn_enable = false, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<2x8xf32>, i64, tensor<8xf32>) -> tensor<2x8xf32>
  func.return %y : tensor<2x8xf32>
}

// -----

// dropout (nn.Dropout as torch.export leaves it) in eval mode: the input itself.
// CHECK-LABEL: func.func @dropout_undecomposed
// CHECK-NEXT:    func.return %x
func.func @dropout_undecomposed(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %y = "torch.aten.dropout"(%x) <{p = 3.000000e-01 : f64, train = false}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
  func.return %y : tensor<2x8xf32>
}

// -----

// Training with p = 1 drops everything: zeros of the input's shape.
// CHECK-LABEL: func.func @dropout_everything_in_training
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3 %[[Z]], %[[S]] : (tensor<f32>, tensor<2xi64>) -> tensor<2x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @dropout_everything_in_training(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %y = "torch.aten.dropout"(%x) <{p = 1.000000e+00 : f64, train = true}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
  func.return %y : tensor<2x8xf32>
}

// -----

// batch_norm (nn.BatchNorm2d as torch.export leaves it) not training, with running statistics:
// BatchNormInference, the missing weight ones.
// CHECK-LABEL: func.func @batch_norm_running
// CHECK-NEXT:    %[[G:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.BatchNormInference.v5 %x, %[[G]], %b, %m, %v {epsilon = 1.000000e-03 : f32} : (tensor<1x4x6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_norm_running(%x: tensor<1x4x6x4xf32>, %b: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<1x4x6x4xf32> {
  %y = "torch.aten.batch_norm"(%x, %b, %m, %v) <{training = false, momentum = 1.000000e-01 : f64, eps = 1.000000e-03 : f64, cudnn_enabled = false, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>}> : (tensor<1x4x6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x4xf32>
  func.return %y : tensor<1x4x6x4xf32>
}

// -----

// batch_norm without running statistics: the batch's, MVN over every axis but the channels, then
// the weight per channel (no bias: no Add).
// CHECK-LABEL: func.func @batch_norm_batch_statistics
// CHECK-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<[0, 2, 3]> : tensor<3xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[A]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"} : (tensor<1x4x6x4xf32>, tensor<3xi64>) -> tensor<1x4x6x4xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[-1, 1, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[W:.*]] = ov.Reshape.v1 %w, %[[S]] {special_zero = false} : (tensor<4xf32>, tensor<3xi64>) -> tensor<4x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[N]], %[[W]] : (tensor<1x4x6x4xf32>, tensor<4x1x1xf32>) -> tensor<1x4x6x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_norm_batch_statistics(%x: tensor<1x4x6x4xf32>, %w: tensor<4xf32>) -> tensor<1x4x6x4xf32> {
  %y = "torch.aten.batch_norm"(%x, %w) <{training = true, momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, cudnn_enabled = false, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (tensor<1x4x6x4xf32>, tensor<4xf32>) -> tensor<1x4x6x4xf32>
  func.return %y : tensor<1x4x6x4xf32>
}

// -----

// softmax.int (F.softmax) with a dtype: the input converted to it first.
// CHECK-LABEL: func.func @softmax_int_dtype
// CHECK-NEXT:    %[[X:.*]] = ov.Convert.v0 %x {destination_type = f32} : (tensor<3x5xi32>) -> tensor<3x5xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Softmax.v8 %[[X]] : tensor<3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @softmax_int_dtype(%x: tensor<3x5xi32>) -> tensor<3x5xf32> {
  %y = "torch.aten.softmax.int"(%x) <{dim = 1 : i64, dtype = f32}> : (tensor<3x5xi32>) -> tensor<3x5xf32>
  func.return %y : tensor<3x5xf32>
}
