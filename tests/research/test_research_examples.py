"""The examples of docs/research.md run, and the page shows them as they are."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

pytest.importorskip("pyspiel", reason="the research extra is not installed")

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ("pettingzoo_random.py", "gymnasium_random.py", "openspiel_mcts.py")


@pytest.mark.parametrize("name", EXAMPLES)
def test_example_runs_and_is_shown_in_the_docs(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = (ROOT / "examples" / name).read_text()
    assert source.strip() in (ROOT / "docs" / "research.md").read_text()
    runpy.run_path(str(ROOT / "examples" / name), run_name="__main__")
    printed = capsys.readouterr().out
    assert "returns" in printed or "won" in printed


def test_docs_list_every_observation_channel_of_every_game() -> None:
    from spelkast.research.codec import codec_ids, get_codec

    text = (ROOT / "docs" / "research.md").read_text()
    for game_id in codec_ids():
        codec = get_codec(game_id, 2)
        section = text.split(f"#### {game_id}:", 1)[1].split("####", 1)[0]
        assert f"{codec.layout.size} floats, {codec.num_actions} actions" in section
        for segment in codec.layout.segments:
            assert f"| `{segment.name}` |" in section, (game_id, segment.name)
