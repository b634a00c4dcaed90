// RUN: ov-opt %s --split-input-file -p ov-sink-transposes | filecheck %s

// Marked transposes that stay where they are: before a transpose of run-time order, a Slice of
// every axis, and a reordering of two dynamic dims.

// A transpose whose order is known only at run time reads the marked one: they do not fold,
// both stay (the mark removed).
// CHECK-LABEL: func.func @runtime_order
// CHECK:         %[[A:.*]] = ov.Transpose.v1 %x, %to : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Transpose.v1 %[[A]], %perm
// CHECK-NEXT:    func.return %[[B]]
func.func @runtime_order(%x: tensor<1x8x8x3xf32>, %perm: tensor<4xi64>) -> tensor<?x?x?x?xf32> {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %to {ovopt.layout_change} : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
  %b = ov.Transpose.v1 %a, %perm : (tensor<1x3x8x8xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
  func.return %b : tensor<?x?x?x?xf32>
}

// -----

// A Slice without an axes operand slices every axis in the transposed order: the transpose stays
// before it.
// CHECK-LABEL: func.func @slice_without_axes
// CHECK:         %[[A:.*]] = ov.Transpose.v1 %x, %to : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// CHECK:         ov.Slice.v8 %[[A]], %start, %stop, %step : (tensor<1x3x8x8xf32>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x3x4x8xf32>
func.func @slice_without_axes(%x: tensor<1x8x8x3xf32>) -> tensor<1x3x4x8xf32> {
  %to = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %a = ov.Transpose.v1 %x, %to {ovopt.layout_change} : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
  %start = ov.Constant.v0 dense<[0, 0, 0, 0]> : tensor<4xi64>
  %stop = ov.Constant.v0 dense<[1, 3, 4, 8]> : tensor<4xi64>
  %step = ov.Constant.v0 dense<[1, 1, 1, 1]> : tensor<4xi64>
  %s = ov.Slice.v8 %a, %start, %stop, %step : (tensor<1x3x8x8xf32>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> tensor<1x3x4x8xf32>
  func.return %s : tensor<1x3x4x8xf32>
}

// -----

// Moving only a 1-dim, but past two dynamic dims that change place: no Reshape says that (one -1
// at most, and 0 copies a dim in place), so the transpose stays.
// CHECK-LABEL: func.func @two_dynamic_dims_moved
// CHECK:         ov.Transpose.v1 %x, %o : (tensor<?x1x?xf32>, tensor<3xi64>) -> tensor<1x?x?xf32>
// CHECK-NOT:     ov.Reshape
func.func @two_dynamic_dims_moved(%x: tensor<?x1x?xf32>) -> tensor<1x?x?xf32> {
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %t = ov.Transpose.v1 %x, %o {ovopt.layout_change} : (tensor<?x1x?xf32>, tensor<3xi64>) -> tensor<1x?x?xf32>
  func.return %t : tensor<1x?x?xf32>
}

// -----

// A FakeQuantize whose limits broadcast pdpd's way lines them up with the first axes: after the
// transpose they would line up with other axes, so the transpose stays before it.
// CHECK-LABEL: func.func @fake_quantize_pdpd
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %back : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
// CHECK:         ov.FakeQuantize.v0 %[[T]], %lo, %hi, %lo, %hi {levels = 256 : i64, auto_broadcast = "pdpd"}
func.func @fake_quantize_pdpd(%x: tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32> {
  %back = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %t = ov.Transpose.v1 %x, %back {ovopt.layout_change} : (tensor<1x2x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x2xf32>
  %lo = ov.Constant.v0 dense<[[-1.0, -2.0, -3.0]]> : tensor<1x3xf32>
  %hi = ov.Constant.v0 dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %f = ov.FakeQuantize.v0 %t, %lo, %hi, %lo, %hi {levels = 256 : i64, auto_broadcast = "pdpd"} : (tensor<1x3x3x2xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3x3x2xf32>
  func.return %f : tensor<1x3x3x2xf32>
}
