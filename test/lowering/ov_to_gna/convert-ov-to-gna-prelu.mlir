// RUN: ov-opt %s --split-input-file -p 'convert-ov-to-gna{target=3.5}' | filecheck %s

// PRelu with a slope per channel cannot be one PWL (one set of segments per layer): it becomes
// relu(x) + slopes * min(x, 0), two exact PWLs, a diagonal holding the slopes and a sum.

// CHECK-LABEL: func.func @per_channel
// CHECK:         %[[X:.*]] = gna.layout_cast %{{.*}} : tensor<1x4x6x6xf32> to !gna.tensor<1x4x6x6xf32, NCHW>
// CHECK-NEXT:    %[[P:.*]] = gna.pwl %[[X]] {slopes = array<f32: 0.000000e+00, 1.000000e+00>, {{.*}}approximates = "relu"}
// CHECK-NEXT:    %[[N:.*]] = gna.pwl %[[X]] {slopes = array<f32: 1.000000e+00, 0.000000e+00>, {{.*}}approximates = "min0"}
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<{{\[\[\[}}1.000000e-01]], {{\[\[}}2.000000e-01]], {{\[\[}}3.000000e-01]], {{\[\[}}4.000000e-01]]]> : tensor<4x1x1xf32>
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[D:.*]] = gna.diagonal %[[N]], %[[S]], %[[Z]]
// CHECK-NEXT:    %[[E:.*]] = gna.eltwise %[[P]], %[[D]] {operation = "sum"}
// CHECK-NEXT:    gna.layout_cast %[[E]] : !gna.tensor<1x4x6x6xf32, NCHW> to tensor<1x4x6x6xf32>
// CHECK-NOT:     ov.PRelu
func.func @per_channel(%x: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %s = ov.Constant.v0 dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}

// -----

// One slope: one leaky-relu PWL, no diagonal.
// CHECK-LABEL: func.func @one_slope
// CHECK:         gna.pwl %{{.*}} {slopes = array<f32: 2.500000e-01, 1.000000e+00>, {{.*}}approximates = "leaky_relu"}
// CHECK-NOT:     gna.diagonal
func.func @one_slope(%x: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %s = ov.Constant.v0 dense<0.25> : tensor<1xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<1x4x6x6xf32>, tensor<1xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}

// -----

// Slopes known only at run time: the PRelu stays for the CPU.
// CHECK-LABEL: func.func @runtime_slopes
// CHECK:         ov.PRelu.v0 %{{.*}}, %{{.*}}
// CHECK-NOT:     gna.
func.func @runtime_slopes(%x: tensor<1x4x6x6xf32>, %s: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %y = ov.PRelu.v0 %x, %s : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}

// -----

// PRelu of empty data (its slope has no element either) stays on the CPU: no PWL is designed
// for a slope it cannot read.
// CHECK-LABEL: func.func @empty
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<> : tensor<0xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.PRelu.v0 %x, %[[S]]
// CHECK-NEXT:    func.return %[[Y]]
func.func @empty(%x: tensor<1x0xf32>) -> tensor<1x0xf32> {
  %s = ov.Constant.v0 dense<> : tensor<0xf32>
  %y = ov.PRelu.v0 %x, %s : (tensor<1x0xf32>, tensor<0xf32>) -> tensor<1x0xf32>
  func.return %y : tensor<1x0xf32>
}
