// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-onnx-to-ov | filecheck %s

// Col2Im-15 has two spatial axes: a 3-D image is refused, naming the node.

func.func @col2im_3d(%x: tensor<1x8x8xf32>, %image: tensor<3xi64>, %block: tensor<3xi64>) -> tensor<1x?x?x?x?xf32> {
  %y = "onnx.Col2Im"(%x, %image, %block) <{version = 18 : i64}> : (tensor<1x8x8xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<1x?x?x?x?xf32> loc("image")
  func.return %y : tensor<1x?x?x?x?xf32>
}
// CHECK: node 'image' (Col2Im-18): Col2Im lowers for 2 spatial axes only (OpenVINO's Col2Im-15), got tensor<3xi64>
