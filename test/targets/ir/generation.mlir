// RUN: ov-opt %s -t ir -o %t.xml && filecheck %s < %t.xml

// Range-4, Eye-9, Tile-1, Pad-12, DepthToSpace-1 and SpaceToDepth-1 in IR XML, attributes as
// OpenVINO's serializer spells them; the file loads and runs in OpenVINO 2026.4. Tile has no
// attributes: no <data>. A range of run-time length is -1 long.

func.func @main(%x: tensor<1x8x2x3xf32> {ovopt.name = "x"}, %n: tensor<f32> {ovopt.name = "n"}, %p: tensor<4xi64> {ovopt.name = "pads"}) -> (tensor<?xf32> {ovopt.name = "range"}, tensor<3x4xf32> {ovopt.name = "eye"}, tensor<1x8x4x9xf32> {ovopt.name = "tiled"}, tensor<?x?x?x?xf32> {ovopt.name = "padded"}, tensor<1x8x3x4xf32> {ovopt.name = "filled"}, tensor<1x2x4x6xf32> {ovopt.name = "d2s"}, tensor<1x8x2x3xf32> {ovopt.name = "s2d"}) {
  %zero = ov.Constant.v0 dense<0.0> : tensor<f32> loc("range/start")
  %half = ov.Constant.v0 dense<0.5> : tensor<f32> loc("range/step")
  %range = ov.Range.v4 %zero, %n, %half {output_type = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32> loc("range")
  %rows = ov.Constant.v0 dense<3> : tensor<i64> loc("eye/rows")
  %columns = ov.Constant.v0 dense<4> : tensor<i64> loc("eye/columns")
  %k = ov.Constant.v0 dense<1> : tensor<i64> loc("eye/k")
  %eye = ov.Eye.v9 %rows, %columns, %k {output_type = f32} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32> loc("eye")
  %repeats = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64> loc("tiled/repeats")
  %tiled = ov.Tile.v0 %x, %repeats : (tensor<1x8x2x3xf32>, tensor<2xi64>) -> tensor<1x8x4x9xf32> loc("tiled")
  %padded = ov.Pad.v12 %x, %p, %p {pad_mode = "reflect"} : (tensor<1x8x2x3xf32>, tensor<4xi64>, tensor<4xi64>) -> tensor<?x?x?x?xf32> loc("padded")
  %begin = ov.Constant.v0 dense<[0, 0, 1, 0]> : tensor<4xi64> loc("filled/begin")
  %end = ov.Constant.v0 dense<[0, 0, 0, 1]> : tensor<4xi64> loc("filled/end")
  %value = ov.Constant.v0 dense<-1.0> : tensor<f32> loc("filled/value")
  %filled = ov.Pad.v12 %x, %begin, %end, %value : (tensor<1x8x2x3xf32>, tensor<4xi64>, tensor<4xi64>, tensor<f32>) -> tensor<1x8x3x4xf32> loc("filled")
  %d2s = ov.DepthToSpace.v0 %x {block_size = 2 : i64, mode = "depth_first"} : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32> loc("d2s")
  %s2d = ov.SpaceToDepth.v0 %d2s {block_size = 2 : i64, mode = "blocks_first"} : (tensor<1x2x4x6xf32>) -> tensor<1x8x2x3xf32> loc("s2d")
  func.return %range, %eye, %tiled, %padded, %filled, %d2s, %s2d : tensor<?xf32>, tensor<3x4xf32>, tensor<1x8x4x9xf32>, tensor<?x?x?x?xf32>, tensor<1x8x3x4xf32>, tensor<1x2x4x6xf32>, tensor<1x8x2x3xf32>
}

// CHECK:      <layer id="5" name="range" type="Range" version="opset4">
// CHECK-NEXT:   <data output_type="f32"/>
// CHECK:        <output>
// CHECK-NEXT:     <port id="3" precision="FP32" names="range">
// CHECK-NEXT:       <dim>-1</dim>
// CHECK:      <layer id="9" name="eye" type="Eye" version="opset9">
// CHECK-NEXT:   <data output_type="f32"/>
// CHECK:      <layer id="11" name="tiled" type="Tile" version="opset1">
// CHECK-NEXT:   <input>
// CHECK:      <layer id="12" name="padded" type="Pad" version="opset12">
// CHECK-NEXT:   <data pad_mode="reflect"/>
// CHECK:      <layer id="16" name="filled" type="Pad" version="opset12">
// CHECK-NEXT:   <data pad_mode="constant"/>
// CHECK-NEXT:   <input>
// CHECK-COUNT-4:  <port id="{{[0-3]}}"
// CHECK:      <layer id="17" name="d2s" type="DepthToSpace" version="opset1">
// CHECK-NEXT:   <data block_size="2" mode="depth_first"/>
// CHECK:      <layer id="18" name="s2d" type="SpaceToDepth" version="opset1">
// CHECK-NEXT:   <data block_size="2" mode="blocks_first"/>
