"""The gna dialect: Intel GNA, with tensor types that carry their data layout.

Registered and empty for now: the types and ops come with the GNA lowering (see
../shared/reference/gna.md for what the real plugin compiles to).
"""

from xdsl.ir import Dialect

GNA = Dialect("gna", [], [])
