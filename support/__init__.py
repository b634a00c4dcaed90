"""What every layer shares about the IR: tensor data as bytes (`elements`, `mapped_files`,
`interned`), shapes, model names and runtime info on ops (`locations`, `runtime_info`), the
functions of a module, resize weights, and the op-definition machinery (`deferred`,
`verification`). Nothing here knows a dialect, a frontend or a pass."""
