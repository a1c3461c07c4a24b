#!/usr/bin/env bash
# Re-running scripts/setup with nothing changed rebuilds nothing and is quick.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
t0=$(date +%s)
log=$(scripts/setup 2>&1)
t1=$(date +%s)
echo "$log" | grep -q "patched Halide: up to date" || { echo "$log"; echo "patched prefix was rebuilt"; exit 1; }
echo "$log" | grep -q "stock Halide: up to date" || { echo "$log"; echo "stock prefix was rebuilt"; exit 1; }
if echo "$log" | grep -q "building "; then echo "$log"; echo "something was rebuilt"; exit 1; fi
echo "    re-run took $((t1 - t0)) s"
