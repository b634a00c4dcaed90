"""A torch.export program -> `func.func @main` in the torch dialect.

The program is decomposed to the Core ATen op set first (torch's own default decompositions),
if it holds an ATen op the dialect has no op for; a program of the dialect's ops only (Core ATen
and the non-core ops torch.export leaves in common models: linear, layer_norm, conv2d,
scaled_dot_product_attention, ...; in-place calls as their functional twins where no reader can
tell, frontends/torch/in_place.py) is imported as it is, sparing the re-trace.

Its user inputs become the function's arguments and its user outputs its results, named as the
program's signature names them; parameters, buffers and lifted constants become `torch.tensor`
ops over the program's own bytes, named by their state-dict key. Every call becomes the op of
its ATen overload with all its arguments (the node's, completed with the schema's defaults); a
symbolic size is a value (`torch.aten.sym_size`, `torch.sym`), and a dimension of an export
`Dim` is `?`, its range kept for the IR's Parameter. A call of an operator the dialect has no op
for is imported by an importer an extension registers (`register_importer(namespace, name,
importer, framework="torch")`), else kept whole as `torch.custom`.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    f64,
    i1,
    i64,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from ovopt.dialects import torch as dialect
from ovopt.frontends.torch.errors import TorchImportError
from ovopt.frontends.torch.in_place import functional_twins
from ovopt.frontends.torch.tensors import dense_attribute, element_type, tensor_type
from ovopt.registry import find_importer
from ovopt.support import elements
from ovopt.support.locations import MODEL_NAME_ATTR, NAME_ATTR, add_tensor_names, name_loc, verify_naming_node
from ovopt.support.runtime_info import INPUT_SHAPE_ATTR

if TYPE_CHECKING:
    from torch.export import ExportedProgram

# Python's operators on symbolic sizes, as `torch.sym` spells them.
SYMBOLIC = {
    operator.add: "add",
    operator.sub: "sub",
    operator.mul: "mul",
    operator.floordiv: "floordiv",
    operator.mod: "mod",
    operator.pow: "pow",
    operator.neg: "neg",
    operator.truediv: "truediv",
    operator.eq: "eq",
    operator.ne: "ne",
    operator.lt: "lt",
    operator.le: "le",
    operator.gt: "gt",
    operator.ge: "ge",
    operator.and_: "and_",
    operator.or_: "or_",
    operator.not_: "not_",
}


# ATen overload (`add.Tensor`) -> its op class.
_BY_OVERLOAD = {
    (name if "." in name else f"{name}.default"): op
    for op in dialect.ATEN_OPS
    for name in [op.aten_name().split("::", 1)[1]]
}


@dataclass
class CallContext:
    """What an extension's importer of a torch operator gets for one call: the FX node, its
    arguments as the program has them (FX nodes for tensors and symbolic scalars, Python for the
    rest; `value(arg)` is the value of one), the result types, and where to put ops."""

    node: Any  # torch.fx.Node
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    result_types: list[Attribute]
    block: Block
    location: NameLoc
    importer: ProgramImporter

    def value(self, arg: Any, *, tensor: bool = True) -> SSAValue:
        """The value of an argument: a node's result, or a Python number as a rank-0 tensor
        (`tensor`) or a `torch.constant`."""
        return self.importer._argument_value(arg, tensor)

    def insert(self, op: Operation) -> Operation:
        op.location = self.location
        self.block.add_op(op)
        return op

    def error(self, message: str) -> TorchImportError:
        return TorchImportError(f"node '{self.node.name}' ({_target_name(self.node.target)}): {message}")


class ProgramImporter:
    def __init__(self, program: ExportedProgram, name: str = "main"):
        self.program, self.twins = decomposed(program)
        self.name = name
        self.values: dict[Any, SSAValue | tuple[SSAValue, ...]] = {}  # fx node -> its value(s)
        self.constants: dict[tuple[type, object], SSAValue] = {}  # (kind, value) -> its torch.constant
        self.graphs: dict[Any, Any] = {}  # fx get_attr node -> the GraphModule of a higher-order op
        self.block = Block()

    def import_program(self) -> ModuleOp:
        from torch.export.graph_signature import InputKind

        signature = self.program.graph_signature
        kinds = {spec.arg.name: spec for spec in signature.input_specs}
        inputs: list[tuple[Any, str]] = []
        graph = self.program.graph
        for node in graph.nodes:
            if node.op != "placeholder":
                continue
            spec = kinds[node.name]
            if spec.kind == InputKind.USER_INPUT:
                inputs.append((node, node.name))
                self.values[node] = self.block.insert_arg(self._input_type(node), len(self.block.args))
            elif spec.kind in (InputKind.PARAMETER, InputKind.BUFFER, InputKind.CONSTANT_TENSOR):
                self._import_tensor(node, spec.target)
            else:
                raise TorchImportError(f"input '{node.name}' is a {spec.kind.name.lower()}, which ovopt cannot import")
        self._import_nodes(graph, self.program.graph_module)
        output = next(n for n in graph.nodes if n.op == "output")
        user_outputs = _user_outputs(signature)
        returned, names = [], []
        for value, name in zip(output.args[0], [s.arg.name for s in signature.output_specs]):
            if name in user_outputs:
                returned.append(self._output_value(value))
                names.append(name)
        self.block.add_op(ReturnOp(*returned))
        function = FuncOp(
            self.name,
            FunctionType.from_lists(self.block.arg_types, [v.type for v in returned]),
            Region(self.block),
            arg_attrs=ArrayAttr(self._input_attributes(node, name) for node, name in inputs),
            res_attrs=ArrayAttr(DictionaryAttr({NAME_ATTR: StringAttr(n)}) for n in names),
        )
        for (_, name), arg in zip(inputs, self.block.args):
            add_tensor_names(arg, [name])
        module = ModuleOp([function])
        module.attributes[MODEL_NAME_ATTR] = StringAttr(self.name)
        verify_naming_node(module)
        return module

    # -- inputs and weights ---------------------------------------------------------------------

    def _input_type(self, node) -> Attribute:
        import torch

        value = node.meta.get("val")
        if not isinstance(value, torch.Tensor):
            raise TorchImportError(f"input '{node.name}' is a {type(value).__name__}: ovopt imports tensor inputs only")
        return tensor_type([_static(d) for d in value.shape], value.dtype)

    def _input_attributes(self, node, name: str) -> DictionaryAttr:
        """The input's name and, where a dimension is an export `Dim`, its range (`1..8`)."""
        attributes: dict[str, Attribute] = {NAME_ATTR: StringAttr(name)}
        ranges = [_range(d, self.program.range_constraints) for d in node.meta["val"].shape]
        if any(r is not None for r in ranges):
            text = ",".join(r if r is not None else str(int(d)) for r, d in zip(ranges, node.meta["val"].shape))
            attributes[INPUT_SHAPE_ATTR] = StringAttr(text)
        return DictionaryAttr(attributes)

    def _import_nodes(self, graph, owner) -> None:
        """The calls of `graph`, whose attributes `owner` holds (tensors, or the graphs of
        higher-order ops)."""
        import torch

        for node in graph.nodes:
            if node.op == "call_function":
                self._import_call(node)
            elif node.op == "get_attr":
                held = getattr(owner, node.target, None)
                if isinstance(held, torch.fx.GraphModule):
                    self.graphs[node] = held
                else:
                    self._import_tensor(node, node.target)

    def _inline(self, node) -> None:
        """A region of the program run with gradients or autocast set otherwise (`with
        torch.no_grad():` in a forward): its graph in place, as inference ignores the mode."""
        at = next(i for i, a in enumerate(node.args) if a in self.graphs)
        body = self.graphs[node.args[at]]
        placeholders = [n for n in body.graph.nodes if n.op == "placeholder"]
        for placeholder, argument in zip(placeholders, node.args[at + 1 :], strict=True):
            self.values[placeholder] = self._value(argument, "a region's input")
        self._import_nodes(body.graph, body)
        output = next(n for n in body.graph.nodes if n.op == "output")
        self.values[node] = tuple(self._value(v, "a region's output") for v in output.args[0])

    def _import_tensor(self, node, key: str) -> None:
        tensor = self.program.state_dict.get(key)
        if tensor is None:
            tensor = self.program.constants.get(key)
        if tensor is None:
            raise TorchImportError(f"the program holds no tensor '{key}' for input '{node.name}'")
        op = dialect.TensorOp(dense_attribute(tensor))
        op.location = name_loc(key)
        self.block.add_op(op)
        add_tensor_names(op.result, [key])
        self.values[node] = op.result

    # -- calls ----------------------------------------------------------------------------------

    def _import_call(self, node) -> None:
        target = self.twins.get(node, node.target)
        if target is operator.getitem:
            source, index = node.args
            values = self.values[source]
            self.values[node] = values[index] if isinstance(values, tuple) else values
            return
        if target in _mode_regions():
            self._inline(node)
            return
        location = name_loc(node.name)
        if target in SYMBOLIC:
            operands = [self._argument_value(a, tensor=False) for a in node.args]
            op = dialect.SymOp(SYMBOLIC[target], operands, _scalar_type(node.meta.get("val")))
            self._insert(op, location, node)
            return
        namespace, overload = _qualified(target)
        if namespace is None:
            raise TorchImportError(f"node '{node.name}' calls {target}, which is no operator ovopt imports")
        importer = find_importer(namespace, overload, None, framework="torch")
        if importer is not None:
            types = self._result_types(node)
            context = CallContext(node, node.args, dict(node.kwargs), types, self.block, location, self)
            results = importer(context)
            self.values[node] = results[0] if len(results) == 1 else tuple(results)
            return
        op_class = _BY_OVERLOAD.get(overload) if namespace == "aten" else None
        if op_class is None:
            self._insert(self._custom(node, namespace, overload), location, node)
            return
        operands, properties = self._arguments(node, target._schema, op_class)
        results = _grouped(op_class, self._result_types(node))
        op = op_class.build(operands=operands, properties=properties, result_types=results)
        self._insert(op, location, node)

    def _insert(self, op: Operation, location: NameLoc, node) -> None:
        op.location = location
        self.block.add_op(op)
        results = tuple(op.results)
        for result in results:
            add_tensor_names(result, [node.name])  # a tuple's parts are named by their getitem nodes
        self.values[node] = results[0] if len(results) == 1 else results

    def _result_types(self, node) -> list[Attribute]:
        import torch

        value = node.meta.get("val")
        values = value if isinstance(value, list | tuple) else [value]
        types = []
        for v in values:
            if isinstance(v, torch.Tensor):
                types.append(tensor_type([_static(d) for d in v.shape], v.dtype))
            elif v is None:
                continue
            else:
                types.append(_scalar_type(v))
        return types

    def _arguments(self, node, schema, op_class: type[dialect.AtenOp]) -> tuple[list, dict[str, Attribute]]:
        """The op's operands, in its definition's order, and properties, from the node's
        arguments completed with the `schema`'s defaults."""
        definition = op_class.get_irdl_definition()
        operand_fields = {name for name, _ in definition.operands}
        fields = _fields(op_class)
        given = _bind(node, schema)
        operands: dict[str, Any] = {}
        properties: dict[str, Attribute] = {}
        for argument in schema.arguments:
            field = fields[argument.name]
            value = given[argument.name]
            if field in operand_fields:
                operands[field] = self._operand(value, argument, op_class.LIST_SIZES.get(field))
            elif value is not None:
                properties[argument.name] = _property(value, op_class.LIST_SIZES.get(field))
        return [operands[name] for name, _ in definition.operands], properties

    def _operand(self, value: Any, argument, size: int | None) -> Any:
        """A tensor, a symbolic scalar, a list of them, or nothing for an absent optional."""
        kind = str(argument.real_type)
        tensors = "Tensor" in kind
        if value is None:
            return []
        if kind.startswith(("List[", "Optional[List[")):
            items = list(value) if isinstance(value, list | tuple) else [value] * (size or 1)
            return [self._argument_value(item, tensors) for item in items]
        return self._argument_value(value, tensors)

    def _argument_value(self, item: Any, tensor: bool) -> SSAValue:
        """A node's value; a Python number where a tensor goes as a 0-d tensor (as ATen wraps
        it); any other Python number, bool or None as a torch.constant."""
        import torch

        if isinstance(item, torch.fx.Node):
            return self._value(item, "an argument")
        if tensor and item is not None:
            return self._wrapped_number(item)
        return self._scalar(item)

    def _scalar(self, value: Any) -> SSAValue:
        """A torch.constant of a Python number, bool or None, one per value."""
        key = (type(value), repr(value))
        found = self.constants.get(key)
        if found is None:
            op = dialect.ConstantOp(value)
            self.block.add_op(op)
            found = self.constants[key] = op.result
        return found

    def _wrapped_number(self, value: int | float | bool) -> SSAValue:
        """A Python number passed for a tensor: a 0-d tensor of its kind (i1, i64 or f32), which
        type promotion ranks below any tensor of rank > 0, as ATen's wrapped numbers."""
        key = ("tensor", type(value), repr(value))
        found = self.constants.get(key)
        if found is None:
            kind = np.bool_ if isinstance(value, bool) else np.int64 if isinstance(value, int) else np.float32
            op = dialect.TensorOp(elements.dense_from_numpy(np.asarray(value, dtype=kind)))
            self.block.add_op(op)
            found = self.constants[key] = op.result
        return found

    def _output_value(self, value: Any) -> SSAValue:
        """An output: a node's value, or a number the program returns as it is (a size known when
        it was exported), as a 0-d tensor: OpenVINO's results are tensors."""
        if isinstance(value, bool | int | float):
            return self._wrapped_number(value)
        return self._value(value, "an output")

    def _value(self, node, what: str) -> SSAValue:
        value = self.values.get(node)
        if value is None:
            raise TorchImportError(f"{what} reads '{node}', which nothing before it computes")
        if isinstance(value, tuple):
            raise TorchImportError(f"{what} reads all results of '{node.name}' at once")
        return value

    def _custom(self, node, namespace: str, overload: str) -> dialect.CustomOp:
        """A call of an operator without an op of the dialect, kept whole."""
        import torch

        schema = getattr(node.target, "_schema", None)
        given = _bind(node, schema) if schema is not None else {f"arg{i}": a for i, a in enumerate(node.args)}
        operands: list[SSAValue] = []
        starts: dict[str, Attribute] = {}
        arguments: dict[str, Attribute] = {}
        for name, value in given.items():
            items = value if isinstance(value, list | tuple) else [value]
            if any(isinstance(v, torch.fx.Node) for v in items):
                starts[name] = IntegerAttr(len(operands), 64)
                operands += [self._argument_value(v, tensor=False) for v in items]
            elif value is not None:
                arguments[name] = _property(value, None)
        return dialect.CustomOp.create(
            operands=operands,
            result_types=self._result_types(node),
            properties={
                "target": StringAttr(f"{namespace}::{overload}"),
                "schema": StringAttr(str(schema) if schema is not None else ""),
                "operand_names": DictionaryAttr(starts),
                "arguments": DictionaryAttr(arguments),
            },
        )


def decomposed(program: ExportedProgram) -> tuple[ExportedProgram, dict]:
    """`program` in the dialect's ops, and the in-place calls to import as their functional twins
    (frontends/torch/in_place.py): as it is when it holds no other ATen op, else after torch's
    default decompositions (to Core ATen, functional), which re-trace the whole program: tens of
    MB and seconds on a 12-layer BERT."""
    twins = functional_twins(program.graph, _BY_OVERLOAD) or {}
    for node in program.graph.nodes:
        if node.op != "call_function" or node.target is operator.getitem or node.target in SYMBOLIC:
            continue
        namespace, overload = _qualified(node.target)
        if namespace == "aten" and overload not in _BY_OVERLOAD and node not in twins:
            return program.run_decompositions(), {}
    return program, twins


def _qualified(target: Callable) -> tuple[str | None, str]:
    """(`aten`, `add.Tensor`) for an OpOverload, (None, ...) for anything else."""
    name = getattr(target, "_schema", None)
    if name is None:
        return None, str(target)
    namespace, rest = str(target._schema.name).split("::", 1)
    overload = target._schema.overload_name or "default"
    return namespace, f"{rest}.{overload}"


@functools.cache
def _mode_regions() -> tuple:
    """The higher-order ops that run a region under another grad or autocast mode."""
    import torch

    higher_order = torch.ops.higher_order
    return tuple(getattr(higher_order, name) for name in ("wrap_with_set_grad_enabled", "wrap_with_autocast"))


def _target_name(target: Callable) -> str:
    namespace, overload = _qualified(target)
    return f"{namespace}::{overload}" if namespace else str(target)


def _bind(node, schema) -> dict[str, Any]:
    """Every argument of the call by name: the node's, or the schema's default."""
    bound: dict[str, Any] = {}
    positional = list(node.args)
    for argument in schema.arguments:
        if not argument.kwarg_only and positional:
            bound[argument.name] = positional.pop(0)
        elif argument.name in node.kwargs:
            bound[argument.name] = node.kwargs[argument.name]
        elif argument.has_default_value():
            bound[argument.name] = _default(argument)
        else:
            raise TorchImportError(f"node '{node.name}' ({schema.name}) has no argument '{argument.name}'")
    return bound


def _default(argument) -> Any:
    """The schema's default, a memory format as torch's object (the schema holds its enum number)."""
    import torch

    value = argument.default_value
    if isinstance(value, int) and str(argument.real_type).endswith("MemoryFormat"):
        formats = (torch.contiguous_format, torch.preserve_format, torch.channels_last, torch.channels_last_3d)
        return formats[value]
    return value


def _grouped(op_class: type, types: list[Attribute]) -> list:
    """Result types as the op's definition groups them: a list for a variadic result."""
    from xdsl.irdl import VarResultDef

    definitions = [d for _, d in op_class.get_irdl_definition().results]
    if len(definitions) == 1 and isinstance(definitions[0], VarResultDef):
        return [types]
    return types


def _fields(op_class: type) -> dict[str, str]:
    """Schema argument name -> the op's field (they differ where a name is a Python keyword)."""
    from ovopt.dialects.typed_properties import TypedProperty

    fields = {}
    definition = op_class.get_irdl_definition()
    for name, _ in definition.operands:
        fields[name.rstrip("_")] = name
    for field, value in vars(op_class).items():
        if isinstance(value, TypedProperty):
            fields[value.name] = field
    return fields


def _property(value: Any, size: int | None) -> Attribute:
    """A property of an argument known when the program was traced."""
    import torch

    if isinstance(value, bool):
        return IntegerAttr(value, i1)
    if isinstance(value, int):
        return IntegerAttr(value, i64)
    if isinstance(value, float):
        return FloatAttr(value, f64)
    if isinstance(value, str):
        return StringAttr(value)
    if isinstance(value, torch.dtype):
        return element_type(value)
    if isinstance(value, torch.layout | torch.device | torch.memory_format):
        return StringAttr(str(value))
    if isinstance(value, list | tuple):
        if value and all(isinstance(v, bool) for v in value):  # an empty list is of ints
            return DenseArrayBase.from_list(i1, list(value))
        if all(isinstance(v, int) for v in value):
            return DenseArrayBase.from_list(i64, list(value))
        return DenseArrayBase.from_list(f64, [float(v) for v in value])
    if value is None:
        return NoneAttr()
    raise TorchImportError(f"an argument {value!r} of type {type(value).__name__} has no property form")


def _static(dim: Any) -> int | None:
    """A dimension as a number, or None when it is symbolic."""
    import torch

    if isinstance(dim, torch.SymInt):
        expr = dim.node.expr
        return int(expr) if expr.is_number else None
    return int(dim)


def _range(dim: Any, ranges: dict) -> str | None:
    """`2..64` for a symbolic dimension whose range the export records; `?` for one it does not."""
    import torch

    if not isinstance(dim, torch.SymInt) or dim.node.expr.is_number:
        return None
    bounds = ranges.get(dim.node.expr)
    if bounds is None:
        return "?"
    return f"{_bound(bounds.lower)}..{_bound(bounds.upper)}"


def _bound(value: Any) -> str:
    """A bound of a range as the IR writes it: a number, or nothing for infinity (sympy's `oo`
    or torch's `int_oo`, which sympy calls finite)."""
    import sympy
    from torch.utils._sympy.numbers import IntInfinity, NegativeIntInfinity

    if isinstance(value, IntInfinity | NegativeIntInfinity) or value in (sympy.oo, -sympy.oo):
        return ""
    return str(int(value))


def _scalar_type(value: Any) -> Attribute:
    import torch

    if isinstance(value, bool | torch.SymBool):
        return i1
    if isinstance(value, float | torch.SymFloat):
        return f64
    return i64


def _user_outputs(signature) -> set[str]:
    from torch.export.graph_signature import OutputKind

    return {spec.arg.name for spec in signature.output_specs if spec.kind == OutputKind.USER_OUTPUT}
