"""The one error the TensorFlow frontend raises: a line a user can act on, naming the node."""

from __future__ import annotations

from xdsl.utils.exceptions import DiagnosticException

from ovopt.support.locations import shown


class TfImportError(DiagnosticException):
    """The model cannot be imported; the message says which node (or file) and what to do."""

    def __init__(self, message: str):
        super().__init__(shown(message))
