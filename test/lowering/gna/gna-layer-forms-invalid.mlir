// RUN: not ov-opt %s --split-input-file -p 'gna-layer-forms{precision=i16}' 2>&1 | filecheck %s

// GNA pools a convolution's sums: an average pool after an activation has no GNA form.
func.func @average_of_activations(%x: !gna.tensor<1x10x4xf32, NWC>) -> !gna.tensor<1x5x4xf32, NWC> {
  %p = gna.pwl %x {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<1x10x4xf32, NWC>) -> !gna.tensor<1x10x4xf32, NWC> loc("relu")
  %a = gna.avg_pool %p {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>, kernel = array<i64: 2>} : (!gna.tensor<1x10x4xf32, NWC>) -> !gna.tensor<1x5x4xf32, NWC> loc("pool")
  func.return %a : !gna.tensor<1x5x4xf32, NWC>
}
// CHECK: ov-opt: error: node 'pool' (gna.avg_pool): GNA pools a convolution's sums; this average pool reads gna.pwl
