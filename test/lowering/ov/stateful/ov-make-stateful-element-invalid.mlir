// RUN: not ov-opt %s -p "ov-make-stateful{param-res-names=\"{'h_in':'h_out'}\"}" 2>&1 | filecheck %s

// A state's variable holds an OpenVINO element type: an input of index values is refused,
// naming the input, before anything changes.

// CHECK: ov-opt: error: MakeStateful: input 'h_in': OpenVINO has no element type for index, so no state can hold it; pair an input of another type
func.func @main(%x: tensor<1x4xindex> {ovopt.name = "x"}, %h: tensor<1x4xindex> {ovopt.name = "h_in"}) -> (tensor<1x4xindex> {ovopt.name = "h_out"}) {
  func.return %x : tensor<1x4xindex>
}
