"""Schemathesis hooks for test/fuzz/run.sh (loaded through SCHEMATHESIS_HOOKS).

With FUZZ_MEMBER_EMAIL set, every request carries a demo member's access token with an account
selected: POST /public/auth/sign-in, then POST /api/auth/session with the member's oldest account of
FUZZ_MEMBER_ACCOUNT_TYPE. Access tokens live 15 minutes; the token is fetched again every
FUZZ_TOKEN_REFRESH_SECONDS (10 minutes by default), so a run may last longer than one token.
Without FUZZ_MEMBER_EMAIL this module registers no hook (the unauthenticated run); every run loads it
for the work-around below.
"""

import json
import os
import urllib.error
import urllib.request

import schemathesis
from hypothesis.internal import lambda_sources

# Hypothesis parses a module's source to describe the lambdas of its strategies (for a filter's
# message). On Debian's Python 3.11 that parse now and then raises "SystemError: AST constructor
# recursion depth mismatch" (CPython gh-106905), which failed POST /api/representative/search, then
# POST /api/job/search, as a runtime error of the fuzzer, not of the API. The description is only
# text: when the parse fails, a lambda is described as such and the run goes on.
_describe_lambda = lambda_sources.lambda_description


def _lambda_description_or_placeholder(f):
    try:
        return _describe_lambda(f)
    except (SystemError, RecursionError):
        return "lambda: <source not parsed>"


lambda_sources.lambda_description = _lambda_description_or_placeholder

BASE_URL = os.environ.get("FUZZ_BASE_URL", "http://127.0.0.1:3000").rstrip("/")
EMAIL = os.environ.get("FUZZ_MEMBER_EMAIL", "")
PASSWORD = os.environ.get("FUZZ_MEMBER_PASSWORD", "callsheet-demo")
ACCOUNT_TYPE = os.environ.get("FUZZ_MEMBER_ACCOUNT_TYPE", "")
REFRESH_SECONDS = int(os.environ.get("FUZZ_TOKEN_REFRESH_SECONDS", "600"))


def _call(method: str, path: str, token: str | None = None, body: dict | None = None) -> dict:
    headers = {"accept": "application/json"}
    data = None
    if body is not None:
        headers["content-type"] = "application/json"
        data = json.dumps(body).encode()
    if token:
        headers["authorization"] = f"Bearer {token}"
    request = urllib.request.Request(f"{BASE_URL}{path}", data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")[:300]
        raise RuntimeError(f"{method} {path} answered {error.code}: {detail}") from error


def member_token() -> str:
    """A fresh access token of the demo member, with their account selected."""
    signed_in = _call("POST", "/public/auth/sign-in", body={"email": EMAIL, "password": PASSWORD})
    token = signed_in["accessToken"]
    accounts = _call("GET", "/api/auth/me", token)["accounts"]
    # Ids are UUIDv7 (time-ordered): the oldest is the one the demo seed made, whatever a run adds.
    candidates = sorted(
        account for account, membership in accounts.items()
        if not ACCOUNT_TYPE or membership.get("accountType") == ACCOUNT_TYPE
    )
    if not candidates:
        raise RuntimeError(f"{EMAIL} has no {ACCOUNT_TYPE or 'any'} account")
    return _call("POST", "/api/auth/session", token, {"account": candidates[0]})["accessToken"]


if EMAIL:

    # retry_on=[]: a 401 is an answer under test (a fuzzed token, a route refusing), not an expired token.
    @schemathesis.auth(refresh_interval=REFRESH_SECONDS, retry_on=[])
    class MemberSession:
        def get(self, case, context):
            return member_token()

        def set(self, case, data, context):
            case.headers = case.headers or {}
            case.headers["Authorization"] = f"Bearer {data}"
