"""The `mlir` target: xDSL's textual IR, with large tensors printed compactly.

xDSL prints a dense tensor by first turning every element into a Python number, which on a
model's weights costs minutes and gigabytes. Here a tensor of more than `LARGE` elements
prints as MLIR's hex form (`dense<"0x...">`, parsed back exactly), as one value when all its
elements are equal, as `dense_resource<__elided__>` with `--elide-large-constants` (for
reading; it does not parse back), or in full with `--print-large-constants`. Tensor names,
like locations, are printed only with `--print-debuginfo`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import IO

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, ModuleOp, TensorType
from xdsl.ir import Attribute
from xdsl.printer import Printer
from xdsl.targets.mlir import MLIRTarget

from ovopt.compat.xdsl import print_dense_list
from ovopt.support.locations import TENSOR_NAMES_ATTR

LARGE = 100
MODES = ("hex", "elide", "whole")


@dataclass(eq=False, repr=False)
class OvPrinter(Printer):
    large_constants: str = field(default="hex")

    def print_op_attributes(self, attributes, *, reserved_attr_names=(), print_keyword=False) -> bool:
        if not self.print_debuginfo:
            reserved_attr_names = (*reserved_attr_names, TENSOR_NAMES_ATTR)
        return super().print_op_attributes(
            attributes, reserved_attr_names=reserved_attr_names, print_keyword=print_keyword
        )

    def print_attribute(self, attribute: Attribute) -> None:
        if (
            isinstance(attribute, DenseIntOrFPElementsAttr)
            and len(attribute.data.data) > LARGE * attribute.get_element_type().compile_time_size
        ):
            self._print_large_dense(attribute)
            return
        super().print_attribute(attribute)

    def _print_large_dense(self, attribute: DenseIntOrFPElementsAttr) -> None:
        raw = attribute.data.data
        size = attribute.get_element_type().compile_time_size
        bytes_view = np.frombuffer(raw, dtype=np.uint8).reshape(-1, size)
        if (bytes_view == bytes_view[0]).all():
            one = DenseIntOrFPElementsAttr(TensorType(attribute.get_element_type(), [1]), BytesAttr(raw[:size]))
            one.print_without_type(self)  # a splat: dense<value>
        elif self.large_constants == "elide":
            self.print_string("dense_resource<__elided__>")
        elif self.large_constants == "whole":
            # Asked for: every element as a number, as xDSL prints small tensors.
            self.print_string("dense<")
            print_dense_list(attribute, self)
            self.print_string(">")
        else:
            self.print_string(f'dense<"0x{raw.hex().upper()}">')
        self.print_string(" : ")
        self.print_attribute(attribute.get_type())


@dataclass(frozen=True)
class MlirTarget(MLIRTarget):
    """xDSL's `mlir` target, printing with OvPrinter."""

    large_constants: str = "hex"

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        printer = OvPrinter(
            stream=output,
            print_generic_format=self.print_generic_format,
            print_properties_as_attributes=self.print_properties_as_attributes,
            print_debuginfo=self.print_debuginfo,
            large_constants=self.large_constants,
        )
        printer.print_op(module)
        printer.print_metadata(ctx.loaded_dialects)
        print("\n", file=output)
