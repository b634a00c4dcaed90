"""torch -> ov: the Core ATen op set as OpenVINO opset ops, one pattern family per op family."""
