"""TensorFlow (the tf dialect) to the ov dialect: `convert-tf-to-ov` and its pattern families."""
