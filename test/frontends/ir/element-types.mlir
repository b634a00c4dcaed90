// RUN: ov-opt %S/Inputs/elements.xml | filecheck %s
// RUN: ov-opt %S/Inputs/elements.xml -t ir -o %t.xml
// RUN: ov-opt %t.xml | filecheck %s
//
// Const layers of each kind of element type read as their values: booleans a byte each,
// 4-bit integers packed two to a byte in the .bin (the first in the low bits, i4 signed), f16,
// i64, a scalar. Written back and read again, they are the same values.

// CHECK:      func.func @main() -> (tensor<3xi1> {ovopt.name = "flags"}, tensor<3xi4> {ovopt.name = "nibbles"}, tensor<3xui4> {ovopt.name = "unsigned_nibbles"}, tensor<2xi64> {ovopt.name = "longs"}, tensor<2xf16> {ovopt.name = "halves"}, tensor<f32> {ovopt.name = "scalar"}) {
// CHECK-NEXT:   ov.Constant.v0 dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT:   ov.Constant.v0 dense<[-1, 7, -8]> : tensor<3xi4>
// CHECK-NEXT:   ov.Constant.v0 dense<[1, 2, 15]> : tensor<3xui4>
// CHECK-NEXT:   ov.Constant.v0 dense<[5, -3]> : tensor<2xi64>
// CHECK-NEXT:   ov.Constant.v0 dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf16>
// CHECK-NEXT:   ov.Constant.v0 dense<2.500000e-01> : tensor<f32>
