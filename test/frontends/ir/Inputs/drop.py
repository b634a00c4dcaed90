"""drop.py SRC.xml DST.xml TAG [N]: DST.xml is SRC.xml without its N-th (default first)
`<TAG>...</TAG>` element, and SRC's .bin is copied beside it: an IR missing a part, for an
error test."""

import re
import shutil
import sys
from pathlib import Path

source, target, tag, *rest = sys.argv[1:]
text = Path(source).read_text()
found = list(re.finditer(rf"[ \t]*<{tag}>.*?</{tag}>\n", text, flags=re.S))
index = int(rest[0]) if rest else 0
if index >= len(found):
    sys.exit(f"drop.py: {source} has {len(found)} <{tag}> elements")
match = found[index]
Path(target).parent.mkdir(parents=True, exist_ok=True)
Path(target).write_text(text[: match.start()] + text[match.end() :])
weights = Path(source).with_suffix(".bin")
if weights.exists():
    shutil.copy(weights, Path(target).with_suffix(".bin"))
