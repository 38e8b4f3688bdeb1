#!/usr/bin/env python3
"""Writes a synthetic GeoNames dump: ROWS rows in the exact 19-column layout
of allCountries.txt (https://download.geonames.org/export/dump/readme.txt),
for measuring `placesearch index build` at allCountries scale (13 million
rows) without downloading it. Deterministic for a given ROWS and --seed.

Shape, matched to the real file: about 125 bytes a row; a third of the rows
are populated places (feature class P) with a long-tailed population; the
rest mountains, streams, stations, farms and so on; most rows have no
alternate names, a few have many; names are made of syllables, some with
diacritics, some in Cyrillic or Hangul.

    python3 Tests/Scale/synthetic_geonames.py 13000000 /tmp/allCountries.txt
"""
import random
import sys

SYLLABLES = ("ka ke ki ko ku sa se si so su ta te ti to tu na ne ni no nu ha he hi ho hu ma me mi mo mu "
             "ra re ri ro ru wa ba be bi bo bu da de di do du ga ge gi go gu pa pe pi po pu an en in on "
             "ar er ir or ur al el il ol ul berg burg dorf ville ton field ford mont san sankt").split()
ACCENTED = {"a": "á", "e": "é", "o": "ö", "u": "ü", "i": "í"}
CYRILLIC = "абвгдеклмнопрстуф"
HANGUL_START = 0xAC00
CLASSES = [("P", ["PPL", "PPL", "PPL", "PPLA", "PPLA2", "PPLX", "PPLL"], 33),
           ("H", ["STM", "LK", "SPNG", "BAY", "RSV"], 20),
           ("T", ["MT", "HLL", "PK", "VAL", "ISL", "PASS"], 20),
           ("S", ["FRM", "SCH", "CH", "RSTN", "HTL", "BLDG", "MUS"], 15),
           ("L", ["AREA", "LCTY", "PRK"], 5),
           ("A", ["ADM2", "ADM3", "ADM4"], 4),
           ("V", ["FRST"], 2),
           ("R", ["RD"], 1)]
COUNTRIES = ("US CN IN RU BR DE FR GB IT ES MX ID JP KR TR IR PK NG EG ZA AR CO PE VE CL PL UA RO NL BE "
             "SE NO FI DK CZ AT CH HU PT GR IL SA AE TH VN PH MY AU NZ CA KE ET TZ DZ MA SD IQ AF UZ KZ").split()


def word(rng):
    w = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 3)))
    if rng.random() < 0.08:
        i = rng.randrange(len(w))
        w = w[:i] + ACCENTED.get(w[i], w[i]) + w[i + 1:]
    return w.capitalize()


def name(rng):
    return " ".join(word(rng) for _ in range(rng.choice((1, 1, 1, 2, 2, 3))))


def other_script(rng):
    if rng.random() < 0.5:
        return "".join(rng.choice(CYRILLIC) for _ in range(rng.randint(3, 9))).capitalize()
    return "".join(chr(HANGUL_START + rng.randrange(11172)) for _ in range(rng.randint(2, 4)))


def main():
    rows = int(sys.argv[1])
    out = sys.argv[2]
    seed = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--seed" else 7
    rng = random.Random(seed)
    weights = [c[2] for c in CLASSES]
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for i in range(rows):
            fclass, codes, _ = rng.choices(CLASSES, weights)[0]
            code = rng.choice(codes)
            n = name(rng)
            ascii_name = n.translate(str.maketrans("áéöüí", "aeoui"))
            alts = []
            r = rng.random()
            if r > 0.7:
                for _ in range(rng.choice((1, 1, 2, 3, 5, 12))):
                    alts.append(other_script(rng) if rng.random() < 0.4 else name(rng))
            population = 0
            if fclass == "P":
                population = int(rng.paretovariate(1.1) * 80) if rng.random() < 0.6 else 0
            cc = rng.choice(COUNTRIES)
            lat = rng.uniform(-60, 75)
            lon = rng.uniform(-180, 180)
            f.write("\t".join((
                str(i + 1), n, ascii_name, ",".join(alts), f"{lat:.5f}", f"{lon:.5f}", fclass, code, cc, "",
                f"{rng.randint(1, 40):02d}", str(rng.randint(1, 300)) if rng.random() < 0.5 else "", "", "",
                str(population), "", str(rng.randint(0, 3000)), "Etc/UTC", "2024-01-01")) + "\n")


if __name__ == "__main__":
    main()
