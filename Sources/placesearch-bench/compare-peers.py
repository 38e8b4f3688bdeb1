#!/usr/bin/env python3
"""placesearch and its peers, side by side, in one run on this machine.

    python3 Sources/placesearch-bench/compare-peers.py [--peers DIR] [--quick] [--out FILE]

The peers are the benchmarks in ../shared/peers (SQLite FTS5, marisa-trie,
scipy cKDTree, SQLite R*Tree) on the same GeoNames data. This script

1. builds placesearch in release and makes sure its index exists;
2. writes the peers' own 200-query workload (common.workload) to a file and
   runs `placesearch-bench --json --workload FILE` five times (the median of
   each figure is reported), so both sides time the same 1,549 keystrokes;
3. runs the peers' in-process benchmarks (fts5_bench.py --no-build,
   marisa_bench.py, nearby_bench.py), unless --quick;
4. times whole processes with hyperfine (-N, warm-up 5, 40 runs), ours and
   the `sqlite3` command line on the peers' databases in the same hyperfine
   run, and their peak RSS with GNU time (median of 10) (this comes first,
   before the benchmark has read the whole index);
5. prints one Markdown table, and writes all figures as JSON (--out).

Setup, once: `sh ../shared/peers/setup.sh` (apt: hyperfine time sqlite3;
pip: marisa-trie scipy numpy; the data), then
`python3 ../shared/peers/fts5_bench.py _build tuned` and `... _build plain`
for the FTS5 databases, and `python3 ../shared/peers/nearby_bench.py` once
for the R*Tree database. Missing pieces are named, with the command.
"""
import argparse, json, os, shlex, shutil, statistics, subprocess, sys, tempfile, time

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.environ.get("PERFDATA", "/tmp/perfdata")
Q_TUNED = ("SELECT p.id, p.name, p.population FROM places p WHERE p.id IN (SELECT rowid >> 9 FROM names "
           "WHERE names MATCH '\"{p}\"*') ORDER BY p.population DESC, p.id LIMIT 10")
RTREE_50KM = ("SELECT count(*) FROM geo WHERE maxlat >= 37.117 AND minlat <= 38.016 "
              "AND maxlon >= 126.410 AND minlon <= 127.546")


def run(argv, **kw):
    return subprocess.run(argv, check=True, text=True, **kw)


def need(ok, what, fix):
    if not ok:
        sys.exit(f"compare-peers: {what} is missing; run: {fix}")


def hyperfine(commands):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as tf:
        out = tf.name
    argv = ["hyperfine", "-N", "--warmup", "5", "--runs", "40", "--style", "none", "--export-json", out]
    run(argv + [shlex.join(c) for c in commands], stdout=subprocess.DEVNULL)
    with open(out) as f:
        results = json.load(f)["results"]
    os.remove(out)
    return [{"median_ms": r["median"] * 1e3, "mean_ms": r["mean"] * 1e3} for r in results]


def peak_rss_mib(argv, runs=10):
    values = []
    for _ in range(runs):
        p = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True, check=True)
        values.append(int(p.stderr.strip().splitlines()[-1]))
    return statistics.median(values) / 1024


def median_of_runs(runs):
    """Each number of the benchmark's JSON, as the median over runs."""
    first = runs[0]
    if isinstance(first, dict):
        return {k: median_of_runs([r[k] for r in runs]) for k in first}
    if isinstance(first, (int, float)) and not isinstance(first, bool):
        return statistics.median(runs)
    return first


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--peers", default=os.path.join(REPO, "..", "shared", "peers"))
    ap.add_argument("--quick", action="store_true", help="skip the peers' in-process benchmarks")
    ap.add_argument("--out", default=os.path.join(DATA, "results", "compare.json"))
    args = ap.parse_args()
    peers = os.path.abspath(args.peers)
    need(os.path.exists(os.path.join(peers, "common.py")), f"the peers' scripts ({peers})", "--peers DIR")
    for tool in ("hyperfine", "sqlite3"):
        need(shutil.which(tool), tool, f"sh {peers}/setup.sh")
    need(os.path.exists("/usr/bin/time"), "GNU time", f"sh {peers}/setup.sh")
    tuned = os.path.join(DATA, "fts5_tuned.db")
    need(os.path.exists(tuned), tuned, f"python3 {peers}/fts5_bench.py _build tuned")
    rtree = os.path.join(DATA, "rtree.db")
    need(os.path.exists(rtree), rtree, f"python3 {peers}/nearby_bench.py")

    # 1. Ours, release.
    run(["swift", "build", "-c", "release", "--product", "placesearch"], cwd=REPO, stdout=subprocess.DEVNULL)
    run(["swift", "build", "-c", "release", "--product", "placesearch-bench"], cwd=REPO, stdout=subprocess.DEVNULL)
    exe = os.path.join(REPO, ".build", "release", "placesearch")
    index = os.path.join(REPO, ".build", "placesearch.idx")
    run([exe, "index", "info"], stdout=subprocess.DEVNULL)  # builds the index on first use
    built = os.path.join(DATA, "placesearch-build.idx")
    t = time.monotonic()
    run([exe, "index", "build", "--output", built], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    build_s = time.monotonic() - t
    os.remove(built)

    # Whole processes first, in one hyperfine run, while the index's pages are
    # in the page cache only as queries bring them (a process that reads the
    # whole file, as the benchmark does, leaves it in large folios, which
    # later faults map whole: 7.3 MiB instead of 5.4 for `query s`).
    fd = os.open(index, os.O_RDONLY)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(fd)
    cases = [
        ("placesearch query s", [exe, "query", "s"]),
        ("sqlite3 FTS5 tuned 's'", ["sqlite3", tuned, Q_TUNED.format(p="s")]),
        ("placesearch query seou", [exe, "query", "seou"]),
        ("sqlite3 FTS5 tuned 'seou'", ["sqlite3", tuned, Q_TUNED.format(p="seou")]),
        ("placesearch nearby 37.5665,126.978", [exe, "nearby", "37.5665,126.978"]),
        ("sqlite3 R*Tree 50 km around Seoul", ["sqlite3", rtree, RTREE_50KM]),
        ("placesearch query 역삼", [exe, "query", "역삼"]),
        ("placesearch reverse 37.5,127.03", [exe, "reverse", "37.5,127.03"]),
    ]
    times = hyperfine([c for _, c in cases])
    processes = {}
    for (name, argv), t in zip(cases, times):
        processes[name] = {**t, "peak_rss_MiB": peak_rss_mib(argv)}

    # The peers' FTS5 (tuned) over our own names, for the size comparison.
    names = os.path.join(DATA, "our-names.tsv")
    ours_db = os.path.join(DATA, "fts5_our_names.db")
    run([os.path.join(REPO, ".build", "release", "placesearch-bench"), "--index", index,
         "--export-names", names], stdout=subprocess.DEVNULL)
    fts5_ours = json.loads(run([sys.executable, os.path.join(REPO, "Sources", "placesearch-bench",
                                                            "fts5-our-names.py"), names, ours_db],
                               capture_output=True).stdout)

    # 2. The peers' workload, through our benchmark.
    # (In a child: loading the places takes 290 MiB, and on Linux a process
    # started from this one would report that as its own peak RSS.)
    os.makedirs(os.path.join(DATA, "results"), exist_ok=True)
    workload = os.path.join(DATA, "workload.txt")
    run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import common; "
         "open(sys.argv[2], 'w', encoding='utf-8').write('\\n'.join(common.workload(common.load_places())) + '\\n')",
         peers, workload])
    with open(workload, encoding="utf-8") as f:
        queries = f.read().split("\n")[:-1]
    # This machine is noisy (a run's p50 moves by ±15%): five runs, and the
    # median of each figure over them.
    runs = []
    for _ in range(5):
        bench = run([os.path.join(REPO, ".build", "release", "placesearch-bench"), "--json", "--workload",
                     workload, "--index", index], capture_output=True).stdout
        runs.append(json.loads(bench))
    ours = median_of_runs(runs)

    # 3. The peers in process (minutes: FTS5 answers 1-letter prefixes in tens of ms).
    if not args.quick:
        for script in ("fts5_bench.py", "marisa_bench.py", "nearby_bench.py"):
            extra = ["--no-build"] if script == "fts5_bench.py" else []
            print(f"running {script} …", file=sys.stderr, flush=True)
            run([sys.executable, os.path.join(peers, script)] + extra, cwd=os.path.dirname(peers),
                stdout=subprocess.DEVNULL)
    peer = {}
    for name in ("fts5", "marisa", "nearby"):
        path = os.path.join(DATA, "results", f"{name}.json")
        if os.path.exists(path):
            with open(path) as f:
                peer[name] = json.load(f)

    # 5. The table.
    def row(name, goal, mine, theirs):
        print(f"| {name} | {goal} | {mine} | {theirs} |")

    def us(x):
        return f"{x:.1f} µs" if x < 100 else f"{x / 1000:.1f} ms" if x >= 1000 else f"{x:.0f} µs"

    def fts5(sem="anytoken"):
        for q in peer.get("fts5", {}).get("queries", []):
            if q.get("variant") == "tuned" and q.get("semantics") == sem:
                return q
        return None

    def marisa_topk():
        for q in peer.get("marisa", {}).get("queries", []):
            if q.get("mode") == "name" and "marisa_items+topk" in q:
                return q["marisa_items+topk"]
        return None

    def ckdtree():
        for r in peer.get("nearby", []):
            if r.get("impl") == "ckdtree":
                return r
        return None

    all_keys = ours["complete, all keystrokes"]
    one = ours["complete, 1 character"]
    print(f"placesearch: {ours['index']['places']} places; workload {workload} "
          f"({len(queries)} queries, {all_keys['n']} samples)\n")
    print("| figure | goal | placesearch | best peer, same run |")
    print("|---|---|---|---|")
    f = fts5()
    row("per keystroke, all (p50 / p99)", "≤ 3 µs / ≤ 30 µs",
        f"{us(all_keys['p50_us'])} / {us(all_keys['p99_us'])}",
        f"FTS5 tuned {us(f['p50_us'])} / {us(f['p99_us'])}" if f else "–")
    m = marisa_topk()
    by1 = (f or {}).get("by_len", {}).get("len1")
    theirs = []
    if by1:
        theirs.append(f"FTS5 tuned {us(by1['p50_us'])} / {us(by1['p99_us'])}")
    if m and m.get("by_len", {}).get("len1"):
        theirs.append(f"marisa + top-10 p99 {us(m['by_len']['len1']['p99_us'])}")
    row("1-letter prefix (p50 / p99)", "p99 ≤ 30 µs", f"{us(one['p50_us'])} / {us(one['p99_us'])}",
        ", ".join(theirs) or "–")
    for key in ("korean: IME states (jamo)", "korean: initials", "korean: wrong keyboard",
                "korean addresses: IME states"):
        row(key + " p99", "≤ 50 µs", us(ours[key]["p99_us"]), "none has it")
    if "reverse, points in Korea" in ours:
        row("reverse in Korea p99", "≤ 20 µs", us(ours["reverse, points in Korea"]["p99_us"]), "–")
    row("typo-tolerant p99", "≤ 1 ms", us(ours["typo-tolerant (whole words)"]["p99_us"]), "none tolerates typos")
    k = ckdtree()
    for r, goal in (("5", "≤ 15 µs"), ("50", "≤ 80 µs")):
        mine = ours[f"nearby {r} km, all kinds"]
        theirs = f"cKDTree {us(k[r + 'km']['p99_us'])}" if k and (r + "km") in k else "–"
        row(f"nearby {r} km p99", goal, us(mine["p99_us"]), theirs)
    p = processes
    row("whole process `query s` (median, peak RSS)", "≤ 2 ms, ≤ 8 MiB",
        f"{p['placesearch query s']['median_ms']:.2f} ms, {p['placesearch query s']['peak_rss_MiB']:.1f} MiB",
        f"`sqlite3` FTS5 {p[cases[1][0]]['median_ms']:.2f} ms, {p[cases[1][0]]['peak_rss_MiB']:.1f} MiB")
    row("whole process `query seou`", "–", f"{p['placesearch query seou']['median_ms']:.2f} ms",
        f"`sqlite3` FTS5 {p[cases[3][0]]['median_ms']:.2f} ms")
    row("whole process `nearby 37.5665,126.978`", "≤ 2 ms",
        f"{p[cases[4][0]]['median_ms']:.2f} ms", f"`sqlite3` R*Tree {p[cases[5][0]]['median_ms']:.2f} ms")
    qs = p["placesearch query s"]["median_ms"]
    for name in ("placesearch query 역삼", "placesearch reverse 37.5,127.03"):
        row(f"whole process `{name[12:]}`", "≤ 1.3× `query s`",
            f"{p[name]['median_ms']:.2f} ms ({p[name]['median_ms'] / qs:.2f}×)", "–")
    size = os.path.getsize(index)
    row("index file", "≤ 0.75× FTS5 over our names", f"{size / 2**20:.1f} MiB ({size / fts5_ours['bytes']:.2f}×)",
        f"FTS5 tuned over our {fts5_ours['names']:,} names {fts5_ours['bytes'] / 2**20:.1f} MiB; "
        f"over the peers' names {os.path.getsize(tuned) / 2**20:.1f} MiB")
    fts5_builds = [b for b in peer.get("fts5", {}).get("builds", []) if b.get("variant") == "tuned"]
    row("index build", "≤ 5 s", f"{build_s:.1f} s",
        f"FTS5 tuned {fts5_builds[0]['build_s_total_incl_optimize_vacuum']} s" if fts5_builds
        else "FTS5 tuned 3.1 s (RESULTS.md; not rebuilt here)")
    row("index open (median of 21)", "≤ 0.2 ms", f"{ours['index']['open_us'] / 1000:.3f} ms", "–")
    row("peak RSS, benchmark process", "–", f"{ours['peak_rss_MiB']:.0f} MiB", "–")

    with open(args.out, "w") as fo:
        json.dump({"placesearch": ours, "build_s": build_s, "processes": processes, "peers": peer,
                   "fts5_over_our_names": fts5_ours}, fo, indent=1,
                  ensure_ascii=False)
    print(f"\nall figures: {args.out}")


if __name__ == "__main__":
    main()
