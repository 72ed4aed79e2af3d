"""Every setting the app reads is in the README's table and in `.env.example`, without secrets."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SECRETS = ("MONGODB_URI", "VOYAGE_API_KEY", "OPENAI_API_KEY", "SECRET_KEY", "BOOTH_HOST_PIN")


def settings_read() -> set[str]:
    source = (ROOT / "config" / "settings.py").read_text()
    return set(re.findall(r'env_[a-z]+\(\s*"([A-Z0-9_]+)"', source))


def env_example_lines() -> dict[str, str]:
    """Setting name -> its line in .env.example, commented out or not."""
    lines = (ROOT / ".env.example").read_text().splitlines()
    found = {}
    for line in lines:
        match = re.fullmatch(r"(?:# )?([A-Z][A-Z0-9_]*)=(.*)", line)
        if match:
            found[match.group(1)] = line
    return found


def test_the_settings_module_is_read_as_expected() -> None:
    assert {"MONGODB_URI", "EMBEDDING_PROVIDER", "OPENAI_API_KEY", "LOG_LEVEL"} <= settings_read()


def test_every_setting_is_in_the_env_example_with_a_comment_above_it() -> None:
    lines = (ROOT / ".env.example").read_text().splitlines()
    documented = env_example_lines()

    missing = settings_read() - set(documented)
    assert not missing, f"add these settings to .env.example: {sorted(missing)}"
    for name, line in documented.items():
        above = lines[lines.index(line) - 1]
        assert above.startswith("# ") and "=" not in above.split()[1], f"{name} needs a comment"


def test_every_setting_is_in_the_readme_table() -> None:
    readme = (ROOT / "README.md").read_text()
    table = set(re.findall(r"^\| `([A-Z0-9_]+)` \|", readme, flags=re.MULTILINE))

    assert settings_read() - table == set()


def test_the_env_example_holds_no_secret() -> None:
    documented = env_example_lines()

    for name in SECRETS:
        assert documented[name] == f"{name}=", f"{name} must be left empty in .env.example"
