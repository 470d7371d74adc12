"""Pack the castle icon PNGs (made by tools/make_assets.py) into assets/icon.ico (Windows)
and assets/icon.icns (macOS). Both formats may embed PNG images, so no imaging library is
needed: the files are the PNGs with the small headers each desktop expects.

Run: python tools/make_desktop_icons.py
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"

ICO_SIZES = (16, 32, 48, 64, 128, 256)
# icns entry types that hold PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def _png(size: int) -> bytes:
    return (ASSETS / f"icon-{size}.png").read_bytes()


def ico_bytes(sizes=ICO_SIZES) -> bytes:
    images = [_png(s) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in zip(sizes, images):
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes() -> bytes:
    body = b""
    for size, kind in ICNS_TYPES.items():
        data = _png(size)
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    missing = [s for s in set(ICO_SIZES) | set(ICNS_TYPES) if not (ASSETS / f"icon-{s}.png").exists()]
    if missing:
        print(f"missing icon PNGs {sorted(missing)}: run python tools/make_assets.py first",
              file=sys.stderr)
        return 1
    (ASSETS / "icon.ico").write_bytes(ico_bytes())
    (ASSETS / "icon.icns").write_bytes(icns_bytes())
    print("wrote assets/icon.ico and assets/icon.icns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
