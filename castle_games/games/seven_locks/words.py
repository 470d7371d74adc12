"""What the banner over the castle and the players' tags say: whose turn, what to do.

Both are asked for every frame they are drawn, so they are always in the language in use.
"""

from __future__ import annotations

from castle_games.core.telling import _, ngettext, winning
from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.observe import keymaster_tower, steps_rolled
from castle_games.games.seven_locks.shown import Stage
from castle_games.games.seven_locks.story import tower_name
from castle_games.ui import theme
from castle_games.ui.draw import lighten

ASK_PHASES = (R.ARMS, R.WITHDRAW, R.GUESS)


def banner(v: Stage) -> tuple[str, tuple[int, int, int]]:
    o, shown = v.obs(), v.shown
    if shown.over:
        said = winning(v.seats, shown.winners, _("{player} wins!"), _("{players} share the win!"))
        if said is None:
            return _("Nobody wins: the keymaster finds nobody worthy."), theme.PARCHMENT
        return said, theme.GOLD
    seat = o["to_move"] if o["to_move"] is not None else shown.current
    who = v.name(seat)
    colour = tuple(v.seats[seat].rgb)
    light = lighten(colour, 0.55)
    if not v.idle:
        return _("{player}'s turn").format(player=v.name(shown.current)), light
    if v.table.is_bot_turn():
        return _("{player} is thinking...").format(player=who), light
    phase = o["phase"]
    if phase == R.PLACE:
        return _("{player}: put the keymaster at a tower (click one)").format(player=who), light
    if phase == R.ROLL:
        return _("{player}: roll the die!").format(player=who), light
    if phase == R.THROW:
        n = o["to_throw"]
        return ngettext("{player}: throw {count} more pearl (click a glowing tower)",
                        "{player}: throw {count} more pearls (click a glowing tower)",
                        n).format(player=who, count=n), light
    if phase == R.MOVE:
        steps = steps_rolled(o)
        return ngettext("{player}: move the keymaster up to {count} tower",
                        "{player}: move the keymaster up to {count} towers",
                        steps).format(player=who, count=steps), light
    if phase == R.CHOOSE_KEY:
        return _("{player}: choose a key for {tower}").format(
            player=who, tower=tower_name(keymaster_tower(o))), light
    if phase == R.ARMS:
        # TRANSLATORS: the coats of arms (Wappen) are each player's two shields of the box:
        # one placed beside the keymaster shares in the tower's pearls.
        return _("{player}: place a coat of arms?").format(player=who), light
    if phase == R.WITHDRAW:
        return _("{player}: take your coat of arms back?").format(player=who), light
    return _("{player}: guess the enchanted key?").format(player=who), light


def status(v: Stage, seat: int) -> str:
    shown, o = v.shown, v.obs()
    if shown.over:
        return _("Winner!") if seat in shown.winners else ""
    human = v.seats[seat].is_human
    if o["phase"] in ASK_PHASES and o["to_move"] == seat:
        # TRANSLATORS: a player's tag: this player is asked a question now.
        return _("Your choice") if human else _("Deciding...")
    if seat == shown.current:
        # TRANSLATORS: a player's tag: it is this player's turn (a computer's: "Playing").
        return _("Your turn") if human else _("Playing")
    return ""
