"""DFT and STFT onto OpenVINO's Fourier transforms, as ovc lowers them.

ONNX keeps complex values in a trailing axis of 2 (real input may have a trailing 1); OpenVINO
does too, but its real transforms (RDFT-9, IRDFT-9, STFT-15) take and give real tensors without
that axis. So a DFT lowers to:

  forward, real, onesided      RDFT-9 of the input squeezed
  forward, real, full          DFT-7 of the input with zero imaginary parts concatenated
  inverse, complex, onesided   IRDFT-9, the trailing 1 put back
  inverse, full                IDFT-7 (real input made complex first)

An axis known only at run time (DFT-20's input) is normalised with FloorMod; RDFT and IRDFT
get it moved to a constant position by a Transpose and back (the CPU plugin compiles them only
for a constant axis).

`dft_length` is the transforms' `signal_size`: the axis is cut or zero-padded to it first (for
RDFT with a larger constant length the padding is explicit: the CPU plugin refuses to pad there).
"""

from __future__ import annotations

from xdsl.dialects.builtin import i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_input, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of


def _one_value(b: Builder, value: SSAValue, shape: list[int]) -> SSAValue:
    """An integer input (a scalar or one value) as i64 of `shape` ([1] or [])."""
    value = converted(b, value, i64)
    if shape_of(value.type) == shape:
        return value
    return b.add(ov.ReshapeV1Op(value, b.i64(shape), special_zero=False))


def _complex_of_real(b: Builder, x: SSAValue) -> SSAValue:
    """Real [..., 1] as complex [..., 2]: the imaginary parts zero (ovc's Broadcast + Concat)."""
    zeros = b.add(ov.BroadcastV3Op(b.constant_like(0.0, x), b.add(ov.ShapeOfV3Op(x))))
    return b.add(ov.ConcatV0Op([x, zeros], axis=-1))


def _swap_with_last_signal_axis(b: Builder, axis: SSAValue, rank: int) -> SSAValue:
    """The permutation of `rank` axes that swaps `axis` (a run-time [1] value) with the last
    signal axis, rank - 2: its own inverse."""
    positions = b.i64(list(range(rank)))
    last = b.i64(rank - 2)
    others = b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(positions, last)), axis, positions))
    return b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(positions, axis)), last, others))


class DFTToOv(RewritePattern):
    """DFT-17 (axis an attribute, default 1) and DFT-20 (axis an input, default -2)."""

    def lower(self, op: onnx.DFTOp | onnx.DFTV17Op, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.input.type)
        if shape is None or len(shape) < 2 or shape[-1] not in (1, 2):
            raise lowering_error(op, f"DFT needs an input [..., 1] or [..., 2] of known rank, got {op.input.type}")
        rank, real = len(shape), shape[-1] == 1
        inverse, onesided = bool(op.inverse), bool(op.onesided)
        if onesided and inverse == real:
            needs = "complex [..., 2]" if inverse else "real [..., 1]"
            raise lowering_error(op, f"a onesided {'inverse ' if inverse else ''}DFT needs a {needs} input")
        b = Builder(op)
        axis_input = op.axis if isinstance(op, onnx.DFTOp) else None
        if axis_input is None:
            default = -2 if isinstance(op, onnx.DFTOp) else 1
            axis_value = op.axis if isinstance(op, onnx.DFTV17Op) else default
        else:
            known = known_input(axis_input)
            axis_value = None if known is None else int(known.reshape(-1)[0])
        if axis_value is not None:
            if not -rank <= axis_value < rank or axis_value % rank == rank - 1:
                raise lowering_error(op, f"DFT axis {axis_value} is not a signal axis of an input of rank {rank}")
            axis_value %= rank
            axes = b.i64([axis_value])
        else:  # known at run time only: counted from the front as OpenVINO's complex axes need
            axes = b.add(ov.FloorModV1Op(_one_value(b, axis_input, [1]), b.i64([rank])))
        length = None if op.dft_length is None else _one_value(b, op.dft_length, [1])
        sizes = [] if length is None else [length]
        x = op.input
        if onesided:
            order = None
            if axis_value is None:  # the CPU plugin's real transforms want a constant axis
                order = _swap_with_last_signal_axis(b, axes, rank)
                x, axes = b.add(ov.TransposeV1Op(x, order)), b.i64([rank - 2])
            if inverse:
                signal = b.add(ov.IRDFTV9Op(x, axes, *sizes))
                result = b.add(ov.UnsqueezeV0Op(signal, b.i64([-1])))
            else:
                squeezed = b.add(ov.SqueezeV0Op(x, b.i64([-1])))
                squeezed, sizes = self._pad_for_rdft(b, op, squeezed, axis_value, sizes)
                result = b.add(ov.RDFTV9Op(squeezed, axes, *sizes))
            if order is not None:
                b.add(ov.TransposeV1Op(result, order))
        else:
            complex_x = _complex_of_real(b, x) if real else x
            transform = ov.IDFTV7Op if inverse else ov.DFTV7Op
            b.add(transform(complex_x, axes, *sizes))
        b.replace(rewriter)

    @staticmethod
    def _pad_for_rdft(b: Builder, op, squeezed: SSAValue, axis: int | None, sizes: list[SSAValue]):
        """Zero-pad the axis to a constant dft_length beyond its static length, explicitly."""
        if not sizes or axis is None:
            return squeezed, sizes
        known = known_input(op.dft_length)
        shape = shape_of(squeezed.type)
        if known is None or shape is None or shape[axis] is None:
            return squeezed, sizes
        target = int(known.reshape(-1)[0])
        if target <= shape[axis]:
            return squeezed, sizes
        end = [0] * len(shape)
        end[axis] = target - shape[axis]
        return b.add(ov.PadV12Op(squeezed, b.i64([0] * len(shape)), b.i64(end), b.constant_like(0.0, squeezed))), []


class DFT20ToOv(DFTToOv):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.DFTOp, rewriter: PatternRewriter) -> None:
        self.lower(op, rewriter)


class DFT17ToOv(DFTToOv):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.DFTV17Op, rewriter: PatternRewriter) -> None:
        self.lower(op, rewriter)


class STFTToOv(RewritePattern):
    """STFT-17 onto STFT-15, whose layout [batch, frames, bins, 2] is ONNX's: the signal loses
    its trailing 1, a missing window is a rectangular one of frame_length, a missing
    frame_length the window's length. OpenVINO computes onesided transforms of real signals
    only: a complex signal or onesided=0 is refused."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.STFTOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.signal.type)
        if shape is None or len(shape) != 3 or shape[-1] != 1:
            raise lowering_error(op, f"STFT lowers for a real signal [batch, length, 1] only, got {op.signal.type}")
        if not op.onesided:
            raise lowering_error(op, "STFT lowers onesided only (OpenVINO's STFT-15 is real-to-onesided)")
        if op.window is None and op.frame_length is None:
            raise lowering_error(op, "STFT needs a window or a frame_length")
        b = Builder(op)
        signal = b.add(ov.SqueezeV0Op(op.signal, b.i64([-1])))
        if op.frame_length is not None:
            frame_size = _one_value(b, op.frame_length, [])
        else:
            window_length = b.add(ov.ShapeOfV3Op(op.window))
            frame_size = b.add(ov.SqueezeV0Op(window_length, b.i64([0])))
        if op.window is not None:
            window = op.window
        else:
            ones = b.constant_like(1.0, op.signal)
            window = b.add(ov.BroadcastV3Op(ones, b.add(ov.ReshapeV1Op(frame_size, b.i64([1]), special_zero=False))))
        step = _one_value(b, op.frame_step, [])
        b.add(ov.STFTV15Op(signal, window, frame_size, step, transpose_frames=False))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [DFT20ToOv(), DFT17ToOv(), STFTToOv()]
