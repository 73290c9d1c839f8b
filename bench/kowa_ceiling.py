"""How far can a Kowa High get above Low? Ceilings measured with hidden information.

The issue asks a High seat to win 1.5 times as many deals as each Low seat.
This benchmark plays the rule-based High (``cardavia.ai.kowa.choose_high``)
against two Lows on paired deals, then variants that are *given* what no
honest player knows, read straight from the engine:

* ``high``: the real High, observation only.
* ``knows-hands``: High counts as live only the copies still in the stock
  (it knows every opponent's hand).
* ``knows-hands+denial``: the same, and High never discards a card the next
  seat (a Low) would take, when a discard of the same shape exists (it knows
  that seat's hand).
* ``free-denial``: ``knows-hands``, and the next seat is simply never allowed
  to take a discard (a denial that costs High nothing; not reachable by play).

Usage: ``.venv/bin/python bench/kowa_ceiling.py --deals 1000 --seed 1``.
Prints, per variant, the wins of High and of the Low after it (who may take
High's discards) and the Low before it, and High / the better Low.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from typing import Callable

from cardavia import games
from cardavia.ai import kowa
from cardavia.games.kowa.engine import KowaGame

Chooser = Callable[[dict, list[str], random.Random], str]


def stock_live(game: KowaGame) -> list[int]:
    live = [0] * kowa.FACE_COUNT
    for face in game.stock:
        live[face] += 1
    return live


def knowing_high(game: KowaGame, deny: bool) -> Chooser:
    """High with live copies read from the stock; with ``deny``, it starves the next seat."""

    def choose(observation: dict, legal: list[str], rng: random.Random) -> str:
        real = kowa.live_counts
        kowa.live_counts = lambda _observation: stock_live(game)  # type: ignore[assignment]
        try:
            action = kowa.choose_high(observation, legal, rng)
        finally:
            kowa.live_counts = real  # type: ignore[assignment]
        if not deny or observation["phase"] != "discard" or len(legal) == 1:
            return action
        after = (observation["seat"] + 1) % 3
        if game.declared[after] is not None:
            return action
        counts, live = kowa.hand_counts(observation), stock_live(game)
        danger = kowa.opponent_waits(observation)
        faces = [kowa._discard_face(a) for a in legal if kowa._discard_face(a) not in danger]
        ranked = kowa._rank_discards(counts, live, faces)
        hand = list(game.hands[after])
        base = kowa.shape(hand)
        for value, face in ranked:
            if value[0] < ranked[0][0][0]:
                break
            hand[face] += 1
            feeds = kowa.shape(hand) > base
            hand[face] -= 1
            if not feeds:
                return f"discard {kowa.KOWA_FACES[face]}"
        return action

    return choose


def play(variant: str, deals: int, seed: int) -> Counter[str]:
    wins: Counter[str] = Counter()
    for deal in range(deals):
        for high_seat in range(3):
            game = games.new_game("kowa", seed=seed * 1_000_003 + deal)
            assert isinstance(game, KowaGame)
            high: Chooser = kowa.choose_high if variant == "high" else knowing_high(game, deny=variant == "knows-hands+denial")
            rngs = [random.Random(f"{deal}/{high_seat}/{seat}") for seat in range(3)]
            while not game.is_over:
                seat = game.to_act
                assert seat is not None
                observation, legal = game.observation(seat), game.legal_actions()
                if seat == high_seat:
                    action = high(observation, legal, rngs[seat])
                elif variant == "free-denial" and seat == (high_seat + 1) % 3 and observation["phase"] == "acquire":
                    action = "draw"
                else:
                    action = kowa.choose_low(observation, legal, rngs[seat])
                game.apply(action)
            winner = game.result["winner"] if game.result else None
            wins["draw" if winner is None else ("high", "low after", "low before")[(winner - high_seat) % 3]] += 1
    return wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'variant':<20} {'High':>6} {'Low after':>10} {'Low before':>11} {'drawn':>6} {'High / better Low':>18}")
    for variant in ("high", "knows-hands", "knows-hands+denial", "free-denial"):
        wins = play(variant, args.deals, args.seed)
        games_played = 3 * args.deals
        ratio = wins["high"] / max(wins["low after"], wins["low before"], 1)
        print(
            f"{variant:<20} {wins['high'] / games_played:>6.1%} {wins['low after'] / games_played:>10.1%}"
            f" {wins['low before'] / games_played:>11.1%} {wins['draw'] / games_played:>6.1%} {ratio:>17.2f}×",
            flush=True,
        )


if __name__ == "__main__":
    main()
