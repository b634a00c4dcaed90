// RUN: not ov-opt %s -p 'convert-ov-to-gna{target=4.0}' 2>&1 | filecheck %s --check-prefix=TARGET
// RUN: not ov-opt %s -p 'convert-ov-to-gna{pwl-max-error-percent=0}' 2>&1 | filecheck %s --check-prefix=ERROR
// RUN: not ov-opt %s -p 'convert-ov-to-gna{pwl-max-error-percent=100.5}' 2>&1 | filecheck %s --check-prefix=ERROR
// RUN: ov-opt %s -p 'convert-ov-to-gna{pwl-max-error-percent=0.00001}' 2>&1 | filecheck %s --check-prefix=SEGMENTS

// TARGET: ov-opt: error: convert-ov-to-gna: unknown GNA target '4.0': use one of 2.0, 3.0, 3.5
// ERROR: ov-opt: error: convert-ov-to-gna: pwl-max-error-percent must be in (0, 100]
// A function no PWL reaches the bound for stays on the CPU, with a note (gna-pwl-on-cpu.mlir).
// SEGMENTS: ov-opt: note: 1 node(s) stay on the CPU for GNA 3.5:
// SEGMENTS-NEXT: node 'log' (ov.Log.v0): no PWL within 1e-05 % of its range: 128 segments do not reach a 1e-05 % error
// SEGMENTS: ov.Log.v0

func.func @log(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Log.v0 %x : tensor<1x8xf32> loc("log")
  func.return %y : tensor<1x8xf32>
}
