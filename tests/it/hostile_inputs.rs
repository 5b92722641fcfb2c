//! Issue 26's misreads and hostile inputs, through the CLI: integers as
//! llvm-mc reads them, data in code, unterminated strings (docs/directives.md);
//! bounded work and reports (docs/paths.md section 8); Unix manners for
//! inputs (README "Inputs").

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wavebed-hostile-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, name: &str, contents: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p
}

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

const KERNEL: &str = ".text\n.globl k\n.type k,@function\nk:\n";

#[test]
fn octal_register_index_and_wait_immediate_read_as_llvm_mc_reads_them() {
    let d = scratch_dir("octal");
    // llvm-mc: v[010:011] is v[8:9] and 0177 is vmcnt(15) lgkmcnt(0): the
    // store reads v8 while its load is in flight. Read as decimal it was
    // v[10:11] and vmcnt(1): no race.
    let p = write(
        &d,
        "octal.s",
        &format!("{KERNEL}  global_load_dword v[010:011], v[0:1], off\n  s_waitcnt 0177\n  global_store_dword v[0:1], v8, off\n  s_endpgm\n"),
    );
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    assert!(
        out.contains("Race on VGPR v8") && out.contains("races=1"),
        "{out}"
    );
    // `s_waitcnt 0b0` waits for everything: clean.
    let p = write(
        &d,
        "waited.s",
        &format!("{KERNEL}  global_load_dword v8, v[0:1], off\n  s_waitcnt 0b0\n  global_store_dword v[0:1], v8, off\n  s_endpgm\n"),
    );
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
}

#[test]
fn waitcnt_encode_reads_octal_and_refuses_out_of_range_literals() {
    let enc = |t: &str| wavebed(&["waitcnt", "--arch", "gfx942", "--encode", t]);
    // Words from llvm-mc-22 -mcpu=gfx942 -show-encoding.
    for (t, word) in [
        ("s_waitcnt 017", "0x000f"),
        ("s_waitcnt 0177", "0x007f"),
        ("s_waitcnt 'a'", "0x0061"),
        ("s_waitcnt vmcnt(010)", "0x0f78"),
        ("s_waitcnt 0xffffffffffffffff", "0xffff"),
    ] {
        let o = enc(t);
        assert_eq!(o.status.code(), Some(0), "{t}: {:?}", text(&o));
        assert_eq!(text(&o).0.trim(), word, "{t}");
    }
    for t in [
        "s_waitcnt 99999999999999999999",
        "s_waitcnt 18446744073709551616",
        "s_waitcnt 08",
        "s_waitcnt vmcnt(99999999999999999999)",
    ] {
        let o = enc(t);
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{t}: {err}");
        assert!(
            err.contains("out of range") || err.contains("invalid digit"),
            "{t}: {err}"
        );
    }
}

#[test]
fn out_of_range_immediate_in_a_listing_is_an_error_at_its_column() {
    let d = scratch_dir("range");
    let p = write(
        &d,
        "range.s",
        &format!("{KERNEL}  s_mov_b32 s0, 99999999999999999999\n  s_endpgm\n"),
    );
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("{}:5:17: literal value out of range", p.display())),
        "{err}"
    );
}

#[test]
fn data_at_a_branch_target_or_kernel_entry_is_an_error_not_skipped() {
    let d = scratch_dir("data");
    // `.long 0xdc708000, 0x007f0200` is a global_store_dword of v2: executed.
    let p = write(
        &d,
        "target.s",
        &format!("{KERNEL}  global_load_dword v2, v[0:1], off\n  s_branch .L1\n.L1: .long 0xdc708000, 0x007f0200\n  s_endpgm\n"),
    );
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("{}:7:6: data directive `.long`", p.display()))
            && err.contains("branch target"),
        "{err}"
    );
    let p = write(
        &d,
        "entry.s",
        &format!("{KERNEL}  .long 0xdc708000, 0x007f0200\n  s_endpgm\n"),
    );
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("function entry"), "{err}");
    // clang's s_code_end padding after the last kernel is still fine.
    let p = write(
        &d,
        "padding.s",
        &format!("{KERNEL}  s_endpgm\n.Lfunc_end0:\n  .p2alignl 7, 3214868480\n  .fill 96, 4, 3214868480\n"),
    );
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
}

#[test]
fn unterminated_strings_are_errors() {
    let d = scratch_dir("strings");
    for (name, src, col) in [
        ("ascii.s", ".data\n.ascii \"abc\n", "2:8"),
        ("globl.s", ".globl \"unterminated\ns_endpgm\n", "1:8"),
    ] {
        let p = write(&d, name, src);
        let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{name}: {err}");
        assert!(
            err.contains(&format!(
                "{}:{col}: unterminated string constant",
                p.display()
            )),
            "{name}: {err}"
        );
    }
}

/// The 99-byte `.rept 1048576` of one load on gfx1200 (every pair of loads
/// of one register races): bounded by the race caps, one report with a count,
/// a notice, exit 1 - never an abort. `.ci/hostile-inputs.sh` runs the same
/// under `prlimit --as`.
#[test]
fn rept_of_a_million_loads_ends_with_a_capped_report_and_a_notice() {
    let d = scratch_dir("rept");
    let p = write(
        &d,
        "rept.s",
        ".text\n.globl k\n.type k,@function\nk:\n.rept 1048576\nglobal_load_dword v1, v[2:3], off\n.endr\ns_endpgm\n",
    );
    let o = wavebed(&["check", "--arch", "gfx1200", p.to_str().unwrap()]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("race cap reached"), "{err}");
    assert_eq!(out.matches("RACE kernel=").count(), 1, "{out}");
    assert!(
        out.contains("count: 16384 races at these producer and consumer lines")
            && out.contains("races=16384 completed=0"),
        "{out}"
    );
    assert!(out.len() < 4096 && err.len() < 4096);
}

/// `census` on a `.rept` where every pair of loads races (gfx1200): the
/// oracle's and the models' race maps are bounded by `check`'s caps, the
/// waves cut before the consumer that would pass them, with a notice and
/// `completed=0` (docs/paths.md section 9). Before, the census held every
/// one of the n(n-1)/2 pairs (80 s and 900 MB for 2,000 loads).
#[test]
fn census_of_a_rept_where_every_pair_races_is_cut_at_the_race_cap() {
    let d = scratch_dir("census-rept");
    let p = write(
        &d,
        "rept.s",
        ".text\n.globl k\n.type k,@function\nk:\n.rept 1000\nglobal_load_dword v1, v[2:3], off\n.endr\ns_endpgm\n",
    );
    let o = wavebed(&["census", "--arch", "gfx1200", p.to_str().unwrap()]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    assert!(
        out.contains("note: race cap reached: census of wave 0 cut before stream position"),
        "{out}"
    );
    let field = |line: &str, key: &str| -> u64 {
        line.split_whitespace()
            .find_map(|f| f.strip_prefix(key))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{key} in {line}"))
    };
    let kernel = out.lines().find(|l| l.starts_with("kernel=k ")).unwrap();
    assert!(kernel.contains("completed=0"), "{kernel}");
    let oracle = field(kernel, "oracle_races=");
    assert!(
        oracle > 0 && oracle <= 16_384,
        "{oracle} oracle races: not within the cap"
    );
    assert_eq!(field(kernel, "exact_races="), oracle, "{kernel}");
    assert_eq!(field(kernel, "exact_missed="), 0, "{kernel}");
    assert!(out.len() < 8192, "{} bytes", out.len());
}

/// `record` and `replay` read past every path that cannot be read - a
/// missing argument, a FIFO in a directory - report each with its path,
/// still record / replay the rest, and exit 2 at the end.
#[test]
fn record_and_replay_report_every_unreadable_path_and_do_the_rest() {
    let d = scratch_dir("record-paths");
    let inputs = d.join("inputs");
    std::fs::create_dir_all(&inputs).unwrap();
    write(
        &inputs,
        "k.s",
        &format!("{KERNEL}  global_load_dword v1, v[2:3], off\n  s_waitcnt vmcnt(0)\n  s_endpgm\n"),
    );
    let made = Command::new("mkfifo")
        .arg(inputs.join("x.s"))
        .arg(inputs.join("y.wbt"))
        .status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let missing = d.join("missing.s");
    let store = d.join("store");
    let o = wavebed(&[
        "record",
        "--arch",
        "gfx942",
        missing.to_str().unwrap(),
        inputs.to_str().unwrap(),
        "-o",
        store.to_str().unwrap(),
    ]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
    assert!(err.contains("missing.s"), "{err}");
    assert!(err.contains("x.s: not a regular file (a FIFO)"), "{err}");
    assert!(out.contains("recorded traces=1 "), "{out}");
    let o = wavebed(&[
        "replay",
        d.join("missing.wbt").to_str().unwrap(),
        inputs.to_str().unwrap(),
        store.to_str().unwrap(),
    ]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
    assert!(err.contains("missing.wbt"), "{err}");
    assert!(err.contains("y.wbt: not a regular file (a FIFO)"), "{err}");
    // The walk reports the FIFO named `x.s` too (it would not open it).
    assert!(err.contains("x.s: not a regular file (a FIFO)"), "{err}");
    assert!(
        out.contains("total traces=1 races=0 errors=3"),
        "the store's trace is still replayed: {out}"
    );
}

/// `census --races` groups its reports as `check` does: the races of one
/// `.rept` body (same producer and consumer lines, register, access and
/// verdict) print once with a count, in text and JSON.
#[test]
fn census_race_reports_are_grouped_by_place_with_a_count() {
    let d = scratch_dir("census-group");
    let p = write(
        &d,
        "rept.s",
        ".text\n.globl k\n.type k,@function\nk:\n.rept 20\nglobal_load_dword v1, v[2:3], off\n.endr\ns_endpgm\n",
    );
    let p = p.to_str().unwrap();
    let o = wavebed(&["census", "--arch", "gfx1200", "--races", "exact", p]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    assert!(out.contains("exact_races=190 "), "{out}");
    assert_eq!(out.matches("RACE kernel=").count(), 1, "{out}");
    assert_eq!(out.matches("CENSUS model=exact").count(), 1, "{out}");
    assert!(
        out.contains("count: 190 races at these producer and consumer lines\nEND_RACE"),
        "{out}"
    );
    let o = wavebed(&[
        "census", "--arch", "gfx1200", "--races", "exact", "--format", "json", p,
    ]);
    let (out, _) = text(&o);
    let races: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("\"record\":\"race\""))
        .collect();
    assert_eq!(races.len(), 1, "{out}");
    assert!(races[0].contains("\"count\":190"), "{}", races[0]);
}

/// Every message quotes a bounded excerpt of its input, wherever the long
/// token stands: a wait field, a register index, a directive, a mnemonic, a
/// Fly MLIR name.
#[test]
fn every_quoted_piece_of_input_is_a_bounded_excerpt() {
    let d = scratch_dir("excerpts");
    let long = "7".repeat(100_000);
    let word = "q".repeat(100_000);
    for (i, line) in [
        format!("  s_waitcnt vmcnt({long})"),
        format!("  s_waitcnt vmcnt({word})"),
        format!("  v_mov_b32 v[{word}], 0"),
        format!("  .{word} 1"),
        format!("  {word} v0, v1"),
        format!("  s_branch {word}"),
    ]
    .iter()
    .enumerate()
    {
        let p = write(
            &d,
            &format!("{i}.s"),
            &format!("{KERNEL}{line}\n  s_endpgm\n"),
        );
        let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
        let (_, err) = text(&o);
        assert_eq!(
            o.status.code(),
            Some(2),
            "{i}: {}",
            &err[..err.len().min(300)]
        );
        assert!(
            err.len() < 1024,
            "{i}: {} bytes: {}",
            err.len(),
            &err[..300]
        );
    }
    let p = write(
        &d,
        "chain.mlir",
        &format!("func.func @f(%a: i32) -> i32 {{\n  %x = fly.{word}(%a) : (i32) -> i32\n  return %x : i32\n}}\n"),
    );
    let o = wavebed(&["canon", p.to_str().unwrap()]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err.len() < 1024,
        "canon: {} bytes: {}",
        err.len(),
        &err[..300]
    );
}

#[test]
fn a_huge_token_is_quoted_as_a_bounded_excerpt() {
    let d = scratch_dir("token");
    let token = "9".repeat(1 << 20);
    let p = write(&d, "token.s", &format!("{KERNEL}  s_waitcnt {token}\n"));
    let o = wavebed(&["check", "--arch", "gfx942", p.to_str().unwrap()]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2));
    assert!(err.len() < 1024, "{} bytes of error", err.len());
    assert!(err.contains("(1048576 bytes)"), "{err}");
}

#[test]
fn fifos_are_skipped_unread_and_empty_input_sets_are_errors() {
    let d = scratch_dir("unix");
    std::fs::create_dir_all(d.join("a")).unwrap();
    std::fs::create_dir_all(d.join("b")).unwrap();
    std::fs::create_dir_all(d.join("empty")).unwrap();
    write(&d.join("b"), "k.s", &format!("{KERNEL}  s_endpgm\n"));
    let fifo = d.join("a/x.s");
    let made = Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    for cmd in ["check", "census"] {
        // Opening the FIFO would block forever: the run must end on its own.
        let o = wavebed(&[cmd, "--arch", "gfx942", d.to_str().unwrap()]);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {out}{err}");
        assert!(err.contains("not a regular file (a FIFO)"), "{cmd}: {err}");
        assert!(
            out.contains("kernels=1"),
            "{cmd}: the sibling is still read: {out}"
        );
    }
    let empty = d.join("empty");
    let store = d.join("store");
    for args in [
        vec!["check", empty.to_str().unwrap()],
        vec!["replay", empty.to_str().unwrap()],
        vec!["census", empty.to_str().unwrap()],
        vec![
            "record",
            empty.to_str().unwrap(),
            "-o",
            store.to_str().unwrap(),
        ],
    ] {
        let o = wavebed(&args);
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("no inputs"), "{args:?}: {err}");
    }
}

/// An unreadable subdirectory is an error of its own; its siblings are still
/// checked. Root reads any directory whatever its mode, so as root the
/// commands run as `nobody` (`setpriv`), for whom the directory is closed;
/// a dangling link and a link loop named `.s` are errors of their own too.
#[test]
fn an_unreadable_directory_is_an_error_and_its_siblings_are_checked() {
    use std::os::unix::fs::PermissionsExt;
    let d = scratch_dir("perm");
    std::fs::create_dir_all(d.join("locked")).unwrap();
    std::fs::create_dir_all(d.join("open")).unwrap();
    write(&d.join("open"), "k.s", &format!("{KERNEL}  s_endpgm\n"));
    std::os::unix::fs::symlink(d.join("nowhere"), d.join("open/gone.s")).unwrap();
    std::os::unix::fs::symlink(d.join("open/loop.s"), d.join("open/loop.s")).unwrap();
    let locked = d.join("locked");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let as_root = std::fs::read_dir(&locked).is_ok();
    for cmd in ["check", "census"] {
        let args = [cmd, "--arch", "gfx942", d.to_str().unwrap()];
        let o = if as_root {
            Command::new("setpriv")
                .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
                .arg(env!("CARGO_BIN_EXE_wavebed"))
                .args(args)
                .output()
                .expect("setpriv runs (util-linux): as root it makes the directory unreadable")
        } else {
            wavebed(&args)
        };
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {out}{err}");
        assert!(
            err.contains("locked: Permission denied"),
            "{cmd} (as root: {as_root}): {err}"
        );
        assert!(err.contains("gone.s"), "{cmd}: {err}");
        assert!(err.contains("loop.s"), "{cmd}: {err}");
        assert!(out.contains("kernels=1"), "{cmd}: {out}");
    }
    let _ = std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755));
}

#[test]
fn walk_options_under_all_paths_are_an_error_and_apply_with_walk() {
    let d = scratch_dir("walkopts");
    let p = write(&d, "k.s", &format!("{KERNEL}  s_endpgm\n"));
    let p = p.to_str().unwrap();
    let o = wavebed(&[
        "check",
        "--arch",
        "gfx942",
        "--branch-policy",
        "taken",
        "--loop-iterations",
        "3",
        "--max-instructions",
        "100000",
        p,
    ]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(
            "--branch-policy, --loop-iterations, --max-instructions only apply to the walked path"
        ),
        "{err}"
    );
    let o = wavebed(&[
        "check",
        "--arch",
        "gfx942",
        "--paths",
        "walk",
        "--branch-policy",
        "taken",
        "--loop-iterations",
        "3",
        "--max-instructions",
        "100000",
        p,
    ]);
    assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
}
