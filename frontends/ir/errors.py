"""The one error the IR frontend raises: a line a user can act on, naming the layer."""

from __future__ import annotations

from xdsl.utils.exceptions import DiagnosticException


class IrReadError(DiagnosticException):
    """The IR cannot be read; the message says which layer (id and name) and what is wrong."""
