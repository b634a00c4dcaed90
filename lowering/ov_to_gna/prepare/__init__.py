"""GNA preparation on the ov dialect: ov -> ov passes that make a model GNA-shaped
(decompositions, padding made explicit, MatMul normalisation, transpose sinking), one per file,
in the order of the GNA plugin's pipeline (../shared/reference/gna.md, section 1.2)."""
