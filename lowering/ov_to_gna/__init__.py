"""ov -> gna: the GNA plugin's pipeline as rewrite patterns (see docs/gna.md)."""
