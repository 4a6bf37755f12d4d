"""Every Python file of the checkout passes ruff with the rules pyproject.toml's [tool.ruff] chooses."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_checkout_passes_ruff(tmp_path):
    """ruff (in the `test` extra) finds nothing; its cache goes to tmp_path, not into the checkout that other
    tests copy while it runs."""
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "."], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, "RUFF_CACHE_DIR": str(tmp_path / "cache")})
    assert result.returncode == 0, result.stdout + result.stderr
