"""The translation catalogs, installed as the package ``buraco_qt.i18n`` (see ``buraco_qt/resources.py``).

``buraco_<language>.ts`` are the Qt Linguist sources, ``buraco_<language>.qm`` the compiled catalogs
the game loads. This file holds no code: it makes the folder a package that every kind of install
(wheel, sdist, editable) can carry and ``importlib.resources`` can find.
"""
