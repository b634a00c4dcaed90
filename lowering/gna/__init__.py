"""Passes within the gna dialect: GNA's own layer forms, the identity and diagonal layers the
plugin inserts, precision assignment, scale-factor propagation and quantisation (the module in
GNA's integers), and the accuracy report."""
