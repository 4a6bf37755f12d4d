"""The game's own art, installed as the package ``buraco_qt.assets`` (see ``buraco_qt/resources.py``).

``cards/``: the card deck (one SVG per card, written by ``tools/make_cards.py``). ``icons/``: the
application icon (written by ``tools/make_icon.py``). ``sounds/``: the sounds of the moves (written
by ``tools/make_sounds.py``). ``desktop/``: the launcher entry and the AppStream metadata. This file
holds no code: it makes the folder a package that every kind of install (wheel, sdist, editable) can
carry and ``importlib.resources`` can find.
"""
