"""Where the players' page is served: ``HOST:PORT`` read from the user (every refusal in words, issue 33) and the
listening socket made there (a failure names the address: "127.0.0.1:8765 ist belegt"). Without aiohttp, so that
the command line reads an address without loading the server.

>>> parse_bind("0.0.0.0:8080"), parse_bind("8080"), parse_bind("[::1]:8765")
(('0.0.0.0', 8080), ('0.0.0.0', 8080), ('::1', 8765))
"""

from __future__ import annotations

import errno
import ipaddress
import re
import socket

from referee.core.errors import InvalidInput
from referee.core.files import shown

#: every address of the machine: a phone on the table's network reaches it (the link names the LAN address)
DEFAULT_HOST = "0.0.0.0"
DEFAULT_PORT = 8765
BACKLOG = 512
_HOSTNAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")


def _unreadable(text: str, why_de: str, why_en: str) -> InvalidInput:
    return InvalidInput(f"Adresse nicht lesbar: {shown(repr(text), 60)} – {why_de} (HOST:PORT, z. B. 0.0.0.0:8765).",
                        f"Cannot read address {shown(repr(text), 60)}: {why_en} (HOST:PORT, e.g. 0.0.0.0:8765).")


def parse_bind(text: str) -> tuple[str, int]:
    """``HOST:PORT``, ``PORT`` or ``[IPv6]:PORT`` as (host, port); the host defaults to every address (0.0.0.0)."""
    text = text.strip()
    if text.startswith("["):
        host, closed, rest = text[1:].partition("]")
        if not closed or not rest.startswith(":"):
            raise _unreadable(text, "eine IPv6-Adresse steht in Klammern mit Port dahinter, z. B. [::1]:8765",
                              "an IPv6 address goes in brackets with the port after it, e.g. [::1]:8765")
        port = rest[1:]
    elif text.count(":") > 1:
        raise _unreadable(text, "eine IPv6-Adresse steht in Klammern, z. B. [::1]:8765",
                          "an IPv6 address goes in brackets, e.g. [::1]:8765")
    else:
        host, _, port = text.rpartition(":")
    if not (port.isascii() and port.isdigit() and len(port) <= 5 and int(port) <= 65535):
        raise _unreadable(text, "der Port ist eine Zahl von 0 bis 65535", "the port is a number from 0 to 65535")
    host = host or DEFAULT_HOST
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not (host.isascii() and _HOSTNAME.fullmatch(host)):
            raise _unreadable(text, "kein Rechnername und keine IP-Adresse", "neither a host name nor an IP address") from None
    return host, int(port)


def where_text(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def bind(host: str, port: int) -> socket.socket:
    """A listening socket at ``host:port``; a failure says which address and why, in words."""
    where = where_text(host, port)
    try:
        if ":" not in host:
            return socket.create_server((host, port), backlog=BACKLOG)
        both = ipaddress.ip_address(host).is_unspecified and socket.has_dualstack_ipv6()  # [::] takes IPv4 too
        return socket.create_server((host, port), family=socket.AF_INET6, backlog=BACKLOG, dualstack_ipv6=both)
    except socket.gaierror:
        raise InvalidInput(f"{shown(host, 60)} ist kein bekannter Rechner.", f"{shown(host, 60)} is no known host.") from None
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise InvalidInput(f"{where} ist belegt (ein anderes Programm oder eine laufende Anzeige nutzt ihn); einen "
                               "anderen Port wählen.",
                               f"{where} is in use (by another program or a display already running); choose another "
                               "port.") from None
        if exc.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT):
            raise InvalidInput(f"{where}: {shown(host, 60)} ist keine Adresse dieses Rechners.",
                               f"{where}: {shown(host, 60)} is not an address of this machine.") from None
        if exc.errno == errno.EACCES:
            raise InvalidInput(f"{where}: dieser Port braucht besondere Rechte; einen Port ab 1024 wählen, z. B. 8765.",
                               f"{where}: this port needs special rights; choose a port from 1024 on, e.g. 8765.") from None
        raise InvalidInput(f"{where} lässt sich nicht bereitstellen ({exc.strerror or exc}).",
                           f"{where} cannot be served ({exc.strerror or exc}).") from None


