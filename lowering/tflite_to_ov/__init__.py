"""The tflite -> ov conversion: one module per operator family (registration.py)."""
