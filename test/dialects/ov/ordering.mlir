// RUN: OV_ROUNDTRIP

// TopK, CumSum and ReverseSequence, printed generic, parsed back and printed in their custom form.

// A constant k gives a static dim (capped by the axis' dim), a k known only at run time `?`;
// index_element_type (i32 by default) is the type of the second result.

// CHECK-LABEL: func.func @top_k
// CHECK:         %{{.*}}, %{{.*}} = ov.TopK.v11 %{{.*}}, %{{.*}} {axis = 1 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<3x2xf32>, tensor<3x2xi64>)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = ov.TopK.v11 %{{.*}}, %{{.*}} {axis = -2 : i64, mode = "min", sort = "none"} : (tensor<3x5xf32>, tensor<i32>) -> (tensor<?x5xf32>, tensor<?x5xi32>)
func.func @top_k(%x: tensor<3x5xf32>, %k: tensor<i32>) -> (tensor<3x2xf32>, tensor<3x2xi64>, tensor<?x5xf32>, tensor<?x5xi32>) {
  %two = ov.Constant.v0 dense<2> : tensor<i64>
  %v, %i = ov.TopK.v11 %x, %two {axis = 1 : i64, mode = "max", sort = "value", index_element_type = i64, stable = true} : (tensor<3x5xf32>, tensor<i64>) -> (tensor<3x2xf32>, tensor<3x2xi64>)
  %w, %j = ov.TopK.v11 %x, %k {axis = -2 : i64, mode = "min", sort = "none"} : (tensor<3x5xf32>, tensor<i32>) -> (tensor<?x5xf32>, tensor<?x5xi32>)
  func.return %v, %i, %w, %j : tensor<3x2xf32>, tensor<3x2xi64>, tensor<?x5xf32>, tensor<?x5xi32>
}

// -----

// CumSum and ReverseSequence give the data's type; default flags and axes are not printed.

// CHECK-LABEL: func.func @along_axis
// CHECK:         %{{.*}} = ov.CumSum.v0 %{{.*}}, %{{.*}} : (tensor<?x4xi32>, tensor<i64>) -> tensor<?x4xi32>
// CHECK-NEXT:    %{{.*}} = ov.CumSum.v0 %{{.*}}, %{{.*}} {exclusive = true, reverse = true} : (tensor<?x4xi32>, tensor<i64>) -> tensor<?x4xi32>
// CHECK-NEXT:    %{{.*}} = ov.ReverseSequence.v0 %{{.*}}, %{{.*}} : (tensor<4x5x2xf32>, tensor<4xi64>) -> tensor<4x5x2xf32>
// CHECK-NEXT:    %{{.*}} = ov.ReverseSequence.v0 %{{.*}}, %{{.*}} {batch_axis = 2 : i64, seq_axis = 0 : i64} : (tensor<4x5x2xf32>, tensor<2xi32>) -> tensor<4x5x2xf32>
func.func @along_axis(%x: tensor<?x4xi32>, %s: tensor<4x5x2xf32>, %l: tensor<4xi64>, %m: tensor<2xi32>) -> (tensor<?x4xi32>, tensor<?x4xi32>, tensor<4x5x2xf32>, tensor<4x5x2xf32>) {
  %axis = ov.Constant.v0 dense<-1> : tensor<i64>
  %a = ov.CumSum.v0 %x, %axis : (tensor<?x4xi32>, tensor<i64>) -> tensor<?x4xi32>
  %b = ov.CumSum.v0 %x, %axis {exclusive = true, reverse = true} : (tensor<?x4xi32>, tensor<i64>) -> tensor<?x4xi32>
  %c = ov.ReverseSequence.v0 %s, %l : (tensor<4x5x2xf32>, tensor<4xi64>) -> tensor<4x5x2xf32>
  %d = ov.ReverseSequence.v0 %s, %m {batch_axis = 2 : i64, seq_axis = 0 : i64} : (tensor<4x5x2xf32>, tensor<2xi32>) -> tensor<4x5x2xf32>
  func.return %a, %b, %c, %d : tensor<?x4xi32>, tensor<?x4xi32>, tensor<4x5x2xf32>, tensor<4x5x2xf32>
}
