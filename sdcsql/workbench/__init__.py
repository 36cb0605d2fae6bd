"""The workbench: every step of a release, interactively, in a local browser page
(``sdcsql workbench``; docs/present/workbench.md).

A thin layer over one :class:`~sdcsql.pipeline.session.Session`: :mod:`.actions` holds
every call into it, :mod:`.forms` draws the option forms from the options'
declarations, :mod:`.jobs` runs the long actions in the background, and
:mod:`.server` serves the page (``static/``) and its JSON API on 127.0.0.1 with a
token.  Needs the ``gui`` extra (Starlette and uvicorn).
"""

from __future__ import annotations

__all__: list[str] = []
