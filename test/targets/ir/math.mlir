// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Element-wise mathematics as OpenVINO writes it (checked against openvino's own
// serialisation): Asinh, Acosh and Atanh are opset4 layers, the bit operations opset13 and
// opset15, IsNaN/IsInf/IsFinite opset10; Clamp's bounds and Round's mode are <data>. The model
// loads and runs in OpenVINO.

func.func @main(%x: tensor<2x3xf32> {ovopt.name = "x"}, %i: tensor<4xi32> {ovopt.name = "i"}, %u: tensor<4xui8> {ovopt.name = "u"}) -> (tensor<2x3xf32> {ovopt.name = "trig"}, tensor<2x3xf32> {ovopt.name = "hyperbolic"}, tensor<2x3xf32> {ovopt.name = "rounded"}, tensor<2x3xi1> {ovopt.name = "tests"}, tensor<4xi32> {ovopt.name = "ints"}, tensor<4xui8> {ovopt.name = "bits"}) {
  %s = ov.Sin.v0 %x : tensor<2x3xf32> loc("sin")
  %as = ov.Asin.v0 %s : tensor<2x3xf32> loc("asin")
  %c = ov.Cos.v0 %x : tensor<2x3xf32> loc("cos")
  %ac = ov.Acos.v0 %c : tensor<2x3xf32> loc("acos")
  %t = ov.Tan.v0 %x : tensor<2x3xf32> loc("tan")
  %at = ov.Atan.v0 %t : tensor<2x3xf32> loc("atan")
  %sum1 = ov.Add.v1 %as, %ac : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("sum1")
  %trig = ov.Add.v1 %sum1, %at : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("trig")
  %sh = ov.Sinh.v0 %x : tensor<2x3xf32> loc("sinh")
  %ash = ov.Asinh.v3 %sh : tensor<2x3xf32> loc("asinh")
  %ch = ov.Cosh.v0 %x : tensor<2x3xf32> loc("cosh")
  %ach = ov.Acosh.v3 %ch : tensor<2x3xf32> loc("acosh")
  %half = ov.Constant.v0 dense<0.5> : tensor<f32> loc("half")
  %th = ov.Multiply.v1 %s, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32> loc("scaled")
  %ath = ov.Atanh.v3 %th : tensor<2x3xf32> loc("atanh")
  %sum2 = ov.Add.v1 %ash, %ach : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("sum2")
  %hyperbolic = ov.Add.v1 %sum2, %ath : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("hyperbolic")
  %sg = ov.Sign.v0 %x : tensor<2x3xf32> loc("sign")
  %three = ov.Constant.v0 dense<3.0> : tensor<f32> loc("three")
  %x3 = ov.Multiply.v1 %x, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32> loc("x3")
  %r1 = ov.Round.v5 %x3 : tensor<2x3xf32> loc("round_even")
  %r2 = ov.Round.v5 %x3 {mode = "half_away_from_zero"} : tensor<2x3xf32> loc("round_away")
  %cl = ov.Clamp.v0 %x3 {min = -1.5 : f64, max = 2.5 : f64} : tensor<2x3xf32> loc("clamp")
  %fm = ov.FloorMod.v1 %x3, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32> loc("floor_mod")
  %m = ov.Mod.v1 %x3, %three : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32> loc("mod")
  %r3 = ov.Add.v1 %r1, %r2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("r3")
  %r4 = ov.Add.v1 %r3, %cl : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("r4")
  %r5 = ov.Add.v1 %r4, %fm : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("r5")
  %r6 = ov.Add.v1 %r5, %m : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("r6")
  %rounded = ov.Add.v1 %r6, %sg : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("rounded")
  %nan = ov.IsNaN.v10 %x : (tensor<2x3xf32>) -> tensor<2x3xi1> loc("is_nan")
  %finite = ov.IsFinite.v10 %x : (tensor<2x3xf32>) -> tensor<2x3xi1> loc("is_finite")
  %inf = ov.IsInf.v10 %x {detect_negative = false} : (tensor<2x3xf32>) -> tensor<2x3xi1> loc("is_inf")
  %t1 = ov.LogicalOr.v1 %nan, %inf : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("t1")
  %tests = ov.LogicalXor.v1 %t1, %finite : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1> loc("tests")
  %two = ov.Constant.v0 dense<[1, 2, 3, 4]> : tensor<4xi32> loc("counts")
  %and = ov.BitwiseAnd.v13 %i, %two : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("and")
  %or = ov.BitwiseOr.v13 %and, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("or")
  %xor = ov.BitwiseXor.v13 %or, %two : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("xor")
  %not = ov.BitwiseNot.v13 %xor : tensor<4xi32> loc("not")
  %shl = ov.BitwiseLeftShift.v15 %not, %two : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("shl")
  %ints = ov.BitwiseRightShift.v15 %shl, %two : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("shr")
  %one = ov.Constant.v0 dense<1> : tensor<ui8> loc("one")
  %bits = ov.BitwiseRightShift.v15 %u, %one : (tensor<4xui8>, tensor<ui8>) -> tensor<4xui8> loc("shr_unsigned")
  func.return %trig, %hyperbolic, %rounded, %tests, %ints, %bits : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<4xi32>, tensor<4xui8>
}

// CHECK:      <net name="{{.*}}" version="11">
// CHECK:      <layer id="3" name="sin" type="Sin" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="4" name="asin" type="Asin" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="5" name="cos" type="Cos" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="6" name="acos" type="Acos" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="7" name="tan" type="Tan" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="8" name="atan" type="Atan" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="11" name="sinh" type="Sinh" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="12" name="asinh" type="Asinh" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="13" name="cosh" type="Cosh" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="14" name="acosh" type="Acosh" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="17" name="atanh" type="Atanh" version="opset4">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="20" name="sign" type="Sign" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="23" name="round_even" type="Round" version="opset5">
// CHECK-NEXT:   <data mode="half_to_even"/>
// CHECK:      <layer id="24" name="round_away" type="Round" version="opset5">
// CHECK-NEXT:   <data mode="half_away_from_zero"/>
// CHECK:      <layer id="25" name="clamp" type="Clamp" version="opset1">
// CHECK-NEXT:   <data min="-1.5" max="2.5"/>
// CHECK:      <layer id="26" name="floor_mod" type="FloorMod" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="27" name="mod" type="Mod" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="33" name="is_nan" type="IsNaN" version="opset10">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="34" name="is_finite" type="IsFinite" version="opset10">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="35" name="is_inf" type="IsInf" version="opset10">
// CHECK-NEXT:   <data detect_negative="false" detect_positive="true"/>
// CHECK:      <layer id="36" name="t1" type="LogicalOr" version="opset1">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="37" name="tests" type="LogicalXor" version="opset2">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="39" name="and" type="BitwiseAnd" version="opset13">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="40" name="or" type="BitwiseOr" version="opset13">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="41" name="xor" type="BitwiseXor" version="opset13">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="42" name="not" type="BitwiseNot" version="opset13">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="43" name="shl" type="BitwiseLeftShift" version="opset15">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="44" name="shr" type="BitwiseRightShift" version="opset15">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>
// CHECK:      <layer id="46" name="shr_unsigned" type="BitwiseRightShift" version="opset15">
// CHECK-NEXT:   <data auto_broadcast="numpy"/>

