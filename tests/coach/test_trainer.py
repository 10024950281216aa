from __future__ import annotations

import random

from muggins_desktop.coach import trainer
from muggins_desktop.engine.cribbage import parse_cards, score_hand
from muggins_desktop.storage import trainer_stats


def test_exercises_are_reproducible_and_valid():
    a = [next(trainer.exercises(4)) for _ in range(1)]
    stream1, stream2 = trainer.exercises(4), trainer.exercises(4)
    xs = [next(stream1) for _ in range(50)]
    ys = [next(stream2) for _ in range(50)]
    assert xs == ys and a[0] == xs[0]
    assert any(x.crib for x in xs) and not all(x.crib for x in xs)
    for x in xs:
        assert len(set(x.hand) | {x.starter}) == 5
        assert x.true == score_hand(x.hand, x.starter, x.crib).total


def test_breakdown_by_kind():
    hand = tuple(parse_cards("5H 5D JS 4C"))
    ex = trainer.Exercise(hand, parse_cards("6S")[0])
    kinds = trainer.by_kind(ex.breakdown)
    assert kinds == {"fifteens": 8, "pairs": 2, "runs": 6, "flush": 0, "nobs": 1}
    assert sum(kinds.values()) == ex.true == 17


def test_marking_names_the_missed_kind():
    ex = trainer.Exercise(tuple(parse_cards("5H 5D JS 4C")), parse_cards("6S")[0])
    assert trainer.mark(ex, 17).correct
    assert trainer.mark(ex, 16).missed == ("nobs",)
    assert "runs" in trainer.mark(ex, 11).missed
    over = trainer.mark(ex, 19)
    assert over.overcount and not over.missed


def test_crib_flush_rule():
    hand = tuple(parse_cards("2H 4H 6H 8H"))
    starter = parse_cards("KS")[0]
    crib = trainer.Exercise(hand, starter, crib=True)
    as_hand = trainer.Exercise(hand, starter, crib=False)
    assert as_hand.true == crib.true + 4
    verdict = trainer.mark(crib, as_hand.true)
    assert verdict.crib_flush and verdict.overcount


def test_stats_round_trip(tmp_path):
    stats = trainer.TrainerStats()
    rng = random.Random(1)
    for _ in range(20):
        ex = trainer.new_exercise(rng)
        stats.add(trainer.mark(ex, ex.true - rng.choice([0, 0, 1, 2]), seconds=3.0))
    path = tmp_path / "trainer.json"
    trainer_stats.save_stats(stats, path)
    again = trainer_stats.load_stats(path)
    assert again.to_json() == stats.to_json()
    assert again.answers == 20 and 0 <= again.accuracy <= 1 and again.mean_seconds == 3.0
    path.write_text("{broken")
    assert trainer_stats.load_stats(path).answers == 0
    assert trainer.TrainerStats.from_json({"answers": "x"}).answers == 0


def test_per_kind_accuracy_and_speed():
    ex = trainer.Exercise(tuple(parse_cards("5H 5D JS 4C")), parse_cards("6S")[0])
    stats = trainer.TrainerStats()
    stats.add(trainer.mark(ex, 16, seconds=4.0))  # nobs missed
    stats.add(trainer.mark(ex, 17, seconds=2.0))
    assert stats.kind_accuracy("nobs") == 0.5 and stats.kind_accuracy("fifteens") == 1.0
    assert stats.kind_mean_seconds("runs") == 3.0
    assert stats.kind_accuracy("flush") == 0.0 and stats.seen["flush"] == 0
    again = trainer.TrainerStats.from_json(stats.to_json())
    assert again.kind_mean_seconds("runs") == 3.0
