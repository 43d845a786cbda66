#!/usr/bin/env python3
"""Generates Sources/PokedeskData/Resources/pokemons.plist from ../shared/data.

The plist is in the course's format:
  nombres  national dex code -> race name
  iconos   national dex code -> image file name
  tipos    type name -> [codes of the races of that type], ascending
plus the keys the course's format lacks: `tipos` cannot say which type comes first, and the
course's names are English (the app shows Spanish ones with --lang es):
  ranuras     code -> [type names in slot order] (primary type first)
  nombres_es  code -> the race's Spanish name, where it differs from its name (`name_es`)
  tipos_es    type name -> the type's Spanish name (`name_es`)

Run it from the repository root after the shared data changes:
  python3 scripts/generate-preload.py [path/to/shared/data]
The output is committed; the app never reads the CSV files. When the number of races or types
changes, update CatalogueSize.bundled (Sources/PokedeskData/Pokedesk/CatalogueSize.swift): start-up
trusts it instead of reading the plist, and PreloadTests fails until the two agree.
"""
import csv
import plistlib
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
data = Path(sys.argv[1]) if len(sys.argv) > 1 else root.parent / "shared" / "data"
output = root / "Sources" / "PokedeskData" / "Resources" / "pokemons.plist"

with open(data / "types.csv", newline="", encoding="utf-8") as f:
    type_rows = list(csv.DictReader(f))
type_names = {row["identifier"]: row["name"] for row in type_rows}
tipos_es = {row["name"]: row["name_es"] for row in type_rows}

nombres, nombres_es, iconos, ranuras = {}, {}, {}, {}
tipos = {name: [] for name in type_names.values()}
with open(data / "races.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        code = int(row["code"])
        nombres[str(code)] = row["name"]
        if row["name_es"] != row["name"]:
            nombres_es[str(code)] = row["name_es"]
        iconos[str(code)] = f"{code:03d}.png"
        slots = [type_names[t] for t in row["types"].split("|") if t]
        ranuras[str(code)] = slots
        for name in slots:
            tipos[name].append(code)

for codes in tipos.values():
    codes.sort()

plist = {
    "nombres": nombres,
    "nombres_es": nombres_es,
    "iconos": iconos,
    "tipos": tipos,
    "tipos_es": tipos_es,
    "ranuras": ranuras,
}
output.parent.mkdir(parents=True, exist_ok=True)
with open(output, "wb") as f:
    plistlib.dump(plist, f, sort_keys=True)
print(f"wrote {output.relative_to(root)}: {len(nombres)} races, {len(tipos)} types")
print(f"CatalogueSize.bundled must read: CatalogueSize(types: {len(tipos)}, races: {len(nombres)})")
