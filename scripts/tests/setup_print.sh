#!/usr/bin/env bash
# scripts/setup --print prints exactly one existing path per query and builds nothing;
# a bad query is a usage error.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
for what in patched stock faults source env; do
    out=$(scripts/setup --print "$what")
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || { echo "--print $what printed more than one line"; exit 1; }
    [ -e "$out" ] || { echo "--print $what: $out does not exist"; exit 1; }
done
[ -f "$(scripts/setup --print patched)/include/Halide.h" ]
[ -f "$(scripts/setup --print source)/apps/blur/halide_blur_generator.cpp" ]
if scripts/setup --print nonsense >/dev/null 2>&1; then echo "--print nonsense should fail"; exit 1; fi
# The patched prefix is keyed by the series: it must differ from the stock prefix.
[ "$(scripts/setup --print patched)" != "$(scripts/setup --print stock)" ]
# The fault-injection prefix is a third one, with a Halide of its own.
[ -f "$(scripts/setup --print faults)/include/Halide.h" ]
[ "$(scripts/setup --print faults)" != "$(scripts/setup --print patched)" ]
# The workspace's isl-rs is the registry crate with isl's small-integer optimization.
grep -q -- '--with-int=imath-32' .deps/isl-rs/build.rs || { echo ".deps/isl-rs is not the imath-32 isl-rs"; exit 1; }
