"""Numbered deals (engine/deals.py): the generator, deal numbers, commit and reveal, old records.

The known answers below pin version ``sha256-v1``: if one changes, every deal
number ever shown to a player would deal other cards, so the method's
version must change instead (docs/FAIRNESS.md).
"""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muggins_desktop.engine import RecordError, match_from_record, new_match
from muggins_desktop.engine.cribbage import CribbageMatch, Declare, Respond
from muggins_desktop.engine.deals import (
    DEAL_NUMBERS,
    Deal,
    DealError,
    DealNumber,
    Origin,
    SealedKey,
    ShaStream,
    check_digit,
    commitment_of,
    deal_number_from,
    draw_player_seed,
)
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.engine.errors import IllegalAction
from muggins_desktop.storage.legacy import saves

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
KEY = bytes(range(32))
SEATS = [{"name": f"P{i}", "kind": "computer", "level": "easy"} for i in range(4)]

MODES: list[tuple[str, dict[str, Any]]] = [
    ("dominoes", {"players": 2}),
    ("dominoes", {"players": 3}),
    ("dominoes", {"players": 4}),
    ("cribbage", {"players": 2}),
    ("cribbage", {"players": 2, "target": 61, "muggins": True}),
    ("cribbage", {"players": 3, "target": 61}),
    ("cribbage", {"players": 4, "partnerships": True, "muggins": True, "target": 61}),
    ("cribbage", {"players": 4, "target": 61}),
    ("cribbage", {"players": 2, "lowball": True, "target": 61}),
]


def play(match: Any, seed: int, limit: int = 3000) -> Any:
    """Random legal actions (a declaration of 0 and "accept" under Muggins) to the end, or ``limit`` actions."""
    rng = random.Random(seed)
    for _ in range(limit):
        if match.outcome is not None:
            break
        actions = match.legal_actions()
        counting = isinstance(actions[0], (Declare, Respond))
        match.apply(actions[0] if counting else rng.choice(actions), match.to_act)
    return match


def deals_of(record: list[dict]) -> list[Any]:
    """Every deal of a record: hands, crib card, boneyard, cuts and starters, in order."""
    keep = ("hands", "crib_from_deck", "boneyard", "cuts", "dealer", "leader", "card")
    return [
        {k: e[k] for k in keep if k in e} | {"event": e["event"]}
        for e in record
        if e["event"] in ("deal", "round_start", "starter")
    ]


# ------------------------------------------------------------------ the generator
def test_known_answers_pin_version_sha256_v1() -> None:
    seed = hashlib.sha256(b'["muggins-desktop","sha256-v1","test"]').digest()
    block = hashlib.sha256(seed + bytes(8)).digest()
    stream = ShaStream("test")
    assert [stream.word() for _ in range(3)] == [int.from_bytes(block[i : i + 4], "big") for i in (0, 4, 8)]
    assert [ShaStream("test").word()] == [1551049181]
    assert commitment_of(KEY) == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    assert str(deal_number_from(KEY, "seed")) == "86993-85026"
    m = CribbageMatch(players=2, seed=482139017)
    assert m.record[0]["deal"] == "48213-90177"
    assert m.record[1]["hands"] == [["AD", "JS", "4C", "KD", "8H", "8S"], ["QD", "9H", "QH", "5S", "QC", "5H"]]
    assert m.record[1]["cuts"] == [["9H", "4S"]] and m.record[1]["dealer"] == 1
    d = DominoMatch(players=2, seed=482139017)
    assert d.record[1]["hands"][0] == [[2, 2], [1, 1], [0, 1], [4, 6], [3, 4], [1, 4], [0, 4]]


def test_a_stream_goes_on_across_blocks_with_the_counter() -> None:
    stream = ShaStream("x", 1)
    words = [stream.word() for _ in range(17)]
    seed = hashlib.sha256(b'["muggins-desktop","sha256-v1","x",1]').digest()
    third = hashlib.sha256(seed + (2).to_bytes(8, "big")).digest()
    assert words[16] == int.from_bytes(third[:4], "big")
    assert len(set(words)) == 17


def test_below_skips_the_words_above_the_last_multiple() -> None:
    class Words(ShaStream):
        def __init__(self, values: list[int]) -> None:
            super().__init__("fake")
            self.values = values

        def word(self) -> int:
            return self.values.pop(0)

    limit = 2**32 - 2**32 % 3
    fake = Words([limit, limit + 1, 7])
    assert fake.below(3) == 1 and fake.values == []
    one = Words([5, 9])
    assert one.below(1) == 0 and one.values == [9]  # n = 1 still uses a word
    with pytest.raises(ValueError):
        ShaStream("y").below(0)


@given(st.integers(1, 60), st.text(max_size=8))
def test_a_shuffle_is_a_permutation(n: int, name: str) -> None:
    items = list(range(n))
    ShaStream(name).shuffle(items)
    assert sorted(items) == list(range(n))


def test_shuffles_are_spread_evenly() -> None:
    """Each of the 6 orders of three items comes up about equally often (chi-square, 5 degrees of freedom)."""
    counts: dict[tuple[int, ...], int] = {}
    for i in range(6000):
        items = [0, 1, 2]
        ShaStream("spread", i).shuffle(items)
        counts[tuple(items)] = counts.get(tuple(items), 0) + 1
    assert len(counts) == 6
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 20.5  # p = 0.001


# ------------------------------------------------------------------ deal numbers
@given(st.integers(0, DEAL_NUMBERS - 1))
def test_a_deal_number_reads_back_from_its_written_form(value: int) -> None:
    text = str(DealNumber(value))
    assert len(text) == 11 and text[5] == "-"
    assert DealNumber.parse(text) == DealNumber(value)
    assert DealNumber.parse(text.replace("-", " ")).value == value


@given(st.integers(0, DEAL_NUMBERS - 1), st.integers(0, 9), st.integers(1, 9))
def test_a_mistyped_digit_is_caught(value: int, place: int, change: int) -> None:
    digits = str(DealNumber(value)).replace("-", "")
    wrong = digits[:place] + str((int(digits[place]) + change) % 10) + digits[place + 1 :]
    with pytest.raises(DealError) as err:
        DealNumber.parse(wrong)
    assert err.value.code == "check_digit"


@given(st.integers(0, DEAL_NUMBERS - 1), st.integers(0, 8))
def test_two_swapped_neighbours_are_caught(value: int, place: int) -> None:
    digits = str(DealNumber(value)).replace("-", "")
    swapped = digits[:place] + digits[place + 1] + digits[place] + digits[place + 2 :]
    if swapped != digits:
        with pytest.raises(DealError):
            DealNumber.parse(swapped)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("48213-9017", "wrong_length"),
        ("48213-901777", "wrong_length"),
        ("4821x-90177", "not_digits"),
        ("", "empty"),
        ("  -  ", "empty"),
    ],
)
def test_bad_deal_numbers_say_why(text: str, code: str) -> None:
    with pytest.raises(DealError) as err:
        DealNumber.parse(text)
    assert err.value.code == code


def test_the_damm_digit_of_the_textbook_example() -> None:
    assert check_digit("572") == 4 and check_digit("5724") == 0


# ------------------------------------------------------------------ commit and reveal
def test_a_fair_deal_comes_from_the_key_and_the_players_seed() -> None:
    sealed = SealedKey.draw()
    assert len(sealed.key) == 32 and sealed.commitment == hashlib.sha256(sealed.key).hexdigest()
    assert "key" not in repr(sealed) or sealed.key.hex() not in repr(sealed)
    deal = sealed.open_with("my cat")
    assert deal.origin == Origin.FAIR and deal.commitment == sealed.commitment and deal.player_seed == "my cat"
    assert deal.number == deal_number_from(sealed.key, "my cat").value
    assert sealed.open_with("my dog").number != deal.number or sealed.open_with("my cow").number != deal.number
    assert sealed.key.hex() not in repr(deal)
    drawn = draw_player_seed()
    assert len(drawn) == 14 and drawn.count("-") == 2


def test_seeds_and_keys_that_cannot_be_used_are_refused() -> None:
    for seed in ("", "x" * 101, "tab\there", "\x00"):
        with pytest.raises(DealError):
            Deal.fair(KEY, seed)
    with pytest.raises(DealError):
        Deal.fair(b"short", "seed")
    deal = Deal.fair(KEY, "seed")
    with pytest.raises(DealError):
        deal.with_key(bytes(32))
    with pytest.raises(DealError):
        Deal.given(5).with_key(KEY)
    with pytest.raises(ValueError):
        CribbageMatch(players=2, seed=3, deal=Deal.given(4))
    with pytest.raises(ValueError):
        CribbageMatch(players=2, deal=Deal.given(4, rotation=2))


def test_the_key_is_revealed_after_the_end_and_the_replay_checks_it() -> None:
    m = play(DominoMatch(players=2, deal=Deal.fair(KEY, "seed")), 1)
    assert m.record[-2]["event"] == "match_end" and m.record[-1] == {"event": "reveal", "key": KEY.hex()}
    again = match_from_record(m.record)
    assert again.record == m.record and again.deal.key == KEY
    bad = [*m.record[:-1], {"event": "reveal", "key": bytes(32).hex()}]
    with pytest.raises(RecordError, match="key"):
        match_from_record(bad)


def test_a_resignation_reveals_the_key_early_and_nobody_acts_after_it() -> None:
    m = CribbageMatch(players=2, deal=Deal.fair(KEY, "seed"))
    play(m, 2, limit=10)
    event = m.reveal()
    assert event == {"event": "reveal", "key": KEY.hex()} and m.revealed
    assert m.reveal() is None
    with pytest.raises(IllegalAction) as err:
        m.apply(m.legal_actions()[0], m.to_act)
    assert err.value.code == "match_over"
    again = match_from_record(m.record)
    assert again.record == m.record
    assert CribbageMatch(players=2, seed=4).reveal() is None  # a given deal number has no key


def test_a_kept_key_survives_save_and_resume(tmp_path: Path) -> None:
    m = CribbageMatch(players=2, target=61, deal=Deal.fair(KEY, "seed"))
    play(m, 3, limit=25)
    saves.save_game(tmp_path / "s.json", m, SEATS[:2], {"players": 2, "target": 61})
    assert "match_key" in json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    resumed = saves.load_game(tmp_path / "s.json").match
    assert resumed.deal.key == KEY and resumed.record == m.record
    play(m, 4)
    play(resumed, 4)
    assert resumed.record == m.record and resumed.record[-1]["event"] == "reveal"
    saves.save_game(tmp_path / "done.json", m, SEATS[:2], {"players": 2, "target": 61})
    assert "match_key" not in json.loads((tmp_path / "done.json").read_text(encoding="utf-8"))


# ------------------------------------------------------------------ the same deals everywhere
@pytest.mark.parametrize("game, options", MODES)
def test_the_same_deal_number_gives_the_same_deals_in_every_mode(game: str, options: dict, tmp_path: Path) -> None:
    """Same number, options and seats: same deals, whatever is played, after a save and resume too."""
    first = play(new_match(game, seed=123_456_789, **options), 5)
    other = play(new_match(game, seed=123_456_789, **options), 6)  # other play, same deals
    a, b = deals_of(first.record), deals_of(other.record)
    common = min(len(a), len(b))
    assert common >= 3
    if game == "cribbage":  # the deal passes on whatever happens, so every hand and starter agrees
        assert a[:common] == b[:common]
    else:  # who leads a round depends on the play; the tiles of each round do not
        assert [(e["hands"], e["boneyard"]) for e in a[:common]] == [(e["hands"], e["boneyard"]) for e in b[:common]]
    half = play(new_match(game, seed=123_456_789, **options), 5, limit=15)
    saves.save_game(tmp_path / "half.json", half, SEATS[: half.players], options)
    resumed = play(saves.load_game(tmp_path / "half.json").match, 5 + 1000)
    fresh = play(new_match(game, seed=123_456_789, **options), 5, limit=15)
    play(fresh, 5 + 1000)
    assert resumed.record == fresh.record


def test_the_same_deal_number_deals_the_same_in_a_fresh_process() -> None:
    code = (
        "import json, sys\n"
        "sys.path.insert(0, 'tests/engine')\n"
        "from test_deals import play\n"
        "from muggins_desktop.engine import new_match\n"
        "out = [play(new_match(g, seed=987654321, **o), 1).record for g, o in json.loads(input())]\n"
        "print(json.dumps(out))\n"
    )
    here = []
    for game, options in MODES:
        m = play(new_match(game, seed=987654321, **options), 1)
        here.append(m.record)
    done = subprocess.run(
        [sys.executable, "-c", code], input=json.dumps(MODES), capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads(json.dumps(here))


def test_a_hands_deal_does_not_depend_on_what_was_played_before() -> None:
    """Hand 3 of the same number is the same however hands 1 and 2 went (its own stream)."""
    hands = set()
    for seed in range(6):
        m = CribbageMatch(players=2, target=121, seed=55)
        while m.hand_no < 3:
            m.apply(random.Random(seed).choice(m.legal_actions()), m.to_act)
        deal = next(e for e in m.record if e["event"] == "deal" and e["hand_no"] == 3)
        hands.add((deal["dealer"], json.dumps(deal["hands"])))
    assert len(hands) == 1


# ------------------------------------------------------------------ records from older versions
@pytest.mark.parametrize("name", sorted(p.name for p in DATA.glob("legacy_*.jsonl")))
def test_records_from_before_numbered_deals_replay_with_their_mersenne_twister(name: str) -> None:
    record = [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines()]
    assert "shuffle" not in record[0]
    m = match_from_record(record)
    assert m.deal.origin == Origin.LEGACY and m.deal.label is None and m.record == record
    assert m.outcome is not None


def test_an_older_save_still_loads(tmp_path: Path) -> None:
    record = [json.loads(line) for line in (DATA / "legacy_cribbage_3p.jsonl").read_text(encoding="utf-8").splitlines()]
    cut = next(i for i in range(40, len(record)) if record[i]["event"] == "peg")  # a whole number of actions
    half = match_from_record(record[:cut])
    saves.save_game(tmp_path / "old.json", half, SEATS[:3], {"players": 3, "target": 61})
    loaded = saves.load_game(tmp_path / "old.json").match
    assert loaded.deal.origin == Origin.LEGACY and loaded.record == record[:cut]
    for event in record[cut:]:
        step = loaded.action_from_event(event)
        if step is not None:
            loaded.apply(step[1], step[0])
    assert loaded.record == record


# ------------------------------------------------------------------ who begins (series)
def test_a_first_dealer_or_leader_skips_the_cut_or_the_lot() -> None:
    c = CribbageMatch(players=3, first=2, seed=9)
    assert c.dealer == 2 and "cuts" not in c.record[1] and c.record[0]["first_dealer"] == 2
    d = DominoMatch(players=4, first=3, seed=9)
    assert d.leader == 3 and d.record[1]["lot"] is False and d.record[0]["first_leader"] == 3
    for m in (play(c, 1), play(d, 1)):
        assert match_from_record(m.record).record == m.record
    with pytest.raises(ValueError):
        DominoMatch(players=2, first=2)
