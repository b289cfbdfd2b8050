#!/bin/sh
# The site's production process, started this one way by `npm start`, the Procfile and `npm run bench`, so
# the benchmark measures what runs. Arguments are extra Node options (bench/ab-cpu.ts passes some).
#
# MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena (up to 8 per core) and
# keeps what they freed. libuv's pool (compression, file reads, sharp) and libvips' AVIF encoder spread
# their buffers over those arenas: a few cold image encodes left 60-80 MB behind. Two arenas: RSS after a
# 50-connection run -30 MB, cold images -50 MB, CPU per page not higher (docs/performance.md, "RSS").
#
# V8 (docs/decisions/040-young-garbage.md):
# --no-allocation-site-pretenuring: V8 had learnt to allocate an array of React's page renderer straight in
#   the old generation, so every string of the page pushed into it outlived two young collections: a search
#   page promoted 165 KB of garbage, 13 KB without.
# --heap-growing-percent=100: the old generation may grow to twice what survived a full collection, not
#   four times. With little garbage promoted that costs no CPU: RSS 274 -> 198 MB, CPU per page -13%.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export NODE_ENV=production
exec node --no-allocation-site-pretenuring --heap-growing-percent=100 "$@" dist/server/index.js
