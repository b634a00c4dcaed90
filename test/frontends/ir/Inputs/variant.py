"""variant.py SRC.xml DST.xml [OLD NEW]...: DST.xml is SRC.xml with each OLD replaced by NEW
(once, and OLD must occur), and SRC's .bin is copied beside it, named as OpenVINO looks for it
(DST.bin, or DST + .bin when DST is not a .xml): a broken IR for an error test."""

import shutil
import sys
from pathlib import Path

source, target, *edits = sys.argv[1:]
text = Path(source).read_text()
for old, new in zip(edits[::2], edits[1::2]):
    if old not in text:
        sys.exit(f"variant.py: {old!r} is not in {source}")
    text = text.replace(old, new, 1)
Path(target).parent.mkdir(parents=True, exist_ok=True)
Path(target).write_text(text)
weights = Path(source).with_suffix(".bin")
if weights.exists():
    shutil.copy(weights, Path(target).with_suffix(".bin") if target.endswith(".xml") else Path(target + ".bin"))
