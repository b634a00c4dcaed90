"""The converter's options as transformations on the ov dialect (ovc's `--input`, `--output`,
`--compress-to-fp16`; Model Optimizer's `--mean-values`, `--scale-values`,
`--reverse-input-channels`, `--layout`, `--source-layout`, `--target-layout`).

Each is a pass with string options in the syntax the command line takes (syntax.py), so
`ov-opt --input "x[1,3,224,224]"` and `-p 'ov-set-inputs{inputs="x[1,3,224,224]"}'` are the
same step. tools/converter_options.py turns the command-line options into these steps.
"""
