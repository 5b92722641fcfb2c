//! The content-addressed store: add, deduplicate, name collisions, listing,
//! and verify reporting exactly the damaged traces.

use crate::common;

use std::fs;

use std::path::Path;
use std::time::Duration;
use wavebed_replay::format::{encode, Trace};

use wavebed_model::inputs::{Input, InputKind};
use wavebed_replay::replay::{self, ReplayOptions};
use wavebed_replay::store::{content_id, Added, Entry, Store, Writer, INDEX};
use wavebed_replay::TraceError;

fn variant(kernel: &str, source: &str, waves: usize) -> Vec<u8> {
    let mut t: Trace = common::trace();
    t.header.kernel = kernel.into();
    t.header.source = source.into();
    t.waves.truncate(waves);
    encode(&t, &common::options()).unwrap()
}

#[test]
fn identical_traces_are_stored_once_and_names_stay_unique() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    let mut s = Store::open_or_create(&dir).unwrap();
    let a = variant("k", "a.s", 3);
    assert_eq!(
        s.add("k", &a).unwrap(),
        Added::New {
            name: "k".into(),
            stored: true
        }
    );
    assert_eq!(
        s.add("k", &a).unwrap(),
        Added::Unchanged { name: "k".into() }
    );
    // The same trace under another name is the same entry (its key is
    // source, symbol and architecture): no second entry, no second object.
    assert_eq!(
        s.add("alias", &a).unwrap(),
        Added::Unchanged { name: "k".into() }
    );
    // A different trace of another source under a taken name gets a suffix.
    let b = variant("k", "b.s", 3);
    assert_eq!(
        s.add("k", &b).unwrap(),
        Added::New {
            name: "k-2".into(),
            stored: true
        }
    );
    // Re-recording the same source and kernel, named by its kernel again,
    // replaces that entry (before: a third entry, `k-3`) and drops the
    // object nobody else refers to.
    let b2 = variant("k", "b.s", 1);
    assert_eq!(
        s.add("k", &b2).unwrap(),
        Added::Replaced { name: "k-2".into() }
    );
    s.commit().unwrap();
    assert!(!dir
        .join("objects")
        .join(format!("{}.wbt", content_id(&b)))
        .exists());
    drop(s);

    let reopened = Store::open(&dir).unwrap();
    let names: Vec<_> = reopened.entries().iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["k", "k-2"]);
    assert_eq!(fs::read_dir(dir.join("objects")).unwrap().count(), 2);
    let k = &reopened.entries()[0];
    assert_eq!(
        (k.waves, k.instructions, k.arch.as_str()),
        (3, 59, "gfx950")
    );
    assert_eq!(k.id, content_id(&a));
    assert!(reopened.orphans().unwrap().is_empty());
    assert!(reopened.verify().iter().all(|c| c.result.is_ok()));
}

#[test]
fn verify_reports_damaged_traces_and_leaves_good_ones_alone() {
    let tmp = tempfile::tempdir().unwrap();
    let mut s = Store::open_or_create(tmp.path()).unwrap();
    for k in ["good1", "flipped", "good2", "missing"] {
        s.add(k, &variant(k, &format!("{k}.s"), 2)).unwrap();
    }
    s.commit().unwrap();
    let path = |name: &str| {
        let e = s.entries().iter().find(|e| e.name == name).unwrap().clone();
        s.object_path(&e)
    };
    let good_before = fs::read(path("good1")).unwrap();
    let mut bytes = fs::read(path("flipped")).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 4;
    fs::write(path("flipped"), &bytes).unwrap();
    fs::remove_file(path("missing")).unwrap();

    let results = s.verify();
    let bad: Vec<_> = results
        .iter()
        .filter(|c| c.result.is_err())
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(bad, ["flipped", "missing"]);
    let msg = results
        .iter()
        .find(|c| c.name == "flipped")
        .unwrap()
        .result
        .as_ref()
        .unwrap_err();
    assert!(msg.to_string().contains("checksum"), "{msg}");
    assert_eq!(fs::read(path("good1")).unwrap(), good_before);
}

#[test]
fn damaged_traces_never_enter_a_store_and_strangers_are_not_stores() {
    let tmp = tempfile::tempdir().unwrap();
    let mut s = Store::open_or_create(&tmp.path().join("s")).unwrap();
    let mut bad = variant("k", "a.s", 1);
    bad[40] ^= 1;
    assert!(s
        .add("k", &bad)
        .unwrap_err()
        .to_string()
        .contains("checksum"));
    assert!(s.entries().is_empty());
    // Objects added but not committed are reported as orphans.
    s.add("k", &variant("k", "a.s", 1)).unwrap();
    let reopened = Store::open(&tmp.path().join("s")).unwrap();
    assert!(reopened.entries().is_empty());
    assert_eq!(reopened.orphans().unwrap().len(), 1);

    let other = tmp.path().join("other");
    fs::create_dir(&other).unwrap();
    fs::write(other.join("notes.txt"), "x").unwrap();
    let err = Store::open_or_create(&other).unwrap_err().to_string();
    assert!(err.contains("not a trace store"), "{err}");
    fs::write(
        other.join(INDEX),
        "{\"wavebed_store\": 1, \"traces\": [{\"name\": \"x\"}]}",
    )
    .unwrap();
    assert!(Store::open(&other)
        .unwrap_err()
        .to_string()
        .contains("manifest"));
}

/// A committed store of `k` (a.s, 3 waves) and `j` (b.s, 2 waves).
fn two_entry_store(dir: &Path) -> Vec<Entry> {
    let mut s = Store::open_or_create(dir).unwrap();
    s.add("k", &variant("k", "a.s", 3)).unwrap();
    s.add("j", &variant("j", "b.s", 2)).unwrap();
    s.commit().unwrap();
    s.entries().to_vec()
}

fn write_manifest(dir: &Path, entries: &[Entry]) {
    let m = serde_json::json!({"wavebed_store": 1, "traces": entries});
    fs::write(dir.join(INDEX), serde_json::to_string_pretty(&m).unwrap()).unwrap();
}

/// (entry name, field) of each verify error that is a manifest mismatch.
fn mismatches(dir: &Path) -> Vec<(String, &'static str)> {
    Store::open(dir)
        .unwrap()
        .verify()
        .into_iter()
        .filter_map(|c| match c.result {
            Err(TraceError::Mismatch(m)) => Some((m.entry, m.field)),
            _ => None,
        })
        .collect()
}

/// What `replay` says of each entry: `Ok` or the error's text.
fn replayed(dir: &Path) -> Vec<Result<(), String>> {
    let traces = replay::traces(&[dir.to_path_buf()]);
    assert!(traces.errors.is_empty(), "{:?}", traces.errors);
    let mut out = vec![Ok(()); traces.inputs.len()];
    replay::replay_all(&traces, &ReplayOptions::default(), 1, |i, r| {
        out[i] = r.map(|_| ()).map_err(|e| e.to_string());
    });
    out
}

#[test]
fn every_manifest_field_is_bound_to_the_traces_bytes() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    let good = two_entry_store(&dir);
    assert!(mismatches(&dir).is_empty());
    assert!(replayed(&dir).iter().all(Result::is_ok));

    // Swapped ids: each entry names the other's trace.
    let mut swapped = good.clone();
    let (a, b) = (swapped[0].id.clone(), swapped[1].id.clone());
    (swapped[0].id, swapped[1].id) = (b, a);
    write_manifest(&dir, &swapped);
    assert_eq!(
        mismatches(&dir),
        [("j".to_string(), "kernel"), ("k".to_string(), "kernel")]
    );
    for r in replayed(&dir) {
        let e = r.unwrap_err();
        assert!(e.contains("the manifest's kernel"), "{e}");
    }

    // Each edited field is named.
    type Edit = fn(&mut Entry);
    let edits: [(&str, Edit); 6] = [
        ("arch", |e| e.arch = "gfx942".into()),
        ("waves", |e| e.waves += 1),
        ("kernel", |e| e.kernel = "other".into()),
        ("source", |e| e.source = "c.s".into()),
        ("instructions", |e| e.instructions -= 1),
        ("assume", |e| e.assume = Some("flat=lgkm".into())),
    ];
    for (field, edit) in edits {
        let mut m = good.clone();
        edit(&mut m[1]);
        write_manifest(&dir, &m);
        assert_eq!(mismatches(&dir), [("k".to_string(), field)], "{field}");
        let r = replayed(&dir);
        let e = r[1].as_ref().unwrap_err();
        assert!(
            e.contains("store entry `k`") && e.contains(&format!("manifest's {field}")),
            "{e}"
        );
        assert!(r[0].is_ok());
    }

    // A valid trace put in place of another: its bytes hash elsewhere.
    write_manifest(&dir, &good);
    let store = Store::open(&dir).unwrap();
    let (j, k) = (store.object_path(&good[0]), store.object_path(&good[1]));
    drop(store);
    fs::copy(&j, &k).unwrap();
    assert_eq!(mismatches(&dir), [("k".to_string(), "id")]);
    let r = replayed(&dir);
    assert!(
        r[1].as_ref().unwrap_err().contains("manifest's id"),
        "{r:?}"
    );
    // A trace file replayed as itself (not as a store entry) is not bound.
    let file = Input::new(k, InputKind::Trace);
    let traces = replay::Traces::files(vec![file]);
    replay::replay_all(&traces, &ReplayOptions::default(), 1, |_, r| {
        assert!(r.is_ok());
    });
}

#[test]
fn a_second_writer_waits_then_names_the_holder() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    let first = Writer::open(&dir, Duration::ZERO).unwrap();
    let e = Writer::open(&dir, Duration::from_millis(50)).unwrap_err();
    let msg = e.to_string();
    assert!(matches!(e, TraceError::Locked(_)), "{msg}");
    assert!(
        msg.contains("writer.lock") && msg.contains(&format!("pid={}", std::process::id())),
        "{msg}"
    );
    // Readers do not wait for the writer.
    assert!(Store::open(&dir).unwrap().entries().is_empty());
    drop(first);
    assert!(Writer::open(&dir, Duration::ZERO).is_ok());
}

#[test]
fn two_writers_in_turn_keep_both_runs_entries() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    let mut one = Store::open_or_create(&dir).unwrap();
    // A second writer started while the first runs waits for it, then sees
    // its entries (before: both read the manifest first, the last commit won).
    let dir2 = dir.clone();
    let second = std::thread::spawn(move || {
        let mut two = Writer::open(&dir2, Duration::from_secs(60)).unwrap();
        two.add("j", &variant("j", "b.s", 2)).unwrap();
        two.commit().unwrap();
        two.entries().len()
    });
    std::thread::sleep(Duration::from_millis(50));
    one.add("k", &variant("k", "a.s", 3)).unwrap();
    one.commit().unwrap();
    drop(one);
    assert_eq!(second.join().unwrap(), 2);
    let names: Vec<_> = Store::open(&dir)
        .unwrap()
        .entries()
        .iter()
        .map(|e| e.name.clone())
        .collect();
    assert_eq!(names, ["j", "k"]);
    assert!(mismatches(&dir).is_empty());
}

#[test]
fn a_readers_snapshot_keeps_its_objects_until_it_is_dropped() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    two_entry_store(&dir);
    let snapshot = Store::open(&dir).unwrap();
    let old = snapshot.object_path(&snapshot.entries()[1]);
    // Re-recording `k` replaces its object; the snapshot still reads the old one.
    let mut w = Store::open_or_create(&dir).unwrap();
    assert_eq!(
        w.add("k", &variant("k", "a.s", 1)).unwrap(),
        Added::Replaced { name: "k".into() }
    );
    w.commit().unwrap();
    drop(w);
    assert!(old.is_file(), "removed under a reader");
    assert!(snapshot.verify().iter().all(|c| c.result.is_ok()));
    drop(snapshot);
    // The next writer with no reader about removes it.
    let mut w = Store::open_or_create(&dir).unwrap();
    w.commit().unwrap();
    assert!(!old.exists());
}

#[test]
fn what_killed_writers_leave_is_cleaned_and_never_blocks_a_store() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    // A creator killed after taking the lock, before the manifest.
    fs::create_dir(&dir).unwrap();
    fs::write(
        dir.join("writer.lock"),
        "pid=1 since=0 command=wavebed record\n",
    )
    .unwrap();
    fs::write(dir.join(".index.json.AbCdEf.tmp"), "{\"wavebed_st").unwrap();
    let mut w = Writer::open(&dir, Duration::ZERO).unwrap();
    w.add("k", &variant("k", "a.s", 1)).unwrap();
    // A writer killed mid-write of an object, and one killed before its commit.
    let objects = dir.join("objects");
    fs::write(objects.join(".deadbeef.wbt.XyZ123.tmp"), b"partial").unwrap();
    let unlisted = objects.join(format!("{}.wbt", "ab".repeat(32)));
    fs::write(&unlisted, b"never listed").unwrap();
    w.commit().unwrap();
    drop(w);
    let mut left: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .chain(fs::read_dir(&objects).unwrap())
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.contains(".tmp") || n.starts_with("abab"))
        .collect();
    left.sort();
    assert!(left.is_empty(), "{left:?}");
    let s = Store::open(&dir).unwrap();
    assert_eq!(s.entries().len(), 1);
    assert!(s.orphans().unwrap().is_empty());
}
