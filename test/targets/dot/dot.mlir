// RUN: ov-opt %s --split-input-file --allow-unregistered-dialect -t dot | filecheck %s
//
// -t dot draws any dialect: a node per op (its name, then its model node name), a node per
// function argument (its model name), an edge per use labelled by the tensor type. Edges
// come after every node, outside the clusters.

// CHECK:      digraph module {
// CHECK:        subgraph cluster_1 {
// CHECK-NEXT:     label="main";
// CHECK-NEXT:     [[X:n[0-9]+]] [label="image", shape=ellipse
// CHECK-NEXT:     [[W:n[0-9]+]] [label="ov.Constant.v0\nconv.w", fillcolor=lightblue];
// CHECK-NEXT:     [[CONV:n[0-9]+]] [label="ov.Convolution.v1\nconv \"1\"", fillcolor=lightblue];
// CHECK-NEXT:     [[RELU:n[0-9]+]] [label="ov.Relu.v0", fillcolor=lightblue];
// CHECK-NEXT:     [[RET:n[0-9]+]] [label="func.return", fillcolor=white];
// CHECK-NEXT:   }
// CHECK-NEXT:   [[X]] -> [[CONV]] [label="?x3x8x8xf32"];
// CHECK-NEXT:   [[W]] -> [[CONV]] [label="4x3x1x1xf32"];
// CHECK-NEXT:   [[CONV]] -> [[RELU]] [label="?x4x8x8xf32"];
// CHECK-NEXT:   [[RELU]] -> [[RET]] [label="?x4x8x8xf32"];
// CHECK-NEXT: }
func.func @main(%x: tensor<?x3x8x8xf32> {ovopt.name = "image"}) -> tensor<?x4x8x8xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<4x3x1x1xf32> loc("conv.w")
  %c = ov.Convolution.v1 %x, %w {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<?x3x8x8xf32>, tensor<4x3x1x1xf32>) -> tensor<?x4x8x8xf32> loc("conv \"1\"")
  %r = ov.Relu.v0 %c : tensor<?x4x8x8xf32>
  func.return %r : tensor<?x4x8x8xf32>
}

// -----

// An op with regions is a cluster holding the op and its blocks; a block argument is a node;
// a value of the enclosing function used inside draws an edge from outside.

// CHECK:      digraph module {
// CHECK:        subgraph cluster_1 {
// CHECK-NEXT:     label="if";
// CHECK-NEXT:     [[COND:n[0-9]+]] [label="cond", shape=ellipse
// CHECK-NEXT:     [[X:n[0-9]+]] [label="x", shape=ellipse
// CHECK-NEXT:     subgraph cluster_2 {
// CHECK-NEXT:       label="onnx.If choose";
// CHECK-NEXT:       [[IF:n[0-9]+]] [label="onnx.If\nchoose", fillcolor=[[ONNX:[a-z]+]]];
// CHECK-NEXT:       [[NEG:n[0-9]+]] [label="onnx.Neg", fillcolor=[[ONNX]]];
// CHECK-NEXT:       [[Y1:n[0-9]+]] [label="onnx.Yield", fillcolor=[[ONNX]]];
// CHECK-NEXT:       [[RELU:n[0-9]+]] [label="onnx.Relu", fillcolor=[[ONNX]]];
// CHECK-NEXT:       [[Y2:n[0-9]+]] [label="onnx.Yield", fillcolor=[[ONNX]]];
// CHECK-NEXT:     }
// CHECK-NEXT:     [[RET:n[0-9]+]] [label="func.return", fillcolor=white];
// CHECK-NEXT:   }
// CHECK-NEXT:   [[COND]] -> [[IF]] [label="i1"];
// CHECK-NEXT:   [[X]] -> [[NEG]] [label="2xf32"];
// CHECK-NEXT:   [[NEG]] -> [[Y1]] [label="2xf32"];
// CHECK-NEXT:   [[X]] -> [[RELU]] [label="2xf32"];
// CHECK-NEXT:   [[RELU]] -> [[Y2]] [label="2xf32"];
// CHECK-NEXT:   [[IF]] -> [[RET]] [label="2xf32"];
func.func @if(%cond: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.If"(%cond) <{version = 16 : i64}> ({
    %e = "onnx.Neg"(%x) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %e : tensor<2xf32>
  }, {
    %t = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %t : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32> loc("choose")
  func.return %r : tensor<2xf32>
}

// -----

// An unregistered dialect, a block argument of a nested block, a type that is no tensor,
// an unranked tensor.

// CHECK:      digraph module {
// CHECK:          [[OP:n[0-9]+]] [label="test.op", fillcolor=[[C:[a-z]+]]];
// CHECK-NEXT:     [[ARG:n[0-9]+]] [label="i", shape=box
// CHECK-NEXT:     [[IN:n[0-9]+]] [label="test.inner", fillcolor=[[C]]];
// CHECK:        [[ARG]] -> [[IN]] [label="index"];
// CHECK:        -> [[IN]] [label="*xf32"];
func.func @generic(%u: tensor<*xf32>) {
  "test.op"() ({
  ^bb0(%i: index):
    "test.inner"(%i, %u) : (index, tensor<*xf32>) -> ()
  }) : () -> ()
  func.return
}
