// RUN: not ov-opt %s -p 'gna-propagate-scales{precision=i16 input-scale=1024.0}' 2>&1 | filecheck %s

// A function whose argument is a gna tensor already: no entry cast gives its scale. One line,
// no traceback.

// CHECK: ov-opt: error: gna-propagate-scales: argument #0 of @main is a gna tensor already: data enters GNA through gna.layout_cast from an ov tensor
// CHECK-NOT: Traceback
func.func @main(%g: !gna.tensor<16x1xf32, CN>) -> tensor<8x1xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<8x16xf32>
  %b = ov.Constant.v0 dense<1.0> : tensor<8xf32>
  %a = gna.affine %g, %w, %b {target = "3.5", weights_precision = "i16"} : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
  %o = gna.layout_cast %a : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  func.return %o : tensor<8x1xf32>
}
