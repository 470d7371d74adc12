"""The catalogues are complete and sound: every message the code marks is translated in
German, Polish and Czech (a new untranslated string fails here), no entry is fuzzy, the
placeholders of every translation match the English, Babel's own checks pass, each compiled
.mo says what its .po says, and the font draws every letter the translations use."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from babel.messages import extract as babel_extract
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from castle_games.core import languages, number_words

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in languages.LANGUAGES if code != languages.ENGLISH]
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def po_path(code: str) -> Path:
    return languages.LOCALE_DIR / code / "LC_MESSAGES" / f"{languages.DOMAIN}.po"


def catalogue(code: str):
    with open(po_path(code), "rb") as fp:
        return read_po(fp, locale=code)


def marked_in_code() -> set[tuple[str, str | None]]:
    """Every message (with its context, if any) the code and the games' TOML declare,
    extracted the way tools/catalogues.py does (babel.cfg)."""
    with open(ROOT / "babel.cfg") as fp:
        method_map, options_map = parse_mapping_cfg(fp)
    found: set[tuple[str, str | None]] = set()
    for _file, _line, message, _comments, context in babel_extract.extract_from_dir(
            str(ROOT), method_map, options_map, keywords=babel_extract.DEFAULT_KEYWORDS):
        found.add((message[0] if isinstance(message, tuple) else message, context))
    return found


@pytest.fixture(scope="module")
def code_messages() -> set[tuple[str, str | None]]:
    messages = marked_in_code()
    assert len(messages) > 300  # the extraction found the program's words at all
    return messages


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_message_is_translated(code, code_messages):
    cat = catalogue(code)
    missing = sorted(m for m, context in code_messages
                     if not all(_forms(cat.get(m, context=context)) or [""]))
    assert not missing, (f"{len(missing)} messages are not translated in {code} "
                         f"(python tools/catalogues.py update, then translate): {missing[:8]}")


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_fuzzy_entry_and_babels_checks_pass(code):
    cat = catalogue(code)
    fuzzy = [m.id for m in cat if m.id and m.fuzzy]
    assert not fuzzy, f"fuzzy entries in {code}: {fuzzy[:5]}"
    problems = [(m.id, [str(e) for e in errors]) for m, errors in cat.check()]
    assert not problems, problems[:5]


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_match_the_english(code):
    wrong = []
    for m in catalogue(code):
        if not m.id:
            continue
        english = m.id if isinstance(m.id, tuple) else (m.id,)
        wanted = set().union(*(set(PLACEHOLDER.findall(e)) for e in english))
        forms = _forms(m)
        if not any(forms):
            continue
        if m.pluralizable:
            # A form may leave out the number ("jedna perła"), never add or misspell one.
            got = [set(PLACEHOLDER.findall(f)) for f in forms]
            if any(g - wanted for g in got) or set().union(*got) | {"count", "n"} < wanted:
                wrong.append((m.id, forms))
        elif set(PLACEHOLDER.findall(forms[0])) != wanted:
            wrong.append((m.id, forms[0]))
    assert not wrong, f"{len(wrong)} translations in {code} change the placeholders: {wrong[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_polish_and_czech_have_three_plural_forms(code):
    cat = catalogue(code)
    assert cat.num_plurals == {"de": 2, "pl": 3, "cs": 3}[code]
    counted = [m for m in cat if m.id and m.pluralizable]
    assert counted, "no counted message at all"
    assert all(len(m.string) == cat.num_plurals for m in counted)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalogue_says_what_the_po_says(code):
    po = catalogue(code)
    mo_file = po_path(code).with_suffix(".mo")
    assert mo_file.exists(), "python tools/catalogues.py compile"
    with open(mo_file, "rb") as fp:
        mo = read_mo(fp)
    stale = [m.id for m in po if m.id and _forms(m) and
             _forms(mo.get(m.id, context=m.context)) != _forms(m)]
    assert not stale, f"{code}.mo is older than its .po (tools/catalogues.py compile): {stale[:5]}"


def test_the_font_draws_every_letter_of_every_language():
    pygame.font.init()
    font = pygame.font.Font(None, 24)
    letters: set[str] = set("ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüßÄÖÜčďěňřšťůžČĎĚŇŘŠŤŮŽ")
    for code in TRANSLATED:
        for m in catalogue(code):
            for form in _forms(m):
                letters.update(c for c in form if not c.isspace())
    missing = [c for c, metric in zip(sorted(letters), font.metrics("".join(sorted(letters))))
               if metric is None]
    assert not missing, f"the font has no glyph for {missing}"


def test_a_counted_word_takes_the_languages_own_plural_form():
    """ngettext picks the form by the language's rule: Polish 1 / 2-4 / 5+ (and 22 again
    like 2), German 1 / many."""
    cat = catalogue("pl")
    singular, plural = "{count} move", "{count} moves"  # the saved games' list
    counted = cat[singular]
    assert counted is not None and all(counted.string)
    shown = [number_words.MARK.sub(r"{\1}", form) for form in counted.string]  # unmarked
    languages.use("pl")
    forms = {n: languages.ngettext(singular, plural, n) for n in (1, 2, 5, 22, 25)}
    assert forms[1] == shown[0]
    assert forms[2] == forms[22] == shown[1]
    assert forms[5] == forms[25] == shown[2]
    languages.use("de")
    cat_de = catalogue("de")
    assert languages.ngettext(singular, plural, 5) == number_words.MARK.sub(
        r"{\1}", cat_de[singular].string[1])


def _forms(message) -> list[str]:
    if message is None:
        return []
    return list(message.string) if isinstance(message.string, tuple | list) else [message.string]
