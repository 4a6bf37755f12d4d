"""The README's map of the code names every module of the package, so that a newcomer finds each file."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _mapped_paths(readme: str) -> set[str]:
    """The file paths the map under "## The code" names (folders open a prefix for the lines below them)."""
    block = readme.split("## The code", 1)[1].split("```", 2)[1]
    paths, folders = set(), {}
    for line in block.splitlines():
        match = re.match(r"^( *)(\S+)", line)
        if not match:
            continue
        depth, name = len(match.group(1)), match.group(2)
        folders = {d: f for d, f in folders.items() if d < depth}
        prefix = "".join(folders[d] for d in sorted(folders))
        if name.endswith("/"):
            folders[depth] = name
        else:
            paths.add(prefix + name)
    return paths


def test_the_readme_maps_every_module():
    mapped = _mapped_paths((ROOT / "README.md").read_text(encoding="utf-8"))
    modules = {str(path.relative_to(ROOT)) for path in (ROOT / "buraco_qt").rglob("*.py")
               if path.name not in ("__init__.py", "__main__.py")}
    assert sorted(modules - mapped) == []                   # every module has its line
    gone = {path for path in mapped - modules if path.startswith("buraco_qt/") and not path.endswith("__init__.py")}
    assert sorted(gone) == []                               # and no line names a module that is gone
