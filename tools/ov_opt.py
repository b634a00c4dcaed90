"""ov-opt: the ovopt driver, xDSL's opt tool with ovopt's registry of dialects, frontends,
transformations, named pipelines and targets.

    ov-opt model.onnx --pass-pipeline=ov-default -t ir -o out/model.xml
    ov-opt model.onnx -o model.mlir               # the onnx-dialect text
    ov-opt model.mlir -p convert-onnx-to-ov       # any pass on textual IR
    ov-opt --print-pipeline -p ov-default         # the passes a named pipeline runs

User errors (a missing file, a malformed model, an op with no lowering, a misspelled pass)
print one line that names what is wrong and exit with status 1, leaving no output files.

This module is the command line's entry, kept light: the driver (tools/driver.py: OvOptMain,
its errors and their one-line reports) and with it xDSL are imported only by a command that
needs them, so `ov-opt --version` imports neither.
"""

from __future__ import annotations

import gc
import os
import sys

EXIT_USER_ERROR = 1
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a command stopped by Ctrl-C


def __getattr__(name: str):
    """`ovopt.tools.ov_opt.OvOptMain` (the driver), `UserError` and `error_line`, imported when
    first asked for. They live in tools/driver.py, not here: run as `python -m
    ovopt.tools.ov_opt`, this file is `__main__`, and a class of its own would not be the one
    the driver raises."""
    if name in ("OvOptMain", "UserError", "error_line"):
        from ovopt.tools import driver

        return getattr(driver, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _print_version_alone(argv: list[str]) -> bool:
    """`ov-opt --version` and nothing else, with no installed extension: print the line the
    driver's argument parser would print, without importing the driver, nor importlib.metadata
    (support/installed.py). Any other command line, an installed extension (which loads first
    and may fail), or projects installed in a way only importlib.metadata reads take the
    driver's path."""
    if argv != ["--version"]:
        return False
    from ovopt.support.installed import ENTRY_POINT_GROUP, read_installed
    from ovopt.tools.version_line import version_format

    installed = read_installed()
    if installed is None or ENTRY_POINT_GROUP in installed.groups or "xdsl" not in installed.versions:
        return False
    print(version_format(installed).format(xdsl_version=installed.versions["xdsl"]))
    return True


def main(args: list[str] | None = None) -> int:
    # A model is millions of long-lived objects, and Python runs a full collection, which walks
    # them all, each time they grow by a quarter: a third of a 10k-node conversion's time. Only
    # those wait (for 1000 young collections, not 10); young ones still free what rewrites drop.
    gc.set_threshold(*gc.get_threshold()[:2], 1000)
    if _print_version_alone(list(sys.argv[1:] if args is None else args)):
        sys.exit(0)  # as argparse's version action leaves
    if args is None:  # the command line: start-up's modules and classes live to the end, so no
        gc.disable()  # collection needs to walk them (a tenth of a 1-node conversion's time)
        from ovopt.tools import method_cache

        method_cache.install()  # the dataclass methods xDSL and ovopt write, compiled in an earlier run
    try:
        from ovopt.tools.driver import OvOptMain

        driver = OvOptMain(args)
        if args is None:
            gc.freeze()  # what start-up made is never walked again; the model's objects are as before
            gc.enable()
        driver.run()
        if args is None:  # the command line, which exits next: the model's IR, cyclic garbage now,
            gc.freeze()  # is left to the OS, not walked and freed object by object (1 s at 10k nodes)
    except KeyboardInterrupt:
        print("ov-opt: error: interrupted; no output written", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `ov-opt --help-xdsl | head`: the reader left; say nothing more
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except SystemExit:  # --help, --version, argparse's errors: before the next clause imports anything
        raise
    except BaseException as error:  # an Exception, or xDSL's ArgSpecParseError (a BaseException)
        from ovopt.tools.driver import error_line

        line = error_line(error)
        if line is None:
            raise
        print(f"ov-opt: error: {line}", file=sys.stderr)
        return EXIT_USER_ERROR
    return 0


if __name__ == "__main__":
    sys.exit(main())
