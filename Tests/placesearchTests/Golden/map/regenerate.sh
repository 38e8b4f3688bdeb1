#!/usr/bin/env bash
# Regenerates the golden text maps of MapTests from the bundled data:
#   bash Tests/placesearchTests/Golden/map/regenerate.sh
# Review the diff before committing: a change here is a change users see.
set -euo pipefail
cd "$(dirname "$0")"
ps=../../../../.build/debug/placesearch
[ -x "$ps" ] || (cd ../../../.. && swift build --product placesearch)
for size in 80x24 100x30; do
  # 강남역, 5 km, every brand
  "$ps" map 37.4979,127.0276 --radius 5km --size "$size" --color never > "gangnam-5km-$size.txt" || true
  # 홍대입구역, 2 km, 메가박스 only
  "$ps" map 37.5572,126.9245 --radius 2km --brand megabox --size "$size" --color never > "hongdae-2km-megabox-$size.txt" || true
  # The East Sea off Ulsan: nothing near
  "$ps" map 35.3,129.9 --radius 5km --size "$size" --color never > "sea-5km-$size.txt" || true
done
