// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// arange of ints: Range-4 of i64 constants.
// CHECK-LABEL: func.func @arange_int
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<2> : tensor<i64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<11> : tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// CHECK-NEXT:    ov.Range.v4 %[[B]], %[[E]], %[[S]] {output_type = i64} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3xi64>
func.func @arange_int() -> tensor<3xi64> {
  %start = torch.constant {value = 2 : i64} : i64
  %end = torch.constant {value = 11 : i64} : i64
  %step = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.arange.start_step"(%start, %end, %step) : (i64, i64, i64) -> tensor<3xi64>
  func.return %y : tensor<3xi64>
}

// -----

// Float bounds of an integer arange are converted first, as torch does: 0.5, 5, 1.5 count 0..4.
// CHECK-LABEL: func.func @arange_float_bounds_int_dtype
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<5> : tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    ov.Range.v4 %[[B]], %[[E]], %[[S]] {output_type = i64} : {{.*}} -> tensor<5xi64>
func.func @arange_float_bounds_int_dtype() -> tensor<5xi64> {
  %start = torch.constant {value = 5.000000e-01 : f64} : f64
  %end = torch.constant {value = 5 : i64} : i64
  %step = torch.constant {value = 1.500000e+00 : f64} : f64
  %y = "torch.aten.arange.start_step"(%start, %end, %step) <{dtype = i64}> : (f64, i64, f64) -> tensor<5xi64>
  func.return %y : tensor<5xi64>
}

// -----

// A float arange to a symbolic end: the size converted to f32.
// CHECK-LABEL: func.func @arange_symbolic
// CHECK:         %[[N:.*]] = ov.Gather.v8
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[E:.*]] = ov.Convert.v0 %[[N]] {destination_type = f32} : (tensor<i64>) -> tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    ov.Range.v4 %[[B]], %[[E]], %[[S]] {output_type = f32} : {{.*}} -> tensor<?xf32>
func.func @arange_symbolic(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
  %zero = torch.constant {value = 0 : i64} : i64
  %half = torch.constant {value = 5.000000e-01 : f64} : f64
  %y = "torch.aten.arange.start_step"(%zero, %n, %half) : (i64, i64, f64) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}

// -----

// full: the value in the dtype broadcast to the sizes.
// CHECK-LABEL: func.func @full
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<7> : tensor<i32>
// CHECK-NEXT:    ov.Broadcast.v3 %[[V]], %[[S]] : (tensor<i32>, tensor<2xi64>) -> tensor<2x4xi32>
func.func @full() -> tensor<2x4xi32> {
  %two = torch.constant {value = 2 : i64} : i64
  %four = torch.constant {value = 4 : i64} : i64
  %v = torch.constant {value = 7.000000e+00 : f64} : f64
  %y = "torch.aten.full"(%two, %four, %v) <{dtype = i32}> : (i64, i64, f64) -> tensor<2x4xi32>
  func.return %y : tensor<2x4xi32>
}

// -----

// full of a symbolic size.
// CHECK-LABEL: func.func @full_symbolic
// CHECK:         %[[S:.*]] = ov.Reshape.v1 %{{.*}}, %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    ov.Broadcast.v3 %[[V]], %[[S]] : (tensor<i1>, tensor<1xi64>) -> tensor<?xi1>
func.func @full_symbolic(%x: tensor<?x4xf32>) -> tensor<?xi1> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
  %t = torch.constant {value = true} : i1
  %y = "torch.aten.full"(%n, %t) : (i64, i1) -> tensor<?xi1>
  func.return %y : tensor<?xi1>
}

// -----

// full_like (in its dtype) and fill.Scalar (in the input's): broadcast to the input's shape.
// CHECK-LABEL: func.func @full_like_fill
// CHECK-NEXT:    %[[S:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[V:.*]] = ov.Constant.v0 dense<3> : tensor<i64>
// CHECK-NEXT:    ov.Broadcast.v3 %[[V]], %[[S]] : (tensor<i64>, tensor<2xi64>) -> tensor<?x4xi64>
// CHECK-NEXT:    %[[S2:.*]] = ov.ShapeOf.v3 %x
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<2.500000e+00> : tensor<f16>
// CHECK-NEXT:    ov.Broadcast.v3 %[[W]], %[[S2]] : (tensor<f16>, tensor<2xi64>) -> tensor<?x4xf16>
func.func @full_like_fill(%x: tensor<?x4xf16>) -> (tensor<?x4xi64>, tensor<?x4xf16>) {
  %v = torch.constant {value = 3 : i64} : i64
  %a = "torch.aten.full_like"(%x, %v) <{dtype = i64}> : (tensor<?x4xf16>, i64) -> tensor<?x4xi64>
  %w = torch.constant {value = 2.500000e+00 : f64} : f64
  %b = "torch.aten.fill.Scalar"(%x, %w) : (tensor<?x4xf16>, f64) -> tensor<?x4xf16>
  func.return %a, %b : tensor<?x4xi64>, tensor<?x4xf16>
}

// -----

// scalar_tensor of a known number is a constant of the dtype.
// CHECK-LABEL: func.func @scalar_tensor
// CHECK-NEXT:    %[[Y:.*]] = ov.Constant.v0 dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @scalar_tensor() -> tensor<f32> {
  %v = torch.constant {value = -1 : i64} : i64
  %y = "torch.aten.scalar_tensor"(%v) <{dtype = f32}> : (i64) -> tensor<f32>
  func.return %y : tensor<f32>
}

// -----

// empty and empty_strided: zeros (the strides mean nothing here).
// CHECK-LABEL: func.func @empty
// CHECK-NEXT:    %[[Z:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %[[Z]], %[[S]] : (tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Z2:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[S2:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    ov.Broadcast.v3 %[[Z2]], %[[S2]] : (tensor<i64>, tensor<2xi64>) -> tensor<2x3xi64>
func.func @empty() -> (tensor<2x3xf32>, tensor<2x3xi64>) {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %a = "torch.aten.empty.memory_format"(%two, %three) <{dtype = f32}> : (i64, i64) -> tensor<2x3xf32>
  %b = "torch.aten.empty_strided"(%two, %three, %three, %one) <{dtype = i64, operandSegmentSizes = array<i32: 2, 2>}> : (i64, i64, i64, i64) -> tensor<2x3xi64>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xi64>
}

// -----

// empty_like's decomposition (a torch.custom of aten::empty_permuted): zeros of its sizes.
// CHECK-LABEL: func.func @empty_permuted
// CHECK:         %[[N:.*]] = ov.Reshape.v1 %{{.*}}, %{{.*}} {special_zero = false} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT:    %[[F:.*]] = ov.Constant.v0 dense<4> : tensor<1xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Concat.v0 %[[N]], %[[F]] {axis = 0 : i64}
// CHECK:         ov.Broadcast.v3 %{{.*}}, %[[S]] : (tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @empty_permuted(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x4xf32>) -> i64
  %four = torch.constant {value = 4 : i64} : i64
  %y = torch.custom %n, %four {target = "aten::empty_permuted.default", schema = "aten::empty_permuted(SymInt[] size, int[] physical_layout, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor", operand_names = {size = 0 : i64}, arguments = {physical_layout = array<i64: 0, 1>, dtype = f32}} : (i64, i64) -> tensor<?x4xf32>
  func.return %y : tensor<?x4xf32>
}

// -----

// arange(end) (as torch.export leaves torch.arange(n)): Range-4 from 0 by 1.
// CHECK-LABEL: func.func @arange_end
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<5> : tensor<i64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<i64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Range.v4 %[[B]], %[[E]], %[[S]] {output_type = i64} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
// CHECK-NEXT:    func.return %[[Y]]
func.func @arange_end() -> tensor<5xi64> {
  %end = torch.constant {value = 5 : i64} : i64
  %y = "torch.aten.arange"(%end) <{device = "cpu", pin_memory = false}> : (i64) -> tensor<5xi64>
  func.return %y : tensor<5xi64>
}

// -----

// A float arange to a symbolic end: the size converted to f32, bounds 0.0 and 1.0.
// CHECK-LABEL: func.func @arange_symbolic_end_float
// CHECK:         %[[N:.*]] = ov.Gather.v8
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[E:.*]] = ov.Convert.v0 %[[N]] {destination_type = f32}
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    ov.Range.v4 %[[B]], %[[E]], %[[S]] {output_type = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
func.func @arange_symbolic_end_float(%n: tensor<?xf32>) -> tensor<?xf32> {
  %s = "torch.aten.sym_size.int"(%n) <{dim = 0 : i64}> : (tensor<?xf32>) -> i64
  %y = "torch.aten.arange"(%s) <{dtype = f32}> : (i64) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}

// -----

// new_ones(x, [4, 2], dtype=bool): true broadcast to the sizes (x's values are not read).
// CHECK-LABEL: func.func @new_ones
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<true> : tensor<i1>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[4, 2]> : tensor<2xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Broadcast.v3 %[[ONE]], %[[S]] : (tensor<i1>, tensor<2xi64>) -> tensor<4x2xi1>
// CHECK-NEXT:    func.return %[[Y]]
func.func @new_ones(%x: tensor<2x3xf32>) -> tensor<4x2xi1> {
  %four = torch.constant {value = 4 : i64} : i64
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.new_ones"(%x, %four, %two) <{dtype = i1}> : (tensor<2x3xf32>, i64, i64) -> tensor<4x2xi1>
  func.return %y : tensor<4x2xi1>
}
