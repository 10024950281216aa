"""The seam between a match and the screen: the controller, its reading and take-back parts, the worker
threads and the relay.
"""
