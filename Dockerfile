# halide-tv in a container: Debian bookworm with the Rust toolchain, the patched and stock Halide 19
# built by scripts/setup, the workspace built in release mode. The default command is the main job.
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
# Set-up first (the slow, cacheable layer): it needs only the scripts and the patch series.
COPY scripts/ scripts/
COPY halide-patches/ halide-patches/
RUN scripts/setup

COPY . .
RUN . "$(scripts/setup --print env)" && cargo build --release --workspace

CMD ["scripts/run"]
