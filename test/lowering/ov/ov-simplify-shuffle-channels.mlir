// RUN: ov-opt %s --split-input-file -p ov-simplify | filecheck %s

// Negative cases, one per condition of FuseShuffleChannels (only it fails; no ShuffleChannels):
//   shuffle.order                 @other_order
//   shuffle.transpose-single-use  @transpose_used_elsewhere
//   shuffle.split-single-use      @split_used_elsewhere
//   shuffle.back-to-x             @not_back_to_x
//   shuffle.grouped-shape         @split_not_of_channels
//   shuffle.static-channels       @dynamic_channels

// Reshape [N, G, C/G, H, W] -> Transpose swapping G and C/G -> Reshape back is ShuffleChannels.

// CHECK-LABEL: func.func @shuffle
// CHECK-NEXT:    %[[Y:.*]] = ov.ShuffleChannels.v0 %x {group = 3 : i64} : (tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32>
// CHECK-NEXT:    func.return %[[Y]]

func.func @shuffle(%x: tensor<?x6x2x2xf32>) -> tensor<?x6x2x2xf32> {
  %s1 = ov.Constant.v0 dense<[0, 3, 2, 2, 2]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3, 4]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[0, 6, 2, 2]> : tensor<4xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = true} : (tensor<?x6x2x2xf32>, tensor<5xi64>) -> tensor<?x3x2x2x2xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<?x3x2x2x2xf32>, tensor<5xi64>) -> tensor<?x2x3x2x2xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = true} : (tensor<?x2x3x2x2xf32>, tensor<4xi64>) -> tensor<?x6x2x2xf32>
  func.return %c : tensor<?x6x2x2xf32>
}

// -----

// The same on [N, C, L]: the transpose swaps dims 1 and 2 and keeps the one after them.

// CHECK-LABEL: func.func @shuffle_rank3
// CHECK-NEXT:    %[[Y:.*]] = ov.ShuffleChannels.v0 %x {group = 2 : i64} : (tensor<2x6x5xf32>) -> tensor<2x6x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @shuffle_rank3(%x: tensor<2x6x5xf32>) -> tensor<2x6x5xf32> {
  %s1 = ov.Constant.v0 dense<[2, 2, 3, 5]> : tensor<4xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3]> : tensor<4xi64>
  %s2 = ov.Constant.v0 dense<[2, 6, 5]> : tensor<3xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<2x6x5xf32>, tensor<4xi64>) -> tensor<2x2x3x5xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<2x2x3x5xf32>, tensor<4xi64>) -> tensor<2x3x2x5xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<2x3x2x5xf32>, tensor<3xi64>) -> tensor<2x6x5xf32>
  func.return %c : tensor<2x6x5xf32>
}

// -----

// [shuffle.order] Another transpose is not a channel shuffle.

// CHECK-LABEL: func.func @other_order
// CHECK-NOT:     ov.ShuffleChannels
// CHECK:         ov.Transpose.v1
func.func @other_order(%x: tensor<1x6x2x2xf32>) -> tensor<1x6x2x2xf32> {
  %s1 = ov.Constant.v0 dense<[1, 3, 2, 2, 2]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 1, 2, 4, 3]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[1, 6, 2, 2]> : tensor<4xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x6x2x2xf32>, tensor<5xi64>) -> tensor<1x3x2x2x2xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<1x3x2x2x2xf32>, tensor<5xi64>) -> tensor<1x3x2x2x2xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x3x2x2x2xf32>, tensor<4xi64>) -> tensor<1x6x2x2xf32>
  func.return %c : tensor<1x6x2x2xf32>
}

// -----

// [shuffle.transpose-single-use] the transpose is also a result.

// CHECK-LABEL: func.func @transpose_used_elsewhere
// CHECK-NOT:     ov.ShuffleChannels
// CHECK:         func.return
func.func @transpose_used_elsewhere(%x: tensor<1x6x2x2xf32>) -> (tensor<1x6x2x2xf32>, tensor<1x2x3x2x2xf32>) {
  %s1 = ov.Constant.v0 dense<[1, 3, 2, 2, 2]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3, 4]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[1, 6, 2, 2]> : tensor<4xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x6x2x2xf32>, tensor<5xi64>) -> tensor<1x3x2x2x2xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<1x3x2x2x2xf32>, tensor<5xi64>) -> tensor<1x2x3x2x2xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x2x3x2x2xf32>, tensor<4xi64>) -> tensor<1x6x2x2xf32>
  func.return %c, %b : tensor<1x6x2x2xf32>, tensor<1x2x3x2x2xf32>
}

// -----

// [shuffle.split-single-use] the split reshape is also a result.

// CHECK-LABEL: func.func @split_used_elsewhere
// CHECK-NOT:     ov.ShuffleChannels
// CHECK:         func.return
func.func @split_used_elsewhere(%x: tensor<1x6x2x2xf32>) -> (tensor<1x6x2x2xf32>, tensor<1x3x2x2x2xf32>) {
  %s1 = ov.Constant.v0 dense<[1, 3, 2, 2, 2]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3, 4]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[1, 6, 2, 2]> : tensor<4xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x6x2x2xf32>, tensor<5xi64>) -> tensor<1x3x2x2x2xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<1x3x2x2x2xf32>, tensor<5xi64>) -> tensor<1x2x3x2x2xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x2x3x2x2xf32>, tensor<4xi64>) -> tensor<1x6x2x2xf32>
  func.return %c, %a : tensor<1x6x2x2xf32>, tensor<1x3x2x2x2xf32>
}

// -----

// [shuffle.back-to-x] the last reshape flattens instead of restoring x's shape.

// CHECK-LABEL: func.func @not_back_to_x
// CHECK-NOT:     ov.ShuffleChannels
// CHECK:         func.return
func.func @not_back_to_x(%x: tensor<1x6x2x2xf32>) -> tensor<1x24xf32> {
  %s1 = ov.Constant.v0 dense<[1, 3, 2, 2, 2]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3, 4]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[1, 24]> : tensor<2xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x6x2x2xf32>, tensor<5xi64>) -> tensor<1x3x2x2x2xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<1x3x2x2x2xf32>, tensor<5xi64>) -> tensor<1x2x3x2x2xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x2x3x2x2xf32>, tensor<2xi64>) -> tensor<1x24xf32>
  func.return %c : tensor<1x24xf32>
}

// -----

// [shuffle.grouped-shape] the split regroups the spatial dims too ([1, 3, 2, 4, 1] is not [N, G, C/G, H, W]).

// CHECK-LABEL: func.func @split_not_of_channels
// CHECK-NOT:     ov.ShuffleChannels
// CHECK:         func.return
func.func @split_not_of_channels(%x: tensor<1x6x2x2xf32>) -> tensor<1x6x2x2xf32> {
  %s1 = ov.Constant.v0 dense<[1, 3, 2, 4, 1]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3, 4]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[1, 6, 2, 2]> : tensor<4xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x6x2x2xf32>, tensor<5xi64>) -> tensor<1x3x2x4x1xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<1x3x2x4x1xf32>, tensor<5xi64>) -> tensor<1x2x3x4x1xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x2x3x4x1xf32>, tensor<4xi64>) -> tensor<1x6x2x2xf32>
  func.return %c : tensor<1x6x2x2xf32>
}

// -----

// [shuffle.static-channels] Channels known only at run time: C/G is unknown, nothing to compare
// the grouped shape with; the ops stay.

// CHECK-LABEL: func.func @dynamic_channels
// CHECK-NOT:     ov.ShuffleChannels
// CHECK:         ov.Transpose.v1
// CHECK:         func.return
func.func @dynamic_channels(%x: tensor<1x?x2x2xf32>) -> tensor<1x?x2x2xf32> {
  %s1 = ov.Constant.v0 dense<[1, 3, -1, 2, 2]> : tensor<5xi64>
  %p = ov.Constant.v0 dense<[0, 2, 1, 3, 4]> : tensor<5xi64>
  %s2 = ov.Constant.v0 dense<[1, -1, 2, 2]> : tensor<4xi64>
  %a = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x?x2x2xf32>, tensor<5xi64>) -> tensor<1x3x?x2x2xf32>
  %b = ov.Transpose.v1 %a, %p : (tensor<1x3x?x2x2xf32>, tensor<5xi64>) -> tensor<1x?x3x2x2xf32>
  %c = ov.Reshape.v1 %b, %s2 {special_zero = false} : (tensor<1x?x3x2x2xf32>, tensor<4xi64>) -> tensor<1x?x2x2xf32>
  func.return %c : tensor<1x?x2x2xf32>
}
