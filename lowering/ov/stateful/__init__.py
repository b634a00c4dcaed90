"""OpenVINO's state transformations, as Model Optimizer's `--transform` runs them: LowLatency2
(the recurrent state of sequence ops and Loop back edges kept between inferences) and
MakeStateful (named input/output pairs become one state). Both put ReadValue/Assign pairs
(dialects/ov/state.py) into the model; OpenVINO's infer request then carries the state from one
`infer()` to the next, until `reset_state()`.
"""
