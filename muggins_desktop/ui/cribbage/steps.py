"""What the cribbage table shows after each action, as a queue of steps that show themselves.

``steps_for_events`` turns the (redacted) events of one action into steps:
new scores on the board, a notice on the felt, an automatic show, a pause so
a completed count stays in view, a settlement, the end of the match. The
presenter runs them one at a time; each step carries out itself on its stage
(``run(stage, done)``, the stage being the presenter, see ``CribbageStage``)
and calls ``done`` when it is over: scores when the pegs have stopped, a show
when its panel has outlined every combination, "Next hand" on its button, a
settlement when its dialog closes, a held count or a "go" after one beat of
the pace (a ``hold_still`` of the scene, so a beat and a sliding peg end in
the same "all still"). Everything here reads only the seat's view and the
events it was given, never the match; the texts a step shows are made when
it is built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from muggins_desktop.engine.base import Event, Outcome
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.view import CribbageView, ShowView
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs.counts import SettlementInfo
from muggins_desktop.ui.cribbage.dialogs.settlement import SettlementWords
from muggins_desktop.ui.cribbage.state import PanelKind
from muggins_desktop.ui.fair.texts import FinalExtras
from muggins_desktop.ui.sheet.match_summary import cribbage_rows, cribbage_tally
from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.text.words import side_seats, winners_title

if TYPE_CHECKING:
    from muggins_desktop.ui.cribbage.dialogs.host import DialogHost
    from muggins_desktop.ui.cribbage.scene import CribbageScene

CONTEXT = "CribbageTable"
READ_BEATS = 3  # a settlement on the table stays this many beats of the pace before play goes on


tr = Translator(CONTEXT)


class CribbageStage(Protocol):
    """What the cribbage steps use of the presenter that runs them."""

    @property
    def scene(self) -> CribbageScene: ...

    @property
    def dialogs(self) -> DialogHost: ...

    @property
    def pace_ms(self) -> int:
        """How long a finished count or a go stays in view."""
        ...

    @property
    def show_ms(self) -> int:
        """How long each combination of a show stays outlined."""
        ...

    def show_notice(self, text: str) -> None: ...

    def render(self) -> None: ...

    def panel_holds(self, kind: PanelKind) -> None:
        """Record (in the state) what the felt's panels hold now, and show it."""
        ...

    @property
    def focusWanted(self) -> SignalInstance:
        """Asks the table to take the keyboard back (a panel's button was used)."""
        ...

    def once(self, signal: SignalInstance, callback: Callable[[], object]) -> None: ...


@dataclass(frozen=True)
class ScoresStep:
    """New scores on the board; over when the pegs have stopped."""

    scores: tuple[int, ...]

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        stage.scene.set_scores(self.scores)
        stage.scene.when_idle(done)


@dataclass(frozen=True)
class NoticeStep:
    """A short message on the felt (a computer's answer, a go)."""

    text: str
    beat: bool = False  # hold it in view for one beat of the pace

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        stage.show_notice(self.text)
        if self.beat and stage.pace_ms > 0:
            stage.scene.hold_still(stage.pace_ms)
            stage.scene.when_idle(done)
        else:
            done()


@dataclass(frozen=True)
class GoPointStep:
    """The go (or last card) point, said and pegged at once.

    A peg that moved before the sentence came left the player wondering
    where the point came from; the two start together and the step is over
    when the peg rests (and the beat, if any, has passed).
    """

    scores: tuple[int, ...]
    text: str
    beat: bool = False

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        stage.show_notice(self.text)
        stage.scene.set_scores(self.scores)
        if self.beat and stage.pace_ms > 0:
            stage.scene.hold_still(stage.pace_ms)
        stage.scene.when_idle(done)


@dataclass(frozen=True)
class BeatStep:
    """Keep this count (its cards, by whom) in view for one beat."""

    pile: tuple[tuple[int, Card], ...]
    count: int

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        stage.render()  # the presenter shows the kept count while this step is on

        def over() -> None:
            done()
            stage.render()

        stage.scene.hold_still(stage.pace_ms)
        stage.scene.when_idle(over)


@dataclass(frozen=True)
class AutoShowStep:
    """Show one automatically counted hand (``show`` is the engine's ShowView)."""

    show: ShowView = field(hash=False, compare=False)
    scores: tuple[int, ...] = ()
    whose: str = ""  # "Hand (Ann)"
    line: str = ""  # the log's sentence for the count
    first: bool = False
    outlined: bool = True  # outline the combinations one by one (False: the count at once, as on resuming)

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        scene, show = stage.scene, self.show
        scene.set_scores(self.scores)
        stage.panel_holds("show")
        stage.once(scene.show_panel.finished, done)
        step_ms = stage.show_ms if self.outlined else 0
        scene.show_panel.start(
            tr("The show"), self.whose, list(show.cards), show.starter, show.items, self.line, self.first, step_ms
        )


@dataclass(frozen=True)
class NextHandStep:
    """Wait for "Next hand" after the automatic show."""

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        panel = stage.scene.show_panel

        def clicked() -> None:
            panel.close()
            done()
            stage.focusWanted.emit()

        stage.once(panel.clicked, clicked)
        panel.wait(tr("Next hand"))


@dataclass(frozen=True)
class SettlementStep:
    """The truth about a count, on the table (no dialog to close): the cards with each
    combination outlined in turn, the counts, the answers, why the score moved and who
    gained what. Over a few beats after the last combination; the panel stays up until
    the next move, beside the next count's dialog."""

    info: SettlementInfo = field(hash=False, compare=False)
    outlined: bool = True  # outline and hold it (False: at once, as a resumed match shows it)
    wait: bool = False  # stay until "Next hand" (see ``waits_for_next_hand``)

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        info, panel = self.info, stage.scene.show_panel
        whose = (tr("Crib (%1)") if info.crib else tr("Hand (%1)")).replace("%1", info.counter_name)
        hold = stage.pace_ms * READ_BEATS if self.outlined else 0

        def clicked() -> None:
            panel.close()
            stage.panel_holds("")
            done()
            stage.focusWanted.emit()

        def shown() -> None:
            if self.wait:
                stage.once(panel.clicked, clicked)
                panel.wait(tr("Next hand"))
                stage.render()  # the status line says what the panel waits for
            elif hold > 0:
                stage.scene.hold_still(hold)
                stage.scene.when_idle(done)
            else:
                done()

        stage.once(panel.finished, shown)
        lines = "\n".join(SettlementWords(info).table_lines())
        stage.panel_holds("settled")  # first: "finished" may come at once
        step_ms = stage.show_ms if self.outlined else 0
        panel.start(tr("Count settled"), whose, info.cards, info.starter, info.items, lines, True, step_ms)
        panel.lines.set_text(lines)  # read from the start, while the combinations are outlined


@dataclass(frozen=True)
class FinalStep:
    """The end of the match on the final panel (its texts made when the match ended)."""

    outcome: Outcome = field(hash=False, compare=False)
    title: str = ""
    lines: tuple[str, ...] = ()
    header: tuple[str, ...] = ()
    rows: tuple[tuple[object, ...], ...] = ()
    extras: FinalExtras = FinalExtras()  # the deal, the revealed key, the series (ui/fair/texts.py)

    def run(self, stage: CribbageStage, done: Callable[[], None]) -> None:
        scene = stage.scene
        scene.show_panel.close()
        scene.clear_notice()
        panel = scene.final_panel
        panel.set_notes(self.extras.notes)
        panel.set_again(self.extras.again_text)
        title = self.extras.title or self.title  # a game of a series says so, not "wins the match"
        panel.set_result(title, self.lines, tr("New game"), tr("Look at the table"), tr("Review"))
        panel.set_summary(self.header, self.rows, self.extras.next_text or tr("Rematch"))
        stage.panel_holds("final")
        done()


Step = ScoresStep | NoticeStep | GoPointStep | BeatStep | AutoShowStep | NextHandStep | SettlementStep | FinalStep


def held_beat(queued: Sequence[Step]) -> BeatStep | None:
    """The finished count still held in view among ``queued`` (it stays until its beat is over)."""
    return next((step for step in queued if isinstance(step, BeatStep)), None)


@dataclass
class StepContext:
    """What building steps needs to know about the table."""

    view: CribbageView  # the seat's view after the action
    names: Sequence[str]
    is_human: Callable[[int], bool]
    you: int | None
    people: bool  # at least one person plays (dialogs and waits are shown)
    pace: bool  # hold counts and gos in view for a beat
    wait_after_show: bool
    pile: list[tuple[int, Card]]  # the current count's cards, kept across actions
    ending: bool = False  # these events end a hand; its next deal waits behind them


def steps_for_events(events: Sequence[Event], ctx: StepContext) -> list[Step]:
    steps: list[Step] = []
    auto_shows = [e for e in events if e.get("event") == "show" and e.get("declared") is None]
    for i, event in enumerate(events):
        steps.extend(_steps_for(event, list(events[i + 1 :]), auto_shows, ctx))
    if ctx.pile and ctx.view.phase != "pegging":
        steps.extend(_beat(ctx))
    if ctx.ending and auto_shows and ctx.wait_after_show:
        steps.append(NextHandStep())  # the automatic show stays until "Next hand"
    return steps


def resumed_show_steps(head: Sequence[Event], ctx: StepContext) -> list[Step]:
    """The automatic show of a hand a resumed match ended on, waiting for "Next hand" as it was left.

    The panel is filled as the uninterrupted one stood (every count's line, the
    last hand's cards), at once and without moving a peg: the board already
    shows the scores. Empty when nothing of ``head`` was shown automatically.
    """
    steps = steps_for_events(head, replace(ctx, ending=True, pile=[]))
    shows: list[Step] = [replace(s, scores=(), outlined=False) for s in steps if isinstance(s, AutoShowStep)]
    return [*shows, NextHandStep()] if shows and isinstance(steps[-1], NextHandStep) else []


def shown_at_once(record: Sequence[Event]) -> bool:
    """Whether ``record`` stops at a deal right after a hand counted automatically (a resumed match:
    its show may still wait for "Next hand")."""
    if not record or record[-1].get("event") != "deal":
        return False
    last = next((e for e in reversed(record) if e.get("event") == "show"), None)
    return last is not None and last.get("declared") is None


def resumed_settlement(events: Sequence[Event], ctx: StepContext) -> list[Step]:
    """The settled count a resumed match's last action left on the table (it stays until the next
    move), at once and without moving a peg; empty when that action settled nothing, or dealt
    afterwards (showing the next deal closed the panel)."""
    if any(e.get("event") == "deal" for e in events[1:]):
        return []
    steps = steps_for_events(events, replace(ctx, pile=[]))
    settled = [s for s in steps if isinstance(s, SettlementStep)]
    return [replace(settled[-1], outlined=False)] if settled else []


def _beat(ctx: StepContext) -> list[Step]:
    pile, ctx.pile[:] = tuple(ctx.pile), []
    if not ctx.pace or not pile:
        return []
    count = sum(min(10, card.rank) for _s, card in pile)
    return [BeatStep(pile, count)]


def _steps_for(event: Event, rest: list[Event], auto_shows: list[Event], ctx: StepContext) -> list[Step]:
    kind = event.get("event")
    if kind == "peg":
        ctx.pile.append((int(event["player"]), Card.parse(event["card"])))
    if kind == "deal":
        ctx.pile.clear()
        return [NextHandStep()] if auto_shows and ctx.wait_after_show else []
    if kind == "reset":
        return _beat(ctx)
    if kind == "go":
        return [NoticeStep(texts.describe(event, ctx.names, ctx.you) or "", beat=ctx.pace)]
    if kind == "go_point":  # said on the felt too: a go nobody answers scores without a card laid
        said = texts.describe(event, ctx.names, ctx.you) or ""
        return [GoPointStep(tuple(event["scores"]), said, beat=ctx.pace)]
    if kind == "response" and not ctx.is_human(event["player"]):
        return [NoticeStep(texts.describe(event, ctx.names, ctx.you) or "")]
    if kind == "show":
        return _beat(ctx) + _show_steps(event, rest, auto_shows, ctx)
    if kind == "settle":
        steps: list[Step] = [ScoresStep(tuple(event["scores"]))]
        if ctx.people and ctx.view.last_show is not None:
            info = settlement_info(ctx.view.last_show, ctx.view, ctx.names)
            steps.append(SettlementStep(info, wait=waits_for_next_hand(info, rest, ctx)))
        return steps
    if "scores" in event and kind != "match_end":
        return [ScoresStep(tuple(event["scores"]))]
    return []


def waits_for_next_hand(info: SettlementInfo, rest: Sequence[Event], ctx: StepContext) -> bool:
    """Whether a settled count stays on the table until "Next hand" is pressed.

    The crib is the deal's last count: a few beats after its settlement the
    next deal came and took the panel with it, so a penalty or a muggins
    claim could go by unread. When the settlement moved a score, the
    crib's panel waits as the automatic show does (on the same setting,
    ``wait_after_show``) for a click, Enter or Space.
    """
    ends = any(e.get("event") == "match_end" for e in rest)
    return ctx.wait_after_show and info.crib and bool(info.changes) and not ends


def _show_steps(event: Event, rest: list[Event], auto_shows: list[Event], ctx: StepContext) -> list[Step]:
    if event.get("declared") is None:
        show = find_show(ctx.view, int(event["player"]), bool(event.get("crib")))
        if show is None:
            return []
        whose = (tr("Crib (%1)") if show.crib else tr("Hand (%1)")).replace("%1", ctx.names[show.counter])
        line = texts.describe(event, ctx.names, ctx.you) or ""
        return [AutoShowStep(show, tuple(event["scores"]), whose, line, first=event is auto_shows[0])]
    steps: list[Step] = [ScoresStep(tuple(event["scores"]))]
    player = int(event["player"])
    if not ctx.is_human(player):
        what = tr("%1 declares %2 for the crib") if event.get("crib") else tr("%1 declares %2 for the hand")
        steps.append(NoticeStep(what.replace("%1", ctx.names[player]).replace("%2", str(event["declared"]))))
    ends = any(e.get("event") == "match_end" for e in rest)
    settles = any(e.get("event") == "settle" for e in rest)
    show = find_show(ctx.view, player, bool(event.get("crib")))
    if ends and not settles and ctx.people and show is not None:
        steps.append(SettlementStep(settlement_info(show, ctx.view, ctx.names)))
    return steps


def find_show(view: CribbageView, counter: int, crib: bool) -> ShowView | None:
    """The settled count (the engine's ShowView) of ``counter``'s hand or crib this deal."""
    for show in reversed(view.shows):
        if show.counter == counter and show.crib == crib:
            return show
    return None


def side_name(view: CribbageView, seat: int, names: Sequence[str]) -> str:
    if view.partnerships:
        return texts.names_of_side(view.side_of(seat), names, partnerships=True)
    return names[seat]


def settlement_info(show: ShowView, view: CribbageView, names: Sequence[str]) -> SettlementInfo:
    """What a settlement dialog shows, from the engine's settled count (ShowView)."""
    answers = [(names[seat], answer, stated) for seat, answer, stated in show.answers]
    changes: list[tuple[str, int]] = []
    settlement = show.settlement
    if settlement is not None:
        if settlement.counter_delta:
            changes.append((side_name(view, show.counter, names), int(settlement.counter_delta)))
        if settlement.claimant is not None and settlement.claimant_delta:
            changes.append((side_name(view, settlement.claimant, names), int(settlement.claimant_delta)))
    return SettlementInfo(
        counter_name=names[show.counter],
        crib=show.crib,
        cards=list(show.cards),
        starter=show.starter,
        declared=show.declared,
        true=show.true,
        items=list(show.items),
        answers=answers,
        changes=changes,
        final=settlement is None,
    )


def final_step(
    outcome: Outcome, view: CribbageView, names: Sequence[str], side_names: Sequence[str], you: int | None
) -> FinalStep:
    """The final panel's texts: who won (and how, under Lowball), the scores, where the points came from."""
    winner = side_names[outcome.winner] if outcome.winner is not None else "?"
    if view.lowball:
        end: Event = next((e for e in reversed(view.public_events) if e.get("event") == "match_end"), {})
        reached = end.get("reached")
        loser = side_names[reached] if isinstance(reached, int) and reached < len(side_names) else "?"
        title = (
            tr("%1 reached %2 and loses: %3 wins!")
            .replace("%1", loser)
            .replace("%2", str(view.target))
            .replace("%3", winner)
        )
    else:
        title = winners_title(names, side_seats(outcome.winner, view.players, view.partnerships), you)
    lines = [f"{name}: {score}" for name, score in zip(side_names, outcome.scores, strict=False)]
    if outcome.skunk == "double":
        lines.append(tr("Double skunk!"))
    elif outcome.skunk == "skunk":
        lines.append(tr("Skunk!"))
    side_of: Callable[[int], int] = (lambda s: s % 2) if view.partnerships else (lambda s: s)
    tally = cribbage_tally(view.public_events, len(side_names), side_of)
    rows = tuple(tuple(row) for row in cribbage_rows(tally))
    return FinalStep(outcome, title, tuple(lines), ("", *side_names), rows)
