"""gna -> ov: every gna op as the plain opset ops that compute the same thing, so that the
GNA lowering can run, and be checked, in the OpenVINO CPU runtime (emulation)."""
