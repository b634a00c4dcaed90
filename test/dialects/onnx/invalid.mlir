// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the onnx dialect. A generated op is checked against the ONNX schema of
// the version it records (versions, inputs, outputs, type constraints, attributes); the rest
// are the constraints of the op definitions and of the hand-written ops and attributes.
// Errors name the op as ONNX does (`a Softmax-12 op`, or `node 'n' (...)` with a location).

// Softmax has versions 1, 11 and 13; there is no Softmax-12.
func.func @no_such_version(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Softmax"(%x) <{version = 12 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: a Softmax-12 op: onnx.Softmax has no version 12 (versions: 1, 11, 13)

// -----

// With a location, the error names the model node.
func.func @no_such_version_named(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Relu"(%x) <{version = 5 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc("relu_3")
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: node 'relu_3' (Relu-5): onnx.Relu has no version 5 (versions: 1, 6, 13, 14)

// -----

// An ai.onnx.ml op with a version its domain does not have.
func.func @no_such_ml_version(%m: !onnx.map<i64, f32>) -> tensor<2xf32> {
  %y = "onnx.ml.DictVectorizer"(%m) <{version = 2 : i64, int64_vocabulary = array<i64: 1, 2>}> : (!onnx.map<i64, f32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a DictVectorizer-2 op: onnx.ml.DictVectorizer has no version 2 (versions: 1)

// -----

// Softmax-13 takes floating-point tensors only.
func.func @input_element_type(%x: tensor<2xi32>) -> tensor<2xi32> {
  %y = "onnx.Softmax"(%x) <{version = 13 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
  func.return %y : tensor<2xi32>
}
// CHECK-NEXT: a Softmax-13 op: Softmax-13 input 'input' cannot be tensor(int32) (tensor<2xi32>)

// -----

// The allowed types are those of the recorded version: Relu took bfloat16 only from 14 on.
func.func @input_element_type_of_version(%x: tensor<2xbf16>) -> tensor<2xbf16> {
  %y = "onnx.Relu"(%x) <{version = 6 : i64}> : (tensor<2xbf16>) -> tensor<2xbf16>
  func.return %y : tensor<2xbf16>
}
// CHECK-NEXT: a Relu-6 op: Relu-6 input 'X' cannot be tensor(bfloat16) (tensor<2xbf16>)

// -----

// Inputs bound to one type variable (T of Add) must share the type.
func.func @type_variable_inputs(%a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {
  %y = "onnx.Add"(%a, %b) <{version = 14 : i64}> : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Add-14 op: Add-14 input 'B' is tensor(float16), but T is already tensor(float)

// -----

// The values of one variadic input share their type variable too.
func.func @type_variable_variadic(%a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {
  %y = "onnx.Sum"(%a, %b) <{version = 13 : i64}> : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Sum-13 op: Sum-13 input 'data_0' is tensor(float16), but T is already tensor(float)

// -----

// Outputs are bound to the same type variables as the inputs.
func.func @type_variable_output(%x: tensor<2xf32>) -> tensor<2xf16> {
  %y = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf16>
  func.return %y : tensor<2xf16>
}
// CHECK-NEXT: a Relu-14 op: Relu-14 output 'Y' is tensor(float16), but T is already tensor(float)

// -----

// An output type the version does not allow: Constant-1 makes floating-point tensors only.
func.func @output_element_type() -> tensor<i64> {
  %c = "onnx.Constant"() <{version = 1 : i64, value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  func.return %c : tensor<i64>
}
// CHECK-NEXT: a Constant-1 op: Constant-1 output 'output' cannot be tensor(int64) (tensor<i64>)

// -----

// A tensor where the schema wants a sequence.
func.func @tensor_for_sequence(%s: tensor<2xf32>, %p: tensor<i64>) -> tensor<?xf32> {
  %y = "onnx.SequenceAt"(%s, %p) <{version = 11 : i64}> : (tensor<2xf32>, tensor<i64>) -> tensor<?xf32>
  func.return %y : tensor<?xf32>
}
// CHECK-NEXT: a SequenceAt-11 op: SequenceAt-11 input 'input_sequence' cannot be tensor(float) (tensor<2xf32>)

// -----

// Map keys must be string or int64 for DictVectorizer.
func.func @map_key_type(%m: !onnx.map<i32, f32>) -> tensor<2xf32> {
  %y = "onnx.ml.DictVectorizer"(%m) <{version = 1 : i64, int64_vocabulary = array<i64: 1, 2>}> : (!onnx.map<i32, f32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a DictVectorizer-1 op: DictVectorizer-1 input 'X' cannot be map(int32, float) (!onnx.map<i32, f32>)

// -----

// The element type inside an optional is checked as well.
func.func @optional_element_type(%o: !onnx.opt<tensor<2xi4>>) -> tensor<i1> {
  %y = "onnx.OptionalHasElement"(%o) <{version = 18 : i64}> : (!onnx.opt<tensor<2xi4>>) -> tensor<i1>
  func.return %y : tensor<i1>
}
// CHECK-NEXT: a OptionalHasElement-18 op: OptionalHasElement-18 input 'input' cannot be optional(tensor(int4)) (!onnx.opt<tensor<2xi4>>)

// -----

// A string op given floats.
func.func @string_input(%w: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.StringNormalizer"(%w) <{version = 10 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a StringNormalizer-10 op: StringNormalizer-10 input 'X' cannot be tensor(float) (tensor<2xf32>)

// -----

// TopK took k as an attribute up to version 1; from 10 on the input K is required.
func.func @missing_input(%x: tensor<5xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
  %v, %i = "onnx.TopK"(%x) <{version = 10 : i64}> : (tensor<5xf32>) -> (tensor<2xf32>, tensor<2xi64>)
  func.return %v, %i : tensor<2xf32>, tensor<2xi64>
}
// CHECK-NEXT: a TopK-10 op: TopK-10 needs its input 'K'

// -----

// A variadic input with fewer values than its minimum arity.
func.func @variadic_too_few() -> tensor<2xf32> {
  %y = "onnx.Concat"() <{version = 13 : i64, axis = 0 : i64}> : () -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Concat-13 op: Concat-13 needs at least 1 values for input 'inputs'

// -----

// An input the recorded version does not have: Pad's axes came in version 18.
func.func @input_of_later_version(%x: tensor<4xf32>, %p: tensor<2xi64>, %a: tensor<1xi64>) -> tensor<6xf32> {
  %y = "onnx.Pad"(%x, %p, %a) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<4xf32>, tensor<2xi64>, tensor<1xi64>) -> tensor<6xf32>
  func.return %y : tensor<6xf32>
}
// CHECK-NEXT: a Pad-13 op: Pad-13 has no input 'axes'

// -----

// onnx.NoValue is for onnx.Custom; a generated op leaves an optional input out instead.
func.func @no_value_operand(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = onnx.NoValue
  %y = "onnx.Clip"(%x, %n) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<4xf32>, none) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}
// CHECK-NEXT: a Clip-13 op: operand 'min' at position 1 does not verify:
// CHECK-NEXT: Unexpected attribute none

// -----

// Concat's axis is a required attribute (from version 4 on).
func.func @missing_attribute(%x: tensor<2xf32>) -> tensor<4xf32> {
  %y = "onnx.Concat"(%x, %x) <{version = 13 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}
// CHECK-NEXT: a Concat-13 op: Concat-13 needs its attribute 'axis'

// -----

// An attribute required in every version is a required property of the op definition.
func.func @missing_required_property(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64}> : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: a MaxPool-12 op: property 'kernel_shape' expected in operation 'onnx.MaxPool'

// -----

// An attribute of a later version: TopK's largest came in version 11.
func.func @attribute_of_later_version(%x: tensor<5xf32>, %k: tensor<1xi64>) -> (tensor<2xf32>, tensor<2xi64>) {
  %v, %i = "onnx.TopK"(%x, %k) <{version = 10 : i64, largest = 0 : i64}> : (tensor<5xf32>, tensor<1xi64>) -> (tensor<2xf32>, tensor<2xi64>)
  func.return %v, %i : tensor<2xf32>, tensor<2xi64>
}
// CHECK-NEXT: a TopK-10 op: TopK-10 has no attribute 'largest'

// -----

// An attribute of an earlier version: Add lost broadcast in version 7.
func.func @attribute_of_earlier_version(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Add"(%x, %x) <{version = 7 : i64, broadcast = 1 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Add-7 op: Add-7 has no attribute 'broadcast'

// -----

// An attribute no version of the operator has.
func.func @unknown_attribute(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Relu"(%x) <{version = 14 : i64, alpha = 1.0 : f32}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Relu-14 op: property 'alpha' is not defined by the operation 'onnx.Relu'.

// -----

// An INT attribute given a float.
func.func @attribute_type(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %y = "onnx.Softmax"(%x) <{version = 13 : i64, axis = 1.0 : f32}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}
// CHECK-NEXT: a Softmax-13 op: 1.000000e+00 : f32 should be of base attribute integer

// -----

// INTS attributes are i64 dense arrays: not a list, not another element type.
func.func @ints_attribute_as_list(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = [2, 2]}> : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: a MaxPool-12 op: [2 : i64, 2 : i64] should be of base attribute array

// -----

func.func @ints_attribute_element_type(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %y = "onnx.MaxPool"(%x) <{version = 12 : i64, kernel_shape = array<i32: 2, 2>}> : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  func.return %y : tensor<1x1x2x2xf32>
}
// CHECK-NEXT: a MaxPool-12 op: Expected attribute i64 but got i32

// -----

// The version itself is an i64.
func.func @version_type(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Relu"(%x) <{version = 14 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Relu-14 op: Expected attribute i64 but got i32

// -----

// More results than the operator has outputs.
func.func @too_many_outputs(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y, %z = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: a Relu-14 op: Expected 1 result, but got 2

// -----

// An optional output the recorded version does not have: MaxPool's Indices came in version 8.
func.func @output_of_later_version(%x: tensor<1x1x4x4xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>) {
  %y, %i = "onnx.MaxPool"(%x) <{version = 1 : i64, kernel_shape = array<i64: 2, 2>}> : (tensor<1x1x4x4xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>)
  func.return %y, %i : tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>
}
// CHECK-NEXT: a MaxPool-1 op: MaxPool-1 has no output 'Indices'

// -----

// onnx.Custom: one region per name in graph_attributes, here one region for two names.
func.func @custom_regions_fewer(%c: tensor<i1>) -> tensor<i1> {
  %s = "onnx.Custom"(%c) <{domain = "com.example", op_type = "Select", node_attributes = {}, graph_attributes = ["a", "b"]}> ({
    onnx.Yield %c : tensor<i1>
  }) : (tensor<i1>) -> tensor<i1>
  func.return %s : tensor<i1>
}
// CHECK-NEXT: a com.example.Select op: 1 regions but 2 graph attribute names

// -----

// A region without graph_attributes.
func.func @custom_regions_unnamed(%c: tensor<i1>) -> tensor<i1> {
  %s = "onnx.Custom"(%c) <{domain = "com.example", op_type = "Select", node_attributes = {}}> ({
    onnx.Yield %c : tensor<i1>
  }) : (tensor<i1>) -> tensor<i1>
  func.return %s : tensor<i1>
}
// CHECK-NEXT: a com.example.Select op: 1 regions but 0 graph attribute names

// -----

// graph_attributes without a region.
func.func @custom_regions_missing(%c: tensor<i1>) -> tensor<i1> {
  %s = "onnx.Custom"(%c) <{domain = "com.example", op_type = "Select", node_attributes = {}, graph_attributes = ["a"]}> : (tensor<i1>) -> tensor<i1>
  func.return %s : tensor<i1>
}
// CHECK-NEXT: a com.example.Select op: 0 regions but 1 graph attribute names

// -----

// onnx.Custom needs node_attributes, even an empty one.
func.func @custom_no_node_attributes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "onnx.Custom"(%x) <{domain = "com.example", op_type = "Fancy"}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// CHECK-NEXT: a com.example.Fancy op: property 'node_attributes' expected in operation 'onnx.Custom'

// -----

// onnx.Custom results are ONNX values.
func.func @custom_result_type(%x: tensor<4xf32>) -> i32 {
  %r = "onnx.Custom"(%x) <{domain = "com.example", op_type = "Fancy", node_attributes = {}}> : (tensor<4xf32>) -> i32
  func.return %r : i32
}
// CHECK-NEXT: a com.example.Fancy op: result 'outputs' at position 0 does not verify:
// CHECK-NEXT: Unexpected attribute i32

// -----

// onnx.NoValue has the type none.
%n = "onnx.NoValue"() : () -> tensor<f32>
// CHECK-NEXT: a onnx.NoValue op: result 'result' at position 0 does not verify:
// CHECK-NEXT: tensor<f32> should be of base attribute none_type

// -----

// A string tensor constant needs one string per element.
func.func @strings_count() -> tensor<3x!onnx.string> {
  %c = "onnx.Constant"() <{version = 13 : i64, value = #onnx.strings<tensor<3x!onnx.string>, ["x", "y"]>}> : () -> tensor<3x!onnx.string>
  func.return %c : tensor<3x!onnx.string>
}
// CHECK-NEXT: tensor<3x!onnx.string> holds 3 strings, 2 given

// -----

// ... and a tensor type of !onnx.string elements.
func.func @strings_element_type() -> tensor<2x!onnx.string> {
  %c = "onnx.Constant"() <{version = 13 : i64, value = #onnx.strings<tensor<2xf32>, ["x", "y"]>}> : () -> tensor<2x!onnx.string>
  func.return %c : tensor<2x!onnx.string>
}
// CHECK-NEXT: a string tensor needs !onnx.string elements, not f32

// -----

// onnx.Yield is a terminator: it must end its block.
func.func @yield_not_last(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.If"(%c) <{version = 16 : i64}> ({
    onnx.Yield %x : tensor<2xf32>
    %n = "onnx.Neg"(%x) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
  }, {
    onnx.Yield %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
// CHECK-NEXT: a onnx.Yield op: 'onnx.Yield' must be the last operation in its parent block

// -----

// A subgraph region must end in a terminator.
func.func @branch_without_yield(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.If"(%c) <{version = 16 : i64}> ({
    %n = "onnx.Neg"(%x) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
  }, {
    onnx.Yield %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
// CHECK-NEXT: a Neg-13 op: Operation onnx.Neg terminates block in single-block region but is not a terminator

// -----

// Every graph attribute region of a generated op holds one block: If needs both branches.
func.func @empty_branch(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.If"(%c) <{version = 16 : i64}> ({
  }, {
    onnx.Yield %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
// CHECK-NEXT: a If-16 op: Region 'else_branch' at position 0 expected a single block, but got 0 blocks

// -----

// onnx.Yield returns ONNX values only.
func.func @yield_type(%c: tensor<i1>, %x: i32) -> tensor<2xf32> {
  %r = "onnx.If"(%c) <{version = 16 : i64}> ({
    "onnx.Yield"(%x) : (i32) -> ()
  }, {
    "onnx.Yield"(%x) : (i32) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
// CHECK-NEXT: a onnx.Yield op: operand 'values' at position 0 does not verify:
// CHECK-NEXT: Unexpected attribute i32

// -----

// A generated op records the version of its schema; without one it is not an ONNX op.
func.func @no_version(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: a Relu op: property 'version' expected in operation 'onnx.Relu'

// -----

// onnx.Yield ends the region of an onnx op, never a function or the module.
"onnx.Yield"() : () -> ()
// CHECK: a onnx.Yield op: onnx.Yield ends the subgraph of an onnx op (If, Loop, Scan, a custom op)

// -----

// Sequences, optionals and maps hold what ONNX lets them hold.
func.func @sequence_of_scalars(%s: !onnx.seq<i32>) {
  func.return
}
// CHECK: a sequence holds tensors (or sequences, maps), not i32

// -----

func.func @optional_of_a_scalar(%s: !onnx.opt<i32>) {
  func.return
}
// CHECK: an optional holds a tensor or a sequence, not i32

// -----

func.func @float_keys(%s: !onnx.map<f32, f32>) {
  func.return
}
// CHECK: a map's keys are integers or strings, not f32

// -----

// A string constant spells every value, so its shape is static.
%c = "onnx.Constant"() <{version = 13 : i64, value = #onnx.strings<tensor<?x!onnx.string>, ["x", "y"]>}> : () -> tensor<?x!onnx.string>
// CHECK: a string tensor constant needs a static shape, not tensor<?x!onnx.string>
