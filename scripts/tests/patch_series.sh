#!/usr/bin/env bash
# Every patch listed in halide-patches/series exists, is described in halide-patches/README.md,
# and the series applies cleanly to the pristine Halide 19.0.0 source (in a scratch copy).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
src=$(scripts/setup --print source)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -a "$src/src" "$scratch/src"
for d in tools apps cmake python_bindings; do [ -d "$src/$d" ] && cp -a "$src/$d" "$scratch/$d"; done
cp "$src"/CMakeLists.txt "$scratch/"
n=0
while read -r p; do
    [ -f "halide-patches/$p" ] || { echo "series lists missing patch $p"; exit 1; }
    grep -q "$p" halide-patches/README.md || { echo "$p is not described in halide-patches/README.md"; exit 1; }
    (cd "$scratch" && patch -p1 --forward --batch --fuzz=0 --dry-run -s < "$OLDPWD/halide-patches/$p" >/dev/null) ||
        { echo "$p does not apply"; exit 1; }
    (cd "$scratch" && patch -p1 --forward --batch --fuzz=0 -s < "$OLDPWD/halide-patches/$p")
    n=$((n + 1))
done < <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' halide-patches/series | awk 'NF')
for f in halide-patches/*.patch; do
    [ -e "$f" ] || continue
    grep -qx "$(basename "$f")" <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' halide-patches/series) ||
        { echo "$f is not listed in halide-patches/series"; exit 1; }
done
echo "    $n patch(es) apply cleanly"
