"""The invite to a table played from two homes: a short code of pictures that a child can
read aloud over the phone, a secret of two pictures for each seat, and the keys both ends
work out from the code alone (no account, no server that knows the family).

The code is five of 32 pictures (25 bits); a seat's secret two more (10 bits). From the
code, Argon2id (libsodium's, through PyNaCl) derives the table's key and the name of its
place on a relay: a relay, which sees only that name and sealed bytes, would have to run
Argon2id some 16 million times to find the code, and a code is taken only until it
expires. The host refuses a seat after a few wrong secrets, so they cannot be guessed either.
"""

from __future__ import annotations

import hashlib
import secrets
import time
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from nacl import pwhash

from castle_games.core.languages import N_

# The pictures, in a fixed order (their numbers are the code): animals and things of a
# castle, each a short word in every language the games speak.
PICTURES: tuple[str, ...] = (
    N_("owl"), N_("fox"), N_("bear"), N_("cat"), N_("dog"), N_("horse"), N_("frog"),
    N_("mouse"), N_("rabbit"), N_("duck"), N_("fish"), N_("snail"), N_("bee"),
    N_("hedgehog"), N_("deer"), N_("goat"), N_("castle"), N_("tower"), N_("key"),
    N_("crown"), N_("sword"), N_("shield"), N_("dragon"), N_("ghost"), N_("bell"),
    N_("candle"), N_("moon"), N_("sun"), N_("star"), N_("tree"), N_("apple"), N_("boat"),
)
CODE_LENGTH = 5
SECRET_LENGTH = 2
CODE_LIFETIME_S = 2 * 3600  # a code seats nobody new after this (who sits may come back)
WRONG_SECRETS_MAX = 8  # a seat's secret tried wrong this often: that seat is closed
_SALT = b"castle-games-v1\x00"  # Argon2id's salt: 16 bytes, the same at every table


class BadCode(ValueError):
    """Words that are not an invite code; `reason` is a catalogue sentence."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _plain(word: str) -> str:
    """A word as typed on any keyboard: lower case, no accents (Zwiebel, żaba, žába)."""
    decomposed = unicodedata.normalize("NFKD", word.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ł", "l")


@dataclass(frozen=True)
class Pictures:
    """A row of pictures (an invite code, a seat's secret): their numbers in PICTURES."""

    numbers: tuple[int, ...]

    def __post_init__(self) -> None:
        if not all(0 <= n < len(PICTURES) for n in self.numbers):
            raise BadCode(N_("that is not a picture of the invite"))

    @classmethod
    def drawn(cls, length: int) -> Pictures:
        """New pictures, drawn by the operating system's secure generator."""
        return cls(tuple(secrets.randbelow(len(PICTURES)) for _ in range(length)))

    def words(self, translate: Callable[[str], str] = str) -> str:
        return " ".join(translate(PICTURES[n]) for n in self.numbers)

    @classmethod
    def read(cls, text: str, length: int,
             translations: Sequence[Callable[[str], str]] = (str,)) -> Pictures:
        """The pictures from typed words, in any of the given languages (accents and case
        need not be typed), or from their numbers 1 to 32."""
        names: dict[str, int] = {}
        for translate in translations:
            for n, picture in enumerate(PICTURES):
                names.setdefault(_plain(translate(picture)), n)
        numbers = []
        for word in text.replace(",", " ").replace("-", " ").split():
            if word.isdigit() and 1 <= int(word) <= len(PICTURES):
                numbers.append(int(word) - 1)
            elif _plain(word) in names:
                numbers.append(names[_plain(word)])
            else:
                raise BadCode(N_("that is not a picture of the invite"))
        if len(numbers) != length:
            raise BadCode(N_("that is not the right number of pictures"))
        return cls(tuple(numbers))

    def text(self) -> str:
        """The plain form the programs pass around (numbers from 1)."""
        return "-".join(str(n + 1) for n in self.numbers)


@dataclass(frozen=True)
class TableKeys:
    """What the code alone gives both ends: the key that seals the first words between a
    guest and the host, and the name of the table's place on a relay."""

    key: bytes
    place: str

    @classmethod
    def of(cls, code: Pictures) -> TableKeys:
        derived = pwhash.argon2id.kdf(
            64, code.text().encode(), _SALT,
            opslimit=pwhash.argon2id.OPSLIMIT_INTERACTIVE,
            memlimit=pwhash.argon2id.MEMLIMIT_INTERACTIVE)
        place = hashlib.blake2b(derived[32:], digest_size=12).hexdigest()
        return cls(key=derived[:32], place=place)


@dataclass
class Invite:
    """The host's invite: the code, each guest seat's secret, when the code expires, and
    how many wrong secrets each seat has been tried with."""

    code: Pictures
    secrets: dict[int, Pictures]
    expires: float  # time.time() after which nobody new sits down
    wrong: dict[int, int] = field(default_factory=dict)

    @classmethod
    def new(cls, seats: Sequence[int], *, lifetime_s: float = CODE_LIFETIME_S,
            now: float | None = None) -> Invite:
        drawn = [Pictures.drawn(SECRET_LENGTH) for _ in seats]
        return cls(code=Pictures.drawn(CODE_LENGTH), secrets=dict(zip(seats, drawn, strict=True)),
                   expires=(time.time() if now is None else now) + lifetime_s)

    def check(self, seat: object, secret: object, *, seated: bool, now: float) -> int:
        """The seat a guest may sit in, or BadCode with why not. A seat already taken
        with its secret may always be taken again (a guest that comes back); a new one
        only while the code lasts."""
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in self.secrets:
            raise BadCode(N_("that seat is not open to guests"))
        if self.wrong.get(seat, 0) >= WRONG_SECRETS_MAX:
            raise BadCode(N_("that seat was tried with wrong secrets too often"))
        given = secret if isinstance(secret, str) else ""
        if not secrets.compare_digest(given.encode(), self.secrets[seat].text().encode()):
            self.wrong[seat] = self.wrong.get(seat, 0) + 1
            raise BadCode(N_("that is not the seat's secret"))
        if not seated and now > self.expires:
            raise BadCode(N_("the invite code has expired"))
        return seat

    def to_dict(self) -> dict[str, object]:
        return {"code": self.code.text(), "expires": self.expires,
                "secrets": {str(s): p.text() for s, p in self.secrets.items()},
                "wrong": {str(s): n for s, n in self.wrong.items()}}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Invite:
        def pictures(text: object, length: int) -> Pictures:
            return Pictures.read(str(text), length)
        raw_secrets = data["secrets"]
        raw_wrong = data.get("wrong", {})
        assert isinstance(raw_secrets, dict) and isinstance(raw_wrong, dict)
        return cls(code=pictures(data["code"], CODE_LENGTH),
                   secrets={int(s): pictures(p, SECRET_LENGTH) for s, p in raw_secrets.items()},
                   expires=float(data["expires"]),  # type: ignore[arg-type]
                   wrong={int(s): int(n) for s, n in raw_wrong.items()})
