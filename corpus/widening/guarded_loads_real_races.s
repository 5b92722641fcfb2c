// The twin of guarded_loads_after_loop.s with two real races past the widened blocks
// (docs/paths.md section 16): the second loop destination (v11) is overwritten after
// vmcnt(15), which retires it only on paths that issued a guarded load, and the
// last guarded load's destination v55 is overwritten with no wait at all. The oracle
// finds both on some path; the widened analysis must report both, and the census must
// count exactly what `check` prints.
.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
.text
.globl guarded_loads_real_races
.type guarded_loads_real_races,@function
guarded_loads_real_races:
  s_mov_b32 s10, 0
.Lloop:
  global_load_ushort v10, v[0:1], off offset:0
  global_load_ushort v11, v[0:1], off offset:2
  global_load_ushort v12, v[0:1], off offset:4
  global_load_ushort v13, v[0:1], off offset:6
  global_load_ushort v14, v[0:1], off offset:8
  global_load_ushort v15, v[0:1], off offset:10
  global_load_ushort v16, v[0:1], off offset:12
  global_load_ushort v17, v[0:1], off offset:14
  global_load_ushort v18, v[0:1], off offset:16
  global_load_ushort v19, v[0:1], off offset:18
  global_load_ushort v20, v[0:1], off offset:20
  global_load_ushort v21, v[0:1], off offset:22
  global_load_ushort v22, v[0:1], off offset:24
  global_load_ushort v23, v[0:1], off offset:26
  global_load_ushort v24, v[0:1], off offset:28
  global_load_ushort v25, v[0:1], off offset:30
  s_waitcnt vmcnt(15)
  s_add_i32 s10, s10, 1
  s_cmp_lt_i32 s10, s11
  s_cbranch_scc1 .Lloop
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip0
  global_load_ushort v40, v[0:1], off offset:64
.Lskip0:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip1
  global_load_ushort v41, v[0:1], off offset:66
.Lskip1:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip2
  global_load_ushort v42, v[0:1], off offset:68
.Lskip2:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip3
  global_load_ushort v43, v[0:1], off offset:70
.Lskip3:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip4
  global_load_ushort v44, v[0:1], off offset:72
.Lskip4:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip5
  global_load_ushort v45, v[0:1], off offset:74
.Lskip5:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip6
  global_load_ushort v46, v[0:1], off offset:76
.Lskip6:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip7
  global_load_ushort v47, v[0:1], off offset:78
.Lskip7:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip8
  global_load_ushort v48, v[0:1], off offset:80
.Lskip8:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip9
  global_load_ushort v49, v[0:1], off offset:82
.Lskip9:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip10
  global_load_ushort v50, v[0:1], off offset:84
.Lskip10:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip11
  global_load_ushort v51, v[0:1], off offset:86
.Lskip11:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip12
  global_load_ushort v52, v[0:1], off offset:88
.Lskip12:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip13
  global_load_ushort v53, v[0:1], off offset:90
.Lskip13:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip14
  global_load_ushort v54, v[0:1], off offset:92
.Lskip14:
  s_or_b32 exec_lo, exec_lo, s12
  s_and_saveexec_b32 s12, vcc_lo
  s_cbranch_execz .Lskip15
  global_load_ushort v55, v[0:1], off offset:94
.Lskip15:
  s_or_b32 exec_lo, exec_lo, s12
  v_mov_b32 v55, 0
  s_waitcnt vmcnt(15)
  v_mov_b32 v10, 0
  s_waitcnt vmcnt(15)
  v_mov_b32 v11, 0
  s_waitcnt vmcnt(13)
  v_mov_b32 v12, 0
  s_waitcnt vmcnt(12)
  v_mov_b32 v13, 0
  s_waitcnt vmcnt(11)
  v_mov_b32 v14, 0
  s_waitcnt vmcnt(10)
  v_mov_b32 v15, 0
  s_waitcnt vmcnt(9)
  v_mov_b32 v16, 0
  s_waitcnt vmcnt(8)
  v_mov_b32 v17, 0
  s_waitcnt vmcnt(7)
  v_mov_b32 v18, 0
  s_waitcnt vmcnt(6)
  v_mov_b32 v19, 0
  s_waitcnt vmcnt(5)
  v_mov_b32 v20, 0
  s_waitcnt vmcnt(4)
  v_mov_b32 v21, 0
  s_waitcnt vmcnt(3)
  v_mov_b32 v22, 0
  s_waitcnt vmcnt(2)
  v_mov_b32 v23, 0
  s_waitcnt vmcnt(1)
  v_mov_b32 v24, 0
  s_waitcnt vmcnt(0)
  v_mov_b32 v25, 0
  s_endpgm
