// RUN: ov-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics -p convert-torch-to-ov | filecheck %s

// Random tensors have no deterministic equivalent: refused, each error naming the node.

func.func @rand() -> tensor<2x3xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.rand"(%two, %three) <{dtype = f32}> : (i64, i64) -> tensor<2x3xf32> loc("rand")
  func.return %y : tensor<2x3xf32>
}
// CHECK: node 'rand' (aten::rand): aten::rand draws random numbers, which an OpenVINO model cannot reproduce as torch does; pass the random tensor as an input of the model instead

// -----

func.func @randn(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %n = "torch.aten.sym_size.int"(%x) <{dim = 0 : i64}> : (tensor<?x3xf32>) -> i64
  %three = torch.constant {value = 3 : i64} : i64
  %y = "torch.aten.randn"(%n, %three) : (i64, i64) -> tensor<?x3xf32> loc("randn")
  func.return %y : tensor<?x3xf32>
}
// CHECK-NEXT: node 'randn' (aten::randn): aten::randn draws random numbers

// -----

func.func @randperm() -> tensor<4xi64> {
  %four = torch.constant {value = 4 : i64} : i64
  %y = "torch.aten.randperm"(%four) <{dtype = i64}> : (i64) -> tensor<4xi64> loc("randperm")
  func.return %y : tensor<4xi64>
}
// CHECK-NEXT: node 'randperm' (aten::randperm): aten::randperm draws random numbers

// -----

// Must not fire while the end comes from an op nothing converts: the arange waits, and the
// conversion names what is left.
func.func @arange_waits() -> tensor<?xi64> {
  %n = "test.op"() : () -> i64
  %zero = torch.constant {value = 0 : i64} : i64
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.arange.start_step"(%zero, %n, %one) : (i64, i64, i64) -> tensor<?xi64> loc("arange")
  func.return %y : tensor<?xi64>
}
// CHECK-NEXT: node 'arange' (aten::arange.start_step)

// -----

// A random op the importer keeps as a torch.custom.
func.func @randn_like(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = torch.custom %x {target = "aten::randn_like.default", schema = "", operand_names = {self = 0 : i64}, arguments = {}} : (tensor<3xf32>) -> tensor<3xf32> loc("randn_like")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: node 'randn_like' (aten::randn_like.default): aten::randn_like.default draws random numbers

// -----

// Must not fire on a torch.custom of another function: it stays, for the conversion's error.
func.func @other_custom(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = torch.custom %x {target = "mylib::op", schema = "", operand_names = {x = 0 : i64}, arguments = {}} : (tensor<3xf32>) -> tensor<3xf32> loc("custom")
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: no lowering to OpenVINO for node 'custom' (mylib::op)
