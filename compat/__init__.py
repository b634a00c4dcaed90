"""The one home of what ovopt relies on inside xDSL (see xdsl.py)."""
