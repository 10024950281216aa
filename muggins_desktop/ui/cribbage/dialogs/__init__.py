"""The Muggins dialogs over the cribbage table: declare, answer and settle a count."""
