"""Whether Qt can open a window here, asked before the QApplication exists (Linux only).

Without a display, or with the X11 plugin (xcb) missing system libraries, Qt prints that reinstalling
the application may help and aborts (leaving a crash report). `problem` says instead, in the player's
language, what is wrong and what to do; it returns None wherever Qt can start or where it cannot say
better than Qt: on other systems, on Wayland, with a platform that needs no display (``offscreen``,
as ``--screenshot`` uses). Qt's platform is found as Qt 6 finds it (QGuiApplication's
createPlatformIntegration): ``QT_QPA_PLATFORM`` if set, else Wayland where ``WAYLAND_DISPLAY`` is set or
``XDG_SESSION_TYPE`` is ``wayland``, then X11 where ``DISPLAY`` is set, else the default, X11. Only when
X11 it is, the plugin is loaded here (the dynamic loader names what it cannot find); Qt then finds it
loaded. No Qt is needed until that step, and nothing is imported at all for the others.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping

Translate = Callable[[str, str], str]

# The system libraries Qt's xcb plugin loads with it (its own, those of libQt6XcbQpa and of QtGui),
# each with the package that holds it: Debian and Ubuntu, Fedora.
LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
}
# The X11 plugin's file in Qt's "platforms" folder.
XCB_PLUGIN = "libqxcb.so"
# The library the dynamic loader could not find, as its message names it.
NOT_FOUND = re.compile(r"^([^:\s]+): cannot open shared object file")


def problem(translate: Translate, environ: Mapping[str, str] | None = None,
            plugin_folders: list[str] | None = None,
            libraries: Mapping[str, tuple[str, str]] = LIBRARIES) -> str | None:
    """What keeps Qt from opening a window, said for the player (None: nothing this check can see).

    `environ` stands for `os.environ`, `plugin_folders` for where Qt looks for its platform plugins,
    `libraries` for `LIBRARIES` (the tests give others)."""
    if not sys.platform.startswith("linux"):
        return None
    environ = os.environ if environ is None else environ
    names = platform_names(environ)
    if not all(name == "xcb" or name.startswith("wayland") for name in names):
        return None                         # a platform without a display may follow: Qt's to try
    if any(name.startswith("wayland") for name in names) and _wayland_socket(environ):
        return None
    if "xcb" not in names or not environ.get("DISPLAY"):
        return no_display_message(translate)
    plugin = _xcb_plugin(_plugin_folders(environ) if plugin_folders is None else plugin_folders)
    missing = [] if plugin is None else missing_libraries(plugin, libraries)
    return missing_libraries_message(missing, translate, libraries) if missing else None


def platform_names(environ: Mapping[str, str]) -> list[str]:
    """The platforms Qt will try, in order, without their arguments ("xcb", "wayland", "offscreen" ...)."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not chosen:
        order = []
        if environ.get("WAYLAND_DISPLAY") is not None or environ.get("XDG_SESSION_TYPE") == "wayland":
            order.append("wayland")
        order.append("xcb")                 # where DISPLAY is set, and Qt's default on Linux alike
        return order
    return [name.split(":")[0].strip() for name in chosen.split(";") if name.strip()]


def _wayland_socket(environ: Mapping[str, str]) -> bool:
    """Whether a Wayland compositor's socket is there to connect to (as libwayland-client looks)."""
    if environ.get("WAYLAND_SOCKET"):
        return True
    name = environ.get("WAYLAND_DISPLAY") or "wayland-0"
    folder = environ.get("XDG_RUNTIME_DIR")
    if not os.path.isabs(name):
        if not folder:
            return False
        name = os.path.join(folder, name)
    return os.path.exists(name)


def _plugin_folders(environ: Mapping[str, str]) -> list[str]:
    """Where Qt looks for its platform plugins, in its order (a wheel's own folder found without asking Qt)."""
    import PySide6
    folders = [path for path in environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if path]
    folders += [os.path.join(path, "platforms") for path in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if path]
    wheel = os.path.join(os.path.dirname(PySide6.__file__), "Qt", "plugins")
    if not os.path.isdir(wheel):           # a PySide6 on the system's Qt (a distribution's package)
        from PySide6.QtCore import QLibraryInfo
        wheel = QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)
    folders.append(os.path.join(wheel, "platforms"))
    return folders


def _xcb_plugin(folders: list[str]) -> str | None:
    """The xcb plugin Qt would load from `folders` (None if none is there: Qt then says so itself)."""
    for folder in folders:
        path = os.path.join(folder, XCB_PLUGIN)
        if os.path.isfile(path):
            return path
    return None


def missing_libraries(plugin: str, libraries: Mapping[str, tuple[str, str]] = LIBRARIES) -> list[str]:
    """The libraries the dynamic loader cannot find for `plugin` (a shared library's path): [] if it loads.

    The loader names only the first it misses: each of `libraries` is then tried on its own."""
    import _ctypes  # the loader's own call; ctypes' package is not needed

    try:
        _ctypes.dlopen(plugin, os.RTLD_LOCAL)   # kept loaded: Qt loads the same file next
        return []
    except OSError as error:
        named = NOT_FOUND.match(str(error))
    missing = []
    for library in libraries:
        try:
            _ctypes.dlopen(library, os.RTLD_LOCAL)
        except OSError:
            missing.append(library)
    if named and named.group(1) not in missing and os.path.basename(named.group(1)) != os.path.basename(plugin):
        missing.append(named.group(1))
    return missing


def no_display_message(translate: Translate) -> str:
    """What the player reads when there is no display to open the window on."""
    return translate(
        "App", "buraco-qt found no display to open its window on (a desktop names its display in DISPLAY or "
               "WAYLAND_DISPLAY). Start the game from your desktop, or from a terminal in it. Without a display, "
               "buraco-qt --screenshot table.png still draws the table into a picture.")


def missing_libraries_message(missing: list[str], translate: Translate,
                              libraries: Mapping[str, tuple[str, str]] = LIBRARIES) -> str:
    """What the player reads when Qt's X11 plugin lacks the system libraries `missing`: what to install."""
    lines = [translate("App", "buraco-qt cannot open its window: Qt's X11 plugin (xcb) needs system libraries "
                              "that are not installed: {libraries}.").format(libraries=", ".join(missing))]
    known = [library for library in missing if library in libraries]
    if known:
        lines.append(translate("App", "Install them, then start the game again:"))
        debian = dict.fromkeys(libraries[library][0] for library in known)
        fedora = dict.fromkeys(libraries[library][1] for library in known)
        lines.append("  Debian, Ubuntu: sudo apt install " + " ".join(debian))
        lines.append("  Fedora: sudo dnf install " + " ".join(fedora))
    unknown = [library for library in missing if library not in libraries]
    if unknown:
        lines.append(translate("App", "Your system's package manager can tell which package holds {libraries}.").format(
            libraries=", ".join(unknown)))
    return "\n".join(lines)
