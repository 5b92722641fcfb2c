//! `wavebed waitcnt`: encode or decode wait immediates as llvm-mc 22 does.

use std::io::Write as _;

use wavebed_model::profile::{Arch, Profile};
use wavebed_model::wait;
use wavebed_model::wait_report::{DecodedImm, DecodedWord, Encoded};

use super::out::{json_text, Out};
use super::{CliError, Format, Outcome, EXIT_CLEAN};

#[derive(clap::Args)]
#[command(
    group(clap::ArgGroup::new("op").required(true).args(["encode", "decode"])),
    after_help = "Examples:\n  wavebed waitcnt --arch gfx950 --encode 'vmcnt(62)'        # 0xcf7e\n  \
wavebed waitcnt --arch gfx950 --decode 0xcf7e             # vmcnt(62) expcnt(7) lgkmcnt(15)\n  \
wavebed waitcnt --arch gfx1151 --encode 's_waitcnt_vmcnt null, 0'\n  \
wavebed waitcnt --arch gfx1250 --decode 0xbfc80102        # s_wait_loadcnt_dscnt 0x102"
)]
pub struct Args {
    /// Architecture whose wait forms apply (any profile: gfx908 ... gfx1250).
    #[arg(long)]
    arch: Arch,
    /// A wait to encode: `s_waitcnt` operands (`vmcnt(0) lgkmcnt(3)`) or a whole
    /// wait instruction (`s_waitcnt_vmcnt null, 0`, `s_wait_loadcnt 2`).
    #[arg(long, value_name = "TEXT")]
    encode: Option<String>,
    /// A combined `s_waitcnt` immediate to decode (decimal or 0x hex); fields are
    /// masked as hardware reads them, stray bits are warned about. A value wider
    /// than 16 bits is a whole wait instruction word (any generation, and the
    /// only form for gfx12's `s_wait_*`: `0xbfc80102`), printed as llvm-mc prints it.
    #[arg(long, value_name = "IMM")]
    decode: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let profile = args.arch.profile();
    if let Some(text) = &args.encode {
        let w = wait::encode(text, &profile).map_err(|e| {
            CliError::Usage(format!(
                "--encode `{}`: {e}",
                wavebed_model::error::excerpt(text)
            ))
        })?;
        let r = Encoded::new(args.arch, text, w.imm);
        match args.format {
            Format::Text => writeln!(out, "{}", r.text_line())?,
            Format::Json => writeln!(out, "{}", json_text(&r)?)?,
        }
    }
    if let Some(raw) = &args.decode {
        let value = parse_value(raw)?;
        if let Ok(imm) = u16::try_from(value) {
            decode_imm(imm, &args, &profile, out)?;
        } else {
            let w = wait::decode_word(value, &profile)
                .map_err(|e| CliError::Usage(format!("--decode `{raw}`: {e}")))?;
            let r = DecodedWord {
                arch: args.arch.name(),
                word: value,
                text: wait::to_asm(&w, &profile),
                imm: w.imm,
            };
            match args.format {
                Format::Text => writeln!(out, "{}", r.text_line())?,
                Format::Json => writeln!(out, "{}", json_text(&r)?)?,
            }
        }
    }
    Ok(EXIT_CLEAN)
}

/// `--decode` of a combined `s_waitcnt` immediate.
fn decode_imm(imm: u16, args: &Args, profile: &Profile, out: &mut Out) -> Result<(), CliError> {
    let d = wait::decode(imm, profile).map_err(|e| {
        CliError::Usage(format!(
            "{e} (pass the whole instruction word to decode one, e.g. 0xbfc80102)"
        ))
    })?;
    for w in &d.warnings {
        eprintln!("wavebed: warning: {w}");
    }
    let r = DecodedImm {
        arch: args.arch.name(),
        imm,
        text: &d.text,
        warnings: &d.warnings,
    };
    match args.format {
        Format::Text => writeln!(out, "{}", r.text_line())?,
        Format::Json => writeln!(out, "{}", json_text(&r)?)?,
    }
    Ok(())
}

fn parse_value(raw: &str) -> Result<u32, CliError> {
    let t = raw.trim();
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => t.parse::<u32>(),
    };
    match parsed {
        Ok(v) => Ok(v),
        Err(_) => Err(CliError::Usage(format!(
            "--decode `{raw}`: expected a 16-bit immediate or a 32-bit instruction word (decimal or 0x hex)"
        ))),
    }
}
