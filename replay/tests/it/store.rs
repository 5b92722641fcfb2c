//! The content-addressed store: add, deduplicate, name collisions, listing,
//! and verify reporting exactly the damaged traces.

use crate::common;

use std::fs;

use wavebed_replay::format::{encode, Trace};
use wavebed_replay::store::{content_id, Added, Store, INDEX};

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
    // The same bytes under another name: a second entry, no second object.
    assert_eq!(
        s.add("alias", &a).unwrap(),
        Added::New {
            name: "alias".into(),
            stored: false
        }
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
    // Re-recording the same source and kernel replaces the entry and drops
    // the object nobody else refers to.
    let b2 = variant("k", "b.s", 1);
    assert_eq!(
        s.add("k-2", &b2).unwrap(),
        Added::Replaced { name: "k-2".into() }
    );
    s.commit().unwrap();
    assert!(!dir
        .join("objects")
        .join(format!("{}.wbt", content_id(&b)))
        .exists());

    let reopened = Store::open(&dir).unwrap();
    let names: Vec<_> = reopened.entries().iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["alias", "k", "k-2"]);
    assert_eq!(fs::read_dir(dir.join("objects")).unwrap().count(), 2);
    let k = &reopened.entries()[1];
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
    assert!(msg.to_string().contains("hash to"), "{msg}");
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
