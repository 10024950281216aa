"""The cribbage table: board, cards, pegging, the show and Muggins dialogs."""
