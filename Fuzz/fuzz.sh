#!/usr/bin/env bash
# Fuzz the scenario compiler, the visual format parser or the Interface Builder reader with
# libFuzzer + AddressSanitizer.
#
#   Fuzz/fuzz.sh scenario|vfl|ib MINUTES [libFuzzer options…]
#
# The ib target seeds from Scenarios/ib and, when IB_SEEDS names a folder, from every
# .storyboard and .xib in it (your project's documents).
#
# Builds the opt-in fuzz target (ANIMSIM_FUZZ=1, release, every module instrumented with
# -sanitize=fuzzer,address) in .build-fuzz, seeds a corpus from Scenarios/, then runs at low
# priority for MINUTES. Findings land in Fuzz/artifacts/ (crash-*, timeout-*, oom-*); a
# finding makes the script exit non-zero. See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-}"
minutes="${2:-}"
case "$target" in
  scenario) product=ScenarioFuzzer ;;
  vfl) product=VFLFuzzer ;;
  ib) product=IBFuzzer ;;
  *) echo "usage: Fuzz/fuzz.sh scenario|vfl|ib MINUTES [libFuzzer options…]" >&2; exit 64 ;;
esac
if ! [[ "$minutes" =~ ^[0-9]+$ ]] || [ "$minutes" -lt 1 ]; then
  echo "fuzz.sh: MINUTES must be a whole number of minutes, at least 1" >&2
  exit 64
fi
shift 2

ANIMSIM_FUZZ=1 nice -n 19 swift build -c release --build-path .build-fuzz --product "$product" \
  -Xswiftc -sanitize=fuzzer,address
binary=".build-fuzz/release/$product"

corpus="Fuzz/corpus/$target"
artifacts="Fuzz/artifacts"
mkdir -p "$corpus" "$artifacts"
seeds="$(mktemp -d)"
trap 'rm -rf "$seeds"' EXIT
if [ "$target" = scenario ]; then
  cp Scenarios/*.animsim "$seeds"/
  max_len=4096
elif [ "$target" = ib ]; then
  cp Scenarios/ib/*.storyboard Scenarios/ib/*.xib "$seeds"/ 2>/dev/null || true
  if [ -n "${IB_SEEDS:-}" ]; then
    find "$IB_SEEDS" \( -name '*.storyboard' -o -name '*.xib' \) -size -256k -print0 |
      while IFS= read -r -d '' document; do
        cp "$document" "$seeds/$(printf '%s' "$document" | cksum | cut -d' ' -f1)-$(basename "$document")"
      done
  fi
  max_len=262144
else
  # Every quoted VFL string of the Scenarios, after a zero option byte.
  n=0
  grep -ho '"[^"]*[[|][^"]*"' Scenarios/*.animsim | tr -d '"' | sort -u | while IFS= read -r format; do
    n=$((n + 1))
    printf '\0%s' "$format" > "$seeds/vfl-$n"
  done
  # And formats over the fuzzer's own names (views a…d, loose; metrics m, p, big).
  for format in 'H:|-[a]-[b(==a)]-|' 'V:|-m-[a(>=20@p)]-(>=8,<=big)-[b]|' '[a]-[b]-[c(d)]' \
    'H:[a][b(100@250)][c][d]' '|[loose]|' 'V:[a]-0-[b]-(-8)-[c]'; do
    n=$((n + 1))
    printf '\x03%s' "$format" > "$seeds/vfl-own-$n"
  done
  max_len=256
fi

# -timeout: one input taking 20 s is a hang (inputs take milliseconds);
# -rss_limit_mb: 2 GB, well above the model of a max_len input.
# Leak detection is on (libFuzzer's default, and LeakSanitizer's check at exit): a layout
# nobody refers to any more is released, so a leak is a finding (docs/fuzzing.md, Leaks).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec nice -n 19 "$binary" "$corpus" "$seeds" \
  -max_total_time=$((minutes * 60)) -max_len="$max_len" -timeout=20 -rss_limit_mb=2048 \
  -artifact_prefix="$artifacts/$target-" -print_final_stats=1 "$@"
