// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// A decomposed layer normalisation is one MVN; the scale and shift after it stay.

// CHECK-LABEL: func.func @layer_norm
// CHECK-NEXT:    %[[GAMMA:.*]] = ov.Constant.v0 dense<[1.0
// CHECK-NEXT:    %[[BETA:.*]] = ov.Constant.v0 dense<[1.0
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[AXES]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %[[N]], %[[GAMMA]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[S]], %[[BETA]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @layer_norm(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %gamma = ov.Constant.v0 dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %beta = ov.Constant.v0 dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Power.v1 %c, %two : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %s = ov.Multiply.v1 %n, %gamma : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  %y = ov.Add.v1 %s, %beta : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// Two Subtracts and two means, the square a product, eps outside the root (sqrt(v) + eps).

// CHECK-LABEL: func.func @eps_outside
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[AXES]] {normalize_variance = true, eps = 1.000000e-03 : f32, eps_mode = "outside_sqrt"}
// CHECK-NEXT:    func.return %[[N]]
func.func @eps_outside(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %eps = ov.Constant.v0 dense<1.0e-3> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x1x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x1x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
  %r = ov.Sqrt.v0 %v : tensor<2x1x1xf32>
  %d = ov.Add.v1 %r, %eps : (tensor<2x1x1xf32>, tensor<f32>) -> tensor<2x1x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x1x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// Multiplied by (v + eps)^-0.5.

// CHECK-LABEL: func.func @reciprocal_root
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[AXES]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    func.return %[[N]]
func.func @reciprocal_root(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %p = ov.Constant.v0 dense<-0.5> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x8xf32>
  %sq = ov.Power.v1 %c, %two : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %ve = ov.Add.v1 %eps, %v : (tensor<f32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %d = ov.Power.v1 %ve, %p : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %n = ov.Multiply.v1 %d, %c : (tensor<2x1xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  func.return %n : tensor<2x8xf32>
}

// -----

// The variance over other axes than the mean's is not MVN.

// CHECK-LABEL: func.func @other_axes
// CHECK-NOT:     ov.MVN
// CHECK:         ov.Sqrt.v0
func.func @other_axes(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %all = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Power.v1 %c, %two : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %all {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x1x1xf32>, tensor<f32>) -> tensor<2x1x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x1x1xf32>
  %n = ov.Divide.v1 %c, %d : (tensor<2x3x4xf32>, tensor<2x1x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// The mean is also a result: it must stay, so the subgraph does.

// CHECK-LABEL: func.func @mean_used_elsewhere
// CHECK-NOT:     ov.MVN
// CHECK:         ov.ReduceMean.v1
func.func @mean_used_elsewhere(%x: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x1xf32>) {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x8xf32>
  %sq = ov.Power.v1 %c, %two : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x1xf32>
  %n = ov.Divide.v1 %c, %d : (tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x8xf32>
  func.return %n, %m : tensor<2x8xf32>, tensor<2x1xf32>
}
