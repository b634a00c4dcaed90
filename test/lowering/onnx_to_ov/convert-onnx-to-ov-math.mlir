// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// Trigonometry, Sign, Round (half to even, as ONNX rounds), IsNaN and IsInf map one to one;
// Reciprocal is 1 / x.

// CHECK-LABEL: func.func @unary
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[A:.*]] = ov.Sin.v0 %[[X]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Cos.v0 %[[A]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Tan.v0 %[[B]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[D:.*]] = ov.Asin.v0 %[[C]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[E:.*]] = ov.Acos.v0 %[[D]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[F:.*]] = ov.Atan.v0 %[[E]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[G:.*]] = ov.Sinh.v0 %[[F]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[H:.*]] = ov.Cosh.v0 %[[G]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[I:.*]] = ov.Asinh.v3 %[[H]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[J:.*]] = ov.Acosh.v3 %[[I]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Atanh.v3 %[[J]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.Sign.v0 %[[K]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.Round.v5 %[[L]] : tensor<2x3xf32>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[N:.*]] = ov.Divide.v1 %[[ONE]], %[[M]] : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[NAN:.*]] = ov.IsNaN.v10 %[[N]] : (tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[INF:.*]] = ov.IsInf.v10 %[[N]] {detect_positive = false} : (tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    func.return %[[N]], %[[NAN]], %[[INF]]
func.func @unary(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>) {
  %a = "onnx.Sin"(%x) <{version = 7 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "onnx.Cos"(%a) <{version = 22 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = "onnx.Tan"(%b) <{version = 7 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = "onnx.Asin"(%c) <{version = 7 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = "onnx.Acos"(%d) <{version = 7 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %f = "onnx.Atan"(%e) <{version = 7 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = "onnx.Sinh"(%f) <{version = 9 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %h = "onnx.Cosh"(%g) <{version = 9 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %i = "onnx.Asinh"(%h) <{version = 9 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %j = "onnx.Acosh"(%i) <{version = 9 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %k = "onnx.Atanh"(%j) <{version = 9 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %l = "onnx.Sign"(%k) <{version = 13 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = "onnx.Round"(%l) <{version = 11 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %n = "onnx.Reciprocal"(%m) <{version = 13 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %nan = "onnx.IsNaN"(%n) <{version = 20 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xi1>
  %inf = "onnx.IsInf"(%n) <{version = 20 : i64, detect_positive = 0 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xi1>
  func.return %n, %nan, %inf : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>
}

// -----

// Mod takes the divisor's sign (FloorMod) unless fmod=1 (Mod); integers need no more.

// CHECK-LABEL: func.func @integers
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xi32>, %[[B:.*]]: tensor<3xi32>, %[[U:.*]]: tensor<4xui8>)
// CHECK-NEXT:    %[[FM:.*]] = ov.FloorMod.v1 %[[A]], %[[B]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[M:.*]] = ov.Mod.v1 %[[A]], %[[B]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[AND:.*]] = ov.BitwiseAnd.v13 %[[FM]], %[[M]] : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[OR:.*]] = ov.BitwiseOr.v13 %[[U]], %[[U]] : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
// CHECK-NEXT:    %[[XOR:.*]] = ov.BitwiseXor.v13 %[[OR]], %[[U]] : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
// CHECK-NEXT:    %[[NOT:.*]] = ov.BitwiseNot.v13 %[[XOR]] : tensor<4xui8>
// CHECK-NEXT:    func.return %[[AND]], %[[M]], %[[NOT]]
func.func @integers(%a: tensor<2x3xi32>, %b: tensor<3xi32>, %u: tensor<4xui8>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<4xui8>) {
  %fm = "onnx.Mod"(%a, %b) <{version = 13 : i64}> : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %m = "onnx.Mod"(%a, %b) <{version = 13 : i64, fmod = 1 : i64}> : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %and = "onnx.BitwiseAnd"(%fm, %m) <{version = 18 : i64}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %or = "onnx.BitwiseOr"(%u, %u) <{version = 18 : i64}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %xor = "onnx.BitwiseXor"(%or, %u) <{version = 18 : i64}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %not = "onnx.BitwiseNot"(%xor) <{version = 18 : i64}> : (tensor<4xui8>) -> tensor<4xui8>
  func.return %and, %m, %not : tensor<2x3xi32>, tensor<2x3xi32>, tensor<4xui8>
}

// -----

// BitShift's direction picks the shift. Counts that are constants in [0, bit width) need no
// guard: it must not be added.

// CHECK-LABEL: func.func @bit_shift_known_counts
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xi32>)
// CHECK-NEXT:    %[[N:.*]] = ov.Constant.v0 dense<[0, 5, 31]> : tensor<3xi32>
// CHECK-NEXT:    %[[SHL:.*]] = ov.BitwiseLeftShift.v15 %[[A]], %[[N]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    func.return %[[SHL]]
func.func @bit_shift_known_counts(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %n = "onnx.Constant"() <{value = dense<[0, 5, 31]> : tensor<3xi32>, version = 13 : i64}> : () -> tensor<3xi32>
  %shl = "onnx.BitShift"(%a, %n) <{version = 28 : i64, direction = "LEFT"}> : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return %shl : tensor<2x3xi32>
}

// -----

// Counts below 0 or from the bit width on give the sign fill alone (BitShift-28): a signed
// right shift by width - 1 there, 0 for the others.

// CHECK-LABEL: func.func @bit_shift_guarded
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xi8>, %[[N:.*]]: tensor<3xi8>, %[[U:.*]]: tensor<4xui8>)
// CHECK-NEXT:    %[[SHR:.*]] = ov.BitwiseRightShift.v15 %[[A]], %[[N]] : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
// CHECK-NEXT:    %[[WIDTH:.*]] = ov.Constant.v0 dense<8> : tensor<i8>
// CHECK-NEXT:    %[[TOO_FAR:.*]] = ov.GreaterEqual.v1 %[[N]], %[[WIDTH]] : (tensor<3xi8>, tensor<i8>) -> tensor<3xi1>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<i8>
// CHECK-NEXT:    %[[NEGATIVE:.*]] = ov.Less.v1 %[[N]], %[[ZERO]] : (tensor<3xi8>, tensor<i8>) -> tensor<3xi1>
// CHECK-NEXT:    %[[OUTSIDE:.*]] = ov.LogicalOr.v1 %[[NEGATIVE]], %[[TOO_FAR]] : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
// CHECK-NEXT:    %[[SEVEN:.*]] = ov.Constant.v0 dense<7> : tensor<i8>
// CHECK-NEXT:    %[[FILL:.*]] = ov.BitwiseRightShift.v15 %[[A]], %[[SEVEN]] : (tensor<2x3xi8>, tensor<i8>) -> tensor<2x3xi8>
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %[[OUTSIDE]], %[[FILL]], %[[SHR]] : (tensor<3xi1>, tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
// CHECK-NEXT:    %[[SHL:.*]] = ov.BitwiseLeftShift.v15 %[[U]], %[[U]] : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
// CHECK-NEXT:    %[[U_WIDTH:.*]] = ov.Constant.v0 dense<8> : tensor<ui8>
// CHECK-NEXT:    %[[U_TOO_FAR:.*]] = ov.GreaterEqual.v1 %[[U]], %[[U_WIDTH]] : (tensor<4xui8>, tensor<ui8>) -> tensor<4xi1>
// CHECK-NEXT:    %[[U_ZERO:.*]] = ov.Constant.v0 dense<0> : tensor<ui8>
// CHECK-NEXT:    %[[Z:.*]] = ov.Select.v1 %[[U_TOO_FAR]], %[[U_ZERO]], %[[SHL]] : (tensor<4xi1>, tensor<ui8>, tensor<4xui8>) -> tensor<4xui8>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @bit_shift_guarded(%a: tensor<2x3xi8>, %n: tensor<3xi8>, %u: tensor<4xui8>) -> (tensor<2x3xi8>, tensor<4xui8>) {
  %shr = "onnx.BitShift"(%a, %n) <{version = 28 : i64, direction = "RIGHT"}> : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  %shl = "onnx.BitShift"(%u, %u) <{version = 11 : i64, direction = "LEFT"}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  func.return %shr, %shl : tensor<2x3xi8>, tensor<4xui8>
}

// -----

// Float remainders by an infinite divisor: OpenVINO gives NaN where ONNX gives the dividend (or
// the divisor, for fmod=0 with signs that differ); a finite constant divisor needs no fix.

// CHECK-LABEL: func.func @float_mod
// CHECK-SAME:    (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[FM:.*]] = ov.FloorMod.v1 %[[A]], %[[B]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[INF:.*]] = ov.IsInf.v10 %[[B]] : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[FINITE:.*]] = ov.IsFinite.v10 %[[A]] : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[BY_INF:.*]] = ov.LogicalAnd.v1 %[[INF]], %[[FINITE]] : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT:    %[[PRODUCT:.*]] = ov.Multiply.v1 %[[A]], %[[B]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[DIFFER:.*]] = ov.Less.v1 %[[PRODUCT]], %[[ZERO]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK-NEXT:    %[[BY_INF_VALUE:.*]] = ov.Select.v1 %[[DIFFER]], %[[B]], %[[A]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %[[BY_INF]], %[[BY_INF_VALUE]], %[[FM]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[TWO:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[Z:.*]] = ov.Mod.v1 %[[A]], %[[TWO]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @float_mod(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %y = "onnx.Mod"(%a, %b) <{version = 28 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %two = "onnx.Constant"() <{value = dense<2.0> : tensor<f32>, version = 13 : i64}> : () -> tensor<f32>
  %z = "onnx.Mod"(%a, %two) <{version = 13 : i64, fmod = 1 : i64}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %y, %z : tensor<4xf32>, tensor<4xf32>
}

// -----

// Clip with both bounds known is Clamp (Clip-6's attributes, Clip-13's constant inputs). It must
// not become Clamp with one bound, with min > max (ONNX gives max everywhere, Clamp refuses
// such bounds), or with a bound computed at run time: Maximum with min, then Minimum with max.

// CHECK-LABEL: func.func @clip
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>, %[[LO:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[C6:.*]] = ov.Clamp.v0 %[[X]] {min = -1.000000e+00 : f64, max = 6.000000e+00 : f64} : tensor<2x3xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SIX:.*]] = ov.Constant.v0 dense<6.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[BOTH:.*]] = ov.Clamp.v0 %[[X]] {min = 0.000000e+00 : f64, max = 6.000000e+00 : f64} : tensor<2x3xf32>
// CHECK-NEXT:    %[[MAX_ONLY:.*]] = ov.Minimum.v1 %[[X]], %[[SIX]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[UP:.*]] = ov.Maximum.v1 %[[X]], %[[SIX]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[CROSSED:.*]] = ov.Minimum.v1 %[[UP]], %[[ZERO]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[UP2:.*]] = ov.Maximum.v1 %[[X]], %[[LO]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[RUNTIME:.*]] = ov.Minimum.v1 %[[UP2]], %[[SIX]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[C6]], %[[BOTH]], %[[MAX_ONLY]], %[[CROSSED]], %[[RUNTIME]]
func.func @clip(%x: tensor<2x3xf32>, %lo: tensor<f32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %c6 = "onnx.ClipV6"(%x) <{version = 6 : i64, min = -1.0 : f32, max = 6.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %zero = "onnx.Constant"() <{value = dense<0.0> : tensor<f32>, version = 13 : i64}> : () -> tensor<f32>
  %six = "onnx.Constant"() <{value = dense<6.0> : tensor<f32>, version = 13 : i64}> : () -> tensor<f32>
  %both = "onnx.Clip"(%x, %zero, %six) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  %max_only = "onnx.Clip"(%x, %six) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %crossed = "onnx.Clip"(%x, %six, %zero) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  %runtime = "onnx.Clip"(%x, %lo, %six) <{version = 11 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %c6, %both, %max_only, %crossed, %runtime : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// An int64 bound a double cannot hold exactly must not become Clamp, whose bounds are doubles.

// CHECK-LABEL: func.func @clip_int64
// CHECK-NOT:     ov.Clamp
// CHECK:         %[[UP:.*]] = ov.Maximum.v1 %{{.*}}, %{{.*}} : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Minimum.v1 %[[UP]], %{{.*}} : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
// CHECK-NEXT:    func.return %[[Y]]
func.func @clip_int64(%x: tensor<3xi64>) -> tensor<3xi64> {
  %lo = "onnx.Constant"() <{value = dense<-9007199254740993> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %hi = "onnx.Constant"() <{value = dense<7> : tensor<i64>, version = 13 : i64}> : () -> tensor<i64>
  %y = "onnx.Clip"(%x, %lo, %hi) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<3xi64>, tensor<i64>, tensor<i64>) -> tensor<3xi64>
  func.return %y : tensor<3xi64>
}
