"""What the game tells screen readers beyond the widgets' own names: announcements.

A widget's accessible name and description reach screen readers through Qt's accessibility bridge
(AT-SPI on Linux, where Orca reads them; UI Automation on Windows; NSAccessibility on macOS).
What happens at the table (a computer's move, a refusal, a hint) is not on a widget that has the
focus, so it is sent as an announcement: `QAccessibleAnnouncementEvent` (Qt 6.8 and later), which
the bridge passes on as the platform's announcement (AT-SPI's ``Announcement`` signal). With an
older Qt the status bar's label only changes its text (and so its name), which a screen reader
says when the player moves to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, assertive: bool = False) -> bool:
    """Ask screen readers to say `text` now, from `widget`: politely (after what they are saying), or
    `assertive` (at once). False where Qt cannot announce (before 6.8)."""
    if not text:
        return False
    # Qt's accessibility classes are loaded at the first announcement (their enums: 1.4 ms of the startup)
    from PySide6.QtGui import QAccessible
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:  # pragma: no cover - Qt before 6.8
        return False
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    send(event)
    return True


def send(event) -> None:
    """Hand `event` to Qt's accessibility (it goes nowhere while no screen reader listens)."""
    from PySide6.QtGui import QAccessible
    QAccessible.updateAccessibility(event)
