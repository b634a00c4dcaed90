// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Negative cases, one per condition of AllNegativeInfinity (only it fails; no ReduceLogicalAnd):
//   allneginf.number       @left_alone (%b)
//   allneginf.single-use   @left_alone (%c)
//   allneginf.same-type    @comparison_wider

// "Is the max -inf" (Attention's fully-masked-row guard) asks whether every element is -inf:
// OpenVINO's CPU ReduceMax of a row of -inf gives the lowest finite float instead.

// CHECK-LABEL: func.func @all_masked
// CHECK-NEXT:    %[[AXES:.*]] = ov.Constant.v0 dense<-1> : tensor<1xi64>
// CHECK-NEXT:    %[[NEG:.*]] = ov.Constant.v0 dense<0xff800000> : tensor<f32>
// CHECK-NEXT:    %[[HIDDEN:.*]] = ov.Equal.v1 %bias, %[[NEG]] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xi1>
// CHECK-NEXT:    %[[ALL:.*]] = ov.ReduceLogicalAnd.v1 %[[HIDDEN]], %[[AXES]] {keep_dims = true} : (tensor<2x4xi1>, tensor<1xi64>) -> tensor<2x1xi1>
// CHECK-NEXT:    func.return %[[ALL]]
func.func @all_masked(%bias: tensor<2x4xf32>) -> tensor<2x1xi1> {
  %axes = ov.Constant.v0 dense<-1> : tensor<1xi64>
  %ninf = ov.Constant.v0 dense<0xFF800000> : tensor<f32>
  %peak = ov.ReduceMax.v1 %bias, %axes {keep_dims = true} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %all = ov.Equal.v1 %peak, %ninf : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xi1>
  func.return %all : tensor<2x1xi1>
}

// -----

// Without keep_dims the reduction drops the axis, as the ReduceMax did.

// CHECK-LABEL: func.func @dropped_axis
// CHECK:         ov.ReduceLogicalAnd.v1 %{{.*}}, %{{.*}} : (tensor<2x4xi1>, tensor<1xi64>) -> tensor<2xi1>
func.func @dropped_axis(%bias: tensor<2x4xf32>) -> tensor<2xi1> {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %ninf = ov.Constant.v0 dense<0xFF800000> : tensor<f32>
  %peak = ov.ReduceMax.v1 %bias, %axes : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2xf32>
  %all = ov.Equal.v1 %ninf, %peak : (tensor<f32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %all : tensor<2xi1>
}

// -----

// [allneginf.number] [allneginf.single-use] Not fired: a comparison with another number (%b),
// and a max that has another user (%c).

// CHECK-LABEL: func.func @left_alone
// CHECK-NOT:     ov.ReduceLogicalAnd
// CHECK:         ov.ReduceMax.v1
// CHECK:         ov.ReduceMax.v1
// CHECK-NOT:     ov.ReduceLogicalAnd
func.func @left_alone(%x: tensor<2x4xf32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xf32>) {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %zero = ov.Constant.v0 dense<0.0> : tensor<f32>
  %ninf = ov.Constant.v0 dense<0xFF800000> : tensor<f32>
  %a = ov.ReduceMax.v1 %x, %axes : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2xf32>
  %b = ov.Equal.v1 %a, %zero : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
  %c = ov.ReduceMax.v1 %x, %axes : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2xf32>
  %d = ov.Equal.v1 %c, %ninf : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
  func.return %b, %d, %c : tensor<2xi1>, tensor<2xi1>, tensor<2xf32>
}

// -----

// [allneginf.same-type] A -inf of higher rank broadcasts the comparison wider than the reduction.

// CHECK-LABEL: func.func @comparison_wider
// CHECK-NOT:     ov.ReduceLogicalAnd
// CHECK:         func.return
func.func @comparison_wider(%x: tensor<2x4xf32>) -> tensor<1x2x1xi1> {
  %axes = ov.Constant.v0 dense<1> : tensor<1xi64>
  %ninf = ov.Constant.v0 dense<0xFF800000> : tensor<1x1x1xf32>
  %a = ov.ReduceMax.v1 %x, %axes {keep_dims = true} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %b = ov.Equal.v1 %a, %ninf : (tensor<2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xi1>
  func.return %b : tensor<1x2x1xi1>
}
