"""Headless Chromium for the page and report tests (Debian's chromium, driven by
playwright; never a browser that a tool downloads).  .ci/system-deps.sh installs it."""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """A browser context with a fresh user-data directory (playwright passes it as
    --user-data-dir), removed afterwards."""
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is missing: run sh .ci/system-deps.sh"
    profile = tempfile.mkdtemp(prefix="sdcsql-chromium-")
    try:
        with sync_playwright() as pw:
            context = pw.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=ARGS,
                viewport={"width": 1100, "height": 1400})
            try:
                yield context
            finally:
                context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


@contextlib.contextmanager
def open_page(context: Any, path: Path) -> Iterator[tuple[Any, list[str]]]:
    """Open ``path``; yield the page and the list of console errors and page errors,
    and requests to anything but the file itself (a self-contained page makes none)."""
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    url = path.resolve().as_uri()
    page.on("request", lambda r: problems.append(f"request: {r.url}")
            if r.url != url and not r.url.startswith("data:") else None)
    page.goto(url)
    try:
        yield page, problems
    finally:
        page.close()


def screenshot_variance(page: Any, path: Path) -> float:
    """Pixel variance of a full-page screenshot (0 for a blank page)."""
    from PIL import Image

    page.screenshot(path=str(path), full_page=True)
    pixels = np.asarray(Image.open(path).convert("L"), dtype=float)
    return float(pixels.var())
