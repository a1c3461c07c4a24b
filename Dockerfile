# halide-tv in a container: Debian bookworm with the Rust toolchain, the patched, stock and
# fault-injection Halide 19 and the imath-32 isl-rs built by scripts/setup, the workspace built in
# release mode. The default command is the main job.
#   docker build -t halide-tv .
#   docker run --rm halide-tv                 # scripts/run: the apps table
#   docker run --rm halide-tv scripts/test    # the test suite
FROM rust:1-bookworm

ENV HALIDE_TV_CACHE=/opt/halide-tv-cache \
    DEBIAN_FRONTEND=noninteractive
RUN apt-get update && apt-get install -y --no-install-recommends python3 python3-venv sudo \
    && rm -rf /var/lib/apt/lists/*
RUN rustup component add rustfmt clippy

WORKDIR /opt/halide-tv
# Set-up first (the slow, cacheable layer): it needs only the scripts, the patch series and the
# isl-rs patch.
COPY scripts/ scripts/
COPY halide-patches/ halide-patches/
COPY validator/isl-rs-patches validator/isl-rs-patches
RUN scripts/setup

COPY . .
# .deps/ (the isl-rs link made by scripts/setup) is not in the build context (.dockerignore): re-link.
RUN scripts/setup && . "$(scripts/setup --print env)" && cargo build --release --workspace

CMD ["scripts/run"]
