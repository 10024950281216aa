"""Named saves of the older format: read by Open and by the migration into the match library, and nothing else."""
