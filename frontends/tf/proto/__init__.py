"""TensorFlow's protobuf messages, built at run time from the descriptors in `descriptors.py`.

The classes live in a descriptor pool of their own, so they never clash with TensorFlow's when
both are loaded in one process (the Python API, the tests): a message crosses over as bytes.

    from ovopt.frontends.tf import proto
    graph = proto.message("tensorflow.GraphDef")()
    graph.ParseFromString(data)
"""

from __future__ import annotations

import functools

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory


@functools.cache
def _pool() -> descriptor_pool.DescriptorPool:
    from ovopt.frontends.tf.proto.descriptors import FILES

    pool = descriptor_pool.DescriptorPool()
    for data in FILES:
        pool.Add(descriptor_pb2.FileDescriptorProto.FromString(data))
    return pool


@functools.cache
def message(full_name: str) -> type:
    """The message class of `full_name` (`tensorflow.GraphDef`)."""
    return message_factory.GetMessageClass(_pool().FindMessageTypeByName(full_name))


def enum_value(enum: str, name: str) -> int:
    """The number of value `name` of enum `enum` (`tensorflow.DataType`, `DT_FLOAT`)."""
    return _pool().FindEnumTypeByName(enum).values_by_name[name].number


def enum_name(enum: str, number: int) -> str:
    """The name of value `number` of enum `enum`; `<number>` for one the file does not define."""
    value = _pool().FindEnumTypeByName(enum).values_by_number.get(number)
    return value.name if value is not None else f"<{number}>"
