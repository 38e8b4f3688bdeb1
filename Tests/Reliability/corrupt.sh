#!/usr/bin/env bash
# Damages the fixture index in N seeded ways (default 1000; CI runs 200) and
# queries every copy: each must end in a clean error or in results, within
# the time bound. See Tests/PlaceIndexTests/Reliability/CorruptionTests.swift.
#
#   Tests/Reliability/corrupt.sh [N]
#   PLACESEARCH_CORRUPTION_ONLY=SEED Tests/Reliability/corrupt.sh   # one seed
set -euo pipefail
cd "$(dirname "$0")/../.."
PLACESEARCH_CORRUPTION_SEEDS="${1:-1000}" swift test --filter CorruptionTests
