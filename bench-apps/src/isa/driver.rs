//! The `main` of each emitted program: the command-line protocol of the differential-run driver
//! (`bench-apps/cpp/diff_runner.cpp`), so that [`crate::runner::Runner::run`] runs the emitted
//! programs like a Halide build:
//!
//! ```text
//! prog run SEED OUTDIR NAME=[MIN:EXTENT,...]... SCALAR=VALUE...
//! ```
//!
//! Every buffer needs an explicit region (`auto` is refused: the program has no bounds query;
//! take the regions a Halide run used). Inputs are filled with exactly the driver's hash of
//! (seed, buffer name, coordinates); buffer symbols are dense (`stride.0 = 1`); every output is
//! written as `OUTDIR/NAME.buf` in the driver's format. Exit status: 0 ok, 2 usage, 3 an
//! assumption of the kernel does not hold, 4 I/O error. The kernel runs on a thread with a
//! 1 GiB stack (its arrays are local variable-length arrays).

use super::cexpr::{self, Names, Unsupported};
use super::Kernel;
use halide_tv::ir::TypeCode;
use std::fmt::Write as _;

/// The fixed part of the driver: the hash, region parsing, filling, writing.
const DRIVER_PRELUDE: &str = r#"
#include <pthread.h>

static uint64_t drv_mix(uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t drv_fnv1a(const char *s) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (; *s; ++s) h = (h ^ (uint8_t)*s) * 0x100000001b3ull;
    return h;
}

/* Parses "[MIN:EXTENT,...]" with exactly `dims` entries. */
static int drv_parse_box(const char *s, int dims, long *mn, long *ex) {
    size_t n = strlen(s);
    if (n < 2 || s[0] != '[' || s[n - 1] != ']') return 0;
    const char *p = s + 1;
    int d = 0;
    if (*p == ']') return dims == 0;
    for (;;) {
        char *end;
        if (d >= dims) return 0;
        mn[d] = strtol(p, &end, 10);
        if (end == p || *end != ':') return 0;
        p = end + 1;
        ex[d] = strtol(p, &end, 10);
        if (end == p || ex[d] < 0) return 0;
        d++;
        if (*end == ',') { p = end + 1; continue; }
        if (*end == ']' && end == s + n - 1) break;
        return 0;
    }
    return d == dims;
}

static const char *drv_arg(int argc, char **argv, const char *name) {
    size_t n = strlen(name);
    for (int i = 4; i < argc; ++i)
        if (strncmp(argv[i], name, n) == 0 && argv[i][n] == '=') return argv[i] + n + 1;
    return NULL;
}

static size_t drv_count(int dims, const long *ex) {
    size_t n = 1;
    for (int d = 0; d < dims; ++d) n *= (size_t)ex[d];
    return n;
}

/* The differential-run driver's values: a hash of (seed, name, coordinates). */
static void drv_fill(void *data, int code, int bits, int dims, const long *mn, const long *ex,
                     uint64_t seed, const char *name) {
    const size_t eb = (size_t)(bits + 7) / 8, n = drv_count(dims, ex);
    const uint64_t base = drv_mix(seed ^ drv_fnv1a(name));
    long c[64];
    for (int d = 0; d < dims; ++d) c[d] = mn[d];
    for (size_t k = 0; k < n; ++k) {
        uint64_t h = base;
        for (int d = 0; d < dims; ++d) h = drv_mix(h ^ (uint64_t)(int64_t)(int32_t)c[d]);
        uint8_t *p = (uint8_t *)data + k * eb;
        if (code == 2 && bits == 32) {
            float v = (float)(h >> 40) * (1.0f / 16777216.0f);
            memcpy(p, &v, 4);
        } else if (code == 2 && bits == 64) {
            double v = (double)(h >> 11) * (1.0 / 9007199254740992.0);
            memcpy(p, &v, 8);
        } else if (bits == 1) {
            p[0] = (uint8_t)(h & 1);
        } else {
            for (size_t i = 0; i < eb; ++i) p[i] = (uint8_t)(h >> (8 * i));
        }
        for (int d = 0; d < dims; ++d) {
            if (++c[d] < mn[d] + ex[d]) break;
            c[d] = mn[d];
        }
    }
}

static int drv_write(const char *dir, const char *name, const void *data, int code, int bits,
                     int dims, const long *mn, const long *ex) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.buf", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) { perror(path); return 0; }
    fprintf(f, "halide-tv-buffer 1 %d %d %d", code, bits, dims);
    for (int d = 0; d < dims; ++d) fprintf(f, " %ld %ld", mn[d], ex[d]);
    fprintf(f, "\n");
    size_t n = drv_count(dims, ex) * ((size_t)(bits + 7) / 8);
    int ok = fwrite(data, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}
"#;

fn type_code(t: halide_tv::ir::Type) -> u8 {
    match t.code {
        TypeCode::Int => 0,
        TypeCode::UInt => 1,
        TypeCode::Float => 2,
        TypeCode::Handle => 3,
    }
}

/// The driver (`main`) calling `k`.
pub fn main_for(k: &Kernel) -> Result<String, Unsupported> {
    let mut s = String::from(DRIVER_PRELUDE);
    let mut names = Names::default();
    let np: usize = k.arrays.iter().map(|a| 3 * a.dims).sum();
    let na = k.arrays.len();
    let ns = k.scalars.len();
    let _ = writeln!(
        s,
        "\nstatic long drv_p[{}];\nstatic double drv_s[{}];\nstatic void *drv_a[{}];\n",
        np.max(1),
        ns.max(1),
        na.max(1)
    );
    // The call on the kernel thread.
    let mut args: Vec<String> = (0..np).map(|i| format!("drv_p[{i}]")).collect();
    for (i, sc) in k.scalars.iter().enumerate() {
        args.push(format!("({})drv_s[{i}]", cexpr::c_type(sc.ty)?));
    }
    args.extend((0..na).map(|i| format!("drv_a[{i}]")));
    let _ = writeln!(
        s,
        "static void *drv_thread(void *unused) {{\n    (void)unused;\n    {}({});\n    return NULL;\n}}\n",
        k.name,
        args.join(", ")
    );
    s.push_str("int main(int argc, char **argv) {\n");
    s.push_str("    if (argc < 4 || strcmp(argv[1], \"run\") != 0) {\n        fprintf(stderr, \"usage: %s run SEED OUTDIR NAME=[MIN:EXTENT,...]... SCALAR=VALUE...\\n\", argv[0]);\n        return 2;\n    }\n");
    s.push_str("    const uint64_t seed = strtoull(argv[2], NULL, 10);\n    const char *spec;\n    (void)drv_s;\n");
    let mut p = 0usize;
    for (i, a) in k.arrays.iter().enumerate() {
        let v = names.get(&a.name);
        let d = a.dims;
        let (code, bits) = (type_code(a.elem), a.elem.bits);
        let _ = writeln!(
            s,
            "    long {v}_mn[{m}], {v}_ex[{m}];\n    spec = drv_arg(argc, argv, \"{n}\");\n    if (!spec || !drv_parse_box(spec, {d}, {v}_mn, {v}_ex)) {{\n        fprintf(stderr, \"{n}: expected {n}=[MIN:EXTENT,...] with {d} dimension(s) (no bounds query: give the region)\\n\");\n        return 2;\n    }}\n    void *{v}_data = calloc(drv_count({d}, {v}_ex) + 1, {eb});\n    if (!{v}_data) {{ fprintf(stderr, \"out of memory\\n\"); return 4; }}\n    drv_a[{i}] = {v}_data;",
            m = d.max(1),
            n = a.name,
            eb = usize::from(bits).div_ceil(8),
        );
        let _ = writeln!(
            s,
            "    {{ long st = 1; for (int k = 0; k < {d}; ++k) {{ drv_p[{p} + 3 * k] = {v}_mn[k]; drv_p[{p} + 3 * k + 1] = {v}_ex[k]; drv_p[{p} + 3 * k + 2] = st; st *= {v}_ex[k]; }} }}"
        );
        if a.input {
            let _ = writeln!(
                s,
                "    drv_fill({v}_data, {code}, {bits}, {d}, {v}_mn, {v}_ex, seed, \"{n}\");\n    printf(\"input {n}\");\n    for (int k = 0; k < {d}; ++k) printf(\" %ld %ld\", {v}_mn[k], {v}_ex[k]);\n    printf(\"\\n\");",
                n = a.name
            );
        }
        p += 3 * d;
    }
    for (i, sc) in k.scalars.iter().enumerate() {
        let _ = writeln!(
            s,
            "    spec = drv_arg(argc, argv, \"{n}\");\n    if (!spec) {{ fprintf(stderr, \"scalar {n}: expected {n}=VALUE\\n\"); return 2; }}\n    drv_s[{i}] = strtod(spec, NULL);",
            n = sc.name
        );
    }
    s.push_str(
        "    pthread_attr_t attr;\n    pthread_t th;\n    pthread_attr_init(&attr);\n    pthread_attr_setstacksize(&attr, (size_t)1 << 30);\n    if (pthread_create(&th, &attr, drv_thread, NULL) != 0) { fprintf(stderr, \"no kernel thread\\n\"); return 4; }\n    pthread_join(th, NULL);\n",
    );
    for a in k.arrays.iter().filter(|a| !a.input) {
        let v = names.get(&a.name);
        let _ = writeln!(
            s,
            "    if (!drv_write(argv[3], \"{n}\", {v}_data, {code}, {bits}, {d}, {v}_mn, {v}_ex)) return 4;",
            n = a.name,
            code = type_code(a.elem),
            bits = a.elem.bits,
            d = a.dims
        );
    }
    s.push_str("    return 0;\n}\n");
    Ok(s)
}
