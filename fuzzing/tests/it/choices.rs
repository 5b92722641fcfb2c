//! `wavebed_oracle::choices` reads bytes exactly as `arbitrary::Unstructured`
//! does, so every seed corpus and regression input (written when the
//! generators drew from `arbitrary`) still generates the same program.

use arbitrary::Unstructured;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::campaign::case_bytes;

/// One draw of every kind the generators make, in an order picked by the
/// bytes themselves, on both readers; returns how many draws agreed.
fn same_draws(bytes: &[u8]) -> usize {
    let mut a = Unstructured::new(bytes);
    let mut c = Choices::new(bytes);
    let mut draws = 0;
    while !a.is_empty() {
        let kind: u8 = a.int_in_range(0..=10).unwrap();
        assert_eq!(c.int_in_range(0u8..=10), Ok(kind));
        match kind {
            0 => assert_eq!(a.int_in_range(0u8..=99).ok(), c.int_in_range(0u8..=99).ok()),
            1 => assert_eq!(
                a.int_in_range(2u16..=300).ok(),
                c.int_in_range(2u16..=300).ok()
            ),
            2 => assert_eq!(
                a.int_in_range(1u32..=14).ok(),
                c.int_in_range(1u32..=14).ok()
            ),
            3 => assert_eq!(
                a.int_in_range(2usize..=8).ok(),
                c.int_in_range(2usize..=8).ok()
            ),
            4 => assert_eq!(
                a.int_in_range(-64i32..=64).ok(),
                c.int_in_range(-64i32..=64).ok()
            ),
            5 => assert_eq!(a.ratio(1u8, 6).ok(), c.ratio(1u8, 6).ok()),
            6 => assert_eq!(a.ratio(2u32, 3).ok(), c.ratio(2u32, 3).ok()),
            7 => assert_eq!(
                a.choose(&[1, 2, 3, 4, 5]).ok(),
                c.choose(&[1, 2, 3, 4, 5]).ok()
            ),
            8 => assert_eq!(a.arbitrary::<bool>().ok(), c.bool().ok()),
            9 => assert_eq!(a.arbitrary::<i32>().ok(), c.int::<i32>().ok()),
            _ => assert_eq!(a.arbitrary::<u64>().ok(), c.int::<u64>().ok()),
        }
        assert_eq!(a.len(), c.len());
        draws += 1;
    }
    assert!(c.is_empty());
    draws
}

#[test]
fn every_draw_reads_as_arbitrary_does() {
    let mut draws = 0;
    for case in 0..500 {
        draws += same_draws(&case_bytes(1, case, case as usize % 97));
    }
    assert!(draws > 5000, "{draws} draws");
}

#[test]
fn full_width_ranges_read_as_arbitrary_does() {
    for case in 0..200 {
        let bytes = case_bytes(2, case, case as usize % 11);
        let (mut a, mut c) = (Unstructured::new(&bytes), Choices::new(&bytes));
        assert_eq!(
            a.int_in_range(i32::MIN..=i32::MAX).ok(),
            c.int_in_range(i32::MIN..=i32::MAX).ok()
        );
        assert_eq!(
            a.int_in_range(0u64..=u64::MAX).ok(),
            c.int_in_range(0u64..=u64::MAX).ok()
        );
        assert_eq!(a.len(), c.len());
    }
}
