"""The server serves the built browser app: one page for every app address, hashed
assets cached for good, a clear 503 page when the app was not built."""

from __future__ import annotations

import gzip
from pathlib import Path

from fastapi import FastAPI
from fastapi.testclient import TestClient

from spelkast.server.webapp_files import accepted_encodings, mount_not_found, mount_webapp


def _client(root: Path) -> TestClient:
    app = FastAPI()
    mount_webapp(app, root)
    return TestClient(app)


def _built(tmp_path: Path) -> Path:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><title>spelkast app</title>")
    (tmp_path / "assets" / "index-abc123.js").write_text("console.log(1)")
    (tmp_path / "favicon.svg").write_text("<svg/>")
    return tmp_path


def test_every_app_address_gets_the_app_page(tmp_path: Path) -> None:
    client = _client(_built(tmp_path))
    for path in ("/", "/match/AbC_12", "/rules", "/rules/labyrinth", "/bots"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "spelkast app" in response.text
        assert response.headers["cache-control"] == "no-cache"
    assert client.get("/elsewhere").status_code == 404


def test_hashed_assets_are_cached_for_good(tmp_path: Path) -> None:
    client = _client(_built(tmp_path))
    response = client.get("/assets/index-abc123.js")
    assert response.status_code == 200
    assert "immutable" in response.headers["cache-control"]
    assert client.get("/assets/missing.js").status_code == 404
    assert client.get("/favicon.svg").status_code == 200


def test_an_unbuilt_app_says_how_to_build_it(tmp_path: Path) -> None:
    client = _client(tmp_path)
    response = client.get("/")
    assert response.status_code == 503
    assert "npm run build" in response.text
    assert client.get("/assets/index.js").status_code == 404


def test_unknown_addresses_get_the_app_with_404_and_api_ones_json(tmp_path: Path) -> None:
    root = _built(tmp_path)
    app = FastAPI()
    mount_webapp(app, root)

    @app.get("/api/known")
    async def known() -> dict[str, bool]:
        return {"ok": True}

    mount_not_found(app, root)
    client = TestClient(app)
    for path in ("/foo/bar", "/match/", "/match", "/rules/a/b"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "spelkast app" in response.text, path
        assert response.headers["cache-control"] == "no-cache"
    for path in ("/api", "/api/nothing/here"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert response.json() == {"detail": "Not Found"}
    # the routes before it still answer, and assets are not the page
    assert client.get("/api/known").json() == {"ok": True}
    assert client.get("/match/AbC_12").status_code == 200
    assert client.get("/assets/missing.js").status_code == 404
    assert "spelkast app" not in client.get("/assets/missing.js").text
    # a POST anywhere unknown stays a JSON 404, a known address's wrong method a 405
    assert client.post("/api/nothing").status_code == 404
    assert client.post("/foo").json() == {"detail": "Not Found"}
    assert client.post("/api/known").status_code == 405
    # not built: a plain 404 (the 503 page is for the app's own addresses)
    bare = FastAPI()
    mount_not_found(bare, tmp_path / "none")
    assert TestClient(bare).get("/foo").status_code == 404


def _compressed(tmp_path: Path) -> tuple[Path, bytes]:
    root = _built(tmp_path)
    text = b"export const board = 'labyrinth';\n" * 200
    (root / "assets" / "board-x1.js").write_bytes(text)
    (root / "assets" / "board-x1.js.gz").write_bytes(gzip.compress(text))
    # a brotli copy the test can tell apart from the others (the client does not decode it)
    (root / "assets" / "board-x1.js.br").write_bytes(b"brotli copy")
    return root, text


def test_an_asset_comes_in_the_encoding_the_browser_accepts(tmp_path: Path) -> None:
    root, text = _compressed(tmp_path)
    client = _client(root)
    path = "/assets/board-x1.js"
    brotli = client.get(path, headers={"Accept-Encoding": "gzip, deflate, br"})
    assert brotli.headers["content-encoding"] == "br"
    assert brotli.headers["content-type"].startswith("text/javascript")
    assert brotli.headers["vary"] == "Accept-Encoding"
    assert "immutable" in brotli.headers["cache-control"]
    assert brotli.content == b"brotli copy"
    # httpx decodes gzip itself: the text arrives whole, and the header says how it came
    gzipped = client.get(path, headers={"Accept-Encoding": "gzip"})
    assert gzipped.headers["content-encoding"] == "gzip"
    assert int(gzipped.headers["content-length"]) < len(text)
    assert gzipped.content == text
    for refusing in ("identity", "br;q=0, gzip;q=0", "*;q=0", "deflate"):
        plain = client.get(path, headers={"Accept-Encoding": refusing})
        assert "content-encoding" not in plain.headers, refusing
        assert plain.content == text
        assert plain.headers["vary"] == "Accept-Encoding"
    # an asset without copies is sent as it is, with no Vary
    single = client.get("/assets/index-abc123.js", headers={"Accept-Encoding": "br, gzip"})
    assert "content-encoding" not in single.headers
    assert "vary" not in single.headers
    # a cached copy is not sent again
    etag = brotli.headers["etag"]
    again = client.get(path, headers={"Accept-Encoding": "br", "If-None-Match": etag})
    assert again.status_code == 304


def test_accept_encoding_is_read_with_its_qualities() -> None:
    assert accepted_encodings("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert accepted_encodings("br;q=0.5, gzip;q=1.0") == {"br", "gzip"}
    assert accepted_encodings("br;q=0, *") == {"gzip", "*"}
    assert accepted_encodings("") == frozenset()
    assert accepted_encodings("gzip;q=x") == frozenset()
