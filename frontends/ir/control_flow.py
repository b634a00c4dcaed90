"""If and Loop layers -> `ov.If.v8` and `ov.Loop.v5`: the port maps and back edges become the
order of the ops' operands, body arguments, yields and results (dialects/ov/control_flow.py),
the inverse of how the IR target numbers them (targets/ir/writer.py, `_bodies`).

- If: operand 0 is the layer's first input (the condition); the other inputs the port maps
  name become the op's inputs, in port order. OpenVINO gives each body inputs of its own (the
  then body's `x` on port 1, the else body's on port 3); the op gives both bodies every input,
  so an input of one body shares its operand with an input of the other body that reads the same
  value. A body that does not read an operand gets an argument for it all the same. Output port
  `j` is yield operand `j` of each body.
- Loop: operands are the trip count and the execution condition (the first two inputs), then
  the loop-carried inputs (a back edge goes to their Parameter), then the invariant ones. Body
  argument 0 is the `current_iteration` Parameter (a new argument when the body has none).
  The yield gives the `execution_condition` Result, the carried values (the Results of the back
  edges), then the concatenated outputs. An output is a carried value's last one or a whole
  concatenation along `axis`.

What the op cannot say is refused, naming the layer: a body Parameter no entry (or two) feeds,
an output neither carried nor concatenated, a slice of iterations (start, end, stride,
part_size other than 0, -1, 1, 1), a body without an execution condition.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import i64
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from ovopt.dialects import ov
from ovopt.dialects.ov.control_flow import join_types
from ovopt.frontends.ir.document import Body, Layer, MapEntry
from ovopt.frontends.ir.errors import IrReadError
from ovopt.support.shapes import tensor_type

# A body as a block: one argument per (Parameter or None, the type of an argument with no
# Parameter), the yield returning the values the Results read.
Fill = Callable[[Body, Sequence[tuple[Layer | None, Attribute]], Sequence[Layer]], Block]

OPS = {("If", "opset8"): ov.IfV8Op, ("Loop", "opset5"): ov.LoopV5Op}
_WHOLE = {"start": 0, "end": -1, "stride": 1, "part_size": 1}  # a concatenation of every iteration


def build_control_flow(
    layer: Layer, inputs: dict[int, SSAValue], result_types: list[Attribute], fill: Fill, display: str
) -> tuple[Operation, list[SSAValue]]:
    """The op of an If or Loop layer and the value of each of its output ports, in order.
    `inputs` holds the value on each input port (by port id)."""
    where = f"{display}: {layer.describe()}"
    if (layer.type, layer.version) not in OPS:
        raise IrReadError(f"{where} has no op in the ov dialect: If-8 (opset8) and Loop-5 (opset5) are read")
    build = _if if layer.type == "If" else _loop
    op, outputs = build(layer, inputs, result_types, fill, where)
    try:
        op.verify()
    except Exception as error:  # noqa: BLE001  (the verifiers of the ops in the bodies are extension code too)
        op.drop_all_references()
        raise IrReadError(f"{where}: {_one_line(str(error))[:500]}") from None
    return op, outputs


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _inputs_of(layer: Layer, count: int, what: str, where: str) -> None:
    if len(layer.inputs) < count:
        raise IrReadError(f"{where} has {len(layer.inputs)} input ports; it needs {what} first")


def _fed(body: Body, entries: list[MapEntry]) -> dict[int, MapEntry]:
    """Body Parameter id -> the one entry that feeds it; every Parameter has one."""
    fed: dict[int, MapEntry] = {}
    for entry in entries:
        previous = fed.get(entry.internal.id)
        if previous is not None:
            raise IrReadError(
                f"{body.where}: {entry.internal.describe()} is fed by two {body.map_tag} entries, "
                f"{previous.describe()} and {entry.describe()}"
            )
        fed[entry.internal.id] = entry
    for layer in body.graph.layers:
        if layer.type == "Parameter" and layer.id not in fed:
            raise IrReadError(f"{body.where}: {layer.describe()} is fed by no {body.map_tag} entry")
    return fed


def _outputs(layer: Layer, body: Body, entries: list[MapEntry]) -> dict[int, MapEntry]:
    """Output port id -> the one entry that gives it; every output port has one."""
    given: dict[int, MapEntry] = {}
    for entry in entries:
        if entry.external in given:
            raise IrReadError(
                f"{body.where}: output port {entry.external} is given by two {body.map_tag} entries, "
                f"{given[entry.external].describe()} and {entry.describe()}"
            )
        given[entry.external] = entry
    for port in layer.outputs:
        if port.id not in given:
            raise IrReadError(f"{body.where}: output port {port.id} is given by no {body.map_tag} entry")
    return given


def _no_purpose(body: Body, entries: list[MapEntry]) -> None:
    for entry in entries:
        if entry.purpose is not None:
            raise IrReadError(
                f"{body.where}: the {body.map_tag} entry {entry.describe()} has a purpose, which an If's do not have"
            )
        if entry.data:
            raise IrReadError(
                f"{body.where}: the {body.map_tag} entry {entry.describe()} concatenates ({', '.join(entry.data)}), "
                "which If does not"
            )


# -- If ---------------------------------------------------------------------------------------


def _if(
    layer: Layer, inputs: dict[int, SSAValue], result_types: list[Attribute], fill: Fill, where: str
) -> tuple[Operation, list[SSAValue]]:
    _inputs_of(layer, 1, "the condition", where)
    bodies = layer.bodies
    for body in bodies:
        _no_purpose(body, body.port_map)
    feeds = [[e for e in body.port_map if e.kind == "input"] for body in bodies]
    for body, entries in zip(bodies, feeds):
        _fed(body, entries)
    # Operands: each input port in order; an entry shares an operand of the same value that no
    # entry of its own body feeds yet, so ovc's separate then and else inputs of x are one.
    slots: list[SSAValue] = []
    parameters: list[list[Layer | None]] = []  # per slot, the Parameter of each body
    for port in sorted({e.external for entries in feeds for e in entries}):
        value = inputs[port]
        for index, entries in enumerate(feeds):
            for entry in (e for e in entries if e.external == port):
                slot = next(
                    (s for s, v in enumerate(slots) if v is value and parameters[s][index] is None),
                    None,
                )
                if slot is None:
                    slot = len(slots)
                    slots.append(value)
                    parameters.append([None] * len(bodies))
                parameters[slot][index] = entry.internal
    blocks = []
    for index, body in enumerate(bodies):
        given = _outputs(layer, body, [e for e in body.port_map if e.kind == "output"])
        args = [(parameters[slot][index], value.type) for slot, value in enumerate(slots)]
        blocks.append(fill(body, args, [given[port.id].internal for port in layer.outputs]))
    condition = inputs[layer.inputs[0].id]
    op = ov.IfV8Op.build(
        operands=[condition, slots], result_types=[result_types], regions=[Region(blocks[0]), Region(blocks[1])]
    )
    return op, list(op.results)


# -- Loop -------------------------------------------------------------------------------------


def _loop(
    layer: Layer, inputs: dict[int, SSAValue], result_types: list[Attribute], fill: Fill, where: str
) -> tuple[Operation, list[SSAValue]]:
    _inputs_of(layer, 2, "the trip count and the execution condition", where)
    (body,) = layer.bodies
    entries = body.port_map
    iteration = _purpose(body, entries, "input", "current_iteration", required=False)
    condition = _purpose(body, entries, "output", "execution_condition", required=True)
    for entry in entries:
        if entry.purpose is not None and entry.purpose not in ("current_iteration", "execution_condition"):
            raise IrReadError(
                f"{body.where}: the {body.map_tag} entry {entry.describe()} has purpose '{entry.purpose}', not "
                "current_iteration or execution_condition"
            )
    feeding = [e for e in entries if e.kind == "input" and e.purpose is None]
    fed = _fed(body, feeding + ([iteration] if iteration is not None else []))
    backs: dict[int, Layer] = {}  # Parameter id -> the Result of its back edge
    for result, parameter in body.back_edges:
        if parameter.id in backs:
            raise IrReadError(f"{body.where}: {parameter.describe()} has two back edges")
        if iteration is not None and parameter is iteration.internal:
            raise IrReadError(f"{body.where}: {parameter.describe()} is the current iteration: no back edge goes to it")
        backs[parameter.id] = result

    outputs = [e for e in entries if e.kind == "output" and e.purpose is None]
    given = _outputs(layer, body, outputs)
    carried: list[Layer] = []  # Parameters with a back edge: those outputs read first, in port order
    carried_of_port: dict[int, int] = {}
    concatenated: list[MapEntry] = []
    for port in layer.outputs:
        entry = given[port.id]
        if entry.data:
            _whole(body, entry)
            concatenated.append(entry)
            continue
        parameter = next((p for p, r in _in_order(body, backs) if r is entry.internal), None)
        if parameter is None:
            raise IrReadError(
                f"{body.where}: output port {port.id} is the last value of {entry.internal.describe()}, which no "
                "back edge carries: Loop-5 is read with carried values and concatenations as its outputs"
            )
        if parameter not in carried:
            carried.append(parameter)
        carried_of_port[port.id] = carried.index(parameter)
    carried += [p for p, _ in _in_order(body, backs) if p not in carried]
    invariant = sorted(
        (fed[e.internal.id] for e in feeding if e.internal.id not in backs),
        key=lambda e: (e.external, feeding.index(e)),
    )

    parameters = [*carried, *(e.internal for e in invariant)]
    values = [inputs[fed[p.id].external] for p in parameters]
    counter = tensor_type(i64, [])
    args = [
        (iteration.internal if iteration is not None else None, counter),
        *((p, v.type) for p, v in zip(parameters, values)),
    ]
    results = [condition.internal, *(backs[p.id] for p in carried), *(e.internal for e in concatenated)]
    block = fill(body, args, results)

    yielded = list(block.last_op.operands) if block.last_op is not None else []
    types: list[Attribute] = []
    for index in range(len(carried)):  # the type of an output port, else the input's and the yield's
        port = next((p for p in layer.outputs if carried_of_port.get(p.id) == index), None)
        types.append(
            result_types[layer.outputs.index(port)]
            if port is not None
            else join_types(values[index].type, yielded[1 + index].type)
        )
    positions = {port.id: position for position, port in enumerate(layer.outputs)}
    types += [result_types[positions[e.external]] for e in concatenated]
    axes = [e.data["axis"] for e in concatenated]
    op = ov.LoopV5Op.build(
        operands=[inputs[layer.inputs[0].id], inputs[layer.inputs[1].id], values],
        result_types=[types],
        properties={"concat_axes": ov.LoopV5Op.CONVERTERS["concat_axes"](axes)},
        regions=[Region(block)],
    )
    outputs_values = []
    for port in layer.outputs:
        if port.id in carried_of_port:
            outputs_values.append(op.results[carried_of_port[port.id]])
        else:
            outputs_values.append(op.results[len(carried) + concatenated.index(given[port.id])])
    return op, outputs_values


def _purpose(body: Body, entries: list[MapEntry], kind: str, purpose: str, required: bool) -> MapEntry | None:
    found = [e for e in entries if e.purpose == purpose]
    if len(found) > 1:
        raise IrReadError(f"{body.where}: the {body.map_tag} has {len(found)} entries of purpose '{purpose}', not one")
    if found and found[0].kind != kind:
        raise IrReadError(
            f"{body.where}: the {body.map_tag} entry {found[0].describe()} of purpose '{purpose}' is no <{kind}>"
        )
    if required and not found:
        raise IrReadError(
            f"{body.where}: the {body.map_tag} has no <{kind}> of purpose '{purpose}': the body gives no "
            f"{purpose.replace('_', ' ')}"
        )
    return found[0] if found else None


def _in_order(body: Body, backs: dict[int, Layer]) -> list[tuple[Layer, Layer]]:
    """(Parameter, Result) of each back edge, in the document's order."""
    return [(p, r) for r, p in body.back_edges if backs.get(p.id) is r]


def _whole(body: Body, entry: MapEntry) -> None:
    """A concatenated output is every iteration's value along `axis`: no slice of them."""
    if "axis" not in entry.data:
        raise IrReadError(f"{body.where}: the {body.map_tag} entry {entry.describe()} concatenates with no axis")
    sliced = {k: entry.data[k] for k, v in _WHOLE.items() if k in entry.data and entry.data[k] != v}
    if sliced:
        spelled = ", ".join(f"{k}={v}" for k, v in sliced.items())
        raise IrReadError(
            f"{body.where}: the {body.map_tag} entry {entry.describe()} takes a slice of the iterations ({spelled}): "
            "Loop-5 is read with whole concatenations (start 0, end -1, stride 1, part_size 1)"
        )
