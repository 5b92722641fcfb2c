//! The trace store's promises end to end (issue 26, "The store is a
//! database"): re-recording replaces entries (keyed by source, symbol and
//! architecture), an edited manifest or a swapped object is refused by
//! `store verify` and `replay` naming the entry and field, a writer kept
//! out by another names the lock and its holder, and files get the user's
//! umask. Concurrency itself: `store_concurrency.rs`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("wavebed runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn code(o: &Output) -> i32 {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "wavebed panicked: {err}");
    o.status.code().expect("wavebed exits with a code")
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `record` of corpus/kernels/gfx950 (each kernel twice: the hand-written
/// listing and the compiled one, so names collide) into `dir`.
fn record(dir: &Path, waves: &str) -> Output {
    let o = wavebed(&[
        "record",
        "corpus/kernels/gfx950",
        "-o",
        s(dir),
        "--waves",
        waves,
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    o
}

fn names(dir: &Path) -> Vec<String> {
    stdout(&wavebed(&["store", "ls", s(dir)]))
        .lines()
        .map(|l| l.split(' ').next().unwrap().to_string())
        .collect()
}

#[test]
fn re_recording_replaces_every_entry_and_adds_none() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    record(&dir, "1");
    let first = names(&dir);
    assert!(first.contains(&"stencil-2".to_string()), "{first:?}");
    // Same inputs, other waves: every trace differs, every entry is replaced
    // under its name (before: `stencil-3` and the like were added).
    record(&dir, "2");
    assert_eq!(names(&dir), first);
    let v = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&v), 0, "{}", stderr(&v));
    assert!(!stderr(&v).contains("note:"), "{}", stderr(&v));
    let ls = stdout(&wavebed(&["store", "ls", s(&dir), "--format", "json"]));
    for l in ls.lines() {
        let e: serde_json::Value = serde_json::from_str(l).unwrap();
        assert_eq!(e["waves"], 2, "{l}");
    }
}

/// The manifest of `dir` as JSON.
fn manifest(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(dir.join("index.json")).unwrap()).unwrap()
}

fn put_manifest(dir: &Path, m: &serde_json::Value) {
    fs::write(
        dir.join("index.json"),
        serde_json::to_string_pretty(m).unwrap(),
    )
    .unwrap();
}

#[test]
fn an_edited_manifest_or_a_swapped_object_is_refused_naming_entry_and_field() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    record(&dir, "2");
    let good = manifest(&dir);
    let n = good["traces"].as_array().unwrap().len();
    let index = |name: &str| {
        good["traces"]
            .as_array()
            .unwrap()
            .iter()
            .position(|e| e["name"] == name)
            .unwrap()
    };
    let (h, m) = (index("histogram"), index("mfma_gemm"));

    // Swapped ids: before, verify passed and replay reported each trace
    // under the other's name.
    let mut swapped = good.clone();
    let id = swapped["traces"][h]["id"].clone();
    swapped["traces"][h]["id"] = swapped["traces"][m]["id"].clone();
    swapped["traces"][m]["id"] = id;
    put_manifest(&dir, &swapped);
    let v = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&v), 2);
    assert!(
        stdout(&v).contains("histogram damaged\n") && stdout(&v).contains("mfma_gemm damaged\n"),
        "{}",
        stdout(&v)
    );
    assert!(
        stderr(&v).contains("store entry `histogram`: the manifest's kernel `histogram`"),
        "{}",
        stderr(&v)
    );
    let r = wavebed(&["replay", s(&dir)]);
    assert_eq!(code(&r), 2);
    assert!(
        stdout(&r).contains("histogram exit=2 races=0 completed=0\n"),
        "{}",
        stdout(&r)
    );
    assert!(stdout(&r).contains(&format!("errors=2 completed={}\n", n - 2)));

    // Each trusted field edited alone (the manifest lists the assumption set).
    assert!(good["traces"][h]["assume"]
        .as_str()
        .unwrap()
        .starts_with("flat="));
    for (field, value) in [
        ("arch", serde_json::json!("gfx942")),
        ("waves", serde_json::json!(7)),
        ("kernel", serde_json::json!("stencil")),
        ("assume", serde_json::json!("flat=lgkm")),
    ] {
        let mut edited = good.clone();
        edited["traces"][h][field] = value;
        put_manifest(&dir, &edited);
        let v = wavebed(&["store", "verify", s(&dir)]);
        assert_eq!(code(&v), 2, "{field}");
        assert!(
            stderr(&v).contains(&format!("store entry `histogram`: the manifest's {field} ")),
            "{field}: {}",
            stderr(&v)
        );
        assert!(stdout(&v).ends_with(&format!("verified traces={n} damaged=1\n")));
        let r = wavebed(&["replay", s(&dir)]);
        assert_eq!(code(&r), 2, "{field}");
        assert!(
            stderr(&r).contains(&format!("the manifest's {field} ")),
            "{field}: {}",
            stderr(&r)
        );
    }

    // A valid trace put in place of another (before: replay passed).
    put_manifest(&dir, &good);
    let object = |i: usize| {
        dir.join("objects")
            .join(format!("{}.wbt", good["traces"][i]["id"].as_str().unwrap()))
    };
    fs::copy(object(m), object(h)).unwrap();
    let r = wavebed(&["replay", s(&dir)]);
    assert_eq!(code(&r), 2);
    assert!(
        stderr(&r).contains("store entry `histogram`: the manifest's id"),
        "{}",
        stderr(&r)
    );
    let v = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&v), 2);
    assert!(stderr(&v).contains("the manifest's id"), "{}", stderr(&v));
}

#[test]
fn a_writer_kept_out_names_the_lock_and_its_holder() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    record(&dir, "1");
    let lock = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(dir.join("writer.lock"))
        .unwrap();
    lock.lock().unwrap();
    fs::write(
        dir.join("writer.lock"),
        "pid=4242 since=0 command=wavebed record\n",
    )
    .unwrap();
    let before = fs::read(dir.join("index.json")).unwrap();
    let a = wavebed(&[
        "store",
        "add",
        s(&dir),
        "corpus/traces/stencil-gfx950.wbt",
        "--lock-wait",
        "0.2",
    ]);
    assert_eq!(code(&a), 2);
    let err = stderr(&a);
    assert!(
        err.contains("writer.lock: another writer holds the store's lock (pid=4242")
            && err.contains("--lock-wait"),
        "{err}"
    );
    let r = wavebed(&[
        "record",
        "corpus/kernels/gfx950/stencil.s",
        "-o",
        s(&dir),
        "--lock-wait",
        "0",
    ]);
    assert_eq!(code(&r), 2);
    assert!(stderr(&r).contains("pid=4242"), "{}", stderr(&r));
    assert_eq!(fs::read(dir.join("index.json")).unwrap(), before);
    // Readers do not wait for writers.
    let v = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&v), 0, "{}", stderr(&v));
    let bad = wavebed(&["store", "add", s(&dir), "x.wbt", "--lock-wait=-1"]);
    assert_eq!(code(&bad), 2);
    assert!(stderr(&bad).contains("--lock-wait -1"), "{}", stderr(&bad));
    drop(lock);
    let a = wavebed(&[
        "store",
        "add",
        s(&dir),
        "corpus/traces/stencil-gfx950.wbt",
        "--lock-wait",
        "0",
    ]);
    assert_eq!(code(&a), 0, "{}", stderr(&a));
}

#[cfg(unix)]
#[test]
fn files_are_created_with_the_users_umask() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    let one = tmp.path().join("one.wbt");
    let bin = env!("CARGO_BIN_EXE_wavebed");
    let script = format!(
        "umask 022 && '{bin}' record corpus/kernels/gfx950 -o '{}' >/dev/null && \
         '{bin}' record corpus/kernels/gfx950/stencil.s -o '{}' >/dev/null",
        dir.display(),
        one.display()
    );
    let o = Command::new("sh")
        .args(["-c", &script])
        .current_dir(root())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let mut files = vec![dir.join("index.json"), one];
    for sub in ["objects", "dicts"] {
        files.extend(
            fs::read_dir(dir.join(sub))
                .unwrap()
                .map(|e| e.unwrap().path()),
        );
    }
    assert!(files.len() > 4);
    for f in files {
        // Before: 0600 whatever the umask.
        assert_eq!(mode(&f), 0o644, "{}", f.display());
    }
}
