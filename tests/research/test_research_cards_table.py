"""The card game's observation, whose layout channels are carried from one view to the
next (:class:`codec_cards.Table`), equals the one worked out from scratch from the same
view, for every seat looking at every position of random games (2-5 players, both ways
of taking), whether the seat looks at consecutive positions or skips some."""

from __future__ import annotations

import copy
import random

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.research.base import Context
from spelkast.research.codec import get_codec
from spelkast.research.codec_cards import CardsCodec, Table
from spelkast.research.session import Session


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 100_000),
    play=st.integers(0, 100_000),
    taking=st.sampled_from(["free", "maximal"]),
    look=st.floats(0.2, 1.0),
)
def test_carried_layout_channels_equal_the_from_scratch_ones(
    players: int, seed: int, play: int, taking: str, look: float
) -> None:
    codec = get_codec("labyrinth-cards", players, {"taking": taking})
    assert isinstance(codec, CardsCodec)
    session = Session(codec, seed)
    rng = random.Random(play)
    carried = 0
    while not session.over:
        for seat in range(players):
            if rng.random() > look:
                continue  # (this seat skips this position)
            fresh_before = codec._table.layout
            observed = session.observation(seat)
            carried += codec._table.layout is not fresh_before
            # the same view, its entries not shared with any earlier one, from scratch
            alone = get_codec("labyrinth-cards", players, {"taking": taking})
            view = copy.deepcopy(dict(session.context(seat).view))
            np.testing.assert_array_equal(observed, alone.observe(Context(seat, view)))
            table = Table()
            np.testing.assert_array_equal(
                codec._table.vector, table.fresh(copy.deepcopy(view["layout"]))
            )
        (mover,) = session.movers
        session.play(mover, rng.choice(session.legal(mover)[1]))
    assert carried


def test_views_that_share_no_entries_are_worked_out_afresh() -> None:
    codec = get_codec("labyrinth-cards", 2)
    assert isinstance(codec, CardsCodec)
    first, second = Session(codec, 1), Session(codec, 2)
    a = codec.observe(first.context(0))
    b = codec.observe(second.context(0))
    assert not np.array_equal(a, b)
    np.testing.assert_array_equal(a, codec.observe(first.context(0)))
