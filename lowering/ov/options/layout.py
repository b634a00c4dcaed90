"""ov-set-layout: Model Optimizer's `--layout`, `--source-layout`, `--target-layout`.

The source layout is the layout the model computes in; a target layout is the one the
converted model takes. The Parameter records its layout in its port's rt_info, as OpenVINO's
PrePostProcessor writes it (`<attribute name="layout" version="0" layout="[N,H,W,C]" />`),
and when the target differs from the source the input takes the target's shape and a
Transpose to the source layout follows it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import (
    input_names,
    input_value,
    insert_after_argument,
    main_function,
    resolve_inputs,
)
from ovopt.lowering.ov.options.syntax import OptionError, layout_text, parse_layouts
from ovopt.lowering.signature import sync_function_types
from ovopt.support.locations import name_loc
from ovopt.support.runtime_info import set_argument_rt_info
from ovopt.support.shapes import element_of, shape_of, tensor_type


@dataclass(frozen=True)
class SetLayoutPass(ModulePass):
    """Record input layouts; transpose where the target layout differs from the source."""

    name = "ov-set-layout"
    layout: str = ""  # x(nchw->nhwc): source -> target
    source_layout: str = ""
    target_layout: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        merged: dict[str | None, list[str | None]] = {}
        for option, text, slot in (
            ("--layout", self.layout, None),
            ("--source-layout", self.source_layout, 0),
            ("--target-layout", self.target_layout, 1),
        ):
            if not text.strip():
                continue
            for name, (source, target) in parse_layouts(text, option).items():
                if slot is not None and target is not None:
                    raise OptionError(f"{option}: give one layout per input; '->' belongs to --layout")
                pair = merged.setdefault(name, [None, None])
                if slot is None:
                    pair[:] = [source, target]
                else:
                    pair[slot] = source
        if not merged:
            return
        function = main_function(op, "--layout")
        names = input_names(function)
        for arg, (source, target) in zip(resolve_inputs(function, list(merged), "--layout"), merged.values()):
            name = names[arg.index]
            shape = shape_of(arg.type)
            for layout in (source, target):
                if layout is not None and shape is not None and len(layout) != len(shape):
                    raise OptionError(f"--layout: input '{name}' has rank {len(shape)}; layout {layout} has not")
            if source is None:
                raise OptionError(f"--target-layout: input '{name}' needs its source layout too (--source-layout)")
            if target is None or target == source:
                set_argument_rt_info(function, arg.index, "layout", {"layout": layout_text(source)})
                continue
            if sorted(target) != sorted(source) or "?" in source:
                raise OptionError(f"--layout: {source} -> {target} for input '{name}' is not a permutation")
            order = [target.index(letter) for letter in source]  # the target-layout data read as source
            permuted = None if shape is None else [shape[source.index(letter)] for letter in target]
            new = Rewriter.replace_value_with_new_type(arg, tensor_type(element_of(arg.type), permuted, like=arg.type))
            converted = input_value(new)
            if converted is not new:  # --input's Convert: it takes the new shape too
                Rewriter.replace_value_with_new_type(
                    converted, tensor_type(element_of(converted.type), permuted, like=converted.type)
                )

            def build(value, order=order, name=name):
                perm = ov.ConstantV0Op.from_numpy(np.array(order, np.int64))
                transpose = ov.TransposeV1Op(value, perm.output)
                for op_ in (perm, transpose):
                    op_.location = name_loc(f"{name}/{op_.IR_TYPE}")
                return [perm, transpose]

            insert_after_argument(new, build)
            set_argument_rt_info(function, arg.index, "layout", {"layout": layout_text(target)})
        sync_function_types(op)
