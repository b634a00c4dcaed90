// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// A Split or Slice of a constant is constant folding's: it stays an ov op, only the sum of its
// parts goes to GNA.
// CHECK-LABEL: func.func @split_of_constant
// CHECK:         %[[A:.*]], %[[B:.*]] = ov.Split.v1 %c, %axis
// CHECK-NOT:     gna.split
// CHECK:         gna.eltwise
func.func @split_of_constant(%x: tensor<1x64xf32>) -> tensor<1x32xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<1x64xf32>
  %axis = ov.Constant.v0 dense<1> : tensor<i64>
  %a, %b = ov.Split.v1 %c, %axis {num_splits = 2 : i64} : (tensor<1x64xf32>, tensor<i64>) -> (tensor<1x32xf32>, tensor<1x32xf32>)
  %s = ov.Add.v1 %a, %b : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
  func.return %s : tensor<1x32xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_constant
// CHECK:         %[[S:.*]] = ov.Slice.v8 %c, %start, %stop, %step, %axes
// CHECK-NOT:     gna.crop
// CHECK:         gna.eltwise
func.func @slice_of_constant(%x: tensor<1x32xf32>) -> tensor<1x32xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<1x64xf32>
  %start = ov.Constant.v0 dense<[0]> : tensor<1xi64>
  %stop = ov.Constant.v0 dense<[32]> : tensor<1xi64>
  %step = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %axes = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %s = ov.Slice.v8 %c, %start, %stop, %step, %axes : (tensor<1x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x32xf32>
  %y = ov.Add.v1 %x, %s : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
  func.return %y : tensor<1x32xf32>
}

// -----

// Axes known only at run time: no crop.
// CHECK-LABEL: func.func @slice_axes_at_run_time
// CHECK:         ov.Slice.v8 %x, %start, %stop, %step, %axes
// CHECK-NOT:     gna.
func.func @slice_axes_at_run_time(%x: tensor<1x64xf32>, %axes: tensor<1xi64>) -> tensor<?x?xf32> {
  %start = ov.Constant.v0 dense<[0]> : tensor<1xi64>
  %stop = ov.Constant.v0 dense<[32]> : tensor<1xi64>
  %step = ov.Constant.v0 dense<[1]> : tensor<1xi64>
  %s = ov.Slice.v8 %x, %start, %stop, %step, %axes : (tensor<1x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xf32>
  func.return %s : tensor<?x?xf32>
}
