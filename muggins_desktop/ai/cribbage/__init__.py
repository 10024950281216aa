"""The cribbage computer players: keeping, laying away, pegging search and the Muggins counts."""
