"""Game page modules: each defines ``GAME``."""
