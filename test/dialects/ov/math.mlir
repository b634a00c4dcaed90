// RUN: OV_ROUNDTRIP

// Trigonometry, Sign, Round, remainders, bit operations, Clamp and the float tests, printed
// generic, parsed back and printed in their custom form.

// CHECK-LABEL: func.func @unary
// CHECK-SAME:    (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.Sin.v0 %[[X]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Cos.v0 %[[A]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Tan.v0 %[[B]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Asin.v0 %[[C]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[E:.*]] = ov.Acos.v0 %[[D]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Atan.v0 %[[E]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[G:.*]] = ov.Sinh.v0 %[[F]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.Cosh.v0 %[[G]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Asinh.v3 %[[H]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[J:.*]] = ov.Acosh.v3 %[[I]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Atanh.v3 %[[J]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.Sign.v0 %[[K]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.Round.v5 %[[L]] : tensor<?x3xf32>
// CHECK-NEXT:    %[[N:.*]] = ov.Round.v5 %[[M]] {mode = "half_away_from_zero"} : tensor<?x3xf32>
// CHECK-NEXT:    %[[O:.*]] = ov.Clamp.v0 %[[N]] {min = -1.500000e+00 : f64, max = 2.000000e+00 : f64} : tensor<?x3xf32>
// CHECK-NEXT:    func.return %[[O]] : tensor<?x3xf32>
func.func @unary(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %a = ov.Sin.v0 %x : tensor<?x3xf32>
  %b = ov.Cos.v0 %a : tensor<?x3xf32>
  %c = ov.Tan.v0 %b : tensor<?x3xf32>
  %d = ov.Asin.v0 %c : tensor<?x3xf32>
  %e = ov.Acos.v0 %d : tensor<?x3xf32>
  %f = ov.Atan.v0 %e : tensor<?x3xf32>
  %g = ov.Sinh.v0 %f : tensor<?x3xf32>
  %h = ov.Cosh.v0 %g : tensor<?x3xf32>
  %i = ov.Asinh.v3 %h : tensor<?x3xf32>
  %j = ov.Acosh.v3 %i : tensor<?x3xf32>
  %k = ov.Atanh.v3 %j : tensor<?x3xf32>
  %l = ov.Sign.v0 %k : tensor<?x3xf32>
  %m = ov.Round.v5 %l : tensor<?x3xf32>
  %n = ov.Round.v5 %m {mode = "half_away_from_zero"} : tensor<?x3xf32>
  %o = ov.Clamp.v0 %n {min = -1.5 : f64, max = 2.0 : f64} : tensor<?x3xf32>
  func.return %o : tensor<?x3xf32>
}

// -----

// The float tests give booleans; IsInf's flags default to true and are printed only when false.

// CHECK-LABEL: func.func @float_tests
// CHECK-NEXT:    %{{.*}} = ov.IsNaN.v10 %{{.*}} : (tensor<2x?xf16>) -> tensor<2x?xi1>
// CHECK-NEXT:    %{{.*}} = ov.IsFinite.v10 %{{.*}} : (tensor<2x?xf16>) -> tensor<2x?xi1>
// CHECK-NEXT:    %{{.*}} = ov.IsInf.v10 %{{.*}} : (tensor<2x?xf16>) -> tensor<2x?xi1>
// CHECK-NEXT:    %{{.*}} = ov.IsInf.v10 %{{.*}} {detect_positive = false} : (tensor<2x?xf16>) -> tensor<2x?xi1>
func.func @float_tests(%x: tensor<2x?xf16>) {
  %nan = ov.IsNaN.v10 %x : (tensor<2x?xf16>) -> tensor<2x?xi1>
  %finite = ov.IsFinite.v10 %x : (tensor<2x?xf16>) -> tensor<2x?xi1>
  %inf = ov.IsInf.v10 %x : (tensor<2x?xf16>) -> tensor<2x?xi1>
  %negative = ov.IsInf.v10 %x {detect_positive = false} : (tensor<2x?xf16>) -> tensor<2x?xi1>
  func.return
}

// -----

// CHECK-LABEL: func.func @binary
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xi32>, %[[B:.*]]: tensor<3xi32>, %[[U:.*]]: tensor<4xui8>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NEXT:    %{{.*}} = ov.FloorMod.v1 %[[A]], %[[B]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %{{.*}} = ov.Mod.v1 %[[A]], %[[B]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseAnd.v13 %[[A]], %[[B]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseOr.v13 %[[U]], %[[U]] : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseXor.v13 %[[P]], %[[P]] : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseNot.v13 %[[U]] : tensor<4xui8>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseLeftShift.v15 %[[A]], %[[B]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseRightShift.v15 %[[U]], %[[U]] : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
func.func @binary(%a: tensor<2x3xi32>, %b: tensor<3xi32>, %u: tensor<4xui8>, %p: tensor<4xi1>) {
  %fm = ov.FloorMod.v1 %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %m = ov.Mod.v1 %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %and = ov.BitwiseAnd.v13 %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %or = ov.BitwiseOr.v13 %u, %u : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %xor = ov.BitwiseXor.v13 %p, %p : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %not = ov.BitwiseNot.v13 %u : tensor<4xui8>
  %shl = ov.BitwiseLeftShift.v15 %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %shr = ov.BitwiseRightShift.v15 %u, %u : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  func.return
}

// -----

// FakeQuantize: limits per tensor (rank 0) and per channel, broadcast against the data.

// CHECK-LABEL: func.func @fake_quantize
// CHECK:         %{{.*}} = ov.FakeQuantize.v0 %{{.*}}, %[[LO:.*]], %[[HI:.*]], %[[LO]], %[[HI]] {levels = 256 : i64} : (tensor<1x3x4x4xf32>, tensor<f32>, tensor<3x1x1xf32>, tensor<f32>, tensor<3x1x1xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %{{.*}} = ov.FakeQuantize.v0 %{{.*}}, %[[LO]], %[[HI]], %[[LO]], %[[HI]] {levels = 2 : i64} : (tensor<1x3x4x4xf32>, tensor<f32>, tensor<3x1x1xf32>, tensor<f32>, tensor<3x1x1xf32>) -> tensor<1x3x4x4xf32>
func.func @fake_quantize(%x: tensor<1x3x4x4xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) {
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<[[[1.0]], [[2.0]], [[3.0]]]> : tensor<3x1x1xf32>
  %y = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 256 : i64} : (tensor<1x3x4x4xf32>, tensor<f32>, tensor<3x1x1xf32>, tensor<f32>, tensor<3x1x1xf32>) -> tensor<1x3x4x4xf32>
  %binary = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 2 : i64} : (tensor<1x3x4x4xf32>, tensor<f32>, tensor<3x1x1xf32>, tensor<f32>, tensor<3x1x1xf32>) -> tensor<1x3x4x4xf32>
  func.return %y, %binary : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>
}

// -----

// Clamp to a single value (min = max, which OpenVINO accepts); BitwiseNot of booleans.

// CHECK-LABEL: func.func @edges
// CHECK-NEXT:    %{{.*}} = ov.Clamp.v0 %{{.*}} {min = 1.000000e+00 : f64, max = 1.000000e+00 : f64} : tensor<2xf32>
// CHECK-NEXT:    %{{.*}} = ov.BitwiseNot.v13 %{{.*}} : tensor<4xi1>
func.func @edges(%x: tensor<2xf32>, %p: tensor<4xi1>) -> (tensor<2xf32>, tensor<4xi1>) {
  %c = ov.Clamp.v0 %x {min = 1.0 : f64, max = 1.0 : f64} : tensor<2xf32>
  %n = ov.BitwiseNot.v13 %p : tensor<4xi1>
  func.return %c, %n : tensor<2xf32>, tensor<4xi1>
}
