#!/usr/bin/env python3
"""Build the peers' tuned SQLite FTS5 index over OUR names, for the size
comparison of the index (issue 10: our index <= 0.75x this one).

Usage: python3 Sources/placesearch-bench/fts5-our-names.py NAMES.tsv OUT.db
NAMES.tsv comes from `placesearch-bench --export-names NAMES.tsv`. The schema
and settings are those of ../shared/peers/fts5_bench.py, variant "tuned":
a places table (id, name, lat, lon, population, kind) and a contentless
fts5(name, content='', columnsize=0, tokenize='unicode61 remove_diacritics 2',
prefix='1 2 3') with rowid = place << 9 | name index; optimized and vacuumed.
Prints one JSON line: places, names, bytes.
"""
import json, os, sqlite3, sys, time

KINDS = {}

def rows(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            yield int(fields[0]), fields[1], int(fields[2]), float(fields[3]), float(fields[4]), fields[5:]

def main(src, out):
    for suf in ("", "-journal", "-wal"):
        if os.path.exists(out + suf):
            os.remove(out + suf)
    t0 = time.perf_counter()
    db = sqlite3.connect(out)
    db.execute("PRAGMA journal_mode=OFF")
    db.execute("PRAGMA synchronous=OFF")
    db.execute("CREATE TABLE places(id INTEGER PRIMARY KEY, name TEXT, lat REAL, lon REAL, population INTEGER, kind INTEGER)")
    db.execute("CREATE VIRTUAL TABLE names USING fts5(name, content='', columnsize=0, "
               "tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')")
    places = list(rows(src))
    kinds = {k: i for i, k in enumerate(sorted({p[1] for p in places}))}
    db.executemany("INSERT INTO places VALUES (?,?,?,?,?,?)",
                   ((p[0], p[5][0] if p[5] else "", p[3], p[4], p[2], kinds[p[1]]) for p in places))
    # At most 512 names a place fit the rowid scheme (place << 9 | i).
    db.executemany("INSERT INTO names(rowid, name) VALUES (?,?)",
                   (((p[0] << 9) | i, n) for p in places for i, n in enumerate(p[5][:512])))
    db.commit()
    db.execute("INSERT INTO names(names) VALUES('optimize')")
    db.commit()
    db.execute("VACUUM")
    db.close()
    print(json.dumps({"places": len(places), "names": sum(min(len(p[5]), 512) for p in places),
                      "bytes": os.path.getsize(out), "seconds": round(time.perf_counter() - t0, 1)}))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
