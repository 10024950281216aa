"""Parts shared by both game tables (the libkcardgame idea, in small).

* ``felt.FeltView``: the one ``QGraphicsView`` both games use: felt
  background in the chosen theme, no scroll bars, the scene relaid out to the
  viewport's size on every resize.
* ``scene.TableScene``: a ``QGraphicsScene`` base with ``relayout(size)`` and
  an ``animationsDone`` signal; items are moved with ``animate_pos`` and the
  scene says when every running animation has finished.
* ``motion.Motion``: the running slides and pauses behind that signal; the
  scene owns one, and the cribbage board moves its pegs through it.
* ``items``: ``BoxItem`` (an item with a rectangle), ``ButtonItem``,
  ``LabelItem``, ``PanelItem`` (a modal card with a title and buttons).
* ``log_model.MatchLogModel``: the match log as a list model fed by events.
"""
