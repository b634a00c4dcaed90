// RUN: ov-opt %s --split-input-file -p gna-decompose-mvn | filecheck %s

// Over H and W of [1, C, H, W]: rows C, length H * W as the channels of two 1x1 convolutions
// (I - 1/L for x - mean, 1/L for the variance), 1 / sqrt(var + eps) as Exp(-0.5 * Log).

// CHECK-LABEL: func.func @over_hw
// CHECK:         %[[FLAT:.*]] = ov.Reshape.v1 %x, %{{.*}} : (tensor<1x2x3x4xf32>, tensor<4xi64>) -> tensor<1x2x1x12xf32>
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %[[FLAT]], %{{.*}} -> tensor<1x12x2x1xf32>
// CHECK-NEXT:    %[[CW:.*]] = ov.Constant.v0 {{.*}} : tensor<12x12x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[IN]], %[[CW]] {{.*}} -> tensor<1x12x2x1xf32>
// CHECK-NEXT:    %[[SQ:.*]] = ov.Multiply.v1 %[[C]], %[[C]]
// CHECK-NEXT:    %[[VW:.*]] = ov.Constant.v0 dense<0.0833333358> : tensor<12x12x1x1xf32>
// CHECK-NEXT:    %[[V:.*]] = ov.Convolution.v1 %[[SQ]], %[[VW]]
// CHECK-NEXT:    %[[EPS:.*]] = ov.Constant.v0 dense<1.000000e-05> : tensor<f32>
// CHECK-NEXT:    %[[VE:.*]] = ov.Add.v1 %[[V]], %[[EPS]]
// CHECK-NEXT:    %[[LOG:.*]] = ov.Log.v0 %[[VE]]
// CHECK-NEXT:    %[[HALF:.*]] = ov.Constant.v0 dense<-5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %[[LOG]], %[[HALF]]
// CHECK-NEXT:    %[[R:.*]] = ov.Exp.v0 %[[S]]
// CHECK-NEXT:    %[[N:.*]] = ov.Multiply.v1 %[[C]], %[[R]]
// CHECK:         %[[OUT:.*]] = ov.Transpose.v1 %[[N]], %{{.*}} -> tensor<1x2x1x12xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[OUT]], %{{.*}} -> tensor<1x2x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
// CHECK-NOT:     ov.MVN
func.func @over_hw(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> {
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x2x3x4xf32>, tensor<2xi64>) -> tensor<1x2x3x4xf32>
  func.return %y : tensor<1x2x3x4xf32>
}

// -----

// Rank 3, without normalize_variance: x - mean only, one convolution.

// CHECK-LABEL: func.func @centre_only
// CHECK:         ov.Transpose.v1 {{.*}} -> tensor<1x4x3x1xf32>
// CHECK:         %[[C:.*]] = ov.Convolution.v1 {{.*}} -> tensor<1x4x3x1xf32>
// CHECK-NEXT:    ov.Constant.v0 dense<[0, 2, 3, 1]>
// CHECK-NEXT:    ov.Transpose.v1 %[[C]]
// CHECK-NOT:     ov.Convolution
// CHECK-NOT:     ov.MVN
func.func @centre_only(%x: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %axes = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = false, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x4xf32>, tensor<1xi64>) -> tensor<1x3x4xf32>
  func.return %y : tensor<1x3x4xf32>
}

// -----

// eps outside the root: the root is Exp(0.5 * Log(var)), the reciprocal Exp(-Log(root + eps)).

// CHECK-LABEL: func.func @eps_outside
// CHECK:         %[[SQ:.*]] = ov.Multiply.v1 %[[C:.*]], %[[C]]
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    %[[V:.*]] = ov.Convolution.v1 %[[SQ]]
// CHECK-NEXT:    %[[EPS:.*]] = ov.Constant.v0 dense<1.000000e-03>
// CHECK-NEXT:    %[[LOG:.*]] = ov.Log.v0 %[[V]]
// CHECK-NEXT:    %[[HALF:.*]] = ov.Constant.v0 dense<5.000000e-01>
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %[[LOG]], %[[HALF]]
// CHECK-NEXT:    %[[ROOT:.*]] = ov.Exp.v0 %[[S]]
// CHECK-NEXT:    %[[D:.*]] = ov.Add.v1 %[[ROOT]], %[[EPS]]
// CHECK-NEXT:    %[[LOG2:.*]] = ov.Log.v0 %[[D]]
// CHECK-NEXT:    %[[M1:.*]] = ov.Constant.v0 dense<-1.000000e+00>
// CHECK-NEXT:    %[[S2:.*]] = ov.Multiply.v1 %[[LOG2]], %[[M1]]
// CHECK-NEXT:    ov.Exp.v0 %[[S2]]
func.func @eps_outside(%x: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-3 : f32, eps_mode = "outside_sqrt"} : (tensor<1x3x4xf32>, tensor<1xi64>) -> tensor<1x3x4xf32>
  func.return %y : tensor<1x3x4xf32>
}

// -----

// What GNA cannot take stays: batch 2, the channel axis normalised, a dynamic shape.

// CHECK-LABEL: func.func @not_gna
// CHECK-COUNT-3: ov.MVN.v6
// CHECK-NOT:     ov.Convolution
func.func @not_gna(%a: tensor<2x3x4xf32>, %b: tensor<1x3x4xf32>, %c: tensor<1x3x?xf32>) -> (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<1x3x?xf32>) {
  %last = ov.Constant.v0 dense<2> : tensor<1xi64>
  %channels = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %ya = ov.MVN.v6 %a, %last {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x4xf32>
  %yb = ov.MVN.v6 %b, %channels {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x4xf32>, tensor<2xi64>) -> tensor<1x3x4xf32>
  %yc = ov.MVN.v6 %c, %last {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x?xf32>, tensor<1xi64>) -> tensor<1x3x?xf32>
  func.return %ya, %yb, %yc : tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<1x3x?xf32>
}
