//! Itanium demangling of a kernel symbol's base name, as reports print it
//! (`kernel=NAME`): `_Z25vmcnt_no_wait_race_kernelPKfPf` ->
//! `vmcnt_no_wait_race_kernel`, `_ZN5aiter6fmha_kE` -> `fmha_k` (the last
//! component of a nested name). Only the name is read (`<source-name>`s, an
//! optional `N ... E` nesting with cv-qualifiers and template arguments); the
//! parameter types that follow are not. A symbol that is not mangled, or that
//! this reader cannot follow, is returned unchanged.
//!
//! Grammar: Itanium C++ ABI, section 5.1 "External Names".

/// The base name of `symbol`, or `symbol` itself if it is not an Itanium name.
pub fn demangle(symbol: &str) -> String {
    base_name(symbol).unwrap_or(symbol).to_string()
}

fn base_name(symbol: &str) -> Option<&str> {
    let rest = symbol.strip_prefix("_Z")?;
    // `_ZL`: internal linkage.
    let rest = rest.strip_prefix('L').unwrap_or(rest);
    if let Some(nested) = rest.strip_prefix('N') {
        // CV- and ref-qualifiers of a member function come first.
        let mut r = nested.trim_start_matches(['r', 'V', 'K']);
        r = r.strip_prefix(['R', 'O']).unwrap_or(r);
        let mut last = None;
        loop {
            if r.starts_with('E') {
                return last;
            }
            if r.starts_with('I') {
                r = skip_template_args(r)?;
                continue;
            }
            // `St` = `::std::` as a first component.
            if let Some(after) = r.strip_prefix("St") {
                r = after;
                continue;
            }
            let (name, after) = source_name(r)?;
            last = Some(name);
            r = after;
        }
    }
    source_name(rest).map(|(name, _)| name)
}

/// `<length><identifier>` -> (identifier, rest).
fn source_name(s: &str) -> Option<(&str, &str)> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 5 {
        return None;
    }
    let len: usize = s[..digits].parse().ok()?;
    let r = &s[digits..];
    if len == 0 || r.len() < len || !r.is_char_boundary(len) {
        return None;
    }
    Some((&r[..len], &r[len..]))
}

/// Skips `I ... E`, counting nested `I`/`E` pairs and `<source-name>`s (whose
/// characters may include `I` and `E`).
fn skip_template_args(s: &str) -> Option<&str> {
    let b = s.as_bytes();
    let mut depth = 0usize;
    let mut i = 0usize;
    while i < b.len() {
        match b[i] {
            b'I' => depth += 1,
            b'E' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&s[i + 1..]);
                }
            }
            b'0'..=b'9' => {
                let (_, after) = source_name(&s[i..])?;
                i = s.len() - after.len();
                continue;
            }
            // Literals `L <type> <value> E`: the value's digits are not a name.
            b'L' => {
                i += s[i..].find('E')? + 1;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::demangle;

    #[test]
    fn plain_and_nested_names() {
        assert_eq!(
            demangle("_Z25vmcnt_no_wait_race_kernelPKfPf"),
            "vmcnt_no_wait_race_kernel"
        );
        assert_eq!(
            demangle("_ZN5aiter41I8gemm_bf16_perTokenI8_BpreShuffle_16x128E"),
            "I8gemm_bf16_perTokenI8_BpreShuffle_16x128"
        );
        assert_eq!(demangle("_ZN4ns_a3fooIiLi4EEEvPf"), "foo");
        assert_eq!(demangle("_Z3barIfEvT_"), "bar");
        assert_eq!(demangle("_ZL6staticv"), "static");
        assert_eq!(demangle("_ZNK3Foo3getEv"), "get");
        assert_eq!(demangle("_ZNSt6vectorIiE4sizeEv"), "size");
    }

    #[test]
    fn pass_through() {
        for s in [
            "saxpy",
            "fmoe_kernel_func",
            "_Z",
            "_Z99short",
            "_ZN3fooX",
            "__clang_ocl_kern_imp_k",
            "",
        ] {
            assert_eq!(demangle(s), s, "{s}");
        }
    }
}
