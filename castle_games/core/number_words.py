"""Numbers said as words that agree with the noun they count: "dwie perły", "dva klíče",
"eine Perle", "z dwudziestoma jeden klejnotami".

The screen shows digits; the voice must say the number the way a native speaker does, and
in Polish, Czech and German that depends on the noun's gender and the sentence's case,
which only the translator knows. So a translation marks a counted placeholder with the
form its noun asks for, `{count|f}` (feminine) or `{count|m.ins}` (masculine,
instrumental), and the words for every form come from the language's own grammar file,
locale/<lang>/numbers.toml, written by its translator beside the catalogue.

(No maintained library spells numbers with both gender and case for these languages:
num2words has neither for Polish or Czech, and ICU's rule-based spell-out has genders but
no cases.) Nothing here imports pygame.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
from pathlib import Path
from typing import Any

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LARGEST = 999  # beyond this a number is left in digits (the games never count so far)

# `{name|gender}` or `{name|gender.case}` inside a translation.
MARK = re.compile(r"\{(\w+)\|([a-z]+)(?:\.([a-z]+))?\}")


class UnknownForm(ValueError):
    """A mark names a gender or a case the language's grammar file does not have."""


@dataclasses.dataclass(frozen=True)
class Form:
    """What a counted noun asks of its number: a gender ("f") and a case ("ins")."""

    gender: str
    case: str = "nom"

    @classmethod
    def parse(cls, gender: str, case: str | None) -> Form:
        return cls(gender, case or "nom")

    def __str__(self) -> str:
        return f"{self.gender}.{self.case}"


@dataclasses.dataclass(frozen=True)
class Grammar:
    """One language's number words (its numbers.toml)."""

    code: str
    genders: dict[str, str]
    cases: dict[str, str]
    words: dict[str, dict[str, Any]]  # case -> {"units": [...], "tens": [...], ...}
    forms: dict[str, dict[str, Any]]  # "f.ins" -> {"1": "jedną", "like": "gen"}
    in_compounds: dict[str, dict[str, str]]  # "*" or a form -> {"1": "jeden"}
    compound: str  # how 21 is built from 20 and 1: "{tens} {units}", "{units}und{tens}"
    after_hundreds: str  # between "sto" and what follows

    def check(self, form: Form) -> None:
        if form.gender not in self.genders or form.case not in self.cases:
            raise UnknownForm(
                f"{self.code}: no form {form} (genders: {', '.join(self.genders)}; "
                f"cases: {', '.join(self.cases)})")

    def said(self, n: int, form: Form) -> str:
        """`n` (0..LARGEST) in words for a noun of `form`."""
        self.check(form)
        if not 0 <= n <= LARGEST:
            return str(n)
        hundreds, rest = divmod(n, 100)
        parts = []
        if hundreds:
            parts.append(self._table(form, "hundreds")[hundreds])
        if rest or not hundreds:
            parts.append(self._below_hundred(rest, form))
        return self.after_hundreds.join(parts)

    def _below_hundred(self, n: int, form: Form) -> str:
        if n < 20:
            return self._word(n, form)
        tens, units = divmod(n, 10)
        tens_word = self._table(form, "tens")[tens]
        if not units:
            return tens_word
        return self.compound.format(tens=tens_word, units=self._in_compound(units, form))

    def _in_compound(self, units: int, form: Form) -> str:
        for key in (str(form), "*"):
            found = self.in_compounds.get(key, {}).get(str(units))
            if found:
                return found
        return self._word(units, form)

    def _word(self, n: int, form: Form) -> str:
        own = self.forms.get(str(form), {}).get(str(n))
        return own if own else self._table(form, "units")[n]

    def _table(self, form: Form, part: str) -> list[str]:
        """The words of `part` ("units", "tens", "hundreds") in the form's case; a case
        that shares a part with another says so with `like`."""
        case = self.forms.get(str(form), {}).get("like", form.case)
        for _step in range(len(self.words)):
            if part in self.words[case]:
                break
            case = self.words[case]["like"]
        return self.words[case][part]


@functools.cache
def grammar(code: str) -> Grammar | None:
    """The grammar of `code`, or None for a language that needs none (English)."""
    path = LOCALE_DIR / code / "numbers.toml"
    if not path.is_file():
        return None
    with open(path, "rb") as fp:
        data = tomllib.load(fp)
    return Grammar(code=code, genders=dict(data["genders"]), cases=dict(data["cases"]),
                   words={k: dict(v) for k, v in data["words"].items()},
                   forms={k: dict(v) for k, v in data.get("forms", {}).items()},
                   in_compounds={k: dict(v) for k, v in data.get("in_compounds", {}).items()},
                   compound=data["compound"], after_hundreds=data.get("after_hundreds", " "))


def said(n: int, code: str, gender: str, case: str | None = None) -> str:
    """`n` in words in language `code` for a noun of that gender and case (digits for a
    language without a grammar file)."""
    found = grammar(code)
    return str(n) if found is None else found.said(n, Form.parse(gender, case))
