"""The package `ovopt` is this folder: every package folder below it installs as `ovopt.<folder>`.

setuptools' `packages.find` names packages after their folders, which would make `dialects` a
top-level package; this finds them the same way and puts them under `ovopt`, so a new folder
installs without being listed anywhere (the rest of the configuration is in pyproject.toml).
"""

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

NOT_INSTALLED = ["test", "test.*", "build", "build.*", "benchmarks", "examples", "docs"]


class BuildPy(build_py):
    """Leaves this script out of the package `ovopt`, whose folder it sits in."""

    def find_package_modules(self, package, package_dir):
        modules = super().find_package_modules(package, package_dir)
        return [m for m in modules if (m[0], m[1]) != ("ovopt", "setup")]


setup(
    packages=["ovopt", *(f"ovopt.{name}" for name in find_packages(".", exclude=NOT_INSTALLED))],
    cmdclass={"build_py": BuildPy},
)
