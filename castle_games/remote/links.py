"""The wires between homes: each carries sealed envelopes unchanged, and adds nothing.

- On one home network a guest connects straight to the host: a WebSocket server at the
  host (the `websockets` library, its threaded API), one connection per guest sitting.
- Between homes both ends connect out to a relay: any MQTT broker (Eclipse Mosquitto is
  the one the README suggests and the tests start), through the `paho-mqtt` client. The
  table has a place on it named from the code; the host listens at `<place>/host`, each
  guest at `<place>/guest/<its address>`. Messages go at QoS 1 with a persistent session,
  so the broker holds what a guest (or a host that is off for the night) missed.

An address says which: `ws://host:port`, or `mqtt://[user:password@]host:port` (`mqtts://`
for TLS). A link calls `deliver`
from its own thread; the table's side puts what it gets on a queue (remote/host.py).
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit

from castle_games.remote.sealed import GONE, MAX_ENVELOPE

log = logging.getLogger(__name__)
TOPICS = "castle-games/1"
CONNECT_TIMEOUT_S = 8.0


class LinkError(OSError):
    """No way to the other end (no host at that address, no relay): `str()` says it."""


class Reply(Protocol):
    """The way back to one guest's sitting."""

    def send(self, data: bytes) -> None: ...

    @property
    def open(self) -> bool: ...


Deliver = Callable[[Reply, bytes], None]   # at the host: (the way back, the envelope)
Gone = Callable[[Reply], None]             # at the host: that sitting's wire broke


def _split(url: str, scheme: str, default_port: int) -> tuple[str, int]:
    parts = urlsplit(url)
    if parts.scheme != scheme or not parts.hostname:
        raise LinkError(f"not a {scheme}:// address: {url!r}")
    return parts.hostname, parts.port or default_port


# -- on one network: WebSocket ----------------------------------------------------------

class _Socket:
    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.lock = threading.Lock()
        self.closed = False

    def send(self, data: bytes) -> None:
        from websockets.exceptions import ConnectionClosed
        with self.lock:
            if self.closed:
                return
            try:
                self.connection.send(data)
            except (ConnectionClosed, OSError):
                self.closed = True  # the guest comes back with the last number it saw

    @property
    def open(self) -> bool:
        return not self.closed


class DirectHost:
    """The host's WebSocket server; `port` is known once started (0 asks for a free one)."""

    def __init__(self, port: int = 0, bind: str = "0.0.0.0") -> None:
        self.bind, self.port = bind, port
        self._server: Any = None

    def start(self, deliver: Deliver, gone: Gone) -> None:
        from websockets.sync.server import serve

        def handler(connection: Any) -> None:
            reply = _Socket(connection)
            try:
                for data in connection:
                    if isinstance(data, bytes):
                        deliver(reply, data)
            except Exception:  # a broken wire ends this sitting only
                log.debug("a guest's connection ended", exc_info=True)
            finally:
                reply.closed = True
                gone(reply)

        try:
            self._server = serve(handler, self.bind, self.port, max_size=MAX_ENVELOPE,
                                 compression=None, ping_interval=10, ping_timeout=10)
        except OSError as exc:
            raise LinkError(f"cannot open port {self.port}: {exc.strerror}") from exc
        self.port = self._server.socket.getsockname()[1]
        threading.Thread(target=self._server.serve_forever, name="host-link",
                         daemon=True).start()

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()


class DirectGuest:
    """A guest's connection to a host on the same network."""

    def __init__(self, url: str) -> None:
        _split(url, "ws", 80)
        self.url = url
        self._socket: _Socket | None = None

    def open(self, deliver: Callable[[bytes | None], None]) -> None:
        """Connect; `deliver(None)` says the wire broke (the guest comes back)."""
        from websockets.sync.client import connect
        try:
            # Entered as a context (closed by close()): websockets 17 asks for that.
            connection = connect(self.url, open_timeout=CONNECT_TIMEOUT_S, compression=None,
                                 max_size=None, ping_interval=10, ping_timeout=10).__enter__()
        except Exception as exc:
            raise LinkError(f"no table answers at {self.url}") from exc
        self._socket = _Socket(connection)

        def listen() -> None:
            try:
                for data in connection:
                    if isinstance(data, bytes):
                        deliver(data)
            except Exception:
                log.debug("the link to the host ended", exc_info=True)
            deliver(None)

        threading.Thread(target=listen, name="guest-link", daemon=True).start()

    def send(self, data: bytes) -> None:
        if self._socket is not None:
            self._socket.send(data)

    def close(self) -> None:
        if self._socket is not None:
            self._socket.closed = True
            try:
                self._socket.connection.close()
            except Exception:
                log.debug("closing the link", exc_info=True)


# -- between homes: an MQTT relay --------------------------------------------------------

def relayed(url: str) -> bool:
    return url.startswith(("mqtt://", "mqtts://"))


def _client(client_id: str, url: str) -> tuple[Any, str, int]:
    """A paho client for `mqtt://[user:password@]host[:port]` (`mqtts://`: TLS, 8883)."""
    import paho.mqtt.client as mqtt
    tls = url.startswith("mqtts://")
    host, port = _split(url, "mqtts" if tls else "mqtt", 8883 if tls else 1883)
    client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=client_id,
                         clean_session=False, protocol=mqtt.MQTTv311)
    parts = urlsplit(url)
    if parts.username:
        client.username_pw_set(unquote(parts.username), unquote(parts.password or ""))
    if tls:
        client.tls_set()  # the system's certificate authorities
    client.reconnect_delay_set(min_delay=1, max_delay=8)
    return client, host, port


def _connect(client: Any, host: str, port: int, topic: str, url: str) -> None:
    """Connect, subscribe, and wait until the broker has the subscription."""
    ready = threading.Event()

    def on_connect(c: Any, _userdata: Any, _flags: Any, reason: Any, _props: Any) -> None:
        if not reason.is_failure:
            # A move is one small packet: sent at once, not held back to be joined with
            # the next (Nagle's wait, with the other end's delayed ack, costs ~40 ms a hop).
            c.socket().setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            c.subscribe(topic, qos=1)

    def on_subscribe(*_args: Any) -> None:
        ready.set()

    client.on_connect, client.on_subscribe = on_connect, on_subscribe
    try:
        client.connect(host, port, keepalive=20)
    except OSError as exc:
        raise LinkError(f"no relay answers at {url}") from exc
    client.loop_start()
    if not ready.wait(CONNECT_TIMEOUT_S):
        client.loop_stop()
        raise LinkError(f"the relay at {url} did not take the table")


class _Topic:
    def __init__(self, client: Any, topic: str) -> None:
        self.client, self.topic = client, topic

    def send(self, data: bytes) -> None:
        self.client.publish(self.topic, data, qos=1)

    @property
    def open(self) -> bool:
        return True  # (the broker keeps what a guest that is away misses)


class RelayHost:
    """The host's end of a relayed table."""

    def __init__(self, url: str, place: str) -> None:
        self.url, self.place = url, place
        self._client: Any = None
        self._replies: dict[bytes, _Topic] = {}

    def start(self, deliver: Deliver, gone: Gone) -> None:
        client, host, port = _client(f"cg-{self.place}-host", self.url)

        def on_message(_c: Any, _userdata: Any, message: Any) -> None:
            data = bytes(message.payload)
            address = data[1:33].hex()
            if len(address) != 64:
                return
            reply = self._replies.setdefault(
                data[1:33], _Topic(client, f"{TOPICS}/{self.place}/guest/{address}"))
            deliver(reply, data)

        client.on_message = on_message
        _connect(client, host, port, f"{TOPICS}/{self.place}/host", self.url)
        self._client = client

    def close(self) -> None:
        if self._client is not None:
            self._client.disconnect()
            self._client.loop_stop()


class RelayGuest:
    """A guest's end of a relayed table: it listens at its own address."""

    def __init__(self, url: str, place: str, address: bytes) -> None:
        if not relayed(url):
            raise LinkError(f"not an mqtt:// address: {url!r}")
        self.url, self.place, self.address = url, place, address
        self._client: Any = None

    def open(self, deliver: Callable[[bytes | None], None]) -> None:
        client, host, port = _client(f"cg-{self.place}-{self.address.hex()[:16]}", self.url)
        client.on_message = lambda _c, _u, message: deliver(bytes(message.payload))
        # The broker says for a guest whose wire broke (MQTT's last will): the host counts
        # the time its player is away from then.
        client.will_set(f"{TOPICS}/{self.place}/host", GONE + self.address, qos=1)
        _connect(client, host, port, f"{TOPICS}/{self.place}/guest/{self.address.hex()}", self.url)
        self._client = client

    def send(self, data: bytes) -> None:
        if self._client is not None:
            self._client.publish(f"{TOPICS}/{self.place}/host", data, qos=1)

    def close(self) -> None:
        if self._client is not None:
            # A guest that leaves says so itself (the will is only for a broken wire).
            sent = self._client.publish(f"{TOPICS}/{self.place}/host", GONE + self.address, qos=1)
            try:
                sent.wait_for_publish(1.0)
            except (RuntimeError, ValueError):
                pass
            self._client.disconnect()
            self._client.loop_stop()


def guest_link(url: str, place: str, address: bytes) -> DirectGuest | RelayGuest:
    """The wire for an address: a host on this network, or a relay."""
    if relayed(url):
        return RelayGuest(url, place, address)
    return DirectGuest(url)


def host_link(url: str, place: str) -> DirectHost | RelayHost:
    """`ws://BIND:PORT` to take guests on this network, `mqtt://RELAY:PORT` through a relay."""
    if relayed(url):
        return RelayHost(url, place)
    bind, port = _split(url, "ws", 0)
    return DirectHost(port, bind)
