//! The parser properties: any text into a front end never panics, and what
//! it accepts survives printing and reading back.

use wavebed_model::chain;
use wavebed_model::instr::Instr;
use wavebed_model::isa;
use wavebed_model::profile::Arch;

/// `fly_mlir`: any text into the Fly MLIR parser never panics; what it
/// accepts prints, re-parses and prints to the same text, and both rule sets
/// rewrite and lower it without panicking (non-termination is an error value).
pub fn fly_mlir(data: &[u8]) -> Result<(), String> {
    let Ok(text) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let Ok(module) = chain::parse(text) else {
        return Ok(());
    };
    let printed = chain::print(&module);
    let again = chain::parse(&printed)
        .map_err(|e| format!("printed module does not parse again: {e}\n{printed}"))?;
    let reprinted = chain::print(&again);
    if reprinted != printed {
        return Err(format!(
            "print -> parse -> print changed the text:\n{printed}\n---\n{reprinted}"
        ));
    }
    for rule in [chain::Rule::Old, chain::Rule::New, chain::Rule::Peel] {
        if let Ok((rewritten, _)) = chain::rewrite(&module, rule) {
            let lowered = chain::lower_for(rule, &rewritten);
            if rule == chain::Rule::Peel {
                chain::print_peeled(&rewritten, &lowered);
            }
        }
    }
    Ok(())
}

/// `asm_parser`: any text into the assembly front end never panics, and
/// every instruction it decodes prints (its normalised `text`) and decodes
/// again to the same instruction: same text, unit, memory kind, wait fields,
/// control flow and register effects. The architecture is the listing's
/// `.amdgcn_target`, else gfx950.
pub fn asm_parser(data: &[u8]) -> Result<(), String> {
    let Ok(src) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let arch = match isa::program::target_arch(src) {
        Ok(a) => a.unwrap_or(Arch::Gfx950),
        Err(_) => return Ok(()),
    };
    let Ok(program) = isa::parse_text(src, "fuzz", Some(arch)) else {
        return Ok(());
    };
    let profile = arch.profile();
    for kernel in &program.kernels {
        for i in &kernel.instrs {
            let again = isa::decode(&i.text, &profile).map_err(|e| {
                format!(
                    "{arch}: `{}` (line {}) does not decode again: {e}",
                    i.text, i.line
                )
            })?;
            if let Some(field) = decoding_difference(i, &again) {
                return Err(format!(
                    "{arch}: `{}` (line {}) decodes differently from its printed text: {field}\n\
                     parsed:     {i:?}\nre-decoded: {again:?}",
                    i.text, i.line
                ));
            }
        }
    }
    Ok(())
}

/// The first field in which a re-decoded instruction differs. Position
/// (`line`, `addr`), the resolved branch `target` and the indexed-mode
/// context belong to the listing, not the instruction text.
fn decoding_difference(a: &Instr, b: &Instr) -> Option<&'static str> {
    let same_regs = a.indexed || (a.reads == b.reads && a.writes == b.writes);
    [
        (a.text == b.text, "text"),
        (a.mnemonic_len == b.mnemonic_len, "mnemonic"),
        (a.unit == b.unit, "unit"),
        (a.mem == b.mem, "memory kind"),
        (a.wait == b.wait, "wait"),
        (a.flow == b.flow, "flow"),
        (same_regs, "registers"),
    ]
    .into_iter()
    .find(|(same, _)| !same)
    .map(|(_, field)| field)
}
