"""The invite and the seals: a code of pictures read back in every language (accents and
case need not be typed), keys both ends work out alike from the code alone, and sealed
envelopes that a relay or another guest cannot open."""

from __future__ import annotations

import json

import pytest
from nacl.exceptions import CryptoError

from castle_games.core.languages import LANGUAGES, catalogue_for
from castle_games.remote.invite import (
    CODE_LENGTH,
    PICTURES,
    SECRET_LENGTH,
    BadCode,
    Pictures,
    TableKeys,
    _plain,
)
from castle_games.remote.sealed import GuestSeal, HostSeal
from castle_games.remote.seat_stream import Refused


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_picture_has_its_own_word_in_every_language(lang):
    words = [_plain(catalogue_for(lang).gettext(p)) for p in PICTURES]
    assert len(set(words)) == len(PICTURES), "two pictures read alike"
    assert all(w.isalpha() and len(w) <= 10 for w in words), "a short word a child can say"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_code_said_aloud_in_a_language_is_read_back(lang):
    say = catalogue_for(lang).gettext
    for numbers in [(0, 1, 2, 3, 4), (31, 30, 29, 28, 27), (17, 17, 5, 9, 22)]:
        code = Pictures(numbers)
        spoken = code.words(say)
        assert Pictures.read(spoken, CODE_LENGTH, (say, str)) == code
        assert Pictures.read(spoken.upper(), CODE_LENGTH, (say, str)) == code
        assert Pictures.read(_plain(spoken), CODE_LENGTH, (say, str)) == code, "no accents"
        assert Pictures.read(code.text(), CODE_LENGTH) == code, "or by the numbers"


def test_words_that_are_no_code_are_told_why():
    with pytest.raises(BadCode) as bad:
        Pictures.read("owl fox bear cat unicorn", CODE_LENGTH)
    assert bad.value.reason == "that is not a picture of the invite"
    with pytest.raises(BadCode) as bad:
        Pictures.read("owl fox", CODE_LENGTH)
    assert bad.value.reason == "that is not the right number of pictures"
    with pytest.raises(BadCode):
        Pictures.read("33 1", SECRET_LENGTH)


def test_both_ends_work_out_the_same_keys_and_another_code_gives_others():
    code = Pictures.drawn(CODE_LENGTH)
    again = Pictures.read(code.text(), CODE_LENGTH)
    assert TableKeys.of(code) == TableKeys.of(again)
    other = Pictures(((code.numbers[0] + 1) % 32, *code.numbers[1:]))
    assert TableKeys.of(other).key != TableKeys.of(code).key
    assert TableKeys.of(other).place != TableKeys.of(code).place
    assert code.text() not in TableKeys.of(code).place


def test_a_seats_bytes_are_sealed_for_that_guest_only():
    keys = TableKeys.of(Pictures((1, 2, 3, 4, 5)))
    host, ann, ben = HostSeal(keys), GuestSeal(keys), GuestSeal(keys)
    for guest in (ann, ben):
        kind, address, words = host.open(guest.join(0, "1-2", 0))
        assert words["seat"] == 0 and address == guest.address
        guest.open(host.hello(address))
    secret = json.dumps({"observation": {"hand": ["ghost", "owl"]}}).encode()
    envelope = host.seal(ann.address, secret)
    assert b"observation" not in envelope and b"ghost" not in envelope, "the relay sees nothing"
    assert ann.open(envelope)[1] == secret
    with pytest.raises(CryptoError):
        ben.open(envelope)  # another guest cannot open it
    stranger = GuestSeal(TableKeys.of(Pictures((5, 4, 3, 2, 1))))
    with pytest.raises(Refused):
        host.open(stranger.join(0, "1-2", 0))  # another code: not this table's words
    forged = bytearray(ann.seal(b'{"kind":"act"}'))
    forged[-1] ^= 1
    with pytest.raises(Refused):
        host.open(bytes(forged))
