// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Attentions the lowering refuses, each error naming the node.

// A dropout inside the attention is random.
func.func @attention_dropout(%q: tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %q, %q) <{dropout_p = 1.000000e-01 : f64, is_causal = false, enable_gqa = false}> : (tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> loc("attn")
  func.return %y : tensor<1x2x5x8xf32>
}
// CHECK: node 'attn' (aten::scaled_dot_product_attention): a dropout inside the attention (dropout_p = 0.1) is random: call it with dropout_p=0 in eval mode

// -----

// Grouped heads need known head counts.
func.func @attention_gqa_unknown_heads(%q: tensor<1x?x5x8xf32>, %k: tensor<1x2x5x8xf32>) -> tensor<1x?x5x8xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %k) <{dropout_p = 0.000000e+00 : f64, is_causal = false, enable_gqa = true}> : (tensor<1x?x5x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x?x5x8xf32> loc("gqa")
  func.return %y : tensor<1x?x5x8xf32>
}
// CHECK-NEXT: node 'gqa' (aten::scaled_dot_product_attention): enable_gqa needs query, key and value of rank >= 3 with known head counts

// -----

func.func @attention_gqa_indivisible(%q: tensor<1x3x5x8xf32>, %k: tensor<1x2x5x8xf32>) -> tensor<1x3x5x8xf32> {
  %y = "torch.aten.scaled_dot_product_attention"(%q, %k, %k) <{dropout_p = 0.000000e+00 : f64, is_causal = false, enable_gqa = true}> : (tensor<1x3x5x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>) -> tensor<1x3x5x8xf32> loc("gqa3")
  func.return %y : tensor<1x3x5x8xf32>
}
// CHECK-NEXT: node 'gqa3' (aten::scaled_dot_product_attention): enable_gqa: 3 query heads are not a multiple of 2 key-value heads
