//! `wavebed waitcnt`: encode or decode wait immediates as llvm-mc 22 does.

use wavebed_model::profile::Arch;
use wavebed_model::wait;

use super::{CliError, Format, Outcome, EXIT_CLEAN};

#[derive(clap::Args)]
#[command(
    group(clap::ArgGroup::new("op").required(true).args(["encode", "decode"])),
    after_help = "Examples:\n  wavebed waitcnt --arch gfx950 --encode 'vmcnt(62)'        # 0xcf7e\n  \
wavebed waitcnt --arch gfx950 --decode 0xcf7e             # vmcnt(62) expcnt(7) lgkmcnt(15)\n  \
wavebed waitcnt --arch gfx1151 --encode 's_waitcnt_vmcnt null, 0'"
)]
pub struct Args {
    /// Architecture whose wait forms apply (gfx942, gfx950, gfx1151, gfx1200, gfx1201, gfx1250).
    #[arg(long)]
    arch: Arch,
    /// A wait to encode: `s_waitcnt` operands (`vmcnt(0) lgkmcnt(3)`) or a whole
    /// wait instruction (`s_waitcnt_vmcnt null, 0`, `s_wait_loadcnt 2`).
    #[arg(long, value_name = "TEXT")]
    encode: Option<String>,
    /// A combined `s_waitcnt` immediate to decode (decimal or 0x hex); fields are
    /// masked as hardware reads them, stray bits are warned about.
    #[arg(long, value_name = "IMM")]
    decode: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

pub fn run(args: Args) -> Outcome {
    let profile = args.arch.profile();
    if let Some(text) = &args.encode {
        let w = wait::encode(text, &profile)
            .map_err(|e| CliError::Usage(format!("--encode `{text}`: {e}")))?;
        match args.format {
            Format::Text => println!("{:#06x}", w.imm),
            Format::Json => println!(
                "{}",
                serde_json::json!({"arch": args.arch.name(), "text": text, "imm": w.imm, "hex": format!("{:#06x}", w.imm)})
            ),
        }
    }
    if let Some(raw) = &args.decode {
        let imm = parse_imm(raw)?;
        let d = wait::decode(imm, &profile).map_err(|e| CliError::Usage(e.to_string()))?;
        for w in &d.warnings {
            eprintln!("wavebed: warning: {w}");
        }
        match args.format {
            Format::Text => println!("{}", d.text),
            Format::Json => println!(
                "{}",
                serde_json::json!({"arch": args.arch.name(), "imm": imm, "text": d.text, "warnings": d.warnings})
            ),
        }
    }
    Ok(EXIT_CLEAN)
}

fn parse_imm(raw: &str) -> Result<u16, CliError> {
    let t = raw.trim();
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => t.parse::<u32>(),
    };
    match parsed {
        Ok(v) if v <= 0xFFFF => Ok(v as u16),
        _ => Err(CliError::Usage(format!(
            "--decode `{raw}`: expected a 16-bit immediate (decimal or 0x hex)"
        ))),
    }
}
