"""Benchmarks behind ``cardavia bench`` and ``bench/``: they print medians, never assert."""
