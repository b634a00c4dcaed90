"""The driver's options that look inside a run (tools/inspection.py, tools/validate.py) and
debug it (tools/debugging.py, tools/bisect.py): defined here, apart from what they run, so that
`ov-opt --help` imports none of it."""

from __future__ import annotations

import argparse

FORMATS = ("text", "json")


def add_inspection_arguments(arg_parser: argparse.ArgumentParser) -> None:
    """The options that look inside a conversion, and --validate's."""
    arg_parser.add_argument(
        "--op-stats",
        choices=FORMATS,
        metavar="text|json",
        help="print to stderr how many ops of each dialect and name the module holds before and after the pipeline",
    )
    arg_parser.add_argument(
        "--dump-dir",
        metavar="DIR",
        help="write the module after every pass into DIR: NN-PASS.mlir and .dot, and .xml/.bin when it is all in "
        "the ov dialect (kept when the run fails)",
    )
    arg_parser.add_argument(
        "--gna-report",
        nargs="?",
        const="",
        metavar="FILE.npz",
        help="with a pipeline of precision=i16|i8 (gna-default, gna-emulate): print to stderr per GNA layer the "
        "scale factors, PWL segments and error of the integers, and each output's error against onnxruntime, on "
        "the inputs in FILE.npz or 4 seeded random ones",
    )
    arg_parser.add_argument(
        "--validate",
        action="store_true",
        help="after -t ir, run the IR in OpenVINO and the ONNX model in onnxruntime on the same random inputs, "
        "print each output's max abs / rel error, and fail (removing the IR) over tolerance",
    )
    arg_parser.add_argument(
        "--validate-inputs",
        metavar="FILE.npz",
        help="--validate on these inputs (one array per model input, by name) instead of random ones",
    )
    arg_parser.add_argument(
        "--validate-tolerance",
        type=float,
        metavar="TOL",
        help="--validate passes when |ir - onnxruntime| <= TOL * (1 + |onnxruntime|) (default by element type: "
        "f32 1e-3, f16 1e-2, f64 1e-6; integers exact)",
    )


def add_debugging_arguments(arg_parser: argparse.ArgumentParser) -> None:
    """The debugging options; --time-passes replaces xDSL's (which takes no format)."""
    arg_parser.add_argument(
        "--print-ir-before",
        action="append",
        default=[],
        metavar="ID",
        help="print the IR before each run of pass ID (repeat, or give ids separated by commas)",
    )
    arg_parser.add_argument(
        "--print-ir-after",
        action="append",
        default=[],
        metavar="ID",
        help="print the IR after each run of pass ID (repeat, or give ids separated by commas)",
    )
    arg_parser.add_argument(
        "--print-ir-after-change", action="store_true", help="print the IR after every pass that changed it"
    )
    arg_parser.add_argument(
        "--print-ir-after-failure", action="store_true", help="print the IR as a failing pass left it"
    )
    xdsl_time_passes = arg_parser._option_string_actions["--time-passes"]
    arg_parser._handle_conflict_resolve(None, [("--time-passes", xdsl_time_passes)])
    arg_parser.add_argument(
        "--time-passes",
        nargs="?",
        const="text",
        choices=FORMATS,
        metavar="text|json",
        help="print the seconds each pass took (text on stdout as they run; json on stderr at the end)",
    )
    arg_parser.add_argument(
        "--pass-statistics",
        nargs="?",
        const="text",
        choices=FORMATS,
        metavar="text|json",
        help="print per pass the patterns applied (and tried), the ops created and erased and the constants "
        "folded, on stderr at the end",
    )
    arg_parser.add_argument(
        "--debug-counter",
        action="append",
        default=[],
        metavar="PATTERN-skip=N,PATTERN-count=M",
        help="MLIR's debug counters: skip the first N tries of pattern PATTERN, run the next M, skip the rest",
    )
    arg_parser.add_argument(
        "--reproducer",
        metavar="DIR",
        help="when the run fails, write into DIR the module as it entered the failing pass, the rest of the "
        'pipeline and the command, so that ov-opt DIR/input.mlir -p "$(cat DIR/pipeline)" fails the same way',
    )
    arg_parser.add_argument(
        "--bisect",
        action="store_true",
        help="with --validate: when the IR does not match onnxruntime, find the first pattern application after "
        "which it stops matching, and print it (pattern, node, the op before and after)",
    )
