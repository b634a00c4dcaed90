// RUN: OV_ROUNDTRIP

// The memory and layout ops, printed generic, parsed back and printed in their custom form.

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %[[A:.*]] = gna.layout_cast %{{.*}} : tensor<1x8x1x10xf32> to !gna.tensor<1x8x1x10xf32, NCHW>
// CHECK-NEXT:    %[[B:.*]] = gna.layout_cast %[[A]] : !gna.tensor<1x8x1x10xf32, NCHW> to !gna.tensor<1x8x10xf32, NCW>
// CHECK-NEXT:    %[[C:.*]] = gna.layout_cast %[[B]] : !gna.tensor<1x8x10xf32, NCW> to !gna.tensor<1x80xf32, NC>
// CHECK-NEXT:    %[[D:.*]] = gna.layout_cast %[[C]] : !gna.tensor<1x80xf32, NC> to !gna.tensor<80x1xf32, CN>
// CHECK-NEXT:    %[[E:.*]] = gna.layout_cast %{{.*}} : !gna.tensor<1x1x10x8xf32, NHWC> to !gna.tensor<1x10x8xf32, NWC>
// CHECK-NEXT:    %[[F:.*]] = gna.layout_cast %{{.*}} : !gna.tensor<1x1x1x8xf32, NHWC> to !gna.tensor<1x8x1x1xf32, NCHW>
// CHECK-NEXT:    %[[G:.*]] = gna.layout_cast %[[D]] : !gna.tensor<80x1xf32, CN> to tensor<1x80xf32>
func.func @casts(%x: tensor<1x8x1x10xf32>, %y: !gna.tensor<1x1x10x8xf32, NHWC>, %z: !gna.tensor<1x1x1x8xf32, NHWC>) -> tensor<1x80xf32> {
  %a = gna.layout_cast %x : tensor<1x8x1x10xf32> to !gna.tensor<1x8x1x10xf32, NCHW>
  %b = gna.layout_cast %a : !gna.tensor<1x8x1x10xf32, NCHW> to !gna.tensor<1x8x10xf32, NCW>
  %c = gna.layout_cast %b : !gna.tensor<1x8x10xf32, NCW> to !gna.tensor<1x80xf32, NC>
  %d = gna.layout_cast %c : !gna.tensor<1x80xf32, NC> to !gna.tensor<80x1xf32, CN>
  %e = gna.layout_cast %y : !gna.tensor<1x1x10x8xf32, NHWC> to !gna.tensor<1x10x8xf32, NWC>
  %f = gna.layout_cast %z : !gna.tensor<1x1x1x8xf32, NHWC> to !gna.tensor<1x8x1x1xf32, NCHW>
  %g = gna.layout_cast %d : !gna.tensor<80x1xf32, CN> to tensor<1x80xf32>
  func.return %g : tensor<1x80xf32>
}

// -----

// CHECK-LABEL: func.func @aliasing
// CHECK-NEXT:    %[[P0:.*]], %[[P1:.*]] = gna.split %{{.*}} {axis = 1 : i64, sizes = array<i64: 32, 16>} : (!gna.tensor<2x48xf32, NC>) -> (!gna.tensor<2x32xf32, NC>, !gna.tensor<2x16xf32, NC>)
// CHECK-NEXT:    %[[C:.*]] = gna.crop %[[P0]] {offsets = array<i64: 0, 8>, sizes = array<i64: 2, 16>} : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<2x16xf32, NC>
// CHECK-NEXT:    %[[K:.*]] = gna.copy %[[C]] : (!gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x16xf32, NC>
// CHECK-NEXT:    %[[I:.*]] = gna.identity %[[P1]] : (!gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x16xf32, NC>
// CHECK-NEXT:    %[[J:.*]] = gna.concat %[[K]], %[[I]] {axis = 1 : i64} : (!gna.tensor<2x16xf32, NC>, !gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x32xf32, NC>
// CHECK-NEXT:    %[[T:.*]] = gna.transpose %[[J]] : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<32x2xf32, CN>
func.func @aliasing(%x: !gna.tensor<2x48xf32, NC>) -> !gna.tensor<32x2xf32, CN> {
  %p:2 = gna.split %x {axis = 1 : i64, sizes = array<i64: 32, 16>} : (!gna.tensor<2x48xf32, NC>) -> (!gna.tensor<2x32xf32, NC>, !gna.tensor<2x16xf32, NC>)
  %c = gna.crop %p#0 {offsets = array<i64: 0, 8>, sizes = array<i64: 2, 16>} : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<2x16xf32, NC>
  %k = gna.copy %c : (!gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x16xf32, NC>
  %i = gna.identity %p#1 : (!gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x16xf32, NC>
  %j = gna.concat %k, %i {axis = 1 : i64} : (!gna.tensor<2x16xf32, NC>, !gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x32xf32, NC>
  %t = gna.transpose %j : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<32x2xf32, CN>
  func.return %t : !gna.tensor<32x2xf32, CN>
}
