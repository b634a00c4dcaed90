"""`ov-opt --version`'s line, without xDSL: the driver's argument parser prints it, and so does
tools/ov_opt.py when `--version` is all the command line says."""

from __future__ import annotations

import ovopt
from ovopt.support.installed import Installed, normalized


def version_format(installed: Installed | None = None) -> str:
    """`--version`'s line, `{xdsl_version}` left for the argument parser to fill: ovopt's version
    and those of what it converts with and for, as `installed` records them, else as
    importlib.metadata finds them."""
    parts = ["xDSL {xdsl_version}"]
    for package, label in (("onnx", "onnx"), ("openvino", "OpenVINO")):
        found = _version(package, installed)
        parts.append(f"{label} {found}" if found else f"{label} not installed")
    return f"ov-opt {ovopt.__version__} ({', '.join(parts)})"


def _version(package: str, installed: Installed | None) -> str | None:
    if installed is not None:
        return installed.versions.get(normalized(package))
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return None
