#!/usr/bin/env bash
# Builds a libFuzzer target with the PlaceIndex sources (address sanitizer
# on) and runs it.
#
#   Tests/Reliability/fuzz.sh query|index|reader [SECONDS, default 600] [libFuzzer options]
#
# Targets (Tests/Reliability/Fuzz/):
#   query   bytes -> query text and options -> complete, resolve, nearby, reverse
#           (on the bundled index: .build/placesearch.idx, or $PLACESEARCH_FUZZ_INDEX)
#   index   bytes -> an index file -> open, verify, validate, search
#   reader  bytes -> each data file -> its reader
# The seed corpus is Tests/Reliability/Fuzz/corpus/<target>; new inputs go to
# .build/fuzz/corpus-<target>, crashes to .build/fuzz/<target>-crash-*.
# Long runs are not part of CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:?usage: fuzz.sh query|index|reader [seconds]}"
seconds="${2:-600}"
shift $(( $# >= 2 ? 2 : 1 ))
case "$target" in
  query) file=QueryFuzz.swift; maxlen=512 ;;
  index) file=IndexFuzz.swift; maxlen=200000 ;;
  reader) file=ReaderFuzz.swift; maxlen=4096 ;;
  *) echo "unknown target '$target'; use query, index or reader" >&2; exit 64 ;;
esac
mkdir -p .build/fuzz "$PWD/.build/fuzz/corpus-$target"
bin=".build/fuzz/$target"
# A snapshot of the sources, so that editing them while it compiles is safe.
rm -rf ".build/fuzz/src-$target" && mkdir -p ".build/fuzz/src-$target"
cp -r Sources/PlaceIndex "Tests/Reliability/Fuzz/$file" ".build/fuzz/src-$target/"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name PlaceIndex \
  $(find ".build/fuzz/src-$target" -name '*.swift') -o "$bin" 2>&1 | grep -v "Cannot export local symbol" || true
[ -x "$bin" ] || { echo "fuzz.sh: the $target target did not build" >&2; exit 1; }
if [ "$target" = query ] && [ -z "${PLACESEARCH_FUZZ_INDEX:-}" ]; then
  [ -f .build/placesearch.idx ] || swift run -c release placesearch query seoul --limit 1 >/dev/null
  export PLACESEARCH_FUZZ_INDEX="$PWD/.build/placesearch.idx"
fi
cd .build/fuzz
exec "./$target" -max_total_time="$seconds" -max_len="$maxlen" -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$target-" -print_final_stats=1 "$@" \
  "corpus-$target" "../../Tests/Reliability/Fuzz/corpus/$target"
