//! Format version 3: instruction tables in a store-wide table dictionary.
//! Linked traces read back as the traces they were linked from; every
//! truncation and bit flip of a linked trace or of a dictionary is an error;
//! a trace moved out of its store fails with an error naming the dictionary
//! it needs, and `store add` takes the dictionary along.

use crate::common;

use std::fs;
use std::io::Cursor;
use std::path::Path;

use wavebed_replay::format::dictionary::{self, Dictionary, DictionaryDirs};
use wavebed_replay::store::{Store, DICTS, OBJECTS};
use wavebed_replay::{TraceError, TraceReader};

/// A directory holding `dict` under its file name, and a source over it.
fn dict_dir(id: &dictionary::DictId, dict: &[u8]) -> (tempfile::TempDir, DictionaryDirs) {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(tmp.path().join(dictionary::file_name(id)), dict).unwrap();
    let dirs = DictionaryDirs::new(vec![tmp.path().to_path_buf()]);
    (tmp, dirs)
}

fn read(bytes: &[u8], dicts: &DictionaryDirs) -> Result<(), TraceError> {
    TraceReader::with_dictionaries(Cursor::new(bytes), dicts)
        .and_then(|mut r| r.verify())
        .map(|_| ())
}

#[test]
fn linked_traces_read_back_as_the_traces_they_were_linked_from() {
    let (id, dict, traces) = common::linked();
    let (_tmp, dicts) = dict_dir(&id, &dict);
    let originals = [common::bytes_v2(), common::bytes_v2_other()];
    assert_eq!(Dictionary::decode(&dict).unwrap().len(), 2);
    for (linked, original) in traces.iter().zip(&originals) {
        assert_eq!(u16::from_le_bytes([linked[8], linked[9]]), 3);
        assert!(linked.len() < original.len(), "the table left the trace");
        let want = TraceReader::new(Cursor::new(original))
            .unwrap()
            .into_trace()
            .unwrap();
        let r = TraceReader::with_dictionaries(Cursor::new(linked), &dicts).unwrap();
        assert_eq!(r.table_ref().map(|t| t.dictionary), Some(id));
        assert_eq!(r.into_trace().unwrap(), want);
    }
}

#[test]
fn a_linked_trace_without_its_dictionary_names_it() {
    let (id, _, traces) = common::linked();
    let name = dictionary::file_name(&id);
    let msg = TraceReader::new(Cursor::new(&traces[0]))
        .err()
        .expect("no dictionary, no table")
        .to_string();
    assert!(msg.contains(&name) && msg.contains("not here"), "{msg}");
    // A dictionary directory without it: the same, naming where it looked.
    let (_tmp, other) = dict_dir(&[7; 32], b"unrelated");
    let msg = read(&traces[0], &other).unwrap_err().to_string();
    assert!(msg.contains(&name) && msg.contains("looked in"), "{msg}");
}

#[test]
fn every_truncation_and_bit_flip_of_a_linked_trace_is_detected() {
    let (id, dict, traces) = common::linked();
    let (_tmp, dicts) = dict_dir(&id, &dict);
    let b = &traces[0];
    read(b, &dicts).unwrap();
    for len in 0..b.len() {
        let msg = read(&b[..len], &dicts).unwrap_err().to_string();
        assert!(msg.contains("truncated"), "cut at {len}: `{msg}`");
    }
    for byte in 0..b.len() {
        for bit in 0..8 {
            let mut d = b.clone();
            d[byte] ^= 1 << bit;
            assert!(
                read(&d, &dicts).is_err(),
                "flip of bit {bit} in byte {byte} went unnoticed"
            );
        }
    }
}

#[test]
fn every_truncation_and_bit_flip_of_a_dictionary_is_detected() {
    let (id, dict, _) = common::linked();
    assert_eq!(*Dictionary::decode(&dict).unwrap().id(), id);
    for len in 0..dict.len() {
        assert!(Dictionary::decode(&dict[..len]).is_err(), "cut at {len}");
    }
    for byte in 0..dict.len() {
        for bit in 0..8 {
            let mut d = dict.clone();
            d[byte] ^= 1 << bit;
            assert!(
                Dictionary::decode(&d).is_err(),
                "flip of bit {bit} in byte {byte} went unnoticed"
            );
        }
    }
    let mut tail = dict.clone();
    tail.push(0);
    let msg = Dictionary::decode(&tail).unwrap_err().to_string();
    assert!(msg.contains("1 bytes after the block"), "{msg}");
}

#[test]
fn a_dictionary_under_another_name_is_refused() {
    let (id, dict, traces) = common::linked();
    let tmp = tempfile::tempdir().unwrap();
    // Another valid dictionary under this one's name.
    let other = Dictionary::encode(&[b"another table".as_slice()], 3).unwrap();
    fs::write(tmp.path().join(dictionary::file_name(&id)), other).unwrap();
    let dicts = DictionaryDirs::new(vec![tmp.path().to_path_buf()]);
    let msg = read(&traces[0], &dicts).unwrap_err().to_string();
    assert!(msg.contains("not to its name"), "{msg}");
    drop(dict);
}

/// A store holding the two linked traces as `a` and `b`.
fn linked_store(dir: &Path) -> dictionary::DictId {
    let (id, dict, traces) = common::linked();
    let mut s = Store::open_or_create(dir).unwrap();
    assert_eq!(s.add_dictionary(&dict).unwrap(), id);
    s.add("a", &traces[0]).unwrap();
    s.add("b", &traces[1]).unwrap();
    s.commit().unwrap();
    id
}

#[test]
fn a_trace_moved_out_of_its_store_names_the_missing_dictionary() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    let id = linked_store(&dir);
    let s = Store::open(&dir).unwrap();
    let entry = &s.entries()[0];
    assert_eq!(entry.dictionary, Some(dictionary::id_hex(&id)));
    let object = s.object_path(entry);
    TraceReader::open(&object).expect("opens in its store");

    let moved = tmp.path().join("elsewhere");
    fs::create_dir(&moved).unwrap();
    let lone = moved.join("a.wbt");
    fs::copy(&object, &lone).unwrap();
    let msg = TraceReader::open(&lone).err().unwrap().to_string();
    let name = dictionary::file_name(&id);
    assert!(
        msg.contains(&name) && msg.contains("a.wbt") && msg.contains("store add"),
        "{msg}"
    );
    // With its dictionary next to it, it reads.
    fs::copy(dir.join(DICTS).join(&name), moved.join(&name)).unwrap();
    TraceReader::open(&lone).expect("opens next to its dictionary");
}

#[test]
fn store_add_takes_the_dictionary_along_or_names_it() {
    let tmp = tempfile::tempdir().unwrap();
    let from = tmp.path().join("from");
    let id = linked_store(&from);
    let src = Store::open(&from).unwrap();
    let object = src.object_path(&src.entries()[0]);
    let bytes = fs::read(&object).unwrap();

    let to = tmp.path().join("to");
    let mut s = Store::open_or_create(&to).unwrap();
    s.add_from("a", &bytes, &object).unwrap();
    s.commit().unwrap();
    assert!(to.join(DICTS).join(dictionary::file_name(&id)).is_file());
    let checked = Store::open(&to).unwrap().verify();
    assert!(checked.iter().all(|c| c.result.is_ok()));

    // From a place without the dictionary: refused, naming it.
    let lone = tmp.path().join("lone.wbt");
    fs::write(&lone, &bytes).unwrap();
    let mut s = Store::open_or_create(&tmp.path().join("third")).unwrap();
    let msg = s.add_from("a", &bytes, &lone).unwrap_err().to_string();
    assert!(msg.contains(&dictionary::file_name(&id)), "{msg}");
}

#[test]
fn verify_names_a_damaged_dictionary_and_commit_drops_unused_ones() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    let id = linked_store(&dir);
    let path = dir.join(DICTS).join(dictionary::file_name(&id));
    let good = fs::read(&path).unwrap();
    let mut bad = good.clone();
    let last = bad.len() - 1;
    bad[last] ^= 0x40;
    fs::write(&path, &bad).unwrap();
    let s = Store::open(&dir).unwrap();
    for c in s.verify() {
        let msg = c.result.unwrap_err().to_string();
        assert!(msg.contains(&dictionary::file_name(&id)), "{msg}");
    }
    fs::write(&path, &good).unwrap();
    assert!(s.verify().iter().all(|c| c.result.is_ok()));
    assert!(s.orphans().unwrap().is_empty());

    // A dictionary no entry refers to is an orphan, and commit removes it
    // (once no reader holds a snapshot).
    drop(s);
    let mut s = Store::open_or_create(&dir).unwrap();
    let other = Dictionary::encode(&[b"unused".as_slice()], 3).unwrap();
    let other_id = s.add_dictionary(&other).unwrap();
    let stray = dir.join(DICTS).join(dictionary::file_name(&other_id));
    assert_eq!(s.orphans().unwrap(), vec![stray.clone()]);
    s.commit().unwrap();
    assert!(!stray.exists() && path.exists());
    assert_eq!(fs::read_dir(dir.join(OBJECTS)).unwrap().count(), 2);
}
