// RUN: ov-opt %s --split-input-file -p ov-compress-to-fp16 --print-debuginfo | filecheck %s

// An f32 constant becomes f16 and a Convert to f32 marked `decompression` takes its place,
// its name and its tensor names. Integer and f16 constants stay, and so does a constant most
// of whose values f16 cannot hold.

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[H:.*]] = ov.Constant.v0 dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf16>
// CHECK-NEXT:    %[[W:.*]] = ov.Convert.v0 %[[H]] {ovopt.rt_info = {decompression = {}}, ovopt.tensor_names = {{\[\[}}"w"]], destination_type = f32}
// CHECK-NEXT:    %[[BIG:.*]] = ov.Constant.v0 dense<[1.000000e+06, 2.000000e+06]> : tensor<2xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[F16:.*]] = ov.Constant.v0 dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>
// CHECK-NEXT:    ov.Multiply.v1 %x, %[[W]]
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf16>) {
  %w = ov.Constant.v0 dense<[1.5, 2.5]> : tensor<2xf32> {ovopt.tensor_names = [["w"]]} loc("w")
  %big = ov.Constant.v0 dense<[1.0e6, 2.0e6]> : tensor<2xf32>
  %i = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
  %h = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf16>
  %a = ov.Multiply.v1 %x, %w : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %b = ov.Multiply.v1 %x, %big : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %axis = ov.Constant.v0 dense<0> : tensor<i64>
  %c = ov.Gather.v8 %x, %i, %axis : (tensor<2xf32>, tensor<2xi64>, tensor<i64>) -> tensor<2xf32>
  func.return %a, %b, %c, %h : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf16>
}

// -----

// The values f16 cannot hold are clamped to +-65504 when they are few (one of four). The
// compressed constant is named after the weight (few_compressed), the Convert takes its name.
// A constant nothing reads stays as it is.

// CHECK-LABEL: func.func @beyond
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<[6.550400e+04, -6.550400e+04, 5.000000e-01, 6.550400e+04]> : tensor<4xf16> loc("few_compressed")
// CHECK-NEXT:    %[[FEW:.*]] = ov.Convert.v0 %[[F]] {ovopt.rt_info = {decompression = {}}, destination_type = f32} : (tensor<4xf16>) -> tensor<4xf32> loc("few")
// CHECK-NEXT:    ov.Constant.v0 dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    ov.Multiply.v1 %x, %[[FEW]]
func.func @beyond(%x: tensor<4xf32>) -> tensor<4xf32> {
  %few = ov.Constant.v0 dense<[1.0e6, -2.0e6, 0.5, 65504.0]> : tensor<4xf32> loc("few")
  %unused = ov.Constant.v0 dense<[1.0, 2.0]> : tensor<2xf32>
  %a = ov.Multiply.v1 %x, %few : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %a : tensor<4xf32>
}

// -----

// Weights the IR writer writes transposed (ov-transpose-matmul-weights' Transpose) are
// transposed as f16, the decompression after the Transpose, as ovc stores them. A weight that
// something else reads too is decompressed before its Transpose.

// CHECK-LABEL: func.func @transposed
// CHECK-NEXT:    %[[H:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf16> loc("w_compressed")
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    %[[HT:.*]] = ov.Transpose.v1 %[[H]], %[[ORDER]] : (tensor<2x3xf16>, tensor<2xi64>) -> tensor<3x2xf16> loc("w_compressed")
// CHECK-NEXT:    %[[WT:.*]] = ov.Convert.v0 %[[HT]] {ovopt.rt_info = {decompression = {}}, destination_type = f32} : (tensor<3x2xf16>) -> tensor<3x2xf32> loc("w")
// CHECK-NEXT:    ov.MatMul.v0 %x, %[[WT]] {transpose_b = true}
// CHECK:         %[[SH:.*]] = ov.Constant.v0 {{.*}} : tensor<2x3xf16> loc("shared_compressed")
// CHECK-NEXT:    %[[S:.*]] = ov.Convert.v0 %[[SH]] {{.*}} loc("shared")
// CHECK:         ov.Transpose.v1 %[[S]]
// CHECK:         ov.Add.v1 %[[S]]
func.func @transposed(%x: tensor<4x2xf32>, %y: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>) {
  %w = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32> loc("w")
  %order = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %wt = ov.Transpose.v1 %w, %order : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32> loc("w")
  %a = ov.MatMul.v0 %x, %wt {transpose_b = true} : (tensor<4x2xf32>, tensor<3x2xf32>) -> tensor<4x3xf32>
  %shared = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 7.0]]> : tensor<2x3xf32> loc("shared")
  %st = ov.Transpose.v1 %shared, %order : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32> loc("shared")
  %b = ov.MatMul.v0 %x, %st {transpose_b = true} : (tensor<4x2xf32>, tensor<3x2xf32>) -> tensor<4x3xf32>
  %c = ov.Add.v1 %shared, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b, %c : tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>
}
