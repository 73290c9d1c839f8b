"""The arena: paired deals, results independent of the number of workers, the command line."""

from __future__ import annotations

import pytest

from cardavia import cli
from cardavia.ai import arena


def outcomes(report: arena.ArenaReport) -> list[tuple]:
    return [(r.deal, r.rotation, r.levels, r.wins, r.points) for r in report.records]


def test_every_deal_is_played_in_every_seating() -> None:
    report = arena.play_deals("truco", ["low", "random"], deals=3, seed=5, workers=1)
    assert [(r.deal, r.levels) for r in report.records] == [
        (deal, levels) for deal in range(3) for levels in (("low", "random"), ("random", "low"))
    ]
    low, random_level = report.level("low"), report.level("random")
    assert low.games == random_level.games == 6
    # A two-seat game: every game has one winner, so the paired rates add up to one.
    assert low.win_rate + random_level.win_rate == pytest.approx(1.0)
    assert low.ci_low <= low.win_rate <= low.ci_high
    assert low.decisions > 0 and low.latency_p95_ms >= low.latency_median_ms > 0


def test_results_do_not_depend_on_the_number_of_workers() -> None:
    one = arena.play_deals("truco", ["low", "random"], deals=4, seed=9, workers=1)
    two = arena.play_deals("truco", ["low", "random"], deals=4, seed=9, workers=2)
    assert outcomes(one) == outcomes(two)
    assert [(s.level, s.win_rate, s.avg_points) for s in one.levels] == [(s.level, s.win_rate, s.avg_points) for s in two.levels]


def test_a_different_seed_gives_different_deals() -> None:
    assert arena.deal_seeds(1, 5) != arena.deal_seeds(2, 5)
    assert arena.deal_seeds(1, 5) == arena.deal_seeds(1, 5)


@pytest.mark.parametrize("seats", [["low", "low", "low"], ["low", "expert"], []])
def test_impossible_seatings_are_refused(seats: list[str]) -> None:
    with pytest.raises(ValueError):
        arena.seatings("truco", seats)


def test_the_command_prints_rates_intervals_points_and_latency(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["arena", "truco", "--seats", "low,random", "--deals", "2", "--seed", "3", "--workers", "1"]) == 0
    text = capsys.readouterr().out
    for heading in ("win rate", "95% CI", "avg points", "median ms", "p95 ms"):
        assert heading in text
    assert "\nlow " in text and "\nrandom " in text


def test_the_command_refuses_an_unknown_level() -> None:
    with pytest.raises(SystemExit):
        cli.main(["arena", "truco", "--seats", "low,genius", "--deals", "1"])


def test_places_keep_apart_the_seats_of_a_repeated_level() -> None:
    report = arena.play_deals("kowa", ["high", "low", "low"], deals=3, seed=4, workers=1)
    places = arena.place_stats(report)
    assert [(p.place, p.level) for p in places] == [(1, "high"), (2, "low"), (3, "low")]
    assert places[0].win_rate == report.level("high").win_rate
    # Every seating plays each deal once, so the two Low places average to the pooled Low rate.
    assert abs((places[1].win_rate + places[2].win_rate) / 2 - report.level("low").win_rate) < 1e-9
    assert "by place in the pattern: 1 high" in arena.format_report(report)
    truco = arena.play_deals("truco", ["low", "random"], deals=1, seed=4, workers=1)
    assert arena.place_stats(truco) == [] and "by place" not in arena.format_report(truco)


def test_the_points_margin_pairs_each_deal_and_is_printed() -> None:
    report = arena.play_deals("truco", ["low", "random"], deals=4, seed=2, workers=1)
    by_deal: dict[int, float] = {}
    for record in report.records:
        low_seat = record.levels.index("low")
        by_deal[record.deal] = by_deal.get(record.deal, 0.0) + (record.points[low_seat] - record.points[1 - low_seat]) / 2
    margin = arena.points_margin(report, "low", "random")
    assert margin.deals == 4
    assert margin.mean == pytest.approx(sum(by_deal.values()) / 4)
    assert margin.ci_low < margin.mean < margin.ci_high
    assert arena.points_margin(report, "random", "low").mean == pytest.approx(-margin.mean)
    assert "points a game, low minus random, paired by deal" in arena.format_report(report)
