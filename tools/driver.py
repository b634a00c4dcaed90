"""OvOptMain: ov-opt's driver, xDSL's opt tool with ovopt's registry of dialects, frontends,
transformations, named pipelines and targets. tools/ov_opt.py imports it only when a command
needs it, so `ov-opt --version` imports no xDSL."""

from __future__ import annotations

import argparse
import contextlib
import copy
import dataclasses
import functools
import importlib.metadata
import os
import shlex
import sys
import time
from io import StringIO
from pathlib import Path
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

import ovopt
from ovopt import registry
from ovopt.registry.extensions import ExtensionError, load_all
from ovopt.tools.converter_options import (
    add_converter_arguments,
    frontend_input_batch,
    frontend_input_shapes,
    with_converter_options,
)
from ovopt.tools.driver_options import add_debugging_arguments, add_inspection_arguments
from ovopt.tools.version_line import version_format

LOG_LEVELS = ("error", "warning", "info", "debug")


class UserError(Exception):
    """A problem with the command or its input, reported as one line."""


class OvOptMain(xDSLOptMain):
    def __init__(self, args: list[str] | None = None):
        self.started = time.monotonic()
        self.argv = list(sys.argv[1:] if args is None else args)
        self.version_format = version_format()
        load_all(_extension_paths(self.argv))
        with _multiverse_read_once():
            super().__init__(description="ovopt: ONNX to OpenVINO IR, an MLIR-style compiler on xDSL", args=self.argv)

    # -- registration: everything comes from the registry ------------------------------------

    def register_all_dialects(self) -> None:
        super().register_all_dialects()
        for name, _ in registry.DIALECTS.items():
            self.ctx.register_dialect(name, lambda name=name: registry.load_dialect(name))

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        for extension, factory in registry.FRONTENDS.items():
            self.available_frontends[extension] = lambda stream, factory=factory: self._read(factory(), stream)

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for ident, transformation in registry.TRANSFORMATIONS.items():
            self.register_pass(ident, transformation.pass_factory)

    def register_all_targets(self) -> None:
        for name, factory in registry.TARGETS.items():
            self.available_targets[name] = factory
        super().register_all_targets()

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        self._describe_own_choices(arg_parser)
        arg_parser.add_argument(
            "--pass-pipeline",
            dest="passes",
            help="the passes to run, as -p takes them (with -t ir and none given, a model not yet in the ov "
            "dialect runs ov-default)",
        )
        arg_parser.add_argument(
            "--print-pipeline",
            action="store_true",
            help="print the passes -p expands to (named pipelines included), with their phases, and exit",
        )
        arg_parser.add_argument(
            "--transformations-config",
            metavar="FILE",
            help="Model Optimizer's JSON: switch on transformations for scopes, start/end points, or globally",
        )
        arg_parser.add_argument(
            "--saved-model-signature",
            metavar="NAME",
            help="the signature of a TensorFlow SavedModel to convert (default: serving_default)",
        )
        arg_parser.add_argument(
            "--extensions",
            action="append",
            default=[],
            metavar="PATH",
            help="load an extension (a .py file, a folder of them, or a module name) first",
        )
        add_inspection_arguments(arg_parser)
        add_debugging_arguments(arg_parser)
        add_converter_arguments(arg_parser)
        large = arg_parser.add_mutually_exclusive_group()
        large.add_argument("--print-large-constants", action="store_true", help="print tensors whole, not as hex")
        large.add_argument(
            "--elide-large-constants",
            action="store_true",
            help="print large tensors as dense_resource<__elided__> (for reading; does not parse back)",
        )

    def _describe_own_choices(self, arg_parser: argparse.ArgumentParser) -> None:
        """xDSL's help lists every pass and target it has; ov-opt's lists its own, described,
        after the options, and xDSL's on request (--help-xdsl)."""
        options = arg_parser._option_string_actions
        options["-p"].help = "the passes and named pipelines to run, separated by commas (listed below)"
        options["-t"].help = "the output, mlir (the default), ir or dot (listed below)"
        options["-f"].help = "the frontend, when not the input's extension (listed below)"
        version = options.pop("-v")  # -v is --verbose here, as in the converters' command lines
        version.option_strings.remove("-v")
        version.help = "print the versions of ov-opt, xDSL, onnx and OpenVINO, and exit"
        arg_parser.add_argument(
            "-v",
            "--verbose",
            action="count",
            default=0,
            help="say on stderr what the pipeline does (-v: each pass and what it declined; -vv: more)",
        )
        arg_parser.add_argument(
            "--log-level",
            choices=LOG_LEVELS,
            help="how much to say on stderr: error, warning (the default), info (-v) or debug (-vv)",
        )
        arg_parser.add_argument(
            "--help-xdsl", action="store_true", help="list xDSL's generic passes and targets, which ov-opt also runs"
        )
        if {"-h", "--help"} & set(self.argv):  # the listing loads every provider: only for help
            from ovopt.tools.help_text import ovopt_listing

            arg_parser.formatter_class = argparse.RawDescriptionHelpFormatter
            arg_parser.epilog = ovopt_listing()

    def setup_pipeline(self) -> None:
        """Expand the pipeline text into its steps: named pipelines become their passes."""
        _set_up_logging(self.args.log_level or LOG_LEVELS[min(1 + self.args.verbose, 3)])
        from ovopt.lowering.pipeline import expand
        from ovopt.support.locations import closest

        self.config = {}
        if self.args.transformations_config:
            from ovopt.lowering.transformations_config import load_config

            self.config = load_config(self.args.transformations_config)
        self.steps = expand(self.args.passes, self.available_passes, self.config)
        names = {step.name for step in self.steps}
        self.print_before, self.print_after = (_ids(self.args.print_ir_before), _ids(self.args.print_ir_after))
        for option, ids in (("--print-ir-before", self.print_before), ("--print-ir-after", self.print_after)):
            for ident in sorted(ids - names):
                raise UserError(f"{option}={ident}: the pipeline has no pass {ident!r}{closest(ident, names)}")
        self.counters = _debug_counters(self.args.debug_counter)
        self._input_verified = False
        self.validation = None

    # -- running ------------------------------------------------------------------------------

    def _read(self, frontend, stream: IO[bytes]) -> ModuleOp:
        from ovopt.frontends import Source
        from ovopt.support.mapped_files import read_stream

        frontend = _with_frontend_options(frontend, self.args)
        path = self.args.input_file
        shapes, batch = frontend_input_shapes(self.args), frontend_input_batch(self.args)
        module = frontend(Source(self.ctx, read_stream(stream), path, not self.args.no_implicit_module, shapes, batch))
        # The ONNX importer verifies what it builds (naming the node); text input is checked
        # before the first pass.
        self._input_verified = self._input_verified or self._frontend_name() in ("onnx", "onnxtext")
        return module

    def _frontend_name(self) -> str:
        if self.args.frontend:
            return self.args.frontend
        path = self.args.input_file
        if path and _is_saved_model(path):
            return "savedmodel"
        return path.rsplit(".", 1)[-1] if path and "." in path else "mlir"

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        """A SavedModel is a folder: its frontend reads the folder, not a stream."""
        if self.args.input_file is not None and _is_saved_model(self.args.input_file):
            from io import BytesIO

            return BytesIO(b""), "savedmodel"
        return super().get_input_stream()

    def apply_passes(self, prog: ModuleOp) -> None:
        from ovopt.lowering.instrumentation import PatternInstrumentation, instrumented
        from ovopt.lowering.pipeline import expand, run_steps
        from ovopt.support.locations import verify_naming_node
        from ovopt.tools.debugging import HookList, IrPrinter, PassStatistics, PassTimer

        verify = not self.args.disable_verify
        steps = self.steps
        converting = parse_spec(self.args.target).name == "ir" or self.args.bisect
        if not steps and converting and _has_frontend_ops(prog):
            steps = expand("ov-default", self.available_passes, self.config)  # -t ir means: convert it
        steps = with_converter_options(steps, self.args)  # per module: --split-input-file runs this again
        self.ran_steps = steps
        if verify and not self._input_verified:
            verify_naming_node(prog)
        inspector = self._inspector(prog, steps)

        def say(text: str) -> None:
            inspector.before_output()  # the progress line goes first
            print(text)

        args = self.args
        text_of = self.output_resulting_program if parse_spec(args.target).name == "mlir" else self.mlir_text
        printer = IrPrinter(
            text_of,
            say,
            frozenset(self.print_before),
            frozenset(self.print_after),
            args.print_between_passes,
            args.print_ir_after_change,
            args.print_ir_after_failure,
            len(steps),
        )
        instrumentation = PatternInstrumentation(counters=copy.deepcopy(self.counters))  # fresh counts per module
        timer = PassTimer(args.time_passes, say) if args.time_passes else None
        statistics = PassStatistics(args.pass_statistics, instrumentation) if args.pass_statistics else None
        reproducer = self._reproducer(steps)
        validation = self.validation.watcher() if self.validation is not None else None  # --compress-to-fp16's input
        hooks = HookList([h for h in (inspector, printer, timer, statistics, reproducer, validation) if h is not None])
        watching = instrumented(instrumentation) if self.counters or statistics else contextlib.nullcontext()
        with inspector.watching(prog), watching:
            run_steps(steps, self.ctx, prog, hooks, verify)
        for report in (timer, statistics):
            if report is not None:
                report.report()

    def _reproducer(self, steps: list):
        """--reproducer's watcher of this run (None when not asked)."""
        if not self.args.reproducer:
            return None
        from ovopt.tools.debugging import Reproducer

        options = [f"--extensions={os.path.abspath(p) if os.path.exists(p) else p}" for p in self.args.extensions]
        if self.args.transformations_config:
            options.append(f"--transformations-config={os.path.abspath(self.args.transformations_config)}")
        text_of = functools.partial(self.mlir_text, reproducible=True)
        versions = self.version_format.format(xdsl_version=importlib.metadata.version("xdsl"))
        return Reproducer(Path(self.args.reproducer), steps, text_of, self.argv, versions, error_line, options)

    def _inspector(self, prog: ModuleOp, steps: list):
        from ovopt.tools.inspection import Inspector

        return Inspector.from_args(self.args, steps, self.mlir_text, prog, self.started)

    def run(self) -> None:
        if self.args.help_xdsl:
            from ovopt.tools.help_text import xdsl_listing

            print(xdsl_listing(self.available_passes, self.available_targets))
            return
        if self.args.print_pipeline:
            from ovopt.lowering.pipeline import describe_steps

            print(describe_steps(with_converter_options(self.steps, self.args)))
            return
        if (
            self.args.input_file is not None
            and not os.path.isfile(self.args.input_file)
            and not _is_saved_model(self.args.input_file)
        ):
            why = "it is a folder; give the model file in it" if os.path.isdir(self.args.input_file) else "no such file"
            raise UserError(f"cannot read {self.args.input_file}: {why}")
        target = parse_spec(self.args.target).name
        if target == "ir" and self.args.output_file is None:
            raise UserError("-t ir writes two files: give the .xml path with -o")
        self._check_frontend()
        chunks, extension = self.prepare_input()
        if target == "ir" and len(chunks) > 1:
            raise UserError("-t ir writes one model: it cannot take --split-input-file sections")
        if self.args.dump_dir and len(chunks) > 1:
            raise UserError("--dump-dir dumps one model: it cannot take --split-input-file sections")
        report_options, report = self._gna_report_options(len(chunks)), None
        validation = None
        if self.args.validate or self.args.validate_inputs or self.args.validate_tolerance is not None:
            from ovopt.tools.validate import Validation  # numpy and the runtimes' checks: only when asked

            validation = Validation.from_args(self.args, target, self._frontend_name())
        self.validation = validation
        texts: list[str] = []
        for index, (chunk, offset) in enumerate(chunks):
            with chunk:
                try:
                    module = self._read_chunk(chunk, extension, offset)
                    if module is None:
                        continue
                    if report_options is not None:  # before any output: a report that fails leaves none
                        report = self._gna_report(module, report_options)
                    as_read = module.clone() if self.args.bisect else None
                    self.apply_passes(module)
                    if validation is not None and as_read is not None and target != "ir":
                        self._bisect_if_differing(validation, as_read, module)
                    elif target == "ir":
                        self._write_checked(module)
                        if validation is not None:
                            self._validate(validation, as_read)
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
        if report is not None:
            print(report, file=sys.stderr)

    def _gna_report_options(self, chunks: int):
        """--gna-report's options: those the pipeline quantises with (tools/gna_accuracy.py)."""
        if self.args.gna_report is None:
            return None
        from ovopt.tools.gna_accuracy import options_of_steps

        if self.args.input_file is None or chunks > 1:
            raise UserError("--gna-report reports on one model file: give its path (no --split-input-file)")
        options = options_of_steps(self.steps, self.args.gna_report)
        if options is None:
            raise UserError(
                "--gna-report needs a quantising pipeline: -p 'gna-default{precision=i16}' (or i8, or gna-emulate's)"
            )
        return options

    def _gna_report(self, module: ModuleOp, options) -> str:
        """--gna-report's text: the model as read, lowered by gna-default without and with the
        pipeline's precision (and the converter options), run by the reference kernels."""
        import numpy as np

        from ovopt.lowering.pipeline import StepHooks, expand, run_steps
        from ovopt.tools.gna_accuracy import pipeline, report_text

        lowered = []
        for precision in (None, options.precision):
            copy_of = module.clone()
            steps = with_converter_options(
                expand(pipeline(options, precision), self.available_passes, self.config), self.args
            )
            with np.errstate(all="ignore"):
                run_steps(steps, self.ctx, copy_of, StepHooks(), not self.args.disable_verify)
            lowered.append(copy_of)
        try:
            return report_text(Path(self.args.input_file), options, *lowered)
        except (OSError, KeyError) as error:
            raise UserError(f"--gna-report: {error}") from None

    def _check_frontend(self) -> None:
        """An input no frontend reads is ov-opt's error, found before xDSL's own check (a bare
        ValueError whose wording is xDSL's to change)."""
        if self.args.frontend is not None:  # argparse already took only a known one
            return
        name = self._input_extension()
        if name not in self.available_frontends:
            known = ", ".join(sorted(self.available_frontends))
            what = f".{name} files" if name else "a file without an extension"
            raise UserError(
                f"cannot read {self.args.input_file}: no frontend reads {what}; "
                f"rename it or give the frontend with -f ({known})"
            )

    def _input_extension(self) -> str:
        """The frontend name xDSL picks for the input: its extension, as get_input_stream finds it."""
        path = self.args.input_file
        if path is None:
            return "mlir"
        if _is_saved_model(path):
            return "savedmodel"
        return os.path.splitext(path)[1].replace(".", "")

    def _read_chunk(self, chunk, extension: str, offset: int) -> ModuleOp | None:
        try:
            return self.parse_chunk(chunk, extension, offset)
        except Exception as error:
            reproducer = self._reproducer([])
            if reproducer is not None:
                reproducer.failed_reading(error)
            raise

    def _write_checked(self, module: ModuleOp) -> None:
        """-t ir's files; when that fails, --reproducer's files say how to write them again."""
        try:
            self._write_ir(module)
        except Exception as error:
            reproducer = self._reproducer([])
            if reproducer is not None:
                reproducer.failed_writing(module, error, ["-t", self.args.target, "-o", "out.xml"])
            raise

    def _validate(self, validation, as_read: ModuleOp | None) -> None:
        """--validate on the written IR; with --bisect, a difference is bisected first."""
        from ovopt.tools.validate import OutputsDiffer

        try:
            validation.check_written(self.args, sys.stdout)
        except OutputsDiffer:
            if as_read is not None:
                self._bisection(validation).run(as_read)
            raise

    def _bisect_if_differing(self, validation, as_read: ModuleOp, module: ModuleOp) -> None:
        """--bisect without -t ir: the converted module's IR is checked in a scratch folder."""
        import tempfile

        from ovopt.targets.ir import write_ir_files
        from ovopt.tools.validate import OutputsDiffer

        with tempfile.TemporaryDirectory(prefix="ov-opt-validate-") as folder:
            xml = Path(folder) / "model.xml"
            write_ir_files(module, xml)
            try:
                validation.check(xml, xml.with_suffix(".bin"), sys.stdout)
            except OutputsDiffer:
                self._bisection(validation).run(as_read)
                raise
        print("bisect: the IR matches onnxruntime: nothing to bisect")

    def _bisection(self, validation):
        from ovopt.tools.bisect import Bisection

        return Bisection(self.ctx, self.ran_steps, validation, print, self.counters)

    def output_resulting_program(self, prog: ModuleOp) -> str:
        spec = parse_spec(self.args.target)
        if spec.name != "mlir":
            return super().output_resulting_program(prog)
        return self.mlir_text(prog, spec)

    def mlir_text(self, prog: ModuleOp, spec=None, reproducible: bool = False) -> str:
        """The module as MLIR text, printed as the options say; `reproducible`: as ov-opt reads
        it back the same (locations kept, no tensor elided)."""
        from ovopt.targets.mlir import MlirTarget

        spec = spec if spec is not None else parse_spec("mlir")
        large = "whole" if self.args.print_large_constants else "elide" if self.args.elide_large_constants else "hex"
        target = dataclasses.replace(
            MlirTarget.from_spec(spec),
            print_generic_format=self.args.print_op_generic,
            print_properties_as_attributes=self.args.print_no_properties,
            print_debuginfo=self.args.print_debuginfo or reproducible,
            large_constants="hex" if reproducible and large == "elide" else large,
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
        written = write_ir_files(module, self.args.output_file, bin_path, rt_info)
        if len(written) > 2:  # pre/post-processing models beside the main one: say what is where
            print("\n".join(f"wrote {path}" for path in written))

    def _write_text(self, text: str) -> None:
        """Write to -o through a temporary file, so a failure leaves no partial output."""
        if self.args.output_file is None:
            sys.stdout.write(text)
            return
        from ovopt.targets.files import write_all_or_none

        write_all_or_none([(Path(self.args.output_file), [text.encode("utf-8")])])


@contextlib.contextmanager
def _multiverse_read_once():
    """xDSL's registration of dialects, passes and targets each reads the `xdsl.universe` entry
    points, a scan of every installed distribution's metadata (7-14 ms each); while the driver
    starts, the first reading serves all three."""
    from xdsl.universe import Universe

    read_each_time = Universe.__dict__["get_multiverse"]
    Universe.get_multiverse = staticmethod(functools.cache(read_each_time.__func__))
    try:
        yield
    finally:
        Universe.get_multiverse = read_each_time


def _set_up_logging(level: str) -> None:
    """ovopt's loggers ("ovopt.*") write `ov-opt: info: ...` lines to stderr from `level` up."""
    import logging

    logger = logging.getLogger("ovopt")
    logger.setLevel(level.upper())
    logger.propagate = False
    for old in list(logger.handlers):  # a run before this one (in process) wrote to its own stderr
        logger.removeHandler(old)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_LogLine())
    logger.addHandler(handler)


class _LogLine:
    """`ov-opt: info: the message`: a log record as ov-opt's other lines read."""

    def format(self, record) -> str:
        return f"ov-opt: {record.levelname.lower()}: {record.getMessage()}"


def _ids(values: list[str]) -> set[str]:
    """The pass ids of a repeatable option, each value holding one or several separated by commas."""
    return {i.strip() for value in values for i in value.split(",") if i.strip()}


def _debug_counters(values: list[str]) -> dict:
    from ovopt.lowering.instrumentation import DebugCounterError, parse_debug_counters

    try:
        return parse_debug_counters(",".join(values))
    except DebugCounterError as error:
        raise UserError(str(error)) from None


def _is_saved_model(path: str) -> bool:
    """Is `path` a TensorFlow SavedModel folder (one holding saved_model.pb)?"""
    return os.path.isdir(path) and os.path.isfile(os.path.join(path, "saved_model.pb"))


def _with_frontend_options(frontend, args):
    """`frontend`, given the command line's frontend options in its Source."""
    options = {"saved_model_signature": args.saved_model_signature} if args.saved_model_signature else {}
    if not options:
        return frontend
    return lambda source: frontend(dataclasses.replace(source, options=options))


def _has_frontend_ops(module: ModuleOp) -> bool:
    """Does the module still hold ops of a frontend dialect (not yet lowered to ov)?"""
    from ovopt.support.walking import walk_ops

    return any(op.dialect_name() not in ("builtin", "func", "ov") for op in walk_ops(module))


def _extension_paths(argv: list[str]) -> list[str]:
    """The --extensions values, read before the full parse: they may add passes and targets."""
    paths = []
    for index, arg in enumerate(argv):
        if arg == "--extensions" and index + 1 < len(argv):
            paths.append(argv[index + 1])
        elif arg.startswith("--extensions="):
            paths.append(arg.split("=", 1)[1])
    return paths


def _user_errors() -> tuple[type[BaseException], ...]:
    from ovopt.lowering.pipeline import PipelineError
    from ovopt.lowering.transformations_config import ConfigError
    from ovopt.targets.files import OutputError
    from ovopt.tools.validate import ValidationError

    return (
        UserError,
        DiagnosticException,
        ParseError,
        ExtensionError,
        registry.RegistryError,
        PipelineError,
        ConfigError,
        OutputError,
        ValidationError,
    )


def error_line(error: BaseException) -> str | None:
    """The one line a user error is reported as; None for a bug (its traceback is shown)."""
    if isinstance(error, _user_errors()):
        return str(error).strip() or type(error).__name__
    if isinstance(error, ArgSpecParseError):  # -t 'ir{bin-path=/a/b}': xDSL parses the target spec first
        from ovopt.lowering.pipeline import spec_parse_problem

        spec = str(error).strip().splitlines()[2] if str(error).count("\n") >= 2 else "?"
        return (
            f"{spec!r} does not parse: {spec_parse_problem(error)}; "
            'quote a value that holds "/" or spaces: ir{bin-path="/a/b.bin"}'
        )
    return None
