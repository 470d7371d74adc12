"""Counted sentences are heard with their numbers agreeing with the noun: the screen shows
"Zostały 2 karty", the voice is given "Zostały dwie karty" (Polish), "Zbývají dvě karty"
(Czech), "noch eine Karte" (German), for every count from 0 to 25 and 100.

The expected words below are written out by hand, one list per form, apart from the
grammar files the game reads (locale/<lang>/numbers.toml): a slip in either shows here.
What is checked is what the speech engine is handed, through the real voice.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from babel.messages.pofile import read_po

from castle_games.core import languages, number_words
from castle_games.speech.voice import Priority, Voice

COUNTS = [*range(26), 100]


def counted(words: str) -> dict[int, str]:
    """'zero|jedna|...' (0..25, then 100) as {n: words}."""
    said = words.split("|")
    assert len(said) == len(COUNTS)
    return dict(zip(COUNTS, said))


TEENS_PL = ("dziesięć|jedenaście|dwanaście|trzynaście|czternaście|piętnaście|szesnaście|"
            "siedemnaście|osiemnaście|dziewiętnaście")
PL_F_NOM = counted("zero|jedna|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|" + TEENS_PL
                   + "|dwadzieścia|dwadzieścia jeden|dwadzieścia dwie|dwadzieścia trzy|"
                   "dwadzieścia cztery|dwadzieścia pięć|sto")
PL_M_NOM = counted("zero|jeden|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|" + TEENS_PL
                   + "|dwadzieścia|dwadzieścia jeden|dwadzieścia dwa|dwadzieścia trzy|"
                   "dwadzieścia cztery|dwadzieścia pięć|sto")
PL_F_ACC = {**PL_F_NOM, 1: "jedną"}
PL_M_INS = counted(
    "zerem|jednym|dwoma|trzema|czterema|pięcioma|sześcioma|siedmioma|ośmioma|dziewięcioma|"
    "dziesięcioma|jedenastoma|dwunastoma|trzynastoma|czternastoma|piętnastoma|szesnastoma|"
    "siedemnastoma|osiemnastoma|dziewiętnastoma|dwudziestoma|dwudziestoma jeden|"
    "dwudziestoma dwoma|dwudziestoma trzema|dwudziestoma czterema|dwudziestoma pięcioma|stoma")
PL_F_LOC = counted(
    "zerze|jednej|dwóch|trzech|czterech|pięciu|sześciu|siedmiu|ośmiu|dziewięciu|dziesięciu|"
    "jedenastu|dwunastu|trzynastu|czternastu|piętnastu|szesnastu|siedemnastu|osiemnastu|"
    "dziewiętnastu|dwudziestu|dwudziestu jeden|dwudziestu dwóch|dwudziestu trzech|"
    "dwudziestu czterech|dwudziestu pięciu|stu")
TEENS_CS = ("deset|jedenáct|dvanáct|třináct|čtrnáct|patnáct|šestnáct|sedmnáct|osmnáct|"
            "devatenáct")
CS_F_NOM = counted("nula|jedna|dvě|tři|čtyři|pět|šest|sedm|osm|devět|" + TEENS_CS
                   + "|dvacet|jednadvacet|dvaadvacet|třiadvacet|čtyřiadvacet|pětadvacet|sto")
CS_M_NOM = {**CS_F_NOM, 1: "jeden", 2: "dva"}
CS_F_ACC = {**CS_F_NOM, 1: "jednu"}
CS_M_INS = counted(
    "nulou|jedním|dvěma|třemi|čtyřmi|pěti|šesti|sedmi|osmi|devíti|deseti|jedenácti|"
    "dvanácti|třinácti|čtrnácti|patnácti|šestnácti|sedmnácti|osmnácti|devatenácti|dvaceti|"
    "jednadvaceti|dvaadvaceti|třiadvaceti|čtyřiadvaceti|pětadvaceti|stem")
DE_F_NOM = counted(
    "null|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|"
    "fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|einundzwanzig|zweiundzwanzig|"
    "dreiundzwanzig|vierundzwanzig|fünfundzwanzig|hundert")
DE_M_NOM = {**DE_F_NOM, 1: "ein"}
DE_M_DAT = {**DE_F_NOM, 1: "einem"}

# (language, the game's counted message, its singular and plural, the words for each count)
SENTENCES = [
    ("pl", "Seven Locks: pearls in the bin", "{count} pearl in the bin", "{count} pearls in the bin", PL_F_NOM),
    ("pl", "Schlotterstein: cards left", "{count} card left", "{count} cards left", PL_F_NOM),
    ("pl", "Clever Keys: the winner's gems", "{player} wins with {count} gem!",
     "{player} wins with {count} gems!", PL_M_INS),
    ("pl", "Schlotterstein: seconds", "{player} hid the card again after {count} second.",
     "{player} hid the card again after {count} seconds.", PL_F_LOC),
    ("pl", "Seven Locks: pearls to throw", "{player}: throw {count} more pearl (click a glowing tower)",
     "{player}: throw {count} more pearls (click a glowing tower)", PL_F_ACC),
    ("pl", "Schlotterstein: steps", "{count} step", "{count} steps", PL_M_NOM),
    ("cs", "Schlotterstein: cards left", "{count} card left", "{count} cards left", CS_F_NOM),
    ("cs", "Schlotterstein: steps", "{count} step", "{count} steps", CS_M_NOM),
    ("cs", "Clever Keys: the winner's gems", "{player} wins with {count} gem!",
     "{player} wins with {count} gems!", CS_M_INS),
    ("cs", "Seven Locks: pearls to throw", "{player}: throw {count} more pearl (click a glowing tower)",
     "{player}: throw {count} more pearls (click a glowing tower)", CS_F_ACC),
    ("de", "Seven Locks: pearls", "{count} pearl", "{count} pearls", DE_F_NOM),
    ("de", "Schlotterstein: steps", "{count} step", "{count} steps", DE_M_NOM),
    ("de", "Clever Keys: the winner's gems", "{player} wins with {count} gem!",
     "{player} wins with {count} gems!", DE_M_DAT),
]


class Recorder:
    """A speech engine that keeps the words it is given (and returns a moment of silence)."""

    name = "recorder"

    def __init__(self) -> None:
        self.given: list[str] = []

    def render(self, text: str, language: str, rate: float = 1.0):
        self.given.append(text)
        return np.zeros(441, dtype=np.float32)


class Speaker:
    def speak_samples(self, samples, pan: float) -> None:
        pass

    def stop_speech(self) -> None:
        pass

    def speech_busy(self) -> bool:
        return False


def heard(text: str) -> str:
    engine = Recorder()
    voice = Voice(Speaker(), engine, language=languages.current, threaded=False)
    voice.say(text, priority=Priority.RESULT)
    voice.update()
    assert engine.given, "the engine was given nothing"
    return engine.given[-1]


@pytest.fixture(autouse=True)
def english_after():
    yield
    languages.use("en")


@pytest.mark.parametrize("lang,what,singular,plural,words", SENTENCES,
                         ids=[f"{s[0]}: {s[1]}" for s in SENTENCES])
def test_the_engine_is_given_the_number_in_words_that_agree_with_the_noun(
        lang, what, singular, plural, words):
    languages.use(lang)
    for n in COUNTS:
        shown = languages.ngettext(singular, plural, n).format(count=n, player="Anna")
        assert str(n) in shown and "|" not in shown  # the screen keeps its digits
        expected = re.sub(rf"(?<!\d){n}(?!\d)", words[n], shown, count=1)
        assert heard(shown) == expected, f"{lang} {n}: {what}"


def test_a_counted_sentence_is_said_right_inside_a_longer_line():
    """The table reads several sentences as one line; each keeps its spoken numbers."""
    languages.use("pl")
    first = languages.ngettext("{count} card left", "{count} cards left", 2).format(count=2)
    second = languages.ngettext("{count} step", "{count} steps", 21).format(count=21)
    said = heard(f"Uwaga! {first}. Teraz {second}.")
    assert "dwie karty" in said and "dwadzieścia jeden kroków" in said, said


def test_a_short_sentence_does_not_change_part_of_a_longer_number():
    """'1 krok' said as 'jeden krok' must not turn the end of '21 kroków' into words."""
    languages.use("pl")
    languages.ngettext("{count} step", "{count} steps", 1).format(count=1)
    assert heard("Razem 21 kroków.") == "Razem 21 kroków."


def test_english_and_unmarked_numbers_are_given_as_they_are():
    languages.use("en")
    line = languages.ngettext("{count} card left", "{count} cards left", 2).format(count=2)
    assert heard(line) == line
    languages.use("pl")
    assert heard("Klucz 3 otwiera wieżę 5.") == "Klucz 3 otwiera wieżę 5."


def _catalogue(code: str):
    with open(languages.LOCALE_DIR / code / "LC_MESSAGES" / f"{languages.DOMAIN}.po",
              "rb") as fp:
        return read_po(fp, locale=code)


# Counted messages whose number agrees with no noun in that language (a bare percentage, or
# German where only "ein" changes and the word is not a noun's article).
UNMARKED_ALLOWED = {
    "de": {"{count} lost", "{gold} gold", "{player} has {gold} gold.", "You have {count} left.",
           "Tiles in the box: {count}", "Saved games ({count})", "{count} percent"},
}
COUNTED_NAMES = {"count", "gold", "steps", "seconds", "rounds"}


@pytest.mark.parametrize("code", ["pl", "cs", "de"])
def test_every_counted_message_marks_its_number(code):
    """A counted message (one with a plural) says which form its number takes, so that no
    count is heard in the voice's default masculine nominative by accident."""
    unmarked = []
    for m in _catalogue(code):
        if not isinstance(m.id, tuple):
            continue
        names = {n for n in re.findall(r"\{(\w+)", m.id[1]) if n in COUNTED_NAMES}
        if not names or m.id[0] in UNMARKED_ALLOWED.get(code, set()):
            continue
        for form in m.string:
            marked = {found.group(1) for found in number_words.MARK.finditer(form)}
            if not names <= marked:
                unmarked.append(m.id[0])
                break
    assert not unmarked, f"{len(unmarked)} counted messages in {code} say no form: {unmarked}"


@pytest.mark.parametrize("code", ["pl", "cs", "de"])
def test_every_mark_names_a_form_the_grammar_has(code):
    grammar = number_words.grammar(code)
    assert grammar is not None
    bad = []
    for m in _catalogue(code):
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        english = " ".join(m.id if isinstance(m.id, tuple) else (m.id,))
        for form in forms:
            for found in number_words.MARK.finditer(form):
                spec = number_words.Form.parse(found.group(2), found.group(3))
                try:
                    grammar.check(spec)
                except number_words.UnknownForm as exc:
                    bad.append(str(exc))
                if "{" + found.group(1) + "}" not in english:
                    bad.append(f"{found.group(0)} marks no placeholder of {english!r}")
    assert not bad, bad[:5]
