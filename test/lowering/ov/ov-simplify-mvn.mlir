// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// A decomposed layer normalisation is one MVN; the scale and shift after it stay.

// Negative cases: each condition of FuseMVN (lowering/ov/simplify/mvn.py) has a case where only
// it fails and no MVN may form (mvn.power is root_of's exponent check, read for the square and the
// root alike). Condition -> case:
//   mvn.variance-axes        @other_axes
//   mvn.shared               @mean_used_elsewhere
//   mvn.same-tensor          @deviation_of_other
//   mvn.same-axes            @deviation_other_axes
//   mvn.centred-of-x         @centred_on_other_mean
//   mvn.numerator-centred    @numerator_not_centred
//   mvn.eps-sign             @negative_eps
//   mvn.power                @cube_not_square
//   mvn.square-same          @product_with_other
//   mvn.power                @root_not_half
//   mvn.variance-single-use  @variance_used_elsewhere
//   mvn.shared               @centred_used_elsewhere
//   mvn.eps-single-use       @eps_sum_used_elsewhere
//   mvn.reciprocal-one       @reciprocal_of_two, @reciprocal_of_half
//   mvn.computes-like        @broadcast_wider
//   mvn.keep-dims            @means_without_keep_dims

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

// Multiplied by 1 / sqrt(v + eps).

// CHECK-LABEL: func.func @reciprocal_of_root
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %x, %[[AXES]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    func.return %[[N]]
func.func @reciprocal_of_root(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x8xf32>
  %sq = ov.Multiply.v1 %c, %c : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x1xf32>
  %r = ov.Divide.v1 %one, %d : (tensor<f32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %n = ov.Multiply.v1 %c, %r : (tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x8xf32>
  func.return %n : tensor<2x8xf32>
}

// -----

// [mvn.variance-axes] The variance over other axes than the mean's is not MVN.

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

// [mvn.shared] The mean is also a result: it must stay, so the subgraph does.

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

// -----

// [mvn.same-tensor] (x - mean(x)) / std(y): the deviation is of another tensor.

// CHECK-LABEL: func.func @deviation_of_other
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @deviation_of_other(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %y, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %y, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.same-axes] the deviation's centring is over axis 1, the numerator's over axis 2.

// CHECK-LABEL: func.func @deviation_other_axes
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @deviation_other_axes(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %axes1 = ov.Constant.v0 dense<1> : tensor<1xi64>
  %m2 = ov.ReduceMean.v1 %x, %axes1 {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x1x4xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.centred-of-x] (x - mean(y)) / sqrt(mean((x - mean(y))^2) + eps): x minus another tensor's mean.

// CHECK-LABEL: func.func @centred_on_other_mean
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @centred_on_other_mean(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %y, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %y, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.numerator-centred] x / sqrt(mean((x - mean(x))^2) + eps): the values divided are not
// centred, only the variance is.

// CHECK-LABEL: func.func @numerator_not_centred
// CHECK-NOT:     ov.MVN
// CHECK:         ov.Divide.v1 %x, %{{.*}} : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NOT:     ov.MVN
func.func @numerator_not_centred(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Power.v1 %c, %two : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %x, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.eps-sign] a negative epsilon is no MVN's.

// CHECK-LABEL: func.func @negative_eps
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @negative_eps(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<-1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.power] the mean of the cubes is no variance.

// CHECK-LABEL: func.func @cube_not_square
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @cube_not_square(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %three = ov.Constant.v0 dense<3.0> : tensor<f32>
  %sq = ov.Power.v1 %c2, %three : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.square-same] c * y is no square.

// CHECK-LABEL: func.func @product_with_other
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @product_with_other(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %y : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.power] (v + eps)^0.4 is no standard deviation.

// CHECK-LABEL: func.func @root_not_half
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @root_not_half(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %p = ov.Constant.v0 dense<0.4> : tensor<f32>
  %d = ov.Power.v1 %ve, %p : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.variance-single-use] the variance is also a result: it must stay.

// CHECK-LABEL: func.func @variance_used_elsewhere
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @variance_used_elsewhere(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x1xf32>) {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n, %v : tensor<2x3x4xf32>, tensor<2x3x1xf32>
}

// -----

// [mvn.shared] the centred x is also a result: it must stay.

// CHECK-LABEL: func.func @centred_used_elsewhere
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @centred_used_elsewhere(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n, %c1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// [mvn.eps-single-use] v + eps is also a result.

// CHECK-LABEL: func.func @eps_sum_used_elsewhere
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @eps_sum_used_elsewhere(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x1xf32>) {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n, %ve : tensor<2x3x4xf32>, tensor<2x3x1xf32>
}

// -----

// [mvn.reciprocal-one] x - mean(x) times 2 / sqrt(v + eps).

// CHECK-LABEL: func.func @reciprocal_of_two
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @reciprocal_of_two(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %k = ov.Constant.v0 dense<2.0> : tensor<f32>
  %s = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %r = ov.Divide.v1 %k, %s : (tensor<f32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %n = ov.Multiply.v1 %c1, %r : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.reciprocal-one] x - mean(x) times 0.5 / sqrt(v + eps): a numerator below 1 neither.

// CHECK-LABEL: func.func @reciprocal_of_half
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @reciprocal_of_half(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %k = ov.Constant.v0 dense<0.5> : tensor<f32>
  %s = ov.Sqrt.v0 %ve : tensor<2x3x1xf32>
  %r = ov.Divide.v1 %k, %s : (tensor<f32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %n = ov.Multiply.v1 %c1, %r : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  func.return %n : tensor<2x3x4xf32>
}

// -----

// [mvn.computes-like] an epsilon of higher rank broadcasts the quotient wider than x.

// CHECK-LABEL: func.func @broadcast_wider
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @broadcast_wider(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %two = ov.Constant.v0 dense<2.0> : tensor<f32>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<1x1x1x1xf32>
  %m1 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c1 = ov.Subtract.v1 %x, %m1 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %m2 = ov.ReduceMean.v1 %x, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %c2 = ov.Subtract.v1 %x, %m2 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %sq = ov.Multiply.v1 %c2, %c2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x1xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<2x3x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x3x1xf32>
  %d = ov.Sqrt.v0 %ve : tensor<1x2x3x1xf32>
  %n = ov.Divide.v1 %c1, %d : (tensor<2x3x4xf32>, tensor<1x2x3x1xf32>) -> tensor<1x2x3x4xf32>
  func.return %n : tensor<1x2x3x4xf32>
}

// -----

// [mvn.keep-dims] means without keep_dims broadcast along the other axis: x[i, j] - mean_j.

// CHECK-LABEL: func.func @means_without_keep_dims
// CHECK-NOT:     ov.MVN
// CHECK:         func.return
func.func @means_without_keep_dims(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %eps = ov.Constant.v0 dense<1.0e-5> : tensor<f32>
  %m = ov.ReduceMean.v1 %x, %axes {keep_dims = false} : (tensor<3x3xf32>, tensor<1xi64>) -> tensor<3xf32>
  %c = ov.Subtract.v1 %x, %m : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  %sq = ov.Multiply.v1 %c, %c : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %v = ov.ReduceMean.v1 %sq, %axes {keep_dims = false} : (tensor<3x3xf32>, tensor<1xi64>) -> tensor<3xf32>
  %ve = ov.Add.v1 %v, %eps : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %d = ov.Sqrt.v0 %ve : tensor<3xf32>
  %n = ov.Divide.v1 %c, %d : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  func.return %n : tensor<3x3xf32>
}

