// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Negative cases, one per condition of DecomposeBatchNorm and its folding into the layer before
// (only it fails):
//   batchnorm.constant-statistics   @statistics_not_constant (the BatchNormInference stays)
//   batchnorm.layer-single-use      @conv_read_twice (the scale stays a Multiply)
//   batchnorm.scaled-next           @then_scale (the weights are scaled once, by the product)

// A batch normalisation with constant statistics is a per-channel scale and shift; after a
// convolution the scale folds into the filters and the shift stays as the bias Add.
// gamma / sqrt(var) = [1, 3]; beta - mean * scale = [-0.5, -7].

// CHECK-LABEL: func.func @conv_batch_norm
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{.*}}1.000000e+00{{.*}}2.000000e+00{{.*}}9.000000e+00{{.*}}1.200000e+01{{.*}}> : tensor<2x2x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %x, %[[W]]
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{.*}}-5.000000e-01{{.*}}-7.000000e+00{{.*}}> : tensor<1x2x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]]

func.func @conv_batch_norm(%x: tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %w = ov.Constant.v0 dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %gamma = ov.Constant.v0 dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = ov.Constant.v0 dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %var = ov.Constant.v0 dense<[4.0, 1.0]> : tensor<2xf32>
  %y = ov.BatchNormInference.v5 %c, %gamma, %beta, %mean, %var {epsilon = 0.0 : f32} : (tensor<1x2x1x1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x1x1xf32>
  func.return %y : tensor<1x2x1x1xf32>
}

// -----

// Without a layer before it, it stays a Multiply and an Add, channel-wise on axis 1.

// CHECK-LABEL: func.func @alone
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<{{.*}}1.000000e+00{{.*}}3.000000e+00{{.*}}> : tensor<1x2x1xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.Multiply.v1 %x, %[[S]] : (tensor<?x2x4xf32>, tensor<1x2x1xf32>) -> tensor<?x2x4xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{.*}}-5.000000e-01{{.*}}-7.000000e+00{{.*}}> : tensor<1x2x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[M]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @alone(%x: tensor<?x2x4xf32>) -> tensor<?x2x4xf32> {
  %gamma = ov.Constant.v0 dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = ov.Constant.v0 dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %var = ov.Constant.v0 dense<[4.0, 1.0]> : tensor<2xf32>
  %y = ov.BatchNormInference.v5 %x, %gamma, %beta, %mean, %var {epsilon = 0.0 : f32} : (tensor<?x2x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<?x2x4xf32>
  func.return %y : tensor<?x2x4xf32>
}

// -----

// [batchnorm.constant-statistics] Statistics that are not constants: nothing to fold.

// CHECK-LABEL: func.func @statistics_not_constant
// CHECK:         ov.BatchNormInference.v5
// CHECK-NOT:     ov.Multiply
func.func @statistics_not_constant(%x: tensor<1x2xf32>, %mean: tensor<2xf32>) -> tensor<1x2xf32> {
  %gamma = ov.Constant.v0 dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = ov.Constant.v0 dense<[0.5, -1.0]> : tensor<2xf32>
  %var = ov.Constant.v0 dense<[4.0, 1.0]> : tensor<2xf32>
  %y = ov.BatchNormInference.v5 %x, %gamma, %beta, %mean, %var {epsilon = 0.0 : f32} : (tensor<1x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  func.return %y : tensor<1x2xf32>
}

// -----

// [batchnorm.layer-single-use] A convolution whose output something else reads as well keeps its
// filters: the scale stays
// a Multiply.

// CHECK-LABEL: func.func @conv_read_twice
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %x, %w
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[M:.*]] = ov.Multiply.v1 %[[C]], %[[S]]
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[M]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]], %[[C]]
func.func @conv_read_twice(%x: tensor<1x2x1x1xf32>) -> (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) {
  %w = ov.Constant.v0 dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %gamma = ov.Constant.v0 dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = ov.Constant.v0 dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %var = ov.Constant.v0 dense<[4.0, 1.0]> : tensor<2xf32>
  %y = ov.BatchNormInference.v5 %c, %gamma, %beta, %mean, %var {epsilon = 0.0 : f32} : (tensor<1x2x1x1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x1x1xf32>
  func.return %y, %c : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>
}

// -----

// A dynamic batch: the scale folds all the same (through the Multiply the weights pattern folds).

// CHECK-LABEL: func.func @conv_dynamic_batch
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{.*}}1.000000e+00{{.*}}2.000000e+00{{.*}}9.000000e+00{{.*}}1.200000e+01{{.*}}> : tensor<2x2x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %x, %[[W]]
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @conv_dynamic_batch(%x: tensor<?x2x1x1xf32>) -> tensor<?x2x1x1xf32> {
  %w = ov.Constant.v0 dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<?x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<?x2x1x1xf32>
  %gamma = ov.Constant.v0 dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = ov.Constant.v0 dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %var = ov.Constant.v0 dense<[4.0, 1.0]> : tensor<2xf32>
  %y = ov.BatchNormInference.v5 %c, %gamma, %beta, %mean, %var {epsilon = 0.0 : f32} : (tensor<?x2x1x1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<?x2x1x1xf32>
  func.return %y : tensor<?x2x1x1xf32>
}

// -----

// A scale layer after it (x * 1.3): the batch norm's scale 0.1 waits for it, and the weights
// are scaled once by their product (see @scaled_twice in ov-simplify-weights.mlir).

// CHECK-LABEL: func.func @then_scale
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<0.0129999993> : tensor<1x1x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %x, %[[W]]
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<2.600000e+00> : tensor<1x1x1x1xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[C]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @then_scale(%x: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %w = ov.Constant.v0 dense<0.1> : tensor<1x1x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %gamma = ov.Constant.v0 dense<0.1> : tensor<1xf32>
  %beta = ov.Constant.v0 dense<2.0> : tensor<1xf32>
  %mean = ov.Constant.v0 dense<0.0> : tensor<1xf32>
  %var = ov.Constant.v0 dense<1.0> : tensor<1xf32>
  %m = ov.Constant.v0 dense<1.3> : tensor<1x1x1xf32>
  %y = ov.BatchNormInference.v5 %c, %gamma, %beta, %mean, %var {epsilon = 0.0 : f32} : (tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  %u = ov.Multiply.v1 %y, %m : (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
  func.return %u : tensor<1x1x1x1xf32>
}
