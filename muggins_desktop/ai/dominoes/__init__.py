"""The dominoes computer players: what a seat knows, sampled deals, simulation and win chances."""
