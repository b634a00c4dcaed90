// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// LayerNormalization returning Y only is MVN-6 (epsilon inside the square root) over the axes
// from `axis` (default -1, here 2) on, then Scale and B.

// CHECK-LABEL: func.func @layer_norm
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4xf32>, %[[S:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %[[X]], %[[AXES]] {normalize_variance = true, eps = 1.000000e-03 : f32, eps_mode = "inside_sqrt"} : (tensor<?x3x4xf32>, tensor<1xi64>) -> tensor<?x3x4xf32>
// CHECK-NEXT:    %[[SC:.*]] = ov.Multiply.v1 %[[N]], %[[S]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[SC]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]] : tensor<?x3x4xf32>
func.func @layer_norm(%x: tensor<?x3x4xf32>, %s: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<?x3x4xf32> {
  %y = "onnx.LayerNormalization"(%x, %s, %b) <{version = 17 : i64, epsilon = 1.000000e-03 : f32, resultSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<?x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<?x3x4xf32>
  func.return %y : tensor<?x3x4xf32>
}

// -----

// With Mean and InvStdDev used, ONNX's function body is spelled out; the statistics are in
// the stash type (f32) while X and Y are f16, and without B there is no Add.

// CHECK-LABEL: func.func @layer_norm_statistics
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf16>, %[[S:.*]]: tensor<3xf16>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[X32:.*]] = ov.Convert.v0 %[[X]] {destination_type = f32} : (tensor<2x3xf16>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[MEAN:.*]] = ov.ReduceMean.v1 %[[X32]], %[[AXES]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Subtract.v1 %[[X32]], %[[MEAN]]
// CHECK-NEXT:    %[[DD:.*]] = ov.Multiply.v1 %[[D]], %[[D]]
// CHECK-NEXT:    %[[VAR:.*]] = ov.ReduceMean.v1 %[[DD]], %[[AXES]] {keep_dims = true}
// CHECK-NEXT:    %[[EPS:.*]] = ov.Constant.v0 dense<1.000000e-05> : tensor<f32>
// CHECK-NEXT:    %[[VE:.*]] = ov.Add.v1 %[[VAR]], %[[EPS]]
// CHECK-NEXT:    %[[STD:.*]] = ov.Sqrt.v0 %[[VE]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[INV:.*]] = ov.Divide.v1 %[[ONE]], %[[STD]] : (tensor<f32>, tensor<2x1xf32>) -> tensor<2x1xf32>
// CHECK-NEXT:    %[[N:.*]] = ov.Multiply.v1 %[[D]], %[[INV]]
// CHECK-NEXT:    %[[N16:.*]] = ov.Convert.v0 %[[N]] {destination_type = f16} : (tensor<2x3xf32>) -> tensor<2x3xf16>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[N16]], %[[S]]
// CHECK-NEXT:    func.return %[[Y]], %[[MEAN]], %[[INV]] : tensor<2x3xf16>, tensor<2x1xf32>, tensor<2x1xf32>
func.func @layer_norm_statistics(%x: tensor<2x3xf16>, %s: tensor<3xf16>) -> (tensor<2x3xf16>, tensor<2x1xf32>, tensor<2x1xf32>) {
  %y, %m, %i = "onnx.LayerNormalization"(%x, %s) <{version = 17 : i64, axis = 1 : i64, resultSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf16>, tensor<3xf16>) -> (tensor<2x3xf16>, tensor<2x1xf32>, tensor<2x1xf32>)
  func.return %y, %m, %i : tensor<2x3xf16>, tensor<2x1xf32>, tensor<2x1xf32>
}

// -----

// RMSNormalization: X / sqrt(mean(X * X) + epsilon) * scale over the axes from 1 on.

// CHECK-LABEL: func.func @rms_norm
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4xf32>, %[[S:.*]]: tensor<3x4xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[SQ:.*]] = ov.Multiply.v1 %[[X]], %[[X]]
// CHECK-NEXT:    %[[MS:.*]] = ov.ReduceMean.v1 %[[SQ]], %[[AXES]] {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x1x1xf32>
// CHECK-NEXT:    %[[EPS:.*]] = ov.Constant.v0 dense<1.000000e-05> : tensor<f32>
// CHECK-NEXT:    %[[MSE:.*]] = ov.Add.v1 %[[MS]], %[[EPS]]
// CHECK-NEXT:    %[[RMS:.*]] = ov.Sqrt.v0 %[[MSE]]
// CHECK-NEXT:    %[[N:.*]] = ov.Divide.v1 %[[X]], %[[RMS]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[N]], %[[S]] : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @rms_norm(%x: tensor<2x3x4xf32>, %s: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  %y = "onnx.RMSNormalization"(%x, %s) <{version = 23 : i64, axis = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}

// -----

// InstanceNormalization: MVN over the spatial axes, scale and B reshaped to [1, C, 1, 1].

// CHECK-LABEL: func.func @instance_norm
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3x4x5xf32>, %[[S:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[N:.*]] = ov.MVN.v6 %[[X]], %[[AXES]] {normalize_variance = true, eps = 1.000000e-05 : f32, eps_mode = "inside_sqrt"}
// CHECK-NEXT:    %[[SHAPE:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[S4:.*]] = ov.Reshape.v1 %[[S]], %[[SHAPE]] {special_zero = false} : (tensor<3xf32>, tensor<4xi64>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %[[SC:.*]] = ov.Multiply.v1 %[[N]], %[[S4]]
// CHECK-NEXT:    %[[SHAPE2:.*]] = ov.Constant.v0 dense<[1, -1, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[B4:.*]] = ov.Reshape.v1 %[[B]], %[[SHAPE2]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[SC]], %[[B4]] : (tensor<?x3x4x5xf32>, tensor<1x3x1x1xf32>) -> tensor<?x3x4x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @instance_norm(%x: tensor<?x3x4x5xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<?x3x4x5xf32> {
  %y = "onnx.InstanceNormalization"(%x, %s, %b) <{version = 6 : i64}> : (tensor<?x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3x4x5xf32>
  func.return %y : tensor<?x3x4x5xf32>
}

// -----

// GroupNormalization-21 scales per channel, as GroupNormalization-12 does.

// CHECK-LABEL: func.func @group_norm_21
// CHECK-SAME:    (%[[X:.*]]: tensor<2x4x3xf32>, %[[S:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupNormalization.v12 %[[X]], %[[S]], %[[B]] {num_groups = 2 : i64, epsilon = 1.000000e-05 : f32} : (tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @group_norm_21(%x: tensor<2x4x3xf32>, %s: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<2x4x3xf32> {
  %y = "onnx.GroupNormalization"(%x, %s, %b) <{version = 21 : i64, num_groups = 2 : i64}> : (tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4x3xf32>
  func.return %y : tensor<2x4x3xf32>
}

// -----

// GroupNormalization-18 scales per group: [s0, s1, s2] becomes [s0, s0, s1, s1, s2, s2] for 6
// channels (each group's value once per channel of the group: C / G, not C - G, times).

// CHECK-LABEL: func.func @group_norm_18
// CHECK-SAME:    (%[[X:.*]]: tensor<2x6x3xf32>, %[[S:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[C1:.*]] = ov.Constant.v0 dense<[3, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[COL:.*]] = ov.Reshape.v1 %[[S]], %[[C1]] {special_zero = false} : (tensor<3xf32>, tensor<2xi64>) -> tensor<3x1xf32>
// CHECK-NEXT:    %[[C2:.*]] = ov.Constant.v0 dense<[3, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[REP:.*]] = ov.Broadcast.v3 %[[COL]], %[[C2]] : (tensor<3x1xf32>, tensor<2xi64>) -> tensor<3x2xf32>
// CHECK-NEXT:    %[[C3:.*]] = ov.Constant.v0 dense<6> : tensor<1xi64>
// CHECK-NEXT:    %[[S6:.*]] = ov.Reshape.v1 %[[REP]], %[[C3]] {special_zero = false} : (tensor<3x2xf32>, tensor<1xi64>) -> tensor<6xf32>
// CHECK:         %[[B6:.*]] = ov.Reshape.v1 %{{.*}} -> tensor<6xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.GroupNormalization.v12 %[[X]], %[[S6]], %[[B6]] {num_groups = 3 : i64, epsilon = 1.000000e-02 : f32}
// CHECK-NEXT:    func.return %[[Y]]
func.func @group_norm_18(%x: tensor<2x6x3xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<2x6x3xf32> {
  %y = "onnx.GroupNormalization"(%x, %s, %b) <{version = 18 : i64, num_groups = 3 : i64, epsilon = 1.000000e-02 : f32}> : (tensor<2x6x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x6x3xf32>
  func.return %y : tensor<2x6x3xf32>
}

// -----

// MeanVarianceNormalization adds its epsilon (1e-9) outside the square root; axes default to
// [0, 2, 3].

// CHECK-LABEL: func.func @mvn
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x4x5xf32>)
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<[0, 2, 3]> : tensor<3xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.MVN.v6 %[[X]], %[[A1]] {normalize_variance = true, eps = 1.000000e-09 : f32, eps_mode = "outside_sqrt"}
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<1> : tensor<1xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.MVN.v6 %[[X]], %[[B1]] {normalize_variance = true, eps = 1.000000e-09 : f32, eps_mode = "outside_sqrt"}
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @mvn(%x: tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) {
  %a = "onnx.MeanVarianceNormalization"(%x) <{version = 13 : i64}> : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  %b = "onnx.MeanVarianceNormalization"(%x) <{version = 13 : i64, axes = array<i64: 1>}> : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  func.return %a, %b : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>
}

// -----

// LpNormalization divides by the L2 (default) or L1 norm along `axis` (default -1); where the
// norm is zero (x is zero there) it divides by 1, so that the result is 0, not NaN.

// CHECK-LABEL: func.func @lp_norm
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[A1:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[L2:.*]] = ov.ReduceL2.v4 %[[X]], %[[A1]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[IS_ZERO:.*]] = ov.Equal.v1 %[[L2]], %[[ZERO]]
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[DIVISOR:.*]] = ov.Select.v1 %[[IS_ZERO]], %[[ONE]], %[[L2]]
// CHECK-NEXT:    %[[A:.*]] = ov.Divide.v1 %[[X]], %[[DIVISOR]]
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<0> : tensor<1xi64>
// CHECK-NEXT:    %[[L1:.*]] = ov.ReduceL1.v4 %[[X]], %[[B1]] {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<1x3xf32>
// CHECK:         %[[B:.*]] = ov.Divide.v1 %[[X]], %{{.*}}
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @lp_norm(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = "onnx.LpNormalization"(%x) <{version = 22 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "onnx.LpNormalization"(%x) <{version = 22 : i64, p = 1 : i64, axis = 0 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}
