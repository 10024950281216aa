"""Saved games: round trips at many moments, resuming identically, failures."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from muggins_desktop.engine.base import canonical
from muggins_desktop.storage import atomic, paths
from muggins_desktop.storage.errors import SaveError
from muggins_desktop.storage.legacy.saves import (
    autosave,
    clear_autosave,
    load_autosave,
    load_game,
    save_game,
)

from .play_helpers import finish, last, reach, since_last

try:
    import muggins_desktop.engine.cribbage  # noqa: F401

    HAVE_CRIBBAGE = True
except ImportError:  # the engine may not be written yet
    HAVE_CRIBBAGE = False

needs_cribbage = pytest.mark.skipif(not HAVE_CRIBBAGE, reason="the cribbage engine is not available")


def seats_for(players: int) -> list[dict]:
    return [{"name": "Ann", "kind": "human", "level": None}] + [
        {"name": f"Computer {i}", "kind": "computer", "level": "medium"} for i in range(1, players)
    ]


DOMINO_MOMENTS = {
    "round_start": lambda m: last(m)["event"] == "round_start",
    "after_draws": lambda m: (
        last(m)["event"] == "draw" and sum(e["event"] == "draw" for e in since_last(m, "round_start")) >= 2
    ),
    "between_rounds": lambda m: last(m)["event"] == "round_start" and last(m)["round"] >= 2,
    "late_round_three": lambda m: m.record[-1]["event"] == "play" and any(e.get("round") == 3 for e in m.record),
    "ended": lambda m: m.outcome is not None,
}

CRIBBAGE_MOMENTS = {
    "mid_deal_discard": lambda m: last(m)["event"] == "discard",
    "mid_pegging": lambda m: (
        last(m)["event"] == "peg" and sum(e["event"] == "peg" for e in since_last(m, "starter")) >= 3
    ),
    "muggins_answer_after_declare": lambda m: last(m)["event"] == "show" and last(m)["declared"] is not None,
    "between_deals": lambda m: last(m)["event"] == "deal" and last(m)["hand_no"] >= 2,
    "ended": lambda m: m.outcome is not None,
}
CRIBBAGE_3P_MOMENTS = {
    "muggins_second_answer": lambda m: last(m)["event"] == "response" and m.to_act is not None,
    "crib_from_deck_discard": lambda m: last(m)["event"] == "discard",
}


def check_round_trip(tmp_path: Path, game: str, options: dict, moment, seed: int, with_seed: bool) -> None:
    """Save at ``moment``, load, and play both copies on with equal players."""
    match = reach(game, options, moment, seed)
    seats = seats_for(match.players)
    saved_options = {k: v for k, v in options.items() if with_seed or k != "seed"}
    path = tmp_path / "game.json"
    save_game(path, match, seats, saved_options)

    loaded = load_game(path)
    assert loaded.game == game and loaded.seats == seats and loaded.options == saved_options
    assert canonical(loaded.match.record) == canonical(match.record)
    assert loaded.match.to_act == match.to_act
    assert loaded.match.legal_actions() == match.legal_actions()
    assert loaded.match.scores == match.scores
    assert loaded.match.outcome == match.outcome
    for seat in range(match.players):
        assert loaded.match.view_for(seat) == match.view_for(seat)

    if match.outcome is None:
        assert finish(loaded.match, seed + 100) == finish(match, seed + 100)


@pytest.mark.parametrize("moment", sorted(DOMINO_MOMENTS))
@pytest.mark.parametrize("players, seed", [(2, 3), (4, 7)])
def test_dominoes_round_trip(tmp_path: Path, moment: str, players: int, seed: int) -> None:
    options = {"players": players, "seed": 1000 + seed}
    check_round_trip(tmp_path, "dominoes", options, DOMINO_MOMENTS[moment], seed, with_seed=players == 2)


@needs_cribbage
@pytest.mark.parametrize("moment", sorted(CRIBBAGE_MOMENTS))
@pytest.mark.parametrize(
    "options",
    [
        {"players": 2, "muggins": True, "target": 121, "seed": 11},
        {"players": 4, "partnerships": True, "muggins": True, "target": 61, "seed": 12},
    ],
    ids=["two", "partnerships"],
)
def test_cribbage_round_trip(tmp_path: Path, moment: str, options: dict) -> None:
    check_round_trip(tmp_path, "cribbage", options, CRIBBAGE_MOMENTS[moment], 5, with_seed=options["players"] == 2)


@needs_cribbage
@pytest.mark.parametrize("moment", sorted(CRIBBAGE_3P_MOMENTS))
def test_cribbage_three_players_round_trip(tmp_path: Path, moment: str) -> None:
    options = {"players": 3, "muggins": True, "seed": 13}
    check_round_trip(tmp_path, "cribbage", options, CRIBBAGE_3P_MOMENTS[moment], 9, with_seed=False)


@needs_cribbage
def test_lowball_options_that_the_engine_adjusts_still_load(tmp_path: Path) -> None:
    # Muggins asked for together with Lowball: the engine plays without it.
    options = {"players": 2, "muggins": True, "lowball": True, "seed": 21}
    check_round_trip(tmp_path, "cribbage", options, CRIBBAGE_MOMENTS["mid_pegging"], 2, with_seed=True)


# ---------------------------------------------------------------- failures
def saved_file(tmp_path: Path, moment=DOMINO_MOMENTS["after_draws"]) -> tuple[Path, dict]:
    match = reach("dominoes", {"players": 2, "seed": 42}, moment)
    path = tmp_path / "game.json"
    save_game(path, match, seats_for(2), {"players": 2})
    return path, json.loads(path.read_text("utf-8"))


def rewrite(path: Path, obj: dict) -> None:
    path.write_text(json.dumps(obj), "utf-8")


@pytest.mark.parametrize(
    "change, code",
    [
        (lambda o: o.update(format=2), "format_unknown"),
        (lambda o: o.update(game="chess"), "bad_field"),
        (lambda o: o.update(game="cribbage"), "bad_record"),
        (lambda o: o.update(options={"players": 3}), "options_mismatch"),
        (lambda o: o.update(options={"players": 2, "target": 100}), "options_mismatch"),
        (lambda o: o.update(options={"players": 2, "colour": "red"}), "options_mismatch"),
        (lambda o: o.update(options={"players": [2]}), "bad_field"),
        (lambda o: o["seats"].pop(), "bad_field"),
        (lambda o: o["seats"][1].update(level="genius"), "bad_field"),
        (lambda o: o.update(record=[]), "bad_record"),
        (lambda o: o["record"].append({"event": "pass", "player": 0}), "bad_record"),
        (lambda o: o["record"].append(dict(o["record"][-1])), "bad_record"),
        (lambda o: o["record"][1]["hands"].reverse(), "bad_record"),
        (lambda o: o.pop("saved_at"), "bad_field"),
        (lambda o: o.update(plugin="os.system('rm -rf /')"), "unknown_field"),
    ],
)
def test_bad_saves_raise_one_clear_sentence(tmp_path: Path, change, code: str) -> None:
    path, obj = saved_file(tmp_path)
    change(obj)
    rewrite(path, obj)
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.code == code
    message = str(info.value)
    assert message.startswith("The saved game game.json cannot be opened because") and message.endswith(".")
    assert "\n" not in message
    assert path.read_bytes() == before  # an explicitly opened file is never moved


def test_missing_and_non_json_files(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_game(tmp_path / "nothing.json")
    assert info.value.code == "missing"
    (tmp_path / "pickle.json").write_bytes(b"\x80\x04\x95cos\nsystem\n.")
    with pytest.raises(SaveError) as info:
        load_game(tmp_path / "pickle.json")
    assert info.value.code in ("not_utf8", "not_json")


def test_an_interrupted_save_keeps_the_previous_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _obj = saved_file(tmp_path)
    good = load_game(path).match.record
    later = reach("dominoes", {"players": 2, "seed": 42}, DOMINO_MOMENTS["between_rounds"])
    written: list[bytes] = []

    def crash(src: str, _dst: str) -> None:
        written.append(Path(src).read_bytes())  # the new file was fully written...
        raise OSError(28, "No space left on device")  # ...but never replaced the old one

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(SaveError) as info:
        save_game(path, later, seats_for(2), {"players": 2})
    monkeypatch.undo()
    assert info.value.code == "write_failed"
    assert json.loads(written[0])["record"] == canonical(later.record)
    assert canonical(load_game(path).match.record) == canonical(good)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temp file left


def test_unsaveable_data_is_refused_before_writing(tmp_path: Path) -> None:
    path, _obj = saved_file(tmp_path)
    before = path.read_bytes()
    match = load_game(path).match
    with pytest.raises(SaveError):
        save_game(path, match, seats_for(3), {"players": 2})
    with pytest.raises(SaveError):
        save_game(path, match, seats_for(2), {"players": object()})
    assert path.read_bytes() == before


# ---------------------------------------------------------------- autosave
def test_autosave_round_trip_and_clear(home: Path) -> None:
    match = reach("dominoes", {"players": 3, "seed": 5}, DOMINO_MOMENTS["after_draws"])
    assert load_autosave() == (None, None)
    autosave(match, seats_for(3), {"players": 3})
    assert paths.autosave_path() == home / "data" / "saves" / "autosave.json"
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    assert canonical(saved.match.record) == canonical(match.record)
    clear_autosave()
    assert not paths.autosave_path().exists()
    assert load_autosave() == (None, None)
    clear_autosave()  # clearing twice is fine


def test_a_finished_autosave_is_not_offered_and_its_removal_is_told(home: Path) -> None:
    """Finding 11: the removed autosave of a finished match is reported in one sentence."""
    match = reach("dominoes", {"players": 2, "seed": 5}, DOMINO_MOMENTS["ended"])
    autosave(match, seats_for(2), {"players": 2})
    saved, notice = load_autosave()
    assert saved is None and notice is not None
    assert notice.kind == "autosave_finished" and notice.code == "finished"
    assert notice.count(".") == 1 and notice.endswith(".")
    assert not paths.autosave_path().exists()


def test_a_bad_autosave_is_moved_aside_and_reported(home: Path) -> None:
    match = reach("dominoes", {"players": 2, "seed": 5}, DOMINO_MOMENTS["after_draws"])
    autosave(match, seats_for(2), {"players": 2})
    path = paths.autosave_path()
    obj = json.loads(path.read_text("utf-8"))
    obj["record"][-1]["tile"] = [9, 9]
    raw = json.dumps(obj).encode()
    path.write_bytes(raw)
    saved, problem = load_autosave()
    assert saved is None and problem is not None
    assert problem.code == "bad_record" and problem.endswith(".") and "\n" not in problem
    assert not path.exists()
    aside = Path(problem.aside)
    assert aside.parent == path.parent and aside.name.startswith("autosave.corrupt-")
    assert aside.read_bytes() == raw
    assert load_autosave() == (None, None)


def test_move_aside_never_overwrites(tmp_path: Path) -> None:
    names = []
    for i in range(3):
        path = tmp_path / "autosave.json"
        path.write_bytes(bytes([i]))
        names.append(atomic.move_aside(path))
    assert len(set(names)) == 3
    assert [p.read_bytes() for p in names] == [b"\x00", b"\x01", b"\x02"]


def test_saves_hold_only_json(tmp_path: Path) -> None:
    path, obj = saved_file(tmp_path)
    assert sorted(obj) == ["format", "game", "options", "record", "saved_at", "seats"]
    assert obj["format"] == 1 and obj["game"] == "dominoes"
    assert os.path.getsize(path) < atomic.MAX_FILE_BYTES
