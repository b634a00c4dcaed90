"""ovopt-conformance: ONNX's backend tests through a converter and OpenVINO, the figures of
docs/supported_ops.md.

testdata    the tests as folders, written from the installed onnx wheel
model_facts a test model's operators and whether OpenVINO can take its inputs and outputs
converters  ovopt and ovc in process, or any command
worker      one worker process: convert, run in OpenVINO, judge (evaluate, tensors)
pool        the worker processes, crashes and timeouts
report      tables, figures, the difference of two runs
cli         the command line (`ovopt-conformance`, `python -m ovopt.tools.conformance`)
"""
