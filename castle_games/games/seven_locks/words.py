"""What the banner over the castle and the players' tags say: whose turn, what to do."""

from __future__ import annotations

from castle_games.games.seven_locks import rules as R
from castle_games.games.seven_locks.shown import Stage
from castle_games.games.seven_locks.story import tower_name
from castle_games.ui import theme
from castle_games.ui.draw import lighten

ASK_PHASES = (R.ARMS, R.WITHDRAW, R.GUESS)


def banner(v: Stage) -> tuple[str, tuple[int, int, int]]:
    o, shown = v.obs(), v.shown
    if shown.over:
        if not shown.winners:
            return "Nobody wins: the keymaster finds nobody worthy.", theme.PARCHMENT
        names = [v.name(w) for w in shown.winners]
        text = f"{names[0]} wins!" if len(names) == 1 else " and ".join(names) + " share the win!"
        return text, theme.GOLD
    seat = o["to_move"] if o["to_move"] is not None else shown.current
    who = v.name(seat)
    colour = tuple(v.seats[seat].rgb)
    light = lighten(colour, 0.55)
    if not v.idle:
        return f"{v.name(shown.current)}'s turn", light
    if v.table.is_bot_turn():
        return f"{who} is thinking...", light
    phase = o["phase"]
    if phase == R.PLACE:
        return f"{who}: put the keymaster at a tower (click one)", light
    if phase == R.ROLL:
        return f"{who}: roll the die!", light
    if phase == R.THROW:
        n = o["to_throw"]
        return f"{who}: throw {n} more pearl{'s' if n > 1 else ''} (click a glowing tower)", light
    if phase == R.MOVE:
        steps = o["die"][1]
        return (f"{who}: move the keymaster up to {steps} tower{'s' if steps > 1 else ''}",
                light)
    if phase == R.CHOOSE_KEY:
        return f"{who}: choose a key for {tower_name(o['keymaster'])}", light
    if phase == R.ARMS:
        return f"{who}: place a coat of arms?", light
    if phase == R.WITHDRAW:
        return f"{who}: take your coat of arms back?", light
    return f"{who}: guess the enchanted key?", light

def status(v: Stage, seat: int) -> str:
    shown, o = v.shown, v.obs()
    if shown.over:
        return "Winner!" if seat in shown.winners else ""
    human = v.seats[seat].is_human
    if o["phase"] in ASK_PHASES and o["to_move"] == seat:
        return "Your choice" if human else "Deciding..."
    if seat == shown.current:
        return "Your turn" if human else "Playing"
    return ""
