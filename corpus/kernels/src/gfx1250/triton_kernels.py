# Triton 3.9 kernels for hip gfx1250 (wave32) without a GPU (docs/llvm-peer.md 10.3, 11):
#   pip install triton==3.9.0; python triton_kernels.py OUTDIR [NAME...]  (run from here)
# writes OUTDIR/NAME.s and OUTDIR/NAME.co; corpus/kernels/gfx1250/triton_{softmax,layernorm,
# matmul}.* are its output (reduce_sum: an LLVM bug, llvm-peer.md 11; matmul_big: 1.1 MB).
"""Small realistic Triton kernels compiled for hip gfx1250 (wave32) without a GPU."""
import sys
import triton, triton.language as tl
from triton.backends.compiler import GPUTarget

@triton.jit
def softmax(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < n_cols
    x = tl.load(in_ptr + row * stride + offs, mask=mask, other=-float('inf'))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * stride + offs, num / tl.sum(num, axis=0), mask=mask)

@triton.jit
def layernorm(y_ptr, x_ptr, w_ptr, b_ptr, stride, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + row * stride + offs, mask=mask, other=0.).to(tl.float32)
    mean = tl.sum(x, axis=0) / n
    d = tl.where(mask, x - mean, 0.)
    rstd = 1 / tl.sqrt(tl.sum(d * d, axis=0) / n + eps)
    w = tl.load(w_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs, mask=mask)
    tl.store(y_ptr + row * stride + offs, d * rstd * w + b, mask=mask)

@triton.jit
def reduce_sum(out_ptr, in_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK * tl.num_programs(0)):
        offs = start + pid * BLOCK + tl.arange(0, BLOCK)
        acc += tl.load(in_ptr + offs, mask=offs < n, other=0.)
    tl.atomic_add(out_ptr, tl.sum(acc, axis=0))

@triton.jit
def matmul(c_ptr, a_ptr, b_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK * sak
        b += BK * sbk
    c = c_ptr + rm[:, None] * scm + rn[None, :] * scn
    tl.store(c, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))

P, I = "*fp32", "i32"
KERNELS = {
    "triton_softmax": (softmax, {"out_ptr": P, "in_ptr": P, "stride": I, "n_cols": I, "BLOCK": "constexpr"}, {"BLOCK": 1024}, 4),
    "triton_layernorm": (layernorm, {"y_ptr": P, "x_ptr": P, "w_ptr": P, "b_ptr": P, "stride": I, "n": I, "eps": "fp32", "BLOCK": "constexpr"}, {"BLOCK": 512}, 4),
    "triton_reduce_sum": (reduce_sum, {"out_ptr": P, "in_ptr": P, "n": I, "BLOCK": "constexpr"}, {"BLOCK": 256}, 4),
    "triton_matmul": (matmul, dict({"c_ptr": "*fp16", "a_ptr": "*fp16", "b_ptr": "*fp16"}, **{k: I for k in "M N K sam sak sbk sbn scm scn".split()}, BM="constexpr", BN="constexpr", BK="constexpr"), {"BM": 64, "BN": 64, "BK": 32}, 4),
    "triton_matmul_big": (matmul, dict({"c_ptr": "*fp16", "a_ptr": "*fp16", "b_ptr": "*fp16"}, **{k: I for k in "M N K sam sak sbk sbn scm scn".split()}, BM="constexpr", BN="constexpr", BK="constexpr"), {"BM": 256, "BN": 256, "BK": 64}, 4),
}

out = sys.argv[1]
target = GPUTarget("hip", "gfx1250", 32)
for name, (fn, sig, consts, warps) in KERNELS.items():
    if len(sys.argv) > 2 and name not in sys.argv[2:]:
        continue
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=consts)
    k = triton.compile(src, target=target, options={"num_warps": warps})
    open(f"{out}/{name}.s", "w").write(k.asm["amdgcn"])
    open(f"{out}/{name}.co", "wb").write(k.asm["hsaco"])
    print(name, len(k.asm["hsaco"]))
