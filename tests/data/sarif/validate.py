#!/usr/bin/python3
"""Checks a SARIF log against the SARIF 2.1.0 schema, formats included.

    validate.py SCHEMA LOG      exit 0 when valid; else each error as "/json/path: message", exit 1

Debian 12's python3-jsonschema checks "uri" and "uri-reference" only with python3-rfc3987
installed (scripts/test installs both), and "date-time" not at all: a check of its own is added.
Run with Debian's /usr/bin/python3, whose jsonschema sees python3-rfc3987.
"""
import datetime
import json
import sys

from jsonschema import FormatChecker
from jsonschema.validators import validator_for


def main():
    with open(sys.argv[1], encoding="utf-8-sig") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        log = json.load(f)
    checker = FormatChecker()
    for needed in ("uri", "uri-reference"):
        if needed not in checker.checkers:
            print(f"format '{needed}' cannot be checked: install python3-rfc3987", file=sys.stderr)
            return 2
    if "date-time" not in checker.checkers:
        @checker.checks("date-time", raises=ValueError)
        def date_time(value):
            if not isinstance(value, str):
                return True
            datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
            return "T" in value.upper()
    validator = validator_for(schema)
    validator.check_schema(schema)
    errors = sorted(validator(schema, format_checker=checker).iter_errors(log),
                    key=lambda e: list(map(str, e.absolute_path)))
    for error in errors:
        print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
