"""The import contracts cover the whole product: every top-level package sits in a layer.

`lint-imports` checks the contracts in `pyproject.toml`; a package missing from them would be
free to import anything, so a new package has to be placed before it can land.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_top_level_package_is_in_a_layer() -> None:
    linter = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "importlinter"
    ]
    (contract,) = [c for c in linter["contracts"] if c["type"] == "layers"]
    layered = {
        name.strip(" ()")
        for layer in contract["layers"]
        for name in layer.replace("|", ":").split(":")
    }
    packages = {path.parent.name for path in ROOT.glob("*/__init__.py")}
    assert packages <= layered, sorted(packages - layered)
    assert packages <= set(linter["root_packages"]), sorted(packages - set(linter["root_packages"]))
