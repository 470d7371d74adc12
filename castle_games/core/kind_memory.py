"""What the kind computer players learned at this computer's tables, kept in `kindness.json`.

Read like every file the program owns (core/jsonfile.py): a damaged file is set aside and
said, a newer version's left as it is and said (and not written over), and every number in it
is checked to be what the kind level writes (a strength between 0 and 1, games by their
seed), so nothing this file holds can reach a game in play and stop it.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from pathlib import Path
from typing import Annotated, Literal

from castle_games.core import schema
from castle_games.core.bots import KIND_KEPT, KindMemory
from castle_games.core.jsonfile import (
    NewerFile,
    UnreadableFile,
    read_versioned,
    set_aside_told,
    write_unless_newer,
)
from castle_games.core.languages import N_, _

KINDNESS_KIND = "castle-games-kindness"
KINDNESS_VERSION = 1

log = logging.getLogger(__name__)

Seed = Annotated[int, schema.Range(-(2**63), 2**64)]


@dataclasses.dataclass
class KindnessFile:
    """The schema of the file: per game and table, a strength and the games learned from."""

    kind: Literal["castle-games-kindness"]
    version: Annotated[int, schema.Range(1, KINDNESS_VERSION)]
    strengths: dict[str, Annotated[float, schema.Range(0.0, 1.0)]] = dataclasses.field(
        default_factory=dict)
    learned: dict[str, list[Seed]] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Loaded:
    memory: KindMemory
    problem: str | None = None  # said once to the family, already translated


def load(path: Path) -> Loaded:
    """The memory kept in `path` (an empty one when there is none, or it cannot be used)."""
    memory = KindMemory()
    if not os.path.lexists(path):  # (a link to nowhere exists here, and is set aside)
        return Loaded(memory)
    try:
        data = read_versioned(path, KINDNESS_KIND, KINDNESS_VERSION)
        kept = schema.from_data(KindnessFile, data)
    except NewerFile as exc:
        log.warning("the kind players' memory of a newer version left as it is: %s", exc)
        return Loaded(memory, _(
            "What the kind computer players learned was kept by a newer Castle Games. It is "
            "left as it is; here they start gentle and learn nothing new."))
    except (UnreadableFile, schema.SchemaError) as exc:
        if isinstance(exc, schema.SchemaError):
            exc = UnreadableFile(path, N_("It is damaged ({problem})."), problem=exc)
        log.warning("the kind players' memory is unusable: %s", exc)
        return Loaded(memory, set_aside_told(exc, _(
            "What the kind computer players learned cannot be read, so they start gentle "
            "again. {why}")))
    memory.strengths.update(kept.strengths)
    memory.learned.update({k: v[-KIND_KEPT:] for k, v in kept.learned.items()})
    return Loaded(memory)


def save(memory: KindMemory, path: Path) -> bool:
    """Keep the memory; a full or read-only disk is logged and play goes on; a newer
    version's file is not written over (False)."""
    try:
        return write_unless_newer(path, {"kind": KINDNESS_KIND, "version": KINDNESS_VERSION,
                                         **memory.to_dict()})
    except OSError as exc:
        log.warning("could not keep the kind players' memory: %s", exc)
        return False
