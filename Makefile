# Quick start:  make demo  (convert and check the example CNN)   make test  (lit + pytest)
# Both create .venv with everything they need on first use.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lit pytest lint regenerate docs bench conformance wheel-check clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/python examples/run_demo.py

test: lit pytest

lit: $(STAMP)
	$(BIN)/lit -s -j 2 test

# pytest exits 5 when it collected nothing: that is a broken test tree, not a pass.
pytest: $(STAMP)
	@$(BIN)/python -m pytest -q test; status=$$?; \
	if [ $$status -eq 5 ]; then echo "pytest collected no tests: the test tree is broken" >&2; fi; \
	exit $$status

# A wheel built from this clone, installed into a fresh venv outside it, converts the example.
wheel-check:
	.ci/check-wheel

# Style: ruff's lint rules and formatter (configured in pyproject.toml).
lint: $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	$(BIN)/ruff check . && $(BIN)/ruff format --check .

# Re-generate the checked-in onnx dialect after an onnx upgrade.
regenerate: $(STAMP)
	$(BIN)/python -m ovopt.tools.gen_onnx_dialect

# Re-write the reference pages of docs/reference and docs/supported_ops.md from the registry
# (tests check them); the conformance figures come from `make conformance`'s results when there are some.
docs: $(STAMP)
	$(BIN)/python -m ovopt.tools.gen_docs
	$(BIN)/python -m ovopt.tools.supported_ops $(if $(wildcard $(CONFORMANCE_RESULTS)),--conformance $(CONFORMANCE_RESULTS))

# Conversion time and memory against ovc (issue 10), then of three PyTorch models (ResNet-50, a
# 12-layer BERT, a tiny Llama) and of SavedModel ResNet50 and TFLite MobileNetV2 (one run each) against
# openvino.convert_model; numbers, not a test, and not part of `make test`.
# A short run: make bench BENCH_ARGS=--quick
BENCH_ARGS ?=
bench: $(STAMP)
	$(BIN)/python benchmarks/convert_speed.py $(BENCH_ARGS)
	$(BIN)/python benchmarks/torch_conformance.py --skip-ops --models '^(resnet50|bert_base_12l|llama_tiny)$$'
	$(BIN)/python benchmarks/tf_conformance.py --sections speed

# ONNX's backend tests through ov-opt and ovc, run in OpenVINO (CPU, f32): the figures of
# docs/supported_ops.md. Numbers, not a test. CONFORMANCE_ARGS="--filter REGEX" for a part
# (then also CONFORMANCE_RESULTS=elsewhere.json: `make docs` reads only a complete run).
CONFORMANCE_ARGS ?=
CONFORMANCE_RESULTS ?= .harness-data/conformance/results.json
conformance: $(STAMP)
	$(BIN)/python -m ovopt.tools.conformance --vs ovc --json $(CONFORMANCE_RESULTS) $(CONFORMANCE_ARGS)

clean:
	rm -rf $(VENV) out test/Output .pytest_cache
