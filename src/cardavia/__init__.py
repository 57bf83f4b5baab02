"""Cardavia: the traditional card games of Central Europe, with strong AI players."""

from cardavia._build import refuse_stale_compiled_modules

__version__ = "0.1.0"

refuse_stale_compiled_modules()
