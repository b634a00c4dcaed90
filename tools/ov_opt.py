"""ov-opt: the ovopt driver, xDSL's opt tool with ovopt's dialects, frontends, passes and targets.

    ov-opt model.onnx --pass-pipeline=ov-default -t ir -o out/model.xml
    ov-opt model.onnx -o model.mlir               # the onnx-dialect text
    ov-opt model.mlir -p convert-onnx-to-ov       # any pass on textual IR

User errors (a missing file, a malformed model, an op with no lowering) print one line that
names the model node and exit with status 1, leaving no output files behind.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shlex
import sys
import time
from io import StringIO
from pathlib import Path
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

import ovopt
from ovopt.tools import extensions

EXIT_USER_ERROR = 1


class UserError(Exception):
    """A problem with the command or its input, reported as one line."""


class OvOptMain(xDSLOptMain):
    version_format = f"ov-opt {ovopt.__version__} (xDSL {{xdsl_version}})"

    def __init__(self, args: list[str] | None = None):
        self.argv = list(sys.argv[1:] if args is None else args)
        extensions.load_all(_extension_paths(self.argv))
        super().__init__(description="ovopt: ONNX to OpenVINO IR, an MLIR-style compiler on xDSL", args=self.argv)

    # -- registration -----------------------------------------------------------------------

    def register_all_dialects(self) -> None:
        super().register_all_dialects()
        from ovopt.tools.registrations import DIALECTS

        for name, factory in {**DIALECTS, **extensions.dialects()}.items():
            self.ctx.register_dialect(name, factory)

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        self.available_frontends["mlir"] = self._parse_mlir
        self.available_frontends["onnx"] = self._import_onnx
        self.available_frontends["onnxtext"] = self._import_onnx_text

    def register_all_passes(self) -> None:
        super().register_all_passes()
        from ovopt.tools.registrations import passes

        for name, factory in passes().items():
            self.register_pass(name, factory)

    def register_all_targets(self) -> None:
        from ovopt.targets.ir import IrTarget
        from ovopt.targets.mlir import MlirTarget

        self.available_targets["mlir"] = lambda: MlirTarget
        self.available_targets["ir"] = lambda: IrTarget
        for name, factory in extensions.targets().items():
            self.available_targets[name] = factory
        super().register_all_targets()

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument("--pass-pipeline", dest="passes", help="the passes to run, as -p takes them")
        arg_parser.add_argument(
            "--extensions",
            action="append",
            default=[],
            metavar="PATH",
            help="load an extension (a .py file, a folder of them, or a module name) first",
        )
        large = arg_parser.add_mutually_exclusive_group()
        large.add_argument("--print-large-constants", action="store_true", help="print tensors whole, not as hex")
        large.add_argument(
            "--elide-large-constants",
            action="store_true",
            help="print large tensors as dense_resource<__elided__> (for reading; does not parse back)",
        )

    def setup_pipeline(self) -> None:
        """xDSL's pipeline, verifying between passes with errors that name the model node, and
        not twice: the ONNX frontend verifies what it imports, a named pipeline each of its steps."""
        from xdsl.passes import PassPipeline

        from ovopt.dialects.locations import verify_naming_node
        from ovopt.lowering.pipeline import NamedPipelinePass

        started = time.perf_counter()

        def between_passes(previous: ModulePass | None, module: ModuleOp, following: ModulePass | None) -> None:
            nonlocal started
            if self.args.time_passes and previous is not None:
                print(f"Pass {previous.name} took {time.perf_counter() - started:.3f} seconds")
            verified = isinstance(previous, NamedPipelinePass) or (previous is None and self._input_verified)
            if not self.args.disable_verify and not verified:
                verify_naming_node(module)
            if previous is not None and following is not None and self.args.print_between_passes:
                print(f"IR after {previous.name}:\n{self.output_resulting_program(module)}")
            started = time.perf_counter()

        self._input_verified = False
        self.pipeline = PassPipeline.parse_spec(self.available_passes, self.args.passes, between_passes)

    # -- running ------------------------------------------------------------------------------

    def _parse_mlir(self, stream: IO[bytes]) -> ModuleOp:
        """xDSL's parser, reading back all that xDSL prints (NaN, inf, fused locations): mlir_parser.py."""
        from ovopt.tools.mlir_parser import OvParser

        return OvParser(self.ctx, stream.read(), self.get_input_name()).parse_module(not self.args.no_implicit_module)

    def _import_onnx(self, stream: IO[bytes]) -> ModuleOp:
        from ovopt.frontends.onnx import import_model

        module = import_model(stream.read(), self.args.input_file)
        self._input_verified = True
        return module

    def _import_onnx_text(self, stream: IO[bytes]) -> ModuleOp:
        """ONNX's textual syntax (onnx.parser), which the lit tests of the frontend use."""
        from ovopt.frontends.onnx import import_model, parse_onnx_text

        module = import_model(parse_onnx_text(stream.read().decode("utf-8")), self.args.input_file)
        self._input_verified = True
        return module

    def run(self) -> None:
        if self.args.input_file is not None and not os.path.isfile(self.args.input_file):
            raise UserError(f"cannot read {self.args.input_file}: no such file")
        target = parse_spec(self.args.target).name
        if target == "ir" and self.args.output_file is None:
            raise UserError("-t ir writes two files: give the .xml path with -o")
        chunks, extension = self.prepare_input()
        if target == "ir" and len(chunks) > 1:
            raise UserError("-t ir writes one model: it cannot take --split-input-file sections")
        texts: list[str] = []
        for index, (chunk, offset) in enumerate(chunks):
            with chunk:
                try:
                    module = self.parse_chunk(chunk, extension, offset)
                    if module is None:
                        continue
                    self.apply_passes(module)
                    if target == "ir":
                        self._write_ir(module)
                    else:
                        texts.append(("// -----\n" if index else "") + self.output_resulting_program(module))
                except ParseError as error:
                    if not self.args.parsing_diagnostics:
                        raise
                    error.span = dataclasses.replace(error.span, line_offset=offset)
                    print(error)
                except DiagnosticException as error:
                    if not self.args.verify_diagnostics:
                        raise
                    print(error)
        if target != "ir":
            self._write_text("".join(texts))

    def output_resulting_program(self, prog: ModuleOp) -> str:
        spec = parse_spec(self.args.target)
        if spec.name != "mlir":
            return super().output_resulting_program(prog)
        from ovopt.targets.mlir import MlirTarget

        large = "whole" if self.args.print_large_constants else "elide" if self.args.elide_large_constants else "hex"
        target = dataclasses.replace(
            MlirTarget.from_spec(spec),
            print_generic_format=self.args.print_op_generic,
            print_properties_as_attributes=self.args.print_no_properties,
            print_debuginfo=self.args.print_debuginfo,
            large_constants=large,
        )
        output = StringIO()
        target.emit(self.ctx, prog, output)
        return output.getvalue()

    def _write_ir(self, module: ModuleOp) -> None:
        from ovopt.targets.ir import IrTarget, write_ir_files

        bin_path = IrTarget.from_spec(parse_spec(self.args.target)).bin_path or None
        rt_info = {
            "ovopt_version": ovopt.__version__,
            "conversion_parameters": {
                "input_model": os.path.abspath(self.args.input_file) if self.args.input_file else "stdin",
                "command": shlex.join(["ov-opt", *self.argv]),
            },
        }
        write_ir_files(module, self.args.output_file, bin_path, rt_info)

    def _write_text(self, text: str) -> None:
        """Write to -o through a temporary file, so a failure leaves no partial output."""
        if self.args.output_file is None:
            sys.stdout.write(text)
            return
        from ovopt.targets.files import write_all_or_none

        write_all_or_none([(Path(self.args.output_file), [text.encode("utf-8")])])


def _extension_paths(argv: list[str]) -> list[str]:
    """The --extensions values, read before the full parse: they may add passes and targets."""
    paths = []
    for index, arg in enumerate(argv):
        if arg == "--extensions" and index + 1 < len(argv):
            paths.append(argv[index + 1])
        elif arg.startswith("--extensions="):
            paths.append(arg.split("=", 1)[1])
    return paths


def _one_line(error: BaseException) -> str:
    text = str(error).strip() or type(error).__name__
    return text


def main(args: list[str] | None = None) -> int:
    try:
        OvOptMain(args).run()
    except (UserError, DiagnosticException, ParseError, extensions.ExtensionError) as error:
        print(f"ov-opt: error: {_one_line(error)}", file=sys.stderr)
        return EXIT_USER_ERROR
    except ValueError as error:  # xDSL reports unknown passes and frontends this way
        if "Unrecognized" not in str(error):
            raise
        print(f"ov-opt: error: {_one_line(error)}", file=sys.stderr)
        return EXIT_USER_ERROR
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
