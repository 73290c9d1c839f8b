"""Tradition modules: each defines ``TRADITION``."""
