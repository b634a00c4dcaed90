// RUN: not ov-opt %s -p 'ov-mean-values{values="x[1,2,3]"}' 2>&1 | filecheck %s --check-prefix=RANK
// RUN: not ov-opt %s -p 'ov-mean-values{values="v[1,2,3]"}' 2>&1 | filecheck %s --check-prefix=VECTOR
// RUN: not ov-opt %s -p 'ov-scale-values{values="i[2]"}' 2>&1 | filecheck %s --check-prefix=INTEGER
// RUN: not ov-opt %s -p 'ov-set-layout{layout="m(nhw)"},ov-mean-values{values="m[1,2,3]"}' 2>&1 | filecheck %s --check-prefix=LAYOUT
// RUN: ov-opt %s -p ov-reverse-input-channels | filecheck %s --check-prefix=REVERSE

// Per-channel values need the input's channel axis (C of its layout, else axis 1 of a rank of
// at least 2) and a floating-point input; each error names the input and what to give.
// RANK: ov-opt: error: --mean-values: input 'x' has no known rank; give its shape with --input
// VECTOR: ov-opt: error: --mean-values: input 'v' has rank 1; give --layout to say where C is
// INTEGER: ov-opt: error: --scale-values: input 'i' is i32, not floating point; give --input i{f32}
// LAYOUT: ov-opt: error: --mean-values: input 'm' has layout NHW, without a channel dimension C

// --reverse-input-channels reverses the inputs with 3 channels on axis 1 (whatever their element
// type) and passes over those of unknown rank or of rank 1 without a layout.
// REVERSE-LABEL: func.func @main
// REVERSE-DAG:     ov.Gather.v8 %m, %{{.*}}, %{{.*}} : (tensor<1x3x2xf32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3x2xf32>
// REVERSE-DAG:     ov.Gather.v8 %i, %{{.*}}, %{{.*}} : (tensor<1x3x2x2xi32>, tensor<3xi64>, tensor<i64>) -> tensor<1x3x2x2xi32>
// REVERSE-NOT:     ov.Gather.v8 %x
// REVERSE-NOT:     ov.Gather.v8 %v
// REVERSE:         %a = ov.Relu.v0 %v : tensor<3xf32>
// REVERSE-NEXT:    func.return %x, %a,
func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}, %v: tensor<3xf32> {ovopt.name = "v"}, %i: tensor<1x3x2x2xi32> {ovopt.name = "i"}, %m: tensor<1x3x2xf32> {ovopt.name = "m"}) -> (tensor<*xf32>, tensor<3xf32>, tensor<1x3x2x2xi32>, tensor<1x3x2xf32>) {
  %a = ov.Relu.v0 %v : tensor<3xf32>
  func.return %x, %a, %i, %m : tensor<*xf32>, tensor<3xf32>, tensor<1x3x2x2xi32>, tensor<1x3x2xf32>
}
