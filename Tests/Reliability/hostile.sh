#!/usr/bin/env bash
# Hostile input, whole processes: each query below against `query s`, in one
# hyperfine run (release build), and the peak memory of each (GNU time).
# Goal (issue 11): within 20x `query s` in time and within 64 MiB.
#
#   Tests/Reliability/hostile.sh            # needs hyperfine and GNU time
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product placesearch >/dev/null
P="$PWD/.build/release/placesearch"
# A copy of the index, so that the page cache's state after a build or a
# verify (large folios, counted whole in RSS) does not skew the memory.
"$P" query s >/dev/null 2>&1 || true  # builds the default index if needed
SRC=$("$P" index info --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["path"])')
export PLACESEARCH_INDEX="$(mktemp -d)/places.idx"
cp "$SRC" "$PLACESEARCH_INDEX"
# Each input in a file, passed as arguments by xargs (so that the commands
# hyperfine runs stay short; `query s` goes through xargs too, to compare
# like with like).
D=$(mktemp -d)
python3 - "$D" <<'PY'
import random, sys
d = sys.argv[1]
random.seed(1)
inputs = {
    "s": "s",
    "1mb": " ".join(["a" * 100000] * 10),  # ten arguments of 100 KB (one may hold 128 KiB)
    "words": " ".join(["ab"] * 10000),
    "jamo": "".join(random.choice("ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅏㅓㅗㅜ") for _ in range(10000)),
    "qualifiers": "seoul, " * 3000,
    "typos": " ".join("".join(random.choice("qwxzjkv") for _ in range(9)) for _ in range(2000)),
}
for name, text in inputs.items():
    open(f"{d}/{name}", "w").write(text)
PY
cmds=("xargs -a $D/s $P query" "xargs -a $D/1mb $P query" "xargs -a $D/words $P query"
  "xargs -a $D/jamo $P query" "xargs -a $D/qualifiers $P query" "xargs -a $D/typos $P query"
  "xargs -a $D/words $P query --explain" "xargs -a $D/typos $P query --near 37.5,127"
  "xargs -a $D/words $P resolve")
names=("query s" "1 MB" "10,000 words" "10,000 jamo" "3,000 qualifiers" "typo-heavy 2,000 words"
  "--explain 10,000 words" "--near typo-heavy" "resolve 10,000 words")
hyperfine -N -i -w 5 -r 40 --export-json "$D/hostile.json" "${cmds[@]}" >/dev/null 2>&1
python3 - "$D/hostile.json" "${names[@]}" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
for name, x in zip(sys.argv[2:], r):
    print(f"{name:26s} {x['median']*1000:7.2f} ms  {x['median']/r[0]['median']:5.2f}x query s")
PY
for i in "${!cmds[@]}"; do
  /usr/bin/time -f "${names[$i]}: %M KiB peak" ${cmds[$i]} >/dev/null 2>"$D/mem" || true
  tail -1 "$D/mem"
done
