#!/usr/bin/env python3
"""Converts Cooklang's canonical parser tests from YAML to JSON, once, so that the test
suite reads them without a YAML library (the core and the tests stay without one).

    scripts/cooklang-canonical-to-json.py Tests/Fixtures/cooklang-canonical/canonical.yaml

writes canonical.json beside it. Needs python3-yaml. The YAML is github.com/cooklang/spec
tests/canonical.yaml, copied unchanged (its README.md in that folder names the commit).
Numbers stay numbers and words stay strings, as the YAML types them: a test compares a
quantity of 2 with a number and "three" with a string.
"""
import json
import pathlib
import sys

import yaml


def main() -> None:
    source = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/cooklang-canonical/canonical.yaml")
    document = yaml.safe_load(source.read_text(encoding="utf-8"))
    tests = document["tests"]
    out = {"version": document["version"], "tests": {name: tests[name] for name in sorted(tests)}}
    target = source.with_suffix(".json")
    target.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{target}: {len(tests)} tests, version {document['version']}")


if __name__ == "__main__":
    main()
