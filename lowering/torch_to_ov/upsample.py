"""(to be written)"""

from __future__ import annotations

from xdsl.pattern_rewriter import RewritePattern

from ovopt.lowering.pattern_pass import PatternPass


def patterns(options: PatternPass) -> list[RewritePattern]:
    return []
