"""Settings: defaults on first start, round trip of every field, bad files."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from muggins_desktop.storage import paths
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.settings import Settings, load_settings, save_settings

# One non-default value per field; the test below checks it covers them all.
CHANGED = {
    "player_name": "Oksana Ż.",
    "dominoes_players": 4,
    "cribbage_players": 3,
    "seat_levels": ["hard", "random", "easy"],
    "cribbage_target": 61,
    "cribbage_muggins": False,
    "cribbage_lowball": True,
    "cribbage_partnerships": True,
    "animation_ms": 0,
    "ai_pause_ms": 5000,
    "ai_budget_ms": 10,
    "theme": "dark",
    "tally_marks": True,
    "language": "uk",
    "hints": False,
    "confirm_leave": False,
    "pace": "slow",
    "click_to_continue": True,
    "text_scale": 1.5,
    "high_contrast": "on",
    "reduce_motion": "off",
    "messages_stay": True,
    "hints_in_hot_seat": True,
    "allow_take_back": False,
    "deck": "four_colour",
    "card_back": "green",
    "tiles": "coloured",
    "board_wood": "walnut",
    "sound_on": False,
    "volume": 0,
}


def test_every_field_has_a_changed_value() -> None:
    names = {f.name for f in dataclasses.fields(Settings)}
    assert names == set(CHANGED)
    for name, value in CHANGED.items():
        assert getattr(Settings(), name) != value


def test_paths_follow_the_environment_variable(home: Path) -> None:
    assert paths.settings_path() == home / "config" / "settings.json"
    assert paths.autosave_path() == home / "data" / "saves" / "autosave.json"
    assert paths.stats_path() == home / "data" / "stats.json"


def test_paths_without_override_use_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MUGGINS_DESKTOP_HOME", raising=False)
    assert "muggins-desktop" in str(paths.config_dir())
    assert "muggins-desktop" in str(paths.data_dir())


def test_first_start_writes_defaults(home: Path) -> None:
    settings, problem = load_settings()
    assert settings == Settings() and problem is None
    written = json.loads((home / "config" / "settings.json").read_text("utf-8"))
    assert written["format"] == 2
    assert Settings.from_json(written) == Settings()


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_round_trip_of_each_field(home: Path, name: str) -> None:
    settings = dataclasses.replace(Settings(), **{name: CHANGED[name]})
    save_settings(settings)
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == settings
    assert getattr(loaded, name) == CHANGED[name]


def test_round_trip_of_all_fields_at_once(home: Path) -> None:
    settings = Settings(**CHANGED)
    save_settings(settings)
    assert load_settings() == (settings, None)


def test_copy_is_independent() -> None:
    original = Settings()
    clone = original.copy()
    clone.seat_levels[0] = "hard"
    assert original.seat_levels[0] == "medium"


def test_missing_fields_take_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": 1, "theme": "blue"}', "utf-8")
    settings, problem = load_settings(path)
    assert problem is None
    assert settings == dataclasses.replace(Settings(), theme="blue")


@pytest.mark.parametrize(
    "patch, code",
    [
        ({"dominoes_players": 5}, "bad_field"),
        ({"dominoes_players": True}, "bad_field"),
        ({"cribbage_target": 121.0}, "bad_field"),
        ({"seat_levels": ["medium", "medium"]}, "bad_field"),
        ({"seat_levels": ["medium", "medium", "expert"]}, "bad_field"),
        ({"player_name": "a\nb"}, "bad_field"),
        ({"player_name": "x" * 41}, "bad_field"),
        ({"animation_ms": -1}, "bad_field"),
        ({"theme": "pink"}, "bad_field"),
        ({"language": "de"}, "bad_field"),
        ({"hints": 1}, "bad_field"),
        ({"format": 3}, "format_unknown"),
        ({"format": 0}, "format_unknown"),
        ({"format": True}, "format_unknown"),
        ({"format": "1"}, "format_unknown"),
        ({"colour": "green"}, "unknown_field"),
        ({"pace": "quick"}, "bad_field"),
        ({"pace": 1}, "bad_field"),
        ({"click_to_continue": 0}, "bad_field"),
        ({"text_scale": 0.9}, "bad_field"),
        ({"text_scale": 2.5}, "bad_field"),
        ({"text_scale": True}, "bad_field"),
        ({"text_scale": "1.5"}, "bad_field"),
        ({"high_contrast": "yes"}, "bad_field"),
        ({"high_contrast": True}, "bad_field"),
        ({"reduce_motion": "never"}, "bad_field"),
        ({"messages_stay": "false"}, "bad_field"),
        ({"hints_in_hot_seat": None}, "bad_field"),
        ({"allow_take_back": 1}, "bad_field"),
        ({"theme": "contrast"}, "bad_field"),  # high contrast is a setting of its own, not a felt
        ({"deck": "tarot"}, "bad_field"),
        ({"deck": 1}, "bad_field"),
        ({"card_back": "Blue"}, "bad_field"),
        ({"tiles": "ivory "}, "bad_field"),
        ({"board_wood": None}, "bad_field"),
        ({"sound_on": "on"}, "bad_field"),
        ({"volume": 101}, "bad_field"),
        ({"volume": -1}, "bad_field"),
        ({"volume": 50.0}, "bad_field"),
        ({"volume": True}, "bad_field"),
    ],
)
def test_a_bad_field_rejects_the_whole_file(tmp_path: Path, patch: dict, code: str) -> None:
    obj = {**Settings(**CHANGED).to_json(), **patch}
    path = tmp_path / "settings.json"
    raw = json.dumps(obj).encode("utf-8")
    path.write_bytes(raw)
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem is not None and problem.code == code
    assert problem.count(".") >= 1 and "\n" not in problem
    aside = Path(problem.aside)
    assert aside.parent == tmp_path and aside.name.startswith("settings.corrupt-") and aside.suffix == ".json"
    assert aside.read_bytes() == raw
    # The next start finds no file and quietly writes the defaults.
    assert not path.exists()
    assert load_settings(path) == (Settings(), None)
    assert path.exists()


def test_format_missing(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}", "utf-8")
    _settings, problem = load_settings(path)
    assert problem is not None and problem.code == "format_missing"


def test_invalid_values_are_never_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    before = path.read_bytes()
    with pytest.raises(StorageError):
        save_settings(dataclasses.replace(Settings(), theme="pink"), path)
    assert path.read_bytes() == before


def test_an_unwritable_first_start_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    settings, problem = load_settings(blocker / "settings.json")  # its folder is a file
    assert settings == Settings()
    assert problem is not None and problem.code == "write_failed" and problem.aside is None


def test_a_folder_in_place_of_the_file(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    settings, problem = load_settings(tmp_path / "settings.json")
    assert settings == Settings() and problem is not None and problem.code == "not_regular"
    assert Path(problem.aside).is_dir()


NEW_FIELDS = (
    "pace",
    "click_to_continue",
    "text_scale",
    "high_contrast",
    "reduce_motion",
    "messages_stay",
    "hints_in_hot_seat",
    "allow_take_back",
)


def test_new_fields_have_their_defaults() -> None:
    s = Settings()
    assert (
        s.pace,
        s.click_to_continue,
        s.text_scale,
        s.high_contrast,
        s.reduce_motion,
        s.messages_stay,
        s.hints_in_hot_seat,
        s.allow_take_back,
    ) == ("normal", False, 1.0, "auto", "auto", False, False, True)


def test_an_old_file_without_the_new_fields_loads(tmp_path: Path) -> None:
    """A settings file written before these fields existed keeps all its choices."""
    old = {k: v for k, v in Settings(**CHANGED).to_json().items() if k not in NEW_FIELDS}
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(old), "utf-8")
    settings, problem = load_settings(path)
    assert problem is None
    assert settings == dataclasses.replace(Settings(**CHANGED), **{n: getattr(Settings(), n) for n in NEW_FIELDS})


@pytest.mark.parametrize("value", [1, 2, 1.0, 1.25, 2.0])
def test_text_scale_takes_whole_and_decimal_numbers(tmp_path: Path, value: float) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "text_scale": value}), "utf-8")
    settings, problem = load_settings(path)
    assert problem is None and settings.text_scale == value and type(settings.text_scale) is float


def test_a_format_1_file_with_the_old_thinking_time_gets_the_new_safety_cap(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": 1, "ai_budget_ms": 200, "theme": "dark"}', encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None
    assert settings.ai_budget_ms == 1000 and settings.theme == "dark"


def test_a_format_1_file_keeps_a_thinking_time_the_player_chose(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": 1, "ai_budget_ms": 3000}', encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None and settings.ai_budget_ms == 3000
    save_settings(settings, path)
    assert '"format": 2' in path.read_text(encoding="utf-8")


def test_a_format_2_file_keeps_200(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": 2, "ai_budget_ms": 200}', encoding="utf-8")
    assert load_settings(path)[0].ai_budget_ms == 200
