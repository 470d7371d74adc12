"""The envelopes that carry a table's bytes between homes, sealed end to end per seat with
libsodium (PyNaCl), so that a relay, or another guest, reads nothing a seat should not.

A guest asks to sit down in a `join` sealed with the table's key (from the invite code):
its seat, the seat's secret, the last message number it saw, and a public key of its own
made for this sitting. The host answers `hello` with its own public key, sealed the same
way; from then on every message either way is a `Box` between the two key pairs, which
neither the code nor the relay can open. When a guest says it saw the end of the game, the
host answers `farewell` in that Box: the guest may go, and knows the host heard it. A
refusal to sit down is sealed with the table's key (a guest with a wrong code learns
nothing, not even that a table is there).

Every envelope: one byte saying what it is, the guest's public key (from a guest: its
return address), and the sealed bytes (a fresh random nonce inside each).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from nacl.exceptions import CryptoError
from nacl.public import Box, PrivateKey, PublicKey
from nacl.secret import SecretBox

from castle_games.core.languages import N_
from castle_games.remote.invite import TableKeys
from castle_games.remote.seat_stream import MAX_MESSAGE, Refused

JOIN, HELLO, MESSAGE, REFUSED = b"J", b"H", b"M", b"R"
FAREWELL = b"F"  # (in the Box: the host heard that this guest saw the end; it may go)
GONE = b"G"  # (from a relay, unsealed: a guest's wire broke; it only starts the away clock)
KEY = 32  # bytes of a public key
# A guest's envelope: a message and the seal's bytes. Up to twice a move's longest, so that
# a message too long to be a move is still opened and refused with its reason; a longer
# envelope closes the wire.
MAX_ENVELOPE = 2 * MAX_MESSAGE + 1 + KEY + 40


def _json(data: dict[str, Any]) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode()


@dataclass
class GuestSeal:
    """A guest's side: its key pair for this sitting, the host's public key once known."""

    keys: TableKeys
    own: PrivateKey = field(default_factory=PrivateKey.generate)
    box: Box | None = None

    @property
    def address(self) -> bytes:
        return bytes(self.own.public_key)

    def join(self, seat: int, secret: str, last_seen: int) -> bytes:
        words = _json({"seat": seat, "secret": secret, "last_seen": last_seen})
        return JOIN + self.address + SecretBox(self.keys.key).encrypt(words)

    def seal(self, message: bytes) -> bytes:
        assert self.box is not None, "sealed before the host said hello"
        return MESSAGE + self.address + self.box.encrypt(message)

    def open(self, data: bytes) -> tuple[bytes, bytes]:
        """(what it is, the bytes inside); a hello sets up the Box. CryptoError when the
        bytes were not sealed for this guest."""
        kind, inside = data[:1], data[1:]
        if kind == HELLO:
            host = SecretBox(self.keys.key).decrypt(inside)
            self.box = Box(self.own, PublicKey(host))
            return kind, host
        if kind in (MESSAGE, FAREWELL) and self.box is not None:
            return kind, self.box.decrypt(inside)
        if kind == REFUSED:
            return kind, SecretBox(self.keys.key).decrypt(inside)
        raise CryptoError("not an envelope for this guest")


@dataclass
class HostSeal:
    """The host's side: its key pair, and a Box for each guest address that said hello."""

    keys: TableKeys
    own: PrivateKey = field(default_factory=PrivateKey.generate)
    boxes: dict[bytes, Box] = field(default_factory=dict)

    def open(self, data: bytes) -> tuple[bytes, bytes, Any]:
        """(what it is, the guest's address, the join's words or the message's bytes);
        Refused for anything not sealed by a guest of this table."""
        if not isinstance(data, bytes | bytearray) or not 1 + KEY < len(data) <= MAX_ENVELOPE:
            raise Refused(N_("that message is not a move"))
        kind, address, inside = bytes(data[:1]), bytes(data[1:1 + KEY]), bytes(data[1 + KEY:])
        try:
            if kind == JOIN:
                words = json.loads(SecretBox(self.keys.key).decrypt(inside))
                if not isinstance(words, dict):
                    raise Refused(N_("that message is not a move"))
                return kind, address, words
            if kind == MESSAGE and address in self.boxes:
                return kind, address, self.boxes[address].decrypt(inside)
        except (CryptoError, ValueError, UnicodeDecodeError):
            pass
        raise Refused(N_("that message is not a move"))

    def hello(self, address: bytes) -> bytes:
        self.boxes[address] = Box(self.own, PublicKey(address))
        return HELLO + SecretBox(self.keys.key).encrypt(bytes(self.own.public_key))

    def seal(self, address: bytes, message: bytes) -> bytes:
        return MESSAGE + self.boxes[address].encrypt(message)

    def farewell(self, address: bytes) -> bytes:
        return FAREWELL + self.boxes[address].encrypt(b"")

    def refuse(self, reason: str) -> bytes:
        return REFUSED + SecretBox(self.keys.key).encrypt(_json({"reason": reason}))

    def forget(self, address: bytes) -> None:
        self.boxes.pop(address, None)
