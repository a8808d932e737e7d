"""`validate --format sarif` against the official SARIF 2.1.0 schema.

The schema is not ours to copy into the repository, so the test takes it from the npm
registry, where Microsoft's SARIF SDK ships it inside `@microsoft/jest-sarif` (the 2.1.0
schema as released, "2.1.0-rtm.5"), and keeps it in pytest's cache (without one, in a
temporary folder). Without npm the test is skipped on a developer's machine and fails in
CI, which installs npm.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import jsonschema
import pytest

from editor.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
PACKAGE = "@microsoft/jest-sarif@1.0.0-beta.0"
MEMBER = "package/lib/schemas/sarif-2.1.0-rtm.5.json"


def unavailable(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"the SARIF 2.1.0 schema is needed in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def sarif_schema(pytestconfig, tmp_path_factory) -> dict:
    cache = getattr(pytestconfig, "cache", None)  # None with -p no:cacheprovider
    folder = Path(cache.mkdir("sarif-2.1.0")) if cache else tmp_path_factory.mktemp("sarif")
    schema_file = folder / "sarif-schema-2.1.0.json"
    if not schema_file.exists():
        npm = shutil.which("npm")
        if npm is None:
            unavailable("npm is not installed")
        done = subprocess.run(
            [npm, "pack", PACKAGE, "--pack-destination", str(folder), "--json"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if done.returncode != 0:
            unavailable(f"npm pack {PACKAGE} failed: {done.stderr.strip()[-300:]}")
        tarball = folder / json.loads(done.stdout)[0]["filename"]
        with tarfile.open(tarball) as archive:
            data = archive.extractfile(MEMBER).read()
        tarball.unlink()
        schema_file.write_bytes(data)
    schema = json.loads(schema_file.read_text(encoding="utf-8"))
    assert schema["title"].startswith("Static Analysis Results Format (SARIF) Version 2.1.0")
    return schema


def sarif(capsys, monkeypatch, *args) -> dict:
    monkeypatch.chdir(ROOT)
    main(["validate", "--format", "sarif", *map(str, args)])
    return json.loads(capsys.readouterr().out)


def errors(schema: dict, log: dict) -> list[str]:
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    return [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(log)
    ]


@pytest.mark.parametrize(
    "paths",
    [
        pytest.param(["tests/data"], id="a file per check code of every game"),
        pytest.param(["library"], id="the library, clean"),
        pytest.param(["no/such/file.quest.json", "README.md"], id="missing and foreign paths"),
    ],
)
def test_validate_output_conforms_to_the_sarif_schema(sarif_schema, capsys, monkeypatch, paths):
    log = sarif(capsys, monkeypatch, *paths)
    assert errors(sarif_schema, log) == []


def test_a_json_syntax_error_with_its_region_conforms(sarif_schema, capsys, monkeypatch, tmp_path):
    broken = tmp_path / "broken.quest.json"
    broken.write_text('{\n  "format": "tower-quest/1",\n  "size": ,\n}\n', encoding="utf-8")
    log = sarif(capsys, monkeypatch, broken)
    assert log["runs"][0]["results"], "the broken file gives a result"
    assert errors(sarif_schema, log) == []


def test_the_schema_refuses_what_sarif_does_not_allow(sarif_schema, capsys, monkeypatch):
    """The check can fail: a result whose level is not one of SARIF's is refused."""
    log = sarif(capsys, monkeypatch, "tests/data/checks")
    broken = copy.deepcopy(log)
    broken["runs"][0]["results"][0]["level"] = "fatal"
    assert errors(sarif_schema, broken) != []
    broken = copy.deepcopy(log)
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"] = {"startLine": 0}
    assert errors(sarif_schema, broken) != []
