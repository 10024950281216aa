"""The score sheet, the match log and the match summary beside the tables, as Qt models and views."""
