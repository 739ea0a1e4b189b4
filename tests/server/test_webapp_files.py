"""The server serves the built browser app: one page for every app address, hashed
assets cached for good, a clear 503 page when the app was not built."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.testclient import TestClient

from spelkast.server.webapp_files import mount_not_found, mount_webapp


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
