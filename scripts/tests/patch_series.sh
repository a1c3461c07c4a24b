#!/usr/bin/env bash
# Every patch listed in halide-patches/series exists, is described in halide-patches/README.md,
# and the series applies cleanly to the pristine Halide 19.0.0 source (in a scratch copy); then the
# same for the fault-injection series halide-patches/faults/ on top of it (described in its README).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
src=$(scripts/setup --print source)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -a "$src/src" "$scratch/src"
for d in tools apps cmake python_bindings; do [ -d "$src/$d" ] && cp -a "$src/$d" "$scratch/$d"; done
cp "$src"/CMakeLists.txt "$scratch/"
apply_dir() { # apply_dir DIR: every patch of DIR/series, described in DIR/README.md, applies
    local dir=$1 n=0 p f
    while read -r p; do
        [ -f "$dir/$p" ] || { echo "$dir/series lists missing patch $p"; exit 1; }
        grep -q "$p" "$dir/README.md" || { echo "$p is not described in $dir/README.md"; exit 1; }
        (cd "$scratch" && patch -p1 --forward --batch --fuzz=0 --dry-run -s < "$OLDPWD/$dir/$p" >/dev/null) ||
            { echo "$dir/$p does not apply"; exit 1; }
        (cd "$scratch" && patch -p1 --forward --batch --fuzz=0 -s < "$OLDPWD/$dir/$p")
        n=$((n + 1))
    done < <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' "$dir/series" | awk 'NF')
    for f in "$dir"/*.patch; do
        [ -e "$f" ] || continue
        grep -qx "$(basename "$f")" <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' "$dir/series") ||
            { echo "$f is not listed in $dir/series"; exit 1; }
    done
    echo "    $dir: $n patch(es) apply cleanly"
}
apply_dir halide-patches
apply_dir halide-patches/faults
