"""Cardavia: the traditional card games of Central Europe, with strong AI players."""

__version__ = "0.1.0"
