"""Words for the whole UI: translation helpers, plurals, seat names and the sentences both tables share."""
