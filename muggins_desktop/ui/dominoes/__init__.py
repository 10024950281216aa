"""The dominoes table: pure layout, tile items and the graphics scene."""
