// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// bmm and mm are MatMuls, in the result's element type.
// CHECK-LABEL: func.func @bmm
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %a, %b : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @bmm(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %y = "torch.aten.bmm"(%a, %b) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}

// CHECK-LABEL: func.func @mm_ints
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %a, %b : (tensor<2x5xi64>, tensor<5x3xi64>) -> tensor<2x3xi64>
// CHECK-NEXT:    func.return %[[Y]]
func.func @mm_ints(%a: tensor<2x5xi64>, %b: tensor<5x3xi64>) -> tensor<2x3xi64> {
  %y = "torch.aten.mm"(%a, %b) : (tensor<2x5xi64>, tensor<5x3xi64>) -> tensor<2x3xi64>
  func.return %y : tensor<2x3xi64>
}

// -----

// addmm with alpha = beta = 1 (nn.Linear): MatMul plus the input, no factor.
// CHECK-LABEL: func.func @addmm_unit
// CHECK-NEXT:    %[[P:.*]] = ov.MatMul.v0 %a, %b : (tensor<2x5xf32>, tensor<5x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[P]], %c : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @addmm_unit(%c: tensor<3xf32>, %a: tensor<2x5xf32>, %b: tensor<5x3xf32>) -> tensor<2x3xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.addmm"(%c, %a, %b, %one, %one) : (tensor<3xf32>, tensor<2x5xf32>, tensor<5x3xf32>, i64, i64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Other factors multiply their terms, in the result's element type.
// CHECK-LABEL: func.func @addmm_factors
// CHECK-NEXT:    %[[P:.*]] = ov.MatMul.v0 %a, %b : (tensor<2x5xf32>, tensor<5x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Multiply.v1 %[[P]], %[[ALPHA]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[BETA:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[TERM:.*]] = ov.Multiply.v1 %c, %[[BETA]] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[SCALED]], %[[TERM]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @addmm_factors(%c: tensor<2x3xf32>, %a: tensor<2x5xf32>, %b: tensor<5x3xf32>) -> tensor<2x3xf32> {
  %beta = torch.constant {value = 5.000000e-01 : f64} : f64
  %alpha = torch.constant {value = 2.000000e+00 : f64} : f64
  %y = "torch.aten.addmm"(%c, %a, %b, %beta, %alpha) : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<5x3xf32>, f64, f64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// beta = 0: torch ignores the input (NaN included), and so does the lowering.
// CHECK-LABEL: func.func @addmm_beta_zero
// CHECK-NEXT:    %[[P:.*]] = ov.MatMul.v0 %a, %b : (tensor<2x5xf32>, tensor<5x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[P]]
func.func @addmm_beta_zero(%c: tensor<2x3xf32>, %a: tensor<2x5xf32>, %b: tensor<5x3xf32>) -> tensor<2x3xf32> {
  %zero = torch.constant {value = 0 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.addmm"(%c, %a, %b, %zero, %one) : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<5x3xf32>, i64, i64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// nn.Linear's permute(weight, [1, 0]) as the second factor is MatMul's transpose_b of the weight
// (folding the permute would copy the weights); a permute read elsewhere too stays a Transpose.
// CHECK-LABEL: func.func @linear_weight
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x5xf32>, tensor<3x5xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Z:.*]] = ov.Add.v1 %[[Y]], %c
// CHECK-NEXT:    func.return %[[Z]]
func.func @linear_weight(%c: tensor<3xf32>, %x: tensor<2x5xf32>, %w: tensor<3x5xf32>) -> tensor<2x3xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %t = "torch.aten.permute"(%w) <{dims = array<i64: 1, 0>}> : (tensor<3x5xf32>) -> tensor<5x3xf32>
  %y = "torch.aten.addmm"(%c, %x, %t, %one, %one) : (tensor<3xf32>, tensor<2x5xf32>, tensor<5x3xf32>, i64, i64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @shared_permute
// CHECK:         ov.Transpose.v1
// CHECK:         ov.MatMul.v0 %x, %{{.*}} :
func.func @shared_permute(%x: tensor<2x5xf32>, %w: tensor<3x5xf32>) -> (tensor<2x3xf32>, tensor<5x3xf32>) {
  %t = "torch.aten.permute"(%w) <{dims = array<i64: 1, 0>}> : (tensor<3x5xf32>) -> tensor<5x3xf32>
  %y = "torch.aten.mm"(%x, %t) : (tensor<2x5xf32>, tensor<5x3xf32>) -> tensor<2x3xf32>
  func.return %y, %t : tensor<2x3xf32>, tensor<5x3xf32>
}

// -----

// linear (nn.Linear as torch.export leaves it): MatMul with transpose_b of the [out, in] weight as
// stored, then the bias.
// CHECK-LABEL: func.func @linear
// CHECK-NEXT:    %[[P:.*]] = ov.MatMul.v0 %x, %w {transpose_b = true} : (tensor<2x5x8xf32>, tensor<3x8xf32>) -> tensor<2x5x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[P]], %b : (tensor<2x5x3xf32>, tensor<3xf32>) -> tensor<2x5x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @linear(%x: tensor<2x5x8xf32>, %w: tensor<3x8xf32>, %b: tensor<3xf32>) -> tensor<2x5x3xf32> {
  %y = "torch.aten.linear"(%x, %w, %b) : (tensor<2x5x8xf32>, tensor<3x8xf32>, tensor<3xf32>) -> tensor<2x5x3xf32>
  func.return %y : tensor<2x5x3xf32>
}

// -----

// Without a bias: the product alone.
// CHECK-LABEL: func.func @linear_no_bias
// CHECK-NEXT:    %[[P:.*]] = ov.MatMul.v0 %x, %w {transpose_b = true}
// CHECK-NEXT:    func.return %[[P]]
func.func @linear_no_bias(%x: tensor<2x8xf32>, %w: tensor<3x8xf32>) -> tensor<2x3xf32> {
  %y = "torch.aten.linear"(%x, %w) : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
