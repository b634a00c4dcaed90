// RUN: ov-opt %s --split-input-file -p gna-remove-single-input-concat | filecheck %s

// Negative cases, one per condition of RemoveSingleInputConcat (only it fails; the Concat stays):
//   concat.one-input   @two (the type check alone keeps it too: a Concat whose result has its
//                      first input's type has only empty inputs besides, and dropping it is right),
//                      @two_dynamic (but not when the concatenated dim is dynamic: the one-input
//                      check alone keeps it)
//   concat.same-type   @refines (one input, but the result's type is not the input's)

// CHECK-LABEL: func.func @single
// CHECK-NEXT:    %[[Y:.*]] = ov.Relu.v0 %x
// CHECK-NEXT:    func.return %[[Y]]
func.func @single(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = ov.Concat.v0 %x {axis = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = ov.Relu.v0 %c : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// [concat.one-input] Not fired: a Concat of two inputs (even the same one twice).

// CHECK-LABEL: func.func @two
// CHECK-NEXT:    %[[C:.*]] = ov.Concat.v0 %x, %x
// CHECK-NEXT:    func.return %[[C]]
func.func @two(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %c = ov.Concat.v0 %x, %x {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  func.return %c : tensor<2x6xf32>
}

// -----

// [concat.one-input] Not fired: two inputs whose result type is the first input's type, as a
// dynamic concatenated dim allows (the Concat doubles the rows; dropping it would not).

// CHECK-LABEL: func.func @two_dynamic
// CHECK-NEXT:    %[[C:.*]] = ov.Concat.v0 %x, %x
// CHECK-NEXT:    func.return %[[C]]
func.func @two_dynamic(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %c = ov.Concat.v0 %x, %x {axis = 0 : i64} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return %c : tensor<?x3xf32>
}

// -----

// [concat.same-type] Not fired: one input of a dynamic dim whose result knows it; its readers
// take the static type, which the input alone does not have.

// CHECK-LABEL: func.func @refines
// CHECK-NEXT:    %[[C:.*]] = ov.Concat.v0 %x {axis = 1 : i64} : (tensor<?x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Relu.v0 %[[C]] : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @refines(%x: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %c = ov.Concat.v0 %x {axis = 1 : i64} : (tensor<?x3xf32>) -> tensor<2x3xf32>
  %y = ov.Relu.v0 %c : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// A Concat nothing reads goes, and so does the op that only it read (the pass erases what its
// rewrites leave unused).

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = ov.Relu.v0 %x : tensor<2x3xf32>
  %c = ov.Concat.v0 %r {axis = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %x : tensor<2x3xf32>
}
