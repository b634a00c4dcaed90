// RUN: ov-opt %s --split-input-file -p 'ov-mean-values{values="x[1,2,3]"}' | filecheck %s --check-prefix=MEAN
// RUN: ov-opt %s --split-input-file -p 'ov-scale-values{values="[2]"}' | filecheck %s --check-prefix=SCALE
// RUN: ov-opt %s --split-input-file -p 'ov-reverse-input-channels' | filecheck %s --check-prefix=REVERSE
// RUN: ov-opt %s --split-input-file -p 'ov-mean-values{values=""},ov-scale-values' | filecheck %s --check-prefix=SAME
// RUN: not ov-opt %s --split-input-file -p 'ov-mean-values{values="x[1,2]"}' 2>&1 | filecheck %s --check-prefix=COUNT
// RUN: ov-opt %s -p 'ov-set-inputs{inputs="x[1,3,8,8]{u8}"},ov-mean-values{values="x[1,2,3]"}' | filecheck %s --check-prefix=U8
// RUN: ov-opt %s -p 'ov-set-layout{layout="x(nchw->nhwc)"},ov-mean-values{values="x[1,2,3]"}' | filecheck %s --check-prefix=NHWC
// RUN: ov-opt %s -p 'ov-set-layout{layout="x(nchw->nhwc)"},ov-reverse-input-channels' | filecheck %s --check-prefix=NHWC-REVERSE
// RUN: not ov-opt %s -p 'ov-set-inputs{inputs="x[1,4,8,8]"},ov-reverse-input-channels' 2>&1 | filecheck %s --check-prefix=NO-RGB

// ov-mean-values, ov-scale-values and ov-reverse-input-channels put their ops right after the
// input, per channel on axis 1 (NCHW); without values they change nothing.

// MEAN-LABEL: func.func @main
// MEAN-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]], {{\[\[}}3.000000e+00]]]]> : tensor<1x3x1x1xf32>
// MEAN-NEXT:    %[[S:.*]] = ov.Subtract.v1 %x, %[[M]]
// MEAN-NEXT:    ov.Relu.v0 %[[S]]

// SCALE-LABEL: func.func @main
// SCALE-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<1x1x1x1xf32>
// SCALE-NEXT:    %[[D:.*]] = ov.Divide.v1 %x, %[[K]]
// SCALE-NEXT:    ov.Relu.v0 %[[D]]

// REVERSE-LABEL: func.func @main
// REVERSE-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
// REVERSE-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// REVERSE-NEXT:    %[[G:.*]] = ov.Gather.v8 %x, %[[I]], %[[A]]
// REVERSE-NEXT:    ov.Relu.v0 %[[G]]

// SAME-LABEL: func.func @main
// SAME-NEXT:    ov.Relu.v0 %x

// A u8 input is converted to f32 first (the Convert --input's element type adds), then normalised.
// U8-LABEL: func.func @main(%x: tensor<1x3x8x8xui8>
// U8-NEXT:    %[[C:.*]] = ov.Convert.v0 %x {ovopt.input_conversion, destination_type = f32} : (tensor<1x3x8x8xui8>) -> tensor<1x3x8x8xf32>
// U8-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]], {{\[\[}}3.000000e+00]]]]> : tensor<1x3x1x1xf32>
// U8-NEXT:    %[[S:.*]] = ov.Subtract.v1 %[[C]], %[[M]]
// U8-NEXT:    ov.Relu.v0 %[[S]]

// An input whose layout puts C last takes its means along the last axis, before the Transpose
// to the model's layout.
// NHWC-LABEL: func.func @main(%x: tensor<?x8x8x3xf32>
// NHWC-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]]]> : tensor<1x1x1x3xf32>
// NHWC-NEXT:    %[[S:.*]] = ov.Subtract.v1 %x, %[[M]] : (tensor<?x8x8x3xf32>, tensor<1x1x1x3xf32>) -> tensor<?x8x8x3xf32>
// NHWC-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[0, 3, 1, 2]>
// NHWC-NEXT:    %[[T:.*]] = ov.Transpose.v1 %[[S]], %[[P]]
// NHWC-NEXT:    ov.Relu.v0 %[[T]]

// Reversing its channels gathers along that axis too; an option that finds no input of 3
// channels names the inputs and their shapes.
// NHWC-REVERSE-LABEL: func.func @main(%x: tensor<?x8x8x3xf32>
// NHWC-REVERSE-NEXT:    %[[I:.*]] = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
// NHWC-REVERSE-NEXT:    %[[A:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// NHWC-REVERSE-NEXT:    %[[G:.*]] = ov.Gather.v8 %x, %[[I]], %[[A]] : (tensor<?x8x8x3xf32>, tensor<3xi64>, tensor<i64>) -> tensor<?x8x8x3xf32>
// NO-RGB: ov-opt: error: --reverse-input-channels: no input has 3 channels on its channel axis (inputs: x [1, 4, 8, 8])

// COUNT: ov-opt: error: --mean-values: input 'x' has 3 channels on axis 1; 2 values given
func.func @main(%x: tensor<?x3x8x8xf32> {ovopt.name = "x"}) -> tensor<?x3x8x8xf32> {
  %r = ov.Relu.v0 %x : tensor<?x3x8x8xf32>
  func.return %r : tensor<?x3x8x8xf32>
}
