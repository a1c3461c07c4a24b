#!/usr/bin/env bash
# scripts/setup --print prints exactly one existing path per query and builds nothing;
# a bad query is a usage error.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
for what in patched stock source env; do
    out=$(scripts/setup --print "$what")
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || { echo "--print $what printed more than one line"; exit 1; }
    [ -e "$out" ] || { echo "--print $what: $out does not exist"; exit 1; }
done
[ -f "$(scripts/setup --print patched)/include/Halide.h" ]
[ -f "$(scripts/setup --print source)/apps/blur/halide_blur_generator.cpp" ]
if scripts/setup --print nonsense >/dev/null 2>&1; then echo "--print nonsense should fail"; exit 1; fi
# The patched prefix is keyed by the series: it must differ from the stock prefix.
[ "$(scripts/setup --print patched)" != "$(scripts/setup --print stock)" ]
