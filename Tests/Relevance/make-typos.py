#!/usr/bin/env python3
"""Misspelt names of big cities: Tests/Relevance/typos.tsv.

Usage: python3 Tests/Relevance/make-typos.py
The typing errors people make in a name, one each: a letter typed twice
(berlinn, barcelonna), one left out (barcelna), two swapped (barcleona), and
a neighbouring key on a QWERTY keyboard (berlim), at the end of the name or
inside it. The names are those of the cities of 500,000 people or more in
GeoNames (Data/cities1000.txt), and of the Korean ones of 100,000 or more
by their Hangul names, the vowel or final consonant of their last syllable
mistyped (인천 as 인촌, 수원 as 수웜), the answer is the GeoNames id of the city, not
anything the engine says. A city is skipped when another place of its name
is a tenth as big or more (the query is then ambiguous), and a typo when it
is itself a name of some place in the file. Seeded: a re-run gives the same
file.
"""
import os, random, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..', 'Data')
rng = random.Random(23)

def norm(s):
    s = unicodedata.normalize('NFKD', s.lower())
    return ''.join(c for c in s if c.isalnum() or c == ' ').strip()

cities, names, population_of = [], set(), {}
for line in open(os.path.join(DATA, 'cities1000.txt'), encoding='utf-8'):
    f = line.rstrip('\n').split('\t')
    if len(f) < 15 or f[6] != 'P':
        continue
    pop = int(f[14] or 0)
    for n in [f[1], f[2]] + f[3].split(','):
        k = norm(n)
        if k:
            names.add(k)
            population_of[k] = max(population_of.get(k, 0), pop) if k != norm(f[2]) else population_of.get(k, 0)
    cities.append((pop, f[0], f[2]))
# The biggest other place of each ASCII name.
by_name = {}
for pop, gid, ascii_name in cities:
    by_name.setdefault(norm(ascii_name), []).append(pop)
QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm']
def neighbours(c):
    for r, row in enumerate(QWERTY):
        i = row.find(c)
        if i >= 0:
            return [row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)]
    return []

KINDS = ['end-extra', 'end-wrong', 'doubled', 'dropped', 'swapped', 'neighbour']
def typo(name, kind):
    letters = [i for i, c in enumerate(name) if c.isalpha()]
    inner = [i for i in letters if 0 < i < len(name) - 1]
    if kind == 'end-extra':
        return name + name[-1]
    if kind == 'end-wrong':
        n = neighbours(name[-1])
        return name[:-1] + rng.choice(n) if n else None
    i = rng.choice(inner)
    if kind == 'doubled':
        return name[:i] + name[i] + name[i:]
    if kind == 'dropped':
        return name[:i] + name[i + 1:]
    if kind == 'swapped':
        if not name[i + 1].isalpha() or name[i] == name[i + 1]:
            return None
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    n = neighbours(name[i])
    return name[:i] + rng.choice(n) + name[i + 1:] if n else None

big = sorted((c for c in cities if c[0] >= 500_000), key=lambda c: (-c[0], c[1]))
chosen = []
for pop, gid, ascii_name in big:
    key = norm(ascii_name)
    if len(key) < 6 or not key.isascii() or any(p * 10 >= pop for p in by_name[key] if p != pop):
        continue
    chosen.append((gid, key))
rng.shuffle(chosen)
cases, per_kind = [], 20
for kind in KINDS:
    n = 0
    for gid, key in chosen:
        if n == per_kind:
            break
        t = typo(key, kind)
        if not t or t in names or t == key:
            continue
        cases.append((kind, t, f'geonames:{gid}', f'{key} misspelt ({kind})'))
        n += 1
    chosen = chosen[per_kind:] + chosen[:per_kind]
# Korean: the last syllable of the Hangul name of a Korean city of 100,000
# or more (its everyday name in cities1000.txt, 인천 for 인천광역시)
# with its vowel or final consonant mistyped as a similar one (인촌, 부선,
# 수웜): what the IME spells when one jamo is wrong. Not when the typo is
# itself a place's whole name here or in Data/kr-areas.tsv.
VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'
FINALS = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'
SIMILAR_VOWEL = {'ㅏ': 'ㅓ', 'ㅓ': 'ㅗ', 'ㅗ': 'ㅜ', 'ㅜ': 'ㅡ', 'ㅡ': 'ㅜ', 'ㅐ': 'ㅔ', 'ㅔ': 'ㅐ', 'ㅕ': 'ㅛ', 'ㅛ': 'ㅕ', 'ㅑ': 'ㅕ', 'ㅣ': 'ㅡ'}
SIMILAR_FINAL = {'ㄴ': 'ㅇ', 'ㅇ': 'ㄴ', 'ㅁ': 'ㄴ', 'ㄹ': 'ㄴ', 'ㄱ': 'ㅇ'}
def korean_typo(name, kind):
    code = ord(name[-1]) - 0xAC00
    if not 0 <= code < 11172:
        return None
    initial, vowel, final = code // 588, (code % 588) // 28, code % 28
    if kind == 'ko-vowel':
        v = SIMILAR_VOWEL.get(VOWELS[vowel])
        if not v:
            return None
        vowel = VOWELS.index(v)
    else:
        f = SIMILAR_FINAL.get(FINALS[final]) if final else None
        if not f:
            return None
        final = FINALS.index(f)
    return name[:-1] + chr(0xAC00 + initial * 588 + vowel * 28 + final)

def hangul(n):
    return len(n) >= 2 and all(0xAC00 <= ord(c) <= 0xD7A3 for c in n)
area_names, upper_areas = set(), set()
for line in open(os.path.join(DATA, 'kr-areas.tsv'), encoding='utf-8'):
    f = line.split('\t')
    area_names.add(f[2])
    if f[1] in ('1', '2'):
        upper_areas.add(f[2])
korean = []
for line in open(os.path.join(DATA, 'cities1000.txt'), encoding='utf-8'):
    f = line.rstrip('\n').split('\t')
    if len(f) < 15 or f[8] != 'KR' or f[6] != 'P' or int(f[14] or 0) < 100_000:
        continue
    # Its everyday name: a Hangul name that is a 시도's or 시군구's less its
    # suffix (서울 of 서울특별시; not 경성, an old name of Seoul).
    everyday = sorted(n for n in f[3].split(',') if hangul(n)
                      and any(n + x in upper_areas for x in ('시', '군', '구', '특별시', '광역시', '특별자치시')))
    if everyday:
        korean.append((int(f[14] or 0), f[0], everyday[0]))
korean.sort(key=lambda c: (-c[0], c[1]))
ko_rng = random.Random(29)
ko_rng.shuffle(korean)
for kind in ['ko-vowel', 'ko-final']:
    n = 0
    for pop, gid, name in korean:
        if n == 15:
            break
        t = korean_typo(name, kind)
        # (Nor the start of a 시도's or 시군구's name, 경상 of 경상북도, nor an
        # area's name less its suffix, 이촌 of 이촌동: those mean the area.)
        if not t or t in names or t in area_names or t == name or any(a.startswith(t) for a in upper_areas):
            continue
        if any(t + x in area_names for x in ('동', '리', '면', '읍', '가', '동1가', '1가')):
            continue
        cases.append((kind, t, f'geonames:{gid}', f'{name} misspelt ({kind}: the last syllable\'s {"vowel" if kind == "ko-vowel" else "final consonant"})'))
        n += 1
# ko-suffix: a 읍면동 of Data/kr-areas.tsv after its 시군구, the vowel or
# the final of its 동 mistyped (강남구 역삼둥, 송파구 잠실돈): the answer is
# the 동's code. Not when the typo starts another area's name.
areas = [line.rstrip('\n').split('\t') for line in open(os.path.join(DATA, 'kr-areas.tsv'), encoding='utf-8')][1:]
by_code = {a[0]: a for a in areas}
dongs = sorted((a for a in areas if a[1] == '3' and a[2].endswith('동') and len(a[2]) >= 3
                and hangul(a[2]) and a[3] in by_code), key=lambda a: a[0])
ko_rng.shuffle(dongs)
n = 0
for a in dongs:
    if n == 20:
        break
    typo_word = a[2][:-1] + ('둥' if n % 2 == 0 else '돈')
    if any(x.startswith(typo_word) for x in area_names):
        continue
    district = by_code[a[3]][2]
    cases.append(('ko-suffix', f'{district} {typo_word}', f'kr:{a[0]}',
                  f'{district} {a[2]} misspelt (ko-suffix: the 동\'s {"vowel" if n % 2 == 0 else "final"})'))
    n += 1
with open(os.path.join(HERE, 'typos.tsv'), 'w', encoding='utf-8') as out:
    out.write('slice\tquery\texpected\toptions\twhy\n')
    out.write('# Generated by make-typos.py (seed 23) from Data/cities1000.txt (GeoNames): the names of cities of\n')
    out.write('# 500,000 or more, each with one typing error; the answer is the city. ko-vowel, ko-final: Korean\n')
    out.write('# cities of 100,000 or more by their Hangul name, its last syllable\'s vowel or final mistyped. ko-suffix:\n')
    out.write('# a 동 of Data/kr-areas.tsv after its 시군구, its 동 mistyped (둥, 돈); the answer is the 동.\n')
    for kind, q, expected, why in cases:
        out.write(f'{kind}\t{q}\t{expected}\t\t{why}\n')
print(len(cases), 'cases')
