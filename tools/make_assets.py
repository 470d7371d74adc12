"""Generate the images from code: the castle icon at every size a desktop asks for (in
assets/), and the launcher's door pictures (in each game's package, where its manifest's
`door_pictures` says).

Run it after changing castle_games/ui/icon.py or ui/doors.py:  python tools/make_assets.py
The PNGs are committed, so players never need this script.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from castle_games import plugins  # noqa: E402
from castle_games.ui import doors  # noqa: E402
from castle_games.ui.icon import SIZES, draw_icon  # noqa: E402


def main() -> int:
    pygame.display.init()
    out_dir = ROOT / "assets"
    out_dir.mkdir(exist_ok=True)
    for size in SIZES:
        path = out_dir / f"icon-{size}.png"
        pygame.image.save(draw_icon(size), str(path))
        print(f"wrote {path.relative_to(ROOT)}")
    # icon.png: the size desktop files and bundlers pick by default.
    pygame.image.save(draw_icon(256), str(out_dir / "icon.png"))
    print("wrote assets/icon.png")
    # The launcher's door pictures, closed and open, for every installed game.
    for game in plugins.manifests():
        for kind in doors.KINDS:
            path = Path(str(game.door_picture(kind)))
            pygame.image.save(doors.render_art(game, kind), str(path))
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
