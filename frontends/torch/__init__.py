"""The PyTorch frontend: a `torch.export` program -> a module in the torch dialect.

`read_pt2` is the `.pt2` frontend (a file `torch.export.save` wrote); `import_program` imports a
program in memory (the Python API, `ovopt.convert_model`). torch is imported here only, and
only when a program is read: it is an optional extra (`pip install ovopt[torch]`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xdsl.dialects.builtin import ModuleOp

from ovopt.frontends.torch.errors import TorchImportError
from ovopt.frontends.torch.importer import CallContext, ProgramImporter
from ovopt.registry.kinds import Source

if TYPE_CHECKING:
    from torch.export import ExportedProgram

__all__ = ["CallContext", "TorchImportError", "import_program", "read_pt2", "require_torch"]


def require_torch() -> Any:
    """The torch module; a clear error when it is not installed."""
    try:
        import torch
    except ImportError:
        raise TorchImportError(
            "reading PyTorch programs needs torch: pip install 'ovopt[torch]' (or torch itself)"
        ) from None
    return torch


def import_program(program: ExportedProgram, name: str = "main") -> ModuleOp:
    """The torch-dialect module of an exported program."""
    torch = require_torch()
    if not isinstance(program, torch.export.ExportedProgram):
        raise TorchImportError(f"expected a torch.export.ExportedProgram, got {type(program).__name__}")
    return ProgramImporter(program, name).import_program()


def read_pt2(source: Source) -> ModuleOp:
    """The `.pt2` frontend: the program `torch.export.save` wrote, or a program in memory."""
    torch = require_torch()
    if isinstance(source.data, torch.export.ExportedProgram):
        return import_program(source.data)
    import io

    try:  # from the file where there is one: the archive is not copied into memory first
        program = torch.export.load(source.path if source.path else io.BytesIO(bytes(source.data)))
    except Exception as error:  # noqa: BLE001  (torch reports a broken archive in many ways)
        raise TorchImportError(f"{source.name} is not a program torch.export.save wrote: {error}") from None
    return import_program(program)
