"""The dominoes table for a screen reader: a ``TableState`` as named facts and sentences.

``reading(state, panel)`` is what ``DominoTable.reading`` hands the accessible
mirror: one fact per label ("Tile three–five, playable, selected", "Open ends:
3 + 5 = 8", "Boneyard: 7 tiles"), the tile under the keyboard cursor and
where it would go, and the round summary while it waits for Enter.
"""

from __future__ import annotations

from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.access.spoken import panel_text, tile_words
from muggins_desktop.ui.dominoes.panels import TablePanel
from muggins_desktop.ui.dominoes.state import TableState
from muggins_desktop.ui.dominoes.texts import end_sum_text
from muggins_desktop.ui.table.keys import KeysPanel
from muggins_desktop.ui.table.protocol import Facts, TableReading
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "TableReader"


tr = Translator(CONTEXT)


def tile_text(tile: Tile) -> str:
    """A tile as a screen reader says it ("three–five", "double six")."""
    return tile_words(tile.a, tile.b)


def reading(state: TableState, panel: TablePanel | KeysPanel | None) -> TableReading:
    """Facts, the cursor and a waiting summary of one picture of the table."""
    summary = (
        panel_text(panel, panel.header, panel.rows)
        if isinstance(panel, TablePanel) and panel.kind in ("round", "match")
        else ""
    )
    cursor = selection_text(state) if state.my_turn and state.selected is not None else ""
    facts = dominoes_facts(state, summary)
    return TableReading(facts, cursor, summary if panel is not None and panel.kind == "round" else "")


def dominoes_facts(state: TableState, summary: str = "") -> Facts:
    """What a dominoes ``TableState`` says, one fact per label (a waiting ``summary`` first)."""
    view, names = state.view, list(state.names)
    facts: Facts = []
    if summary:  # the round (or match) summary waits on top of the table: it comes first
        facts.append(("panel", summary))
    facts.append(("target", tr("Playing to %n point(s)", view.target)))
    for seat in range(view.players):
        text = (
            tr("%1: %2 points, %n tile(s) left", view.hand_counts[seat])
            .replace("%1", names[seat])
            .replace("%2", str(view.scores[seat]))
        )
        if view.to_act == seat and not summary:
            text += ", " + tr("to play")
        facts.append((f"seat{seat}", text))
    if view.line:
        facts.append(
            (
                "line",
                tr("Line: %n tile(s), from %1 to %2", len(view.line))
                .replace("%1", tile_text(view.line[0]))
                .replace("%2", tile_text(view.line[-1])),
            )
        )
        facts.append(("openEnds", tr("Open ends: %1").replace("%1", end_sum_text(view.line))))
    else:
        facts.append(("line", tr("The line is empty: the leader may open with any tile.")))
    count = view.boneyard_count + state.boneyard_extra
    facts.append(("boneyard", tr("Boneyard: %n tile(s)", count)))
    if not state.reveal:
        facts.append(("hand", tr("Your hand is hidden")))
        return facts
    facts.append(("hand", tr("Your hand: %n tile(s)", len(view.hand))))
    for i, tile in enumerate(view.hand):
        parts = [tr("Tile %1").replace("%1", tile_text(tile))]
        if state.my_turn:
            parts.append(tr("playable") if tile in state.legal else tr("does not fit"))
        if tile == state.selected:
            parts.append(tr("selected"))
        facts.append((f"handTile{i}", ", ".join(parts)))
    if state.can_draw:
        facts.append(("drawHint", tr("No tile fits: press D to draw, or Shift+D to draw until one fits")))
    if state.can_pass:
        facts.append(("passHint", tr("No tile fits and the boneyard is empty: press P to pass")))
    return facts


def selection_text(state: TableState) -> str:
    """ "Tile 3-5 selected: left end (Up or Down for the other end, Enter to play)"."""
    assert state.selected is not None
    text = tr("Tile %1 selected").replace("%1", tile_text(state.selected))
    ends = [e for e in state.ends if e is not None]
    if len(ends) > 1:
        end = ends[state.end_choice % len(ends)]
        where = tr("left end") if end == End.LEFT else tr("right end")
        text += ": " + where + " " + tr("(Up or Down for the other end, Enter to play)")
    else:
        text += " " + tr("(Enter to play)")
    return text
