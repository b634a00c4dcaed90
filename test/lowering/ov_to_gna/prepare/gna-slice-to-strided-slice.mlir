// RUN: ov-opt %s --split-input-file -p gna-slice-to-strided-slice | filecheck %s

// Negative cases, one per condition of SliceToStridedSlice (only it fails; the Slice stays).
// Condition -> case:
//   slice.constant-start   @start_or_step_not_constant (%a)
//   slice.constant-stop    @dynamic (%b)
//   slice.constant-step    @start_or_step_not_constant (%b)
//   slice.constant-axes    @dynamic (%c)
//   slice.known-rank       unreachable: ov ops take ranked tensors only (tensor<*xf32> is refused
//                          when parsed), so the data's shape is always known
// Each reachable condition removed in turn fails this file (4 of 4).

// A Slice on axes 1 and 3 of four: begin / end / strides cover every axis, the Slice's values
// on its axes (the negative one normalised), 0 / 0 / 1 with both masks set on the others.

// CHECK-LABEL: func.func @axes_subset
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[0, 1, 0, -3]> : tensor<4xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<[0, 9, 0, 6]> : tensor<4xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[1, 2, 1, 1]> : tensor<4xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.StridedSlice.v1 %x, %[[B]], %[[E]], %[[S]] {begin_mask = array<i64: 1, 0, 1, 0>, end_mask = array<i64: 1, 0, 1, 0>} : (tensor<1x10x2x6xf32>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x4x2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @axes_subset(%x: tensor<1x10x2x6xf32>) -> tensor<1x4x2x3xf32> {
  %start = ov.Constant.v0 dense<[1, -3]> : tensor<2xi64>
  %stop = ov.Constant.v0 dense<[9, 6]> : tensor<2xi64>
  %step = ov.Constant.v0 dense<[2, 1]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<[1, -1]> : tensor<2xi32>
  %y = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<1x10x2x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi32>) -> tensor<1x4x2x3xf32>
  func.return %y : tensor<1x4x2x3xf32>
}

// -----

// A negative step to the very start (ONNX's INT64_MIN stop) and no axes input: the Slice's
// axes are 0, 1, ...; the last axis stays whole.

// CHECK-LABEL: func.func @negative_step
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[-1, 0]> : tensor<2xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<[-9223372036854775808, 0]> : tensor<2xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[-2, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.StridedSlice.v1 %x, %[[B]], %[[E]], %[[S]] {begin_mask = array<i64: 0, 1>, end_mask = array<i64: 0, 1>} : (tensor<5x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @negative_step(%x: tensor<5x3xf32>) -> tensor<3x3xf32> {
  %start = ov.Constant.v0 dense<-1> : tensor<1xi32>
  %stop = ov.Constant.v0 dense<-9223372036854775808> : tensor<1xi64>
  %step = ov.Constant.v0 dense<-2> : tensor<1xi64>
  %y = ov.Slice.v8 %x, %start, %stop, %step : (tensor<5x3xf32>, tensor<1xi32>, tensor<1xi64>, tensor<1xi64>) -> tensor<3x3xf32>
  func.return %y : tensor<3x3xf32>
}

// -----

// Dynamic dims are fine (only the rank is needed); bounds known only at run time (%stop, %axes)
// are not: those Slices stay, as the GNA plugin's matcher takes only constants.

// CHECK-LABEL: func.func @dynamic
// CHECK:         ov.StridedSlice.v1 %x, %{{.*}}, %{{.*}}, %{{.*}} {begin_mask = array<i64: 0, 1>, end_mask = array<i64: 0, 1>} : (tensor<?x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x4xf32>
// CHECK-NEXT:    ov.Slice.v8 %x, %{{.*}}, %stop, %{{.*}} :
// CHECK-NEXT:    ov.Slice.v8 %x, %{{.*}}, %{{.*}}, %{{.*}}, %axes :
// CHECK-NOT:     ov.StridedSlice
func.func @dynamic(%x: tensor<?x4xf32>, %stop: tensor<1xi64>, %axes: tensor<1xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>) {
  %one = ov.Constant.v0 dense<1> : tensor<1xi64>
  %three = ov.Constant.v0 dense<3> : tensor<1xi64>
  %a = ov.Slice.v8 %x, %one, %three, %one : (tensor<?x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x4xf32>
  %b = ov.Slice.v8 %x, %one, %stop, %one : (tensor<?x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x4xf32>
  %c = ov.Slice.v8 %x, %one, %one, %one, %axes : (tensor<?x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xf32>
  func.return %a, %b, %c : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @start_or_step_not_constant
// CHECK-NEXT:    ov.Constant.v0
// CHECK-NEXT:    ov.Slice.v8 %x, %start,
// CHECK-NEXT:    ov.Slice.v8 %x, %{{.*}}, %{{.*}}, %step :
// CHECK-NOT:     ov.StridedSlice
func.func @start_or_step_not_constant(%x: tensor<5x4xf32>, %start: tensor<1xi64>, %step: tensor<1xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %one = ov.Constant.v0 dense<1> : tensor<1xi64>
  %a = ov.Slice.v8 %x, %start, %one, %one : (tensor<5x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x4xf32>
  %b = ov.Slice.v8 %x, %one, %one, %step : (tensor<5x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x4xf32>
  func.return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// A Slice nothing reads is erased, not rewritten to a StridedSlice nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x10x2x6xf32>) -> tensor<1x10x2x6xf32> {
  %start = ov.Constant.v0 dense<[1, -3]> : tensor<2xi64>
  %stop = ov.Constant.v0 dense<[9, 6]> : tensor<2xi64>
  %step = ov.Constant.v0 dense<[2, 1]> : tensor<2xi64>
  %axes = ov.Constant.v0 dense<[1, -1]> : tensor<2xi32>
  %y = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<1x10x2x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi32>) -> tensor<1x4x2x3xf32>
  func.return %x : tensor<1x10x2x6xf32>
}
