// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// LinSpace, MatrixBandPart, BroadcastArgs and Unique, composed of OpenVINO ops. The refusals
// come first.

// Refused (must not fire): BroadcastArgs of a shape whose length is not known; Unique of a
// matrix; MatrixBandPart of a vector.
// CHECK: no lowering to OpenVINO for node 'bargs' (BroadcastArgs): needs shapes of known length, got tensor<?xi32> and tensor<2xi32>;
func.func @broadcast_args_unknown_length(%a: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<?xi32> {
  %y = "tf.BroadcastArgs"(%a, %b) <{T = i32}> : (tensor<?xi32>, tensor<2xi32>) -> tensor<?xi32> loc("bargs")
  func.return %y : tensor<?xi32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'unique' (Unique): takes a vector, got tensor<2x3xf32>;
func.func @unique_matrix(%x: tensor<2x3xf32>) -> tensor<?xf32> {
  %y, %i = "tf.Unique"(%x) <{T = f32, out_idx = i32}> : (tensor<2x3xf32>) -> (tensor<?xf32>, tensor<6xi32>) loc("unique")
  func.return %y : tensor<?xf32>
}

// -----

// CHECK: no lowering to OpenVINO for node 'band' (MatrixBandPart): needs a matrix or a batch of them, got tensor<4xf32>;
func.func @band_vector(%x: tensor<4xf32>, %n: tensor<i64>) -> tensor<4xf32> {
  %y = "tf.MatrixBandPart"(%x, %n, %n) <{T = f32, Tindex = i64}> : (tensor<4xf32>, tensor<i64>, tensor<i64>) -> tensor<4xf32> loc("band")
  func.return %y : tensor<4xf32>
}

// -----

// LinSpace: start + i * (stop - start) / max(num - 1, 1), the last value `stop` itself.
// CHECK-LABEL: func.func @linspace
// CHECK:         %[[COUNT:.*]] = ov.Convert.v0 %{{.*}} {destination_type = f32} : (tensor<i32>) -> tensor<f32>
// CHECK:         %[[INDEX:.*]] = ov.Range.v4 %{{.*}}, %[[COUNT]], %{{.*}} {output_type = f32} : {{.*}} -> tensor<5xf32>
// CHECK:         %[[LAST:.*]] = ov.Subtract.v1 %[[COUNT]], %{{.*}}
// CHECK:         %[[DIFFERENCE:.*]] = ov.Subtract.v1 %stop, %start
// CHECK:         %[[STEPS:.*]] = ov.Maximum.v1 %[[LAST]], %{{.*}}
// CHECK-NEXT:    %[[STEP:.*]] = ov.Divide.v1 %[[DIFFERENCE]], %[[STEPS]]
// CHECK-NEXT:    %[[OFFSETS:.*]] = ov.Multiply.v1 %[[INDEX]], %[[STEP]]
// CHECK-NEXT:    %[[VALUES:.*]] = ov.Add.v1 %start, %[[OFFSETS]]
// CHECK-NEXT:    %[[IS_LAST:.*]] = ov.Equal.v1 %[[INDEX]], %[[LAST]]
// CHECK:         %[[AT_END:.*]] = ov.LogicalAnd.v1 %[[IS_LAST]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %[[AT_END]], %stop, %[[VALUES]] : {{.*}} -> tensor<5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @linspace(%start: tensor<f32>, %stop: tensor<f32>) -> tensor<5xf32> {
  %num = "tf.Const"() <{value = dense<5> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %y = "tf.LinSpace"(%start, %stop, %num) <{T = f32, Tidx = i32}> : (tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
  func.return %y : tensor<5xf32>
}

// -----

// MatrixBandPart: i - j against num_lower and j - i against num_upper over the last two axes
// (a negative bound keeps everything), zero elsewhere; the bounds may be computed at run time.
// CHECK-LABEL: func.func @band
// CHECK:         %[[ROWS:.*]] = ov.Range.v4 {{.*}} -> tensor<4xi64>
// CHECK:         %[[COLUMNS:.*]] = ov.Range.v4 {{.*}} -> tensor<5xi64>
// CHECK:         %[[COLUMN:.*]] = ov.Unsqueeze.v0 %[[ROWS]], %{{.*}} : {{.*}} -> tensor<4x1xi64>
// CHECK-NEXT:    %[[BELOW:.*]] = ov.Subtract.v1 %[[COLUMN]], %[[COLUMNS]] : {{.*}} -> tensor<4x5xi64>
// CHECK-NEXT:    %[[ABOVE:.*]] = ov.Negative.v0 %[[BELOW]]
// CHECK-NEXT:    %[[LOWER:.*]] = ov.Convert.v0 %lower {destination_type = i64}
// CHECK:         ov.LessEqual.v1 %[[BELOW]], %[[LOWER]]
// CHECK:         %[[UPPER:.*]] = ov.Constant.v0 dense<-1> : tensor<i64>
// CHECK:         ov.LessEqual.v1 %[[ABOVE]], %[[UPPER]]
// CHECK:         %[[KEEP:.*]] = ov.LogicalAnd.v1
// CHECK-NEXT:    %[[ZERO:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %[[KEEP]], %x, %[[ZERO]] : {{.*}} -> tensor<2x4x5xf32>
func.func @band(%x: tensor<2x4x5xf32>, %lower: tensor<i32>) -> tensor<2x4x5xf32> {
  %upper = "tf.Const"() <{value = dense<-1> : tensor<i32>, dtype = i32}> : () -> tensor<i32>
  %y = "tf.MatrixBandPart"(%x, %lower, %upper) <{T = f32, Tindex = i32}> : (tensor<2x4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4x5xf32>
  func.return %y : tensor<2x4x5xf32>
}

// -----

// BroadcastArgs: the shorter shape padded in front with 1s, then each dim the other's where
// it is 1.
// CHECK-LABEL: func.func @broadcast_args
// CHECK-NEXT:    %[[ONES:.*]] = ov.Constant.v0 dense<1> : tensor<1xi32>
// CHECK-NEXT:    %[[PADDED:.*]] = ov.Concat.v0 %[[ONES]], %b {axis = 0 : i64} : {{.*}} -> tensor<3xi32>
// CHECK-NEXT:    %[[ONE:.*]] = ov.Constant.v0 dense<1> : tensor<i32>
// CHECK-NEXT:    %[[IS_ONE:.*]] = ov.Equal.v1 %a, %[[ONE]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Select.v1 %[[IS_ONE]], %[[PADDED]], %a : {{.*}} -> tensor<3xi32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @broadcast_args(%a: tensor<3xi32>, %b: tensor<2xi32>) -> tensor<3xi32> {
  %y = "tf.BroadcastArgs"(%a, %b) <{T = i32}> : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>
  func.return %y : tensor<3xi32>
}

// -----

// Unique: OpenVINO's, unsorted (first occurrence order); the values scattered back to their
// slots through rev_idx, which the CPU plugin needs read.
// CHECK-LABEL: func.func @unique
// CHECK-NEXT:    %[[U:.*]], %{{.*}}, %[[REV:.*]], %{{.*}} = ov.Unique.v10 %x {sorted = false}
// CHECK:         %[[SIZE:.*]] = ov.ShapeOf.v3 %[[U]]
// CHECK-NEXT:    %[[SLOTS:.*]] = ov.Broadcast.v3 %{{.*}}, %[[SIZE]]
// CHECK:         %[[Y:.*]] = ov.ScatterElementsUpdate.v12 %[[SLOTS]], %[[REV]], %x, %{{.*}} : {{.*}} -> tensor<?xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[REV]] : tensor<?xf32>, tensor<7xi64>
func.func @unique(%x: tensor<7xf32>) -> (tensor<?xf32>, tensor<7xi64>) {
  %y, %i = "tf.Unique"(%x) <{T = f32, out_idx = i64}> : (tensor<7xf32>) -> (tensor<?xf32>, tensor<7xi64>)
  func.return %y, %i : tensor<?xf32>, tensor<7xi64>
}
