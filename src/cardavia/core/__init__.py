"""The rules core: cards, decks, trick primitives, the Game protocol and error types.

Pure and standard-library only: no I/O, no clock, no global random state.
"""
