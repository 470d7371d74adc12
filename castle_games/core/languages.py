"""The languages the games speak: which one is in use, its catalogue, and counted words.

Every word a player sees or hears goes through `_` (or `ngettext` for a counted word) at
the moment it is shown, so switching the language changes the very next frame; words kept
in module-level tables are marked with `N_` (which only marks them for extraction) and
passed through `_` where they are shown. The catalogues are the standard gettext ones,
extracted, updated and compiled with Babel (see babel.cfg and docs/TRANSLATING.md):
castle_games/locale/<lang>/LC_MESSAGES/castle_games.po and its compiled .mo beside it.

A translation may mark a counted placeholder with the form its noun asks for, `{count|f}`
or `{count|m.ins}` (core/number_words.py): the mark is taken out before the words are
shown, so the screen shows digits as always, and the sentence's spoken form, with that
number in words that agree with the noun, is kept beside it (`spoken`) for the voice.

`en-XA` is a pseudo-language for testing layouts: every message lengthened by 40 % and
accented, its {placeholders} kept, so a box too small for German shows before a translator
finds it. Nothing here imports pygame.
"""

from __future__ import annotations

import functools
import gettext
import locale
import os
import re
import sys
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from castle_games.core import number_words

DOMAIN = "castle_games"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
ENGLISH = "en"
PSEUDO = "en-XA"

# Each language named in itself: the language button is read by people who may not read
# the language now on screen.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "pl": "Polski",
    "cs": "Čeština",
}
ENV = "CASTLE_GAMES_LANG"


class UnknownLanguage(ValueError):
    """A language code the games have no catalogue for."""


_ACCENTED = str.maketrans(
    "aceinosuyzACEINOSUYZ",
    "áçéîñöšüýžÁÇÉÎÑÖŠÜÝŽ",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\}|%\([a-z_]+\)[sd]|\n)")


def pseudo(message: str) -> str:
    """The en-XA form of `message`: accented, each word 40 % longer (so lines still wrap
    between words), placeholders untouched, inside « »."""
    if not any(c.isalpha() for c in _PLACEHOLDER.sub("", message)):
        return message  # "2", "{count}", "·": nothing to translate
    parts = _PLACEHOLDER.split(message)
    out = [p if _PLACEHOLDER.fullmatch(p) else _WORD.sub(_longer, p) for p in parts]
    return "«" + "".join(out) + "»"


def _longer(word: re.Match[str]) -> str:
    text = word.group(0)
    return text.translate(_ACCENTED) + "·" * max(1, round(len(text) * 0.4))


_WORD = re.compile(r"[^\W\d_]+")


class _Pseudo(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)


_current = ENGLISH
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def catalogue_for(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of `code` (English is the source language: no catalogue)."""
    if code == PSEUDO:
        return _Pseudo()
    if code not in LANGUAGES:
        raise UnknownLanguage(f"no language {code!r}: choose one of "
                              + ", ".join([*LANGUAGES, PSEUDO]))
    if code == ENGLISH:
        return gettext.NullTranslations()
    try:
        with open(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as fp:
            return gettext.GNUTranslations(fp)
    except (OSError, ValueError) as exc:  # a damaged install: English, and say so once
        sys.stderr.write(f"castle-games: the {LANGUAGES[code]} words are missing ({exc}); "
                         "using English\n")
        return gettext.NullTranslations()


def use(code: str) -> None:
    """Speak `code` from now on (the next frame drawn is in it)."""
    global _current, _catalogue
    _catalogue = catalogue_for(code)
    _current = code
    _unmarked.clear()
    with _said_lock:
        _said.clear()


def current() -> str:
    return _current


def _(message: str) -> str:
    """`message` in the language in use."""
    return _unmark(_catalogue.gettext(message)) if message else message


def N_(message: str) -> str:
    """Marks a message for the catalogue where it is defined; `_` translates it where shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for `n`, by the language's own plural rule (Polish and
    Czech have three: 1 perła, 2 perły, 5 pereł)."""
    return _unmark(_catalogue.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    """`message` where the same English word needs different words in other languages."""
    return _unmark(_catalogue.pgettext(context, message))


class Counted(str):
    """A translation whose marked numbers are said in words: shown as the plain text (the
    marks taken out); `format` also keeps the spoken form of what it makes."""

    forms: dict[str, number_words.Form]
    language: str

    def format(self, *args: Any, **fields: Any) -> str:
        shown = str.format(self, *args, **fields)
        words = dict(fields)
        for name, form in self.forms.items():
            if name in fields:
                words[name] = _in_words(fields[name], self.language, form)
        said = str.format(self, *args, **words)
        if said != shown:
            _remember(shown, said)
        return shown


_unmarked: dict[str, str] = {}


def _unmark(translation: str) -> str:
    """`translation` without its number marks: a `Counted` if it had any."""
    if "|" not in translation:
        return translation
    found = _unmarked.get(translation)
    if found is None:
        forms = {m.group(1): number_words.Form.parse(m.group(2), m.group(3))
                 for m in number_words.MARK.finditer(translation)}
        if not forms:
            found = translation
        else:
            found = Counted(number_words.MARK.sub(r"{\1}", translation))
            found.forms, found.language = forms, _current
        _unmarked[translation] = found
    return found


def _in_words(value: Any, code: str, form: number_words.Form) -> Any:
    """An int (or digits as shown, "1 000") in words of `form`; anything else as it is."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        digits = re.sub(r"\s", "", value)  # "1 000" as Polish writes it
        if not digits.isdigit():
            return value
        value = int(digits)
    if not isinstance(value, int):
        return value
    grammar = number_words.grammar(code)
    return value if grammar is None else grammar.said(value, form)


# The spoken form of each sentence made lately by a `Counted` (newest last), so that the
# voice, handed the shown words (often several sentences joined), says the numbers right.
_SAID_KEPT = 256
_said: OrderedDict[str, str] = OrderedDict()
_said_lock = threading.Lock()


def _remember(shown: str, said: str) -> None:
    shown, said = " ".join(shown.split()), " ".join(said.split())
    with _said_lock:
        _said[shown] = said
        _said.move_to_end(shown)
        while len(_said) > _SAID_KEPT:
            _said.popitem(last=False)


def _as_said(said: str, _match: re.Match[str]) -> str:
    return said


def spoken(text: str) -> str:
    """`text` as the voice should say it: every sentence in it that a marked translation
    made has its numbers in words ("Zostały dwie perły"); the rest as it is."""
    text = " ".join(str(text).split())
    with _said_lock:
        known = sorted(_said.items(), key=lambda pair: -len(pair[0]))
    for shown, said in known:
        if shown in text:  # whole words only: "1 krok" is not the end of "21 kroków"
            # (a function, not a string, replaces it: a backslash in `said` stays one)
            text = re.sub(rf"(?<!\w){re.escape(shown)}(?!\w)", functools.partial(_as_said, said),
                          text)
    return text


def number(value: float, digits: int = 0) -> str:
    """`value` written the way the language writes numbers (0,5 in German, Polish and Czech;
    1 000 with a thin space in Polish and Czech)."""
    if digits == 0 and abs(value) < 1000:
        return str(round(value))
    from babel.numbers import format_decimal  # only the first such number pays for Babel

    code = ENGLISH if _current == PSEUDO else _current
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    return format_decimal(value, format=pattern, locale=code)


def date(year: int, month: int, day: int) -> str:
    """A day written the way the language writes it ('3 Nov 2026', '03.11.2026')."""
    import datetime

    from babel.dates import format_date

    code = ENGLISH if _current == PSEUDO else _current
    return format_date(datetime.date(year, month, day), format="medium", locale=code)


def normalized(code: str | None) -> str | None:
    """'de_DE.UTF-8' -> 'de', 'cs-CZ' -> 'cs', 'en-XA' -> 'en-XA'; None if not one of ours."""
    if not code:
        return None
    code = code.strip()
    if code.lower() == PSEUDO.lower():
        return PSEUDO
    base = re.split(r"[_.@-]", code, maxsplit=1)[0].lower()
    return base if base in LANGUAGES else None


def from_system() -> str:
    """The operating system's language if it is one of ours, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(var, "").split(":"):
            found = normalized(part)
            if found:
                return found
    if sys.platform == "win32":
        try:
            import ctypes

            lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            found = normalized(locale.windows_locale.get(lang_id))
            if found:
                return found
        except (AttributeError, OSError):
            pass
    try:
        found = normalized(locale.getlocale()[0])
    except ValueError:
        found = None
    return found or ENGLISH


def choose(asked: str | None = None, remembered: str | None = None) -> str:
    """The language to start in: asked for (--lang), then CASTLE_GAMES_LANG, then the one
    chosen in Settings, then the system's. An unknown code asked for is an error."""
    for candidate in (asked, os.environ.get(ENV)):
        if candidate:
            found = normalized(candidate)
            if found is None:
                raise UnknownLanguage(f"no language {candidate!r}: choose one of "
                                      + ", ".join([*LANGUAGES, PSEUDO]))
            return found
    return normalized(remembered) or from_system()
