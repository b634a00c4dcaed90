"""The one error the TFLite frontend raises: a line a user can act on, naming the tensor or operator."""

from __future__ import annotations

from xdsl.utils.exceptions import DiagnosticException

from ovopt.support.locations import shown


class TfliteImportError(DiagnosticException):
    """The model cannot be imported; the message says which operator (or file) and what to do."""

    def __init__(self, message: str):
        super().__init__(shown(message))
