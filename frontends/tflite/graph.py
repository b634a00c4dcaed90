"""A TFLite subgraph as a function of tflite ops.

Operators are in execution order already; each becomes the op of its builtin code
(`tflite.CONV_2D`) with the options its table sets (a field left at the schema's default is
left out), or `tflite.custom` for a custom code. A tensor is one SSA value: a subgraph input
is an argument, a tensor with a buffer a `tflite.const` made where it is first read, a variable
tensor (an LSTM's state) a constant of zeros, an absent optional input a `tflite.no_value`.
Operators have no names in TFLite: an op's location is the name of its first output tensor,
which is what an error names. A quantized input enters, and a quantized output leaves, through
`tflite.storage_cast`, so the function's signature holds the plain integers the model declares.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    StringAttr,
    TensorType,
    f32,
    i1,
    i64,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from ovopt.dialects import tflite
from ovopt.dialects.tflite.base import BOOL, BOOLS, FLOAT, FLOATS, INT, INTS, STRING, TfliteOp
from ovopt.dialects.tflite.quantization import plain, quantization_of
from ovopt.frontends.tflite import tensors
from ovopt.frontends.tflite.errors import TfliteImportError
from ovopt.support.locations import NAME_ATTR, add_tensor_names, name_loc

CUSTOM = 32  # BuiltinOperator.CUSTOM


def operator_classes() -> dict[int, type[TfliteOp]]:
    """Builtin code -> op class."""
    return {op.CODE: op for op in tflite.TFLITE_OPS}


class SubgraphImporter:
    """Imports one subgraph of `model` (a tflite.Model over `data`) as a function."""

    def __init__(self, model, data: memoryview, index: int = 0):
        self.model = model
        self.data = data
        self.graph = model.Subgraphs(index)
        self.values: dict[int, SSAValue] = {}
        self.classes = operator_classes()
        self.block = Block()

    def tensor_name(self, index: int) -> str:
        name = self.graph.Tensors(index).Name()
        return name.decode("utf-8", "replace") if name else f"tensor_{index}"

    def tensor_type(self, index: int) -> TensorType:
        tensor = self.graph.Tensors(index)
        if tensor.Sparsity() is not None:
            raise TfliteImportError(f"tensor '{self.tensor_name(index)}' is sparse, which ovopt cannot read")
        return tensors.tensor_type(tensor, f"tensor '{self.tensor_name(index)}'")

    def import_function(self, name: str = "main", private: bool = False) -> FuncOp:
        inputs = self.graph.InputsAsNumpy().tolist() if self.graph.InputsLength() else []
        outputs = self.graph.OutputsAsNumpy().tolist() if self.graph.OutputsLength() else []
        if not outputs:
            raise TfliteImportError(f"the model's subgraph {name} has no outputs")
        for index in inputs:
            type = self.tensor_type(index)
            arg = self.block.insert_arg(plain(type), len(self.block.args))
            add_tensor_names(arg, [self.tensor_name(index)])
            if quantization_of(type) is not None:
                arg = self._add(tflite.StorageCastOp(arg, type), self.tensor_name(index))
            self.values[index] = arg
        for position in range(self.graph.OperatorsLength()):
            self.import_operator(self.graph.Operators(position))
        returned = []
        for index in outputs:
            value = self.value(index, "the model's output")
            if quantization_of(value.type) is not None:
                value = self._add(tflite.StorageCastOp(value, plain(value.type)), self.tensor_name(index))
            add_tensor_names(value, [self.tensor_name(index)])
            returned.append(value)
        self.block.add_op(ReturnOp(*returned))
        return FuncOp(
            name,
            FunctionType.from_lists([a.type for a in self.block.args], [v.type for v in returned]),
            Region(self.block),
            arg_attrs=ArrayAttr(DictionaryAttr({NAME_ATTR: StringAttr(self.tensor_name(i))}) for i in inputs),
            res_attrs=ArrayAttr(DictionaryAttr({NAME_ATTR: StringAttr(self.tensor_name(i))}) for i in outputs),
            visibility="private" if private else None,
        )

    def value(self, index: int, reader: str) -> SSAValue:
        """The SSA value of tensor `index`, made on first read when it is a constant."""
        if index < 0:
            return self._add(tflite.NoValueOp(), None)
        found = self.values.get(index)
        if found is not None:
            return found
        if index >= self.graph.TensorsLength():
            raise TfliteImportError(f"{reader} reads tensor {index}, which the subgraph does not have")
        tensor = self.graph.Tensors(index)
        name = self.tensor_name(index)
        type = self.tensor_type(index)
        data = tensors.buffer_data(self.model, self.data, tensor)
        if data is not None:
            value = tensors.constant(data, type, f"tensor '{name}'")
        elif tensor.IsVariable():
            value = tensors.zeros(plain(type))
        else:
            raise TfliteImportError(f"{reader} reads tensor '{name}', which no operator computes and no buffer holds")
        result = self._add(tflite.ConstOp(value, type), name)
        add_tensor_names(result, [name])
        self.values[index] = result
        return result

    def import_operator(self, operator) -> None:
        code_table = self.model.OperatorCodes(operator.OpcodeIndex())
        code = max(code_table.BuiltinCode(), code_table.DeprecatedBuiltinCode())
        outputs = operator.OutputsAsNumpy().tolist() if operator.OutputsLength() else []
        name = self.tensor_name(outputs[0]) if outputs else f"operator {code}"
        kind = tflite.CustomOp.name if code == CUSTOM else getattr(self.classes.get(code), "name", str(code))
        what = f"operator '{name}' ({kind.removeprefix('tflite.')})"
        inputs = operator.InputsAsNumpy().tolist() if operator.InputsLength() else []
        operands = [self.value(i, what) for i in inputs]
        result_types = [self.tensor_type(i) for i in outputs]
        if code == CUSTOM:
            custom = code_table.CustomCode()
            options = None
            if operator.CustomOptionsLength():
                options = tensors.constant_bytes(operator.CustomOptionsAsNumpy())
            op = tflite.CustomOp(custom.decode() if custom else "", operands, result_types, options)
        else:
            klass = self.classes.get(code)
            if klass is None:
                raise TfliteImportError(f"{what} is a builtin operator this schema does not know")
            op = klass(operands=[operands], result_types=[result_types], properties=self.options(klass, operator, what))
        self._add(op, name)
        for index, result in zip(outputs, op.results):
            add_tensor_names(result, [self.tensor_name(index)])
            self.values[index] = result

    def options(self, klass: type[TfliteOp], operator, what: str) -> dict[str, Attribute]:
        """The option fields the operator's table sets to other than their defaults."""
        if klass.OPTIONS is None:
            return {}
        table = operator.BuiltinOptions() if klass.OPTIONS_UNION == 1 else operator.BuiltinOptions2()
        if table is None:
            return {}
        import importlib

        options = getattr(importlib.import_module(f"tflite.{klass.OPTIONS}"), klass.OPTIONS)()
        options.Init(table.Bytes, table.Pos)
        properties: dict[str, Attribute] = {}
        for field_name, field in klass.options().items():
            if field.constraint in (INTS, FLOATS, BOOLS):
                values = getattr(options, f"{field.accessor}AsNumpy")()
                if isinstance(values, int):  # absent
                    continue
                element = {INTS: i64, FLOATS: f32, BOOLS: i1}[field.constraint]
                properties[field_name] = DenseArrayBase.from_list(element, values.tolist())
                continue
            value = getattr(options, field.accessor)()
            if field.enum is not None:
                if not 0 <= value < len(field.enum):
                    raise TfliteImportError(f"{what}: option {field_name} is {value}, not a value of its enum")
                value = field.enum[value]
            if value == field.default_value or value is None:
                continue
            properties[field_name] = _attribute(field.constraint, value)
        return properties

    def _add(self, op: Operation, name: str | None) -> SSAValue:
        if name is not None:
            op.location = name_loc(name)
        self.block.add_op(op)
        return op.results[0]


def _attribute(constraint, value) -> Attribute:
    if constraint is INT:
        return IntegerAttr(int(value), 64)
    if constraint is FLOAT:
        return FloatAttr(float(value), f32)
    if constraint is BOOL:
        return BoolAttr.from_bool(bool(value))
    if constraint is STRING:
        return StringAttr(value.decode() if isinstance(value, bytes) else str(value))
    raise TypeError(constraint)
