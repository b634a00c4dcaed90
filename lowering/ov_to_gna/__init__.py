"""ov -> gna: the GNA plugin's pipeline as rewrite patterns (see docs/gna.md).

The docstrings below name the plugin's files by their path under `src/plugins/intel_gna/src/`
of openvinotoolkit/openvino as of its last release, 2023.3 (docs/gna.md, Sources), and its
pipeline's steps by their number in docs/gna.md's table of the plugin's passes.
"""
