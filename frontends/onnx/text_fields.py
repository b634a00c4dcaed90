"""The check that every string field of a model is UTF-8.

ONNX's schema is proto2, whose strings protobuf does not validate: it parses one that is not
UTF-8 into `bytes`, where every reader expects `str`. A model is refused once, on loading,
instead of failing wherever a name is read. Walking the parsed messages in Python to find such
a field took 0.4 s of a 10,000-node model; a copy of the schema declared proto3, whose
strings protobuf validates as it parses, reads the same bytes in 20 ms. Only a model it refuses
is walked, to name the field (the walk decides: proto3 may refuse what proto2 reads). Making the
copy costs 5 ms (its descriptor module's import, then the class), more than walking a small
model: one below `PARSED_FROM` bytes is only walked.
"""

from __future__ import annotations

from functools import cache

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import DecodeError, Message
from onnx import ModelProto

from ovopt.frontends.onnx.errors import OnnxImportError

_CHECKING_PACKAGE = "ovopt.utf8_check"
# Serialized bytes from which parsing again beats the walk (about 8 ms a 64 KB model).
PARSED_FROM = 1 << 15


def check_strings(serialized: bytes, model: ModelProto, display: str) -> None:
    """Refuse `model` (parsed from `serialized`) if a string field of it is not UTF-8."""
    checking = _checking_model_class() if len(serialized) >= PARSED_FROM else None
    if checking is not None:
        try:
            checking().ParseFromString(serialized)
            return
        except DecodeError:
            pass  # the walk finds the string that is not UTF-8 and names it
    field_name = _first_field_not_utf8(model)
    if field_name is not None:
        raise OnnxImportError(
            f"{display} is not an ONNX model: its {field_name} holds text that is not UTF-8; is the file whole?"
        )


@cache
def _checking_model_class() -> type[Message] | None:
    """ModelProto of a proto3 copy of ONNX's schema: the same fields, validated strings; None
    if a later schema declares what proto3 cannot (the walk then checks every model)."""
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

    schema = descriptor_pb2.FileDescriptorProto()
    ModelProto.DESCRIPTOR.file.CopyToProto(schema)
    package = f".{schema.package}."
    schema.name, schema.package, schema.syntax = f"{_CHECKING_PACKAGE}.proto", _CHECKING_PACKAGE, "proto3"
    messages = list(schema.message_type)
    while messages:
        message = messages.pop()
        messages.extend(message.nested_type)
        for field in message.field:
            field.ClearField("default_value")  # proto3 has none (ONNX declares none today)
            if field.type_name.startswith(package):
                field.type_name = f".{_CHECKING_PACKAGE}.{field.type_name[len(package) :]}"
    try:
        pool = descriptor_pool.DescriptorPool()
        pool.Add(schema)
        return message_factory.GetMessageClass(pool.FindMessageTypeByName(f"{_CHECKING_PACKAGE}.ModelProto"))
    except (TypeError, ValueError):  # what protobuf raises for a schema it refuses
        return None


def _first_field_not_utf8(message: Message) -> str | None:
    """The full name of the first string field, in `message` or below, parsed into `bytes`."""
    for field_descriptor, value in message.ListFields():
        if field_descriptor.type == FieldDescriptor.TYPE_STRING:
            values = value if field_descriptor.is_repeated else [value]
            if any(isinstance(v, bytes) for v in values):
                return field_descriptor.full_name
        elif field_descriptor.type == FieldDescriptor.TYPE_MESSAGE:
            for item in value if field_descriptor.is_repeated else [value]:
                found = _first_field_not_utf8(item)
                if found is not None:
                    return found
    return None
