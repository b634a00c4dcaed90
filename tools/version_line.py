"""`ov-opt --version`'s line, without xDSL: the driver's argument parser prints it, and so does
tools/ov_opt.py when `--version` is all the command line says."""

from __future__ import annotations

import ovopt


def version_format() -> str:
    """`--version`'s line: ovopt's version and those of what it converts with and for."""
    from importlib.metadata import PackageNotFoundError, version

    parts = ["xDSL {xdsl_version}"]
    for package, label in (("onnx", "onnx"), ("openvino", "OpenVINO")):
        try:
            parts.append(f"{label} {version(package)}")
        except PackageNotFoundError:
            parts.append(f"{label} not installed")
    return f"ov-opt {ovopt.__version__} ({', '.join(parts)})"
