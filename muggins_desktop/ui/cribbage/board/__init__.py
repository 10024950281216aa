"""The wooden cribbage board: where its holes are (pure geometry) and the item that paints it and moves the pegs."""
