// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Normalisations the lowering refuses, each error naming the node.

// The saved statistics of a batch norm are read: OpenVINO computes no such outputs.
func.func @batch_norm_statistics_read(%x: tensor<2x3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<0xf32> {
  %y, %a, %b = "torch.aten._native_batch_norm_legit_no_training"(%x, %m, %v) <{momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<0xf32>, tensor<0xf32>) loc("bn")
  func.return %a : tensor<0xf32>
}
// CHECK: node 'bn' (aten::_native_batch_norm_legit_no_training): its saved statistics are read: OpenVINO's normalisations compute no such outputs

// -----

func.func @batch_statistics_read(%x: tensor<1x8x5xf32>) -> tensor<8xf32> {
  %y, %a, %b = "torch.aten._native_batch_norm_legit.no_stats"(%x) <{training = true, momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<1x8x5xf32>) -> (tensor<1x8x5xf32>, tensor<8xf32>, tensor<8xf32>) loc("instance_norm")
  func.return %b : tensor<8xf32>
}
// CHECK-NEXT: node 'instance_norm' (aten::_native_batch_norm_legit.no_stats): its saved mean and inverse deviation are read: OpenVINO's normalisations compute no such outputs

// -----

func.func @layer_norm_mean_read(%x: tensor<2x4xf32>) -> tensor<2x1xf32> {
  %four = torch.constant {value = 4 : i64} : i64
  %y, %m, %r = "torch.aten.native_layer_norm"(%x, %four) <{eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<2x4xf32>, i64) -> (tensor<2x4xf32>, tensor<2x1xf32>, tensor<2x1xf32>) loc("ln")
  func.return %m : tensor<2x1xf32>
}
// CHECK-NEXT: node 'ln' (aten::native_layer_norm): its mean and inverse deviation are read: OpenVINO's normalisations compute no such outputs

// -----

// A group norm of an input of unknown rank.
func.func @group_norm_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %n = torch.constant {value = 2 : i64} : i64
  %y, %a, %b = "torch.aten.native_group_norm"(%x, %n, %n, %n) <{group = 2 : i64, eps = 1.000000e-05 : f64, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1, 1>}> : (tensor<*xf32>, i64, i64, i64) -> (tensor<*xf32>, tensor<2x2xf32>, tensor<2x2xf32>) loc("gn")
  func.return %y : tensor<*xf32>
}
// CHECK-NEXT: node 'gn' (aten::native_group_norm): aten::native_group_norm needs an input of known rank, got tensor<*xf32>

// -----

// Dropout in training, 0 < p < 1: random.
func.func @dropout_training(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y, %m = "torch.aten.native_dropout"(%x) <{p = 5.000000e-01 : f64, train = true}> : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xi1>) loc("dropout")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'dropout' (aten::native_dropout): a dropout in training (p = 0.5) is random: export the model in eval mode (model.eval())

// -----

func.func @softmax_half_to_float(%x: tensor<3xf16>) -> tensor<3xf32> {
  %y = "torch.aten._softmax"(%x) <{dim = 0 : i64, half_to_float = true}> : (tensor<3xf16>) -> tensor<3xf32> loc("softmax")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'softmax' (aten::_softmax): softmax with half_to_float is a CUDA-only form

// -----

func.func @item_of_many(%x: tensor<2xf32>) -> f64 {
  %y = "torch.aten._local_scalar_dense"(%x) : (tensor<2xf32>) -> f64 loc("item")
  func.return %y : f64
}
// CHECK-NEXT: node 'item' (aten::_local_scalar_dense): item() of a tensor of 2 elements

// -----

// dropout (not native_dropout) in training is random too.
func.func @dropout_training(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %y = "torch.aten.dropout"(%x) <{p = 3.000000e-01 : f64, train = true}> : (tensor<2x8xf32>) -> tensor<2x8xf32> loc("drop")
  func.return %y : tensor<2x8xf32>
}
// CHECK-NEXT: node 'drop' (aten::dropout): a dropout in training (p = 0.3) is random: export the model in eval mode (model.eval())

// -----

// batch_norm training with running statistics would update them: no inference model does.
func.func @batch_norm_training_running(%x: tensor<1x4x3xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<1x4x3xf32> {
  %y = "torch.aten.batch_norm"(%x, %m, %v) <{training = true, momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, cudnn_enabled = false, operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>}> : (tensor<1x4x3xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x3xf32> loc("bn_train")
  func.return %y : tensor<1x4x3xf32>
}
// CHECK-NEXT: node 'bn_train' (aten::batch_norm): a batch norm in training mode updates its running statistics: export the model in eval mode

// -----

// batch_norm with a running mean and no running variance.
func.func @batch_norm_half_running(%x: tensor<1x4x3xf32>, %m: tensor<4xf32>) -> tensor<1x4x3xf32> {
  %y = "torch.aten.batch_norm"(%x, %m) <{training = false, momentum = 1.000000e-01 : f64, eps = 1.000000e-05 : f64, cudnn_enabled = false, operandSegmentSizes = array<i32: 1, 0, 0, 1, 0>}> : (tensor<1x4x3xf32>, tensor<4xf32>) -> tensor<1x4x3xf32> loc("bn_half")
  func.return %y : tensor<1x4x3xf32>
}
// CHECK-NEXT: node 'bn_half' (aten::batch_norm): a batch norm with a running mean but no running variance, or the reverse
