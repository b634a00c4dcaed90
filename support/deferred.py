"""Ops whose IRDL definition is made the first time it is needed, not at import.

`irdl_op_definition` checks an op class's fields and turns them into accessors (and parses its
assembly format); for the 252 generated onnx ops and the 133 ov ops that was most of ov-opt's
start-up, though a conversion uses a few of them. A class decorated with `deferred_op_definition`
exists at once, with its name and class constants (`ONNX_TYPE`, `IR_TYPE`), so dialects,
registries and patterns can name it; xDSL's definition is made in place (as xDSL makes it) the
first time anything reads it: an instance is created (built, parsed or cloned), or the class is
asked for its definition, its custom parser or its traits.
"""

from __future__ import annotations

from typing import Any, TypeVar

from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser

from ovopt.compat.xdsl import define_op_in_place

OpT = TypeVar("OpT", bound=type["DeferredOp"])

_PENDING: set[type[DeferredOp]] = set()
_TRAITS: dict[tuple[type, object], Any] = {}  # (op class, trait or trait type) -> the op's trait or None
_UNKNOWN = object()


def deferred_op_definition(cls: OpT) -> OpT:
    """`irdl_op_definition`, made when the op is first used. A class deriving from another op
    is defined at once, as xDSL defines it: it refuses such a class, and says so at declaration."""
    if any(_is_op(base) for base in cls.__mro__[1:]):
        for base in reversed(cls.__mro__[1:]):
            define_now(base)
        cls._define()
    else:
        _PENDING.add(cls)
    return cls


def _is_op(cls: type) -> bool:
    """Is `cls` an op, defined or deferred (not one of the base classes ops derive from)?"""
    return cls in _PENDING or (
        "get_irdl_definition" in vars(cls) and cls not in (DeferredOp, IRDLOperation) and issubclass(cls, IRDLOperation)
    )


def define_now(cls: type) -> None:
    """Make the definition of `cls` if it is still deferred."""
    if cls in _PENDING:
        _PENDING.discard(cls)  # first: the definition reads the class, which must not recurse
        try:
            cls._define()
        except Exception:
            _PENDING.add(cls)  # a wrong definition fails again on the next use, not later and obscurely
            raise


class DeferredOp(IRDLOperation):
    """The base of ops declared with `deferred_op_definition`: every way xDSL reads the
    definition from the class goes through here first."""

    @classmethod
    def _define(cls) -> None:
        """Make the op's definition, as `irdl_op_definition` at class creation; a subclass adds
        what it derives from the definition (a constructor)."""
        define_op_in_place(cls, placeholder_parse=DeferredOp.parse.__func__)  # DeferredOp.parse gives way

    def __new__(cls, *args: Any, **kwargs: Any):
        define_now(cls)  # before __init__ is looked up: the definition may provide it
        return super().__new__(cls)

    @classmethod
    def get_irdl_definition(cls):
        if cls not in _PENDING:
            return super().get_irdl_definition()
        define_now(cls)
        return cls.get_irdl_definition()

    @classmethod
    def parse(cls, parser: Parser):
        if cls not in _PENDING:
            return super().parse(parser)
        define_now(cls)
        return cls.parse(parser)

    @classmethod
    def has_trait(cls, trait, *, value_if_unregistered: bool = True) -> bool:
        return cls.get_trait(trait) is not None

    @classmethod
    def get_trait(cls, trait):
        """xDSL's answer, kept per class and trait: an op's traits never change once defined,
        and passes ask them of every op they visit."""
        key = (cls, trait)
        try:
            found = _TRAITS.get(key, _UNKNOWN)
        except TypeError:  # a trait with an unhashable parameter: asked every time
            define_now(cls)
            return super().get_trait(trait)
        if found is _UNKNOWN:
            define_now(cls)
            found = _TRAITS[key] = super().get_trait(trait)
        return found

    @classmethod
    def get_traits_of_type(cls, trait_type):
        define_now(cls)
        return super().get_traits_of_type(trait_type)


def is_defined(cls: type) -> bool:
    """Has the op's definition been made (always, for an op not declared deferred)?"""
    return cls not in _PENDING
