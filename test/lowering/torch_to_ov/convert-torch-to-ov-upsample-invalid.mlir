// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Resamplings the lowering refuses, each error naming the node.

// upsample_nearest2d resizes 4-D images only.
func.func @nearest_3d(%x: tensor<2x3x4xf32>) -> tensor<2x6x8xf32> {
  %y = "torch.aten.upsample_nearest2d.vec"(%x) <{scale_factors = array<f64: 2.000000e+00, 2.000000e+00>}> : (tensor<2x3x4xf32>) -> tensor<2x6x8xf32> loc("up")
  func.return %y : tensor<2x6x8xf32>
}
// CHECK: node 'up' (aten::upsample_nearest2d.vec): aten::upsample_nearest2d.vec resizes [N, C, H, W] images, got tensor<2x3x4xf32>

// -----

// A scale whose output length OpenVINO computes otherwise: torch floor(30 * 2.1) = 63 in double,
// OpenVINO 62 in f32.
func.func @scale_off_by_one(%x: tensor<1x1x30x30xf32>) -> tensor<1x1x63x63xf32> {
  %y = "torch.aten.upsample_bilinear2d.vec"(%x) <{align_corners = false, scale_factors = array<f64: 2.100000e+00, 2.100000e+00>}> : (tensor<1x1x30x30xf32>) -> tensor<1x1x63x63xf32> loc("up")
  func.return %y : tensor<1x1x63x63xf32>
}
// CHECK-NEXT: node 'up' (aten::upsample_bilinear2d.vec): OpenVINO scales a length 30 by 2.1 to 62, torch to 63: give the upsampling an output_size

// -----

// Neither output_size nor scale_factors.
func.func @no_size(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> {
  %y = "torch.aten.upsample_nearest2d.vec"(%x) : (tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> loc("up")
  func.return %y : tensor<1x1x3x3xf32>
}
// CHECK-NEXT: node 'up' (aten::upsample_nearest2d.vec): an upsampling needs output_size or two scale_factors

// -----

// A grid sampler mode torch does not define.
func.func @grid_mode(%x: tensor<1x2x3x4xf32>, %g: tensor<1x5x6x2xf32>) -> tensor<1x2x5x6xf32> {
  %y = "torch.aten.grid_sampler_2d"(%x, %g) <{interpolation_mode = 3 : i64, padding_mode = 0 : i64, align_corners = false}> : (tensor<1x2x3x4xf32>, tensor<1x5x6x2xf32>) -> tensor<1x2x5x6xf32> loc("grid")
  func.return %y : tensor<1x2x5x6xf32>
}
// CHECK-NEXT: node 'grid' (aten::grid_sampler_2d): grid_sampler_2d's interpolation_mode is 0, 1 or 2 and padding_mode 0, 1 or 2, got 3 and 0
