"""Generated tables the players read; each module names the tool in tools/ that makes it."""
