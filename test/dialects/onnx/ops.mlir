// RUN: OV_ROUNDTRIP
// RUN: ov-opt %s --split-input-file --print-op-generic --print-debuginfo | ov-opt --split-input-file --print-debuginfo | filecheck %s --check-prefix=LOC

// The onnx dialect itself: ops printed generic, parsed back and printed again, so parser,
// printer and the schema verifier (OnnxOp.verify_) see every case. The generated ops have no
// custom syntax; onnx.NoValue and onnx.Yield do. The second RUN keeps the locations.

// Attributes are properties, absent where the node kept the default; the optional bias B of
// Conv may be left out (one optional operand needs no operandSegmentSizes).

// CHECK-LABEL: func.func @conv
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[Y:.*]] = "onnx.Conv"(%[[X]], %[[W]], %[[B]]) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 1, 1>}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
// CHECK-NEXT:    %[[Z:.*]] = "onnx.Conv"(%[[X]], %[[W]]) <{version = 22 : i64, pads = array<i64: 1, 1, 1, 1>, auto_pad = "NOTSET", group = 1 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @conv(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x8x8xf32>) {
  %y = "onnx.Conv"(%x, %w, %b) <{version = 11 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 1, 1>}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %z = "onnx.Conv"(%x, %w) <{version = 22 : i64, pads = array<i64: 1, 1, 1, 1>, auto_pad = "NOTSET", group = 1 : i64}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  func.return %y, %z : tensor<1x4x6x6xf32>, tensor<1x4x8x8xf32>
}

// -----

// Several optional inputs: operandSegmentSizes says which are present (Clip without min,
// with both, with neither).

// CHECK-LABEL: func.func @clip
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>, %[[LO:.*]]: tensor<f32>, %[[HI:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[A:.*]] = "onnx.Clip"(%[[X]], %[[HI]]) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = "onnx.Clip"(%[[X]], %[[LO]], %[[HI]]) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}>
// CHECK-NEXT:    %[[C:.*]] = "onnx.Clip"(%[[X]]) <{version = 11 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @clip(%x: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = "onnx.Clip"(%x, %hi) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %b = "onnx.Clip"(%x, %lo, %hi) <{version = 13 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  %c = "onnx.Clip"(%x) <{version = 11 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Variadic inputs: Concat of two, Sum of three (one value used twice) and of one.

// CHECK-LABEL: func.func @variadic
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<1x3xf32>, %[[C:.*]]: tensor<2x3xf32>)
// CHECK-NEXT:    %[[CAT:.*]] = "onnx.Concat"(%[[A]], %[[B]]) <{version = 13 : i64, axis = 0 : i64}> : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
// CHECK-NEXT:    %[[SUM:.*]] = "onnx.Sum"(%[[A]], %[[C]], %[[A]]) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[ONE:.*]] = "onnx.Sum"(%[[A]]) <{version = 8 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[CAT]], %[[SUM]], %[[ONE]]
func.func @variadic(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<2x3xf32>) -> (tensor<3x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %cat = "onnx.Concat"(%a, %b) <{version = 13 : i64, axis = 0 : i64}> : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %sum = "onnx.Sum"(%a, %c, %a) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %one = "onnx.Sum"(%a) <{version = 8 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %cat, %sum, %one : tensor<3x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// One op, two schema versions: the recorded version survives, so a lowering can tell
// Softmax-1 (axis defaults to 1, coerced to 2-D) from Softmax-13 (axis defaults to -1).

// CHECK-LABEL: func.func @versions
// CHECK-SAME:    (%[[X:.*]]: tensor<2x5xf32>)
// CHECK-NEXT:    %[[OLD:.*]] = "onnx.Softmax"(%[[X]]) <{version = 1 : i64}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:    %[[NEW:.*]] = "onnx.Softmax"(%[[OLD]]) <{version = 13 : i64, axis = -1 : i64}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:    func.return %[[OLD]], %[[NEW]]
func.func @versions(%x: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
  %old = "onnx.Softmax"(%x) <{version = 1 : i64}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %new = "onnx.Softmax"(%old) <{version = 13 : i64, axis = -1 : i64}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %old, %new : tensor<2x5xf32>, tensor<2x5xf32>
}

// -----

// onnx.Custom keeps an unknown node whole: domain, type, attributes, the opset of its domain.
// onnx.NoValue holds the place of a missing input; an output of no known type is !onnx.unknown.

// CHECK-LABEL: func.func @custom
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>, %[[HI:.*]]: tensor<f32>)
// CHECK-NEXT:    %[[NONE:.*]] = onnx.NoValue
// CHECK-NEXT:    %[[R:.*]], %[[EXTRA:.*]] = "onnx.Custom"(%[[X]], %[[NONE]], %[[HI]]) <{domain = "com.example", op_type = "Fancy", node_attributes = {beta = 1.500000e+00 : f32, mode = "fast", sizes = array<i64: 1, 2>}, version = 2 : i64}> : (tensor<4xf32>, none, tensor<f32>) -> (tensor<4xf32>, !onnx.unknown)
// CHECK-NEXT:    func.return %[[R]], %[[EXTRA]] : tensor<4xf32>, !onnx.unknown
func.func @custom(%x: tensor<4xf32>, %hi: tensor<f32>) -> (tensor<4xf32>, !onnx.unknown) {
  %none = onnx.NoValue
  %r, %extra = "onnx.Custom"(%x, %none, %hi) <{domain = "com.example", op_type = "Fancy", node_attributes = {beta = 1.5 : f32, mode = "fast", sizes = array<i64: 1, 2>}, version = 2 : i64}> : (tensor<4xf32>, none, tensor<f32>) -> (tensor<4xf32>, !onnx.unknown)
  func.return %r, %extra : tensor<4xf32>, !onnx.unknown
}

// -----

// onnx.Custom with graph attributes: one region per name in graph_attributes, each ending in
// onnx.Yield; `version` may be absent. Regions use values of the enclosing graph directly.

// CHECK-LABEL: func.func @custom_graphs
// CHECK-SAME:    (%[[C:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[S:.*]] = "onnx.Custom"(%[[C]]) <{domain = "com.example", op_type = "Select", node_attributes = {}, graph_attributes = ["then", "else"]}> ({
// CHECK-NEXT:      %[[N:.*]] = "onnx.Neg"(%[[X]]) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:      onnx.Yield %[[N]] : tensor<2xf32>
// CHECK-NEXT:    }, {
// CHECK-NEXT:      onnx.Yield %[[X]] : tensor<2xf32>
// CHECK-NEXT:    }) : (tensor<i1>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[S]]
func.func @custom_graphs(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %s = "onnx.Custom"(%c) <{domain = "com.example", op_type = "Select", node_attributes = {}, graph_attributes = ["then", "else"]}> ({
    %n = "onnx.Neg"(%x) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %n : tensor<2xf32>
  }, {
    onnx.Yield %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %s : tensor<2xf32>
}

// -----

// onnx.If: its graph attributes are regions in attribute-name order (else_branch first).

// CHECK-LABEL: func.func @if
// CHECK-SAME:    (%[[COND:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[R:.*]] = "onnx.If"(%[[COND]]) <{version = 16 : i64}> ({
// CHECK-NEXT:      %[[E:.*]] = "onnx.Neg"(%[[X]]) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:      onnx.Yield %[[E]] : tensor<2xf32>
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[T:.*]] = "onnx.Relu"(%[[X]]) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:      onnx.Yield %[[T]] : tensor<2xf32>
// CHECK-NEXT:    }) : (tensor<i1>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @if(%cond: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.If"(%cond) <{version = 16 : i64}> ({
    %e = "onnx.Neg"(%x) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %e : tensor<2xf32>
  }, {
    %t = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %t : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// onnx.Loop: optional M and cond, variadic loop-carried values; the body's block arguments
// are the subgraph's inputs (iteration, condition, carried values).

// CHECK-LABEL: func.func @loop
// CHECK-SAME:    (%[[TRIPS:.*]]: tensor<i64>, %[[COND:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xf32>)
// CHECK-NEXT:    %[[R:.*]] = "onnx.Loop"(%[[TRIPS]], %[[COND]], %[[X]]) <{version = 16 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
// CHECK-NEXT:    ^{{.*}}(%[[I:.*]]: tensor<i64>, %[[CIN:.*]]: tensor<i1>, %[[ACC:.*]]: tensor<2xf32>):
// CHECK-NEXT:      %[[COUT:.*]] = "onnx.Identity"(%[[CIN]]) <{version = 16 : i64}> : (tensor<i1>) -> tensor<i1>
// CHECK-NEXT:      %[[NEXT:.*]] = "onnx.Add"(%[[ACC]], %[[X]]) <{version = 14 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:      onnx.Yield %[[COUT]], %[[NEXT]] : tensor<i1>, tensor<2xf32>
// CHECK-NEXT:    }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @loop(%trips: tensor<i64>, %cond: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.Loop"(%trips, %cond, %x) <{version = 16 : i64, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%i: tensor<i64>, %c_in: tensor<i1>, %acc: tensor<2xf32>):
    %c_out = "onnx.Identity"(%c_in) <{version = 16 : i64}> : (tensor<i1>) -> tensor<i1>
    %acc_out = "onnx.Add"(%acc, %x) <{version = 14 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %c_out, %acc_out : tensor<i1>, tensor<2xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// Sequences: !onnx.seq<...> built from tensors and read back; a sequence of maps (ZipMap of
// the ai.onnx.ml domain, whose ops are named onnx.ml.*).

// CHECK-LABEL: func.func @sequences
// CHECK-SAME:    (%[[S:.*]]: !onnx.seq<tensor<?xf32>>, %[[X:.*]]: tensor<2xf32>, %[[P:.*]]: tensor<1x3xf32>)
// CHECK-NEXT:    %[[ZERO:.*]] = "onnx.Constant"() <{version = 13 : i64, value_int = 0 : i64}> : () -> tensor<i64>
// CHECK-NEXT:    %[[FIRST:.*]] = "onnx.SequenceAt"(%[[S]], %[[ZERO]]) <{version = 11 : i64}> : (!onnx.seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
// CHECK-NEXT:    %[[SEQ:.*]] = "onnx.SequenceConstruct"(%[[X]], %[[X]]) <{version = 11 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
// CHECK-NEXT:    %[[ZM:.*]] = "onnx.ml.ZipMap"(%[[P]]) <{version = 1 : i64, classlabels_int64s = array<i64: 10, 20, 30>}> : (tensor<1x3xf32>) -> !onnx.seq<!onnx.map<i64, f32>>
// CHECK-NEXT:    func.return %[[FIRST]], %[[SEQ]], %[[ZM]] : tensor<?xf32>, !onnx.seq<tensor<2xf32>>, !onnx.seq<!onnx.map<i64, f32>>
func.func @sequences(%s: !onnx.seq<tensor<?xf32>>, %x: tensor<2xf32>, %probs: tensor<1x3xf32>) -> (tensor<?xf32>, !onnx.seq<tensor<2xf32>>, !onnx.seq<!onnx.map<i64, f32>>) {
  %zero = "onnx.Constant"() <{version = 13 : i64, value_int = 0 : i64}> : () -> tensor<i64>
  %first = "onnx.SequenceAt"(%s, %zero) <{version = 11 : i64}> : (!onnx.seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
  %seq = "onnx.SequenceConstruct"(%x, %x) <{version = 11 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %zm = "onnx.ml.ZipMap"(%probs) <{version = 1 : i64, classlabels_int64s = array<i64: 10, 20, 30>}> : (tensor<1x3xf32>) -> !onnx.seq<!onnx.map<i64, f32>>
  func.return %first, %seq, %zm : tensor<?xf32>, !onnx.seq<tensor<2xf32>>, !onnx.seq<!onnx.map<i64, f32>>
}

// -----

// Optionals: !onnx.opt<...> made with and without a value (an empty one names its type in
// the `type` attribute), tested and unwrapped.

// CHECK-LABEL: func.func @optionals
// CHECK-SAME:    (%[[X:.*]]: tensor<2xf32>, %[[O:.*]]: !onnx.opt<tensor<2xf32>>)
// CHECK-NEXT:    %[[SOME:.*]] = "onnx.Optional"(%[[X]]) <{version = 15 : i64}> : (tensor<2xf32>) -> !onnx.opt<tensor<2xf32>>
// CHECK-NEXT:    %[[EMPTY:.*]] = "onnx.Optional"() <{version = 15 : i64, type = tensor<2xf32>}> : () -> !onnx.opt<tensor<2xf32>>
// CHECK-NEXT:    %[[HAS:.*]] = "onnx.OptionalHasElement"(%[[O]]) <{version = 18 : i64}> : (!onnx.opt<tensor<2xf32>>) -> tensor<i1>
// CHECK-NEXT:    %[[V:.*]] = "onnx.OptionalGetElement"(%[[SOME]]) <{version = 18 : i64}> : (!onnx.opt<tensor<2xf32>>) -> tensor<2xf32>
// CHECK-NEXT:    func.return %[[EMPTY]], %[[HAS]], %[[V]]
func.func @optionals(%x: tensor<2xf32>, %o: !onnx.opt<tensor<2xf32>>) -> (!onnx.opt<tensor<2xf32>>, tensor<i1>, tensor<2xf32>) {
  %some = "onnx.Optional"(%x) <{version = 15 : i64}> : (tensor<2xf32>) -> !onnx.opt<tensor<2xf32>>
  %empty = "onnx.Optional"() <{version = 15 : i64, type = tensor<2xf32>}> : () -> !onnx.opt<tensor<2xf32>>
  %has = "onnx.OptionalHasElement"(%o) <{version = 18 : i64}> : (!onnx.opt<tensor<2xf32>>) -> tensor<i1>
  %v = "onnx.OptionalGetElement"(%some) <{version = 18 : i64}> : (!onnx.opt<tensor<2xf32>>) -> tensor<2xf32>
  func.return %empty, %has, %v : !onnx.opt<tensor<2xf32>>, tensor<i1>, tensor<2xf32>
}

// -----

// Maps: !onnx.map<key, value> into an ai.onnx.ml op.

// CHECK-LABEL: func.func @maps
// CHECK-SAME:    (%[[M:.*]]: !onnx.map<i64, f32>, %[[SM:.*]]: !onnx.map<!onnx.string, f64>)
// CHECK-NEXT:    %[[A:.*]] = "onnx.ml.DictVectorizer"(%[[M]]) <{version = 1 : i64, int64_vocabulary = array<i64: 1, 2>}> : (!onnx.map<i64, f32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[B:.*]] = "onnx.ml.DictVectorizer"(%[[SM]]) <{version = 1 : i64, string_vocabulary = ["a", "b", "c"]}> : (!onnx.map<!onnx.string, f64>) -> tensor<3xf64>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @maps(%m: !onnx.map<i64, f32>, %sm: !onnx.map<!onnx.string, f64>) -> (tensor<2xf32>, tensor<3xf64>) {
  %a = "onnx.ml.DictVectorizer"(%m) <{version = 1 : i64, int64_vocabulary = array<i64: 1, 2>}> : (!onnx.map<i64, f32>) -> tensor<2xf32>
  %b = "onnx.ml.DictVectorizer"(%sm) <{version = 1 : i64, string_vocabulary = ["a", "b", "c"]}> : (!onnx.map<!onnx.string, f64>) -> tensor<3xf64>
  func.return %a, %b : tensor<2xf32>, tensor<3xf64>
}

// -----

// Strings: tensors of !onnx.string, string constants as #onnx.strings (a TENSOR attribute)
// and as value_strings / value_string.

// CHECK-LABEL: func.func @strings
// CHECK-SAME:    (%[[W:.*]]: tensor<2x!onnx.string>)
// CHECK-NEXT:    %[[LOWER:.*]] = "onnx.StringNormalizer"(%[[W]]) <{version = 10 : i64, case_change_action = "LOWER"}> : (tensor<2x!onnx.string>) -> tensor<2x!onnx.string>
// CHECK-NEXT:    %[[T:.*]] = "onnx.Constant"() <{version = 13 : i64, value = #onnx.strings<tensor<2x2x!onnx.string>, ["a", "b", "c", "d"]>}> : () -> tensor<2x2x!onnx.string>
// CHECK-NEXT:    %[[SS:.*]] = "onnx.Constant"() <{version = 13 : i64, value_strings = ["x", "y"]}> : () -> tensor<2x!onnx.string>
// CHECK-NEXT:    %[[S:.*]] = "onnx.Constant"() <{version = 13 : i64, value_string = "hello"}> : () -> tensor<!onnx.string>
// CHECK-NEXT:    func.return %[[LOWER]], %[[T]], %[[SS]], %[[S]]
func.func @strings(%w: tensor<2x!onnx.string>) -> (tensor<2x!onnx.string>, tensor<2x2x!onnx.string>, tensor<2x!onnx.string>, tensor<!onnx.string>) {
  %lower = "onnx.StringNormalizer"(%w) <{version = 10 : i64, case_change_action = "LOWER"}> : (tensor<2x!onnx.string>) -> tensor<2x!onnx.string>
  %t = "onnx.Constant"() <{version = 13 : i64, value = #onnx.strings<tensor<2x2x!onnx.string>, ["a", "b", "c", "d"]>}> : () -> tensor<2x2x!onnx.string>
  %ss = "onnx.Constant"() <{version = 13 : i64, value_strings = ["x", "y"]}> : () -> tensor<2x!onnx.string>
  %s = "onnx.Constant"() <{version = 13 : i64, value_string = "hello"}> : () -> tensor<!onnx.string>
  func.return %lower, %t, %ss, %s : tensor<2x!onnx.string>, tensor<2x2x!onnx.string>, tensor<2x!onnx.string>, tensor<!onnx.string>
}

// -----

// Unranked tensors and !onnx.unknown values: the verifier checks the element type it can
// spell and lets an unknown type through.

// CHECK-LABEL: func.func @unknown_types
// CHECK-SAME:    (%[[X:.*]]: tensor<*xf32>, %[[U:.*]]: !onnx.unknown)
// CHECK-NEXT:    %[[R:.*]] = "onnx.Relu"(%[[X]]) <{version = 14 : i64}> : (tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT:    %[[N:.*]] = "onnx.Neg"(%[[U]]) <{version = 13 : i64}> : (!onnx.unknown) -> !onnx.unknown
// CHECK-NEXT:    func.return %[[R]], %[[N]]
func.func @unknown_types(%x: tensor<*xf32>, %u: !onnx.unknown) -> (tensor<*xf32>, !onnx.unknown) {
  %r = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<*xf32>) -> tensor<*xf32>
  %n = "onnx.Neg"(%u) <{version = 13 : i64}> : (!onnx.unknown) -> !onnx.unknown
  func.return %r, %n : tensor<*xf32>, !onnx.unknown
}

// -----

// Locations (node names, a doc string as fused metadata, file positions) survive the round
// trip; only --print-debuginfo prints them.

// CHECK-LABEL: func.func @locations
// CHECK-NEXT:    %[[R:.*]] = "onnx.Relu"(%{{.*}}) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32>{{$}}
// LOC-LABEL:   func.func @locations
// LOC-NEXT:      %[[R:.*]] = "onnx.Relu"(%{{.*}}) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc("relu_1")
// LOC-NEXT:      %[[Y:.*]] = "onnx.Neg"(%[[R]]) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc(fused<"clamps \22x\22">["y"])
// LOC-NEXT:      %[[Z:.*]] = "onnx.Neg"(%[[Y]]) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc("model.onnx":3:4)
// LOC-NEXT:      func.return %[[Z]] : tensor<2xf32> loc(unknown)
func.func @locations(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc("relu_1")
  %y = "onnx.Neg"(%r) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc(fused<"clamps \22x\22">["y"])
  %z = "onnx.Neg"(%y) <{version = 13 : i64}> : (tensor<2xf32>) -> tensor<2xf32> loc("model.onnx":3:4)
  func.return %z : tensor<2xf32>
}
