// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// TopKV2 with k larger than the last axis: TensorFlow refuses it, and OpenVINO's CPU plugin
// would refuse the IR only when compiling it.
func.func @top_k_past_the_axis(%x: tensor<2x3xf32>) -> (tensor<2x5xf32>, tensor<2x5xi32>) {
  %k = "tf.Const"() <{value = dense<5> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %v, %i = "tf.TopKV2"(%x, %k) <{T = f32, Tk = i32, sorted = true}> : (tensor<2x3xf32>, tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5xi32>)
  func.return %v, %i : tensor<2x5xf32>, tensor<2x5xi32>
}
// CHECK: k (5) is larger than the last axis, of size 3; TensorFlow requires k <= that size
