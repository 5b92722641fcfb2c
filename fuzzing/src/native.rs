//! The `native_decode` property: random instruction words into the native
//! gfx9 decoder and into llvm-mc-22's disassembler (the same instruction
//! printer as llvm-objdump-22); a word the native decoder accepts must print
//! exactly as LLVM prints it, with the same size (docs/architecture.md,
//! "Native decoding"). Refusing is always allowed; LLVM not installed makes
//! the property vacuous (the differential test in model/tests/it requires it
//! in CI).

use std::io::Write;
use std::process::{Command, Stdio};

use wavebed_model::isa::{native, tools};
use wavebed_model::profile::Arch;

/// Input: one byte choosing gfx942 (even) or gfx950 (odd), then up to three
/// little-endian words.
pub fn native_decode(data: &[u8]) -> Result<(), String> {
    let Some((&pick, rest)) = data.split_first() else {
        return Ok(());
    };
    let arch = if pick % 2 == 0 {
        Arch::Gfx942
    } else {
        Arch::Gfx950
    };
    let words: Vec<u32> = rest
        .chunks_exact(4)
        .take(3)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut text = String::new();
    let Ok(d) = native::decode(&words, arch, &mut text) else {
        return Ok(());
    };
    let Some(mc) = tools::find_llvm_tool("llvm-mc") else {
        return Ok(());
    };
    let used = &words[..d.words];
    let llvm = llvm_text(&mc, arch, used)?;
    let same = match (&llvm, d.branch) {
        (Some(l), Some(_)) => l
            .strip_prefix(text.as_str())
            .is_some_and(|r| r.starts_with(' ')),
        (Some(l), None) => *l == text,
        (None, _) => false,
    };
    if same {
        Ok(())
    } else {
        Err(format!(
            "{arch} {used:08X?}: native `{text}`, llvm-mc {}",
            llvm.map_or(
                "cannot decode the words as one instruction".to_string(),
                |l| format!("`{l}`")
            )
        ))
    }
}

/// llvm-mc's text for `words` decoded as one instruction (its encoding
/// exactly the words), or `None`.
fn llvm_text(mc: &std::path::Path, arch: Arch, words: &[u32]) -> Result<Option<String>, String> {
    let bytes: Vec<String> = words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("{b:#04x}"))
        .collect();
    let mut child = Command::new(mc)
        .args([
            "--disassemble",
            "--show-encoding",
            "-triple=amdgcn-amd-amdhsa",
        ])
        .arg(format!("-mcpu={arch}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", mc.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        writeln!(stdin, "{}", bytes.join(",")).map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let out = String::from_utf8_lossy(&out.stdout);
    let want = format!("; encoding: [{}]", bytes.join(","));
    let mut lines = out.lines().filter(|l| l.contains("; encoding:"));
    let first = lines.next();
    Ok(first
        .filter(|l| l.trim_end().ends_with(&want))
        .and_then(|l| l.split_once("; encoding:"))
        .map(|(t, _)| t.trim().to_string()))
}
