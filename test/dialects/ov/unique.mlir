// RUN: OV_ROUNDTRIP

// Unique-10 over the flattened data and along an axis: the unique count is `?`, the inverse
// indices as many as the elements (slices).

// CHECK-LABEL: func.func @unique
// CHECK-SAME:    (%[[X:.*]]: tensor<2x4x3xf32>)
// CHECK-NEXT:    %[[AXIS:.*]] = ov.Constant.v0 dense<-2> : tensor<i64>
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = ov.Unique.v10 %[[X]] : (tensor<2x4x3xf32>) -> (tensor<?xf32>, tensor<?xi64>, tensor<24xi64>, tensor<?xi64>)
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = ov.Unique.v10 %[[X]], %[[AXIS]] {sorted = false, index_element_type = i32} : (tensor<2x4x3xf32>, tensor<i64>) -> (tensor<2x?x3xf32>, tensor<?xi32>, tensor<4xi32>, tensor<?xi64>)
func.func @unique(%x: tensor<2x4x3xf32>) -> (tensor<?xf32>, tensor<2x?x3xf32>) {
  %axis = ov.Constant.v0 dense<-2> : tensor<i64>
  %y, %i, %r, %c = ov.Unique.v10 %x : (tensor<2x4x3xf32>) -> (tensor<?xf32>, tensor<?xi64>, tensor<24xi64>, tensor<?xi64>)
  %z, %j, %s, %d = ov.Unique.v10 %x, %axis {sorted = false, index_element_type = i32} : (tensor<2x4x3xf32>, tensor<i64>) -> (tensor<2x?x3xf32>, tensor<?xi32>, tensor<4xi32>, tensor<?xi64>)
  func.return %y, %z : tensor<?xf32>, tensor<2x?x3xf32>
}
