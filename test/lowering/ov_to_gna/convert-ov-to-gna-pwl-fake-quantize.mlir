// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{precision=i16}' | filecheck %s
// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna' | filecheck %s --check-prefix=FLOAT

// An activation whose data a per-tensor FakeQuantize writes has its PWL designed on that
// FakeQuantize's range when quantising (the plugin's PWLApproximationWithFq): sigmoid's
// [-10, 10] is cut to +-1.25 x 2 = [-2.5, 2.5], flat beyond. The float path keeps its chords.
// CHECK-LABEL: func.func @sigmoid_on_range
// CHECK:         gna.pwl {{.*}}knots = array<f32: -7.500000e+00, -2.500000e+00, {{.*}}, 2.500000e+00, 7.500000e+00>, approximates = "sigmoid"
// FLOAT-LABEL: func.func @sigmoid_on_range
// FLOAT-NOT:     2.500000e+00, 7.500000e+00>
// FLOAT:         func.return
func.func @sigmoid_on_range(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %lo = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %q = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
  %s = ov.Sigmoid.v0 %q : tensor<1x8xf32>
  func.return %s : tensor<1x8xf32>
}

// -----

// Power on the range itself ([-2, 2] for a square, where it takes [-16, 16] without).
// CHECK-LABEL: func.func @square_on_range
// CHECK:         gna.pwl {{.*}}knots = array<f32: -6.000000e+00, -2.000000e+00, {{.*}}, 2.000000e+00, 6.000000e+00>, approximates = "power 2"
// CHECK:         gna.pwl {{.*}}knots = array<f32: -4.800000e+01, -1.600000e+01, {{.*}}, 1.600000e+01, 4.800000e+01>, approximates = "power 2"
func.func @square_on_range(%x: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %lo = ov.Constant.v0 dense<-2.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %q = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
  %e = ov.Constant.v0 dense<2.0> : tensor<f32>
  %s = ov.Power.v1 %q, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  %t = ov.Power.v1 %x, %e : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  func.return %s, %t : tensor<1x8xf32>, tensor<1x8xf32>
}

// -----

// Must not change the domain: a range whose 1.25 x reach is wider than tanh's [-5, 5], a log
// (the plugin leaves its domain), a per-channel FakeQuantize, and no FakeQuantize: each is
// designed on its usual domain.
// CHECK-LABEL: func.func @usual_domain
// CHECK:         gna.pwl {{.*}}knots = array<f32: -14.2985659, -4.29856634, {{.*}}, 4.29856634, 14.2985659>, approximates = "tanh"
// CHECK:         gna.pwl {{.*}}knots = array<f32: {{.*}}2.981000e+03{{.*}}>, approximates = "log"
// CHECK:         gna.pwl {{.*}}knots = array<f32: -28.5971317, -8.59713268, {{.*}}, 8.59713268, 28.5971317>, approximates = "sigmoid"
// CHECK:         gna.pwl {{.*}}knots = array<f32: -28.5971317, -8.59713268, {{.*}}, 8.59713268, 28.5971317>, approximates = "sigmoid"
func.func @usual_domain(%x: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) {
  %lo = ov.Constant.v0 dense<-6.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<6.0> : tensor<f32>
  %q = ov.FakeQuantize.v0 %x, %lo, %hi, %lo, %hi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
  %t = ov.Tanh.v0 %q : tensor<1x8xf32>
  %plo = ov.Constant.v0 dense<0.01> : tensor<f32>
  %phi = ov.Constant.v0 dense<2.0> : tensor<f32>
  %p = ov.FakeQuantize.v0 %x, %plo, %phi, %plo, %phi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
  %l = ov.Log.v0 %p : tensor<1x8xf32>
  %clo = ov.Constant.v0 dense<[[-1.0, -1.0, -1.0, -1.0, -2.0, -2.0, -2.0, -2.0]]> : tensor<1x8xf32>
  %chi = ov.Constant.v0 dense<[[1.0, 1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0]]> : tensor<1x8xf32>
  %c = ov.FakeQuantize.v0 %x, %clo, %chi, %clo, %chi {levels = 65536 : i64} : (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
  %s = ov.Sigmoid.v0 %c : tensor<1x8xf32>
  %n = ov.Sigmoid.v0 %x : tensor<1x8xf32>
  func.return %t, %l, %s, %n : tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
}
