"""The machine's addresses on the local network, for the players' page's link: what a phone at the table can reach
(never 0.0.0.0, never 127.0.0.1). The address of the default route comes first (the network the machine uses), then
every other interface's IPv4 address; loopback and self-assigned (169.254.x.x) addresses are left out.

>>> all(not a.startswith(("127.", "0.", "169.254.")) for a in lan_addresses())
True
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import struct
import sys


def _default_route() -> str | None:
    """The address this machine would send from to the internet (a UDP socket is 'connected'; nothing is sent)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, never reached
        return str(s.getsockname()[0])
    return None


def _interfaces() -> list[str]:
    """Every interface's IPv4 address (Linux: asked of the kernel per interface; elsewhere: the host name's)."""
    found: list[str] = []
    if sys.platform.startswith("linux"):
        import fcntl

        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            for _, name in socket.if_nameindex():
                with contextlib.suppress(OSError):
                    packed = fcntl.ioctl(s.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))  # SIOCGIFADDR
                    found.append(socket.inet_ntoa(packed[20:24]))
    with contextlib.suppress(OSError):
        found += [str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    return found


def usable(address: str) -> bool:
    """Can a phone on the network reach this address? (Not unspecified, loopback or self-assigned.)"""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not (ip.is_unspecified or ip.is_loopback or ip.is_link_local or ip.is_multicast)


def lan_addresses() -> list[str]:
    """The machine's addresses a phone can reach, the default route's first (may be empty: no network)."""
    found = [a for a in (_default_route(), *_interfaces()) if a is not None and usable(a)]
    return list(dict.fromkeys(found))
