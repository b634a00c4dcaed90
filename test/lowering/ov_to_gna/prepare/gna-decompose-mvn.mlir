// RUN: ov-opt %s --split-input-file -p gna-decompose-mvn | filecheck %s

// Negative cases, one per condition of DecomposeMVN and normalised_suffix (only it fails; the
// MVN stays). Condition -> case:
//   static-data            @dynamic_data (removed, the pass crashes on the unknown shape)
//   constant-axes          @axes_not_constant (removed, the pass crashes)
//   rank-3-or-4            @rank_five
//   batch-1                @batch_two
//   some-axis              @no_axes (removed, the pass crashes on the empty list)
//   axes-from-2            @channel_axis
//   last-axes              @not_suffix
//   row-fits-a-filter      @row_too_long
//   not-empty              @empty_rows (removed, the pass crashes dividing by the length 0)
// The positive cases (@over_hw, @centre_only, @eps_outside) take the two branches of
// normalize_variance and eps_mode. Each condition removed in turn fails this file (9 of 9).

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

// Rank 3, without normalize_variance: x - mean only, one convolution by I - 1/4 (a row of
// 0.75 on the diagonal and -0.25 elsewhere).

// CHECK-LABEL: func.func @centre_only
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 {{.*}} -> tensor<1x4x3x1xf32>
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}7.500000e-01]], {{\[\[}}-2.500000e-01]], {{\[\[}}-2.500000e-01]], {{\[\[}}-2.500000e-01]]], {{\[\[\[}}-2.500000e-01]], {{\[\[}}7.500000e-01]], {{.*}}> : tensor<4x4x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[IN]], %[[W]] {{.*}} -> tensor<1x4x3x1xf32>
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

// A dynamic last axis: rows and length unknown.

// CHECK-LABEL: func.func @dynamic_data
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @dynamic_data(%x: tensor<1x3x?xf32>) -> tensor<1x3x?xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x?xf32>, tensor<1xi64>) -> tensor<1x3x?xf32>
  func.return %y : tensor<1x3x?xf32>
}

// -----

// Axes known only at run time.

// CHECK-LABEL: func.func @axes_not_constant
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @axes_not_constant(%x: tensor<1x3x4xf32>, %axes: tensor<1xi64>) -> tensor<1x3x4xf32> {
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x4xf32>, tensor<1xi64>) -> tensor<1x3x4xf32>
  func.return %y : tensor<1x3x4xf32>
}

// -----

// Rank 5: GNA normalises data of rank 3 or 4 only.

// CHECK-LABEL: func.func @rank_five
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @rank_five(%x: tensor<1x2x3x4x5xf32>) -> tensor<1x2x3x4x5xf32> {
  %axes = ov.Constant.v0 dense<4> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x2x3x4x5xf32>, tensor<1xi64>) -> tensor<1x2x3x4x5xf32>
  func.return %y : tensor<1x2x3x4x5xf32>
}

// -----

// Batch 2: the rows of two samples would share one convolution input.

// CHECK-LABEL: func.func @batch_two
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @batch_two(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// No axis normalised (an empty axes list).

// CHECK-LABEL: func.func @no_axes
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @no_axes(%x: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %axes = ov.Constant.v0 dense<> : tensor<0xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x4xf32>, tensor<0xi64>) -> tensor<1x3x4xf32>
  func.return %y : tensor<1x3x4xf32>
}

// -----

// The channel axis normalised with the last: axes from 1.

// CHECK-LABEL: func.func @channel_axis
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @channel_axis(%x: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %axes = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x4xf32>, tensor<2xi64>) -> tensor<1x3x4xf32>
  func.return %y : tensor<1x3x4xf32>
}

// -----

// Axis 2 of rank 4 without axis 3: not the last axes.

// CHECK-LABEL: func.func @not_suffix
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @not_suffix(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x2x3x4xf32>, tensor<1xi64>) -> tensor<1x2x3x4xf32>
  func.return %y : tensor<1x2x3x4xf32>
}

// -----

// A row of 769, longer than the largest GNA filter (768).

// CHECK-LABEL: func.func @row_too_long
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @row_too_long(%x: tensor<1x2x769xf32>) -> tensor<1x2x769xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x2x769xf32>, tensor<1xi64>) -> tensor<1x2x769xf32>
  func.return %y : tensor<1x2x769xf32>
}

// -----

// Rows of length 0 (an empty tensor): nothing to normalise, and no filter of 0 channels.

// CHECK-LABEL: func.func @empty_rows
// CHECK:         ov.MVN.v6 %x
// CHECK-NOT:     ov.Convolution
func.func @empty_rows(%x: tensor<1x3x0xf32>) -> tensor<1x3x0xf32> {
  %axes = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x3x0xf32>, tensor<1xi64>) -> tensor<1x3x0xf32>
  func.return %y : tensor<1x3x0xf32>
}

// -----

// An MVN nothing reads is erased, not decomposed into ops nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> {
  %axes = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
  %y = ov.MVN.v6 %x, %axes {normalize_variance = true, eps = 1.0e-5 : f32, eps_mode = "inside_sqrt"} : (tensor<1x2x3x4xf32>, tensor<2xi64>) -> tensor<1x2x3x4xf32>
  func.return %x : tensor<1x2x3x4xf32>
}
