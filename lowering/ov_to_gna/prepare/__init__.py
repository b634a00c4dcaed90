"""GNA preparation on the ov dialect: ov -> ov passes that make a model GNA-shaped
(decompositions, padding made explicit, MatMul normalisation, transpose sinking), one per file,
in the order of the GNA plugin's pipeline (docs/gna.md, The plugin's passes)."""
